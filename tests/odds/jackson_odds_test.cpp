// The Jackson D10 rules' odds against their closed forms: binomial fire, the Gatling's jam, a
// morale roll under the figure total, the promotion die, movement dice totals, and the melee's
// pairs, each exactly; and the walk stays small for the scenario's biggest pools.
#include "scenario_odds.hpp"
#include "simulation.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <string>

namespace adc {

namespace {

using testing::fraction;
using testing::oddsOf;

cli::Request clearwater(const std::string& action, json params, json options = json::object()) {
    return testing::scenarioRequest("jackson", "jackson-clearwater-1877.json", action,
                                    std::move(params), std::move(options));
}

// Requests asked twice: once for their exact odds and the branches walked, once (labelled slow)
// against a simulation.
cli::Request twelveRiflesOnHorsemen() {
    return clearwater("fire", {{"firer", "inf-21"}, {"target", "ollokot"}, {"range", 15}});
}

cli::Request gangingUp() {
    return clearwater("melee", {{"attacker", "inf-21"},
                                {"defender", "toohool"},
                                {"attacker_figures", 6},
                                {"defender_figures", 4},
                                {"defender_cover", "soft"}});
}

cli::Request tiesRolledAgain() {
    return clearwater("melee",
                      {{"attacker", "cav-f"},
                       {"defender", "ollokot"},
                       {"attacker_figures", 3},
                       {"defender_figures", 2}},
                      {{"melee_ties", "reroll"}});
}

// How many of the 10^n throws of n 0-9 dice total t.
long long waysToTotalD10(int n, int t) {
    std::vector<long long> ways{1};
    for (int i = 0; i < n; ++i) {
        std::vector<long long> next(ways.size() + 9, 0);
        for (std::size_t s = 0; s < ways.size(); ++s) {
            for (std::size_t f = 0; f < 10; ++f) {
                next[s + f] += ways[s];
            }
        }
        ways = next;
    }
    return ways.at(static_cast<std::size_t>(t));
}

} // namespace

TEST(JacksonOdds, RiflesOnFootAreExactlyBinomial) {
    // Twelve rifled muskets at close range on open ground hit on 0-5: 3/5 a die.
    const Odds o =
        oddsOf(clearwater("fire", {{"firer", "inf-21"}, {"target", "toohool"}, {"range", 15}}));
    for (int k = 0; k <= 12; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(12, k, 3, 5)) << k;
    }
    EXPECT_EQ(o.branches, 13u);
}

TEST(JacksonOdds, IndiansOnHorsebackAddTheirModifiersToTheDie) {
    // Carbines, Indian +1 and horseback +1 at effective range into soft cover: 0-3 needs a
    // modified 3 or less, so faces 0-1 hit.
    const Odds o = oddsOf(clearwater(
        "fire", {{"firer", "ollokot"}, {"target", "art-4"}, {"range", 20}, {"cover", "soft"}}));
    for (int k = 0; k <= 8; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(8, k, 2, 10)) << k;
    }
}

TEST(JacksonOdds, HitsOnHorsemenSplitIntoRidersMountsAndUnhorsed) {
    // Six bows at close range on eight troopers: every hit finds a rider still mounted. A die
    // hits (6/10), then 0-5 the rider (a rider down: 9/25 a die) or 6-9 the mount, whose rider
    // avoids injury on 0-4 (unhorsed: 3/25 a die).
    const Odds o =
        oddsOf(clearwater("fire", {{"firer", "young-men"}, {"target", "cav-f"}, {"range", 8}}));
    for (int k = 0; k <= 6; ++k) {
        EXPECT_EQ(fraction(o, "riders_hit", k), testing::binomialFraction(6, k, 9, 25)) << k;
        EXPECT_EQ(fraction(o, "unhorsed", k), testing::binomialFraction(6, k, 3, 25)) << k;
        EXPECT_EQ(fraction(o, "casualties", k), testing::binomialFraction(6, k, 6 * 6 + 6 * 2, 100))
            << k;
    }
}

TEST(JacksonOdds, TwelveRiflesOnEightHorsemenInAFewHundredBranches) {
    // More hits than horsemen: the first 8 fall on riders, the rest on men already on foot.
    const cli::Request q = twelveRiflesOnHorsemen();
    EXPECT_LE(testing::walkedOddsOf(q).branches, 400u); // not 10^12 faces and their riders
}

TEST(JacksonOddsSimulation, TwelveRiflesOnEightHorsemen) {
    const cli::Request q = twelveRiflesOnHorsemen();
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, 100'000);
}

TEST(JacksonOdds, TheGatlingJamsUnlessNoDieShowsANine) {
    const cli::Request q = clearwater(
        "gatling", {{"gun", "gatling-1"}, {"target", "toohool"}, {"range", 30}, {"cover", "open"}});
    const Odds o = oddsOf(q);
    EXPECT_EQ(fraction(o, "jammed", false), "282429536481/1000000000000"); // (9/10)^12
    for (int k = 0; k <= 12; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(12, k, 3, 5)) << k;
    }
    EXPECT_EQ(testing::walkedOddsOf(q).branches, 91u); // 12 dice in three bands
}

TEST(JacksonOdds, GatlingOnHorsemenStaysInTheLowThousands) {
    const cli::Request q = clearwater(
        "gatling", {{"gun", "gatling-1"}, {"target", "ollokot"}, {"range", 30}, {"cover", "open"}});
    EXPECT_EQ(fraction(oddsOf(q), "jammed", false), "282429536481/1000000000000");
    EXPECT_LE(testing::walkedOddsOf(q).branches, 2000u);
}

