#include "jackson_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

TEST(JacksonMove, DicePerTroopTypeAndChargeDie) {
    const std::vector<std::tuple<std::string, std::string, bool, int>> cases = {
        {"foot", "rifled_musket", false, 2},   {"mounted", "carbine", false, 3},
        {"mounted_indians", "bows", false, 4}, {"indian_warband", "bows", false, 2},
        {"artillery", "12pdr", false, 1},      {"artillery", "12pdr", true, 3},
        {"gatling", "gatling_gun", true, 3}};
    for (const auto& [kind, weapon, limbered, dice] : cases) {
        JacksonGame t;
        json u = unit("a", kind, 4, weapon);
        u["limbered"] = limbered;
        t.add("army", u);
        Outcome o = t.resolve("move", {{"unit", "a"}}, std::vector<int>(dice, 3));
        EXPECT_EQ(o.rolls.size(), static_cast<std::size_t>(dice)) << kind;
        EXPECT_EQ(o.result["distance"], 3.0 * dice) << kind;
        if (kind != "artillery" && kind != "gatling") {
            t.add("sioux", unit("z", "foot", 4, "rifled_musket"));
            Outcome c = t.resolve("move", {{"unit", "a"}, {"charging", true}, {"target", "z"}},
                                  std::vector<int>(dice + 1, 3));
            EXPECT_EQ(c.result["distance"], 3.0 * (dice + 1)) << kind;
        }
    }
}

TEST(JacksonMove, ZeroIsZero) {
    JacksonGame t;
    t.add("army", unit("a", "foot", 4, "rifled_musket"));
    EXPECT_EQ(t.resolve("move", {{"unit", "a"}}, {0, 0}).result["distance"], 0.0);
    EXPECT_THROW(t.resolve("move", {{"unit", "a"}}, {10, 0}), DiceError);
}

TEST(JacksonMove, TerrainFractionsAndDeductions) {
    const std::vector<std::pair<std::string, double>> terrain = {
        {"open", 16}, {"light_woods", 8}, {"heavy_woods", 4}, {"stream", 8}};
    for (const auto& [name, expected] : terrain) {
        JacksonGame t;
        t.add("army", unit("a", "foot", 4, "rifled_musket"));
        EXPECT_EQ(t.resolve("move", {{"unit", "a"}, {"terrain", name}}, {8, 8}).result["distance"],
                  expected)
            << name;
    }
    JacksonGame t;
    t.add("army", unit("a", "foot", 4, "rifled_musket"));
    // 16" halved = 8, - 2 (one level uphill) - 4 (two fences) = 2.
    json p = {{"unit", "a"}, {"terrain", "light_woods"}, {"uphill_levels", 1}, {"obstacles", 2}};
    EXPECT_EQ(t.resolve("move", p, {8, 8}).result["distance"], 2.0);
    // J6 deduct first: (16 - 6) / 2 = 5.
    JacksonGame d;
    d.add("army", unit("a", "foot", 4, "rifled_musket"));
    d.option("terrain_order", "deduct_first");
    EXPECT_EQ(d.resolve("move", p, {8, 8}).result["distance"], 5.0);
    // Never below 0.
    json steep = {{"unit", "a"}, {"uphill_levels", 5}};
    EXPECT_EQ(t.resolve("move", steep, {1, 1}).result["distance"], 0.0);
}

TEST(JacksonMove, RiverQuartersAndCostsFigures) {
    JacksonGame t;
    t.add("army", unit("a", "foot", 6, "rifled_musket"));
    Outcome o = t.play("move", {{"unit", "a"}, {"terrain", "river"}}, {8, 8, 7});
    EXPECT_EQ(o.result["distance"], 4.0);
    EXPECT_EQ(o.result["casualties"], 3); // 7 / 2 rounded down
    EXPECT_EQ(t.u("a").strength, 3);
    EXPECT_EQ(o.rolls[2].purpose, "river casualties: a");
    JacksonGame up;
    up.add("army", unit("a", "foot", 6, "rifled_musket"));
    up.option("river_casualties", "round_up");
    EXPECT_EQ(
        up.resolve("move", {{"unit", "a"}, {"terrain", "river"}}, {8, 8, 7}).result["casualties"],
        4);
}

