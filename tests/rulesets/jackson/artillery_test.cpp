#include "jackson_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

namespace {

JacksonGame battery(const std::string& targetKind = "foot", int targetFigures = 10,
                    const std::string& quality = "regular") {
    JacksonGame t;
    t.add("army", unit("gun", "artillery", 4, "12pdr"));
    t.add("army", unit("gat", "gatling", 3, "gatling_gun"));
    t.add("sioux", unit("b", targetKind, targetFigures, "bows", quality));
    return t;
}

json at(const std::string& gun, double range, const std::string& cover = "open") {
    return {{"gun", gun}, {"target", "b"}, {"range", range}, {"cover", cover}};
}

} // namespace

TEST(JacksonShot, HitMissAndBounce) {
    JacksonGame t = battery();
    // Effective (60-120"), soft cover: hits on 0-3.
    Outcome hit = t.resolve("shot", at("gun", 100, "soft"), {3});
    EXPECT_EQ(hit.result["hits"], 1);
    EXPECT_EQ(hit.result["bounces"], 0);
    EXPECT_EQ(hit.result["casualties"], 1);
    EXPECT_EQ(t.resolve("shot", at("gun", 100, "soft"), {4}).result["casualties"], 0);
    Outcome bounce = t.resolve("shot", at("gun", 100, "soft"), {0});
    EXPECT_EQ(bounce.result["bounces"], 1);
    EXPECT_EQ(bounce.result["casualties"], 2);
    EXPECT_EQ(t.resolve("shot", at("gun", 60), {5}).result["band"], "close");
    EXPECT_EQ(t.resolve("shot", at("gun", 150), {5}).result["band"], "long");
    EXPECT_THROW(t.resolve("shot", at("gun", 151), {5}), RuleError);
}

TEST(JacksonShot, J8AndJ12AimedShot) {
    JacksonGame t = battery();
    t.play("aim", {{"unit", "gun"}});
    t.nextTurn();
    Outcome natural = t.resolve("shot", at("gun", 140), {1}); // 1 - 1 = 0: hit, no bounce
    EXPECT_EQ(natural.result["hits"], 1);
    EXPECT_EQ(natural.result["bounces"], 0);
    JacksonGame m = battery();
    m.option("shot_bounce", "modified_zero");
    m.play("aim", {{"unit", "gun"}});
    m.nextTurn();
    EXPECT_EQ(m.resolve("shot", at("gun", 140), {1}).result["bounces"], 1);
    // J12 small_arms_only: guns may not aim.
    JacksonGame s = battery();
    s.option("artillery_aim", "small_arms_only");
    EXPECT_THROW(s.resolve("aim", {{"unit", "gun"}}), RuleError);
}

TEST(JacksonShot, CrewNeededToServe) {
    JacksonGame t;
    json gun = unit("gun", "artillery", 1, "12pdr");
    gun["start_strength"] = 4;
    t.add("army", gun);
    t.add("sioux", unit("b", "foot", 5, "bows"));
    try {
        t.resolve("shot", at("gun", 60), {0});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("2 are needed to serve it"), std::string::npos);
    }
}

TEST(JacksonCanister, SwathPerBandRemovesFiguresUnder) {
    const std::vector<std::tuple<double, std::string, double, double>> bands = {
        {18, "close", 5, 6}, {36, "effective", 3, 5}, {45, "long", 2, 3}};
    for (const auto& [range, band, w, l] : bands) {
        JacksonGame t = battery();
        json p = {{"gun", "gun"}, {"target", "b"}, {"range", range}, {"figures_under", 4}};
        Outcome o = t.play("canister", p);
        EXPECT_EQ(o.result["band"], band);
        EXPECT_EQ(o.result["swath"]["width"], w);
        EXPECT_EQ(o.result["swath"]["length"], l);
        EXPECT_EQ(o.result["casualties"], 4);
        EXPECT_TRUE(o.rolls.empty());
        EXPECT_EQ(t.u("b").strength, 6);
    }
    JacksonGame t = battery();
    EXPECT_THROW(t.resolve("canister",
                           {{"gun", "gun"}, {"target", "b"}, {"range", 46}, {"figures_under", 1}}),
                 RuleError);
    EXPECT_THROW(t.resolve("canister",
                           {{"gun", "gun"}, {"target", "b"}, {"range", 10}, {"figures_under", 11}}),
                 RuleError);
}

TEST(JacksonShell, TenDiceHitOnZeroToSixCappedUnderBurst) {
    JacksonGame t = battery("foot", 10);
    json p = {{"gun", "gun"}, {"target", "b"}, {"range", 100}, {"figures_under", 3}};
    // Hits: 0,6,6,2 = 4 (7,8,9,7,8,9 miss); capped at the 3 under the burst.
    Outcome o = t.play("shell", p, {0, 6, 7, 8, 9, 6, 2, 7, 8, 9});
    EXPECT_EQ(o.result["hits"], 4);
    EXPECT_EQ(o.result["casualties"], 3);
    EXPECT_EQ(o.result["morale_test"], true);
    EXPECT_EQ(t.u("b").strength, 7);
    EXPECT_EQ(t.moraleOwed("b"), "under shell fire");
    JacksonGame u = battery("foot", 10);
    u.option("shell_hits", "fixed_uncapped");
    EXPECT_EQ(u.resolve("shell", p, {0, 6, 7, 8, 9, 6, 2, 7, 8, 9}).result["casualties"], 4);
}

