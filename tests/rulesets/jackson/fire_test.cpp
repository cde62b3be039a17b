#include "jackson_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

namespace {

JacksonGame duel(const std::string& kind = "foot", const std::string& weapon = "rifled_musket",
                 int figures = 2, const std::string& targetKind = "foot",
                 const std::string& targetQuality = "regular") {
    JacksonGame t;
    t.add("army", unit("a", kind, figures, weapon));
    t.add("sioux", unit("b", targetKind, 10, "bows", targetQuality));
    return t;
}

json fire(double range, const std::string& cover = "open") {
    return {{"firer", "a"}, {"target", "b"}, {"range", range}, {"cover", cover}};
}

} // namespace

// The base check refuses an action outside its declared phase: the game starts in "movement".
TEST(JacksonFire, RefusedOutsideTheFirePhase) {
    JacksonGame t = duel();
    ScriptedDice dice({9, 9});
    try {
        t.game().resolve({"fire", fire(20)}, dice);
        FAIL() << "fire resolved in the movement phase";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/phase");
    }
}

// Every cell of the to-hit table: the table number hits, one more misses.
TEST(JacksonFire, ToHitTableEveryCell) {
    const std::map<std::string, double> ranges = {{"close", 10}, {"effective", 30}, {"long", 45}};
    const std::map<std::string, std::map<std::string, int>> table = {
        {"close", {{"open", 5}, {"soft", 4}, {"hard", 3}}},
        {"effective", {{"open", 4}, {"soft", 3}, {"hard", 2}}},
        {"long", {{"open", 3}, {"soft", 2}, {"hard", 1}}}};
    for (const auto& [band, row] : table) {
        for (const auto& [cover, need] : row) {
            JacksonGame t = duel();
            Outcome o = t.resolve("fire", fire(ranges.at(band), cover), {need, need + 1});
            EXPECT_EQ(o.result["hits"], 1) << band << "/" << cover;
            EXPECT_EQ(o.result["band"], band);
            EXPECT_EQ(o.result["casualties"], 1);
            EXPECT_EQ(o.rolls.size(), 2u);
            EXPECT_EQ(o.rolls[0].die, Die::d10zero());
            EXPECT_EQ(o.rolls[0].purpose, "fire: a, die 1 of 2");
        }
    }
}

TEST(JacksonFire, RangeEdgesAndBeyondLong) {
    JacksonGame t = duel();
    EXPECT_EQ(t.resolve("fire", fire(20), {9, 9}).result["band"], "close");
    EXPECT_EQ(t.resolve("fire", fire(20.5), {9, 9}).result["band"], "effective");
    EXPECT_EQ(t.resolve("fire", fire(50), {9, 9}).result["band"], "long");
    try {
        t.resolve("fire", fire(50.5), {9, 9});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/range");
        EXPECT_NE(std::string(e.what()).find("beyond the rifled musket's long range (50\")"),
                  std::string::npos);
    }
    JacksonGame x = duel();
    x.option("range_edges", "upper_exclusive");
    EXPECT_EQ(x.resolve("fire", fire(20), {9, 9}).result["band"], "effective");
    EXPECT_EQ(x.resolve("fire", fire(19.9), {9, 9}).result["band"], "close");
    EXPECT_EQ(x.resolve("fire", fire(50), {9, 9}).result["band"], "long");
}

TEST(JacksonFire, WeaponRangesFromTheTable) {
    const std::vector<std::pair<std::string, std::vector<double>>> w = {{"carbine", {12, 24, 30}},
                                                                        {"shotgun", {4, 8, 10}},
                                                                        {"pistol", {2, 4, 6}},
                                                                        {"bows", {10, 20, 25}},
                                                                        {"spears", {2, 4, 5}}};
    for (const auto& [weapon, r] : w) {
        JacksonGame t = duel("foot", weapon, 1);
        EXPECT_EQ(t.resolve("fire", fire(r[0]), {9}).result["band"], "close") << weapon;
        EXPECT_EQ(t.resolve("fire", fire(r[1]), {9}).result["band"], "effective") << weapon;
        EXPECT_EQ(t.resolve("fire", fire(r[2]), {9}).result["band"], "long") << weapon;
        EXPECT_THROW(t.resolve("fire", fire(r[2] + 1), {9}), RuleError) << weapon;
    }
}

