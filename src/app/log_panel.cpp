#include "log_panel.hpp"

#include "adc/atomic_file.hpp"
#include "game_document.hpp"
#include "log_export.hpp"
#include "log_model.hpp"
#include "steady_header.hpp"

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
    filter_ = new LogUnitFilter(this);
    filter_->setSourceModel(model_);
    unit_ = new QComboBox(this);
    unit_->setObjectName(QStringLiteral("logUnit"));
    view_ = new QTableView(this);
    // Its headings measured once, not at every column widened or log resized.
    view_->setHorizontalHeader(SteadyHeader::replacing(view_->horizontalHeader()));
    // Set up before the model is given: the row numbers hidden before they are measured.
    view_->verticalHeader()->setVisible(false);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setWordWrap(false);
    view_->setModel(filter_);
    auto* md = new QPushButton(tr("Export &Markdown…"), this);
    auto* html = new QPushButton(tr("Export &HTML…"), this);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("&Unit:"), this));
    static_cast<QLabel*>(row->itemAt(0)->widget())->setBuddy(unit_);
    row->addWidget(unit_, 1);
    row->addWidget(md);
    row->addWidget(html);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(row);
    layout->addWidget(view_);
    connect(md, &QPushButton::clicked, this, &LogPanel::exportMarkdown);
    connect(html, &QPushButton::clicked, this, &LogPanel::exportHtml);
    connect(unit_, &QComboBox::currentIndexChanged, this,
            [this] { filter_->setUnit(unit_->currentData().toString().toStdString()); });
    connect(&document_, &GameDocument::gameReplaced, this, &LogPanel::refillUnits);
    connect(model_, &QAbstractItemModel::modelReset, view_, [this] {
        view_->resizeColumnsToContents();
        view_->scrollToBottom();
    });
    // A new event widens a column only if it needs more room; the rows above are not measured.
    connect(filter_, &QAbstractItemModel::rowsInserted, view_,
            [this](const QModelIndex&, int first, int last) {
                for (int c = 0; c + 1 < filter_->columnCount(); ++c) {
                    int width = view_->columnWidth(c);
                    for (int r = first; r <= last; ++r) {
                        width =
                            std::max(width, view_->sizeHintForIndex(filter_->index(r, c)).width());
                    }
                    view_->setColumnWidth(c, width);
                }
                view_->scrollToBottom();
            });
    refillUnits();
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
    filter_->setUnit({});
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
