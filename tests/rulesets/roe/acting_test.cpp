// C) LEADER ROLLS: "(1xD6 + modifiers per unit activated) to determine how many individuals
// (within command radius) will act that turn: only these individuals may shoot. move or move
// into melee." The count is of men, by name, through the whole activation; and exception 1,
// "Close Order: all individuals in base-to-base formation ... may automatically perform SAME
// action if a leader is part of the formation."
#include "roe_support.hpp"

namespace adc::roe::test {

namespace {

class RoeActing : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = shipped();

    GameState state(int allowed) {
        json figs = json::array({fig("Lt. L", {{"role", "officer"}, {"modifier", 1}})});
        for (const auto& p : privates("P", 5)) {
            figs.push_back(p);
        }
        GameState s = makeState(
            *rs, {{"csa", unitJson("miss", figs)}, {"usa", unitJson("mass", privates("U", 4))}});
        s.flags = acting("miss", allowed);
        return s;
    }

    // A close-order company of a sergeant and three privates, its card waiting.
    GameState closeOrder(json options = json::object()) {
        json figs = json::array({fig("Sgt. S", {{"role", "sergeant"}})});
        for (const auto& p : privates("C", 3)) {
            figs.push_back(p);
        }
        GameState s = makeState(*rs, {{"csa", unitJson("close", figs, {{"order", "close"}})},
                                      {"usa", unitJson("mass", privates("U", 4))}});
        s.flags["roe.pending"] = {{"card", "4H"}, {"colour", "red"}, {"initiative", false}};
        for (const auto& [k, v] : options.items()) {
            s.options[k] = v.get<std::string>();
        }
        return s;
    }

    // The outcome's flags written into the state, as applying it would.
    static void applyFlags(GameState& s, const Outcome& o) {
        for (const auto& e : o.effects) {
            if (e.kind == EffectKind::Flag) {
                if (e.value.is_null()) {
                    s.flags.erase(e.key);
                } else {
                    s.flags[e.key] = e.value;
                }
            }
        }
    }

    static json fire(const std::string& unit, const std::string& firers) {
        return {{"unit", unit}, {"target", "mass"}, {"range", 30}, {"firers", firers}};
    }
    static json melee(const std::string& unit, const std::string& man, json extra = {}) {
        json p = {{"attacker", unit},
                  {"attacker_figure", man},
                  {"defender", "mass"},
                  {"defender_figure", "U1"}};
        for (const auto& [k, v] : extra.items()) {
            p[k] = v;
        }
        return p;
    }

    static std::string refusal(const Ruleset& rs, const GameState& s, const std::string& action,
                               const json& params, std::string* text = nullptr) {
        try {
            ScriptedDice none({});
            Dice dice(none);
            rs.resolve({action, params}, s, dice);
        } catch (const RuleError& e) {
            if (text) {
                *text = e.what();
            }
            return e.field();
        }
        return {};
    }
};

} // namespace

TEST_F(RoeActing, TheCountIsOfMenNotOfActions) {
    GameState s = state(3);
    Outcome shot = resolve(*rs, s, "fire", fire("miss", "P1, P2"), {6, 6});
    EXPECT_EQ(findEffect(shot, EffectKind::Flag, "", "roe.actors")->value,
              json({{"miss", {"P1", "P2"}}}));
    applyFlags(s, shot);
    // The two who fired and one more move: three men, as the roll allows.
    Outcome moved = resolve(*rs, s, "move", {{"unit", "miss"}, {"figures", "P1, P2, P3"}}, {});
    applyFlags(s, moved);
    EXPECT_EQ(s.flags["roe.actors"]["miss"], json({"P1", "P2", "P3"}));
    // One of them may still go into melee; a fourth man may not.
    EXPECT_EQ(resolve(*rs, s, "melee", melee("miss", "P3"), {5, 1}).result["winner"], "attacker");
    std::string why;
    EXPECT_EQ(refusal(*rs, s, "melee", melee("miss", "P4"), &why), "/params/attacker_figure");
    EXPECT_NE(why.find("4 in all"), std::string::npos) << why;
    EXPECT_NE(why.find("let only 3 act"), std::string::npos) << why;
}

TEST_F(RoeActing, FireBeyondTheRollIsRefusedWithTheNumbers) {
    GameState s = state(2);
    std::string why;
    EXPECT_EQ(refusal(*rs, s, "fire", fire("miss", "P1, P2, P3"), &why), "/params/firers");
    EXPECT_NE(why.find("3 men of miss would fire, but the leader roll let only 2 act"),
              std::string::npos)
        << why;
    // Every loaded man by default: six would fire.
    EXPECT_EQ(refusal(*rs, s, "fire", fire("miss", "")), "/params/firers");
}