TEST(JacksonFire, IndianFirearmsPlusOne) {
    // Close, open: hits on 0-5. An Indian with a carbine rolls 5 +1 = 6: a miss.
    JacksonGame t = duel("indian_warband", "carbine", 1);
    Outcome o = t.resolve("fire", fire(5), {5});
    EXPECT_EQ(o.result["hits"], 0);
    bool seen = false;
    for (const auto& s : o.steps) {
        seen = seen || (s.modifier == 1 && s.rule == "/fire/indian_bonus");
    }
    EXPECT_TRUE(seen);
    EXPECT_EQ(t.resolve("fire", fire(5), {4}).result["hits"], 1);
    // Bows get no Indian bonus.
    JacksonGame b = duel("indian_warband", "bows", 1);
    EXPECT_EQ(b.resolve("fire", fire(5), {5}).result["hits"], 1);
}

TEST(JacksonFire, HorsebackPlusOneExceptIndianBows) {
    JacksonGame cav = duel("mounted", "carbine", 1);
    EXPECT_EQ(cav.resolve("fire", fire(5), {5}).result["hits"], 0);
    EXPECT_EQ(cav.resolve("fire", fire(5), {4}).result["hits"], 1);
    JacksonGame bows = duel("mounted_indians", "bows", 1);
    EXPECT_EQ(bows.resolve("fire", fire(5), {5}).result["hits"], 1);
}

TEST(JacksonFire, J7MountedIndianWithCarbine) {
    JacksonGame t = duel("mounted_indians", "carbine", 1);
    EXPECT_EQ(t.resolve("fire", fire(5), {3}).result["hits"], 1); // 3 + 2 = 5
    EXPECT_EQ(t.resolve("fire", fire(5), {4}).result["hits"], 0); // 4 + 2 = 6
    JacksonGame s = duel("mounted_indians", "carbine", 1);
    s.option("indian_horseback_stack", "single");
    EXPECT_EQ(s.resolve("fire", fire(5), {4}).result["hits"], 1); // 4 + 1 = 5
}

TEST(JacksonFire, AimedFireMinusOneNextTurn) {
    JacksonGame t = duel("foot", "rifled_musket", 1);
    t.play("aim", {{"unit", "a"}});
    EXPECT_EQ(t.u("a").attr<int>("aimed_turn", 0), 1);
    // Aiming is holding fire: no fire this turn.
    EXPECT_THROW(t.resolve("fire", fire(45), {4}), RuleError);
    t.nextTurn();
    Outcome o = t.resolve("fire", fire(45), {4}); // long open: 0-3; 4 - 1 = 3 hits
    EXPECT_EQ(o.result["hits"], 1);
    t.game().apply(o);
    EXPECT_EQ(t.u("a").attr<int>("aimed_turn", -1), 0);
    EXPECT_TRUE(t.u("a").attr<bool>("fired", false));
    // Without aim the same 4 misses.
    JacksonGame n = duel("foot", "rifled_musket", 1);
    EXPECT_EQ(n.resolve("fire", fire(45), {4}).result["hits"], 0);
}

TEST(JacksonFire, AimLapsesAndIsLostByMoving) {
    JacksonGame t = duel("foot", "rifled_musket", 1);
    t.play("aim", {{"unit", "a"}});
    t.nextTurn();
    t.nextTurn(); // turn 3: the aim was for one round only
    EXPECT_EQ(t.u("a").attr<int>("aimed_turn", -1), 0);
    JacksonGame m = duel("foot", "rifled_musket", 1);
    m.play("aim", {{"unit", "a"}});
    m.nextTurn();
    m.play("move", {{"unit", "a"}}, {1, 1});
    EXPECT_EQ(m.u("a").attr<int>("aimed_turn", -1), 0);
}

