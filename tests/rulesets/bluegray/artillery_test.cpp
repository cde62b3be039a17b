#include "bluegray_fixture.hpp"

namespace adc::bluegray::test {

class Artillery : public BlueGrayGame {
protected:
    void guns(json gunExtra = json::object(), json targetExtra = json::object()) {
        sc.units.clear();
        json g = {{"id", "gun"},
                  {"name", "Battery A"},
                  {"kind", "artillery"},
                  {"quality", "line"},
                  {"strength", 5}};
        if (gunExtra.is_object()) {
            g.update(gunExtra);
        }
        unit(g, "union");
        json t = {{"id", "enemy_gun"},
                  {"name", "Enemy gun"},
                  {"kind", "artillery"},
                  {"quality", "line"},
                  {"strength", 5}};
        if (targetExtra.is_object()) {
            t.update(targetExtra);
        }
        unit(t, "confed");
        inf("inf", "confed", "line", 30);
        unit({{"id", "sk"},
              {"name", "sk"},
              {"kind", "skirmisher"},
              {"quality", "line"},
              {"strength", 10}},
             "confed");
    }
    Outcome fire(const std::string& target, double range, std::vector<int> faces,
                 json extra = json::object()) {
        json p = {{"unit", "gun"}, {"target", target}, {"range", range}};
        p.update(extra);
        return roll("cannon_fire", p, std::move(faces));
    }
};

TEST_F(Artillery, EveryBandEveryFace) {
    guns();
    const std::vector<std::pair<double, std::array<int, 6>>> bands = {
        {6, {0, 0, 4, 4, 5, 5}},  // close
        {18, {0, 0, 3, 3, 4, 4}}, // medium
        {30, {0, 0, 2, 2, 3, 3}}, // long
        {42, {0, 0, 1, 1, 2, 2}}, // extreme
    };
    for (const auto& [range, row] : bands) {
        for (int face = 1; face <= 6; ++face) {
            EXPECT_EQ(hits(fire("inf", range, {face})), row[static_cast<std::size_t>(face - 1)])
                << range << "\" face " << face;
        }
    }
    EXPECT_EQ(fire("inf", 42, {3}).result["band"], "extreme");
    EXPECT_THROW(fire("inf", 48.5, {3}), RuleError);
}

TEST_F(Artillery, BandEdgesByHouseRule) {
    guns();
    EXPECT_EQ(fire("inf", 12, {3}).result["band"], "close");
    EXPECT_EQ(fire("inf", 24, {3}).result["band"], "medium");
    EXPECT_EQ(fire("inf", 36, {3}).result["band"], "long");
    option("band_boundary", "farther");
    guns();
    EXPECT_EQ(fire("inf", 12, {3}).result["band"], "medium");
    EXPECT_EQ(hits(fire("inf", 36, {3})), 1);
}

TEST_F(Artillery, SkirmishersMinusTwoHitsWithinThreeInches) {
    guns();
    EXPECT_EQ(hits(fire("sk", 6, {6})), 3);
    EXPECT_EQ(hits(fire("sk", 6, {3})), 2);
    EXPECT_EQ(hits(fire("sk", 30, {3})), 0);
    EXPECT_THROW(fire("sk", 6, {6}, {{"targets_within_area", false}}), RuleError);
}

TEST_F(Artillery, CoverByTheG2Readings) {
    guns({}, {});
    sc.units.clear();
    unit({{"id", "gun"},
          {"name", "gun"},
          {"kind", "artillery"},
          {"quality", "line"},
          {"strength", 5}},
         "union");
    inf("inf", "confed", "line", 30, {{"cover", "permanent_fortification"}});
    // weapon_only (default): -1 → face 5 reads 4 at close range: 4 men
    EXPECT_EQ(hits(fire("inf", 6, {5})), 4);
    option("weapon_cover", "weapon_plus_general");
    EXPECT_EQ(hits(fire("inf", 6, {5})), 0); // 5-1-2 = 2: miss
    option("weapon_cover", "general_only");
    EXPECT_EQ(hits(fire("inf", 6, {5})), 4); // 5-2 = 3: 4 men
    option("cover_modifier", "hits");
    EXPECT_EQ(hits(fire("inf", 6, {5})), 3); // 5 men - 2
}

TEST_F(Artillery, CannonAgainstCannonFourTables) {
    // plain: 1-2 knock out, 3-4 two crewmen, 5-6 miss
    const std::array<std::string, 6> plain = {"ko", "ko", "2", "2", "0", "0"};
    const std::array<std::string, 6> hard = {"ko", "2", "0", "0", "0", "0"};
    auto check = [&](const std::array<std::string, 6>& row, const std::string& table) {
        for (int face = 1; face <= 6; ++face) {
            Outcome o = fire("enemy_gun", 20, {face});
            EXPECT_EQ(o.result["table"], table);
            const std::string& want = row[static_cast<std::size_t>(face - 1)];
            EXPECT_EQ(o.result["knocked_out"].get<bool>(), want == "ko") << table << face;
            EXPECT_EQ(hits(o), want == "ko" ? 0 : std::stoi(want)) << table << face;
        }
    };
    guns();
    check(plain, "plain");
    guns({}, {{"cover", "woods"}});
    check(hard, "under_cover");
    guns({{"crew_trained", false}});
    check(hard, "non_artillerymen");
    // both: 1 throws again (1-3 knock out, 4-6 miss)
    guns({{"crew_trained", false}}, {{"cover", "building"}});
    EXPECT_EQ(fire("enemy_gun", 20, {2}).result["hits"], 2);
    EXPECT_TRUE(fire("enemy_gun", 20, {1, 3}).result["knocked_out"].get<bool>());
    Outcome again = fire("enemy_gun", 20, {1, 4});
    EXPECT_FALSE(again.result["knocked_out"].get<bool>());
    EXPECT_EQ(hits(again), 0);
    EXPECT_EQ(again.rolls.size(), 2u);
    option("cannon_throw_again_high", "crew_hit");
    guns({{"crew_trained", false}}, {{"cover", "building"}});
    EXPECT_EQ(hits(fire("enemy_gun", 20, {1, 4})), 2);
    // G7 (b): the target gun's crew decides the table
    option("cannon_manned_by", "target_gun");
    guns({}, {{"crew_trained", false}});
    EXPECT_EQ(fire("enemy_gun", 20, {1}).result["table"], "non_artillerymen");
}

TEST_F(Artillery, KnockOutSilencesTheGun) {
    guns();
    play("cannon_fire", {{"unit", "gun"}, {"target", "enemy_gun"}, {"range", 20}}, {1});
    EXPECT_TRUE(u("enemy_gun").attr<bool>("gun_out", false));
    EXPECT_THROW(
        roll("cannon_fire", {{"unit", "enemy_gun"}, {"target", "inf"}, {"range", 20}}, {1}),
        RuleError);
}

TEST_F(Artillery, CrewRules) {
    guns({{"strength", 1}});
    // one crewman alone loads this move and fires the next
    Outcome load = play("cannon_fire", {{"unit", "gun"}, {"target", "inf"}, {"range", 6}}, {});
    EXPECT_FALSE(load.result["fired"].get<bool>());
    EXPECT_EQ(u("gun").attr<int>("loading_turn", 0), 1);
    at(2, "fire");
    Outcome shot = play("cannon_fire", {{"unit", "gun"}, {"target", "inf"}, {"range", 6}}, {5});
    EXPECT_EQ(hits(shot), 5);
    // helped by another soldier he is as good as two
    guns({{"strength", 1}});
    EXPECT_EQ(hits(fire("inf", 6, {3}, {{"helpers", 1}})), 4);
    // any officer counts as an artilleryman
    EXPECT_EQ(hits(fire("inf", 6, {3}, {{"officers", 1}})), 4);
    // nobody trained and one helper: not enough
    guns({{"strength", 0}, {"start_strength", 5}});
    EXPECT_THROW(fire("inf", 6, {3}, {{"helpers", 1}}), RuleError);
}

TEST_F(Artillery, MovedCannonMayNotFire) {
    guns();
    at(2, "movement");
    setAttr("gun", "moved_turn", 2);
    EXPECT_THROW(roll("cannon_fire", {{"unit", "gun"}, {"target", "inf"}, {"range", 6}}, {3}),
                 RuleError);
}

TEST_F(Artillery, GatlingBands) {
    unit({{"id", "gat"},
          {"name", "Gatling"},
          {"kind", "gatling"},
          {"quality", "recruit"},
          {"strength", 1}},
         "union");
    inf("inf", "confed", "line", 40);
    inf("cov", "confed", "line", 40, {{"cover", "woods"}});
    const std::array<int, 6> close = {0, 0, 5, 5, 6, 6}, longR = {0, 0, 4, 4, 5, 5};
    for (int face = 1; face <= 6; ++face) {
        EXPECT_EQ(
            hits(roll("gatling_fire", {{"unit", "gat"}, {"target", "inf"}, {"range", 8}}, {face})),
            close[static_cast<std::size_t>(face - 1)]);
        EXPECT_EQ(
            hits(roll("gatling_fire", {{"unit", "gat"}, {"target", "inf"}, {"range", 20}}, {face})),
            longR[static_cast<std::size_t>(face - 1)]);
    }
    EXPECT_EQ(roll("gatling_fire", {{"unit", "gat"}, {"target", "inf"}, {"range", 12}}, {3})
                  .result["band"],
              "close");
    EXPECT_EQ(hits(roll("gatling_fire", {{"unit", "gat"}, {"target", "cov"}, {"range", 8}}, {5})),
              5);
    EXPECT_THROW(roll("gatling_fire", {{"unit", "gat"}, {"target", "inf"}, {"range", 25}}, {3}),
                 RuleError);
}

TEST_F(Artillery, EditedTableCellChangesTheResult) {
    json data = rs->data();
    data["artillery"]["bands"][0]["table"][2] = 9;
    data["fire"]["unit_tables"]["line"][2] = 5;
    rs = builtinRulesets().fromJson(data, "edited.json");
    guns();
    EXPECT_EQ(hits(fire("inf", 6, {3})), 9);
    inf("a", "union", "line", 10);
    EXPECT_EQ(hits(roll("fire", {{"unit", "a"}, {"target", "inf"}, {"range", 10}}, {3})), 5);
}

} // namespace adc::bluegray::test
