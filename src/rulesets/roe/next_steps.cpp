// What ROE's game needs next: what is owed (the morale phase's tests), then in the activation
// phase the card's unit: a drawn card waits for a unit of its colour to activate; an activated
// unit whose men have not all acted fires (or moves, or charges: the referee changes the
// action); with neither, the next card is drawn.
#include "figures.hpp"

#include "adc/scenario_play.hpp"
#include "roe_ruleset.hpp"

namespace adc::roe {

namespace {

// Units activated this turn whose leader roll let more men act than have acted, the latest
// first.
std::vector<std::string> stillActing(const GameState& state) {
    const json acting = flagOr(state, flag::Acting, json::object());
    const json actors = flagOr(state, flag::Actors, json::object());
    const json acted = flagOr(state, flag::Acted, json::array());
    std::vector<std::string> out;
    for (auto it = acted.rbegin(); it != acted.rend(); ++it) {
        const std::string id = it->get<std::string>();
        const Unit* u = state.unit(id);
        if (!u || u->eliminated() || !acting.contains(id) || !acting[id].is_number_integer()) {
            continue;
        }
        const int done = actors.contains(id) ? static_cast<int>(actors[id].size()) : 0;
        if (done < acting[id].get<int>()) {
            out.push_back(id);
        }
    }
    return out;
}

// The men of an activated unit who may still fire: as many fighting men with a loaded weapon,
// in the roster's order, as the leader roll lets act beyond those who acted ("Pvt. A, Pvt. B").
std::string menWhoMayFire(const Tables& t, const GameState& state, const Unit& u) {
    const json acting = flagOr(state, flag::Acting, json::object());
    const json actors = flagOr(state, flag::Actors, json::object());
    const json done = actors.contains(u.id) ? actors[u.id] : json::array();
    int room = acting.value(u.id, 0) - static_cast<int>(done.size());
    std::string names;
    try {
        for (const Figure& f : readFigures(u, t)) {
            if (room > 0 && f.fighting() && t.weapons.at(f.weapon).fires && f.loaded &&
                !listed(done, f.name)) {
                names += (names.empty() ? "" : ", ") + f.name;
                --room;
            }
        }
    } catch (const std::exception&) {
        return {}; // a malformed roster is reported where it is resolved
    }
    return names;
}

} // namespace

std::vector<NextStep> RoeRuleset::nextSteps(const GameState& state) const {
    std::vector<NextStep> out = owedSteps(state);
    if (phaseId(*this, state) == "activation") {
        const json pending = flagOr(state, flag::Pending, nullptr);
        if (pending.is_object()) {
            const std::string colour = pending.value("colour", std::string());
            const json acted = flagOr(state, flag::Acted, json::array());
            for (const Unit& u : state.units) {
                if (!u.eliminated() && onTable(state, u.id) && sideColour(state, u) == colour &&
                    !listed(acted, u.id)) {
                    out.push_back(
                        {"activate", u.id, json::object(),
                         pending.value("card", std::string()) + " waits for a " + colour + " unit",
                         false});
                }
            }
        } else {
            for (const std::string& id : stillActing(state)) {
                // The men the leader roll let act are ticked: the referee unticks, not counts.
                json params = json::object();
                if (std::string men = menWhoMayFire(tables_, state, *state.unit(id));
                    !men.empty()) {
                    params["firers"] = men;
                }
                out.push_back({"fire", id, params, "activated: its men may act", false});
            }
            out.push_back({"draw_card", "", json::object(), "the next card", false});
        }
    }
    for (NextStep& s : phaseActionSteps(state)) {
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace adc::roe
