#pragma once
// The quick-reference sheet's blocks, drawn from the ruleset's own declaration of how its
// tables are laid out (the "print" section of rulesets/<id>.json, described in
// docs/printing/README.md). Printing knows the shapes (a grid, a signed list of modifiers, short
// lines, a list of rows); the JSON says which table is which shape and what runs across and down,
// so an edited copy of a ruleset prints its own numbers with its own labels.
#include <QString>

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace adc::print {

// A declaration that names a table the ruleset does not have, or a shape printing cannot draw.
// The message names the file and the JSON pointer of the bad entry.
class LayoutError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// One entry of the declaration as HTML. data is the ruleset's JSON in the file's key order;
// where is "rulesets/roe.json /print/quick_reference/3" for messages.
QString sheetBlock(const nlohmann::ordered_json& entry, const nlohmann::ordered_json& data,
                   const std::string& where);

// "{/morale/dice}D6" -> "2D6"; "{+/fire/aimed}" -> "+1". Throws LayoutError naming where.
QString fillTemplate(const std::string& text, const nlohmann::ordered_json& data,
                     const std::string& where);

// A key or a data word for a reader: "three_quarters" -> "three quarters".
QString words(const std::string& key);

} // namespace adc::print