TEST(JacksonMove, UnitsWithoutLeadersMayNotCharge) {
    JacksonGame t;
    t.add("army", unit("a", "foot", 4, "rifled_musket", "regular", false));
    t.add("army", unit("b", "foot", 4, "rifled_musket"));
    t.add("sioux", unit("z", "foot", 4, "rifled_musket"));
    try {
        t.resolve("move", {{"unit", "a"}, {"charging", true}, {"target", "z"}}, {1, 1, 1});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/charging");
    }
    EXPECT_THROW(
        t.resolve("move",
                  {{"unit", "b"}, {"charging", true}, {"target", "z"}, {"command_distance", 13}},
                  {1, 1, 1}),
        RuleError);
    EXPECT_NO_THROW(t.resolve(
        "move", {{"unit", "b"}, {"charging", true}, {"target", "z"}, {"command_distance", 12}},
        {1, 1, 1}));
}

namespace {

// The text of the outcome's step with this rule that says `part`, or "".
std::string stepSaying(const Outcome& o, const std::string& rule, const std::string& part) {
    for (const auto& s : o.steps) {
        if (s.rule == rule && has(s.text, part)) {
            return s.text;
        }
    }
    return "";
}

} // namespace

// "Movement is alternately, the attacker moving one unit, then the defender, then the
// attacker..." and "All mounted units must move before any dismounted units may move."
TEST(JacksonMove, SequenceAttackerFirstAlternatingMountedFirst) {
    JacksonGame t;
    t.add("army", unit("cav", "mounted", 4, "carbine"));
    t.add("army", unit("inf", "foot", 4, "rifled_musket"));
    t.add("army", unit("cav2", "mounted", 4, "carbine"));
    t.add("sioux", unit("braves", "indian_warband", 4, "bows"));
    t.add("sioux", unit("riders", "mounted_indians", 4, "bows"));
    // The first side attacks unless designated otherwise.
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "riders"}}, {1, 1, 1, 1}), "moves first"));
    t.play("designate_attacker", {{"side", "sioux"}});
    EXPECT_EQ(t.state().flags["attacker"], "sioux");
    EXPECT_THROW(t.resolve("move", {{"unit", "cav"}}, {1, 1, 1}), RuleError);
    // A dismounted unit waits, and is told which mounted units are still to move.
    const std::string wait = refusal(t, "move", {{"unit", "braves"}}, {1, 1});
    EXPECT_TRUE(has(wait, "all mounted units must move before any dismounted units may move"))
        << wait;
    EXPECT_TRUE(has(wait, "cav, cav2 and riders have still to move")) << wait;
    t.play("move", {{"unit", "riders"}}, {1, 1, 1, 1});
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "inf"}, {"other_side_done", true}}, {1, 1}),
                    "cav and cav2 have still to move"));
    t.play("move", {{"unit", "cav"}}, {1, 1, 1});
    // The Lakota have no mounted unit left to move: they pass, and cav2 moves in a row.
    Outcome again = t.play("move", {{"unit", "cav2"}}, {1, 1, 1});
    EXPECT_EQ(stepSaying(again, "/house_rules/mounted_first", "passes"),
              "the other side has no mounted unit left to move: it passes until every mounted "
              "unit has moved (mounted first: side passes)");
    EXPECT_TRUE(has(again.steps.back().text, "dismounted units may move"));
    // Then the dismounted units alternate, the side that passed first.
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "inf"}}, {1, 1}), "alternates"));
    t.play("move", {{"unit", "braves"}}, {1, 1});
    t.play("move", {{"unit", "inf"}}, {1, 1});
    EXPECT_THROW(t.resolve("move", {{"unit", "braves"}}, {1, 1}), RuleError); // moved already
    EXPECT_THROW(t.resolve("designate_attacker", {{"side", "apache"}}), RuleError);
    t.nextTurn();
    EXPECT_FALSE(t.u("inf").attr<bool>("moved", true));
    EXPECT_FALSE(t.state().flags.contains("last_moved_side"));
    t.play("move", {{"unit", "riders"}}, {1, 1, 1, 1});
    t.play("move", {{"unit", "cav"}}, {1, 1, 1});
}

TEST(JacksonMove, OwedListsTheMountedUnitsStillToMove) {
    JacksonGame t;
    t.add("army", unit("cav", "mounted", 4, "carbine"));
    t.add("army", unit("inf", "foot", 4, "rifled_musket"));
    t.add("sioux", unit("riders", "mounted_indians", 4, "bows"));
    std::vector<Obligation> owed = t.ruleset().owed(t.state());
    ASSERT_EQ(owed.size(), 2u);
    EXPECT_EQ(owed[0].unit, "cav");
    EXPECT_EQ(owed[0].action, "move");
    EXPECT_EQ(owed[0].reason, "cav is mounted: it moves, or is declared to stay put, before any "
                              "dismounted unit may move");
    t.play("move", {{"unit", "cav"}}, {1, 1, 1});
    owed = t.ruleset().owed(t.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].unit, "riders");
    // Only the movement phase owes moves.
    ScriptedDice none({});
    Outcome next = t.game().advancePhase(none);
    adc::test::expectRulesCited(t.ruleset(), next);
    t.game().apply(next);
    EXPECT_TRUE(t.ruleset().owed(t.state()).empty());
}

