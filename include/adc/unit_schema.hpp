#pragma once
// Which attributes a unit has under a ruleset, declared in the ruleset's JSON so the roster
// editor, the views and the loader all agree.
#include "adc/json_reader.hpp"
#include "adc/roster.hpp"

#include <string>
#include <vector>

namespace adc {

enum class AttrType { Integer, Number, Boolean, Choice, Text, List };

struct AttributeSpec {
    std::string key;
    std::string label;
    AttrType type = AttrType::Text;
    bool required = false;
    json defaultValue;                // used when the key is absent and not required
    std::vector<std::string> choices; // for Choice
    int min = INT_MIN, max = INT_MAX; // for Integer / Number
    std::string help;
    // The module's own record (fired this turn, the turn of the last melee): the referee's
    // roster shows it, the players' display does not.
    bool bookkeeping = false;
};

struct UnitSchema {
    std::string strengthUnit = "figures"; // "figures", "stands", "men"
    std::vector<std::string> kinds;
    std::vector<std::string> qualities;
    std::vector<std::string> statuses; // allowed statuses (core ones plus the ruleset's)
    std::vector<std::string> leaderRanks;
    std::vector<AttributeSpec> attributes;

    const AttributeSpec* find(const std::string& key) const;
    // Checks one unit's JSON (as in a scenario) at pointer; errors go to reader.
    void check(JsonReader& reader, const std::string& pointer) const;
    // Checks a single attribute value; returns an error message or "".
    std::string checkValue(const AttributeSpec& spec, const json& value) const;
};

std::string toString(AttrType t);
UnitSchema readUnitSchema(JsonReader& reader, const std::string& pointer);
void to_json(json& j, const UnitSchema& s);

} // namespace adc
