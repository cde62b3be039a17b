#include "roster/roster_frozen.hpp"

#include "roster/roster_delegates.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace adc::app {

FrozenUnitColumn::FrozenUnitColumn(QTreeView* roster)
    : QTreeView(roster), roster_(roster), rosterViewport_(roster->viewport()) {
    setObjectName(QStringLiteral("frozenUnitColumn"));
    setModel(roster->model());
    setSelectionModel(roster->selectionModel());
    setItemDelegate(new RosterCellDelegate(this, true));
    // The roster keeps the focus and the keyboard; this only shows and is clicked.
    setFocusPolicy(Qt::NoFocus);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(roster->selectionBehavior());
    setAlternatingRowColors(roster->alternatingRowColors());
    setUniformRowHeights(roster->uniformRowHeights());
    setIndentation(roster->indentation());
    setVerticalScrollMode(roster->verticalScrollMode());
    header()->setStretchLastSection(false);
    header()->setSectionsMovable(false);
    header()->setContextMenuPolicy(roster->header()->contextMenuPolicy());
    showOnlyTheUnitColumn();
    connect(model(), &QAbstractItemModel::modelReset, this,
            &FrozenUnitColumn::showOnlyTheUnitColumn);
    connect(model(), &QAbstractItemModel::columnsInserted, this,
            &FrozenUnitColumn::showOnlyTheUnitColumn);

    // One scroll for both: a wheel over the frozen names scrolls the roster too.
    connect(roster->verticalScrollBar(), &QScrollBar::valueChanged, verticalScrollBar(),
            &QScrollBar::setValue);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, roster->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(roster->horizontalScrollBar(), &QScrollBar::valueChanged, this,
            &FrozenUnitColumn::place);
    // The Unit column's width, dragged on either header.
    connect(roster->header(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section == 0) {
            place();
        }
    });
    connect(header(), &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        if (section == 0 && roster_->columnWidth(0) != size) {
            roster_->setColumnWidth(0, size);
        }
    });
    connect(roster->header(), &QHeaderView::geometriesChanged, this, &FrozenUnitColumn::place);
    rosterViewport_->installEventFilter(this);
    followOpenedUnits();
    followSorting();
    verticalScrollBar()->setValue(roster->verticalScrollBar()->value());
    place();
}

void FrozenUnitColumn::showOnlyTheUnitColumn() {
    for (int c = 1; c < model()->columnCount(); ++c) {
        setColumnHidden(c, true);
    }
    setColumnWidth(0, roster_->columnWidth(0));
}

void FrozenUnitColumn::followOpenedUnits() {
    // Opened or closed on either tree, the unit is so on both.
    for (int r = 0; r < model()->rowCount(); ++r) {
        QModelIndex unit = model()->index(r, 0);
        setExpanded(unit, roster_->isExpanded(unit));
    }
    connect(roster_, &QTreeView::expanded, this, [this](const QModelIndex& i) { expand(i); });
    connect(roster_, &QTreeView::collapsed, this, [this](const QModelIndex& i) { collapse(i); });
    connect(this, &QTreeView::expanded, roster_,
            [this](const QModelIndex& i) { roster_->expand(i); });
    connect(this, &QTreeView::collapsed, roster_,
            [this](const QModelIndex& i) { roster_->collapse(i); });
}

void FrozenUnitColumn::followSorting() {
    // A click on the frozen "Unit" heading sorts the roster, which sorts the rows of both.
    QHeaderView* own = header();
    QHeaderView* theirs = roster_->header();
    own->setSectionsClickable(true);
    own->setSortIndicatorShown(theirs->isSortIndicatorShown());
    own->setSortIndicator(theirs->sortIndicatorSection(), theirs->sortIndicatorOrder());
    connect(own, &QHeaderView::sortIndicatorChanged, theirs,
            [theirs](int section, Qt::SortOrder order) {
                if (theirs->sortIndicatorSection() != section ||
                    theirs->sortIndicatorOrder() != order) {
                    theirs->setSortIndicator(section, order);
                }
            });
    connect(theirs, &QHeaderView::sortIndicatorChanged, own,
            [own](int section, Qt::SortOrder order) {
                if (own->sortIndicatorSection() != section || own->sortIndicatorOrder() != order) {
                    own->setSortIndicator(section, order);
                }
            });
}

void FrozenUnitColumn::place() {
    // Shown only while the roster is scrolled: unscrolled, its own Unit column is in view.
    bool scrolled = roster_->horizontalScrollBar()->value() > 0;
    roster_->viewport()->update(); // its men's lines are drawn at the left edge, see the delegate
    if (!scrolled) {
        hide();
        return;
    }
    int width = roster_->columnWidth(0);
    if (columnWidth(0) != width) {
        setColumnWidth(0, width);
    }
    setUniformRowHeights(roster_->uniformRowHeights());
    QRect top = roster_->header()->geometry();
    QRect rows = roster_->viewport()->geometry();
    header()->setFixedHeight(top.height());
    setGeometry(rows.left(), top.top(), std::min(width, rows.width()),
                rows.bottom() - top.top() + 1);
    show();
    raise();
}

bool FrozenUnitColumn::eventFilter(QObject* watched, QEvent* event) {
    if (watched == rosterViewport_ && event->type() == QEvent::Resize) {
        place();
    }
    return QTreeView::eventFilter(watched, event);
}

} // namespace adc::app