TEST(JacksonMove, AMountedUnitDeclaredToStayPutLetsTheDismountedMove) {
    JacksonGame t;
    t.add("army", unit("cav", "mounted", 4, "carbine"));
    t.add("army", unit("inf", "foot", 4, "rifled_musket"));
    t.add("sioux", unit("braves", "indian_warband", 4, "bows"));
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "inf"}}, {1, 1}), "cav has still to move"));
    EXPECT_TRUE(has(refusal(t, "stay_put", {{"unit", "inf"}}, {}), "is not mounted"));
    Outcome stay = t.play("stay_put", {{"unit", "cav"}});
    EXPECT_EQ(stay.summary, "Stays put: cav");
    EXPECT_TRUE(stay.rolls.empty());
    EXPECT_TRUE(t.u("cav").attr<bool>("stays_put", false));
    EXPECT_TRUE(t.ruleset().owed(t.state()).empty());
    // A declaration is not a move: the army still moves first.
    t.play("move", {{"unit", "inf"}}, {1, 1});
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "cav"}, {"other_side_done", true}}, {1, 1, 1}),
                    "declared to stay put"));
    EXPECT_TRUE(has(refusal(t, "stay_put", {{"unit", "cav"}}, {}), "already stays put"));
    t.play("move", {{"unit", "braves"}}, {1, 1});
    t.nextTurn();
    EXPECT_FALSE(t.u("cav").attr<bool>("stays_put", true));
    t.play("move", {{"unit", "cav"}}, {1, 1, 1});
    EXPECT_TRUE(has(refusal(t, "stay_put", {{"unit", "cav"}}, {}), "has already moved"));
}

TEST(JacksonMove, MountedFirstAlternationHoldsIsTheOtherReading) {
    // The Lakota attack with only warriors on foot; the army still has a troop to move.
    auto table = [](const std::string& reading) {
        JacksonGame t;
        t.add("army", unit("cav", "mounted", 4, "carbine"));
        t.add("army", unit("inf", "foot", 4, "rifled_musket"));
        t.add("sioux", unit("braves", "indian_warband", 4, "bows"));
        if (!reading.empty()) {
            t.option("mounted_first", reading);
        }
        t.play("designate_attacker", {{"side", "sioux"}});
        return t;
    };
    // Default side_passes: the Lakota pass; the troop moves first, out of the attacker's turn.
    JacksonGame d = table("");
    EXPECT_TRUE(has(refusal(d, "move", {{"unit", "braves"}}, {1, 1}), "cav has still to move"));
    Outcome first = d.play("move", {{"unit", "cav"}}, {1, 1, 1});
    EXPECT_FALSE(stepSaying(first, "/house_rules/mounted_first", "it passes").empty());
    d.play("move", {{"unit", "braves"}}, {1, 1});
    // alternation_holds: each side's mounted before its own dismounted, turns alternate.
    JacksonGame h = table("alternation_holds");
    EXPECT_THROW(h.resolve("move", {{"unit", "cav"}}, {1, 1, 1}), RuleError); // attacker first
    h.play("move", {{"unit", "braves"}}, {1, 1});
    EXPECT_TRUE(has(refusal(h, "move", {{"unit", "inf"}}, {1, 1}), "cav has still to move"));
    h.play("move", {{"unit", "cav"}}, {1, 1, 1});
}

TEST(JacksonMove, GunNeedsMenToMoveAndDoesNotCharge) {
    JacksonGame t;
    json gun = unit("gun", "artillery", 1, "12pdr");
    gun["start_strength"] = 4;
    t.add("army", gun);
    EXPECT_THROW(t.resolve("move", {{"unit", "gun"}}, {5}), RuleError);
    JacksonGame c;
    c.add("army", unit("gun", "artillery", 4, "12pdr"));
    EXPECT_THROW(c.resolve("move", {{"unit", "gun"}, {"charging", true}}, {5, 5}), RuleError);
}

} // namespace adc::jackson::test
