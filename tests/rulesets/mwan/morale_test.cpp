#include "mwan_fixture.hpp"

namespace adc::mwan::test {

namespace {

Outcome test(const Game& g, const std::string& unit, int face, json extra = json::object()) {
    json p = {{"unit", unit}, {"reason", "fire"}};
    p.update(extra);
    return resolve(g, "morale", p, {face});
}

bool passes(const Game& g, const std::string& unit, int face, json extra = json::object()) {
    return test(g, unit, face, std::move(extra)).result["passed"].get<bool>();
}

Game side(json units, json options = json::object()) {
    return game(units, json::array({regiment("enemy", 4)}), options);
}

} // namespace

TEST(MwanMorale, StandsOnThreeToSix) {
    Game g = side(json::array({regiment("a", 4)}));
    EXPECT_TRUE(passes(g, "a", 3));
    Outcome fail = test(g, "a", 2);
    EXPECT_FALSE(fail.result["passed"].get<bool>());
    EXPECT_EQ(fail.result["rout_distance"], 12);
    ASSERT_EQ(fail.effects.size(), 2u);
    EXPECT_EQ(fail.effects[0].value, "routed");
}

TEST(MwanMorale, QualityAndArtilleryModifiers) {
    Game g = side(json::array(
        {regiment("vet", 4, "veteran"), regiment("eli", 4, "elite"), regiment("grn", 4, "green"),
         regiment("vcav", 4, "veteran", "rifled_carbine", {{"kind", "cavalry"}}),
         section("gun", 2, "rifled_artillery")}));
    EXPECT_TRUE(hasModifier(test(g, "vet", 2), "/morale/veteran_infantry", 1));
    EXPECT_TRUE(passes(g, "vet", 2));
    EXPECT_TRUE(passes(g, "eli", 2));
    EXPECT_FALSE(passes(g, "vcav", 2));
    EXPECT_TRUE(hasModifier(test(g, "gun", 2), "/morale/artillery", 1));
    EXPECT_TRUE(passes(g, "gun", 2));
    EXPECT_TRUE(hasModifier(test(g, "grn", 4), "/morale/green", -1));
    EXPECT_FALSE(passes(g, "grn", 3));
    EXPECT_TRUE(passes(g, "grn", 4));
}

TEST(MwanMorale, M6StandsRemovedSoFarOrThisCause) {
    json worn = regiment("a", 4, "trained", "rifled_musket", {{"start_strength", 6}});
    Game all = side(json::array({worn}));
    Outcome o = test(all, "a", 4);
    EXPECT_TRUE(hasModifier(o, "/morale/per_stand_removed", -2));
    EXPECT_FALSE(o.result["passed"].get<bool>());
    EXPECT_TRUE(passes(all, "a", 4, {{"stands_lost", 0}}));
    Game cause = game(json::array({worn}), json::array({regiment("enemy", 4)}),
                      {{"stand_loss_morale", "this_cause"}});
    play(cause, "fire", {{"firer", "enemy"}, {"target", "a"}, {"range", 5}}, {5, 1, 1, 1});
    Outcome c = resolve(cause, "morale", {{"unit", "a"}}, {4});
    EXPECT_TRUE(hasModifier(c, "/morale/per_stand_removed", -1));
    EXPECT_TRUE(c.result["passed"].get<bool>());
}

TEST(MwanMorale, CommanderAttachedAndGunSectionWithGreenInfantry) {
    Game g = side(json::array({regiment("grn", 4, "green"), regiment("led", 4, "green"),
                               commander("bg", "brigade", "led")}));
    Outcome guns = test(g, "grn", 3, {{"gun_touching", true}});
    EXPECT_TRUE(hasModifier(guns, "/morale/gun_section_with_green_infantry", 1));
    EXPECT_TRUE(guns.result["passed"].get<bool>());
    Outcome led = test(g, "led", 3, {{"gun_touching", true}});
    EXPECT_TRUE(hasModifier(led, "/morale/commander_attached", 1));
    EXPECT_FALSE(hasModifier(led, "/morale/gun_section_with_green_infantry", 1));
    EXPECT_EQ(led.result["modifier"], 0);
}

namespace {

// Whether a step beginning with the flag's words says it counts for nothing.
bool saysCountsForNothing(const Outcome& o, const std::string& flag) {
    for (const auto& step : o.steps) {
        if (step.text.rfind(flag, 0) == 0 &&
            step.text.find("counts for nothing") != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

// "A friendly gun section touching, a green infantry regiment raises its morale one point, but
// this is not cumulative with the bonus for a general." The general must help, never hurt.
TEST(MwanMorale, M12AnyGeneralNearbyReplacesTheGunBonusNeverLess) {
    Game plain = side(json::array({regiment("grn", 4, "green")}));
    Outcome byDefault = test(plain, "grn", 3, {{"gun_touching", true}, {"general_nearby", true}});
    EXPECT_EQ(byDefault.result["modifier"], 0); // -1 green +1 guns: the nearby general is no one
    EXPECT_TRUE(byDefault.result["passed"].get<bool>());
    EXPECT_TRUE(saysCountsForNothing(byDefault, "General officer nearby"));
    Game nearby = side(json::array({regiment("grn", 4, "green"), regiment("vet", 4, "veteran")}),
                       {{"general_bonus", "any_general_nearby"}});
    Outcome both = test(nearby, "grn", 3, {{"gun_touching", true}, {"general_nearby", true}});
    EXPECT_EQ(both.result["modifier"], 0); // -1 green +1 the general's bonus, in place of the guns'
    EXPECT_TRUE(both.result["passed"].get<bool>()); // stands on 3, as it did without the general
    EXPECT_TRUE(hasModifier(both, "/morale/commander_attached", 1));
    EXPECT_FALSE(hasModifier(both, "/morale/gun_section_with_green_infantry", 1));
    // The general's bonus alone, under this reading, is a general's +1 for any regiment.
    EXPECT_EQ(test(nearby, "vet", 1, {{"general_nearby", true}}).result["modifier"], 2);
    EXPECT_FALSE(passes(nearby, "grn", 3, {{"general_nearby", false}})); // -1 green, no help
}

TEST(MwanMorale, M12GeneralBonusBelowTheGunsIsRaisedToThem) {
    json data = shippedJson();
    data["morale"]["gun_section_with_green_infantry"] = 2;
    Game g = game(json::array({regiment("grn", 4, "green"), commander("bg", "brigade", "grn")}),
                  json::array({regiment("enemy", 4)}), json::object(), ruleset(data));
    // +1 commander attached, raised by 1 to the guns' +2: never less than the guns alone.
    EXPECT_EQ(test(g, "grn", 3, {{"gun_touching", true}}).result["modifier"], 1);
}

TEST(MwanMorale, FlagsThatCountForNothingSaySo) {
    Game g = side(json::array({regiment("vet", 4, "veteran"), regiment("led", 4),
                               commander("bg", "brigade", "led")}),
                  {{"general_bonus", "any_general_nearby"}});
    EXPECT_TRUE(saysCountsForNothing(test(g, "vet", 3, {{"gun_touching", true}}),
                                     "Friendly guns touching"));
    Game guns = side(json::array({section("gun", 2, "rifled_artillery")}));
    EXPECT_TRUE(saysCountsForNothing(test(guns, "gun", 3, {{"stands_lost", 1}}),
                                     "Stands removed (override)"));
    Outcome led = test(g, "led", 3, {{"general_nearby", true}});
    EXPECT_EQ(led.result["modifier"], 1); // the attached commander's +1, given once
    EXPECT_TRUE(saysCountsForNothing(led, "General officer nearby"));
}

TEST(MwanMorale, RoutDistancesAndM14) {
    json cav = regiment("cav", 3, "trained", "rifled_carbine", {{"kind", "cavalry"}});
    json gun = section("gun", 2, "rifled_artillery");
    Game g = side(json::array({cav, gun}));
    EXPECT_EQ(test(g, "cav", 1).result["rout_distance"], 18);
    EXPECT_EQ(test(g, "gun", 1).result["rout_distance"], 12);
    Game prolonge = side(json::array({gun}), {{"artillery_rout", "prolonge"}});
    EXPECT_EQ(test(prolonge, "gun", 1).result["rout_distance"], 4);
    Game small = side(json::array({regiment("a", 4)}), {{"base_size", "one_inch"}});
    EXPECT_EQ(test(small, "a", 1).result["rout_distance"], 8);
}

TEST(MwanMorale, ArtilleryChargedAbandonsItsGuns) {
    Game g = game(json::array({regiment("a", 4)}),
                  json::array({section("gun", 2, "smoothbore_artillery")}));
    play(g, "move", {{"unit", "a"}, {"charge", true}, {"charge_target", "gun"}});
    Outcome o = play(g, "morale", {{"unit", "gun"}}, {1});
    EXPECT_TRUE(o.result["abandoned"].get<bool>());
    EXPECT_TRUE(g.state().unit("gun")->eliminated());
    EXPECT_TRUE(due(g).empty());
}

TEST(MwanMorale, ListedReasonNeedsAnEntry) {
    Game g = side(json::array({regiment("a", 4)}));
    EXPECT_EQ(refusal(g, "morale", {{"unit", "a"}}), "/params/reason");
}

TEST(MwanMorale, RoutedPastMakesFriendsCast) {
    Game g = side(json::array({regiment("r", 4, "trained", "rifled_musket", {{"status", "routed"}}),
                               regiment("b", 4), section("gun", 1, "rifled_artillery")}));
    Outcome o = play(g, "routed_past", {{"routed", "r"}, {"passed", {"b", "gun"}}});
    EXPECT_EQ(o.result["must_test"], json::array({"b", "gun"}));
    EXPECT_EQ(due(g)["b"]["reason"], "routed_past");
    EXPECT_EQ(refusal(g, "routed_past", {{"routed", "b"}, {"passed", {"gun"}}}), "/params/routed");
    EXPECT_EQ(refusal(g, "routed_past", {{"routed", "r"}, {"passed", {"enemy"}}}),
              "/params/passed/0");
}

TEST(MwanRally, FiveOrSixWithModifiers) {
    auto routed = [](const std::string& id, const std::string& q) {
        return regiment(id, 4, q, "rifled_musket", {{"status", "routed"}});
    };
    Game g = side(json::array({routed("t", "trained"), routed("p", "poorly_trained"),
                               routed("e", "elite"), routed("led", "trained"),
                               commander("bg", "brigade", "led"), regiment("ok", 4)}));
    auto rallies = [&](const std::string& id, int face) {
        return resolve(g, "rally", {{"unit", id}}, {face}).result["rallied"].get<bool>();
    };
    EXPECT_FALSE(rallies("t", 4));
    EXPECT_TRUE(rallies("t", 5));
    EXPECT_FALSE(rallies("p", 5));
    EXPECT_TRUE(rallies("p", 6));
    EXPECT_TRUE(rallies("e", 4));
    EXPECT_TRUE(rallies("led", 4));
    EXPECT_EQ(refusal(g, "rally", {{"unit", "ok"}}), "/params/unit");
}

TEST(MwanRally, M8EliteAndGeneralStackOrNot) {
    json e = regiment("e", 4, "elite", "rifled_musket", {{"status", "routed"}});
    Game stack = side(json::array({e, commander("bg", "brigade", "e")}));
    EXPECT_EQ(resolve(stack, "rally", {{"unit", "e"}}, {3}).result["modifier"], 2);
    Game one =
        side(json::array({e, commander("bg", "brigade", "e")}), {{"rally_bonus", "one_only"}});
    EXPECT_EQ(resolve(one, "rally", {{"unit", "e"}}, {3}).result["modifier"], 1);
}

// "adding one for elites or for the presence of a general officer": under the default reading
// (M12 attached_commander) only an attached commander is that general, and the outcome says so.
TEST(MwanRally, GeneralPresentCountsOnlyUnderItsReadingAndSaysWhenNot) {
    json r = regiment("r", 4, "trained", "rifled_musket", {{"status", "routed"}});
    Game plain = side(json::array({r}));
    Outcome o = resolve(plain, "rally", {{"unit", "r"}, {"general_present", true}}, {4});
    EXPECT_EQ(o.result["modifier"], 0);
    EXPECT_FALSE(o.result["rallied"].get<bool>());
    EXPECT_TRUE(saysCountsForNothing(o, "General officer present"));
    Game nearby = side(json::array({r}), {{"general_bonus", "any_general_nearby"}});
    o = resolve(nearby, "rally", {{"unit", "r"}, {"general_present", true}}, {4});
    EXPECT_EQ(o.result["modifier"], 1);
    EXPECT_TRUE(o.result["rallied"].get<bool>());
    Game led = side(json::array({r, commander("bg", "brigade", "r")}),
                    {{"general_bonus", "any_general_nearby"}});
    o = resolve(led, "rally", {{"unit", "r"}, {"general_present", true}}, {4});
    EXPECT_EQ(o.result["modifier"], 1); // one general, counted once
    EXPECT_TRUE(saysCountsForNothing(o, "General officer present"));
}

TEST(MwanRally, RalliedUnitMayNotMoveOrShootUntilNextTurn) {
    Game g =
        side(json::array({regiment("a", 4, "trained", "rifled_musket", {{"status", "routed"}})}));
    play(g, "rally", {{"unit", "a"}}, {6});
    EXPECT_EQ(g.state().unit("a")->status, "good_order");
    EXPECT_EQ(refusal(g, "move", {{"unit", "a"}}), "/params/unit");
    EXPECT_EQ(refusal(g, "fire", {{"firer", "a"}, {"target", "enemy"}, {"range", 5}}),
              "/params/firer");
    advance(g, 6);
    EXPECT_FALSE(g.state().unit("a")->attr<bool>("rallied", true));
    EXPECT_EQ(refusal(g, "move", {{"unit", "a"}}), "");
}

TEST(MwanCommanders, AttachWithinCommandAndDetach) {
    Game g = side(json::array({regiment("a", 4), regiment("b", 4),
                               commander("bg", "brigade", "", {{"command", {"a"}}})}));
    EXPECT_EQ(refusal(g, "attach", {{"commander", "bg"}, {"regiment", "b"}}), "/params/regiment");
    EXPECT_EQ(refusal(g, "attach", {{"commander", "bg"}, {"regiment", "enemy"}}),
              "/params/regiment");
    EXPECT_EQ(refusal(g, "attach", {{"commander", "bg"}}), "/params/regiment");
    play(g, "attach", {{"commander", "bg"}, {"regiment", "a"}});
    EXPECT_EQ(g.state().unit("bg")->attr<std::string>("attached_to", ""), "a");
    EXPECT_TRUE(hasModifier(resolve(g, "morale", {{"unit", "a"}, {"reason", "fire"}}, {3}),
                            "/morale/commander_attached", 1));
    play(g, "attach", {{"commander", "bg"}});
    EXPECT_EQ(g.state().unit("bg")->attr<std::string>("attached_to", "x"), "");
}

TEST(MwanCommanders, UnattachedKeepEighteenInchesFromTheEnemy) {
    Game g = side(json::array(
        {regiment("a", 4), commander("bg", "brigade", ""), commander("dv", "division", "a")}));
    Outcome near = resolve(g, "commander_check", {{"commander", "bg"}, {"enemy_distance", 17}});
    EXPECT_FALSE(near.result["allowed"].get<bool>());
    ASSERT_EQ(near.effects.size(), 1u);
    EXPECT_EQ(near.effects[0].kind, EffectKind::Note);
    EXPECT_TRUE(resolve(g, "commander_check", {{"commander", "bg"}, {"enemy_distance", 18}})
                    .result["allowed"]
                    .get<bool>());
    EXPECT_TRUE(resolve(g, "commander_check", {{"commander", "dv"}, {"enemy_distance", 2}})
                    .result["allowed"]
                    .get<bool>());
    Game small = side(json::array({commander("bg", "brigade", "")}), {{"base_size", "one_inch"}});
    EXPECT_EQ(resolve(small, "commander_check", {{"commander", "bg"}, {"enemy_distance", 13}})
                  .result["limit"],
              12);
}

TEST(MwanMorale, EditedStandsOnChangesTheResult) {
    json data = shippedJson();
    data["morale"]["stands_on"] = 4;
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 4)}), json::object(),
                  ruleset(data));
    EXPECT_FALSE(passes(g, "a", 3));
}

// A routed friend passed by another routing unit casts nothing more: the step says why and cites
// the routed-past rule's distance.
TEST(MwanMorale, RoutedPastSkipsAUnitAlreadyRouted) {
    auto routed = [](const std::string& id) {
        return regiment(id, 4, "trained", "rifled_musket", {{"status", "routed"}});
    };
    Game g = side(json::array({routed("r"), routed("c")}));
    Outcome o = play(g, "routed_past", {{"routed", "r"}, {"passed", {"c"}}});
    EXPECT_EQ(o.result["must_test"], json::array());
    EXPECT_TRUE(due(g).empty());
    ASSERT_EQ(o.steps.size(), 1u);
    EXPECT_EQ(o.steps[0].text, "c does not cast (routed, gone or a commander)");
    EXPECT_EQ(o.steps[0].rule, "/morale/routed_past_within");
}

} // namespace adc::mwan::test
