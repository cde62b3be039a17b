// A side's page data never shows the other side's private numbers: for every shipped scenario,
// a scripted turn (every action the ruleset declares, tried by each side's first unit on the
// other's, a correction of strength, losses, and the whole sequence of play), then each side's
// JSON is checked against what its ruleset declares public.
#include "scripted_turn.hpp"
#include "side_odds.hpp"
#include "side_state.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/public_view.hpp"
#include "adc/scenario.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace adc::share {
namespace {

using namespace scripted;

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

INSTANTIATE_TEST_SUITE_P(Shipped, ShippedScenario, ::testing::ValuesIn(shippedScenarios()),
                         [](const auto& info) { return scenarioTestName(info.param); });

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

// Issue 36, cosmetic: a correction's title says the ruleset's word, not its id.
TEST(SideState, ACorrectionsTitleSaysWordsNotIds) {
    Game g =
        loadGame(std::string(ADC_TEST_DATA_DIR) + "/scenarios/bluegray-fort-sanders-1863.json");
    const Unit& u = g.state().units.front();
    Outcome o = g.correction(u.id, "cover", "field_fortification");
    g.apply(o);
    const std::string title = sideState(g, u.side, nullptr)["events"][0]["title"];
    EXPECT_NE(title.find("field fortification"), std::string::npos) << title;
    EXPECT_EQ(title.find("field_fortification"), std::string::npos) << title;
}

} // namespace
} // namespace adc::share
