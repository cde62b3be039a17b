// "You must pass morale to stand or charge." Sequence of action: "4. Test Morale for units
// attempting to close into melee combat. 5. Test Morale for units attempting to stand to melee
// 6. Resolve Melee combat."
#include "jackson_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

namespace {

// Six troopers charge six warriors on foot (the army attacks: it moves first).
JacksonGame charge(const std::string& emptyCharge = "") {
    JacksonGame t;
    t.add("army", unit("cav", "mounted", 6, "carbine"));
    t.add("sioux", unit("braves", "indian_warband", 6, "bows"));
    if (!emptyCharge.empty()) {
        t.option("empty_charge", emptyCharge);
    }
    t.play("move", {{"unit", "cav"}, {"charging", true}, {"target", "braves"}}, {4, 4, 4, 4});
    return t;
}

json test(const std::string& unit, const std::string& reason, json extra = json::object()) {
    json p = {{"unit", unit}, {"reason", reason}};
    for (auto& [k, v] : extra.items()) {
        p[k] = v;
    }
    return p;
}

const json kFight = {{"attacker", "cav"}, {"defender", "braves"}};

} // namespace

TEST(JacksonCharge, AChargeOwesATestToCloseAndOneToStand) {
    JacksonGame t = charge();
    EXPECT_EQ(t.u("cav").attr<std::string>("charge_target", ""), "braves");
    EXPECT_EQ(t.u("cav").attr<std::string>("close_test", ""), "owed");
    EXPECT_EQ(t.u("braves").attr<std::string>("stand_test", ""), "owed");
    // Each test is owed in its own phase: the charger's in step 4, the charged unit's in step 5.
    EXPECT_TRUE(t.ruleset().owed(t.state()).empty()); // still moving
    t.at("morale_close");
    std::vector<Obligation> owed = t.ruleset().owed(t.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].action, "morale");
    EXPECT_EQ(owed[0].reason, "cav charged braves: it must pass morale to close into melee");
    t.at("morale_stand");
    owed = t.ruleset().owed(t.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].reason, "braves is charged: it must pass morale to stand to melee");
    // No melee before the tests; the charger tests first (step 4 before step 5).
    EXPECT_TRUE(has(refusal(t, "melee", kFight), "must first pass morale to close"));
    EXPECT_TRUE(has(refusal(t, "morale", test("braves", "to_stand"), {0}), "cav must test first"));
    EXPECT_EQ(t.play("morale", test("cav", "to_close"), {5}).result["passed"], true); // 5 < 6
    EXPECT_EQ(t.u("cav").attr<std::string>("close_test", ""), "passed");
    EXPECT_TRUE(has(refusal(t, "melee", kFight), "must first test morale to stand"));
    EXPECT_EQ(t.play("morale", test("braves", "to_stand"), {5}).result["passed"], true);
    EXPECT_TRUE(t.ruleset().owed(t.state()).empty());
    // Both passed: they fight. 6+1+1 v 5+1 (charging, mounted v Indians): the brave is killed.
    Outcome m = t.resolve("melee",
                          {{"attacker", "cav"},
                           {"defender", "braves"},
                           {"attacker_figures", 1},
                           {"defender_figures", 1}},
                          {6, 5});
    EXPECT_EQ(m.result["defender_losses"], 1);
    // A new turn clears the charge and its tests.
    t.nextTurn();
    EXPECT_EQ(t.u("cav").attr<std::string>("charge_target", "x"), "");
    EXPECT_EQ(t.u("cav").attr<std::string>("close_test", "x"), "");
    EXPECT_EQ(t.u("braves").attr<std::string>("stand_test", "x"), "");
}

TEST(JacksonCharge, AChargerThatFailsToCloseDoesNotClose) {
    JacksonGame t = charge();
    // 6 is not less than 6: the troopers fail, about face and move away 3D10 + 3".
    Outcome fail = t.play("morale", test("cav", "to_close"), {6, 2, 2, 2});
    EXPECT_EQ(fail.result["passed"], false);
    EXPECT_EQ(fail.result["retreat_inches"], 9);
    EXPECT_EQ(t.u("cav").status, status::Retreating);
    EXPECT_EQ(t.u("cav").attr<std::string>("close_test", ""), "failed");
    // No charger is left to close on the warriors: they need not test to stand.
    EXPECT_EQ(t.u("braves").attr<std::string>("stand_test", "x"), "");
    EXPECT_TRUE(t.ruleset().owed(t.state()).empty());
    EXPECT_TRUE(has(refusal(t, "morale", test("braves", "to_stand"), {0}), "failed to close"));
    const std::string why = refusal(t, "melee", kFight, {5, 5});
    EXPECT_TRUE(has(why, "failed its morale test to close: it does not close into melee")) << why;
}

