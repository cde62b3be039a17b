// The window's one filter field (Ctrl+F), applied to a roster by hiding the rows it leaves out:
// the view reads the model itself, with no filter model between them (see
// roster_model_sort.cpp). Hidden rows are kept by the view through sorting; a reset shows every
// row, and the filter is applied again.
#include "roster/roster_frozen.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"

#include <QTreeView>

namespace adc::app {

void RosterPanel::setFilterText(const QString& text) {
    if (text == filter_) {
        return;
    }
    filter_ = text;
    filterUnits(0, model_->rowCount() - 1);
}

QModelIndexList RosterPanel::unitsShown() const {
    QModelIndexList shown;
    for (int r = 0; r < model_->rowCount(); ++r) {
        if (!view_->isRowHidden(r, {})) {
            shown << model_->index(r, 0);
        }
    }
    return shown;
}

bool RosterPanel::rowMatches(const QModelIndex& row) const {
    // Any of the row's cells, in the words the filter searches ("infantry" where the Kind
    // column shows "Inf").
    for (int c = 0; c < model_->columnCount(); ++c) {
        QString text =
            model_->index(row.row(), c, row.parent()).data(RosterModel::SearchRole).toString();
        if (text.contains(filter_, Qt::CaseInsensitive)) {
            return true;
        }
    }
    return false;
}

void RosterPanel::filterUnits(int first, int last) {
    for (int r = first; r <= last; ++r) {
        QModelIndex unit = model_->index(r, 0);
        const bool unitFound = filter_.isEmpty() || rowMatches(unit);
        bool manFound = false;
        for (int m = 0; m < model_->rowCount(unit); ++m) {
            // A unit found shows all its men; otherwise only the men found.
            const bool shown = unitFound || rowMatches(model_->index(m, 0, unit));
            manFound = manFound || shown;
            hideRow(m, unit, !shown);
        }
        hideRow(r, {}, !(unitFound || manFound));
    }
}

void RosterPanel::hideRow(int row, const QModelIndex& parent, bool hide) {
    // Only a change is made: a hidden row is a persistent index the view keeps and every call
    // schedules a new layout; with no filter, nothing is hidden and nothing is called.
    for (QTreeView* view : {view_, static_cast<QTreeView*>(frozen_)}) {
        if (view && view->isRowHidden(row, parent) != hide) {
            view->setRowHidden(row, parent, hide);
        }
    }
}

} // namespace adc::app
