#pragma once
// Any ruleset table as HTML, whatever its shape: the quick-reference sheet iterates the same
// JSON the engine reads, so a number changed in rulesets/<id>.json changes the sheet too.
#include <QString>

#include <nlohmann/json.hpp>

namespace adc::print {

// Renders value under a heading (h2 at depth 0, h3 below). Shapes:
//  - scalars and lists of scalars: inline text;
//  - an object of scalars: a two-column table;
//  - an object of objects/lists (a table by rows): one row per key, a column per inner key;
//  - a list of objects: one row per item, a column per key;
//  - an object of equal-length lists of six numbers: a die-face table 1..6;
//  - anything else: its scalar parts as a table, then each nested part under its own heading.
// Ordered JSON keeps the file's key order, so the sheet reads in the order the author wrote.
QString jsonSection(const QString& title, const nlohmann::ordered_json& value, int depth);
// A cell's text for any value: nested parts as "key: value; ..." in one line.
QString inlineText(const nlohmann::ordered_json& value);
QString inlineText(const nlohmann::json& value);

} // namespace adc::print
