#include "log/log_panel.hpp"

#include "adc/atomic_file.hpp"
#include "document/game_document.hpp"
#include "log/log_export.hpp"
#include "log/log_model.hpp"
#include "widgets/steady_header.hpp"
#include "widgets/wrapping_label.hpp"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

LogPanel::LogPanel(GameDocument& document, QWidget* parent) : QWidget(parent), document_(document) {
    model_ = new LogModel(document, this);
    unit_ = new QComboBox(this);
    unit_->setObjectName(QStringLiteral("logUnit"));
    auto* md = new QPushButton(tr("Export &Markdown…"), this);
    auto* html = new QPushButton(tr("Export &HTML…"), this);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("&Unit:"), this));
    static_cast<QLabel*>(row->itemAt(0)->widget())->setBuddy(unit_);
    row->addWidget(unit_, 1);
    row->addWidget(md);
    row->addWidget(html);
    // Until the first event the log says what it will hold; its table is built with that event:
    // a table and its headings cost start-up about 2 M instructions, most of the log dock's.
    empty_ =
        new WrappingLabel(tr("No event yet. Each outcome applied is logged here with its dice and "
                             "steps; undo greys it until it is redone or replaced."),
                          this);
    empty_->setObjectName(QStringLiteral("logEmpty"));
    empty_->setWordWrap(true);
    empty_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    empty_->setMargin(6);
    layout_ = new QVBoxLayout(this);
    layout_->setContentsMargins(2, 2, 2, 2);
    layout_->addLayout(row);
    layout_->addWidget(empty_, 1);
    connect(md, &QPushButton::clicked, this, &LogPanel::exportMarkdown);
    connect(html, &QPushButton::clicked, this, &LogPanel::exportHtml);
    connect(unit_, &QComboBox::currentIndexChanged, this, [this] {
        filterRows(0, model_->rowCount() - 1);
        if (view_) {
            view_->scrollToBottom();
        }
    });
    connect(&document_, &GameDocument::gameReplaced, this, &LogPanel::refillUnits);
    // The first event (or a saved game's events) brings the table.
    auto firstRows = [this] {
        if (!view_ && model_->rowCount() > 0) {
            buildTable();
        }
    };
    connect(model_, &QAbstractItemModel::modelReset, this, firstRows);
    connect(model_, &QAbstractItemModel::rowsInserted, this, firstRows);
    refillUnits();
}

void LogPanel::buildTable() {
    view_ = new QTableView(this);
    view_->setObjectName(QStringLiteral("logTable"));
    // Its headings measured once, not at every column widened or log resized.
    view_->setHorizontalHeader(SteadyHeader::replacing(view_->horizontalHeader()));
    // Set up before the model is given: the row numbers hidden before they are measured.
    view_->verticalHeader()->setVisible(false);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setWordWrap(false);
    // The unit filter hides rows rather than putting a filter model between: a proxy model
    // cost start-up 1.3 M instructions (Qt 6.4 connects it by signal names), and the rows it
    // would hide are a few hundred at most.
    view_->setModel(model_);
    // Connected after the view's own handlers, so the rows are the view's when filtered.
    connect(model_, &QAbstractItemModel::modelReset, view_, [this] {
        filterRows(0, model_->rowCount() - 1); // the view forgot which rows were hidden
        view_->resizeColumnsToContents();
        view_->scrollToBottom();
    });
    // A row kept through an undo and a new event holds that new event: filtered afresh.
    connect(model_, &QAbstractItemModel::dataChanged, view_,
            [this](const QModelIndex& from, const QModelIndex& to) {
                filterRows(from.row(), to.row());
            });
    connect(model_, &QAbstractItemModel::rowsInserted, view_,
            [this](const QModelIndex&, int first, int last) {
                filterRows(first, last);
                widenColumns(first, last);
                view_->scrollToBottom();
            });
    layout_->replaceWidget(empty_, view_);
    empty_->deleteLater();
    empty_ = nullptr;
    filterRows(0, model_->rowCount() - 1);
    view_->resizeColumnsToContents();
    view_->scrollToBottom();
}

void LogPanel::widenColumns(int first, int last) {
    // A new event widens a column only if it needs more room; the rows above are not measured.
    for (int c = 0; c + 1 < model_->columnCount(); ++c) {
        int width = view_->columnWidth(c);
        for (int r = first; r <= last; ++r) {
            width = std::max(width, view_->sizeHintForIndex(model_->index(r, c)).width());
        }
        view_->setColumnWidth(c, width);
    }
}

void LogPanel::refillUnits() {
    unit_->blockSignals(true);
    unit_->clear();
    unit_->addItem(tr("All units"), QString());
    if (document_.hasGame()) {
        for (const auto& u : document_.state().units) {
            unit_->addItem(QString::fromStdString(u.name), QString::fromStdString(u.id));
        }
    }
    unit_->blockSignals(false);
    filterRows(0, model_->rowCount() - 1);
}

void LogPanel::filterRows(int first, int last) {
    if (!view_) {
        return; // no row yet
    }
    const std::string unit = unit_->currentData().toString().toStdString();
    for (int r = first; r <= last; ++r) {
        const Event* e = model_->eventAt(r);
        view_->setRowHidden(r, !unit.empty() && !(e && eventMentions(*e, unit)));
    }
}

int LogPanel::rowsShown() const {
    int shown = 0;
    for (int r = 0; view_ && r < model_->rowCount(); ++r) {
        shown += view_->isRowHidden(r) ? 0 : 1;
    }
    return shown;
}

QString LogPanel::exportTo(const QString& path, bool html) const {
    if (!document_.hasGame()) {
        return tr("there is no game");
    }
    std::string unit = unit_->currentData().toString().toStdString();
    try {
        writeFileAtomically(path.toStdString(), html ? logHtml(document_.game(), unit)
                                                     : logMarkdown(document_.game(), unit));
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void LogPanel::exportMarkdown() {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export log as Markdown"), {}, tr("Markdown (*.md)"));
    if (!path.isEmpty()) {
        if (QString err = exportTo(path, false); !err.isEmpty()) {
            QMessageBox::warning(this, tr("Export failed"), err);
        }
    }
}

void LogPanel::exportHtml() {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export log as HTML"), {}, tr("HTML (*.html)"));
    if (!path.isEmpty()) {
        if (QString err = exportTo(path, true); !err.isEmpty()) {
            QMessageBox::warning(this, tr("Export failed"), err);
        }
    }
}

} // namespace adc::app
