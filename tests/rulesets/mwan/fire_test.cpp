#include "mwan_fixture.hpp"

#include "adc/odds.hpp"

namespace adc::mwan::test {

namespace {

Game duel(json firer, json target, json options = json::object()) {
    return game(json::array({firer}), json::array({target}), options);
}

json shot(const std::string& firer, const std::string& target, double range,
          bool charging = false) {
    return {{"firer", firer}, {"target", target}, {"range", range}, {"target_charging", charging}};
}

} // namespace

// The base check refuses an action outside its declared phase: the game starts in "initiative".
TEST(MwanFire, RefusedOutsideTheFirePhase) {
    Game g = duel(regiment("a", 4), regiment("b", 6));
    ScriptedDice dice({5, 6, 4, 1});
    try {
        g.resolve({"fire", shot("a", "b", 9)}, dice);
        FAIL() << "fire resolved in the initiative phase";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/phase");
        EXPECT_NE(std::string(e.what()).find("belongs to the phase"), std::string::npos);
    }
    // A morale test may be cast in any phase (a charged unit casts in the moving phase).
    EXPECT_EQ(g.ruleset().action("morale")->phase, "");
}

TEST(MwanFire, OneDiePerFourCastingsHitOnFiveSix) {
    Game g = duel(regiment("a", 4), regiment("b", 6));
    Outcome o = play(g, "fire", shot("a", "b", 9), {5, 6, 4, 1});
    EXPECT_EQ(o.result["dice"], 4);
    EXPECT_EQ(o.result["hit_on"], 5);
    EXPECT_EQ(o.result["hits"], 2);
    EXPECT_EQ(g.state().unit("b")->strength, 4);
    EXPECT_TRUE(g.state().unit("a")->attr<bool>("fired", false));
    EXPECT_EQ(due(g)["b"]["reason"], "fire");
    EXPECT_EQ(due(g)["b"]["stands_lost"], 2);
    EXPECT_EQ(o.rolls.size(), 4u);
    EXPECT_NE(o.rolls[0].purpose.find("die 1 of 4"), std::string::npos);
    EXPECT_EQ(o.summary, "Fire: a → b, 2 hits, 2 stands removed");
}

TEST(MwanFire, BeyondHalfRangeHitsOnSixOnly) {
    Game g = duel(regiment("a", 4), regiment("b", 6));
    Outcome o = resolve(g, "fire", shot("a", "b", 10), {5, 6, 6, 1});
    EXPECT_EQ(o.result["hit_on"], 6);
    EXPECT_EQ(o.result["hits"], 2);
}

TEST(MwanFire, HardCoverHalvesSoftCoverDoesNotByDefault) {
    Game hard =
        duel(regiment("a", 4), regiment("b", 6, "trained", "rifled_musket", {{"cover", "hard"}}));
    EXPECT_EQ(resolve(hard, "fire", shot("a", "b", 5), {5, 5, 6, 6}).result["hits"], 2);
    Game soft =
        duel(regiment("a", 4), regiment("b", 6, "trained", "rifled_musket", {{"cover", "soft"}}));
    EXPECT_EQ(resolve(soft, "fire", shot("a", "b", 5), {5, 5, 6, 6}).result["hits"], 4);
}

TEST(MwanFire, M3SoftCoverHalvesAsHouseRule) {
    Game g =
        duel(regiment("a", 4), regiment("b", 6, "trained", "rifled_musket", {{"cover", "soft"}}),
             {{"soft_cover_fire", "halves"}});
    Outcome o = resolve(g, "fire", shot("a", "b", 5), {5, 5, 6, 6});
    EXPECT_EQ(o.result["hit_on"], 6);
    EXPECT_EQ(o.result["hits"], 2);
}

TEST(MwanFire, M2CoverAndRangeDoubleFiringGroups) {
    Game g =
        duel(regiment("a", 4), regiment("b", 6, "trained", "rifled_musket", {{"cover", "hard"}}));
    Outcome o = resolve(g, "fire", shot("a", "b", 12), {6, 5});
    EXPECT_EQ(o.result["dice"], 2); // 16 castings in groups of 8
    EXPECT_EQ(o.result["hits"], 1);
}

TEST(MwanFire, M2DoubleDiceHouseRule) {
    Game g =
        duel(regiment("a", 4), regiment("b", 6, "trained", "rifled_musket", {{"cover", "hard"}}),
             {{"cover_and_range", "double_dice"}});
    Outcome o = resolve(g, "fire", shot("a", "b", 12), {6, 5, 1, 1, 6, 1, 1, 1});
    EXPECT_EQ(o.result["dice"], 8);
    EXPECT_EQ(o.result["hits"], 2);
}

TEST(MwanFire, OutOfRangeIsRefusedWithTheReason) {
    Game g = duel(regiment("a", 4), regiment("b", 6));
    EXPECT_EQ(refusal(g, "fire", shot("a", "b", 18.5)), "/params/range");
    std::string text = refusalText(g, "fire", shot("a", "b", 18.5));
    EXPECT_NE(text.find("out of range: rifled musket reaches 18\""), std::string::npos) << text;
    EXPECT_EQ(refusal(g, "fire", shot("a", "b", 18), {1, 1, 1, 1}), "");
}

TEST(MwanFire, RangesPerWeapon) {
    struct Case {
        std::string weapon;
        double range;
    };
    for (const Case& c : {Case{"rifled_carbine", 12}, Case{"smoothbore_musket", 6}}) {
        json cav = regiment("a", 4, "trained", c.weapon);
        Game g = duel(cav, regiment("b", 6));
        EXPECT_EQ(refusal(g, "fire", shot("a", "b", c.range + 0.5)), "/params/range") << c.weapon;
        EXPECT_EQ(refusal(g, "fire", shot("a", "b", c.range), {1, 1, 1, 1}), "") << c.weapon;
    }
    for (const Case& c : {Case{"rifled_artillery", 72}, Case{"smoothbore_artillery", 36}}) {
        Game g = duel(section("a", 1, c.weapon), regiment("b", 6));
        EXPECT_EQ(refusal(g, "fire", shot("a", "b", c.range + 0.5)), "/params/range") << c.weapon;
        EXPECT_EQ(refusal(g, "fire", shot("a", "b", c.range), {1}), "") << c.weapon;
    }
}

TEST(MwanFire, OneInchStandsScaleRangesToTwoThirds) {
    Game g = duel(regiment("a", 4), regiment("b", 6), {{"base_size", "one_inch"}});
    EXPECT_EQ(refusal(g, "fire", shot("a", "b", 12.5)), "/params/range");
    // Half range is 6": at 6.5" the fire is halved.
    EXPECT_EQ(resolve(g, "fire", shot("a", "b", 6.5), {5, 5, 5, 6}).result["hits"], 1);
    EXPECT_EQ(resolve(g, "fire", shot("a", "b", 6), {5, 5, 5, 6}).result["hits"], 4);
}

TEST(MwanFire, M1CastingsNotAMultipleOfFour) {
    json odd = regiment("a", 3, "trained", "rifled_musket", {{"castings", 10}});
    Game down = duel(odd, regiment("b", 6));
    EXPECT_EQ(resolve(down, "fire", shot("a", "b", 5), {5, 5}).result["dice"], 2);
    Game up = duel(odd, regiment("b", 6), {{"partial_castings", "round_up"}});
    EXPECT_EQ(resolve(up, "fire", shot("a", "b", 5), {5, 5, 5}).result["hits"], 3);
    Game part = duel(odd, regiment("b", 6), {{"partial_castings", "partial_die"}});
    EXPECT_EQ(resolve(part, "fire", shot("a", "b", 5), {5, 5, 5}).result["hits"], 2);
    EXPECT_EQ(resolve(part, "fire", shot("a", "b", 5), {5, 5, 6}).result["hits"], 3);
}

TEST(MwanFire, ArtilleryOneDiePerStandAndSavesOnFourToSix) {
    Game g =
        duel(section("guns", 2, "rifled_artillery"), section("enemy", 3, "smoothbore_artillery"));
    // 40" is beyond half range (36"): hit on 6; two hits, saves 4 (saved) and 3 (lost).
    Outcome o = play(g, "fire", shot("guns", "enemy", 40), {6, 6, 4, 3});
    EXPECT_EQ(o.result["dice"], 2);
    EXPECT_EQ(o.result["hits"], 2);
    EXPECT_EQ(o.result["saves"], 1);
    EXPECT_EQ(o.result["stands_removed"], 1);
    EXPECT_EQ(g.state().unit("enemy")->strength, 2);
}

TEST(MwanFire, FiringAtChargers) {
    Game g = duel(section("a", 1, "smoothbore_artillery"),
                  regiment("b", 6, "trained", "rifled_musket", {{"charging", true}}));
    EXPECT_EQ(resolve(g, "fire", shot("a", "b", 10), {5, 1}).result["dice"], 2);
    Game m = duel(regiment("a", 4, "trained", "smoothbore_musket"), regiment("b", 6));
    Outcome o = resolve(m, "fire", shot("a", "b", 2, true), {4, 4, 3, 1});
    EXPECT_EQ(o.result["hit_on"], 4);
    EXPECT_EQ(o.result["hits"], 2);
}

TEST(MwanFire, M5ChargerHitNumberReplacesOrIsHalved) {
    json sb = regiment("a", 4, "trained", "smoothbore_musket");
    Game replaces = duel(sb, regiment("b", 6));
    EXPECT_EQ(resolve(replaces, "fire", shot("a", "b", 4, true), {4, 4, 4, 4}).result["hits"], 4);
    Game halved = duel(sb, regiment("b", 6), {{"charger_fire", "halved"}});
    Outcome o = resolve(halved, "fire", shot("a", "b", 4, true), {4, 4, 4, 6});
    EXPECT_EQ(o.result["hit_on"], 6);
    EXPECT_EQ(o.result["hits"], 1);
}

TEST(MwanFire, M4HalfRangeAtCanisterDistance) {
    json gun = section("a", 1, "smoothbore_artillery");
    Game full = duel(gun, regiment("b", 6));
    EXPECT_EQ(resolve(full, "fire", shot("a", "b", 10), {5}).result["hits"], 1);
    Game can = duel(gun, regiment("b", 6), {{"canister_half_range", "canister_range"}});
    EXPECT_EQ(resolve(can, "fire", shot("a", "b", 10), {5}).result["hits"], 0);
    EXPECT_EQ(resolve(can, "fire", shot("a", "b", 7), {5}).result["hits"], 1);
}

TEST(MwanFire, RefusalsLimberedFiredRoutedRallied) {
    Game g =
        game(json::array({section("limb", 1, "rifled_artillery", {{"limbered", true}}),
                          regiment("done", 4, "trained", "rifled_musket", {{"fired", true}}),
                          regiment("rout", 4, "trained", "rifled_musket", {{"status", "routed"}}),
                          regiment("ral", 4, "trained", "rifled_musket", {{"rallied", true}}),
                          commander("gen", "brigade", "")}),
             json::array({regiment("b", 6)}));
    for (const char* id : {"limb", "done", "rout", "ral", "gen"}) {
        EXPECT_EQ(refusal(g, "fire", shot(id, "b", 5)), "/params/firer") << id;
    }
    EXPECT_NE(refusalText(g, "fire", shot("limb", "b", 5)).find("limbered"), std::string::npos);
}

TEST(MwanFire, M9GunsWithoutLimbersMoveOrFire) {
    json gun = section("a", 1, "rifled_artillery", {{"moved", 5}});
    Game moveOrFire = duel(gun, regiment("b", 6), {{"limbers", "no_limbers"}});
    EXPECT_EQ(refusal(moveOrFire, "fire", shot("a", "b", 5)), "/params/firer");
    Game cap = duel(gun, regiment("b", 6),
                    {{"limbers", "no_limbers"}, {"no_limber_rule", "four_inch_cap"}});
    EXPECT_EQ(refusal(cap, "fire", shot("a", "b", 5), {1}), "");
    json gun4 = section("a", 1, "rifled_artillery", {{"moved", 4}});
    Game four = duel(gun4, regiment("b", 6), {{"limbers", "no_limbers"}});
    EXPECT_EQ(refusal(four, "fire", shot("a", "b", 5), {1}), "");
}

TEST(MwanFire, SimultaneousFireCountsStandsLostThisPhase) {
    Game g = duel(regiment("a", 4), regiment("b", 4));
    play(g, "fire", shot("a", "b", 5), {5, 5, 1, 1});
    ASSERT_EQ(g.state().unit("b")->strength, 2);
    Outcome back = play(g, "fire", shot("b", "a", 5), {1, 1, 1, 6});
    EXPECT_EQ(back.result["dice"], 4);
    // Leaving the fire phase ends the count.
    EXPECT_EQ(g.state().flags["mwan_fire_losses"]["b"], 2);
}

// "We use alternate movement and simultaneous fire, melee and morale." A regiment whose stands
// were all removed earlier in the same fire phase still fires with the stands it had when the
// phase began: the request check, the form's picker (both ask unitRefusal) and the odds take it;
// it cannot be fired on again, and once the fire phase ends it is out of play.
TEST(MwanFire, ARegimentDestroyedEarlierInTheFirePhaseStillFires) {
    Game g = duel(regiment("a", 2), regiment("b", 4));
    play(g, "fire", shot("b", "a", 5), {5, 6, 1, 1});
    ASSERT_TRUE(g.state().unit("a")->eliminated());
    Outcome back = play(g, "fire", shot("a", "b", 5), {5, 1});
    EXPECT_EQ(back.result["dice"], 2);
    EXPECT_EQ(back.result["stands_removed"], 1);
    EXPECT_EQ(g.state().unit("b")->strength, 3);
    const Ruleset& rs = g.ruleset();
    const ActionSpec& fire = *rs.action("fire");
    const GameState firing = adc::test::inPhaseOf(rs, g.state(), "fire");
    const Unit& a = *firing.unit("a");
    EXPECT_EQ(rs.unitRefusal(fire, *fire.param("firer"), a, firing), "");
    EXPECT_EQ(rs.unitRefusal(fire, *fire.param("target"), a, firing), "has been removed from play");
    // The odds of its fire are asked like any other.
    Game again = duel(regiment("a", 2), regiment("b", 4));
    play(again, "fire", shot("b", "a", 5), {5, 6, 1, 1});
    const GameState asked = adc::test::inPhaseOf(rs, again.state(), "fire");
    EXPECT_NO_THROW(computeOdds(rs, {"fire", shot("a", "b", 5)}, asked));
    // The fire phase over, the regiment is gone.
    GameState after = asked;
    after.flags.erase("mwan_fire_losses");
    EXPECT_EQ(rs.unitRefusal(fire, *fire.param("firer"), *after.unit("a"), after),
              "has been removed from play");
}

// "Single commanders represent brigade commanders. Two-casting command bases represent division
// commanders." A commander is a figure, not a stand (M17): the fire, melee and morale pickers
// and the request check leave him out, the attach action takes him, and he counts in no side's
// stands and has no break point.
TEST(MwanFire, CommandersAreNotOfferedAsFirersNorCountedAsStands) {
    Game g = game(json::array({regiment("a", 4), commander("bg", "brigade", "")}),
                  json::array({regiment("b", 4)}));
    const Ruleset& rs = g.ruleset();
    const Unit& bg = *g.state().unit("bg");
    for (const auto& [action, param] : {std::pair{"fire", "firer"}, std::pair{"melee", "attacker"},
                                        std::pair{"morale", "unit"}}) {
        const ActionSpec& spec = *rs.action(action);
        EXPECT_NE(rs.unitRefusal(spec, *spec.param(param), bg, g.state()), "") << action;
    }
    const ActionSpec& attach = *rs.action("attach");
    EXPECT_EQ(rs.unitRefusal(attach, *attach.param("commander"), bg, g.state()), "");
    EXPECT_EQ(refusal(g, "fire", shot("bg", "b", 5)), "/params/firer");
    EXPECT_FALSE(rs.inStrengthTotals(bg));
    EXPECT_TRUE(rs.inStrengthTotals(*g.state().unit("a")));
    EXPECT_EQ(rs.unitBreakPoints(bg, {}).text, "");
}

TEST(MwanFire, AttachedCommanderRisksDeathOnTwelve) {
    Game g = game(json::array({regiment("a", 4)}),
                  json::array({regiment("b", 6), commander("bg", "brigade", "b"),
                               commander("dv", "division", "b")}));
    Outcome o = play(g, "fire", shot("a", "b", 5), {5, 1, 1, 1, 6, 6, 6, 5});
    EXPECT_EQ(o.result["commanders_killed"], json::array({"bg"}));
    EXPECT_TRUE(g.state().unit("bg")->eliminated());
    EXPECT_FALSE(g.state().unit("dv")->eliminated());
    EXPECT_EQ(due(g)["b"]["reason"], "fire"); // the fire trigger came first
    // A brigade commander's death alone triggers a test.
    Game alone = game(json::array({regiment("a", 4)}),
                      json::array({regiment("b", 6), commander("dv", "division", "b")}));
    play(alone, "fire", shot("a", "b", 5), {5, 1, 1, 1, 6, 6});
    EXPECT_TRUE(alone.state().unit("dv")->eliminated());
    EXPECT_EQ(due(alone)["b"]["stands_lost"], 1);
}

TEST(MwanFire, M11DivisionCommanderDeathTriggersMoraleAsHouseRule) {
    Game g =
        game(json::array({section("a", 1, "rifled_artillery")}),
             json::array({section("b", 2, "rifled_artillery"), commander("dv", "division", "b")}),
             {{"division_commander_death", "test"}});
    // One hit, saved? no: save die 1 → one stand lost, 2D6 = 12.
    Outcome o = play(g, "fire", shot("a", "b", 5), {5, 1, 6, 6});
    EXPECT_EQ(o.result["commanders_killed"], json::array({"dv"}));
    bool m11 = false;
    for (const auto& s : o.steps) {
        m11 = m11 || s.rule == "M11";
    }
    EXPECT_TRUE(m11);
}

TEST(MwanFire, EditedTableChangesTheResult) {
    json data = shippedJson();
    data["fire"]["hit_on"] = 4;
    data["fire"]["weapons"]["rifled_musket"]["range"] = 24;
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 6)}), json::object(),
                  ruleset(data));
    EXPECT_EQ(resolve(g, "fire", shot("a", "b", 5), {4, 4, 3, 3}).result["hits"], 2);
    EXPECT_EQ(refusal(g, "fire", shot("a", "b", 20), {1, 1, 1, 1}), "");
}

} // namespace adc::mwan::test

