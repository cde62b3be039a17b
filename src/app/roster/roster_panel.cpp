#include "roster/roster_panel.hpp"

#include "document/game_document.hpp"
#include "roster/roster_columns.hpp"
#include "roster/roster_delegates.hpp"
#include "roster/roster_frozen.hpp"
#include "roster/roster_model.hpp"
#include "widgets/steady_header.hpp"
#include "widgets/wrapping_label.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace adc::app {

RosterPanel::RosterPanel(GameDocument& document, std::string sideId, QWidget* parent)
    : QWidget(parent), document_(document) {
    model_ = new RosterModel(document, std::move(sideId), this);

    heading_ = new WrappingLabel(this);
    QFont f = heading_->font();
    f.setBold(true);
    heading_->setFont(f);

    makeView();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading_);
    layout->addWidget(view_);

    followTheColumns();
    connect(model_, &RosterModel::correctionRefused, this,
            [this](const QString& why) { emit message(tr("Correction refused: %1").arg(why)); });
    connect(&document_, &GameDocument::gameReplaced, this, &RosterPanel::updateHeading);
    connect(&document_, &GameDocument::changed, this, &RosterPanel::updateHeading);
    connect(&document_, &GameDocument::changed, this, &RosterPanel::fitDepartures);
    connect(model_, &QAbstractItemModel::modelReset, this, &RosterPanel::fitColumns);
    fitColumns(); // and the heading
}

void RosterPanel::makeView() {
    view_ = new QTreeView(this);
    view_->setObjectName(QStringLiteral("roster"));
    // Its headings measured once, not at every column fitted or roster resized.
    view_->setHeader(SteadyHeader::replacing(view_->header()));
    // Everything is set before the model is given: the header and the rows are then laid out
    // once. Unsorted (in the scenario's order) until a heading is clicked: the indicator is
    // cleared first, or turning sorting on would sort by the first column.
    view_->header()->setSortIndicator(-1, Qt::AscendingOrder);
    view_->setSortingEnabled(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAlternatingRowColors(true);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    // Rows of one height until a name takes a second line (see fitNameColumn).
    view_->setUniformRowHeights(true);
    view_->setItemsExpandable(true);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSortIndicatorShown(true);
    // A man's line reads across the whole row, not in the Unit column alone.
    connect(view_, &QTreeView::expanded, this, &RosterPanel::spanMemberRows);
    cells_ = new RosterCellDelegate(this);
    view_->setItemDelegate(cells_);
    view_->setItemDelegateForColumn(static_cast<int>(RosterModel::Column::Casualties),
                                    new CasualtyDelegate(this));
    statusDelegate_ = new StatusDelegate(this);
    view_->setItemDelegateForColumn(static_cast<int>(RosterModel::Column::Status), statusDelegate_);
    view_->setModel(model_);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        // The menu key opens it on the current row (its position is not over a row).
        QModelIndex row = view_->indexAt(at);
        if (!row.isValid()) {
            row = view_->currentIndex();
        }
        const QModelIndex unit = row.parent().isValid() ? row.parent() : row; // a man: his unit
        const QString unitId = unit.siblingAtColumn(0).data(RosterModel::UnitIdRole).toString();
        if (!unitId.isEmpty()) {
            const QRect cell = view_->visualRect(row);
            const QPoint where = view_->indexAt(at).isValid() ? at : cell.center();
            emit unitMenuRequested(unitId.toStdString(), view_->viewport()->mapToGlobal(where));
        }
    });
}

void RosterPanel::bringReadEveryTurnForward() {
    // The figures now and at start, the casualties and the status are read every turn: they
    // stand next to the Unit column, ahead of what is read once (kind, quality, leaders, the
    // ruleset's attributes), so the Unit column's width leaves them all in view.
    QHeaderView* header = view_->header();
    int at = 1;
    for (int c : readEveryTurn()) {
        header->moveSection(header->visualIndex(c), at++);
    }
}

