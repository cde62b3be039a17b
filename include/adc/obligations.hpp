#pragma once
// What the current phase still owes, in the referee's words, and which of it stands in the way
// of the next phase. The desktop's turn tracker and its Next phase question, and `adc next` and
// `adc show`, all ask here, so they never disagree about what is owed.
#include "adc/ruleset.hpp"

#include <string>
#include <vector>

namespace adc {

// The action id of an obligation that moving on itself discharges ("jammed; clears at the start
// of turn 3"): it is shown, but it never holds up the next phase.
inline constexpr const char* AdvancePhaseAction = "advance_phase";

// What must be done before the next phase: every obligation but those moving on discharges.
std::vector<Obligation> owedBeforeNextPhase(const Ruleset& ruleset, const GameState& state);

// "13th Mississippi, Co. A — fired on: must test morale (Morale test)": the unit's name, the
// reason, and the name of the action that discharges it (no internal ids).
std::string obligationWords(const Obligation& owed, const Ruleset& ruleset, const GameState& state);

} // namespace adc
