#include "roe_support.hpp"

namespace adc::roe::test {

namespace {

class RoeMovement : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = shipped();

    GameState state(json extra = json::object(), const std::string& phase = "bonus") {
        json figs = json::array({fig("Lt. L", {{"role", "officer"}, {"modifier", 1}})});
        for (const auto& p : privates("P", 5)) {
            figs.push_back(p);
        }
        return makeState(*rs,
                         {{"usa", unitJson("mass", figs, extra)},
                          {"usa", unitJson("horse", privates("H", 2), {{"kind", "cavalry"}})}},
                         phase);
    }
    double inches(const GameState& s, json params, std::vector<int> faces = {}) {
        if (!params.contains("unit")) {
            params["unit"] = "mass";
        }
        return resolve(*rs, s, "move", params, std::move(faces)).result["inches"].get<double>();
    }
};

} // namespace

TEST_F(RoeMovement, RatesForFootAndMounted) {
    GameState s = state();
    EXPECT_EQ(inches(s, {{"pace", "walk"}}), 12);
    EXPECT_EQ(inches(s, {{"pace", "run"}}), 18);
    EXPECT_EQ(inches(s, {{"pace", "charge"}}, {1}), 24);
    EXPECT_EQ(inches(s, {{"unit", "horse"}, {"pace", "walk"}}), 24);
    EXPECT_EQ(inches(s, {{"unit", "horse"}, {"pace", "run"}}), 36);
    EXPECT_EQ(inches(s, {{"unit", "horse"}, {"pace", "charge"}}, {1}), 48);
    Outcome o = resolve(*rs, s, "move", {{"unit", "mass"}, {"pace", "walk"}}, {});
    EXPECT_EQ(findEffect(o, EffectKind::Attr, "mass", "last_move")->value, 12);
}

TEST_F(RoeMovement, CloseOrderWalksOrCharges) {
    GameState s = state({{"order", "close"}});
    try {
        resolve(*rs, s, "move", {{"unit", "mass"}, {"pace", "run"}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/pace");
    }
}

TEST_F(RoeMovement, LeaderInFrontAndChargeStragglers) {
    GameState s = state();
    EXPECT_EQ(inches(s, {{"pace", "walk"}, {"leader_in_front", true}}, {3, 5}), 20);
    Outcome o = resolve(*rs, s, "move", {{"unit", "mass"}, {"pace", "charge"}}, {4});
    EXPECT_EQ(o.result["stragglers"], 3); // D6 4 - leader modifier 1
    s.options["charge_stragglers"] = "d6_plus_modifier";
    o = resolve(*rs, s, "move", {{"unit", "mass"}, {"pace", "charge"}}, {4});
    EXPECT_EQ(o.result["stragglers"], 5);
    s.options.clear();
    o = resolve(*rs, s, "move", {{"unit", "mass"}, {"pace", "charge"}}, {1});
    EXPECT_EQ(o.result["stragglers"], 0);
}

TEST_F(RoeMovement, EveryMoveModifierIsAtTheWalk) {
    GameState s = state();
    EXPECT_EQ(inches(s, {{"pace", "run"}, {"doorway", 1}}), 8);
    EXPECT_EQ(inches(s, {{"boat", 1}}), 6);
    EXPECT_EQ(inches(s, {{"out_window", 1}}), 8);
    EXPECT_EQ(inches(s, {{"in_window", 1}}), 0);
    EXPECT_EQ(inches(s, {{"in_window", 1}, {"assisting", 2}}), 2);
    EXPECT_EQ(inches(s, {{"stone_wall", 1}}), 2);
    EXPECT_EQ(inches(s, {{"stone_wall", 1}, {"assisting", 3}}), 5);
    EXPECT_EQ(inches(s, {{"doorway", 2}, {"boat", 1}}), 0); // floor at 0"
    EXPECT_EQ(inches(s, {{"ladder", true}}), 6);
    EXPECT_EQ(inches(s, {{"carry_wounded", true}}), 6);
    EXPECT_THROW(resolve(*rs, s, "move", {{"unit", "mass"}, {"doorway", 1}, {"assisting", 1}}, {}),
                 RuleError);
}

TEST_F(RoeMovement, R7LadderAndR8CarryingWithHelpers) {
    GameState s = state();
    EXPECT_EQ(inches(s, {{"carry_wounded", true}, {"assisting", 2}}), 8); // 12/2 + 2
    s.options["carry_assist"] = "add_then_halve";
    EXPECT_EQ(inches(s, {{"carry_wounded", true}, {"assisting", 2}}), 7); // (12+2)/2
    s.options["ladder"] = "six_total";
    EXPECT_EQ(inches(s, {{"ladder", true}, {"doorway", 1}}), 6);
    s.options.clear();
    EXPECT_EQ(inches(s, {{"ladder", true}, {"doorway", 1}}), 2);
}

TEST_F(RoeMovement, EditedRatesAndObstaclesChangeTheDistance) {
    json data = shippedJson();
    data["movement"]["rates"]["walk"]["foot"] = 10;
    data["movement"]["obstacles"]["doorway"]["inches"] = -2;
    auto custom = edited(data);
    GameState s = state();
    EXPECT_EQ(resolve(*custom, s, "move", {{"unit", "mass"}, {"doorway", 1}}, {}).result["inches"],
              8);
}

TEST_F(RoeMovement, InTheActivationPhaseOnlyActivatedUnitsMove) {
    GameState s = state({}, "activation");
    EXPECT_THROW(resolve(*rs, s, "move", {{"unit", "mass"}}, {}), RuleError);
    s.flags = acting("mass", 3);
    EXPECT_THROW(resolve(*rs, s, "move", {{"unit", "mass"}}, {}), RuleError); // all six
    EXPECT_EQ(inches(s, {{"pace", "walk"}, {"figures", "Lt. L, P1, P2"}}), 12);
}

TEST_F(RoeMovement, BonusAimAndReloadRecordWeaponState) {
    json figs = json::array(
        {fig("Sgt. S", {{"role", "sergeant"}}), fig("P1", {{"loaded", false}}), fig("P2")});
    GameState s = makeState(*rs, {{"usa", unitJson("mass", figs)}}, "bonus");
    Outcome o = resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "aim"}}, {});
    EXPECT_EQ(o.result["figures"], json({"Sgt. S", "P2"}));
    EXPECT_EQ(figureField(o, "mass", "P2", "aimed"), "true");
    EXPECT_EQ(figureField(o, "mass", "P1", "aimed"), "false");
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.bonus")->value, json({{"mass", "aim"}}));
    EXPECT_THROW(
        resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "aim"}, {"figures", "P1"}}, {}),
        RuleError);
    o = resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "reload"}}, {});
    EXPECT_EQ(figureField(o, "mass", "P1", "loaded"), "true");
    EXPECT_EQ(figureField(o, "mass", "P1", "aimed"), "false"); // skirmish order: reload only
    GameState close =
        makeState(*rs, {{"usa", unitJson("mass", figs, {{"order", "close"}})}}, "bonus");
    o = resolve(*rs, close, "bonus", {{"unit", "mass"}, {"choice", "reload"}}, {});
    EXPECT_EQ(figureField(o, "mass", "P1", "aimed"), "true"); // close order: reload and aim
    s.flags["roe.bonus"] = {{"mass", "aim"}};
    EXPECT_THROW(resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "reload"}}, {}), RuleError);
}