TEST_F(RoeActing, SelfDefenceFireStaysOutsideTheCount) {
    // "3) Un-prompted soldiers may fire in self defense (at an advancing enemy, prior to melee)"
    GameState s = state(1);
    applyFlags(s, resolve(*rs, s, "move", {{"unit", "miss"}, {"figures", "P1"}}, {}));
    json p = fire("miss", "P2, P3");
    p["self_defence"] = true;
    Outcome o = resolve(*rs, s, "fire", p, {6, 6});
    EXPECT_EQ(o.result["firers"], 2);
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.actors"), nullptr);
}

TEST_F(RoeActing, MeleeHelpersAreMenTheRollLetAct) {
    // "+2 ADDITIONAL FIGHTER": each helper is a man who moves into melee.
    GameState s = state(2);
    std::string why;
    EXPECT_EQ(refusal(*rs, s, "melee", melee("miss", "P1", {{"attacker_additional", 2}}), &why),
              "/params/attacker_additional");
    EXPECT_NE(why.find("only 2 act"), std::string::npos) << why;
    applyFlags(s, resolve(*rs, s, "move", {{"unit", "miss"}, {"figures", "P1, P4"}}, {}));
    // An unnamed helper is taken among the men who already acted: P4 moved in with him.
    Outcome o = resolve(*rs, s, "melee", melee("miss", "P1", {{"attacker_additional", 1}}), {5, 1});
    EXPECT_EQ(o.result["attacker_total"], 7);
    EXPECT_EQ(findEffect(o, EffectKind::Flag, "", "roe.actors")->value["miss"], json({"P1", "P4"}));
    // A named helper outside the two is refused.
    EXPECT_EQ(refusal(*rs, s, "melee", melee("miss", "P1", {{"attacker_helpers", "P5"}})),
              "/params/attacker_helpers");
    o = resolve(*rs, s, "melee", melee("miss", "P4", {{"attacker_helpers", "P1"}}), {5, 1});
    EXPECT_EQ(o.result["attacker_total"], 7);
}

TEST_F(RoeActing, NoMoreAdditionalFightersThanTheUnitHasMen) {
    GameState s = state(6);
    EXPECT_EQ(refusal(*rs, s, "melee", melee("miss", "P1", {{"attacker_additional", 6}})),
              "/params/attacker_additional"); // five others fight beside him
    std::string why;
    EXPECT_EQ(refusal(*rs, s, "melee", melee("miss", "P1", {{"defender_additional", 4}}), &why),
              "/params/defender_additional");
    EXPECT_NE(why.find("only 3 other men"), std::string::npos) << why;
    EXPECT_EQ(resolve(*rs, s, "melee", melee("miss", "P1", {{"attacker_additional", 5}}), {1, 1})
                  .result["attacker_total"],
              11);
}

TEST_F(RoeActing, MovementNamesTheMenWhoMove) {
    GameState s = state(2);
    EXPECT_EQ(refusal(*rs, s, "move", {{"unit", "miss"}}), "/params/figures"); // all six
    Outcome o = resolve(*rs, s, "move",
                        {{"unit", "miss"}, {"figures", "Lt. L, P1"}, {"pace", "charge"}}, {6});
    EXPECT_EQ(o.result["stragglers"], 2); // 6 - 1: at most the two who charge
    EXPECT_EQ(refusal(*rs, s, "move",
                      {{"unit", "miss"}, {"figures", "P1, P2"}, {"leader_in_front", true}}),
              "/params/leader_in_front");
    EXPECT_EQ(refusal(*rs, s, "move", {{"unit", "miss"}, {"figures", "P1, Nobody"}}),
              "/params/figures");
    // Outside the activation the calculator counts nobody.
    GameState bonus = state(0);
    bonus.phase = 0;
    EXPECT_EQ(resolve(*rs, bonus, "move", {{"unit", "miss"}}, {}).result["inches"], 12);
}