// J5: "Roll ten D10 (hits on 0-6)" whatever the range and cover, or less the chart's steps.
TEST(JacksonShell, RangeAndCoverIsTheOtherReading) {
    const std::vector<int> faces = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    json p = {
        {"gun", "gun"}, {"target", "b"}, {"range", 140}, {"cover", "hard"}, {"figures_under", 10}};
    JacksonGame fixed = battery("foot", 10);
    EXPECT_EQ(fixed.resolve("shell", p, faces).result["hits"], 7); // 0-6 at long range, too
    JacksonGame t = battery("foot", 10);
    t.option("shell_modifiers", "range_and_cover");
    // Long range in hard cover is 0-1 on the chart, four steps below close in the open (0-5):
    // the shell hits on 0-2.
    Outcome o = t.resolve("shell", p, faces);
    EXPECT_EQ(o.result["hits"], 3);
    EXPECT_EQ(o.steps[1].rule, "J5");
    EXPECT_EQ(o.steps[1].text, "10 dice hit on 0-2: 0-6 less the to-hit table's steps for long "
                               "range and hard cover (J5: range and cover)");
    p["range"] = 50;
    p["cover"] = "open";
    EXPECT_EQ(t.resolve("shell", p, faces).result["hits"], 7); // close range in the open: 0-6
}

TEST(JacksonShell, IndiansSkedaddleAChargeMove) {
    JacksonGame t = battery("indian_warband", 8);
    json p = {{"gun", "gun"}, {"target", "b"}, {"range", 100}, {"figures_under", 5}};
    // 10 misses, then 2 move dice + 1 charge die: 4+5+6 = 15".
    Outcome o = t.play("shell", p, {9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 4, 5, 6});
    EXPECT_EQ(t.unusedFaces(), 0u);
    EXPECT_EQ(o.result["hits"], 0);
    EXPECT_EQ(o.result["skedaddle_inches"], 15);
    EXPECT_EQ(t.u("b").status, status::Retreating);
    EXPECT_EQ(t.moraleOwed("b"), "");
}

TEST(JacksonGatling, TwelveDiceAndJam) {
    JacksonGame t = battery("foot", 20);
    // Close open: 0-5. Faces: six hits, five misses, one 9 → jams.
    std::vector<int> faces = {0, 1, 2, 3, 4, 5, 6, 7, 8, 6, 7, 9};
    Outcome o = t.play("gatling", at("gat", 30), faces);
    EXPECT_EQ(o.rolls.size(), 12u);
    EXPECT_EQ(o.result["hits"], 6);
    EXPECT_EQ(o.result["jammed"], true);
    EXPECT_EQ(t.u("gat").attr<int>("jammed_turn", 0), 1);
    EXPECT_EQ(t.u("b").strength, 14);
    t.nextTurn();
    try {
        t.resolve("gatling", at("gat", 30), faces);
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/gun");
        EXPECT_NE(std::string(e.what()).find("jammed in turn 1"), std::string::npos);
    }
    bool owedJam = false;
    for (const auto& ob : t.ruleset().owed(t.state())) {
        owedJam = owedJam || (ob.unit == "gat" && ob.reason.find("turn 3") != std::string::npos);
    }
    EXPECT_TRUE(owedJam);
    t.nextTurn(); // turn 3: clear (J4 next_turn_only)
    EXPECT_EQ(t.u("gat").attr<int>("jammed_turn", -1), 0);
    EXPECT_EQ(t.resolve("gatling", at("gat", 30), std::vector<int>(12, 8)).result["jammed"], false);
    EXPECT_THROW(t.resolve("gatling", at("gat", 71), faces), RuleError);
}

TEST(JacksonGatling, J4TwoTurns) {
    JacksonGame t = battery("foot", 20);
    t.option("gatling_jam", "two_turns");
    t.play("gatling", at("gat", 50), std::vector<int>(12, 9));
    t.nextTurn();
    t.nextTurn(); // turn 3: still jammed
    EXPECT_EQ(t.u("gat").attr<int>("jammed_turn", 0), 1);
    EXPECT_THROW(t.resolve("gatling", at("gat", 50), std::vector<int>(12, 0)), RuleError);
    t.nextTurn(); // turn 4: clear
    EXPECT_EQ(t.u("gat").attr<int>("jammed_turn", -1), 0);
}

TEST(JacksonGatling, MountedTargetsRollRiderOrMount) {
    JacksonGame t = battery("mounted", 10);
    std::vector<int> faces = {0, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 2};
    Outcome o = t.play("gatling", at("gat", 65), faces); // long: 0-3; one hit
    EXPECT_EQ(o.result["hits"], 1);
    EXPECT_EQ(o.result["mounts_hit"], 1);
    EXPECT_EQ(o.result["unhorsed"], 1);
    EXPECT_EQ(o.result["casualties"], 0);
    EXPECT_EQ(t.u("b").attr<int>("unhorsed", 0), 1);
}

} // namespace adc::jackson::test