TEST_F(RoeMovement, BonusRepeatMoveFleeAndTakeCover) {
    GameState s = state({{"last_move", 18}});
    Outcome o = resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "repeat_move"}}, {});
    EXPECT_EQ(o.result["inches"], 18);
    EXPECT_THROW(resolve(*rs, s, "bonus",
                         {{"unit", "mass"}, {"choice", "repeat_move"}, {"into_contact", true}}, {}),
                 RuleError);
    EXPECT_THROW(resolve(*rs, state(), "bonus", {{"unit", "mass"}, {"choice", "repeat_move"}}, {}),
                 RuleError);
    o = resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "flee"}, {"distance", 6}}, {});
    EXPECT_EQ(o.result["inches"], 6);
    // "REPEAT LAST MOVEMENT(not into contact)": the flag says nothing of a flight, and says so.
    o = resolve(*rs, s, "bonus",
                {{"unit", "mass"}, {"choice", "flee"}, {"distance", 6}, {"into_contact", true}},
                {});
    EXPECT_EQ(o.result["inches"], 6);
    EXPECT_EQ(o.steps.front().text.rfind("Would end in contact: counts for nothing", 0), 0u);
    try {
        resolve(*rs, s, "bonus", {{"unit", "mass"}, {"choice", "take_cover"}, {"distance", 7}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/distance");
    }
    // Units in bad order may only flee or take cover.
    GameState bad = state({{"status", "disordered"}});
    EXPECT_THROW(resolve(*rs, bad, "bonus", {{"unit", "mass"}, {"choice", "aim"}}, {}), RuleError);
    EXPECT_EQ(resolve(*rs, bad, "bonus",
                      {{"unit", "mass"}, {"choice", "take_cover"}, {"distance", 3}}, {})
                  .result["inches"],
              3);
}

} // namespace adc::roe::test
