#include "mwan_fixture.hpp"

namespace adc::mwan::test {

namespace {

json fight(const std::string& a, const std::string& d, bool charging = true) {
    return {{"attacker", a}, {"defender", d}, {"charging", charging}};
}

json locks(const Game& g) {
    return g.state().flags.value("mwan_melees", json::object());
}

} // namespace

TEST(MwanMelee, FrontRankDiceChargersPlusOneLoserCastsFirst) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("d", 3)}));
    // Attacker 4 dice at +1 (hits on 4+): 4,3,6,1 → 2; defender 3 dice: 5,1,1 → 1.
    Outcome o = play(g, "melee", fight("a", "d"), {4, 3, 6, 1, 5, 1, 1});
    EXPECT_EQ(o.result["attacker_dice"], 4);
    EXPECT_EQ(o.result["defender_dice"], 3);
    EXPECT_EQ(o.result["attacker_hits"], 2);
    EXPECT_EQ(o.result["defender_hits"], 1);
    EXPECT_EQ(o.result["loser"], "d");
    EXPECT_TRUE(hasModifier(o, "/melee/charging", 1));
    EXPECT_EQ(g.state().unit("d")->strength, 1);
    EXPECT_EQ(g.state().unit("a")->strength, 3);
    EXPECT_EQ(due(g)["d"]["reason"], "melee");
    EXPECT_FALSE(due(g).contains("a"));
    // The winner may not cast before the loser.
    EXPECT_EQ(refusal(g, "morale", {{"unit", "a"}, {"reason", "melee"}}), "/params/unit");
}

TEST(MwanMelee, ColumnFrontRankFlankAndArtilleryDice) {
    Game g =
        game(json::array({regiment("a", 6, "trained", "rifled_musket", {{"formation", "column"}})}),
             json::array({regiment("d", 5), section("gun", 3, "rifled_artillery")}));
    Outcome col = resolve(g, "melee", fight("a", "d", false), {1, 1, 1, 1, 1, 1, 1});
    EXPECT_EQ(col.result["attacker_dice"], 2);
    EXPECT_EQ(col.result["defender_dice"], 5);
    json flank = fight("a", "d", false);
    flank["defender_hit_in"] = "flank";
    EXPECT_EQ(resolve(g, "melee", flank, {1, 1, 1}).result["defender_dice"], 1);
    Outcome guns = resolve(g, "melee", fight("a", "gun", false), {1, 1, 1});
    EXPECT_EQ(guns.result["defender_dice"], 1);
    json front = fight("a", "d", false);
    front["attacker_front"] = 4;
    EXPECT_EQ(resolve(g, "melee", front, {1, 1, 1, 1, 1, 1, 1, 1, 1}).result["attacker_dice"], 4);
}

TEST(MwanMelee, MinusOneAgainstCover) {
    Game g = game(json::array({regiment("a", 2)}),
                  json::array({regiment("d", 2, "trained", "rifled_musket", {{"cover", "soft"}})}));
    // Charging +1 and cover -1: hits on 5+. 5,4 → 1 hit; defender 5,4 → 1 hit.
    Outcome o = resolve(g, "melee", fight("a", "d"), {5, 4, 5, 4});
    EXPECT_TRUE(hasModifier(o, "/melee/against_cover", -1));
    EXPECT_EQ(o.result["attacker_hits"], 1);
    EXPECT_EQ(o.result["defender_hits"], 1);
}

TEST(MwanMelee, UnitThatFiredMayNotCharge) {
    Game g = game(json::array({regiment("a", 2, "trained", "rifled_musket", {{"fired", true}})}),
                  json::array({regiment("d", 2)}));
    EXPECT_EQ(refusal(g, "melee", fight("a", "d")), "/params/charging");
    EXPECT_EQ(refusal(g, "melee", fight("a", "d", false), {1, 1, 1, 1}), "");
}

