#include "editor/units_panel.hpp"

#include "editor/leaders_panel.hpp"
#include "editor/unit_cell_delegate.hpp"
#include "editor/unit_table_model.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace adc::editor {

UnitsPanel::UnitsPanel(UnitTableModel* model, QWidget* parent) : QWidget(parent), model_(model) {
    auto* layout = new QVBoxLayout(this);
    view_ = new QTableView(this);
    view_->setObjectName(QStringLiteral("units"));
    view_->setModel(model_);
    view_->setItemDelegate(new UnitCellDelegate(view_));
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(view_, 1);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    layout->addWidget(problem_);
    auto* row = new QHBoxLayout;
    auto button = [&](const QString& text, void (UnitsPanel::*slot)()) {
        auto* b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, slot);
        row->addWidget(b);
    };
    button(tr("&Add unit"), &UnitsPanel::addUnit);
    button(tr("D&uplicate"), &UnitsPanel::duplicateUnit);
    button(tr("Move u&p"), &UnitsPanel::moveUp);
    button(tr("Move do&wn"), &UnitsPanel::moveDown);
    button(tr("&Remove"), &UnitsPanel::removeUnit);
    row->addStretch();
    layout->addLayout(row);
    leaders_ = new LeadersPanel(model_, this);
    leaders_->setMaximumHeight(170);
    layout->addWidget(leaders_);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &UnitsPanel::explainCurrent);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { leaders_->showUnit(current.row()); });
    // Rows added, removed or moved: the leaders shown follow the current row.
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(model_, signal, this, [this] { leaders_->showUnit(view_->currentIndex().row()); });
    }
    connect(model_, &QAbstractItemModel::rowsMoved, this,
            [this] { leaders_->showUnit(view_->currentIndex().row()); });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] { leaders_->showUnit(-1); });
    connect(model_, &QAbstractItemModel::dataChanged, this, &UnitsPanel::explainCurrent);
}

void UnitsPanel::select(int row) {
    view_->setCurrentIndex(model_->index(row, std::max(0, view_->currentIndex().column())));
}

void UnitsPanel::addUnit() {
    int cur = view_->currentIndex().row();
    std::string side =
        cur >= 0 ? model_->rows()[static_cast<std::size_t>(cur)].value("side", "") : defaultSide_;
    select(model_->addUnit(side));
}

void UnitsPanel::duplicateUnit() {
    if (int r = view_->currentIndex().row(); r >= 0) {
        select(model_->duplicateUnit(r));
    }
}

void UnitsPanel::moveUp() {
    if (int r = view_->currentIndex().row(); r > 0) {
        model_->moveUnit(r, -1);
        select(r - 1);
    }
}

void UnitsPanel::moveDown() {
    if (int r = view_->currentIndex().row(); r >= 0 && r + 1 < model_->rowCount()) {
        model_->moveUnit(r, 1);
        select(r + 1);
    }
}

void UnitsPanel::removeUnit() {
    if (int r = view_->currentIndex().row(); r >= 0) {
        model_->removeUnit(r);
        if (model_->rowCount() > 0) {
            select(std::min(r, model_->rowCount() - 1));
        }
    }
}

void UnitsPanel::explainCurrent() {
    QModelIndex i = view_->currentIndex();
    QString p = i.isValid() ? model_->problem(i.row(), i.column()) : QString();
    int n = model_->problemCount();
    problem_->setText(p.isEmpty()
                          ? (n == 0 ? tr("Every value fits the ruleset.")
                                    : tr("%n value(s) marked in red do not fit the "
                                         "ruleset; select one to see why.",
                                         nullptr, n))
                          : tr("<b>Row %1:</b> %2").arg(i.row() + 1).arg(p.toHtmlEscaped()));
}

} // namespace adc::editor
