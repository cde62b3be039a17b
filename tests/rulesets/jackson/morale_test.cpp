#include "jackson_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

namespace {

json test(const std::string& reason, json extra = json::object()) {
    json p = {{"unit", "u"}, {"reason", reason}};
    for (auto& [k, v] : extra.items()) {
        p[k] = v;
    }
    return p;
}

} // namespace

TEST(JacksonMorale, PassWhenLessThanFigureTotal) {
    JacksonGame t;
    t.add("army", unit("u", "foot", 6, "rifled_musket"));
    Outcome pass = t.resolve("morale", test("fired_on"), {5});
    EXPECT_EQ(pass.result["passed"], true);
    EXPECT_EQ(pass.result["figures"], 6);
    // 6 is not less than 6: fails; falls back 2D10 + 2".
    Outcome fail = t.resolve("morale", test("fired_on"), {6, 3, 4});
    EXPECT_EQ(fail.result["passed"], false);
    EXPECT_EQ(fail.result["retreat_inches"], 9);
    EXPECT_EQ(fail.rolls.size(), 3u);
    EXPECT_EQ(fail.rolls[1].purpose, "morale failure move: u, die 1 of 2");
}

TEST(JacksonMorale, ExtraChargersAndLeaderless) {
    JacksonGame t;
    t.add("army", unit("u", "foot", 6, "rifled_musket", "regular", false));
    // 3 + 2 extra chargers + 1 leaderless = 6: fails.
    Outcome o = t.resolve("morale", test("to_stand", {{"extra_chargers", 2}}), {3, 0, 0});
    EXPECT_EQ(o.result["modified"], 6);
    EXPECT_EQ(o.result["passed"], false);
    EXPECT_EQ(t.resolve("morale", test("to_stand"), {4}).result["passed"], true); // 4 + 1 = 5
}

TEST(JacksonMorale, FailureMovesAndStatus) {
    JacksonGame t;
    t.add("army", unit("u", "mounted", 3, "carbine"));
    t.play("morale", test("to_close", {{"was_charging", true}}), {5, 1, 1, 1});
    EXPECT_EQ(t.u("u").status, status::Retreating);
    t.nextTurn();
    EXPECT_EQ(t.u("u").status, status::GoodOrder);
    JacksonGame c;
    c.add("army", unit("u", "mounted", 3, "carbine"));
    c.option("failure_move", "with_charge_die");
    Outcome o = c.resolve("morale", test("to_close", {{"was_charging", true}}), {5, 1, 1, 1, 1});
    EXPECT_EQ(o.result["retreat_inches"], 8); // 4 dice of 1 + 4"
}

TEST(JacksonMorale, J10FigureTotals) {
    JacksonGame t;
    json u = unit("u", "foot", 6, "rifled_musket");
    u["start_strength"] = 10;
    t.add("army", u);
    t.add("sioux", unit("s", "indian_warband", 6, "bows"));
    t.play("fire", {{"firer", "s"}, {"target", "u"}, {"range", 5}}, {0, 0, 9, 9, 9, 9});
    ASSERT_EQ(t.u("u").strength, 4);
    EXPECT_EQ(t.resolve("morale", test("figure_lost"), {4, 0, 0}).result["passed"], false);
    JacksonGame b;
    b.add("army", u);
    b.add("sioux", unit("s", "indian_warband", 6, "bows"));
    b.option("morale_figures", "before_turn_losses");
    b.play("fire", {{"firer", "s"}, {"target", "u"}, {"range", 5}}, {0, 0, 9, 9, 9, 9});
    EXPECT_EQ(b.resolve("morale", test("figure_lost"), {5}).result["figures"], 6);
    JacksonGame s;
    s.add("army", u);
    s.option("morale_figures", "starting");
    EXPECT_EQ(s.resolve("morale", test("figure_lost"), {9, 0, 0}).result["figures"], 10);
}

TEST(JacksonMorale, IndiansFailUnderShellAutomatically) {
    JacksonGame t;
    t.add("sioux", unit("u", "mounted_indians", 8, "bows"));
    // No morale die: 4 move dice + 1 charge die.
    Outcome o = t.resolve("morale", test("shell"), {1, 2, 3, 4, 5});
    EXPECT_EQ(o.result["passed"], false);
    EXPECT_EQ(o.result["retreat_inches"], 15);
    EXPECT_EQ(o.rolls.size(), 5u);
}

TEST(JacksonMorale, TestClearsWhatIsOwed) {
    JacksonGame t;
    t.add("army", unit("u", "foot", 6, "rifled_musket", "green"));
    t.add("sioux", unit("s", "indian_warband", 1, "bows"));
    t.play("fire", {{"firer", "s"}, {"target", "u"}, {"range", 5}}, {9});
    ASSERT_EQ(t.ruleset().owed(t.state()).size(), 1u);
    t.play("morale", test("fired_on"), {2});
    EXPECT_TRUE(t.ruleset().owed(t.state()).empty());
}

TEST(JacksonCommand, LostLeaderEliteTestsAndPromotion) {
    JacksonGame t;
    t.add("army", unit("u", "foot", 6, "rifled_musket", "elite"));
    t.play("command_figure_lost", {{"unit", "u"}, {"fate", "killed"}});
    EXPECT_EQ(t.u("u").leaders[0].status, "killed");
    EXPECT_EQ(t.moraleOwed("u"), "lost a leader (elite)");
    auto owed = t.ruleset().owed(t.state());
    ASSERT_EQ(owed.size(), 2u);
    EXPECT_EQ(owed[1].action, "promote");
    // Leaderless: may not charge.
    EXPECT_THROW(t.resolve("move", {{"unit", "u"}, {"charging", true}}, {1, 1, 1}), RuleError);
    Outcome no = t.play("promote", {{"unit", "u"}}, {3});
    EXPECT_EQ(no.result["promoted"], false);
    EXPECT_THROW(t.resolve("promote", {{"unit", "u"}}, {0}), RuleError); // once per turn
    t.nextTurn();
    Outcome yes = t.play("promote", {{"unit", "u"}}, {2});
    EXPECT_EQ(yes.result["promoted"], true);
    EXPECT_EQ(t.u("u").leaders[0].status, "active");
    EXPECT_THROW(t.resolve("promote", {{"unit", "u"}}, {0}), RuleError);
    EXPECT_THROW(t.resolve("command_figure_lost", {{"unit", "u"}, {"leader", 3}}), RuleError);
}

TEST(JacksonCommand, RegularLosingLeaderOwesNoTest) {
    JacksonGame t;
    t.add("army", unit("u", "foot", 6, "rifled_musket", "regular"));
    Outcome o = t.play("command_figure_lost", {{"unit", "u"}, {"fate", "captured"}});
    EXPECT_EQ(o.result["morale_test"], false);
    EXPECT_EQ(t.moraleOwed("u"), "");
}

} // namespace adc::jackson::test