TEST(MwanMelee, BothStandStayLockedAndFightAgainWithoutChargeBonus) {
    Game g = game(json::array({regiment("a", 4, "veteran")}), json::array({regiment("d", 4)}));
    play(g, "melee", fight("a", "d"), {5, 1, 1, 1, 1, 1, 1, 1}); // d loses 1
    // Loser d casts (6 - 1 stand = 5: stands), then winner a (veteran, 3 + 1: stands).
    Outcome loser = play(g, "morale", {{"unit", "d"}}, {6});
    EXPECT_TRUE(loser.result["passed"].get<bool>());
    EXPECT_EQ(due(g)["a"]["reason"], "melee");
    play(g, "morale", {{"unit", "a"}}, {3});
    EXPECT_EQ(locks(g)["a|d"]["stage"], "locked");
    EXPECT_TRUE(due(g).empty());
    // Next turn the lock is owed; the next round has no charge bonus.
    advance(g, 6);
    ASSERT_EQ(g.state().turn, 2);
    auto owedMelee = [&] {
        bool owed = false;
        for (const auto& ob : g.ruleset().owed(g.state())) {
            owed = owed || ob.action == "melee";
        }
        return owed;
    };
    EXPECT_FALSE(owedMelee()); // owed in the melee phase, not before
    adc::test::jumpToPhase(g, 2, "melee");
    EXPECT_TRUE(owedMelee());
    Outcome again = resolve(g, "melee", fight("d", "a"), {4, 4, 4, 1, 1, 1, 1});
    EXPECT_FALSE(hasModifier(again, "/melee/charging", 1));
    EXPECT_EQ(again.result["attacker_hits"], 0);
}

// "We use alternate movement and simultaneous fire, melee and morale." A regiment destroyed in
// one melee of the phase still fights a second melee of the same phase with the stands it had
// when the phase began (both sides' dice before any loss); it is gone once the phase ends.
TEST(MwanMelee, ARegimentDestroyedInOneMeleeStillFightsAnotherThisPhase) {
    Game g = game(json::array({regiment("a", 2)}), json::array({regiment("d", 4)}));
    adc::test::jumpToPhase(g, 1, "melee");
    // a charges d: a's 2 dice at +1 (4+) throw 1,1; d's 4 dice 5,6,1,1 → a loses both stands.
    play(g, "melee", fight("a", "d"), {1, 1, 5, 6, 1, 1});
    ASSERT_TRUE(g.state().unit("a")->eliminated());
    // Simultaneous: a melee of the same phase counts the stands a lost this phase.
    const Ruleset& rs = g.ruleset();
    const ActionSpec& melee = *rs.action("melee");
    EXPECT_EQ(rs.unitRefusal(melee, *melee.param("attacker"), *g.state().unit("a"), g.state()), "");
    json a2 = fight("a", "d", false);
    Outcome o = play(g, "melee", a2, {5, 5, 1, 1, 1, 1});
    EXPECT_EQ(o.result["attacker_dice"], 2);
    EXPECT_EQ(o.result["attacker_hits"], 2);
    EXPECT_EQ(g.state().unit("d")->strength, 2);
    // The melee phase over, a is out of play.
    advance(g);
    EXPECT_EQ(rs.unitRefusal(melee, *melee.param("attacker"), *g.state().unit("a"), g.state()),
              "has been removed from play");
}

// A locked melee is owed its next round only while both its units are in play: a unit destroyed
// by fire leaves nothing to fight, so the next phase is not held up by a round nobody can fight.
TEST(MwanMelee, ALockedMeleeWithADestroyedUnitIsNotOwed) {
    Game g = game(json::array({regiment("a", 4, "veteran"), regiment("f", 4)}),
                  json::array({regiment("d", 1)}));
    adc::test::jumpToPhase(g, 1, "melee");
    play(g, "melee", fight("a", "d", false), {1, 1, 1, 1, 1}); // no losses: both cast (M7)
    play(g, "morale", {{"unit", "a"}}, {6});
    play(g, "morale", {{"unit", "d"}}, {6});
    ASSERT_EQ(locks(g)["a|d"]["stage"], "locked");
    adc::test::jumpToPhase(g, 2, "fire");
    play(g, "fire", {{"firer", "f"}, {"target", "d"}, {"range", 5}, {"target_charging", false}},
         {6, 1, 1, 1});
    ASSERT_TRUE(g.state().unit("d")->eliminated());
    adc::test::jumpToPhase(g, 2, "melee");
    for (const auto& ob : g.ruleset().owed(g.state())) {
        EXPECT_NE(ob.action, "melee") << ob.reason;
    }
}

TEST(MwanMelee, FailedMoraleEndsTheMelee) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("d", 4, "green")}));
    play(g, "melee", fight("a", "d"), {5, 5, 1, 1, 1, 1, 1, 1});
    Outcome o = play(g, "morale", {{"unit", "d"}}, {4}); // 4 - 1 green - 2 stands = 1
    EXPECT_FALSE(o.result["passed"].get<bool>());
    EXPECT_EQ(g.state().unit("d")->status, "routed");
    EXPECT_TRUE(locks(g).empty());
    EXPECT_TRUE(due(g).empty());
}

