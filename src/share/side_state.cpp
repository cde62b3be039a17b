#include "side_state.hpp"

#include "side_odds.hpp"
#include "table_colours.hpp"

#include "adc/game_end.hpp"
#include "adc/obligations.hpp"
#include "adc/public_view.hpp"
#include "adc/scenario_play.hpp"

#include <map>

namespace adc::share {

namespace {

std::string hex(const QColor& colour) {
    return colour.name().toStdString();
}

json lossesByTurn(const Unit& unit) {
    std::map<int, int> byTurn;
    for (const auto& c : unit.casualties) {
        byTurn[c.turn] += c.count;
    }
    json out = json::array();
    for (const auto& [turn, count] : byTurn) {
        out.push_back({{"turn", turn}, {"count", count}, {"colour", hex(words::turnColour(turn))}});
    }
    return out;
}

json unitJson(const UnitSight& seen, bool own) {
    const Unit& u = *seen.unit;
    json out = {{"id", u.id},
                {"name", u.name},
                {"side", u.side},
                {"kind", u.kind},
                {"quality", u.quality},
                {"status", u.status},
                {"status_words", words::statusWords(u.status).toStdString()},
                {"status_colour", hex(words::statusColour(u.status))},
                {"below_notice", seen.belowNotice},
                {"own", own}};
    // Strength and losses only where the viewer may see them: its own units, and the others'
    // where the ruleset declares strength public.
    if (seen.strengthShown) {
        out["strength"] = u.strength;
        out["start"] = u.startStrength;
        out["losses"] = lossesByTurn(u);
    }
    if (own) {
        json leaders = json::array();
        for (const auto& l : u.leaders) {
            leaders.push_back({{"name", l.name}, {"rank", l.rank}, {"status", l.status}});
        }
        out["leaders"] = std::move(leaders);
    }
    return out;
}

json sidesJson(const GameSight& sight, const std::string& viewer) {
    json out = json::array();
    for (const auto& s : sight.sides) {
        json side = {{"id", s.side->id}, {"name", s.side->name}, {"own", s.side->id == viewer}};
        if (s.totalsShown) {
            int now = 0, start = 0;
            for (const auto& u : sight.units) {
                if (u.unit->side == s.side->id) {
                    now += u.unit->strength;
                    start += u.unit->startStrength;
                }
            }
            side["strength"] = now;
            side["start"] = start;
        }
        out.push_back(std::move(side));
    }
    return out;
}

json owedJson(const Game& game, const std::string& viewer) {
    json out = json::array();
    const GameState& state = game.state();
    for (const auto& o : owedNow(game.ruleset(), state)) {
        const Unit* u = state.unit(o.unit);
        if (u && u->side == viewer) { // what the other side owes is its own business
            out.push_back({{"unit", o.unit},
                           {"words", obligationWords(o, game.ruleset(), state)},
                           {"holds_up", o.action != AdvancePhaseAction}});
        }
    }
    return out;
}

} // namespace

json sideResult(const GameState& state) {
    const json* over = gameOver(state);
    if (!over) {
        return json();
    }
    const json result = over->value("result", json::object());
    json conditions = json::array();
    for (const auto& c : result.value("conditions", json::array())) {
        conditions.push_back({{"text", c.value("text", std::string())},
                              {"met", c.value("met", std::string())},
                              {"figures", c.value("figures", std::string())}});
    }
    return {{"text", result.value("text", std::string())},
            {"words", gameOverWords(state)},
            {"turn", over->value("turn", state.turn)},
            {"conditions", std::move(conditions)}};
}

json sideHead(const Game& game, const std::string& sideId, const GameSight& sight) {
    const GameState& state = game.state();
    const auto& sequence = game.ruleset().sequence();
    const Side* side = state.side(sideId);
    json out;
    out["turn"] = state.turn;
    out["phase"] = state.phase >= 0 && static_cast<std::size_t>(state.phase) < sequence.size()
                       ? sequence[static_cast<std::size_t>(state.phase)].name
                       : std::string();
    out["title"] = game.scenario().name;
    out["side"] = {{"id", sideId}, {"name", side ? side->name : sideId}};
    out["sides"] = sidesJson(sight, sideId);
    out["strength_unit"] = game.ruleset().unitSchema().strengthUnit;
    out["notice_below"] = sight.noticeBelow ? json(*sight.noticeBelow) : json();
    out["owed"] = owedJson(game, sideId);
    out["in_effect"] = game.position();
    out["result"] = sideResult(state);
    return out;
}

json sideUnits(const GameSight& sight, const std::string& sideId) {
    json units = json::array();
    for (const auto& seen : sight.units) {
        units.push_back(unitJson(seen, seen.unit->side == sideId));
    }
    return units;
}

json sideState(const Game& game, const std::string& sideId, const FormOdds* odds,
               const json* events) {
    const Viewer viewer = Viewer::ofSide(sideId);
    const GameSight sight = gameSight(game, viewer);
    json out = sideHead(game, sideId, sight);
    out["units"] = sideUnits(sight, sideId);
    out["events"] = events ? *events : sideEvents(game, viewer);
    out["odds"] = odds ? oddsFor(game.ruleset(), *odds, sight, viewer) : json();
    return out;
}

} // namespace adc::share
