#include "bluegray_fixture.hpp"

#include "adc/departure.hpp"

namespace adc::bluegray::test {

using Battle = BlueGrayGame;

TEST_F(Battle, InitiativeHighManFiresFirstTiesThrowAgain) {
    inf("a", "union", "line", 10);
    Outcome o = play("initiative", json::object(), {4, 4, 2, 5});
    EXPECT_EQ(o.result["winner"], "confed");
    EXPECT_EQ(o.rolls.size(), 4u);
    EXPECT_EQ(st().flags["first_to_fire"], "confed");
}

TEST_F(Battle, DeploymentZoneBothReadings) {
    inf("a", "union", "line", 10);
    auto ok = [&](double rear, double side) {
        return roll("deployment_check", {{"unit", "a"}, {"from_rear", rear}, {"from_side", side}})
            .result["allowed"]
            .get<bool>();
    };
    EXPECT_TRUE(ok(9, 30));
    EXPECT_TRUE(ok(30, 9));
    EXPECT_FALSE(ok(9.5, 30));
    option("deployment_zone", "rear_and_side");
    EXPECT_FALSE(ok(9, 30));
    EXPECT_TRUE(ok(9, 9));
}

class Victory : public BlueGrayGame {
protected:
    // Two sides of 100 figures; set losses and read the verdict.
    json check(int unionLost, int confedLost, json params = json::object()) {
        sc.units.clear();
        inf("u", "union", "line", 100 - unionLost, {{"start_strength", 100}});
        inf("c", "confed", "line", 100 - confedLost, {{"start_strength", 100}});
        return roll("victory", params).result;
    }
};

TEST_F(Victory, PercentagesMarginsAndDraws) {
    EXPECT_EQ(check(40, 30)["verdict"], "continue");
    json loss = check(50, 45);
    EXPECT_EQ(loss["verdict"], "loss");
    EXPECT_EQ(loss["loser"], "union");
    EXPECT_EQ(loss["percent"]["union"], 50.0);
    EXPECT_EQ(check(50, 46)["verdict"], "draw"); // 50% against 46%: under 5 points
    EXPECT_EQ(check(60, 51)["verdict"], "draw"); // both over 50%
    EXPECT_EQ(check(55, 50)["loser"], "union");  // G11 (a): 50 is not "over 50"
    option("victory_exactly_50", "fifty_counts");
    EXPECT_EQ(check(55, 50)["verdict"], "draw");
    EXPECT_EQ(check(10, 0, {{"retreated_side", "confed"}})["loser"], "confed");
    EXPECT_EQ(check(10, 0, {{"cut_off_side", "union"}})["loser"], "union");
    EXPECT_THROW(check(10, 0, {{"cut_off_side", "nobody"}}), RuleError);
}

TEST_F(Victory, CountsMenNotFigures) {
    inf("u", "union", "line", 5, {{"start_strength", 10}, {"men_per_figure", 100}});
    inf("u2", "union", "line", 10, {{"men_per_figure", 10}});
    inf("c", "confed", "line", 10);
    json r = roll("victory", json::object()).result;
    // union lost 500 of 1100 men
    EXPECT_EQ(r["percent"]["union"], 45.5);
}

// G: "the side that has lost 50% of its total men": a unit withdrawn before then was one of
// them, and the men it lost are lost (adc/departure.hpp).
TEST_F(Victory, AUnitThatLeftTheTableStillCountsItsMen) {
    inf("u", "union", "line", 40, {{"start_strength", 100}});
    inf("u2", "union", "line", 100);
    inf("c", "confed", "line", 100);
    g().apply(leaveTable(*rs, st(), "u", "withdrawn"));
    // 60 of the Union's 200 men: 30%, not 0 of the 100 still on the table.
    EXPECT_EQ(roll("victory", json::object()).result["percent"]["union"], 30.0);
}

using Siege = BlueGrayGame;

TEST_F(Siege, GrenadesHitAndImmobilise) {
    unit({{"id", "eng"},
          {"name", "eng"},
          {"kind", "engineer"},
          {"quality", "line"},
          {"strength", 2}},
         "union");
    inf("t", "confed", "line", 30);
    Outcome o =
        play("grenade", {{"unit", "eng"}, {"target", "t"}, {"range", 5}, {"grenades", 2}}, {2, 3});
    EXPECT_EQ(o.result["grenade_hits"], 1);
    EXPECT_EQ(o.result["hits"], 6);
    EXPECT_EQ(u("t").strength, 24);
    EXPECT_EQ(u("eng").attr<int>("grenades_used", 0), 2);
    at(2, "fire");
    Outcome loose = roll("grenade",
                         {{"unit", "eng"},
                          {"target", "t"},
                          {"range", 6},
                          {"target_formation", "loose"},
                          {"men_within_radius", 2}},
                         {6});
    EXPECT_EQ(loose.result["hits"], 2);
    EXPECT_THROW(roll("grenade", {{"unit", "eng"}, {"target", "t"}, {"range", 6.5}}, {6}),
                 RuleError);
    EXPECT_THROW(roll("grenade", {{"unit", "eng"}, {"target", "t"}, {"range", 3}, {"grenades", 3}},
                      {6, 6, 6}),
                 RuleError); // two engineers throw two a move
    for (int face = 1; face <= 6; ++face) {
        EXPECT_EQ(roll("grenade", {{"unit", "eng"}, {"target", "t"}, {"range", 3}}, {face})
                      .result["grenade_hits"],
                  face >= 3 ? 1 : 0);
    }
}

TEST_F(Siege, EnclosedWorksAndExplosives) {
    unit({{"id", "eng"},
          {"name", "eng"},
          {"kind", "engineer"},
          {"quality", "line"},
          {"strength", 1}},
         "union");
    inf("fort", "confed", "line", 10, {{"cover", "permanent_fortification"}, {"enclosed", true}});
    inf("redoubt", "confed", "line", 9, {{"cover", "field_fortification"}, {"enclosed", true}});
    EXPECT_EQ(
        roll("grenade", {{"unit", "eng"}, {"target", "fort"}, {"range", 3}}, {4}).result["hits"],
        10);
    EXPECT_EQ(
        roll("grenade", {{"unit", "eng"}, {"target", "redoubt"}, {"range", 3}}, {4}).result["hits"],
        4);
    Outcome gap = play("explosives", {{"unit", "eng"}, {"obstacle", "palisade"}});
    EXPECT_EQ(gap.result["gap_inches"], 2.0);
    EXPECT_THROW(roll("explosives", {{"unit", "eng"}, {"obstacle", "palisade"}}), RuleError);
    sc.units[0].startStrength = 3;
    sc.units[0].strength = 3;
    game.reset();
    EXPECT_EQ(roll("explosives", {{"unit", "eng"}, {"obstacle", "field_fortification"}})
                  .result["gap_inches"],
              1.0);
    EXPECT_EQ(roll("explosives",
                   {{"unit", "eng"}, {"obstacle", "chevaux_de_frise"}, {"occupants", "redoubt"}})
                  .result["hits"],
              4);
}

TEST_F(Siege, TearingDownTakesTheMove) {
    inf("a", "union", "line", 10);
    inf("t", "confed", "line", 10);
    at(2, "movement");
    play("tear_down", {{"unit", "a"}, {"obstacle", "palisade"}});
    EXPECT_THROW(roll("fire", {{"unit", "a"}, {"target", "t"}, {"range", 5}}, {3}), RuleError);
    order("a", "forward");
    EXPECT_THROW(roll("move", {{"unit", "a"}}), RuleError);
}

using Sequence = BlueGrayGame;

TEST_F(Sequence, PhasesAndEndOfMoveAnnouncement) {
    ASSERT_EQ(rs->sequence().size(), 6u);
    EXPECT_EQ(rs->sequence()[0].id, "morale");
    EXPECT_EQ(rs->sequence()[5].id, "end");
    inf("a", "union", "line", 3);
    inf("b", "confed", "line", 10);
    at(1, "end");
    auto owed = rs->owed(st());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].unit, "a");
    ScriptedDice none({});
    Outcome next = g().advancePhase(none);
    ASSERT_FALSE(next.effects.empty());
    bool noted = false;
    for (const auto& e : next.effects) {
        noted = noted || (e.kind == EffectKind::Note &&
                          e.text == "End of move 1: units with fewer than 4 men: a (Union)");
    }
    EXPECT_TRUE(noted);
    g().apply(next);
    EXPECT_EQ(st().turn, 2);
    EXPECT_EQ(st().phase, 0);
    // mid-move phases add nothing
    Outcome mid = g().advancePhase(none);
    EXPECT_EQ(mid.effects.size(), 1u);
}

