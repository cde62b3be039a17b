#include "bluegray_fixture.hpp"

#include "adc/owed_tests.hpp"

namespace adc::bluegray::test {

using UnitFire = BlueGrayGame;

// The base check refuses an action outside its declared phase: the game starts in "morale".
TEST_F(UnitFire, RefusedOutsideTheFirePhase) {
    inf("a", "union", "line", 10);
    inf("b", "confed", "line", 20);
    ScriptedDice dice({5});
    try {
        g().resolve({"fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}}, dice);
        FAIL() << "fire resolved in the morale phase";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/phase");
    }
    at(1, "fire");
    ScriptedDice again({5});
    EXPECT_EQ(hits(g().resolve({"fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}}, again)),
              3);
}

TEST_F(UnitFire, EveryFaceOfEveryQualityTable) {
    const std::map<std::string, std::array<int, 6>> expected = {{"elite", {0, 0, 3, 3, 4, 4}},
                                                                {"line", {0, 0, 2, 2, 3, 3}},
                                                                {"recruit", {0, 0, 1, 1, 2, 2}}};
    for (const auto& [q, row] : expected) {
        for (int face = 1; face <= 6; ++face) {
            sc.units.clear();
            inf("a", "union", q, 10);
            inf("b", "confed", "line", 20);
            Outcome o = play("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {face});
            EXPECT_EQ(hits(o), row[static_cast<std::size_t>(face - 1)]) << q << " face " << face;
            EXPECT_EQ(u("b").strength, 20 - row[static_cast<std::size_t>(face - 1)]);
            EXPECT_EQ(o.rolls.size(), 1u);
            EXPECT_EQ(o.rolls[0].purpose, "fire: a at b");
        }
    }
}

TEST_F(UnitFire, CavalryMountedAsRecruitDismountedAsLineEngineersAsLine) {
    unit({{"id", "cav"},
          {"name", "cav"},
          {"kind", "cavalry"},
          {"quality", "elite"},
          {"strength", 8},
          {"weapon", "carbine"}},
         "union");
    unit({{"id", "dis"},
          {"name", "dis"},
          {"kind", "cavalry"},
          {"quality", "recruit"},
          {"strength", 8},
          {"weapon", "carbine"},
          {"mount", "dismounted"}},
         "union");
    unit({{"id", "eng"},
          {"name", "eng"},
          {"kind", "engineer"},
          {"quality", "recruit"},
          {"strength", 6}},
         "union");
    inf("b", "confed", "line", 30);
    EXPECT_EQ(hits(roll("fire", {{"unit", "cav"}, {"target", "b"}, {"range", 18}}, {5})), 2);
    EXPECT_EQ(hits(roll("fire", {{"unit", "dis"}, {"target", "b"}, {"range", 18}}, {5})), 3);
    EXPECT_EQ(hits(roll("fire", {{"unit", "eng"}, {"target", "b"}, {"range", 18}}, {3})), 2);
    // a carbine reaches 18", not 19"
    EXPECT_THROW(roll("fire", {{"unit", "cav"}, {"target", "b"}, {"range", 19}}, {5}), RuleError);
}

TEST_F(UnitFire, RangesByWeapon) {
    inf("rifle", "union", "line", 10);
    inf("musket", "union", "line", 10, {{"weapon", "musket"}});
    inf("b", "confed", "line", 30);
    EXPECT_NO_THROW(roll("fire", {{"unit", "rifle"}, {"target", "b"}, {"range", 24}}, {3}));
    EXPECT_THROW(roll("fire", {{"unit", "rifle"}, {"target", "b"}, {"range", 24.5}}, {3}),
                 RuleError);
    EXPECT_NO_THROW(roll("fire", {{"unit", "musket"}, {"target", "b"}, {"range", 12}}, {3}));
    try {
        roll("fire", {{"unit", "musket"}, {"target", "b"}, {"range", 13}}, {3});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/range");
    }
}

TEST_F(UnitFire, CoverSubtractsFromTheThrowByDefault) {
    const std::vector<std::pair<json, int>> cases = {
        {{{"cover", "woods"}}, 2},                                        // 4-1=3: 2 men
        {{{"cover", "stone_wall"}}, 2},                                   //
        {{{"cover", "building"}}, 2},                                     //
        {{{"cover", "field_fortification"}}, 2},                          //
        {{{"cover", "permanent_fortification"}}, 0},                      // 4-2=2: miss
        {{{"cover", "field_fortification"}, {"enclosed", true}}, 0},      // 4-2
        {{{"cover", "permanent_fortification"}, {"enclosed", true}}, 0}}; // 4-3
    for (const auto& [cover, expect] : cases) {
        sc.units.clear();
        inf("a", "union", "line", 10);
        inf("b", "confed", "line", 20, cover);
        Outcome o = roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {4});
        EXPECT_EQ(hits(o), expect) << cover.dump();
        EXPECT_TRUE(hasStep(o, "G1"));
    }
    // face 6 against enclosed permanent: 6-3 = 3, line 3: 2 men
    sc.units.clear();
    inf("a", "union", "line", 10);
    inf("b", "confed", "line", 20, {{"cover", "permanent_fortification"}, {"enclosed", true}});
    Outcome o = roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {6});
    EXPECT_EQ(hits(o), 2);
    EXPECT_EQ(o.result["modified"], 3);
}

TEST_F(UnitFire, HouseRuleCoverOffTheMenHit) {
    option("cover_modifier", "hits");
    inf("a", "union", "line", 10);
    inf("b", "confed", "line", 20, {{"cover", "permanent_fortification"}});
    EXPECT_EQ(hits(roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {5})), 1); // 3-2
    EXPECT_EQ(hits(roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {3})), 0); // 2-2
}

TEST_F(UnitFire, SquareModifierBothReadings) {
    inf("sq", "union", "line", 10, {{"formation", "square"}});
    inf("b", "confed", "line", 20);
    inf("c", "confed", "line", 20);
    // own_fire (default): the square's own throw is -1
    EXPECT_EQ(hits(roll("fire", {{"unit", "sq"}, {"target", "b"}, {"range", 10}}, {3})), 0);
    EXPECT_EQ(hits(roll("fire", {{"unit", "b"}, {"target", "sq"}, {"range", 10}}, {3})), 2);
    option("square_modifier", "fire_at_square");
    EXPECT_EQ(hits(roll("fire", {{"unit", "sq"}, {"target", "b"}, {"range", 10}}, {3})), 2);
    EXPECT_EQ(hits(roll("fire", {{"unit", "b"}, {"target", "sq"}, {"range", 10}}, {3})), 0);
}

TEST_F(UnitFire, PointBlankHasNoEffectUnlessHouseRule) {
    inf("a", "union", "line", 10);
    inf("b", "confed", "line", 20);
    Outcome o = roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 6}}, {2});
    EXPECT_EQ(hits(o), 0);
    EXPECT_TRUE(hasStep(o, "G4"));
    option("point_blank", "bonus");
    EXPECT_EQ(hits(roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 6}}, {2})), 2);
    EXPECT_EQ(hits(roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 6.5}}, {2})), 0);
}

