// ROE's odds against their closed forms (rules text: roe-skirmish.txt): one d6 a man under his
// weapon's number is binomial fire, aimed fire always hits on a one, 2D6 against the morale level
// gives the runaways, a card is one of those left in the deck, a melee is one pair of dice with
// ties thrown again, and the leader, rally and charge dice are plain d6 totals.
#include "roe_requests.hpp"
#include "scenario_odds.hpp"
#include "simulation.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace adc {

namespace {

using testing::fraction;
using testing::fredericksburg;
using testing::kActivation;
using testing::kMorale;
using testing::oddsOf;

// How many of the 6^n throws of n d6 total t.
long long waysToTotalD6(int n, int t) {
    std::vector<long long> ways{1};
    for (int i = 0; i < n; ++i) {
        std::vector<long long> next(ways.size() + 6, 0);
        for (std::size_t s = 0; s < ways.size(); ++s) {
            for (std::size_t f = 1; f <= 6; ++f) {
                next[s + f] += ways[s];
            }
        }
        ways = next;
    }
    return t < 0 || static_cast<std::size_t>(t) >= ways.size() ? 0
                                                               : ways[static_cast<std::size_t>(t)];
}

// Every figure of `unit` gets `key` = `value` (the state after a bonus phase, a rout...).
void setFigures(cli::Request& q, const std::string& unit, const std::vector<std::string>& names,
                const std::string& key, const json& value) {
    for (Unit& u : q.state.units) {
        if (u.id != unit) {
            continue;
        }
        for (json& f : u.attrs["figures"]) {
            if (names.empty() || std::find(names.begin(), names.end(),
                                           f.at("name").get<std::string>()) != names.end()) {
                f[key] = value;
            }
        }
    }
}

} // namespace

TEST(RoeOdds, ACardIsAnyOfThoseLeftInTheDeck) {
    // B) A fresh shuffled deck of 52 cards and 2 jokers: 36 pips (a red or black activation),
    // 12 face cards (leader initiative), 4 aces (random event) and 2 jokers (end of turn).
    const Odds o = oddsOf(fredericksburg("draw_card", json::object(), kActivation));
    EXPECT_EQ(fraction(o, "meaning", "activation"), "2/3");        // 36/54
    EXPECT_EQ(fraction(o, "meaning", "leader_initiative"), "2/9"); // 12/54
    EXPECT_EQ(fraction(o, "meaning", "random_event"), "2/27");     // 4/54
    EXPECT_EQ(fraction(o, "meaning", "joker"), "1/27");            // 2/54
    EXPECT_EQ(fraction(o, "colour", "red"), "1/2");                // 26 red cards + the red joker
    EXPECT_EQ(fraction(o, "card", "KH"), "1/54");
    EXPECT_EQ(fraction(o, "activates", "red"), "13/27");  // an ace or face still activates (R9)
    EXPECT_EQ(fraction(o, "activates", nullptr), "1/27"); // only the jokers do not
    // An ace, then one d6 on the event table: 4/54 x 1/6 for each of the six events.
    int events = 0;
    for (const ValueOdds& v : o.key("event")->values) {
        if (!v.value.is_null()) {
            ++events;
            EXPECT_EQ(v.fraction, "1/81") << v.value.dump();
        }
    }
    EXPECT_EQ(events, 6);
    // The shuffle's dice are one band each: 50 cards and 4 aces with 6 events, not 54! orders.
    EXPECT_EQ(o.branches, 50u + 4u * 6u);

    // The deck was shuffled this turn and the red joker drawn: each card meaning's chance is its
    // cards among the 53 left.
    cli::Request q =
        fredericksburg("draw_card", json::object(), kActivation, {{"roe.shuffled_turn", 1}});
    ASSERT_TRUE(q.state.deck.drawSpecific(*Card::fromCode("JR")));
    const Odds left = oddsOf(q);
    EXPECT_EQ(fraction(left, "meaning", "joker"), "1/53");
    EXPECT_EQ(fraction(left, "card", "JR"), "never");
    EXPECT_EQ(fraction(left, "meaning", "random_event"), "4/53");
    EXPECT_EQ(fraction(left, "meaning", "leader_initiative"), "12/53");
    EXPECT_EQ(fraction(left, "meaning", "activation"), "36/53");
    EXPECT_EQ(fraction(left, "colour", "red"), "26/53");
}

