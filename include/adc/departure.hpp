#pragma once
// Units that leave the table before the end: "withdrawn" (ordered off) or "escaped" (got away
// off a table edge). A departure is one event, recorded by the referee (`adc leave`, the roster's
// "Leaves the table"), whose effect sets the core's flag below, so it is saved, undone and
// replayed like any other change. A unit that has left is off the table the other way from a
// reinforcement still to come (adc/scenario_play.hpp): onTable() is false for it, so it is in no
// picker, owes nothing and is refused by every action; unlike one still to come, its men count
// in its side's totals (inTheBattle), and the victory test `units_left` counts it.
#include "adc/ruleset.hpp"
#include "adc/scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

// {unit id: {"how": "withdrawn" | "escaped", "turn": N}}: the units that have left the table.
inline constexpr const char* LeftTableFlag = "scenario.left";

// The two ways to leave, as the flag, `adc leave` and the scenario's `units_left` spell them.
const std::vector<std::string>& departureKinds();
// "ordered off the table" / "got away off a table edge": a departure in the referee's words.
std::string departureMeaning(const std::string& how);

struct Departure {
    std::string how; // "withdrawn" or "escaped"
    int turn = 0;
};

// How and when the unit left the table; nothing for a unit that has not.
std::optional<Departure> departureOf(const GameState& state, const std::string& unitId);
// "left the table (escaped, turn 5)" for a unit that has left; "" for any other.
std::string departureWords(const GameState& state, const std::string& unitId);
// On the table, or has left it: a unit the battle has seen, whose start and losses count in its
// side's totals (the `losses` victory test, Blue and Gray's 50% check). A reinforcement still
// to come, or one that never came, is not.
bool inTheBattle(const GameState& state, const std::string& unitId);

// Why the unit may not leave the table now ("has not arrived yet (arrives turn 3)", "left the
// table already (escaped, turn 5)", the game is over); "" when it may.
std::string leaveRefusal(const GameState& state, const std::string& unitId);
// The unit leaves the table, as an outcome to apply: the flag's change, and the tests it owes
// discharged, each with a step that says so. Throws RuleError naming what is wrong ("/unit",
// "/how", "/turn" for a game that is over) and changes nothing.
Outcome leaveTable(const Ruleset& ruleset, const GameState& state, const std::string& unitId,
                   const std::string& how);

// The scenario's scheduled departures (its "departures") a phase change from the state to `turn`
// and phase `at` reaches, added to `o`: the flag's change, the tests the units owed discharged,
// a step quoting the rule. `offTable` is the off-table flag after the change's arrivals. Returns
// the units that have left after the change, as the flag holds them.
nlohmann::json addScheduledDepartures(const Scenario& scenario, const Ruleset& ruleset,
                                      const GameState& state, int turn, int at,
                                      const nlohmann::json& offTable, Outcome& o);

} // namespace adc