TEST_F(UnitFire, RepeatersAndSharpshootersFromTheScenario) {
    inf("rep", "union", "line", 10, {{"extra_hits", 1}});
    inf("sharp", "union", "line", 10, {{"fire_bonus", 1}});
    inf("b", "confed", "line", 20);
    EXPECT_EQ(hits(roll("fire", {{"unit", "rep"}, {"target", "b"}, {"range", 10}}, {3})), 3);
    EXPECT_EQ(hits(roll("fire", {{"unit", "rep"}, {"target", "b"}, {"range", 10}}, {2})), 0);
    EXPECT_EQ(hits(roll("fire", {{"unit", "sharp"}, {"target", "b"}, {"range", 10}}, {2})), 2);
}

TEST_F(UnitFire, RefusalsAndBookkeeping) {
    inf("a", "union", "line", 10);
    inf("small", "union", "line", 3);
    inf("b", "confed", "line", 20);
    inf("mine", "union", "line", 20);
    EXPECT_THROW(roll("fire", {{"unit", "small"}, {"target", "b"}, {"range", 10}}, {3}), RuleError);
    EXPECT_THROW(roll("fire", {{"unit", "a"}, {"target", "mine"}, {"range", 10}}, {3}), RuleError);
    Outcome o =
        play("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}, {"flank_or_rear", true}}, {3});
    ASSERT_NE(owedTest(st(), "b", "morale"), nullptr);
    EXPECT_EQ(*owedTest(st(), "b", "morale"),
              json({{"reason", "fired on in move 1"}, {"move", 1}}));
    EXPECT_EQ(u("a").attr<int>("fired_turn", 0), 1);
    // fired once this move
    EXPECT_THROW(roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {3}), RuleError);
    // b was fired at in its flank by a: it may not return fire against a...
    try {
        roll("fire", {{"unit", "b"}, {"target", "a"}, {"range", 10}}, {3});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/target");
    }
    // ...but may fire at others
    EXPECT_NO_THROW(roll("fire", {{"unit", "b"}, {"target", "mine"}, {"range", 10}}, {3}));
    // the casualty is marked with the move
    ASSERT_EQ(u("b").casualties.size(), 1u);
    EXPECT_EQ(u("b").casualties[0].turn, 1);
    EXPECT_EQ(u("b").casualties[0].count, 2);
}