TEST_F(Sequence, OwedMoraleAndOrdersButNoFire) {
    unit({{"id", "gun"},
          {"name", "gun"},
          {"kind", "artillery"},
          {"quality", "line"},
          {"strength", 5}},
         "union");
    unit({{"id", "sk"},
          {"name", "sk"},
          {"kind", "skirmisher"},
          {"quality", "line"},
          {"strength", 6}},
         "union");
    inf("a", "union", "line", 10);
    inf("b", "confed", "recruit", 10);
    at(1, "fire");
    // "Orders to fire are unnecessary": nobody owes fire.
    EXPECT_TRUE(rs->owed(st()).empty());
    play("fire", {{"unit", "a"}, {"target", "b"}, {"range", 10}}, {3});
    at(2, "morale");
    auto morale = rs->owed(st());
    ASSERT_EQ(morale.size(), 1u);
    EXPECT_EQ(morale[0].unit, "b");
    EXPECT_EQ(morale[0].action, "morale");
    play("morale", {{"unit", "b"}}, {1});
    EXPECT_TRUE(rs->owed(st()).empty()); // b retreated this move, rallies next
    at(2, "orders");
    auto orders = rs->owed(st());
    ASSERT_EQ(orders.size(), 3u); // gun, a, b; skirmishers need none
    order("a", "stand");
    EXPECT_EQ(rs->owed(st()).size(), 2u);
    at(3, "morale");
    auto rally = rs->owed(st());
    ASSERT_EQ(rally.size(), 1u);
    EXPECT_EQ(rally[0].action, "rally");
}

TEST_F(Sequence, SpecialRuleIsRecorded) {
    inf("a", "union", "line", 10);
    Outcome o = roll("special_rule", {{"rule", "The fort's gate is barred"}, {"ruling", "closed"}});
    ASSERT_EQ(o.effects.size(), 1u);
    EXPECT_EQ(o.effects[0].kind, EffectKind::Note);
    EXPECT_EQ(o.summary, "Special rule: The fort's gate is barred");
}

TEST_F(Sequence, ScenarioChecks) {
    unit({{"id", "li"},
          {"name", "li"},
          {"kind", "light_infantry"},
          {"quality", "elite"},
          {"strength", 10}},
         "union");
    inf("m", "union", "line", 10, {{"mount", "mounted"}});
    Diagnostics d;
    rs->checkScenario(st(), d);
    ASSERT_EQ(d.items().size(), 2u);
    EXPECT_EQ(d.items()[0].pointer, "/units/li/quality");
    EXPECT_EQ(d.items()[1].pointer, "/units/m/mount");
    EXPECT_EQ(rs->hint("cannon_fire", {{"range", 30}}, st()), "long range (24-36\")");
}

} // namespace adc::bluegray::test
