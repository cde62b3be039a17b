#pragma once
// The one record of the tests units owe, for every ruleset: "21st Virginia must cast morale
// (lost 2 stands to fire)". The state keeps it (GameState::owed) as {unit id: {action id:
// details}}, the details holding at least the "reason" in the referee's words and whatever else
// the module needs to resolve the test (stands lost, the move it was owed in). A module owes and
// discharges tests with Owed effects (Effect::owed), so undo, saves and replays handle them like
// any other change; what the phase still owes (Ruleset::owed) is read from here.
#include "adc/state.hpp"

#include <functional>
#include <string>
#include <vector>

namespace adc {

struct OwedTest {
    std::string unit;
    std::string action; // the action that takes the test ("morale")
    nlohmann::json details;
    std::string reason() const; // details["reason"], "" when none
};

// The details of the test `unit` owes by `action`, or null when it owes none.
const nlohmann::json* owedTest(const GameState& state, const std::string& unit,
                               const std::string& action);
// Every test owed by `action` (every action when empty), by unit id.
std::vector<OwedTest> owedTests(const GameState& state, const std::string& action = {});

// For a module's save migration (Ruleset::migrateSave) from the days each module kept its own
// record. Gives the details of the new record for one entry of the old one.
using OldOwedEntry = std::function<nlohmann::json(const nlohmann::json& entry)>;
// An old record kept as a whole table under one flag ({unit id: entry}, or a list of unit ids,
// each entry then `true`): each history effect that set the flag becomes the Owed effects of
// what it changed against the table before it, in the history's order, and the saved state's
// flag becomes its record.
void migrateOwedFlag(nlohmann::json& save, const std::string& flag, const std::string& action,
                     const OldOwedEntry& details);
// An old record kept in a unit attribute (an entry; "" or null when none): each history effect
// on it becomes an Owed effect, and the attribute leaves the scenario and the saved state.
void migrateOwedAttribute(nlohmann::json& save, const std::string& attribute,
                          const std::string& action, const OldOwedEntry& details);

} // namespace adc
