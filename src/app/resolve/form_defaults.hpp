#pragma once
// What the resolve form offers first, from what the game knows: the actions the phase allows
// (those owed first), and in a unit picker the unit that owes the action, a unit the parameter
// prefers (a rally's routed units, ROE's units with runaway men), or the unit the latest event
// named (the unit just activated). All of it through the ruleset's declarations and owed(); no
// rule here.
#include "adc/game.hpp"

#include <string>
#include <vector>

namespace adc::app {

// The action's first unit parameter (the unit that acts), or null.
const ParamSpec* firstUnitParam(const ActionSpec& action);

// Whether the action belongs to the current phase (or to any phase).
bool allowedNow(const ActionSpec& action, const Ruleset& ruleset, const GameState& state);

// The ruleset's actions in the order a form offers them: owed now, then the rest of the
// phase's, then those of any phase, then the others, each group in the catalogue's order.
std::vector<const ActionSpec*> actionsInOfferOrder(const Ruleset& ruleset, const GameState& state);

// Units for a unit parameter of the action, best first: those that owe the action, those the
// parameter prefers (preferredUnits: of a status, or with men of a standing), then (for the
// action's first unit) the first unit the latest event's request named. The form picks the
// first of them it offers.
std::vector<std::string> unitsOfferedFirst(const ActionSpec& action, const ParamSpec& param,
                                           const Ruleset& ruleset, const GameState& state,
                                           const Event* latest);

// A value the scenario's rules in force set for one of the action's parameters (Fredericksburg's
// smoke on the river on turns 1 and 2), with the scenario's words that say so. The engine fills
// the same value in when a request leaves it out (adc/scenario_play.hpp); the form starts on it.
struct ScenarioSetting {
    std::string param;
    json value;
    std::string why; // "Set by the scenario: Smoke on the river: on turns 1 and 2 ..."
};
std::vector<ScenarioSetting> scenarioSettings(const ActionSpec& action, const Scenario& scenario,
                                              const GameState& state, const std::string& unit);

} // namespace adc::app
