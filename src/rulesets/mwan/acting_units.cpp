// Which units an action may name now. Fire and melee are simultaneous ("We use alternate
// movement and simultaneous fire, melee and morale"): a unit whose stands were all removed
// earlier in the same phase still fires or fights with the stands it had when the phase began,
// and is out of play once the phase ends. Commanders are figures, not stands: only the actions
// that name commanders take them (docs/rulings/mwan.md, M16 and M17).
#include "mwan_ruleset.hpp"

#include "adc/request_units.hpp"
#include "adc/scenario_play.hpp"

namespace adc::mwan {

namespace {

// The flag that counts a parameter's losses earlier in the same simultaneous phase, or null
// where the unit named does not act (a target, a defender is the other side's).
const char* phaseLossesOf(const std::string& action, const std::string& param) {
    if (action == "fire" && param == "firer") {
        return flag::FireLosses;
    }
    if (action == "melee" && (param == "attacker" || param == "defender")) {
        return flag::MeleeLosses;
    }
    return nullptr;
}

} // namespace

int MwanRuleset::lostThisPhase(const GameState& state, const Unit& u, const char* lossesFlag) {
    const json& losses = state.flags.value(lossesFlag, json::object());
    return losses.is_object() ? losses.value(u.id, 0) : 0;
}

std::string MwanRuleset::unitRefusal(const ActionSpec& action, const ParamSpec& param,
                                     const Unit& u, const GameState& state) const {
    if (std::string off = offTableWords(state, u.id); !off.empty()) {
        return off; // a scenario's later arrival
    }
    if (u.kind == "commander" && param.unitFilter.find("commander") == std::string::npos) {
        return "is a commander, not a stand: commanders attach to a regiment of their command "
               "and act through it (M17)";
    }
    if (u.eliminated()) {
        const char* losses = phaseLossesOf(action.id, param.name);
        if (!losses || lostThisPhase(state, u, losses) == 0) {
            return leftPlayWords();
        }
    }
    return {};
}

const Unit& MwanRuleset::actingUnit(const GameState& state, const json& params,
                                    const std::string& name, const char* lossesFlag) const {
    const Unit* u = state.unit(params.at(name).get<std::string>());
    if (u && u->eliminated() && lostThisPhase(state, *u, lossesFlag) > 0) {
        return *u; // removed earlier in this simultaneous phase: it still acts
    }
    return unitParam(state, params, name);
}

} // namespace adc::mwan
