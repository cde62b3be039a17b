// MWAN's odds against their closed forms: fire and melee dice are binomial (5-6, or 6 only when
// halved), artillery saves half their hits, a commander dies on double six, morale and rally
// are one die, and who moves first is an even chance however many ties are rolled again.
#include "scenario_odds.hpp"
#include "simulation.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <string>

namespace adc {

namespace {

using testing::fraction;
using testing::oddsOf;

cli::Request cedarMountain(const std::string& action, json params, json options = json::object()) {
    return testing::scenarioRequest("mwan", "mwan-cedar-mountain.json", action, std::move(params),
                                    std::move(options));
}

} // namespace

TEST(MwanOdds, FireInsideHalfRangeIsBinomialOnFiveSix) {
    // Four stands, sixteen castings: four dice at 8", inside half range, no cover that halves.
    const Odds o =
        oddsOf(cedarMountain("fire", {{"firer", "us-5ct"}, {"target", "cs-48va"}, {"range", 8}}));
    for (int k = 0; k <= 4; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(4, k, 1, 3)) << k;
    }
    EXPECT_EQ(o.branches, 5u);
}

TEST(MwanOdds, DoubleDiceAgainstCoverAndRangeHitOnSixOnly) {
    // 18 castings: 4 dice and a partial die, doubled to 8 against cover and range, all on 6.
    const cli::Request q =
        cedarMountain("fire", {{"firer", "us-10me"}, {"target", "cs-48va"}, {"range", 15}},
                      {{"partial_castings", "partial_die"},
                       {"soft_cover_fire", "halves"},
                       {"cover_and_range", "double_dice"}});
    const Odds o = oddsOf(q);
    for (int k = 0; k <= 9; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(9, k, 1, 6)) << k;
    }
    EXPECT_LE(o.branches, 20u);
}

TEST(MwanOdds, TheAttachedCommanderDiesOnDoubleSix) {
    // Garnett rides with the 21st Virginia: any stand lost puts him at risk of 2D6 = 12.
    const Odds o =
        oddsOf(cedarMountain("fire", {{"firer", "us-5ct"}, {"target", "cs-21va"}, {"range", 8}}));
    // A stand lost: 1 - (2/3)^4 = 65/81; then 1/36.
    EXPECT_EQ(fraction(o, "commanders_killed", json::array({"cs-garnett"})), "65/2916");
    EXPECT_LE(o.branches, 5u + 4u * 2u); // 3 branches of risk dice for each loss, not 36
}

TEST(MwanOdds, GunsSaveHalfTheirHits) {
    // One rifled section at 30", inside half range: one die on 5-6, saved on 4-6.
    const Odds o = oddsOf(
        cedarMountain("fire", {{"firer", "us-knap"}, {"target", "cs-poague"}, {"range", 30}}));
    EXPECT_EQ(fraction(o, "stands_removed", 1), "1/6");
    EXPECT_EQ(fraction(o, "saves", 1), "1/6");
}

TEST(MwanOdds, MeleeDiceAreBinomialWithTheirModifiers) {
    // The 5th Connecticut charges (+1) into cover (-1): 4 dice on 5-6; the Virginians 3 dice.
    const cli::Request q =
        cedarMountain("melee", {{"attacker", "us-5ct"}, {"defender", "cs-21va"}});
    const Odds o = oddsOf(q);
    for (int k = 0; k <= 4; ++k) {
        EXPECT_EQ(fraction(o, "attacker_hits", k), testing::binomialFraction(4, k, 1, 3)) << k;
    }
    for (int k = 0; k <= 3; ++k) {
        EXPECT_EQ(fraction(o, "defender_hits", k), testing::binomialFraction(3, k, 1, 3)) << k;
    }
    EXPECT_LE(testing::walkedOddsOf(q).branches, 5u * 4u * 3u);
}

TEST(MwanOdds, FireAddedUpIsTheWalk) {
    const struct {
        const char* name;
        json params;
        json options = json::object();
    } cases[] = {
        {"at Garnett's regiment", {{"firer", "us-5ct"}, {"target", "cs-21va"}, {"range", 8}}},
        {"double dice, a partial die",
         {{"firer", "us-10me"}, {"target", "cs-21va"}, {"range", 15}},
         {{"partial_castings", "partial_die"},
          {"soft_cover_fire", "halves"},
          {"cover_and_range", "double_dice"}}},
        {"double groups",
         {{"firer", "us-10me"}, {"target", "cs-21va"}, {"range", 15}},
         {{"soft_cover_fire", "halves"}, {"cover_and_range", "double_groups"}}},
        {"guns save", {{"firer", "us-knap"}, {"target", "cs-poague"}, {"range", 30}}},
        {"at chargers",
         {{"firer", "us-napoleons"},
          {"target", "cs-42va"}, // the Stonewall Brigade arrives on turn 3 (issue 38)
          {"range", 6},
          {"target_charging", true}}},
    };
    for (const auto& c : cases) {
        const cli::Request q = cedarMountain("fire", c.params, c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
}

TEST(MwanOdds, MeleeAddedUpIsTheWalk) {
    const struct {
        const char* name;
        json params;
        json options = json::object();
    } cases[] = {
        {"charge into Garnett's regiment", {{"attacker", "us-5ct"}, {"defender", "cs-21va"}}},
        {"a gun section saves in melee",
         {{"attacker", "us-5ct"}, {"defender", "cs-poague"}},
         {{"artillery_melee_save", "fire_and_melee"}}},
        {"Garnett's regiment attacks a battery that saves",
         {{"attacker", "cs-21va"}, {"defender", "us-knap"}, {"charging", false}},
         {{"artillery_melee_save", "fire_and_melee"}}},
        {"hit in the flank",
         {{"attacker", "us-10me"}, {"defender", "cs-21va"}, {"defender_hit_in", "flank"}}},
        {"small regiments may destroy each other",
         {{"attacker", "us-28ny"}, {"defender", "cs-1vabn"}}},
    };
    for (const auto& c : cases) {
        const cli::Request q = cedarMountain("melee", c.params, c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
}

TEST(MwanOdds, WhoMovesFirstIsAnEvenChanceInTwoBranches) {
    const cli::Request q = cedarMountain("initiative", json::object(), {{"first_move", "diced"}});
    const Odds o = oddsOf(q);
    EXPECT_EQ(o.branches, 2u);
    ASSERT_EQ(o.key("first")->values.size(), 2u);
    EXPECT_EQ(o.key("first")->values[0].fraction, "1/2");
    EXPECT_EQ(o.key("first")->values[1].fraction, "1/2");
}

TEST(MwanOddsSimulation, WhoMovesFirst) {
    const cli::Request q = cedarMountain("initiative", json::object(), {{"first_move", "diced"}});
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, 100'000);
}

TEST(MwanOdds, MoraleIsOneDieWithModifiers) {
    // Trained, one stand lost (-1): stands on a 4-6.
    const Odds o = oddsOf(
        cedarMountain("morale", {{"unit", "cs-48va"}, {"reason", "fire"}, {"stands_lost", 1}}));
    EXPECT_EQ(fraction(o, "passed", true), "1/2");
    EXPECT_EQ(o.branches, 6u);
}

} // namespace adc