TEST_F(UnitFire, GunCrewFireSmallArmsOnlyWithoutTheirGun) {
    unit({{"id", "gun"},
          {"name", "gun"},
          {"kind", "artillery"},
          {"quality", "line"},
          {"strength", 5}},
         "union");
    inf("b", "confed", "line", 20);
    EXPECT_THROW(roll("fire", {{"unit", "gun"}, {"target", "b"}, {"range", 10}}, {3}), RuleError);
    setAttr("gun", "gun_out", true);
    EXPECT_EQ(hits(roll("fire", {{"unit", "gun"}, {"target", "b"}, {"range", 10}}, {5})), 3);
}

using IndividualFire = BlueGrayGame;

TEST_F(IndividualFire, AgainstAUnitEveryFace) {
    const std::map<std::string, std::array<int, 6>> expected = {{"elite", {0, 0, 0, 1, 1, 1}},
                                                                {"line", {0, 0, 0, 0, 1, 1}},
                                                                {"recruit", {0, 0, 0, 0, 0, 1}}};
    for (const auto& [q, row] : expected) {
        sc.units.clear();
        unit({{"id", "i"}, {"name", "i"}, {"kind", "individual"}, {"quality", q}, {"strength", 6}},
             "union");
        inf("b", "confed", "line", 20);
        Outcome o = roll("individual_fire", {{"unit", "i"}, {"target", "b"}, {"range", 10}},
                         {1, 2, 3, 4, 5, 6});
        int sum = 0;
        for (int h : row) {
            sum += h;
        }
        EXPECT_EQ(hits(o), sum) << q;
        EXPECT_EQ(o.rolls.size(), 6u);
        EXPECT_EQ(o.rolls[2].purpose, "fire: i singly, die 3 of 6");
    }
}

TEST_F(IndividualFire, AgainstIndividualsAndRecruitThrowsAgain) {
    for (const std::string q : {"elite", "line"}) {
        sc.units.clear();
        unit({{"id", "i"}, {"name", "i"}, {"kind", "individual"}, {"quality", q}, {"strength", 6}},
             "union");
        unit({{"id", "s"},
              {"name", "s"},
              {"kind", "skirmisher"},
              {"quality", "line"},
              {"strength", 10}},
             "confed");
        Outcome o = roll("individual_fire", {{"unit", "i"}, {"target", "s"}, {"range", 10}},
                         {1, 2, 3, 4, 5, 6});
        EXPECT_EQ(hits(o), q == "elite" ? 2 : 1) << q;
    }
    sc.units.clear();
    unit({{"id", "r"},
          {"name", "r"},
          {"kind", "individual"},
          {"quality", "recruit"},
          {"strength", 3}},
         "union");
    unit(
        {{"id", "s"}, {"name", "s"}, {"kind", "skirmisher"}, {"quality", "line"}, {"strength", 10}},
        "confed");
    // 5 miss; 6 throws again: 3 miss; 6 throws again: 4 hits (the figures' dice first, then
    // the throws again as a second pool)
    Outcome o =
        roll("individual_fire", {{"unit", "r"}, {"target", "s"}, {"range", 10}}, {5, 6, 6, 3, 4});
    EXPECT_EQ(hits(o), 1);
    EXPECT_EQ(o.rolls.size(), 5u);
    EXPECT_EQ(o.rolls[3].purpose, "fire: r singly, throw again, die 1 of 2");
}

TEST_F(IndividualFire, SkirmisherTablesAndTheOfficerNote) {
    unit({{"id", "sk"},
          {"name", "sk"},
          {"kind", "skirmisher"},
          {"quality", "recruit"},
          {"strength", 6}},
         "union");
    inf("b", "confed", "line", 20,
        {{"leaders", json::array({{{"name", "Col. Smith"}, {"rank", "colonel"}}})}});
    unit({{"id", "s2"},
          {"name", "s2"},
          {"kind", "skirmisher"},
          {"quality", "line"},
          {"strength", 10}},
         "confed");
    EXPECT_EQ(hits(roll("individual_fire", {{"unit", "sk"}, {"target", "b"}, {"range", 10}},
                        {1, 2, 3, 4, 5, 6})),
              3);
    EXPECT_EQ(hits(roll("individual_fire", {{"unit", "sk"}, {"target", "s2"}, {"range", 10}},
                        {1, 2, 3, 4, 5, 6})),
              2);
    // aiming at the colonel: a 4 hits a soldier, the 5 hits the officer
    Outcome o = play(
        "individual_fire",
        {{"unit", "sk"}, {"target", "b"}, {"range", 10}, {"figures", 2}, {"officer", 1}}, {4, 5});
    EXPECT_EQ(hits(o), 1);
    EXPECT_TRUE(o.result["officer_hit"].get<bool>());
    EXPECT_EQ(u("b").leaders[0].status, "killed");
    EXPECT_EQ(u("b").strength, 19);
}