TEST(JacksonOdds, ShellHitsAndTheSkedaddleTotal) {
    // Ten dice hit on 0-6 whatever the range; the warband's 2D10 move and the charge die are
    // one total of three dice.
    const cli::Request q = clearwater(
        "shell", {{"gun", "howitzer"}, {"target", "toohool"}, {"range", 80}, {"figures_under", 5}});
    const Odds o = oddsOf(q);
    for (int k = 0; k <= 10; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(10, k, 7, 10)) << k;
    }
    // Never wiped out (at most 5 of 8 lost): the skedaddle is always rolled.
    EXPECT_NEAR(o.probability("skedaddle_inches", 13), waysToTotalD10(3, 13) / 1000.0, 1e-15);
    EXPECT_EQ(testing::walkedOddsOf(q).branches, 11u * 28u);
}

TEST(JacksonOdds, MoveDiceAreOneTotal) {
    const cli::Request q =
        clearwater("move", {{"unit", "ollokot"}, {"charging", true}, {"other_side_done", true}});
    const Odds o = oddsOf(q);
    EXPECT_EQ(testing::walkedOddsOf(q).branches, 46u); // 5 dice, totals 0-45
    EXPECT_EQ(fraction(o, "dice_total", 0), "1/100000");
    EXPECT_NEAR(o.key("dice_total")->mean, 22.5, 1e-12);
    EXPECT_NEAR(o.probability("dice_total", 20), waysToTotalD10(5, 20) / 100000.0, 1e-15);
}

TEST(JacksonOdds, RiverCasualtiesAreHalfADie) {
    const cli::Request q = clearwater("move", {{"unit", "cav-f"}, {"terrain", "river"}});
    const Odds o = oddsOf(q);
    // One die halved, rounded down: 0-1 lose none ... 8-9 lose 4.
    for (int lost = 0; lost <= 4; ++lost) {
        EXPECT_EQ(fraction(o, "casualties", lost), "1/5") << lost;
    }
    EXPECT_EQ(testing::walkedOddsOf(q).branches, 28u * 5u);
}

TEST(JacksonOdds, MoraleIsADieUnderTheFigureTotal) {
    // Eight troopers with their captain pass on 0-7.
    const cli::Request q = clearwater("morale", {{"unit", "cav-l"}, {"reason", "fired_on"}});
    const Odds o = oddsOf(q);
    EXPECT_EQ(fraction(o, "passed", true), "4/5");
    EXPECT_EQ(fraction(o, "roll", 3), "1/10");
    // A failure moves back 3D10 + 3": 2 failing faces, each with 28 totals.
    EXPECT_EQ(testing::walkedOddsOf(q).branches, 8u + 2u * 28u);
}

TEST(JacksonOdds, OnePairOfMeleeDice) {
    // Troopers charging (+1) and mounted (+1) against mounted Indians (+1, +1): a plain
    // difference of two D10. By 2 or more the loser dies, by 1 he is captured or scalped.
    const Odds o = oddsOf(clearwater("melee", {{"attacker", "cav-f"},
                                               {"defender", "ollokot"},
                                               {"attacker_figures", 1},
                                               {"defender_figures", 1}}));
    EXPECT_EQ(fraction(o, "defender_losses", 1), "9/20"); // 45 of the 100 throws
    EXPECT_EQ(fraction(o, "ties", 1), "1/10");
    EXPECT_EQ(fraction(o, "killed", 1), "18/25"); // 2 x 36 throws
    EXPECT_EQ(fraction(o, "captured", 1), "9/100");
    EXPECT_EQ(fraction(o, "scalped", 1), "9/100");
}

TEST(JacksonOdds, EqualMeleesAreBinomialInAFewHundredBranches) {
    const cli::Request q = clearwater("melee", {{"attacker", "cav-f"}, {"defender", "ollokot"}});
    const Odds o = oddsOf(q);
    for (int k = 0; k <= 8; ++k) {
        EXPECT_EQ(fraction(o, "defender_losses", k), testing::binomialFraction(8, k, 9, 20)) << k;
        EXPECT_EQ(fraction(o, "attacker_losses", k), testing::binomialFraction(8, k, 9, 20)) << k;
    }
    EXPECT_LE(testing::walkedOddsOf(q).branches, 495u); // 8 pairs in 5 classes of margin
}

TEST(JacksonOdds, GangingUpFiguresFightAgainWhileTheyStand) {
    const cli::Request q = gangingUp();
    EXPECT_LE(testing::walkedOddsOf(q).branches, 2500u);
}

TEST(JacksonOddsSimulation, GangingUpFiguresFightAgainWhileTheyStand) {
    const cli::Request q = gangingUp();
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, 100'000);
}

TEST(JacksonOdds, ReRolledTiesAreWalkedAsLots) {
    const cli::Request q = tiesRolledAgain();
    EXPECT_LE(testing::walkedOddsOf(q).branches, 1500u); // a tie is rolled again up to ten times
}

TEST(JacksonOddsSimulation, ReRolledTies) {
    const cli::Request q = tiesRolledAgain();
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, 100'000);
}

TEST(JacksonOdds, PromotionOnATwoOrLess) {
    json request = json::parse(R"({"ruleset": "jackson", "action": "promote",
        "params": {"unit": "k"},
        "units": [{"side": "army", "id": "k", "name": "Co. K", "kind": "foot",
                   "quality": "regular", "strength": 6, "weapon": "rifled_musket",
                   "leaders": [{"name": "Lt.", "rank": "officer", "status": "killed"}]}]})");
    const cli::Request q = cli::readRequest(request, testing::shippedRegistry(), ADC_TEST_DATA_DIR,
                                            "jackson_odds_test");
    const Odds o = oddsOf(q);
    EXPECT_EQ(fraction(o, "promoted", true), "3/10");
}

} // namespace adc
