// The outcomes in effect on a side's page: each through eventSight, the one filter of what a
// viewer sees, against the state it applied to (the history is replayed from the scenario to
// have that state), then worded by the desktop's own effect words. Nothing here adds a word
// the filter did not pass.
#include "side_state.hpp"

#include "effect_words.hpp"

#include "adc/public_view.hpp"

#include <algorithm>

namespace adc::share {

json sideEvent(const Game& game, const Event& e, std::size_t index, const GameState& before,
               const Viewer& viewer) {
    const Ruleset& ruleset = game.ruleset();
    const EventSight seen = eventSight(ruleset, e.outcome, e.request, e.label, before, viewer);
    json out = {{"index", index},          {"turn", e.turn},     {"title", seen.title},
                {"kept", seen.kept},       {"dice", seen.rolls}, {"steps", seen.steps},
                {"effects", json::array()}};
    for (const auto& fx : seen.effects) {
        out["effects"].push_back(words::effectWords(fx, before, ruleset).toStdString());
    }
    return out;
}

json sideEvents(const Game& game, const Viewer& viewer) {
    Game replay(game.rulesetPtr(), game.scenario());
    json out = json::array();
    const auto& events = game.events();
    for (std::size_t i = 0; i < game.position(); ++i) {
        out.push_back(sideEvent(game, events[i], i + 1, replay.state(), viewer));
        replay.apply(events[i].outcome, events[i].request, events[i].label);
    }
    std::reverse(out.begin(), out.end()); // newest first, as the page lists them
    return out;
}

} // namespace adc::share
