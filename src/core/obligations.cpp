#include "adc/obligations.hpp"

#include "adc/scenario_play.hpp"

#include <algorithm>

namespace adc {

std::vector<Obligation> owedBeforeNextPhase(const Ruleset& ruleset, const GameState& state) {
    std::vector<Obligation> owed = owedNow(ruleset, state);
    std::erase_if(owed, [](const Obligation& o) { return o.action == AdvancePhaseAction; });
    return owed;
}

std::string obligationWords(const Obligation& owed, const Ruleset& ruleset,
                            const GameState& state) {
    std::string text;
    const Unit* u = state.unit(owed.unit);
    std::string who = u ? u->name : owed.unit;
    // Most reasons already begin with the unit's name ("Co. A must test morale"): not twice.
    if (!who.empty() && owed.reason.rfind(who, 0) != 0) {
        text = who + " — ";
    }
    text += owed.reason;
    if (owed.action == AdvancePhaseAction) {
        text += " (next phase)";
    } else if (const ActionSpec* a = ruleset.action(owed.action)) {
        text += " (" + a->name + ")";
    } else if (!owed.action.empty()) {
        text += " (" + owed.action + ")";
    }
    return text;
}

} // namespace adc
