// Classic Blue and Gray's odds against their closed forms (rules text:
// classic-blue-and-gray.txt): a unit's volley is one d6 on its quality's table, skirmishers and
// individuals one die a man (binomial), cannon one d6 by range band or against cannon, grenades
// binomial on 3-6, a melee is points times one die each with equal totals thrown again (at most
// ten times), morale and rally one d6; all on the shipped Fort Sanders scenario.
#include "scenario_odds.hpp"
#include "simulation.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace adc {

namespace {

using testing::fraction;
using testing::oddsOf;

cli::Request fortSanders(const std::string& action, json params, json options = json::object()) {
    return testing::scenarioRequest("bluegray", "bluegray-fort-sanders-1863.json", action,
                                    std::move(params), std::move(options));
}

Unit& unitOf(cli::Request& q, const std::string& id) {
    for (Unit& u : q.state.units) {
        if (u.id == id) {
            return u;
        }
    }
    throw std::runtime_error("no unit " + id);
}

} // namespace

TEST(BlueGrayOdds, HighManFiresFirstAnEvenChance) {
    // A.I: each side throws a die, high man wins, equal throws are thrown again: of the 30
    // unequal pairs each side wins 15, and each pair is 1/30.
    const Odds o = oddsOf(fortSanders("initiative", json::object()));
    EXPECT_EQ(fraction(o, "winner", "union"), "1/2");
    EXPECT_EQ(fraction(o, "winner", "confed"), "1/2");
    EXPECT_EQ(fraction(o, "throws", json{{"union", 6}, {"confed", 1}}), "1/30");
    EXPECT_EQ(fraction(o, "throws", json{{"union", 3}, {"confed", 3}}), "never");
    EXPECT_LE(o.branches, 30u);
}

TEST(BlueGrayOdds, AVolleyIsOneThrowOnTheQualityTableLessCover) {
    // C.I: Wofford's elite Georgians at the 112th Illinois in the open: 1-2 miss, 3-4 three men,
    // 5-6 four men.
    const Odds elite = oddsOf(
        fortSanders("fire", {{"unit", "cs-wofford"}, {"target", "us-112il"}, {"range", 18}}));
    EXPECT_EQ(fraction(elite, "hits", 0), "1/3");
    EXPECT_EQ(fraction(elite, "hits", 3), "1/3");
    EXPECT_EQ(fraction(elite, "hits", 4), "1/3");
    EXPECT_EQ(elite.branches, 6u);
    // C.III: Bryan's recruits hit one man on 3-4 and two on 5-6; with the point-blank bonus
    // house rule (+1 within 6") a 2 hits one man and a 4 two.
    const json recruits = {{"unit", "cs-bryan"}, {"target", "us-112il"}, {"range", 5}};
    const Odds plain = oddsOf(fortSanders("fire", recruits));
    EXPECT_EQ(fraction(plain, "hits", 0), "1/3");
    EXPECT_EQ(fraction(plain, "hits", 1), "1/3");
    EXPECT_EQ(fraction(plain, "hits", 2), "1/3");
    const Odds pointBlank = oddsOf(fortSanders("fire", recruits, {{"point_blank", "bonus"}}));
    EXPECT_EQ(fraction(pointBlank, "hits", 0), "1/6");
    EXPECT_EQ(fraction(pointBlank, "hits", 1), "1/3");
    EXPECT_EQ(fraction(pointBlank, "hits", 2), "1/2");

    // C.IX: "Subtract 2 when firing against troops in enclosed field fortifications". Humphreys'
    // line infantry need a 5 or 6 (3 or 4 after the -2) to hit the Highlanders, and then hit 2.
    const json volley = {{"unit", "cs-humphreys"}, {"target", "us-79ny"}, {"range", 20}};
    const Odds o = oddsOf(fortSanders("fire", volley));
    EXPECT_EQ(fraction(o, "hits", 0), "2/3");
    EXPECT_EQ(fraction(o, "hits", 2), "1/3");
    EXPECT_EQ(fraction(o, "hits", 3), "never");
    // The house rule taking cover off the men hit instead: 3-4 hit 2-2 = 0, 5-6 hit 3-2 = 1.
    const Odds offHits = oddsOf(fortSanders("fire", volley, {{"cover_modifier", "hits"}}));
    EXPECT_EQ(fraction(offHits, "hits", 0), "2/3");
    EXPECT_EQ(fraction(offHits, "hits", 1), "1/3");
}

