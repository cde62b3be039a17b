// What MWAN's game needs next: what is owed, then in the fire phase each stand that may still
// fire, in the order of the rosters. Fire is simultaneous, so both sides' stands are listed.
#include "mwan_ruleset.hpp"

namespace adc::mwan {

std::vector<NextStep> MwanRuleset::nextSteps(const GameState& state) const {
    std::vector<NextStep> out = owedSteps(state);
    const ActionSpec* fire = action("fire");
    if (phaseIdOf(state) == "fire" && fire) {
        for (const Unit& u : state.units) {
            if (u.kind == "commander" ||
                !unitRefusal(*fire, fire->params.front(), u, state).empty()) {
                continue;
            }
            try {
                firerWeapon(state, u);
                out.push_back({"fire", u.id, json::object(), u.name + " may still fire", false});
            } catch (const RuleError&) {
                // routed, rallied, fired already or limbered: not a step
            }
        }
    }
    for (NextStep& s : phaseActionSteps(state)) {
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace adc::mwan