TEST(JacksonCharge, ADefenderThatFailsToStandLeavesAnEmptyPlace) {
    JacksonGame t = charge();
    t.play("morale", test("cav", "to_close"), {0});
    // 7 is not less than 6: the warriors about face and move away 2D10 + 2".
    EXPECT_EQ(t.play("morale", test("braves", "to_stand"), {7, 1, 1}).result["passed"], false);
    EXPECT_EQ(t.u("braves").attr<std::string>("stand_test", ""), "failed");
    // No fight, no dice: the troopers take the ground the warriors left (default reading).
    Outcome m = t.play("melee", kFight);
    EXPECT_TRUE(m.rolls.empty());
    EXPECT_EQ(m.result["fought"], false);
    EXPECT_EQ(m.result["winner"], "attacker");
    EXPECT_EQ(m.result["defender_losses"], 0);
    EXPECT_EQ(m.summary, "Melee: braves failed to stand; cav's charge reaches an empty place and "
                         "takes the ground");
    EXPECT_TRUE(has(m.steps[1].text, "closes into the ground braves left and halts there"));
    EXPECT_EQ(t.u("braves").strength, 6);
    // The other reading: the charger stays where its charge move stopped, 1" short.
    JacksonGame h = charge("halts_short");
    h.play("morale", test("cav", "to_close"), {0});
    h.play("morale", test("braves", "to_stand"), {7, 1, 1});
    Outcome s = h.resolve("melee", kFight);
    EXPECT_EQ(s.result["winner"], "none");
    EXPECT_TRUE(has(s.steps[1].text, "halts where its charge move stopped, 1\" short"));
}

TEST(JacksonCharge, EachAdditionalChargerCountsAgainstTheStand) {
    // "If being charged by more than one unit, add +1 for each additional unit."
    JacksonGame t;
    t.add("army", unit("cav", "mounted", 6, "carbine"));
    t.add("army", unit("cav2", "mounted", 6, "carbine"));
    t.add("sioux", unit("braves", "indian_warband", 6, "bows"));
    t.play("move", {{"unit", "cav"}, {"charging", true}, {"target", "braves"}}, {1, 1, 1, 1});
    t.play("move", {{"unit", "cav2"}, {"charging", true}, {"target", "braves"}}, {1, 1, 1, 1});
    t.play("morale", test("cav", "to_close"), {0});
    t.play("morale", test("cav2", "to_close"), {0});
    // Charged by two units: +1. The referee's count must agree with the charges recorded.
    const std::string wrong =
        refusal(t, "morale", test("braves", "to_stand", {{"extra_chargers", 2}}));
    EXPECT_TRUE(has(wrong, "charged by 2 units (cav and cav2): 1 additional, not 2")) << wrong;
    Outcome o = t.resolve("morale", test("braves", "to_stand"), {4}); // 4 + 1 = 5 < 6
    EXPECT_EQ(o.result["modified"], 5);
    EXPECT_EQ(o.result["passed"], true);
    // A charger that failed to close no longer counts.
    JacksonGame f;
    f.add("army", unit("cav", "mounted", 6, "carbine"));
    f.add("army", unit("cav2", "mounted", 6, "carbine"));
    f.add("sioux", unit("braves", "indian_warband", 6, "bows"));
    f.play("move", {{"unit", "cav"}, {"charging", true}, {"target", "braves"}}, {1, 1, 1, 1});
    f.play("move", {{"unit", "cav2"}, {"charging", true}, {"target", "braves"}}, {1, 1, 1, 1});
    f.play("morale", test("cav", "to_close"), {0});
    f.play("morale", test("cav2", "to_close"), {9, 1, 1, 1});
    EXPECT_EQ(f.u("braves").attr<std::string>("stand_test", ""), "owed"); // cav still closes
    EXPECT_EQ(f.resolve("morale", test("braves", "to_stand"), {5}).result["modified"], 5);
}

TEST(JacksonCharge, AChargeNamesItsTarget) {
    JacksonGame t;
    t.add("army", unit("inf", "foot", 6, "rifled_musket"));
    t.add("army", unit("inf2", "foot", 6, "rifled_musket"));
    t.add("sioux", unit("braves", "indian_warband", 6, "bows"));
    t.add("sioux", unit("riders", "mounted_indians", 6, "spears"));
    t.play("stay_put", {{"unit", "riders"}});
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "inf"}, {"charging", true}}, {1, 1, 1}),
                    "name the unit charged"));
    EXPECT_TRUE(has(refusal(t, "move", {{"unit", "inf"}, {"target", "braves"}}, {1, 1}),
                    "only a charge names the unit it is at"));
    EXPECT_TRUE(has(
        refusal(t, "move", {{"unit", "inf"}, {"charging", true}, {"target", "inf2"}}, {1, 1, 1}),
        "own side"));
    // Mounted Indians on horseback "will not actually attempt to close": nothing is owed.
    JacksonGame m;
    m.add("army", unit("inf", "foot", 6, "rifled_musket"));
    m.add("sioux", unit("riders", "mounted_indians", 6, "spears"));
    m.play("designate_attacker", {{"side", "sioux"}});
    m.play("move", {{"unit", "riders"}, {"charging", true}, {"target", "inf"}}, {1, 1, 1, 1, 1});
    EXPECT_EQ(m.u("riders").attr<std::string>("close_test", ""), "");
    EXPECT_EQ(m.u("inf").attr<std::string>("stand_test", ""), "");
    EXPECT_TRUE(m.ruleset().owed(m.state()).empty());
}

TEST(JacksonCharge, AFightWithNoChargeRecordedIsResolvedAsAsked) {
    // The referee resolving a fight directly (no charge move this turn): the steps say so.
    JacksonGame t;
    t.add("army", unit("cav", "mounted", 1, "carbine"));
    t.add("sioux", unit("braves", "indian_warband", 1, "bows"));
    Outcome m = t.resolve("melee", kFight, {5, 5});
    EXPECT_EQ(m.steps[0].text, "no charge move of cav is recorded this turn: the tests to close "
                               "and to stand were seen to at the table");
    EXPECT_EQ(m.result["captured"], 1); // 5+1+1 v 5+1
}

} // namespace adc::jackson::test
