#pragma once
// A JSON value as one line of table text, for roster cells that hold whatever a ruleset's
// unit attribute holds (the quick-reference sheet's tables are laid out by sheet_layout).
#include <QString>

#include <nlohmann/json.hpp>

namespace adc::print {

// A cell's text for any value: nested parts as "key: value; ..." in one line.
QString inlineText(const nlohmann::ordered_json& value);
QString inlineText(const nlohmann::json& value);

} // namespace adc::print
