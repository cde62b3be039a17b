// A roster sorted by a column, in the model itself: the roster's view hides the rows its filter
// leaves out (roster_panel_filter.cpp) rather than reading the model through a sort-and-filter
// proxy, whose set-up alone cost each roster 1.5 M instructions at start-up. Units are sorted; a
// unit's leaders and men stay in the order the ruleset lists them.
#include "document/game_document.hpp"
#include "roster/roster_model.hpp"

#include <algorithm>
#include <numeric>

namespace adc::app {

namespace {

// Numbers as numbers, words as the user's language orders them; a cell with nothing to compare
// sorts with its neighbours, keeping their order.
bool lessThan(const QVariant& a, const QVariant& b) {
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString) {
        return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
    }
    return QVariant::compare(a, b) == QPartialOrdering::Less;
}

} // namespace

void RosterModel::sort(int column, Qt::SortOrder order) {
    sortColumn_ = column;
    sortOrder_ = order;
    const std::vector<int> newRowOf = sortedRows();
    if (std::is_sorted(newRowOf.begin(), newRowOf.end())) {
        return; // already in that order: no layout change for the views to follow
    }
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex& i : from) {
        // A member's row carries its unit's row: it moves with its unit.
        to << (isMemberRow(i)
                   ? createIndex(i.row(), i.column(), quintptr(newRowOf[i.internalId() - 1]) + 1)
                   : createIndex(newRowOf[static_cast<std::size_t>(i.row())], i.column(),
                                 quintptr(0)));
    }
    reorder(newRowOf);
    changePersistentIndexList(from, to);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

std::vector<int> RosterModel::sortedRows() const {
    // Column -1 is the scenario's order, which rows_ keeps as indices into the game's units.
    const int n = rowCount();
    std::vector<QVariant> key(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        QVariant v;
        if (sortColumn_ < 0) {
            v = static_cast<qulonglong>(rows_[static_cast<std::size_t>(r)]);
        } else {
            QModelIndex cell = index(r, sortColumn_);
            v = data(cell, Qt::EditRole);
            if (!v.isValid()) {
                v = data(cell, Qt::DisplayRole); // a word column: sorted as it reads
            }
        }
        key[static_cast<std::size_t>(r)] = std::move(v);
    }
    std::vector<int> byKey(static_cast<std::size_t>(n));
    std::iota(byKey.begin(), byKey.end(), 0);
    const bool descending = sortColumn_ >= 0 && sortOrder_ == Qt::DescendingOrder;
    std::stable_sort(byKey.begin(), byKey.end(), [&](int a, int b) {
        const QVariant& ka = key[static_cast<std::size_t>(a)];
        const QVariant& kb = key[static_cast<std::size_t>(b)];
        return descending ? lessThan(kb, ka) : lessThan(ka, kb);
    });
    std::vector<int> newRowOf(static_cast<std::size_t>(n));
    for (int place = 0; place < n; ++place) {
        newRowOf[static_cast<std::size_t>(byKey[static_cast<std::size_t>(place)])] = place;
    }
    return newRowOf;
}

void RosterModel::reorder(const std::vector<int>& newRowOf) {
    // Member counts move with their units; while a reset reads the rows there are none yet.
    const bool counted = memberCounts_.size() == rows_.size();
    std::vector<std::size_t> rows(rows_.size());
    std::vector<int> counts(counted ? rows_.size() : 0);
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        auto to = static_cast<std::size_t>(newRowOf[r]);
        rows[to] = rows_[r];
        if (counted) {
            counts[to] = memberCounts_[r];
        }
    }
    rows_ = std::move(rows);
    memberCounts_ = std::move(counts);
    rowOfUnit_.clear();
    const auto& units = document_.state().units;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        rowOfUnit_[units[rows_[r]].id] = static_cast<int>(r);
    }
}

} // namespace adc::app