TEST_F(IndividualFire, UnitsBelowFourMenAndFrontRankRules) {
    inf("small", "union", "elite", 3);
    inf("big", "union", "line", 10);
    inf("b", "confed", "line", 20);
    unit(
        {{"id", "s"}, {"name", "s"}, {"kind", "skirmisher"}, {"quality", "line"}, {"strength", 10}},
        "confed");
    EXPECT_EQ(hits(roll("individual_fire", {{"unit", "small"}, {"target", "b"}, {"range", 10}},
                        {4, 4, 1})),
              2);
    // a full unit fires as a unit at a unit...
    EXPECT_THROW(roll("individual_fire", {{"unit", "big"}, {"target", "b"}, {"range", 10}}, {6}),
                 RuleError);
    // ...but its front rank may fire singly at skirmishers
    EXPECT_EQ(hits(roll("individual_fire",
                        {{"unit", "big"}, {"target", "s"}, {"range", 10}, {"figures", 2}}, {6, 5})),
              1);
    EXPECT_THROW(roll("individual_fire",
                      {{"unit", "big"}, {"target", "s"}, {"range", 10}, {"figures", 11}}, {6}),
                 RuleError);
}

TEST_F(UnitFire, NoFireIntoMelee) {
    inf("a", "union", "line", 10);
    inf("c", "union", "line", 10);
    inf("b", "confed", "line", 20);
    play("melee", {{"attacker", "c"}, {"defender", "b"}, {"attacker_charging", false}}, {5, 1});
    EXPECT_THROW(roll("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {3}), RuleError);
}

// "Firing is simultaneous." A unit that lost men earlier in the same fire phase still fires
// with the men it had when the phase began: wiped out, it still fires (the request check and
// the form's picker both ask unitRefusal); brought below 4 men, it still fires as a unit. Once
// the fire phase ends it is gone.
TEST_F(UnitFire, FiringIsSimultaneousUnitsFireWithTheMenTheyHadAtTheStart) {
    inf("a", "union", "elite", 10);
    inf("e", "union", "elite", 10);
    inf("b", "confed", "line", 4);
    inf("c", "confed", "line", 6);
    at(1, "fire");
    play("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {5}); // 4 men: b wiped out
    ASSERT_TRUE(u("b").eliminated());
    const ActionSpec& fire = *rs->action("fire");
    EXPECT_EQ(rs->unitRefusal(fire, *fire.param("unit"), u("b"), st()), "");
    EXPECT_EQ(rs->unitRefusal(fire, *fire.param("target"), u("b"), st()), "has been wiped out");
    Outcome back = play("fire", {{"unit", "b"}, {"target", "a"}, {"range", 10}}, {5});
    EXPECT_EQ(hits(back), 3); // the line table, as a unit of 4
    EXPECT_EQ(u("a").strength, 7);
    EXPECT_TRUE(adc::test::hasStep(back, "/sequence/3"));
    play("fire", {{"unit", "e"}, {"target", "c"}, {"range", 10}}, {5}); // c: 6 - 4 = 2 men
    EXPECT_EQ(hits(play("fire", {{"unit", "c"}, {"target", "a"}, {"range", 10}}, {3})), 2);
    // The fire phase over, b is gone.
    ScriptedDice none({});
    g().apply(g().advancePhase(none));
    EXPECT_EQ(rs->unitRefusal(fire, *fire.param("unit"), u("b"), st()), "has been wiped out");
}

// "Orders to fire are unnecessary." Fire is optional: the fire phase owes nothing, and Next
// phase is not held up by units that do not fire.
TEST_F(UnitFire, OrdersToFireAreUnnecessaryFireIsNotOwed) {
    unit({{"id", "gun"},
          {"name", "gun"},
          {"kind", "artillery"},
          {"quality", "line"},
          {"strength", 5}},
         "union");
    inf("a", "union", "line", 10);
    inf("b", "confed", "recruit", 10);
    at(1, "fire");
    EXPECT_TRUE(rs->owed(st()).empty());
}

} // namespace adc::bluegray::test