void RosterPanel::followTheColumns() {
    columns_ = new RosterColumns(view_, model_, this);
    columns_->listenTo(view_->header());
    connect(columns_, &RosterColumns::changed, this, [this] {
        updateHeading();
        fitNameColumn();
    });
    // The Unit column follows the roster's width until the referee sets it by hand.
    view_->viewport()->installEventFilter(this);
    connect(view_->header(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section == 0) {
            nameWidthByHand_ = nameWidthByHand_ || !settingNameWidth_;
            relayoutRows();
        }
    });
    connect(view_->horizontalScrollBar(), &QScrollBar::valueChanged, this,
            &RosterPanel::freezeUnitColumn);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RosterPanel::keepClearOfUnitColumn);
    // After the view's own handlers (connected by setModel): a reset shows every row again,
    // and changed units may now match the filter or no longer.
    connect(model_, &QAbstractItemModel::modelReset, this,
            [this] { filterUnits(0, model_->rowCount() - 1); });
    connect(model_, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& first, const QModelIndex& last) {
                if (!first.parent().isValid()) {
                    filterUnits(first.row(), last.row());
                }
            });
}

QString RosterPanel::headingText() const {
    return heading_->text();
}

bool RosterPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::Resize) {
        fitNameColumn();
    }
    return QWidget::eventFilter(watched, event);
}

void RosterPanel::freezeUnitColumn(int scrolled) {
    // Built the first time the roster is scrolled sideways: most games never need it.
    if (!frozen_ && scrolled > 0) {
        frozen_ = new FrozenUnitColumn(view_);
        columns_->listenTo(frozen_->header());
        filterUnits(0, model_->rowCount() - 1); // it hides what the roster hides
    }
}

void RosterPanel::keepClearOfUnitColumn(const QModelIndex& current) {
    // The tree scrolled the cell into its viewport, but under the frozen Unit column is out
    // of sight too: scrolled on until the cell clears it.
    if (!frozen_ || !frozen_->isVisible() || !current.isValid() || current.column() == 0) {
        return;
    }
    int covered = view_->columnWidth(0) - view_->visualRect(current).left();
    if (covered > 0) {
        QScrollBar* sideways = view_->horizontalScrollBar();
        sideways->setValue(sideways->value() - covered);
    }
}

void RosterPanel::spanMemberRows(const QModelIndex& unitRow) {
    for (int r = 0; r < model_->rowCount(unitRow); ++r) {
        view_->setFirstColumnSpanned(r, unitRow, true);
    }
}

void RosterPanel::leaveGame() {
    document_.disconnect(this);
    model_->leaveGame();
}

void RosterPanel::updateHeading() {
    if (!model_->inGame()) {
        return;
    }
    const Side* side = document_.state().side(model_->sideId());
    QString name = side ? QString::fromStdString(side->name) : QString();
    // A side's colour is named only where the ruleset gives it a meaning ("red cards" in ROE,
    // whose cards activate by colour); MWAN's colours are bookkeeping, not the referee's words.
    std::string colourWords = document_.ruleset().label("side_colour");
    if (side && !side->colour.empty() && !colourWords.empty()) {
        name += QStringLiteral(" (%1)").arg(
            QString::fromStdString(colourWords)
                .replace(QLatin1String("{colour}"), QString::fromStdString(side->colour)));
    }
    QString text = tr("%1 — %2 of %3 %4")
                       .arg(name)
                       .arg(model_->strengthNow())
                       .arg(model_->strengthAtStart())
                       .arg(QString::fromStdString(document_.ruleset().unitSchema().strengthUnit));
    // Nothing hidden without a word: the heading says so, and where to show them again.
    if (int hidden = columns_->hiddenCount(); hidden > 0) {
        text += hidden == 1 ? tr(" · 1 column hidden (right-click a heading)")
                            : tr(" · %1 columns hidden (right-click a heading)").arg(hidden);
    }
    heading_->setText(text);
    statusDelegate_->setStatuses(document_.ruleset().unitSchema().statuses);
}

} // namespace adc::app
