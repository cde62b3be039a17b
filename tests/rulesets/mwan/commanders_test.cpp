// "Commanders attached when the regiment takes casualties roll 2D6, and are killed on a roll of
// 12." Fire and melee roll it themselves (fire_test.cpp); `commander_risk` rolls it on its own,
// for a roll a scenario owes ("roll 2D6 for Winder as if his regiment had taken casualties") or a
// loss applied by hand, with the same consequences (M18).
#include "mwan_fixture.hpp"

#include "adc/odds.hpp"

namespace adc::mwan::test {

namespace {

Game staff() {
    return game(json::array({regiment("a", 4)}),
                json::array({regiment("b", 6), commander("bg", "brigade", "b"),
                             commander("dv", "division", "")}));
}

} // namespace

TEST(MwanCommanders, AnUnattachedCommanderRollsAndDiesOnTwelveWithNoRegimentCasting) {
    Game g = staff();
    Outcome o = play(g, "commander_risk", {{"commander", "dv"}}, {6, 6});
    EXPECT_EQ(o.result["killed"], true);
    EXPECT_EQ(o.result["commanders_killed"], json::array({"dv"}));
    EXPECT_TRUE(g.state().unit("dv")->eliminated());
    EXPECT_EQ(due(g), json::object()); // attached to no regiment: none casts for him
    EXPECT_TRUE(adc::test::hasStep(o, "M18"));
    EXPECT_EQ(o.steps[1].text, "dv rolls 12 on 2D6: killed (killed on 12)");
    EXPECT_EQ(o.steps[1].rule, "/commanders/killed_on");
    EXPECT_EQ(o.summary, "Commander's risk: dv is killed");
}

TEST(MwanCommanders, EveryTotalBelowTwelveLeavesHimUnhurt) {
    for (const auto& faces : std::vector<std::vector<int>>{{1, 1}, {5, 6}, {6, 5}, {6, 1}}) {
        Game g = staff();
        Outcome o = play(g, "commander_risk", {{"commander", "dv"}}, faces);
        EXPECT_EQ(o.result["killed"], false);
        EXPECT_FALSE(o.result.contains("commanders_killed"));
        EXPECT_FALSE(g.state().unit("dv")->eliminated());
        EXPECT_EQ(adc::test::findEffect(o, EffectKind::Casualties), nullptr);
        EXPECT_EQ(o.summary, "Commander's risk: dv is unhurt");
    }
}

TEST(MwanCommanders, AnAttachedBrigadeCommanderKilledMakesHisRegimentCastAsFireDoes) {
    Game g = staff();
    Outcome o = play(g, "commander_risk", {{"commander", "bg"}}, {6, 6});
    EXPECT_TRUE(g.state().unit("bg")->eliminated());
    EXPECT_EQ(g.state().unit("bg")->attr<std::string>("attached_to", "x"), "");
    EXPECT_EQ(due(g)["b"]["reason"], "commander_killed");
    EXPECT_EQ(o.steps[0].text,
              "bg is attached to b: he rolls as when his regiment takes casualties");
    EXPECT_EQ(o.steps[0].rule, "/commanders/death_dice");
    Game spared = staff();
    play(spared, "commander_risk", {{"commander", "bg"}}, {6, 5});
    EXPECT_EQ(due(spared), json::object());
    EXPECT_EQ(spared.state().unit("bg")->attr<std::string>("attached_to", ""), "b");
}

TEST(MwanCommanders, OnlyACommanderRollsTheRisk) {
    Game g = staff();
    EXPECT_EQ(refusal(g, "commander_risk", {{"commander", "b"}}), "/params/commander");
}

// The odds walk counts the risk exactly, from the JSON's /commanders/death_dice and killed_on.
TEST(MwanCommanders, TheOddsAreOneInThirtySixFromTheJson) {
    Game g = staff();
    const Odds odds =
        computeOdds(g.ruleset(), {"commander_risk", {{"commander", "dv"}}}, g.state());
    const KeyOdds* killed = odds.key("killed");
    ASSERT_NE(killed, nullptr);
    ASSERT_EQ(killed->values.size(), 2u);
    EXPECT_EQ(killed->values[1].value, true);
    EXPECT_EQ(killed->values[1].fraction, "1/36");
    EXPECT_LE(odds.branches, 3u); // banded: never 36 branches
    json data = shippedJson();
    data["commanders"]["killed_on"] = 11;
    data["commanders"]["death_dice"] = 2;
    Game edited = game(json::array({regiment("a", 4)}),
                       json::array({regiment("b", 6), commander("dv", "division", "")}),
                       json::object(), ruleset(data));
    const Odds worse =
        computeOdds(edited.ruleset(), {"commander_risk", {{"commander", "dv"}}}, edited.state());
    EXPECT_EQ(worse.key("killed")->values[1].fraction, "1/12");
    Outcome o = play(edited, "commander_risk", {{"commander", "dv"}}, {5, 6});
    EXPECT_EQ(o.result["killed"], true);
    EXPECT_EQ(o.steps[1].text, "dv rolls 11 on 2D6: killed (killed on 11)");
}

} // namespace adc::mwan::test
