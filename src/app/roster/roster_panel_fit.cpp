// A roster's column widths. Measured by the font, not by the style's item layout (which lays
// out each cell's text as a paragraph), and on the first rows only: a 5,000-unit roster opens
// as fast as a small one. The Unit column takes what the strength columns leave of the
// roster's width; a name longer than that wraps onto a second line.
#include "document/game_document.hpp"
#include "roster/roster_columns.hpp"
#include "roster/roster_delegates.hpp"
#include "roster/roster_frozen.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"

#include "adc/departure.hpp"

#include <QHash>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>

#include <algorithm>

namespace adc::app {

namespace {
// Rows measured for a column's width (the rest rarely differ: the values are the ruleset's).
constexpr int rowsMeasured = 100;
// Names measured for the Unit column, the longest in letters: the widest is among them.
constexpr int namesMeasured = 32;

// The narrowest width that holds `text` on two lines broken at a space.
int twoLineWidth(const QFontMetrics& metrics, const QString& text) {
    int best = metrics.horizontalAdvance(text);
    for (qsizetype at = text.indexOf(u' '); at >= 0; at = text.indexOf(u' ', at + 1)) {
        best = std::min(best, std::max(metrics.horizontalAdvance(text.left(at)),
                                       metrics.horizontalAdvance(text.mid(at + 1))));
    }
    return best;
}
} // namespace

std::vector<int> RosterPanel::readEveryTurn() {
    using C = RosterModel::Column;
    return {static_cast<int>(C::Strength), static_cast<int>(C::StartStrength),
            static_cast<int>(C::Casualties), static_cast<int>(C::Status)};
}

void RosterPanel::fitColumns() {
    QHeaderView* header = view_->header();
    // A double-click on a heading's edge measures this many rows too.
    header->setResizeContentsPrecision(rowsMeasured);
    bringReadEveryTurnForward(); // a reset put the sections back in the model's order
    columns_->apply();
    // Other cells in full within reason; a column that would crowd out the rest is capped (the
    // whole text is in the tooltip and the column can be widened by hand).
    int cap = std::max(260, fontMetrics().averageCharWidth() * 42);
    int rows = std::min(model_->rowCount(), rowsMeasured);
    for (int c = 1; c < model_->columnCount(); ++c) {
        view_->setColumnWidth(c, std::min(contentWidth(c, rows), cap));
    }
    measureNames();
    nameWidthByHand_ = false;
    fitNameColumn();
    updateHeading(); // it counts the hidden columns
}

void RosterPanel::fitDepartures(const GameChange& change) {
    // A unit that leaves the table in play reads "left the table (escaped, turn 5)": the Status
    // column grows to show it in full (fitted at the start, it held only "Good order"), and
    // never shrinks under the referee's eyes.
    const int status = static_cast<int>(RosterModel::Column::Status);
    for (const auto& id : change.units) {
        const int row = model_->rowOf(id);
        if (row >= 0 && departureOf(document_.state(), id)) {
            const int wanted = view_->sizeHintForIndex(model_->index(row, status)).width();
            if (wanted > view_->columnWidth(status)) {
                view_->setColumnWidth(status, wanted);
            }
        }
    }
}

int RosterPanel::contentWidth(int column, int rows) const {
    // The style's padding, taken once from a heading and a cell it sizes itself.
    static int headingPadding = -1;
    static int cellPadding = -1;
    QHeaderView* header = view_->header();
    QFontMetrics metrics(view_->font());
    QString heading = model_->headerData(column, Qt::Horizontal).toString();
    if (headingPadding < 0) {
        headingPadding =
            header->sectionSizeHint(column) - header->fontMetrics().horizontalAdvance(heading);
        QStyleOptionViewItem cell;
        cell.initFrom(view_);
        cell.features = QStyleOptionViewItem::HasDisplay;
        cell.text = QStringLiteral("X");
        cellPadding = view_->style()
                          ->sizeFromContents(QStyle::CT_ItemViewItem, &cell, QSize(), view_)
                          .width() -
                      metrics.horizontalAdvance(cell.text);
    }
    int widest = header->fontMetrics().horizontalAdvance(heading) + headingPadding;
    // A column's cells mostly repeat a few words ("Inf", "Good order"): each measured once.
    QHash<QString, int> measured;
    for (int r = 0; r < rows; ++r) {
        QModelIndex cell = model_->index(r, column);
        QVariant font = cell.data(Qt::FontRole);
        QString shown = cell.data().toString();
        // A cell in its own font (a status in bold) is measured apart.
        QString key = (font.isValid() ? QStringLiteral("f:") : QStringLiteral("-:")) + shown;
        auto it = measured.constFind(key);
        if (it == measured.constEnd()) {
            int w = font.isValid() ? QFontMetrics(font.value<QFont>()).horizontalAdvance(shown)
                                   : metrics.horizontalAdvance(shown);
            it = measured.insert(key, w);
        }
        widest = std::max(widest, *it + cellPadding);
    }
    return widest;
}

void RosterPanel::measureNames() {
    // Only the longest names in letters are measured in pixels: every name of a 5,000-unit
    // roster would cost more than the rest of its start together.
    std::vector<QString> names;
    names.reserve(static_cast<std::size_t>(model_->rowCount()));
    for (int r = 0; r < model_->rowCount(); ++r) {
        names.push_back(model_->index(r, 0).data().toString());
    }
    auto longer = [](const QString& a, const QString& b) { return a.size() > b.size(); };
    auto end = names.size() > namesMeasured ? names.begin() + namesMeasured : names.end();
    std::partial_sort(names.begin(), end, names.end(), longer);
    namesFont_ = view_->font();
    QFontMetrics metrics(namesFont_);
    longestNames_.clear();
    widestName_ = 0;
    for (auto n = names.begin(); n != end; ++n) {
        // Its width on one line, and on two only once it is asked (see nameColumnWidth).
        longestNames_.push_back({*n, metrics.horizontalAdvance(*n), -1});
        widestName_ = std::max(widestName_, longestNames_.back().oneLine);
    }
    unitHeadingWidth_ = view_->header()->sectionSizeHint(0);
    wrappedNames_ = -1; // not known until the Unit column is fitted
}

int RosterPanel::nameColumnWidth() const {
    // The cell's own margins either side, the tree's room for the unit's opener, and a letter
    // to spare (the style lays text out to a fraction of a pixel).
    QFontMetrics metrics(view_->font());
    int extra = RosterCellDelegate::nameRoom(view_, 0) * -1 + metrics.averageCharWidth();
    int oneLine = std::max(widestName_ + extra, unitHeadingWidth_);
    if (!view_->isVisible()) {
        return oneLine; // its room is known once it is shown (a resize follows)
    }
    // What the columns read every turn leave: their right edge stays inside the roster.
    QHeaderView* header = view_->header();
    int strength = 0;
    for (int i : readEveryTurn()) {
        if (!header->isSectionHidden(i)) {
            strength = std::max(strength, header->sectionPosition(i) + header->sectionSize(i));
        }
    }
    int room = view_->viewport()->width() - (strength - header->sectionSize(0));
    if (oneLine <= room) {
        return oneLine;
    }
    // Longer names take a second line: the column holds each of them on two.
    int twoLines = unitHeadingWidth_;
    for (auto& n : longestNames_) {
        if (n.oneLine + extra > room) {
            if (n.twoLines < 0) {
                n.twoLines = twoLineWidth(metrics, n.text);
            }
            twoLines = std::max(twoLines, n.twoLines + extra);
        }
    }
    return std::max(room, twoLines);
}

void RosterPanel::fitNameColumn() {
    if (nameWidthByHand_) {
        return;
    }
    if (view_->font() != namesFont_) {
        measureNames(); // the tree was given its own font (by the style) since they were measured
    }
    int width = nameColumnWidth();
    if (width != view_->columnWidth(0)) {
        settingNameWidth_ = true;
        view_->setColumnWidth(0, width); // relayoutRows follows through sectionResized
        settingNameWidth_ = false;
    }
    relayoutRows(); // the names may have been measured again
}

void RosterPanel::relayoutRows() {
    // Rows of one height (cheapest to lay out) unless some name now takes two lines; the rows
    // are laid out again only when the names on two lines change.
    int room = RosterCellDelegate::nameRoom(view_, view_->columnWidth(0));
    int wrapped = 0;
    for (const auto& n : longestNames_) {
        wrapped += RosterCellDelegate::fitsOneLine(n.oneLine, room) ? 0 : 1;
    }
    bool twoLines = wrapped > 0;
    if (wrapped == wrappedNames_ || (!twoLines && view_->uniformRowHeights())) {
        wrappedNames_ = wrapped;
        return;
    }
    wrappedNames_ = wrapped;
    view_->setUniformRowHeights(!twoLines);
    view_->doItemsLayout();
    if (frozen_) {
        frozen_->setUniformRowHeights(!twoLines);
        frozen_->doItemsLayout();
    }
}

} // namespace adc::app