namespace adc::mwan::test {

// "When firing at units charging them, smoothbore artillery rolls double dice, and smoothbore
// muskets hit on a 4-6": for any other weapon the flag counts for nothing, and the steps say so.
TEST(MwanFire, TargetChargingCountsForNothingForOtherWeaponsAndSaysSo) {
    Game g = duel(regiment("a", 4), regiment("b", 6));
    Outcome o = resolve(g, "fire", shot("a", "b", 9, true), {5, 6, 4, 1});
    EXPECT_EQ(o.result["hits"], 2);
    bool said = false;
    for (const auto& step : o.steps) {
        said = said || step.text.rfind("Target charging: counts for nothing", 0) == 0;
    }
    EXPECT_TRUE(said);
}

// The last stand removed: the regiment is gone and owes no morale; the step cites the fire
// section whose numbers removed it.
TEST(MwanFire, LastStandRemovedDestroysTheTarget) {
    Game g = duel(regiment("a", 4), regiment("b", 1));
    Outcome o = play(g, "fire", shot("a", "b", 5), {6, 1, 1, 1});
    EXPECT_EQ(o.result["stands_removed"], 1);
    EXPECT_TRUE(g.state().unit("b")->eliminated());
    EXPECT_TRUE(due(g).empty());
    ASSERT_FALSE(o.steps.empty());
    EXPECT_EQ(o.steps.back().text, "b is destroyed");
    EXPECT_EQ(o.steps.back().rule, "/fire");
}

} // namespace adc::mwan::test
