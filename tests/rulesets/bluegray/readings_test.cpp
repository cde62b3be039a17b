// The other readings of G2, G6, G8 and G12 offered as house rules, and the words of the victory
// draw, the last tied melee throw and the roster checks of a request's own units.
#include "bluegray_fixture.hpp"

#include <algorithm>

namespace adc::bluegray::test {

namespace {

int stepsSaying(const Outcome& o, const std::string& text) {
    return static_cast<int>(std::count_if(o.steps.begin(), o.steps.end(),
                                          [&](const Step& s) { return s.text == text; }));
}

} // namespace

class Readings : public BlueGrayGame {
protected:
    void add(const std::string& id, const std::string& kind, int strength, const std::string& side,
             json extra = json::object()) {
        json u = {
            {"id", id}, {"name", id}, {"kind", kind}, {"quality", "line"}, {"strength", strength}};
        u.update(extra);
        unit(u, side);
    }
};

// "If both sides lose over 50% of their men, the battle is considered a draw".
TEST_F(Readings, TheDrawSaysWhatWasLostOnce) {
    inf("u", "union", "line", 45, {{"start_strength", 100}});
    inf("c", "confed", "line", 50, {{"start_strength", 100}});
    option("victory_exactly_50", "fifty_counts");
    Outcome o = roll("victory", json::object());
    EXPECT_EQ(o.result["verdict"], "draw");
    const std::string line =
        "both sides lost 50% or more (G11: exactly 50% counts as over it): a draw";
    EXPECT_EQ(o.summary, "Victory: " + line);
    EXPECT_EQ(stepsSaying(o, line), 1);
    sc.units.clear();
    inf("u", "union", "line", 40, {{"start_strength", 100}});
    inf("c", "confed", "line", 49, {{"start_strength", 100}});
    Outcome over = roll("victory", json::object());
    EXPECT_EQ(over.summary, "Victory: both sides lost over 50%: a draw");
    EXPECT_EQ(stepsSaying(over, "both sides lost over 50%: a draw"), 1);
}

// "The player with the lowest total loses": equal totals are thrown again (G6), up to
// melee/max_throws (10) throws in all.
TEST_F(Readings, TheLastTiedThrowIsNotFollowedByAnother) {
    inf("a", "union", "line", 10);
    inf("d", "confed", "line", 10);
    Outcome o = roll("melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}},
                     std::vector<int>(20, 3));
    EXPECT_EQ(o.result["winner"], "none");
    EXPECT_EQ(o.result["throws"], 10);
    EXPECT_EQ(stepsSaying(o, "Equal totals: throw again"), 9);
    EXPECT_EQ(stepsSaying(o, "Equal totals again, 10 throws in all: no more throws, no result"), 1);
}

// "Light Infantry may have Line or Recruit Infantry firepower": refused in a request as in a
// scenario.
TEST_F(Readings, ARequestRefusesAnEliteLightInfantryUnit) {
    unit({{"id", "li"},
          {"name", "Berdan's"},
          {"kind", "light_infantry"},
          {"quality", "elite"},
          {"strength", 10}},
         "union");
    inf("c", "confed", "line", 10);
    try {
        roll("fire", {{"unit", "li"}, {"target", "c"}, {"range", 10}}, {6});
        FAIL() << "accepted";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/unit");
        EXPECT_NE(std::string(e.what()).find("Berdan's: light infantry have line or recruit "
                                             "firepower"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_THROW(roll("fire", {{"unit", "c"}, {"target", "li"}, {"range", 10}}, {6}), RuleError);
}

// G2: "Cannon against skirmishers or individuals ... Subtract 1 against target under cover."
TEST_F(Readings, TheCannonsCoverMinusOneForSkirmishersOnly) {
    add("gun", "artillery", 5, "union");
    inf("fort", "confed", "line", 30, {{"cover", "permanent_fortification"}});
    add("sk", "skirmisher", 10, "confed", {{"cover", "woods"}});
    auto hits = [&](const std::string& target, int face) {
        return roll("cannon_fire", {{"unit", "gun"}, {"target", target}, {"range", 6}}, {face})
            .result["hits"]
            .get<int>();
    };
    // Default all_fire: the gun's own -1 (4 - 1 = 3 at close range: 4 men).
    EXPECT_EQ(hits("fort", 4), 4);
    option("cannon_cover_scope", "skirmishers_only");
    // Fire at a unit takes the general -2 for permanent fortifications: 4 - 2 = 2, a miss.
    Outcome o = roll("cannon_fire", {{"unit", "gun"}, {"target", "fort"}, {"range", 6}}, {4});
    EXPECT_EQ(o.result["hits"], 0);
    EXPECT_TRUE(hasStep(o, "G2"));
    EXPECT_TRUE(hasStep(o, "G1"));
    // At skirmishers the gun's -1 stays: 6 - 1 = 5, 5 men, less 2 = 3.
    EXPECT_EQ(hits("sk", 6), 3);
}

// G6: "multiply them against the numbers each player threw on the dice".
TEST_F(Readings, SeveralMeleeDiceSummed) {
    inf("a", "union", "line", 10);
    inf("d", "confed", "recruit", 10);
    option("melee_dice", "summed");
    // 10 points × (3 + 4) = 70 against 5 points × (2 + 2) = 20.
    Outcome o = roll("melee", {{"attacker", "a"}, {"defender", "d"}, {"attacker_charging", false}},
                     {3, 4, 2, 2});
    EXPECT_EQ(o.rolls.size(), 4u);
    EXPECT_EQ(stepsSaying(o, "a: 10 × 7 = 70; d: 5 × 4 = 20"), 1);
    EXPECT_EQ(o.result["winner"], "attacker");
    EXPECT_EQ(o.result["defender_losses"], 5);
}

// G8: "knocks out 1 enemy soldier for every 2 it has in line in the front ranks."
TEST_F(Readings, ShockFromTheFirstRankOnly) {
    unit(
        {{"id", "cav"}, {"name", "cav"}, {"kind", "cavalry"}, {"quality", "line"}, {"strength", 9}},
        "union");
    inf("d", "confed", "line", 20);
    EXPECT_EQ(roll("melee", {{"attacker", "cav"}, {"defender", "d"}}, {6, 1}).result["shock"], 4);
    option("shock_front_unit", "first_rank_only");
    try {
        roll("melee", {{"attacker", "cav"}, {"defender", "d"}}, {6, 1});
        FAIL() << "accepted";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/front_rank");
    }
    EXPECT_EQ(roll("melee", {{"attacker", "cav"}, {"defender", "d"}, {"front_rank", 5}}, {6, 1})
                  .result["shock"],
              2);
}

// G12: "Grenades or explosives dropped in an enclosed permanent fortification result in the
// immobilizing of all the occupants."
TEST_F(Readings, GrenadesDroppedInWithoutAThrow) {
    add("eng", "engineer", 1, "union");
    inf("fort", "confed", "line", 10, {{"cover", "permanent_fortification"}, {"enclosed", true}});
    inf("open", "confed", "line", 10);
    const Outcome thrown =
        roll("grenade", {{"unit", "eng"}, {"target", "fort"}, {"range", 3}}, {2});
    EXPECT_EQ(thrown.result["hits"], 0);                    // default needs_hit: 2 misses
    EXPECT_TRUE(hasStep(thrown, "/siege/grenade_table/1")); // the throw of 2 read its entry
    option("dropped_in", "no_hit_throw");
    Outcome o = roll("grenade", {{"unit", "eng"}, {"target", "fort"}, {"range", 3}});
    EXPECT_TRUE(o.rolls.empty());
    EXPECT_EQ(o.result["hits"], 10);
    EXPECT_TRUE(hasStep(o, "G12")); // dropped in on the ruling, no table read
    // A grenade at troops outside an enclosed work still throws.
    EXPECT_EQ(roll("grenade", {{"unit", "eng"}, {"target", "open"}, {"range", 3}}, {2})
                  .result["grenade_hits"],
              0);
}

} // namespace adc::bluegray::test