TEST(MwanMelee, M7EqualLossesBothCastByDefault) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("d", 4)}));
    play(g, "melee", fight("a", "d", false), {5, 1, 1, 1, 5, 1, 1, 1});
    EXPECT_EQ(due(g).size(), 2u);
    play(g, "morale", {{"unit", "a"}}, {6});
    play(g, "morale", {{"unit", "d"}}, {6});
    EXPECT_EQ(locks(g)["a|d"]["stage"], "locked");
}

TEST(MwanMelee, M7StayLockedAndChargedFirst) {
    Game locked = game(json::array({regiment("a", 4)}), json::array({regiment("d", 4)}),
                       {{"melee_draw", "stay_locked"}});
    play(locked, "melee", fight("a", "d", false), {5, 1, 1, 1, 5, 1, 1, 1});
    EXPECT_TRUE(due(locked).empty());
    EXPECT_EQ(locks(locked)["a|d"]["stage"], "locked");
    Game first = game(json::array({regiment("a", 4)}), json::array({regiment("d", 4)}),
                      {{"melee_draw", "charged_first"}});
    play(first, "melee", fight("a", "d", false), {5, 1, 1, 1, 5, 1, 1, 1});
    EXPECT_EQ(due(first).size(), 1u);
    EXPECT_TRUE(due(first).contains("d"));
}

// M7 (c) "The attacker, or the charged side, casts first": the attacker's turn of it.
TEST(MwanMelee, M7AttackerFirstThenTheChargedSide) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("d", 4)}),
                  {{"melee_draw", "attacker_first"}});
    play(g, "melee", fight("a", "d", false), {5, 1, 1, 1, 5, 1, 1, 1});
    EXPECT_EQ(due(g).size(), 1u);
    EXPECT_TRUE(due(g).contains("a"));
    EXPECT_EQ(refusal(g, "morale", {{"unit", "d"}, {"reason", "melee"}}, {6}), "/params/unit");
    play(g, "morale", {{"unit", "a"}}, {6});
    EXPECT_TRUE(due(g).contains("d")); // the attacker stood: the charged side casts
    play(g, "morale", {{"unit", "d"}}, {6});
    EXPECT_EQ(locks(g)["a|d"]["stage"], "locked");
}

TEST(MwanMelee, M10ArtillerySaveInMeleeAsHouseRule) {
    json guns = section("gun", 2, "smoothbore_artillery");
    Game plain = game(json::array({regiment("a", 2)}), json::array({guns}));
    EXPECT_EQ(resolve(plain, "melee", fight("a", "gun"), {5, 5, 1}).result["defender_losses"], 2);
    Game saves = game(json::array({regiment("a", 2)}), json::array({guns}),
                      {{"artillery_melee_save", "fire_and_melee"}});
    Outcome o = resolve(saves, "melee", fight("a", "gun"), {5, 5, 1, 4, 1});
    EXPECT_EQ(o.result["defender_losses"], 1);
}

TEST(MwanMelee, EditedHitNumberChangesTheResult) {
    json data = shippedJson();
    data["melee"]["charging"] = 2;
    Game g = game(json::array({regiment("a", 2)}), json::array({regiment("d", 2)}), json::object(),
                  ruleset(data));
    EXPECT_EQ(resolve(g, "melee", fight("a", "d"), {3, 3, 1, 1}).result["attacker_hits"], 2);
}

} // namespace adc::mwan::test

namespace adc::mwan::test {

TEST(MwanMelee, RoadColumnFightsWithOneStand) {
    Game g = game(
        json::array({regiment("a", 4, "trained", "rifled_musket", {{"formation", "road_column"}})}),
        json::array({regiment("d", 2)}));
    Outcome o =
        resolve(g, "melee", {{"attacker", "a"}, {"defender", "d"}, {"charging", false}}, {1, 1, 1});
    EXPECT_EQ(o.result["attacker_dice"], 1);
}

} // namespace adc::mwan::test

namespace adc::mwan::test {

TEST(MwanMelee, EndedMeleeGivesBackAnEarlierMoraleTrigger) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("d", 4, "green")}));
    play(g, "fire", {{"firer", "d"}, {"target", "a"}, {"range", 5}}, {5, 1, 1, 1});
    ASSERT_EQ(due(g)["a"]["reason"], "fire");
    // Equal losses (1 each): both cast for the melee; a's fire test waits behind it.
    play(g, "melee", {{"attacker", "a"}, {"defender", "d"}, {"charging", false}},
         {5, 1, 1, 1, 5, 1, 1});
    EXPECT_EQ(due(g)["a"]["reason"], "melee");
    play(g, "morale", {{"unit", "d"}}, {1}); // d breaks: the melee is over
    EXPECT_EQ(due(g)["a"]["reason"], "fire");
}

} // namespace adc::mwan::test