TEST(BlueGrayOdds, SkirmishersFireOneDieAManBinomially) {
    // C.VII: skirmishers against a unit hit one man on 4-6. The 29th Massachusetts' three
    // skirmishers at Humphreys' column in the open: three dice at 1/2.
    const Odds open = oddsOf(fortSanders(
        "individual_fire", {{"unit", "us-29ma-sk"}, {"target", "cs-humphreys"}, {"range", 15}}));
    for (int k = 0; k <= 3; ++k) {
        EXPECT_EQ(fraction(open, "hits", k), testing::binomialFraction(3, k, 1, 2)) << k;
    }
    // Three bands (1-3, 4, 5-6: a 5-6 could fell a picked-out officer even when none is
    // picked), so C(3 + 2, 2) ways to split three dice rather than 4.
    EXPECT_LE(open.branches, 10u);
    // McLaws' six sharpshooters (+1, the scenario's marksmen) at the Highlanders in the enclosed
    // fort (-2): 4-6 on the modified throw is a natural 5-6, six dice at 1/3.
    const Odds fort = oddsOf(fortSanders(
        "individual_fire", {{"unit", "cs-sharpshooters"}, {"target", "us-79ny"}, {"range", 20}}));
    for (int k = 0; k <= 6; ++k) {
        EXPECT_EQ(fraction(fort, "hits", k), testing::binomialFraction(6, k, 1, 3)) << k;
    }
    EXPECT_LE(fort.branches, 28u); // six dice in three bands, not 6^6 throws
}

TEST(BlueGrayOdds, RecruitsAgainstSkirmishersThrowAgainOnASix) {
    // C.VI: recruit infantry against individuals miss on 1-5; a 6 throws again and 4-6 hits one
    // man: 1/12 a die. Four of Bryan's front rank at the 29th Massachusetts' skirmishers.
    const Odds o = oddsOf(fortSanders(
        "individual_fire",
        {{"unit", "cs-bryan"}, {"target", "us-29ma-sk"}, {"range", 10}, {"figures", 4}}));
    for (int k = 0; k <= 4; ++k) {
        EXPECT_EQ(fraction(o, "hits", k), testing::binomialFraction(4, k, 1, 12)) << k;
    }
    // Four dice in three bands (1-4, 5, 6), then how many of the sixes' throws hit: 35, not
    // 6^4 throws and their throws again.
    EXPECT_LE(o.branches, 35u);
}

TEST(BlueGrayOdds, PickingOutColonelMorison) {
    // C.VII note: with an officer picked out, only a 5 or 6 (here on the throw after +1 and -2,
    // so a natural 6) hits him; a 4 (a natural 5) hits a soldier. He falls if any of the six
    // sharpshooters throws a 6: 1 - (5/6)^6. Nobody falls when no die shows a 5 and at most one
    // a 6 (that one takes the colonel): (4^6 + 6 x 4^5) / 6^6.
    const Odds o = oddsOf(fortSanders(
        "individual_fire",
        {{"unit", "cs-sharpshooters"}, {"target", "us-79ny"}, {"range", 20}, {"officer", 1}}));
    EXPECT_EQ(fraction(o, "officer_hit", true), "31031/46656");
    EXPECT_EQ(fraction(o, "hits", 0), "160/729");
    EXPECT_LE(o.branches, 28u); // six dice in three bands
}

