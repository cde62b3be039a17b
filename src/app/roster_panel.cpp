#include "roster_panel.hpp"

#include "game_document.hpp"
#include "roster_delegates.hpp"
#include "roster_model.hpp"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

RosterPanel::RosterPanel(GameDocument& document, std::string sideId, QWidget* parent)
    : QWidget(parent), document_(document) {
    model_ = new RosterModel(document, std::move(sideId), this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setSortRole(Qt::EditRole);
    proxy_->setFilterRole(RosterModel::SearchRole);
    // A man's name finds his unit; a unit found shows all its men.
    proxy_->setRecursiveFilteringEnabled(true);
    proxy_->setAutoAcceptChildRows(true);

    heading_ = new QLabel(this);
    QFont f = heading_->font();
    f.setBold(true);
    heading_->setFont(f);
    heading_->setWordWrap(true);

    view_ = new QTreeView(this);
    view_->setObjectName(QStringLiteral("roster"));
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAlternatingRowColors(true);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    view_->setUniformRowHeights(true);
    view_->setItemsExpandable(true);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSortIndicatorShown(true);
    // A man's line reads across the whole row, not in the Unit column alone.
    connect(view_, &QTreeView::expanded, this, &RosterPanel::spanMemberRows);
    view_->setItemDelegateForColumn(static_cast<int>(RosterModel::Column::Casualties),
                                    new CasualtyDelegate(this));
    statusDelegate_ = new StatusDelegate(this);
    view_->setItemDelegateForColumn(static_cast<int>(RosterModel::Column::Status), statusDelegate_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading_);
    layout->addWidget(view_);

    connect(model_, &RosterModel::correctionRefused, this,
            [this](const QString& why) { emit message(tr("Correction refused: %1").arg(why)); });
    connect(&document_, &GameDocument::gameReplaced, this, &RosterPanel::updateHeading);
    connect(&document_, &GameDocument::changed, this, &RosterPanel::updateHeading);
    connect(model_, &QAbstractItemModel::modelReset, this, &RosterPanel::fitColumns);
    updateHeading();
    fitColumns();
}

void RosterPanel::setFilterText(const QString& text) {
    proxy_->setFilterFixedString(text);
}

QString RosterPanel::headingText() const {
    return heading_->text();
}

void RosterPanel::spanMemberRows(const QModelIndex& unitRow) {
    for (int r = 0; r < proxy_->rowCount(unitRow); ++r) {
        view_->setFirstColumnSpanned(r, unitRow, true);
    }
}

void RosterPanel::fitColumns() {
    // Measured on the first rows only: a 5,000-unit roster opens as fast as a small one.
    QHeaderView* header = view_->header();
    header->setResizeContentsPrecision(100);
    // Other cells in full within reason; a column that would crowd out the rest is capped (the
    // whole text is in the tooltip and the column can be widened by hand).
    int cap = std::max(260, fontMetrics().averageCharWidth() * 42);
    for (int c = 1; c < model_->columnCount(); ++c) {
        view_->resizeColumnToContents(c);
        view_->setColumnWidth(c, std::min(view_->columnWidth(c), cap));
    }
    view_->setColumnWidth(0, nameColumnWidth());
}

int RosterPanel::nameColumnWidth() const {
    // Every unit's name in full, whatever its length: it is what the referee looks for. Only
    // the names are measured, so a 5,000-unit roster costs a few milliseconds.
    QFontMetrics metrics(view_->font());
    int widest = 0;
    for (int r = 0; r < model_->rowCount(); ++r) {
        QString name = model_->index(r, 0).data().toString();
        widest = std::max(widest, metrics.horizontalAdvance(name));
    }
    // The cell's own margins either side, and the tree's room for the unit's opener.
    int margin = view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view_) + 1;
    int width = widest + 2 * margin + view_->indentation() + metrics.averageCharWidth();
    return std::max(width, view_->header()->sectionSizeHint(0));
}

void RosterPanel::updateHeading() {
    if (!document_.hasGame()) {
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
    heading_->setText(
        tr("%1 — %2 of %3 %4")
            .arg(name)
            .arg(model_->strengthNow())
            .arg(model_->strengthAtStart())
            .arg(QString::fromStdString(document_.ruleset().unitSchema().strengthUnit)));
    statusDelegate_->setStatuses(document_.ruleset().unitSchema().statuses);
}

} // namespace adc::app
