// What Jackson's game needs next: what is owed (a morale test opens on its reason), then in the
// fire phase each unit that may still shoot, with the action its weapon fires, and in the
// morale phases the morale test.
#include "common.hpp"

#include "adc/owed_tests.hpp"
#include "adc/scenario_play.hpp"

namespace adc::jackson {

namespace {

// The form's "why it tests" for a test owed in this phase: the charge's tests by their phase,
// the others by the words the event that made them owed recorded.
std::string owedReason(const GameState& state, const Unit& u, const std::string& phase) {
    if (phase == "morale_close" && u.attr<std::string>("close_test", "") == "owed") {
        return "to_close";
    }
    if (phase == "morale_stand" && u.attr<std::string>("stand_test", "") == "owed") {
        return "to_stand";
    }
    const json* due = owedTest(state, u.id, "morale");
    const std::string why = due ? due->value("reason", "") : std::string();
    if (why.rfind("under shell", 0) == 0) {
        return "shell";
    }
    if (why.rfind("lost a leader", 0) == 0) {
        return "leader_lost";
    }
    if (why.rfind("lost a figure", 0) == 0) {
        return "figure_lost";
    }
    return "fired_on";
}

// The action a unit's weapon fires with: small arms fire, a Gatling its own, a gun solid shot
// (the referee may change it to canister or shell).
const char* fireActionOf(const JacksonRuleset& rs, const Unit& u) {
    const Weapon* w = rs.tables().weapon(u.attr<std::string>("weapon", ""));
    if (!w) {
        return nullptr;
    }
    return w->kind == "small_arm" ? "fire" : w->kind == "gatling" ? "gatling" : "shot";
}

} // namespace

std::vector<NextStep> JacksonRuleset::nextSteps(const GameState& state) const {
    std::vector<NextStep> out = owedSteps(state);
    const std::string phase = phaseIdOf(state);
    for (NextStep& s : out) {
        if (const Unit* u = state.unit(s.unit); u && s.action == "morale") {
            s.params["reason"] = owedReason(state, *u, phase);
        }
    }
    if (phase == "fire") {
        for (const Unit& u : state.units) {
            const char* act = fireActionOf(*this, u);
            if (u.eliminated() || !act || !onTable(state, u.id)) { // reinforcements not yet in play
                continue;
            }
            try {
                checkMayFire(*this, u, state.turn, "/params/firer");
                out.push_back({act, u.id, json::object(), u.name + " may still fire", false});
            } catch (const RuleError&) {
                // moved, fired, aiming, or too few crew: not a step
            }
        }
    }
    if (phase.rfind("morale_", 0) == 0) {
        out.push_back({"morale", "", json::object(), "", false});
    }
    for (NextStep& s : phaseActionSteps(state)) {
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace adc::jackson