TEST(RoeOdds, AbbottsPlatoonAtMediumRangeIsBinomialOnOneOrTwo) {
    // Seven muskets hit on 1-2 at MEDIUM range; Lt. Abbott's pistol hits on a 1 and his +1
    // individual modifier makes it 1-2 as well. Miss-a is in skirmish order, in the open: eight
    // dice at 1/3, one pool of 9 branches.
    const Odds o = oddsOf(
        fredericksburg("fire", {{"unit", "mass-abbott"}, {"target", "miss-a"}, {"range", 30}},
                       kActivation, {{"roe.acting", {{"mass-abbott", 8}}}}));
    for (int k = 0; k <= 8; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(8, k, 1, 3)) << k;
    }
    // Hunt's company has 7 men: 7 or 8 hits both leave 7 casualties, 8x2/3^8 + 1/3^8.
    EXPECT_EQ(fraction(o, "casualties", 7), "17/6561");
    EXPECT_EQ(o.branches, 9u);
}

TEST(RoeOdds, TwelveInchesIsStillShortRangeIntoCloseOrder) {
    // Lt. Barr's six muskets at the 20th Massachusetts in close order (+2): SHORT (0-12") hits
    // on 1-3, so 1-5; an inch further it is MEDIUM, 1-2, so 1-4.
    const json acting = {{"roe.acting", {{"miss-b", 6}}}};
    const Odds shortRange = oddsOf(fredericksburg(
        "fire", {{"unit", "miss-b"}, {"target", "mass-macy"}, {"range", 12}}, kActivation, acting));
    const Odds mediumRange = oddsOf(fredericksburg(
        "fire", {{"unit", "miss-b"}, {"target", "mass-macy"}, {"range", 13}}, kActivation, acting));
    // R2 the other way: 12" is MEDIUM.
    const Odds twelveMedium =
        oddsOf(fredericksburg("fire", {{"unit", "miss-b"}, {"target", "mass-macy"}, {"range", 12}},
                              kActivation, acting, {{"range_boundary", "medium"}}));
    for (int k = 0; k <= 6; ++k) {
        EXPECT_EQ(fraction(shortRange, "hits", k), testing::binomialFraction(6, k, 5, 6)) << k;
        EXPECT_EQ(fraction(mediumRange, "hits", k), testing::binomialFraction(6, k, 2, 3)) << k;
        EXPECT_EQ(fraction(twelveMedium, "hits", k), testing::binomialFraction(6, k, 2, 3)) << k;
    }
    EXPECT_EQ(shortRange.branches, 7u);
}

TEST(RoeOdds, AimedFireAlwaysHitsOnAOneBehindThreeQuarterCover) {
    // MEDIUM musket 1-2, aimed +1, three-quarter cover -3: needs less than 1, so only the
    // "aimed fire always hits on a roll of one" lets a man hit: six dice at 1/6.
    const json params = {
        {"unit", "miss-b"}, {"target", "mass-19"}, {"range", 30}, {"cover", "three_quarters"}};
    const json acting = {{"roe.acting", {{"miss-b", 6}}}};
    cli::Request aimed = fredericksburg("fire", params, kActivation, acting);
    setFigures(aimed, "miss-b", {}, "aimed", true); // they aimed in the bonus phase
    const Odds o = oddsOf(aimed);
    for (int k = 0; k <= 6; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(6, k, 1, 6)) << k;
    }
    // Without aiming the same shot needs less than 0 and never hits (R14: a one can miss).
    const Odds unaimed = oddsOf(fredericksburg("fire", params, kActivation, acting));
    EXPECT_EQ(fraction(unaimed, "hits", 0), "1");
    // R14 the other way: any natural one hits, aimed or not; unaimed that is again 1/6 a man.
    const Odds anyOne = oddsOf(fredericksburg("fire", params, kActivation, acting,
                                              {{"aimed_natural_one", "always_hits"}}));
    for (int k = 0; k <= 6; ++k) {
        EXPECT_EQ(fraction(anyOne, "hits", k), testing::binomialFraction(6, k, 1, 6)) << k;
    }
}