TEST(BlueGrayOdds, CannonAgainstACoveredGun) {
    // C.VIII.1, enemy under cover: Parker's battery at Benjamin's guns in the fort. 1 knocks
    // the piece out, 2 hits 2 crewmen, 3-6 miss.
    const json shot = {{"unit", "cs-parker"}, {"target", "us-benjamin"}, {"range", 30}};
    const Odds o = oddsOf(fortSanders("cannon_fire", shot));
    EXPECT_EQ(fraction(o, "knocked_out", true), "1/6");
    EXPECT_EQ(fraction(o, "hits", 2), "1/6");
    EXPECT_EQ(fraction(o, "hits", 0), "5/6");
    EXPECT_EQ(fraction(o, "table", "under_cover"), "1");
    // Manned by non-artillerymen and the enemy under cover: a 1 throws again and 1-3 knocks
    // out (1/12), a 2 still hits 2 crewmen, everything else misses (3/4).
    cli::Request infantryGunners = fortSanders("cannon_fire", shot);
    unitOf(infantryGunners, "cs-parker").attrs["crew_trained"] = false;
    const Odds amateurs = oddsOf(infantryGunners);
    EXPECT_EQ(fraction(amateurs, "table", "non_artillerymen_under_cover"), "1");
    EXPECT_EQ(fraction(amateurs, "knocked_out", true), "1/12");
    EXPECT_EQ(fraction(amateurs, "hits", 2), "1/6");
    EXPECT_EQ(fraction(amateurs, "hits", 0), "5/6"); // a knocked-out piece has no crew hit
    EXPECT_EQ(fraction(amateurs, "knocked_out", false), "11/12");
    EXPECT_EQ(amateurs.branches, 5u + 6u);
}

TEST(BlueGrayOdds, CannonByRangeBandWithItsDeductions) {
    // C.VIII.2 long range (24-36"): 1-2 miss, 3-4 two men, 5-6 three.
    const Odds longRange = oddsOf(fortSanders(
        "cannon_fire", {{"unit", "us-benjamin"}, {"target", "cs-humphreys"}, {"range", 30}}));
    EXPECT_EQ(fraction(longRange, "band", "long"), "1");
    EXPECT_EQ(fraction(longRange, "hits", 0), "1/3");
    EXPECT_EQ(fraction(longRange, "hits", 2), "1/3");
    EXPECT_EQ(fraction(longRange, "hits", 3), "1/3");
    // Against skirmishers subtract 2 from each hit: medium range's 3 and 4 become 1 and 2.
    const Odds skirmishers = oddsOf(fortSanders(
        "cannon_fire", {{"unit", "us-benjamin"}, {"target", "cs-sharpshooters"}, {"range", 20}}));
    EXPECT_EQ(fraction(skirmishers, "hits", 0), "1/3");
    EXPECT_EQ(fraction(skirmishers, "hits", 1), "1/3");
    EXPECT_EQ(fraction(skirmishers, "hits", 2), "1/3");
    // Close range at the 2nd Michigan behind the parapet: the gun's own -1 under cover, so
    // 1-3 miss, 4-5 (3-4) hit four, 6 (5) hits five.
    const json atTheFort = {{"unit", "cs-parker"}, {"target", "us-2mi"}, {"range", 10}};
    const Odds covered = oddsOf(fortSanders("cannon_fire", atTheFort));
    EXPECT_EQ(fraction(covered, "hits", 0), "1/2");
    EXPECT_EQ(fraction(covered, "hits", 4), "1/3");
    EXPECT_EQ(fraction(covered, "hits", 5), "1/6");
    // The gun's -1 plus the enclosed fort's -2: only a 6 (3) hits, four men.
    const Odds both =
        oddsOf(fortSanders("cannon_fire", atTheFort, {{"weapon_cover", "weapon_plus_general"}}));
    EXPECT_EQ(fraction(both, "hits", 0), "5/6");
    EXPECT_EQ(fraction(both, "hits", 4), "1/6");
}

