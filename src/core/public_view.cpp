#include "adc/public_view.hpp"

#include "effects.hpp"

#include <algorithm>

namespace adc {

namespace {

int phaseIndex(const Ruleset& ruleset, const std::string& id) {
    const auto& seq = ruleset.sequence();
    auto it = std::find_if(seq.begin(), seq.end(), [&](const Phase& p) { return p.id == id; });
    return it == seq.end() ? -1 : static_cast<int>(it - seq.begin());
}

std::vector<std::string> unitsBelow(const GameState& state, int below) {
    std::vector<std::string> out;
    for (const auto& u : state.units) {
        // A unit wiped out is off the table for everyone to see; it needs no notice.
        if (!u.eliminated() && u.strength > 0 && u.strength < below) {
            out.push_back(u.id);
        }
    }
    return out;
}

bool leavesPhase(const Outcome& outcome) {
    return std::any_of(outcome.effects.begin(), outcome.effects.end(),
                       [](const Effect& fx) { return fx.kind == EffectKind::Phase; });
}

} // namespace

std::vector<std::string> noticedUnits(const Game& game) {
    const PublicRules& rules = game.ruleset().publicRules();
    if (!rules.noticeBelow) {
        return {};
    }
    const GameState& now = game.state();
    const int phase = phaseIndex(game.ruleset(), rules.noticePhase);
    if (rules.noticePhase.empty() || now.phase == phase) {
        return unitsBelow(now, *rules.noticeBelow);
    }
    // The notice holds from the end of one move to the end of the next: find the last time
    // the game left the notice's phase and look at the units as they stood then.
    const auto& events = game.events();
    std::size_t leaving = game.position();
    while (leaving > 0) {
        const Event& e = events[leaving - 1];
        if (e.phase == phase && leavesPhase(e.outcome)) {
            break;
        }
        --leaving;
    }
    if (leaving == 0) {
        return {};
    }
    GameState then = game.scenario().initialState();
    for (std::size_t i = 0; i + 1 < leaving; ++i) {
        detail::applyEffects(then, events[i].outcome.effects);
    }
    return unitsBelow(then, *rules.noticeBelow);
}

GameSight gameSight(const Game& game, const Viewer& viewer) {
    const PublicRules& rules = game.ruleset().publicRules();
    const GameState& state = game.state();
    GameSight sight;
    sight.noticeBelow = rules.noticeBelow;
    for (const auto& side : state.sides) {
        bool own = !viewer.isPublic() && side.id == viewer.side;
        sight.sides.push_back({&side, rules.sideTotals || own});
    }
    const std::vector<std::string> noticed = noticedUnits(game);
    for (const auto& u : state.units) {
        bool own = !viewer.isPublic() && u.side == viewer.side;
        bool below = std::find(noticed.begin(), noticed.end(), u.id) != noticed.end();
        sight.units.push_back({&u, rules.unitStrength || own, below});
    }
    return sight;
}

} // namespace adc