TEST(RoeOdds, ABurningHouseSendsTheSurplusOfTwoDiceRunning) {
    // Col. Lee's headquarters: average (3 of 5 men), so morale level 8; the building on fire
    // -3 makes it 5. 2D6 below 5 passes; each point the roll passes the level over 5 is a man
    // who runs (a roll of 5 fails with none running, R3), at most the 5 men there are.
    const Odds o = oddsOf(
        fredericksburg("morale", {{"unit", "mass-hq"}, {"building_on_fire", true}}, kMorale));
    for (int t = 2; t <= 12; ++t) {
        EXPECT_NEAR(o.probability("roll", t), waysToTotalD6(2, t) / 36.0, 1e-15) << t;
    }
    EXPECT_EQ(fraction(o, "level", 5), "1");
    EXPECT_EQ(fraction(o, "passed", true), "1/6"); // 2, 3, 4: 6 of 36
    EXPECT_EQ(fraction(o, "runaways", 0), "5/18"); // and 5: 10 of 36
    EXPECT_EQ(fraction(o, "runaways", 1), "5/36"); // 6
    EXPECT_EQ(fraction(o, "runaways", 2), "1/6");  // 7
    EXPECT_EQ(fraction(o, "runaways", 3), "5/36"); // 8
    EXPECT_EQ(fraction(o, "runaways", 4), "1/9");  // 9
    EXPECT_EQ(fraction(o, "runaways", 5), "1/6");  // 10, 11, 12: all five
    // They run 4D6" (one roll for all, R11): 26/36 that anyone runs, times the 4D6 total.
    for (int d = 4; d <= 24; ++d) {
        EXPECT_NEAR(o.probability("distance", d), 26.0 / 36.0 * waysToTotalD6(4, d) / 1296.0, 1e-15)
            << d;
    }
    EXPECT_LE(o.branches, 6u + 10u * 21u); // 2D6 and 4D6 as totals: 11 and 21, not 6^6 throws
}

TEST(RoeOdds, ColoursAndCaptainMacyHoldTheTwentiethTogether) {
    // Average level 8, +1 for Capt. Macy (close order), +2 colours in formation: 11. Only 11
    // (fails, nobody runs) and 12 (one man runs) fail.
    const Odds o = oddsOf(fredericksburg("morale", {{"unit", "mass-macy"}}, kMorale));
    EXPECT_EQ(fraction(o, "level", 11), "1");
    EXPECT_EQ(fraction(o, "passed", true), "11/12");
    EXPECT_EQ(fraction(o, "runaways", 0), "35/36");
    EXPECT_EQ(fraction(o, "runaways", 1), "1/36");
    // R3 the other way: equal to the level passes.
    const Odds equalPasses = oddsOf(fredericksburg("morale", {{"unit", "mass-macy"}}, kMorale,
                                                   json::object(), {{"morale_equal", "passes"}}));
    EXPECT_EQ(fraction(equalPasses, "passed", true), "35/36");
}

namespace {

// Kelly with one more fighter against Carter in light cover: asked for its exact odds and
// (labelled slow) against a simulation.
cli::Request kellyHelpedAgainstCarter() {
    return fredericksburg("melee",
                          {{"attacker", "mass-abbott"},
                           {"attacker_figure", "Pvt. K. Kelly"},
                           {"defender", "miss-a"},
                           {"defender_figure", "Pvt. T. Carter"},
                           {"attacker_additional", 1},
                           {"defender_cover", "light"}},
                          kActivation, {{"roe.acting", {{"mass-abbott", 8}}}});
}

} // namespace

