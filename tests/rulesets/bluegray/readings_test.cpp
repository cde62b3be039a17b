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

class Readings : public Table {
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

} // namespace adc::bluegray::test
