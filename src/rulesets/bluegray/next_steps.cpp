// What Blue and Gray's game needs next: what is owed, then in the fire phase the units that may
// still fire in the order the rules give ("Cannon fire first, then skirmishers, then units
// last"), each with the action it fires by; at the end of the move, the victory check; a
// written order starts on one valid this move. Fire is the player's choice: offered, never
// owed.
#include "bluegray_ruleset.hpp"

#include "adc/scenario_play.hpp"

namespace adc::bluegray {

namespace {

// What keeps a unit from firing at all this move, whatever its target (checkMayFire's checks
// that do not depend on the target).
bool mayStillFire(const GameState& s, const Unit& u) {
    return !u.eliminated() && onTable(s, u.id) && u.status != status::Routed &&
           u.attr<int>("fired_turn", 0) != s.turn && u.attr<int>("busy_turn", 0) != s.turn;
}

// The action a unit fires by, and its place in the order of fire (0 first).
std::pair<const char*, int> fireOrder(const Tables& t, const Unit& u) {
    const bool manned = !u.attr<bool>("gun_out", false);
    if (manned && u.kind == "gatling") {
        return {"gatling_fire", 0};
    }
    if (manned && contains(t.cannonKinds, u.kind)) {
        return {"cannon_fire", 0};
    }
    if (contains(t.individualKinds, u.kind)) {
        return {"individual_fire", 1};
    }
    return {"fire", 2};
}

// The first order a unit may be given this move: on the moves troops may not move, the first
// that does not move them.
std::string firstValidOrder(const Tables& t, const GameState& s) {
    for (const auto& kind : t.orderKinds) {
        if (s.turn > t.noMovementMoves || !contains(t.movingOrders, kind)) {
            return kind;
        }
    }
    return {};
}

} // namespace

std::vector<NextStep> BlueGrayRuleset::nextSteps(const GameState& state) const {
    std::vector<NextStep> out = owedSteps(state);
    const std::string phase = phaseIdOf(state);
    if (phase == "fire") {
        for (int rank = 0; rank < 3; ++rank) {
            for (const Unit& u : state.units) {
                const auto [act, place] = fireOrder(t_, u);
                if (place == rank && mayStillFire(state, u) && action(act)) {
                    out.push_back({act, u.id, json::object(), u.name + " may fire", false});
                }
            }
        }
    }
    if (phase == "end" && action("victory")) {
        out.push_back({"victory", "", json::object(), "the move ends: casualties counted", false});
    }
    for (NextStep& s : phaseActionSteps(state)) {
        out.push_back(std::move(s));
    }
    // A written order starts on one the unit may be given this move.
    const std::string order = firstValidOrder(t_, state);
    for (NextStep& s : out) {
        if (s.action == "write_order" && !order.empty()) {
            s.params["order"] = order;
        }
    }
    return out;
}

} // namespace adc::bluegray