TEST(RoeOdds, OneOnOneTheLosersDieSaysKilledWoundedOrRunsAway) {
    // Kelly against Carter, no modifiers, ties thrown again: 30 deciding throws, 15 each way.
    // The loser's die: 1 killed (5 + 5 of 30), 2 wounded (4 + 4), 3-5 runs away (3+2+1, twice).
    const json acting = {{"roe.acting", {{"mass-abbott", 8}}}};
    const json params = {{"attacker", "mass-abbott"},
                         {"attacker_figure", "Pvt. K. Kelly"},
                         {"defender", "miss-a"},
                         {"defender_figure", "Pvt. T. Carter"}};
    const Odds o = oddsOf(fredericksburg("melee", params, kActivation, acting));
    EXPECT_EQ(fraction(o, "winner", "attacker"), "1/2");
    EXPECT_EQ(fraction(o, "loser_result", "killed"), "1/3");
    EXPECT_EQ(fraction(o, "loser_result", "wounded"), "4/15");
    EXPECT_EQ(fraction(o, "loser_result", "runaway"), "2/5");
    EXPECT_EQ(o.branches, 30u);
    // R6 the other way: the defender wins ties, 21 of 36; the loser's 1 then comes 5 + 6 ways.
    const Odds ties = oddsOf(
        fredericksburg("melee", params, kActivation, acting, {{"melee_tie", "defender_wins"}}));
    EXPECT_EQ(fraction(ties, "winner", "defender"), "7/12");
    EXPECT_EQ(fraction(ties, "loser_result", "killed"), "11/36");
    EXPECT_EQ(fraction(ties, "loser_result", "wounded"), "1/4"); // 4 + 5
    EXPECT_EQ(fraction(ties, "loser_result", "runaway"), "4/9");

    // Kelly +2 for an additional fighter, Carter +1 for light cover: Kelly wins when Carter's die
    // is at most his (21 pairs), Carter when it is 2 more (10), a tie (5) is thrown again. Carter
    // losing with a 1 (+1 = 2) is wounded, else runs; Kelly losing has at least 3 and runs.
    const cli::Request q = kellyHelpedAgainstCarter();
    const Odds helped = oddsOf(q);
    EXPECT_EQ(fraction(helped, "winner", "attacker"), "21/31");
    EXPECT_EQ(fraction(helped, "winner", "defender"), "10/31");
    EXPECT_EQ(fraction(helped, "loser_result", "killed"), "never");
    EXPECT_EQ(fraction(helped, "loser_result", "wounded"), "6/31");
    EXPECT_EQ(fraction(helped, "loser_result", "runaway"), "25/31");
    EXPECT_EQ(helped.branches, 31u);
}

TEST(RoeOddsSimulation, OneOnOneTheLosersDieSaysKilledWoundedOrRunsAway) {
    const cli::Request q = kellyHelpedAgainstCarter();
    // The walk picks among the 31 deciding pairs at once; the table throws ties again.
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, 10'000);
}

