#pragma once
// One entry of a timeline list (arrivals, rules by turn, victory conditions) changed in place by
// a field of the editor's Timeline page: the list is the file's own JSON, so what the page does
// not show of the entry stays as loaded.

#include <nlohmann/json.hpp>

#include <functional>

namespace adc::editor {

// Applies change to the entry at row, made an object if it was not one; false (nothing done)
// for a row the list does not have.
inline bool editTimelineEntry(nlohmann::json& list, int row,
                              const std::function<void(nlohmann::json&)>& change) {
    if (row < 0 || row >= static_cast<int>(list.size())) {
        return false;
    }
    nlohmann::json& entry = list[static_cast<std::size_t>(row)];
    if (!entry.is_object()) {
        entry = nlohmann::json::object();
    }
    change(entry);
    return true;
}

} // namespace adc::editor
