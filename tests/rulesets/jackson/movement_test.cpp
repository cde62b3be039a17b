#include "table.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

TEST(JacksonMove, DicePerTroopTypeAndChargeDie) {
    const std::vector<std::tuple<std::string, std::string, bool, int>> cases = {
        {"foot", "rifled_musket", false, 2},   {"mounted", "carbine", false, 3},
        {"mounted_indians", "bows", false, 4}, {"indian_warband", "bows", false, 2},
        {"artillery", "12pdr", false, 1},      {"artillery", "12pdr", true, 3},
        {"gatling", "gatling_gun", true, 3}};
    for (const auto& [kind, weapon, limbered, dice] : cases) {
        Table t;
        json u = unit("a", kind, 4, weapon);
        u["limbered"] = limbered;
        t.add("army", u);
        Outcome o = t.resolve("move", {{"unit", "a"}}, std::vector<int>(dice, 3));
        EXPECT_EQ(o.rolls.size(), static_cast<std::size_t>(dice)) << kind;
        EXPECT_EQ(o.result["distance"], 3.0 * dice) << kind;
        if (kind != "artillery" && kind != "gatling") {
            Outcome c = t.resolve("move", {{"unit", "a"}, {"charging", true}},
                                  std::vector<int>(dice + 1, 3));
            EXPECT_EQ(c.result["distance"], 3.0 * (dice + 1)) << kind;
        }
    }
}

TEST(JacksonMove, ZeroIsZero) {
    Table t;
    t.add("army", unit("a", "foot", 4, "rifled_musket"));
    EXPECT_EQ(t.resolve("move", {{"unit", "a"}}, {0, 0}).result["distance"], 0.0);
    EXPECT_THROW(t.resolve("move", {{"unit", "a"}}, {10, 0}), DiceError);
}

TEST(JacksonMove, TerrainFractionsAndDeductions) {
    const std::vector<std::pair<std::string, double>> terrain = {
        {"open", 16}, {"light_woods", 8}, {"heavy_woods", 4}, {"stream", 8}};
    for (const auto& [name, expected] : terrain) {
        Table t;
        t.add("army", unit("a", "foot", 4, "rifled_musket"));
        EXPECT_EQ(t.resolve("move", {{"unit", "a"}, {"terrain", name}}, {8, 8}).result["distance"],
                  expected)
            << name;
    }
    Table t;
    t.add("army", unit("a", "foot", 4, "rifled_musket"));
    // 16" halved = 8, - 2 (one level uphill) - 4 (two fences) = 2.
    json p = {{"unit", "a"}, {"terrain", "light_woods"}, {"uphill_levels", 1}, {"obstacles", 2}};
    EXPECT_EQ(t.resolve("move", p, {8, 8}).result["distance"], 2.0);
    // J6 deduct first: (16 - 6) / 2 = 5.
    Table d;
    d.add("army", unit("a", "foot", 4, "rifled_musket"));
    d.option("terrain_order", "deduct_first");
    EXPECT_EQ(d.resolve("move", p, {8, 8}).result["distance"], 5.0);
    // Never below 0.
    json steep = {{"unit", "a"}, {"uphill_levels", 5}};
    EXPECT_EQ(t.resolve("move", steep, {1, 1}).result["distance"], 0.0);
}

TEST(JacksonMove, RiverQuartersAndCostsFigures) {
    Table t;
    t.add("army", unit("a", "foot", 6, "rifled_musket"));
    Outcome o = t.play("move", {{"unit", "a"}, {"terrain", "river"}}, {8, 8, 7});
    EXPECT_EQ(o.result["distance"], 4.0);
    EXPECT_EQ(o.result["casualties"], 3); // 7 / 2 rounded down
    EXPECT_EQ(t.u("a").strength, 3);
    EXPECT_EQ(o.rolls[2].purpose, "river casualties: a");
    Table up;
    up.add("army", unit("a", "foot", 6, "rifled_musket"));
    up.option("river_casualties", "round_up");
    EXPECT_EQ(
        up.resolve("move", {{"unit", "a"}, {"terrain", "river"}}, {8, 8, 7}).result["casualties"],
        4);
}

TEST(JacksonMove, UnitsWithoutLeadersMayNotCharge) {
    Table t;
    t.add("army", unit("a", "foot", 4, "rifled_musket", "regular", false));
    t.add("army", unit("b", "foot", 4, "rifled_musket"));
    try {
        t.resolve("move", {{"unit", "a"}, {"charging", true}}, {1, 1, 1});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/charging");
    }
    EXPECT_THROW(
        t.resolve("move", {{"unit", "b"}, {"charging", true}, {"command_distance", 13}}, {1, 1, 1}),
        RuleError);
    EXPECT_NO_THROW(t.resolve("move", {{"unit", "b"}, {"charging", true}, {"command_distance", 12}},
                              {1, 1, 1}));
}

TEST(JacksonMove, SequenceAttackerFirstAlternatingMountedFirst) {
    Table t;
    t.add("army", unit("cav", "mounted", 4, "carbine"));
    t.add("army", unit("inf", "foot", 4, "rifled_musket"));
    t.add("army", unit("cav2", "mounted", 4, "carbine"));
    t.add("sioux", unit("braves", "indian_warband", 4, "bows"));
    t.add("sioux", unit("riders", "mounted_indians", 4, "bows"));
    // The first side attacks unless designated otherwise.
    EXPECT_THROW(t.resolve("move", {{"unit", "riders"}}, {1, 1, 1, 1}), RuleError);
    t.play("designate_attacker", {{"side", "sioux"}});
    EXPECT_EQ(t.state().flags["attacker"], "sioux");
    EXPECT_THROW(t.resolve("move", {{"unit", "cav"}}, {1, 1, 1}), RuleError);
    t.play("move", {{"unit", "riders"}}, {1, 1, 1, 1});
    // The same side may not move twice in a row...
    EXPECT_THROW(t.resolve("move", {{"unit", "braves"}}, {1, 1}), RuleError);
    t.play("move", {{"unit", "inf"}}, {1, 1});
    // ...and after a dismounted unit moved no mounted unit may.
    try {
        t.resolve("move", {{"unit", "cav"}, {"other_side_done", true}}, {1, 1, 1});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("all mounted units must move before"),
                  std::string::npos);
    }
    t.play("move", {{"unit", "braves"}}, {1, 1});
    EXPECT_THROW(t.resolve("move", {{"unit", "braves"}}, {1, 1}), RuleError); // moved already
    EXPECT_THROW(t.resolve("designate_attacker", {{"side", "apache"}}), RuleError);
    t.nextTurn();
    EXPECT_FALSE(t.state().flags.contains("dismounted_moved"));
    EXPECT_FALSE(t.u("inf").attr<bool>("moved", true));
    t.play("move", {{"unit", "riders"}}, {1, 1, 1, 1});
    t.play("move", {{"unit", "cav"}}, {1, 1, 1});
}

TEST(JacksonMove, GunNeedsMenToMoveAndDoesNotCharge) {
    Table t;
    json gun = unit("gun", "artillery", 1, "12pdr");
    gun["start_strength"] = 4;
    t.add("army", gun);
    EXPECT_THROW(t.resolve("move", {{"unit", "gun"}}, {5}), RuleError);
    Table c;
    c.add("army", unit("gun", "artillery", 4, "12pdr"));
    EXPECT_THROW(c.resolve("move", {{"unit", "gun"}, {"charging", true}}, {5, 5}), RuleError);
}

} // namespace adc::jackson::test
