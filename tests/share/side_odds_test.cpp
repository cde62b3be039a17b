// The odds rule (docs/rulings.md, "Odds on a side's page"): a side sees the chart only when the
// request names one of its units and every unit it names has its strength shown to that side.
#include "side_odds.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/odds.hpp"
#include "adc/scenario.hpp"

#include <gtest/gtest.h>

namespace adc::share {
namespace {

Game shipped(const std::string& name) {
    static const RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(std::string(ADC_TEST_DATA_DIR) + "/scenarios/" + name,
                                             registry, ADC_TEST_DATA_DIR);
    return Game(loaded.ruleset, loaded.scenario);
}

bool shown(const Game& g, const ActionRequest& r, const std::string& side) {
    return oddsShownTo(g.ruleset(), r, gameSight(g, Viewer::ofSide(side)), Viewer::ofSide(side));
}

TEST(SideOdds, WhereStrengthIsPublicBothSidesInvolvedSeeTheChart) {
    Game g = shipped("fredericksburg-1862.json");
    ActionRequest fire{"fire", {{"unit", "miss-a"}, {"target", "mich-1"}, {"range", 10}}};
    EXPECT_EQ(namedUnits(g.ruleset(), fire), (std::vector<std::string>{"miss-a", "mich-1"}));
    EXPECT_TRUE(shown(g, fire, "csa"));
    EXPECT_TRUE(shown(g, fire, "usa"));
    EXPECT_FALSE(
        oddsShownTo(g.ruleset(), fire, gameSight(g, Viewer::everyone()), Viewer::everyone()));
}

TEST(SideOdds, ARequestNamingNoneOfTheSidesUnitsIsNotItsChart) {
    Game g = shipped("fredericksburg-1862.json");
    ActionRequest fire{"fire", {{"unit", "miss-a"}, {"target", "miss-b"}, {"range", 10}}};
    EXPECT_TRUE(shown(g, fire, "csa"));
    EXPECT_FALSE(shown(g, fire, "usa"));
    EXPECT_FALSE(shown(g, ActionRequest{"fire", json::object()}, "csa")) << "names no unit";
}

TEST(SideOdds, WherestrengthIsPrivateTheChartWouldBetrayIt) {
    Game g = shipped("bluegray-fort-sanders-1863.json");
    ActionRequest fire{"fire", {{"unit", "us-79ny"}, {"target", "cs-humphreys"}, {"range", 6}}};
    // The chart of a fire on the Confederates is drawn from their strength: neither side sees
    // it (the Union would learn the men left; the Confederates, the Union's).
    EXPECT_FALSE(shown(g, fire, "union"));
    EXPECT_FALSE(shown(g, fire, "confed"));
    ActionRequest own{"fire", {{"unit", "us-79ny"}, {"target", "us-2mi"}, {"range", 6}}};
    EXPECT_TRUE(shown(g, own, "union"));
    EXPECT_FALSE(shown(g, own, "confed"));
}

TEST(SideOdds, APrivateActionsChartIsTheActingSidesAlone) {
    Game g = shipped("bluegray-fort-sanders-1863.json");
    ActionRequest order{"write_order", {{"unit", "us-79ny"}, {"order", "stand"}}};
    EXPECT_TRUE(shown(g, order, "union"));
    EXPECT_FALSE(shown(g, order, "confed"));
}

TEST(SideOdds, TheChartIsTheDesktopsKeysAndWords) {
    Game g = shipped("fredericksburg-1862.json");
    g.apply(g.advancePhase(g.dice())); // to the phase where units fire
    ActionRequest fire{
        "fire", {{"unit", "miss-a"}, {"target", "mich-1"}, {"range", 10}, {"self_defence", true}}};
    FormOdds form{fire, computeOdds(g.ruleset(), fire, g.state())};
    const Viewer csa = Viewer::ofSide("csa");
    json chart = oddsFor(g.ruleset(), form, gameSight(g, csa), csa);
    ASSERT_TRUE(chart.is_object());
    EXPECT_EQ(chart["action"], "fire");
    EXPECT_FALSE(chart["telling"].get<std::string>().empty());
    ASSERT_FALSE(chart["keys"].empty());
    double total = 0;
    const json* telling = nullptr;
    for (const auto& k : chart["keys"]) {
        if (k["key"] == chart["telling"]) {
            telling = &k;
        }
    }
    ASSERT_NE(telling, nullptr);
    for (const auto& b : (*telling)["bars"]) {
        total += b["probability"].get<double>();
        EXPECT_FALSE(b["words"].get<std::string>().empty());
        EXPECT_NE(b["fraction"].get<std::string>().find('/'), std::string::npos);
    }
    EXPECT_NEAR(total, 1.0, 1e-9);
    const Viewer usaOnly = Viewer::ofSide("usa");
    // The rule looks at the units the request names: one naming only the Confederates' is
    // not the Union's chart, whatever the odds.
    ActionRequest theirs{"bonus", {{"unit", "miss-a"}, {"choice", "aim"}}};
    FormOdds other{theirs, form.odds};
    EXPECT_TRUE(oddsFor(g.ruleset(), other, gameSight(g, usaOnly), usaOnly).is_null());
    // And through the state: the same rule.
    EXPECT_TRUE(sideState(g, "usa", &other)["odds"].is_null());
    EXPECT_TRUE(sideState(g, "csa", &other)["odds"].is_object());
}

} // namespace
} // namespace adc::share
