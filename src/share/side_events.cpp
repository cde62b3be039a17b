// The outcomes in effect on a side's page: each filtered by outcomeSight against the state it
// applied to (the history is replayed from the scenario to have that state), then worded by the
// desktop's own effect words.
#include "side_odds.hpp"
#include "side_state.hpp"

#include "effect_words.hpp"

#include "adc/public_view.hpp"

#include <algorithm>

namespace adc::share {

namespace {

std::string actionName(const Ruleset& ruleset, const std::string& action) {
    const ActionSpec* spec = ruleset.action(action);
    return spec ? spec->name : std::string();
}

// The steps explain the table with the numbers behind it (a firing unit's men, a target's
// strength): they are shown only when every unit the event touches has its strength shown to
// the viewer, the same test the odds rule makes.
bool stepsShown(const Ruleset& ruleset, const Event& e, const Outcome& seen,
                const GameSight& sight) {
    std::vector<std::string> units;
    if (e.request) {
        units = namedUnits(ruleset, *e.request);
    }
    for (const auto& fx : seen.effects) {
        if (!fx.unit.empty()) {
            units.push_back(fx.unit);
        }
    }
    return std::all_of(units.begin(), units.end(), [&](const std::string& id) {
        auto it = std::find_if(sight.units.begin(), sight.units.end(),
                               [&](const UnitSight& s) { return s.unit->id == id; });
        return it != sight.units.end() && it->strengthShown;
    });
}

// Players want casualties and statuses, not the ruleset's bookkeeping (as on the player
// display); a unit's own structured attributes (its named men) are its side's to read.
bool worthWords(const Effect& fx, const Outcome& seen, const GameState& before,
                const Viewer& viewer) {
    if (fx.kind == EffectKind::Flag || fx.kind == EffectKind::DeckSet) {
        return false;
    }
    // A test owed is its unit's side's to read, as the state's owed list is.
    if ((fx.kind == EffectKind::Attr && fx.value.is_structured()) || fx.kind == EffectKind::Owed) {
        const Unit* u = before.unit(fx.unit);
        return u && u->side == viewer.side;
    }
    return fx.kind != EffectKind::Note || seen.effects.size() == 1;
}

json eventJson(const Game& game, const Event& e, std::size_t index, const GameState& before,
               const GameSight& sight, const Viewer& viewer) {
    const Ruleset& ruleset = game.ruleset();
    json out = {{"index", index},        {"turn", e.turn},         {"action", e.outcome.action},
                {"dice", json::array()}, {"steps", json::array()}, {"effects", json::array()}};
    std::optional<Outcome> seen = outcomeSight(ruleset, e.outcome, before, viewer);
    std::string name = actionName(ruleset, e.outcome.action);
    if (!seen) {
        out["title"] =
            (name.empty() ? std::string("An action") : name) + " — kept by the side that made it";
        out["kept"] = true;
        return out;
    }
    // Where part of the outcome is withheld, the label (which states it) is too.
    std::string label = e.label.empty() ? seen->summary : e.label;
    out["title"] =
        !seen->summary.empty() || e.outcome.summary.empty()
            ? label
            : (name.empty() ? std::string("A correction") : name) + " — details kept by the side";
    out["kept"] = false;
    out["dice"] = seen->rolls;
    if (stepsShown(ruleset, e, *seen, sight)) {
        for (const auto& step : seen->steps) {
            out["steps"].push_back(step.text);
        }
    }
    for (const auto& fx : seen->effects) {
        if (worthWords(fx, *seen, before, viewer)) {
            out["effects"].push_back(words::effectWords(fx, before, ruleset).toStdString());
        }
    }
    return out;
}

} // namespace

json sideEvents(const Game& game, const Viewer& viewer) {
    const GameSight sight = gameSight(game, viewer);
    Game replay(game.rulesetPtr(), game.scenario());
    json out = json::array();
    const auto& events = game.events();
    for (std::size_t i = 0; i < game.position(); ++i) {
        out.push_back(eventJson(game, events[i], i + 1, replay.state(), sight, viewer));
        replay.apply(events[i].outcome, events[i].request, events[i].label);
    }
    std::reverse(out.begin(), out.end()); // newest first, as the page lists them
    return out;
}

} // namespace adc::share
