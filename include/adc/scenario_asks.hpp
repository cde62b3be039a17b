#pragma once
// What an owed action, once taken, owes other units by its rule's `then` (OweThen,
// adc/scenario_timeline.hpp): "on a 12 he is mortally wounded ... and every Confederate regiment
// within 12\" casts morale". Where the program cannot see whom it falls on, it asks the referee a
// yes/no question for each unit the rule picks, and a yes owes that unit the actions. The
// questions and their answers are kept in a flag of the core's, changed only by effects, so undo,
// saves and replays hold them like anything else.
#include "adc/game_end.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

// [{"question", "unit", "by", "actions", "details", "turn", "phase", "answer": null | bool,
//   "owed": [actions a yes owed]}], in the order asked.
inline constexpr const char* AsksFlag = "scenario.asks";

// Adds to an outcome what the action `unit` took owes others by the rule it was owed under:
// Owed effects for every unit the rule picks, or with its `ask`, the questions for the referee.
void addOwedThen(const Scenario& scenario, const Ruleset& ruleset, const GameState& state,
                 const std::string& unit, const ActionSpec& action, Outcome& o);

// Every question asked so far, numbered from `first`; `at` is "scenario.asks/<index>".
std::vector<RefereeQuestion> askedQuestions(const GameState& state, int first);
// Whether a question was asked in the state's turn and phase: it is due, and until answered
// it holds up the next phase.
bool askedNow(const GameState& state, const std::string& at);
// The questions asked this phase and not yet answered, as obligations of the units they are
// about (no action: an answer discharges them, `adc answer` or the desktop's questions).
std::vector<Obligation> unansweredAsks(const GameState& state);
// The referee's answer to an asked question (`at` as askedQuestions gives it) as an event: a yes
// owes the unit the actions (unless it owes them already), a no takes back what a yes owed.
Outcome answerAsked(const Ruleset& ruleset, const GameState& state, const std::string& at,
                    bool yes);

} // namespace adc