TEST_F(RoeActing, CloseOrderPerformsOneActionRecordedAndSaid) {
    GameState s = closeOrder();
    Outcome act = resolve(*rs, s, "activate", {{"unit", "close"}}, {});
    EXPECT_EQ(act.result["acting"], 4);
    EXPECT_EQ(findEffect(act, EffectKind::Flag, "", "roe.formation")->value["close"]["action"], "");
    applyFlags(s, act);
    Outcome shot = resolve(*rs, s, "fire", fire("close", "C1, C2"), {6, 6});
    EXPECT_EQ(findEffect(shot, EffectKind::Flag, "", "roe.formation")->value["close"]["action"],
              "fire");
    bool said = false;
    for (const auto& step : shot.steps) {
        said = said || step.text.find("fire together") != std::string::npos;
    }
    EXPECT_TRUE(said);
    applyFlags(s, shot);
    std::string why;
    EXPECT_EQ(refusal(*rs, s, "move", {{"unit", "close"}, {"figures", "C3"}}, &why),
              "/params/figures");
    EXPECT_NE(why.find("SAME action"), std::string::npos) << why;
    EXPECT_EQ(refusal(*rs, s, "melee", melee("close", "C3")), "/params/attacker_figure");
    // More fire is the same action.
    EXPECT_EQ(resolve(*rs, s, "fire", fire("close", "C3"), {6}).result["firers"], 1);
}

TEST_F(RoeActing, CloseOrderMovesIntoMeleeAsOneAction) {
    GameState s = closeOrder();
    applyFlags(s, resolve(*rs, s, "activate", {{"unit", "close"}}, {}));
    applyFlags(s, resolve(*rs, s, "move", {{"unit", "close"}, {"pace", "charge"}}, {1}));
    Outcome fight = resolve(*rs, s, "melee", melee("close", "C1"), {5, 1});
    EXPECT_EQ(findEffect(fight, EffectKind::Flag, "", "roe.formation")->value["close"]["action"],
              "melee");
    applyFlags(s, fight);
    EXPECT_EQ(refusal(*rs, s, "fire", fire("close", "C2")), "/params/firers");
}

TEST_F(RoeActing, SplittingAFormationIsTheHouseRuleCloseOrderSplit) {
    GameState s = closeOrder();
    EXPECT_EQ(refusal(*rs, s, "activate", {{"unit", "close"}, {"split", "C1"}}), "/params/split");
    s = closeOrder({{"close_order_split", "leader_roll"}});
    EXPECT_EQ(refusal(*rs, s, "activate", {{"unit", "close"}, {"split", "Sgt. S"}}),
              "/params/split"); // the formation keeps a leader
    // Two split off; the sergeant and C3 act together; the roll of 1 lets one of the two act.
    Outcome act = resolve(*rs, s, "activate", {{"unit", "close"}, {"split", "C1, C2"}}, {1});
    EXPECT_EQ(act.result["acting"], 3);
    EXPECT_EQ(
        findEffect(act, EffectKind::Flag, "", "roe.formation")->value["close"]["split_acting"], 1);
    applyFlags(s, act);
    applyFlags(s, resolve(*rs, s, "fire", fire("close", "Sgt. S, C3"), {6, 6}));
    applyFlags(s, resolve(*rs, s, "move", {{"unit", "close"}, {"figures", "C1"}}, {}));
    std::string why;
    EXPECT_EQ(refusal(*rs, s, "move", {{"unit", "close"}, {"figures", "C2"}}, &why),
              "/params/figures");
    EXPECT_NE(why.find("let only 1 act"), std::string::npos) << why;
    // The roll is capped at the men who split.
    GameState again = closeOrder({{"close_order_split", "leader_roll"}});
    EXPECT_EQ(resolve(*rs, again, "activate", {{"unit", "close"}, {"split", "C1, C2"}}, {6})
                  .result["acting"],
              4);
}

// "(sharpshooters/snipers are leaderless, single man units)": no command radius to be outside.
TEST_F(RoeActing, MenOutsideTheRadiusCountForNothingForASharpshooter) {
    GameState s = makeState(
        *rs, {{"csa", unitJson("ss", json::array({fig("Pvt. S", {{"role", "sharpshooter"}})}),
                               {{"kind", "sharpshooter"}})},
              {"usa", unitJson("mass", privates("U", 4))}});
    s.flags["roe.pending"] = {{"card", "4H"}, {"colour", "red"}, {"initiative", false}};
    Outcome o = resolve(*rs, s, "activate", {{"unit", "ss"}, {"out_of_radius", 1}}, {});
    EXPECT_EQ(o.result["acting"], 1);
    bool said = false;
    for (const auto& step : o.steps) {
        said =
            said || step.text.rfind("Men outside the command radius: counts for nothing", 0) == 0;
    }
    EXPECT_TRUE(said);
}

} // namespace adc::roe::test
