// A side's page data never shows the other side's private numbers: for every shipped scenario,
// a scripted turn (every action the ruleset declares, tried by each side's first unit on the
// other's, a correction of strength, losses, and the whole sequence of play), then each side's
// JSON is checked against what its ruleset declares public.
#include "side_odds.hpp"
#include "side_state.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/public_view.hpp"
#include "adc/scenario.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace adc::share {
namespace {

namespace fs = std::filesystem;

const std::string kSecretText = "SECRET-ORDER-7731";

std::vector<std::string> shippedScenarios() {
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(fs::path(ADC_TEST_DATA_DIR) / "scenarios")) {
        if (entry.path().extension() == ".json") {
            out.push_back(entry.path().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

Game loadGame(const std::string& file) {
    static const RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(file, registry, ADC_TEST_DATA_DIR);
    return Game(loaded.ruleset, loaded.scenario);
}

const Unit& firstUnitOf(const Game& g, const std::string& side) {
    for (const auto& u : g.state().units) {
        if (u.side == side) {
            return u;
        }
    }
    throw std::runtime_error("side without units: " + side);
}

// A request for `action` by `own` on `enemy`, every parameter at a plain value; `choice` picks
// the choice of every choice parameter (past the last, the last).
ActionRequest plainRequest(const ActionSpec& spec, const Unit& own, const Unit& enemy,
                           std::size_t choice) {
    ActionRequest r{spec.id, json::object()};
    for (const auto& p : spec.params) {
        switch (p.type) {
        case ParamType::Unit:
            r.params[p.name] = p.unitFilter == "enemy" || p.name == "target" ? enemy.id : own.id;
            break;
        case ParamType::Units:
            r.params[p.name] = json::array({p.unitFilter == "enemy" ? enemy.id : own.id});
            break;
        case ParamType::Choice:
            r.params[p.name] = p.choices.empty()
                                   ? json()
                                   : json(p.choices[std::min(choice, p.choices.size() - 1)]);
            break;
        case ParamType::Flag:
            r.params[p.name] = false;
            break;
        case ParamType::Integer:
            r.params[p.name] = std::max(p.min, std::min(p.max, 1));
            break;
        case ParamType::Distance:
            r.params[p.name] = 6;
            break;
        case ParamType::Text:
            r.params[p.name] = kSecretText;
            break;
        }
    }
    return r;
}

struct Turn {
    int applied = 0;
    int privateApplied = 0;
};

// In every phase of a turn, every action the ruleset declares, by each side's first unit on
// the other's, where the rules allow it; a correction of each such unit's strength; then the
// next phase.
Turn playATurn(Game& g) {
    Turn t;
    const std::size_t phases = g.ruleset().sequence().size();
    for (std::size_t phase = 0; phase < phases; ++phase) {
        const auto& sides = g.state().sides;
        for (std::size_t s = 0; s < sides.size(); ++s) {
            const std::string own = firstUnitOf(g, sides[s].id).id;
            const std::string enemy = firstUnitOf(g, sides[(s + 1) % sides.size()].id).id;
            for (const auto& spec : g.ruleset().actions()) {
                for (std::size_t choice = 0; choice < 8; ++choice) {
                    ActionRequest r =
                        plainRequest(spec, *g.state().unit(own), *g.state().unit(enemy), choice);
                    try {
                        Outcome o = g.resolve(r);
                        g.apply(o, r, spec.name + " by " + own);
                        ++t.applied;
                        t.privateApplied += g.ruleset().publicRules().isPrivate(spec.id) ? 1 : 0;
                        break;
                    } catch (const std::exception&) {
                        // Not allowed in this phase, on this unit or with this choice.
                    }
                }
            }
            if (phase == 0 && g.state().unit(own)->strength > 1) {
                try { // where the ruleset takes a bare number for a unit's strength
                    g.apply(g.correction(own, "strength", g.state().unit(own)->strength - 1),
                            std::nullopt, "Correction: " + own);
                } catch (const std::exception&) {
                    // ROE wants the men named: no bare correction there.
                }
            }
        }
        g.apply(g.advancePhase(g.dice()));
    }
    return t;
}

class ShippedScenario : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedScenario, ASidesViewShowsOnlyWhatIsPublicOfTheOther) {
    Game g = loadGame(GetParam());
    Turn turn = playATurn(g);
    EXPECT_GT(turn.applied, 0) << "the scripted turn played no action";
    const PublicRules& rules = g.ruleset().publicRules();
    if (!rules.privateActions.empty()) {
        EXPECT_GT(turn.privateApplied, 0) << "no private action (a written order) was played";
    }
    for (const auto& side : g.state().sides) {
        const json view = sideState(g, side.id, nullptr);
        const std::string text = view.dump();
        EXPECT_EQ(view["side"]["id"], side.id);
        for (const auto& u : view["units"]) {
            bool own = u["side"] == side.id;
            EXPECT_EQ(u["own"], own);
            // Its own units in full; the other's strength only where it is public.
            EXPECT_EQ(u.contains("strength"), own || rules.unitStrength) << u.dump();
            EXPECT_EQ(u.contains("losses"), own || rules.unitStrength) << u.dump();
            EXPECT_EQ(u.contains("start"), own || rules.unitStrength) << u.dump();
            EXPECT_EQ(u.contains("leaders"), own) << u.dump();
        }
        for (const auto& s : view["sides"]) {
            EXPECT_EQ(s.contains("strength"), s["id"] == side.id || rules.sideTotals);
        }
        for (const auto& o : view["owed"]) {
            EXPECT_EQ(g.state().unit(o["unit"])->side, side.id) << o.dump();
        }
        for (const auto& e : view["events"]) {
            if (e["kept"] == true) {
                EXPECT_TRUE(e["dice"].empty() && e["steps"].empty() && e["effects"].empty());
            }
            for (const auto& words : e["effects"]) {
                // A correction of strength says what is left: never of the other side's unit
                // where strength is private.
                for (const auto& u : g.state().units) {
                    if (u.side != side.id && !rules.unitStrength) {
                        EXPECT_EQ(words.get<std::string>().find(u.name + ": strength set"),
                                  std::string::npos)
                            << words;
                    }
                }
            }
        }
        // The other side's orders (private actions) show as kept, with nothing of them.
        for (const auto& e : view["events"]) {
            const Event& event = g.events()[e["index"].get<std::size_t>() - 1];
            if (!rules.isPrivate(event.outcome.action)) {
                continue;
            }
            bool theirs = std::any_of(event.outcome.effects.begin(), event.outcome.effects.end(),
                                      [&](const Effect& fx) {
                                          const Unit* u = g.state().unit(fx.unit);
                                          return !u || u->side != side.id;
                                      });
            if (theirs) {
                EXPECT_EQ(e["kept"], true) << e.dump();
                EXPECT_EQ(e.dump().find(kSecretText), std::string::npos);
            }
        }
    }
}

TEST_P(ShippedScenario, StepsOnlyWhereEveryUnitsStrengthIsShown) {
    Game g = loadGame(GetParam());
    playATurn(g);
    for (const auto& side : g.state().sides) {
        const GameSight sight = gameSight(g, Viewer::ofSide(side.id));
        const json view = sideState(g, side.id, nullptr);
        for (const auto& e : view["events"]) {
            const Event& event = g.events()[e["index"].get<std::size_t>() - 1];
            if (!event.request || e["steps"].empty()) {
                continue;
            }
            for (const auto& id : namedUnits(g.ruleset(), *event.request)) {
                const Unit* u = g.state().unit(id);
                EXPECT_TRUE(u->side == side.id || g.ruleset().publicRules().unitStrength)
                    << e.dump();
            }
        }
        (void)sight;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Shipped, ShippedScenario, ::testing::ValuesIn(shippedScenarios()), [](const auto& info) {
        std::string name = fs::path(info.param).stem().string();
        std::replace_if(
            name.begin(), name.end(),
            [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
        return name;
    });

TEST(SideState, TurnPhaseRosterAndEventsNewestFirst) {
    Game g = loadGame(shippedScenarios().front());
    const std::string sideId = g.state().sides.front().id;
    json before = sideState(g, sideId, nullptr);
    EXPECT_EQ(before["turn"], 1);
    EXPECT_EQ(before["phase"], g.ruleset().sequence().front().name);
    EXPECT_EQ(before["units"].size(), g.state().units.size());
    EXPECT_TRUE(before["events"].empty());
    EXPECT_TRUE(before["odds"].is_null());
    const Unit& u = firstUnitOf(g, sideId);
    g.apply(g.correction(u.id, "strength", u.strength - 1), std::nullopt, "first");
    g.apply(g.correction(u.id, "strength", u.strength - 2), std::nullopt, "second");
    json after = sideState(g, sideId, nullptr);
    ASSERT_EQ(after["events"].size(), 2u);
    EXPECT_EQ(after["events"][0]["index"], 2);
    EXPECT_EQ(after["events"][0]["title"], "second");
    EXPECT_EQ(after["events"][1]["index"], 1);
    g.undo();
    EXPECT_EQ(sideState(g, sideId, nullptr)["events"].size(), 1u);
}

TEST(SideState, LossesByTurnInTheProgramsColours) {
    Game g = loadGame(shippedScenarios().front());
    const Unit& u = g.state().units.front();
    Outcome hit;
    hit.effects = {Effect::casualties(u.id, 2, "fire")};
    g.apply(hit);
    json view = sideState(g, u.side, nullptr);
    const json& unit = view["units"][0];
    ASSERT_EQ(unit["losses"].size(), 1u);
    EXPECT_EQ(unit["losses"][0]["turn"], 1);
    EXPECT_EQ(unit["losses"][0]["count"], 2);
    EXPECT_EQ(unit["losses"][0]["colour"].get<std::string>().size(), 7u); // "#rrggbb"
    EXPECT_EQ(unit["strength"], u.startStrength - 2);
}

} // namespace
} // namespace adc::share