TEST(BlueGrayOdds, GrenadesHitOnThreeToSix) {
    // H: Poe's two engineers throw two lit shells at Bryan's column (shoulder to shoulder): each
    // hits on 3-6 and immobilises 6 men.
    const Odds o = oddsOf(fortSanders("grenade", {{"unit", "us-poe"},
                                                  {"target", "cs-bryan"},
                                                  {"range", 4},
                                                  {"grenades", 2},
                                                  {"target_formation", "shoulder_to_shoulder"}}));
    for (int k = 0; k <= 2; ++k) {
        EXPECT_EQ(fraction(o, "grenade_hits", k), testing::binomialFraction(2, k, 2, 3)) << k;
        EXPECT_EQ(fraction(o, "hits", 6 * k), testing::binomialFraction(2, k, 2, 3)) << k;
    }
    EXPECT_EQ(o.branches, 3u);
    // Dropped into the enclosed field fortification, each hit immobilises half the occupants
    // (2 of the 2nd Michigan's 4), and two hits all of them.
    const Odds fort =
        oddsOf(fortSanders("grenade", {{"unit", "cs-pioneers"},
                                       {"target", "us-2mi"},
                                       {"range", 4},
                                       {"grenades", 3},
                                       {"target_formation", "shoulder_to_shoulder"}}));
    for (int k = 0; k <= 3; ++k) {
        EXPECT_EQ(fraction(fort, "grenade_hits", k), testing::binomialFraction(3, k, 2, 3)) << k;
    }
    EXPECT_EQ(fraction(fort, "hits", 0), "1/27");
    EXPECT_EQ(fraction(fort, "hits", 2), "2/9");
    EXPECT_EQ(fraction(fort, "hits", 4), "20/27");
}

TEST(BlueGrayOdds, MeleeIsPointsTimesTheDieThrownAgainWhenEqual) {
    // D: Bryan's 16 recruits (1/2 point each, 8) against the 2nd Michigan's 4 in the enclosed
    // fort (1 + 1 each, 8): equal points, so the higher die wins, 15 of 36 each way, and the 6
    // equal throws are thrown again, at most ten times (the engine's max_throws): the attacker
    // wins 15/36 x (1 - (1/6)^10) / (5/6), and ten ties leave no result, (1/6)^10.
    const Odds even =
        oddsOf(fortSanders("melee", {{"attacker", "cs-bryan"}, {"defender", "us-2mi"}}));
    EXPECT_EQ(fraction(even, "winner", "attacker"), "60466175/120932352");
    EXPECT_EQ(fraction(even, "winner", "defender"), "60466175/120932352");
    EXPECT_EQ(fraction(even, "winner", "none"), "1/60466176");
    EXPECT_EQ(fraction(even, "shock", 0), "1"); // no shock power against troops under cover
    // Humphreys' 20 line infantry (20 points) against the same 8: 20a > 8d but for 5 pairs
    // (a 1 against 3-6, a 2 against a 6), and 2 x 20 = 5 x 8 is the one tie.
    const cli::Request q =
        fortSanders("melee", {{"attacker", "cs-humphreys"}, {"defender", "us-2mi"}});
    const Odds o = oddsOf(q);
    EXPECT_EQ(fraction(o, "winner", "attacker"), "522308348580425/609359740010496");
    EXPECT_EQ(fraction(o, "winner", "defender"), "522308348580425/3656158440062976");
    EXPECT_EQ(fraction(o, "winner", "none"), "1/3656158440062976");
    // The loser loses half his points, the winner half the loser's, in men of their value:
    // Humphreys winning loses 4 men to the Michiganders' 2; losing, 10 to their (capped) 4.
    EXPECT_EQ(fraction(o, "attacker_losses", 4), fraction(o, "winner", "attacker"));
    EXPECT_EQ(fraction(o, "attacker_losses", 10), fraction(o, "winner", "defender"));
    EXPECT_EQ(fraction(o, "defender_losses", 2), fraction(o, "winner", "attacker"));
    EXPECT_LE(o.branches, 3u * 10u + 1u); // three readings a throw, ten throws deep
}

