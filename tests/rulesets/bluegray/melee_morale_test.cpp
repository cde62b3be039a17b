#include "bluegray_fixture.hpp"

namespace adc::bluegray::test {

using Morale = BlueGrayGame;

TEST_F(Morale, ByQualityAndKind) {
    inf("elite", "union", "elite", 10);
    inf("line", "union", "line", 10);
    inf("rec", "union", "recruit", 10);
    unit({{"id", "cav"},
          {"name", "cav"},
          {"kind", "cavalry"},
          {"quality", "recruit"},
          {"strength", 10}},
         "union");
    unit({{"id", "eng"},
          {"name", "eng"},
          {"kind", "engineer"},
          {"quality", "recruit"},
          {"strength", 10}},
         "union");
    unit({{"id", "gun"},
          {"name", "gun"},
          {"kind", "artillery"},
          {"quality", "recruit"},
          {"strength", 5}},
         "union");
    for (const std::string id : {"elite", "cav", "eng", "gun"}) {
        Outcome o = roll("morale", {{"unit", id}});
        EXPECT_FALSE(o.result["tested"].get<bool>()) << id;
        EXPECT_TRUE(o.rolls.empty());
    }
    const std::array<bool, 6> lineRetreat = {true, true, false, false, false, false};
    const std::array<bool, 6> recRetreat = {true, true, true, false, false, false};
    for (int f = 1; f <= 6; ++f) {
        EXPECT_EQ(roll("morale", {{"unit", "line"}}, {f}).result["passed"].get<bool>(),
                  !lineRetreat[static_cast<std::size_t>(f - 1)]);
        EXPECT_EQ(roll("morale", {{"unit", "rec"}}, {f}).result["passed"].get<bool>(),
                  !recRetreat[static_cast<std::size_t>(f - 1)]);
    }
    play("morale", {{"unit", "rec"}}, {3});
    EXPECT_EQ(u("rec").status, "retreating");
}

TEST_F(Morale, RallyNumbersShrinkUntilRouted) {
    inf("rec", "union", "recruit", 10);
    play("morale", {{"unit", "rec"}}, {1});
    EXPECT_THROW(roll("rally", {{"unit", "rec"}}, {6}), RuleError); // rallies from next move
    // needs 2, 3, 4, 5, 6: fail each with one below
    for (int turn = 2, need = 2; need <= 6; ++turn, ++need) {
        at(turn, "morale");
        Outcome o = play("rally", {{"unit", "rec"}}, {need - 1});
        EXPECT_EQ(o.result["need"], need);
        EXPECT_FALSE(o.result["rallied"].get<bool>());
        EXPECT_EQ(o.result["routed"].get<bool>(), need == 6);
    }
    EXPECT_EQ(u("rec").status, "routed");
}

TEST_F(Morale, RallyAndRestartOrContinue) {
    inf("rec", "union", "recruit", 10);
    play("morale", {{"unit", "rec"}}, {1});
    at(2, "morale");
    play("rally", {{"unit", "rec"}}, {1}); // fails 2-6
    at(3, "morale");
    EXPECT_TRUE(play("rally", {{"unit", "rec"}}, {3}).result["rallied"].get<bool>()); // 3-6
    EXPECT_EQ(u("rec").status, "good_order");
    play("morale", {{"unit", "rec"}}, {1});
    at(4, "morale");
    EXPECT_EQ(roll("rally", {{"unit", "rec"}}, {6}).result["need"], 2); // G13 (a): restart
    option("rally_restart", "continue");
    sc.units.clear();
    inf("rec", "union", "recruit", 10);
    play("morale", {{"unit", "rec"}}, {1});
    at(2, "morale");
    play("rally", {{"unit", "rec"}}, {1});
    at(3, "morale");
    play("rally", {{"unit", "rec"}}, {3});
    play("morale", {{"unit", "rec"}}, {1});
    at(4, "morale");
    EXPECT_EQ(roll("rally", {{"unit", "rec"}}, {6}).result["need"], 3);
}

using Melee = BlueGrayGame;

TEST_F(Melee, PointsTimesDieAndLosses) {
    inf("a", "union", "line", 10);
    inf("d", "confed", "recruit", 10);
    // 10 × 4 = 40 against 5 × 2 = 10: recruits lose half of 5 points = 2.5 pts = 5 men;
    // line loses half the loser's points = 2.5 men, rounded 3
    Outcome o =
        play("melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}}, {4, 2});
    EXPECT_EQ(o.result["winner"], "attacker");
    EXPECT_EQ(o.result["throws"], 1);
    // The throws and totals are in the steps (the result keeps what the odds weigh).
    EXPECT_TRUE(std::any_of(o.steps.begin(), o.steps.end(), [](const Step& st) {
        return st.text == "a: 10 × 4 = 40; d: 5 × 2 = 10";
    }));
    EXPECT_EQ(o.result["defender_losses"], 5);
    EXPECT_EQ(o.result["attacker_losses"], 3);
    EXPECT_EQ(u("d").strength, 5);
    EXPECT_EQ(u("a").strength, 7);
    EXPECT_EQ(st().flags["melees"].size(), 1u);
}

TEST_F(Melee, TroopValues) {
    struct Case {
        json unit;
        double points;
    };
    const std::vector<Case> cases = {
        {{{"kind", "cavalry"}, {"quality", "recruit"}}, 20},
        {{{"kind", "officer"}, {"quality", "line"}}, 20},
        {{{"kind", "infantry"}, {"quality", "elite"}}, 15},
        {{{"kind", "infantry"}, {"quality", "line"}}, 10},
        {{{"kind", "infantry"}, {"quality", "recruit"}}, 5},
        {{{"kind", "infantry"}, {"quality", "recruit"}, {"formation", "square"}}, 20},
        {{{"kind", "infantry"}, {"quality", "line"}, {"cover", "woods"}}, 15},
        {{{"kind", "infantry"}, {"quality", "line"}, {"cover", "permanent_fortification"}}, 20},
        {{{"kind", "infantry"},
          {"quality", "line"},
          {"cover", "field_fortification"},
          {"enclosed", true}},
         20},
        {{{"kind", "infantry"},
          {"quality", "line"},
          {"cover", "permanent_fortification"},
          {"enclosed", true}},
         30},
    };
    for (const auto& c : cases) {
        sc.units.clear();
        inf("a", "union", "line", 10);
        json d = {{"id", "d"}, {"name", "d"}, {"strength", 10}};
        d.update(c.unit);
        unit(d, "confed");
        Outcome o = roll(
            "melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}}, {3, 4});
        EXPECT_EQ(o.result["defender_points"].get<double>(), c.points) << c.unit.dump();
    }
}

TEST_F(Melee, WinnerLossAndConversionHouseRules) {
    unit({{"id", "c"}, {"name", "c"}, {"kind", "cavalry"}, {"quality", "line"}, {"strength", 10}},
         "union");
    inf("d", "confed", "line", 8);
    // cavalry 20 × 5 = 100 against 8 × 2 = 16: loser loses 4 points = 4 men (line)
    // winner loses half the loser's points = 4 points = 2 cavalrymen (per man value 2)
    auto run = [&] {
        return roll("melee", {{"attacker", "c"}, {"defender", "d"}, {"attacker_charging", false}},
                    {5, 2});
    };
    Outcome a = run();
    EXPECT_EQ(a.result["defender_losses"], 4);
    EXPECT_EQ(a.result["attacker_losses"], 2);
    option("melee_conversion", "one_per_point");
    EXPECT_EQ(run().result["attacker_losses"], 4);
    option("melee_conversion", "per_man_value");
    option("melee_winner_loss", "half_loser_loss");
    EXPECT_EQ(run().result["attacker_losses"], 1); // 2 points
    option("melee_winner_loss", "half_loser_total");
    EXPECT_EQ(run().result["attacker_losses"], 4); // half of 8 × 2 = 8 points = 4 cavalrymen
}

TEST_F(Melee, TiesByHouseRule) {
    inf("a", "union", "line", 10);
    inf("d", "confed", "line", 10);
    Outcome again =
        roll("melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}},
             {3, 3, 5, 1});
    EXPECT_EQ(again.result["winner"], "attacker");
    EXPECT_EQ(again.rolls.size(), 4u);
    option("melee_ties", "no_result");
    Outcome none =
        roll("melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}}, {3, 3});
    EXPECT_EQ(none.result["winner"], "none");
    EXPECT_EQ(none.result["attacker_losses"], 0);
    option("melee_ties", "defender_wins");
    EXPECT_EQ(
        roll("melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}}, {3, 3})
            .result["winner"],
        "defender");
}

TEST_F(Melee, ShockPower) {
    inf("col", "union", "line", 9, {{"formation", "column"}});
    unit(
        {{"id", "cav"}, {"name", "cav"}, {"kind", "cavalry"}, {"quality", "line"}, {"strength", 7}},
        "union");
    inf("d", "confed", "line", 20);
    inf("w", "confed", "line", 20, {{"cover", "stone_wall"}});
    auto shock = [&](json p) {
        p["defender"] = p.value("defender", "d");
        return roll("melee", p, {6, 1}).result["shock"].get<int>();
    };
    EXPECT_EQ(shock({{"attacker", "col"}, {"front_rank", 9}}), 3);
    EXPECT_EQ(shock({{"attacker", "col"}}), 0); // a single column is 2 men wide (G8 a)
    EXPECT_EQ(shock({{"attacker", "col"}, {"column_of_units", true}}), 3);
    EXPECT_EQ(shock({{"attacker", "cav"}}), 3); // 7 / 2 rounded down
    EXPECT_EQ(shock({{"attacker", "cav"}, {"defender_standing", false}}), 0);
    EXPECT_EQ(shock({{"attacker", "cav"}, {"defender", "w"}}), 0);
    EXPECT_EQ(shock({{"attacker", "cav"}, {"attacker_charging", false}}), 0);
    option("shock_rounding", "nearest");
    EXPECT_EQ(shock({{"attacker", "cav"}}), 4);
    option("shock_count", "all_ranks");
    EXPECT_EQ(shock({{"attacker", "col"}}), 3);
    // the shock casualties come off before the points are counted
    Outcome o = roll("melee", {{"attacker", "cav"}, {"defender", "d"}}, {6, 1});
    EXPECT_EQ(o.result["defender_points"].get<double>(), 16.0);
}

TEST_F(Melee, SupportsAndSecondMove) {
    inf("a", "union", "line", 10);
    inf("d", "confed", "line", 4);
    inf("s", "confed", "line", 4);
    EXPECT_THROW(
        roll("melee",
             {{"attacker", "a"}, {"defender", "d"}, {"supports", {"s"}}, {"support_distance", 3}}),
        RuleError);
    Outcome o = play("melee",
                     {{"attacker", "a"},
                      {"defender", "d"},
                      {"supports", {"s"}},
                      {"support_distance", 2},
                      {"attacker_charging", false}},
                     {1, 6});
    EXPECT_EQ(o.result["defender_points"].get<double>(), 8.0);
    EXPECT_EQ(o.result["winner"], "defender");
    EXPECT_EQ(o.result["attacker_losses"], 5);
    EXPECT_EQ(o.result["defender_losses"], 5);
    EXPECT_EQ(u("d").strength, 0);
    EXPECT_EQ(u("s").strength, 3);
    EXPECT_THROW(roll("melee_end", {{"attacker", "a"}}), RuleError); // next move
    at(2, "melee");
    auto owed = rs->owed(st());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].action, "melee_end");
    Outcome end = play("melee_end", {{"attacker", "a"}, {"winner", "hold"}});
    EXPECT_EQ(end.result["retreat_inches"], 9.0);
    EXPECT_FALSE(st().flags.contains("melees"));
}

} // namespace adc::bluegray::test
