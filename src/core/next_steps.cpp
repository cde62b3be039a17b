// The base's answer to "what does the game need next": the obligations in the order owed()
// gives them, then each action declared for the phase. Modules that know which units may still
// act in a phase put them between (Ruleset::nextSteps).
#include "adc/obligations.hpp"
#include "adc/ruleset.hpp"

#include <algorithm>

namespace adc {

std::string Ruleset::phaseIdOf(const GameState& state) const {
    const auto p = static_cast<std::size_t>(state.phase);
    return state.phase >= 0 && p < sequence().size() ? sequence()[p].id : std::string();
}

std::vector<NextStep> Ruleset::owedSteps(const GameState& state) const {
    std::vector<NextStep> out;
    for (const Obligation& o : owedBeforeNextPhase(*this, state)) {
        if (action(o.action)) { // an announcement names no action: nothing for a form
            out.push_back({o.action, o.unit, json::object(), o.reason, true});
        }
    }
    return out;
}

std::vector<NextStep> Ruleset::phaseActionSteps(const GameState& state) const {
    std::vector<NextStep> out;
    const std::string phase = phaseIdOf(state);
    for (const ActionSpec& a : actions()) {
        if (!phase.empty() && a.phase == phase) {
            out.push_back({a.id, "", json::object(), "", false});
        }
    }
    return out;
}

std::vector<NextStep> Ruleset::nextSteps(const GameState& state) const {
    std::vector<NextStep> out = owedSteps(state);
    for (NextStep& s : phaseActionSteps(state)) {
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace adc
