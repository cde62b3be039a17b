#pragma once
// The scenario's timeline at play (adc/scenario_timeline.hpp): which units are not yet on the
// table, what the rules in force this turn refuse, default or owe, and the effects a phase
// change adds for them. adc::Game calls these for every face, so the desktop and `adc` agree.
// The state keeps what the timeline changed in two flags of the core's own, changed only by
// effects, so undo, saves and replays hold them like anything else.
#include "adc/ruleset.hpp"
#include "adc/scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

// {unit id: {"turn": N, "phase": "id"}}: the units not yet on the table, and when they come.
inline constexpr const char* OffTableFlag = "scenario.off_table";

// The units that arrive after the start of play, as the state at the start holds them.
nlohmann::json offTableAtStart(const Scenario& scenario);
// "has not arrived yet (arrives turn 3)" for a unit not yet on the table; "" for one that is.
std::string offTableWords(const GameState& state, const std::string& unitId);
// The turn a unit not yet on the table arrives on; nothing for a unit on the table.
std::optional<int> arrivalTurn(const GameState& state, const std::string& unitId);
inline bool onTable(const GameState& state, const std::string& unitId) {
    return offTableWords(state, unitId).empty();
}

// "scenario:/special_rules/4": how a step cites the scenario's words (adc/rule_reference.hpp).
std::string scenarioCitation(const std::string& rule);
// The scenario's words an entry cites ("Fog and smoke: on moves 1 and 2 ..."), "" for none.
std::string scenarioWords(const Scenario& scenario, const std::string& rule);

// The effects and steps a phase change adds for the turn and phase it moves to: arrivals, and
// the actions the rules in force owe there. `o` holds the module's phase change.
void addTimelineEffects(const Scenario& scenario, const Ruleset& ruleset, const GameState& state,
                        Outcome& o);
// The actions owed at the start of play (turn 1, first phase), as Owed effects' values.
void owedAtStart(const Scenario& scenario, GameState& state);

// The default a rule in force now sets for one of an action's parameters (the form shows it,
// the engine fills it in when a request leaves it out), and the rule it comes from.
struct ScenarioDefault {
    nlohmann::json value;
    std::string rule; // "/special_rules/2"
};
std::optional<ScenarioDefault> scenarioDefault(const Scenario& scenario, const GameState& state,
                                               const std::string& action,
                                               const std::string& parameter,
                                               const std::string& unitId = {});

// Checks a request against the rules in force, fills in their defaults the request leaves out
// and returns the steps that say so. Throws RuleError naming the parameter, with the scenario's
// words, when a rule refuses it.
std::vector<Step> applyTurnRules(const Scenario& scenario, const Ruleset& ruleset,
                                 const GameState& state, ActionRequest& request);
// Adds to an outcome the discharge of the scenario's owed actions the request fulfils.
void addDischarges(const Ruleset& ruleset, const GameState& state, const ActionRequest& request,
                   Outcome& o);

// Adds to an outcome what the rules in force owe because of the action taken ("from turn 6,
// every army unit that fires also tests morale"): an Owed effect and a step quoting the rule.
void addOwedAfter(const Scenario& scenario, const Ruleset& ruleset, const GameState& state,
                  const ActionRequest& request, Outcome& o);

// Everything owed now: the module's obligations of the units on the table, and what the
// scenario's rules owe. The faces list this; the next phase waits for it (adc/obligations.hpp).
std::vector<Obligation> owedNow(const Ruleset& ruleset, const GameState& state);

} // namespace adc