TEST(JacksonFire, UnitThatMovedOrFiredMayNotShoot) {
    JacksonGame t = duel("foot", "rifled_musket", 1);
    t.play("move", {{"unit", "a"}}, {3, 4});
    try {
        t.resolve("fire", fire(10), {0});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/firer");
        EXPECT_NE(std::string(e.what()).find("may not shoot"), std::string::npos);
    }
    EXPECT_THROW(t.resolve("aim", {{"unit", "a"}}), RuleError);
    t.nextTurn();
    EXPECT_FALSE(t.u("a").attr<bool>("moved", true));
    t.play("fire", fire(10), {0});
    EXPECT_THROW(t.resolve("fire", fire(10), {0}), RuleError);
}

TEST(JacksonFire, WrongWeaponKindAndOwnSideRefused) {
    JacksonGame t;
    t.add("army", unit("gun", "artillery", 4, "12pdr"));
    t.add("army", unit("a", "foot", 4, "rifled_musket"));
    t.add("sioux", unit("b", "indian_warband", 4, "bows"));
    EXPECT_THROW(t.resolve("fire", {{"firer", "gun"}, {"target", "b"}, {"range", 10}}, {0}),
                 RuleError);
    EXPECT_THROW(t.resolve("fire", {{"firer", "a"}, {"target", "gun"}, {"range", 10}}, {0}),
                 RuleError);
    EXPECT_THROW(t.resolve("fire",
                           {{"firer", "a"}, {"target", "b"}, {"range", 10}, {"figures_firing", 5}},
                           {0}),
                 RuleError);
}

TEST(JacksonFire, MountedTargetRiderOrMount) {
    JacksonGame t;
    t.add("army", unit("a", "foot", 3, "rifled_musket"));
    t.add("sioux", unit("b", "mounted_indians", 6, "bows"));
    // Three hits. Rider or mount for each hit first: 5 → rider (mount runs off), 6 → mount,
    // 9 → mount; then one avoid-injury die per mount hit: hit 2's rider 4 avoids injury, hit
    // 3's rider 5 is injured.
    Outcome o = t.play("fire", fire(10), {0, 1, 2, 5, 6, 9, 4, 5});
    EXPECT_EQ(t.unusedFaces(), 0u);
    EXPECT_EQ(o.result["hits"], 3);
    EXPECT_EQ(o.result["riders_hit"], 1);
    EXPECT_EQ(o.result["mounts_hit"], 2);
    EXPECT_EQ(o.result["unhorsed"], 1);
    EXPECT_EQ(o.result["casualties"], 2);
    EXPECT_EQ(t.u("b").strength, 4);
    EXPECT_EQ(t.u("b").attr<int>("unhorsed", 0), 1);
    EXPECT_EQ(t.u("b").attr<int>("mounts_run_off", 0), 1);
    EXPECT_EQ(o.rolls[3].purpose, "rider or mount: b, die 1 of 3");
    EXPECT_EQ(o.rolls[6].purpose, "rider avoids injury: b, die 1 of 2");
}

TEST(JacksonFire, J3MoraleTriggersByGrade) {
    // Green: tests when fired on, even without loss.
    JacksonGame g = duel("foot", "rifled_musket", 1, "foot", "green");
    g.play("fire", fire(10), {9});
    EXPECT_EQ(g.moraleOwed("b"), "came under fire (green)");
    // Regular: only when a figure is lost.
    JacksonGame r = duel("foot", "rifled_musket", 1, "foot", "regular");
    r.play("fire", fire(10), {9});
    EXPECT_EQ(r.moraleOwed("b"), "");
    r.nextTurn();
    r.play("fire", fire(10), {0});
    EXPECT_EQ(r.moraleOwed("b"), "lost a figure (regular)");
    ASSERT_EQ(r.ruleset().owed(r.state()).size(), 1u);
    EXPECT_EQ(r.ruleset().owed(r.state())[0].action, "morale");
    // Elite: not for fire.
    JacksonGame e = duel("foot", "rifled_musket", 1, "foot", "elite");
    e.play("fire", fire(10), {0});
    EXPECT_EQ(e.moraleOwed("b"), "");
    // Every unit fired on (J3 option).
    JacksonGame x = duel("foot", "rifled_musket", 1, "foot", "elite");
    x.option("morale_fired_on", "every_unit_fired_on");
    x.play("fire", fire(10), {9});
    EXPECT_EQ(x.moraleOwed("b"), "fired on");
}

} // namespace adc::jackson::test