TEST(RoeOdds, LeaderRollsAreOneDiePlusTheirModifiersUpToTheMenThere) {
    // A face card: Capt. Hunt (+1) and Sgt. Hollis (+1 additional leader) roll 1D6+2 for 7 men;
    // Lt. Barr and Cpl. Yates 1D6+1 for 6; Sgt. Pope alone, +1 his own, 1D6+1 for 5.
    const cli::Request q = fredericksburg(
        "activate", {{"unit", "miss-a"}, {"directed", {"miss-b", "miss-c"}}}, kActivation,
        {{"roe.shuffled_turn", 1},
         {"roe.pending", {{"card", "KH"}, {"colour", "red"}, {"initiative", true}}}});
    const Odds o = oddsOf(q);
    for (int n = 3; n <= 6; ++n) {
        EXPECT_EQ(fraction(o, "acting", n), "1/6") << n;
    }
    EXPECT_EQ(fraction(o, "acting", 7), "1/3"); // 5 and 6 are capped at the 7 men
    EXPECT_EQ(fraction(o, "acting", 8), "never");
    // Independent dice: Barr's 5-6 (6 men act) and Pope's 4-6 (all 5): 1/3 x 1/2.
    EXPECT_EQ(fraction(o, "directed", json{{"miss-b", 6}, {"miss-c", 5}}), "1/6");
    EXPECT_EQ(fraction(o, "directed", json{{"miss-b", 2}, {"miss-c", 2}}), "1/36");
    EXPECT_LE(testing::walkedOddsOf(q).branches, 6u * 6u * 6u);
    // C1: close order with a leader in the formation: every man acts, no die.
    const cli::Request closeOrder = fredericksburg(
        "activate", {{"unit", "mass-abbott"}}, kActivation,
        {{"roe.shuffled_turn", 1},
         {"roe.pending", {{"card", "9S"}, {"colour", "black"}, {"initiative", false}}}});
    EXPECT_EQ(fraction(oddsOf(closeOrder), "acting", 8), "1");
    EXPECT_EQ(testing::walkedOddsOf(closeOrder).branches, 1u);
}

TEST(RoeOdds, TwoLeadersRallyTwoDiceOfRunaways) {
    // D1: 1D6 soldiers per leader form up. Five of Hunt's privates ran; Hunt and Hollis rally
    // 2D6, at most the five: 2 on snake eyes, 3 on 3, 4 on 4, all five on 5 or more.
    cli::Request q = fredericksburg("rally", {{"unit", "miss-a"}}, kMorale);
    setFigures(q, "miss-a",
               {"Pvt. T. Carter", "Pvt. R. Dean", "Pvt. H. Ellis", "Pvt. M. Fox", "Pvt. S. Gray"},
               "status", "runaway");
    for (Unit& u : q.state.units) {
        if (u.id == "miss-a") {
            u.strength = 2; // the two leaders still fighting
        }
    }
    const Odds o = oddsOf(q);
    EXPECT_EQ(fraction(o, "rallied", 2), "1/36");
    EXPECT_EQ(fraction(o, "rallied", 3), "1/18");
    EXPECT_EQ(fraction(o, "rallied", 4), "1/12");
    EXPECT_EQ(fraction(o, "rallied", 5), "5/6");
    EXPECT_EQ(fraction(o, "runaways_left", 0), "5/6");
    for (int t = 2; t <= 12; ++t) {
        EXPECT_NEAR(o.probability("roll", t), waysToTotalD6(2, t) / 36.0, 1e-15) << t;
    }
}

TEST(RoeOdds, AbbottLeadsTheChargeTwoDiceFurtherWithOneStragglerFewer) {
    // Charge 24" on foot, +2D6" with the leader out in front; D6 stragglers less Lt. Abbott's +1.
    const cli::Request q = fredericksburg(
        "move", {{"unit", "mass-abbott"}, {"pace", "charge"}, {"leader_in_front", true}},
        kActivation, {{"roe.acting", {{"mass-abbott", 8}}}});
    const Odds o = oddsOf(q);
    for (int t = 2; t <= 12; ++t) {
        EXPECT_NEAR(o.probability("inches", 24 + t), waysToTotalD6(2, t) / 36.0, 1e-15) << t;
    }
    EXPECT_EQ(fraction(o, "inches", 31), "1/6");
    for (int s = 0; s <= 5; ++s) {
        EXPECT_EQ(fraction(o, "stragglers", s), "1/6") << s;
    }
    EXPECT_EQ(fraction(o, "stragglers", 6), "never");
    // Walked: the 11 totals of 2D6, then the straggler die.
    EXPECT_EQ(testing::walkedOddsOf(q).branches, 11u * 6u);
}

} // namespace adc