TEST(BlueGrayOddsSimulation, MeleeThrownAgainWhenEqual) {
    const cli::Request q =
        fortSanders("melee", {{"attacker", "cs-humphreys"}, {"defender", "us-2mi"}});
    // The walk reads each throw as one of 36 pairs by what it decides; the table throws dice.
    testing::expectOddsMatchSimulation(*q.ruleset, q.action, q.state, 20'000);
}

TEST(BlueGrayOdds, SummedMeleeDiceWeighEveryThrowOfTwoDiceEach) {
    // G6 summed: "the numbers each player threw on the dice" as two dice each. Ten line
    // infantry (10 points) against ten recruits (5 points); equal totals give no result here.
    json request = json::parse(R"({"ruleset": "bluegray", "action": "melee",
        "params": {"attacker": "a", "defender": "d", "attacker_charging": false},
        "options": {"melee_dice": "summed", "melee_ties": "no_result"},
        "units": [
          {"side": "union", "id": "a", "name": "A", "kind": "infantry", "quality": "line",
           "strength": 10},
          {"side": "confed", "id": "d", "name": "D", "kind": "infantry", "quality": "recruit",
           "strength": 10}]})");
    const cli::Request q = cli::readRequest(request, testing::shippedRegistry(), ADC_TEST_DATA_DIR,
                                            "bluegray_odds_test");
    int wins = 0, ties = 0;
    for (int a = 0; a < 36; ++a) {
        for (int d = 0; d < 36; ++d) {
            const int A = 10 * (a / 6 + a % 6 + 2), D = 5 * (d / 6 + d % 6 + 2);
            wins += A > D ? 1 : 0;
            ties += A == D ? 1 : 0;
        }
    }
    const Odds o = oddsOf(q);
    EXPECT_NEAR(o.probability("winner", "attacker"), wins / 1296.0, 1e-12);
    EXPECT_NEAR(o.probability("winner", "none"), ties / 1296.0, 1e-12);
    EXPECT_LE(o.branches, 40u); // by what each pair of totals decides, not 1,296 throws
}

TEST(BlueGrayOdds, MoraleAndTheShrinkingRally) {
    // E: line infantry retreat on 1-2, recruits on 1-3; elite and artillery have no test.
    EXPECT_EQ(fraction(oddsOf(fortSanders("morale", {{"unit", "us-2mi"}})), "passed", true), "2/3");
    EXPECT_EQ(fraction(oddsOf(fortSanders("morale", {{"unit", "cs-bryan"}})), "passed", true),
              "1/2");
    const Odds elite = oddsOf(fortSanders("morale", {{"unit", "us-79ny"}}));
    EXPECT_EQ(fraction(elite, "tested", false), "1");
    EXPECT_EQ(elite.branches, 1u);
    // Bryan's brigade retreated last move: 2-6 rallies. After four failures only a 6 is left,
    // and failing it the brigade is routed.
    for (int failed = 0; failed <= 4; ++failed) {
        cli::Request q = fortSanders("rally", {{"unit", "cs-bryan"}});
        q.state.turn = 2;
        Unit& bryan = unitOf(q, "cs-bryan");
        bryan.status = "retreating";
        bryan.attrs["retreat_turn"] = 1;
        bryan.attrs["rally_count"] = failed;
        const Odds o = oddsOf(q);
        const int need = 2 + failed;
        EXPECT_NEAR(o.probability("rallied", true), (7 - need) / 6.0, 1e-15) << need;
        EXPECT_EQ(fraction(o, "need", need), "1");
        EXPECT_EQ(fraction(o, "routed", true), need == 6 ? "5/6" : "never") << need;
    }
}

} // namespace adc
