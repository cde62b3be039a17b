#include "roe_support.hpp"

namespace adc::roe::test {

namespace {

class RoeMelee : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = shipped();

    GameState pair(json attacker = json::object(), json defender = json::object()) {
        GameState s = makeState(
            *rs,
            {{"usa",
              unitJson("mass", json::array({fig("Pvt. Attacker", attacker), fig("Pvt. Helper"),
                                            fig("Pvt. Second"), fig("Pvt. Third")}))},
             {"csa",
              unitJson("miss", json::array({fig("Pvt. Defender", defender), fig("Pvt. Other")}))}});
        s.flags = acting("mass", 4);
        return s;
    }
    std::string resolveRefusal(const GameState& s, const json& p) {
        try {
            resolve(*rs, s, "melee", p, {});
        } catch (const RuleError& e) {
            return e.field();
        }
        return {};
    }
    static json params(json extra = json::object()) {
        json p = {{"attacker", "mass"},
                  {"attacker_figure", "Pvt. Attacker"},
                  {"defender", "miss"},
                  {"defender_figure", "Pvt. Defender"}};
        for (const auto& [k, v] : extra.items()) {
            p[k] = v;
        }
        return p;
    }
};

} // namespace

TEST_F(RoeMelee, LoserOnOneIsKilledOnTwoWoundedElseRunsAway) {
    GameState s = pair();
    Outcome o = resolve(*rs, s, "melee", params(), {5, 1});
    EXPECT_EQ(o.result["winner"], "attacker");
    EXPECT_EQ(o.result["loser_result"], "killed");
    EXPECT_EQ(figureField(o, "miss", "Pvt. Defender", "status"), "killed");
    EXPECT_EQ(findEffect(o, EffectKind::Casualties, "miss")->count, 1);
    o = resolve(*rs, s, "melee", params(), {5, 2});
    EXPECT_EQ(o.result["loser_result"], "wounded");
    o = resolve(*rs, s, "melee", params(), {6, 3});
    EXPECT_EQ(o.result["loser_result"], "runaway");
    o = resolve(*rs, s, "melee", params(), {1, 4});
    EXPECT_EQ(o.result["winner"], "defender");
    EXPECT_EQ(o.result["loser_result"], "killed");
    EXPECT_EQ(figureField(o, "mass", "Pvt. Attacker", "status"), "killed");
}

TEST_F(RoeMelee, ModifiersIndividualAdditionalFightersCoverUnarmed) {
    GameState s = pair({{"modifier", 1}}, {{"weapon", "none"}});
    // attacker 2+1 = 3, defender 4-2 = 2: the defender loses with a modified 2, wounded.
    Outcome o = resolve(*rs, s, "melee", params(), {2, 4});
    EXPECT_EQ(o.result["attacker_total"], 3);
    EXPECT_EQ(o.result["defender_total"], 2);
    EXPECT_EQ(o.result["loser_result"], "wounded");
    s = pair();
    o = resolve(*rs, s, "melee", params({{"attacker_additional", 2}, {"defender_cover", "heavy"}}),
                {1, 4});
    EXPECT_EQ(o.result["attacker_total"], 5);
    EXPECT_EQ(o.result["defender_total"], 6);
    EXPECT_EQ(o.result["winner"], "defender");
    EXPECT_EQ(o.result["loser_result"], "runaway"); // the attacker's modified die is 5
    o = resolve(*rs, s, "melee", params({{"defender_additional", 1}, {"defender_cover", "light"}}),
                {5, 3});
    EXPECT_EQ(o.result["defender_total"], 6);
}

TEST_F(RoeMelee, R6TiesRerollByDefaultOrAsTheHouseRuleSays) {
    GameState s = pair();
    Outcome o = resolve(*rs, s, "melee", params(), {3, 3, 4, 2});
    EXPECT_EQ(o.rolls.size(), 4u); // two rounds
    EXPECT_EQ(o.result["loser_result"], "wounded");
    s.options["melee_tie"] = "no_result";
    o = resolve(*rs, s, "melee", params(), {3, 3});
    EXPECT_EQ(o.result["winner"], "none");
    EXPECT_EQ(findEffect(o, EffectKind::Casualties), nullptr); // only the men who acted are noted
    EXPECT_EQ(findEffect(o, EffectKind::Attr), nullptr);
    s.options["melee_tie"] = "defender_wins";
    o = resolve(*rs, s, "melee", params(), {3, 3});
    EXPECT_EQ(o.result["winner"], "defender");
    EXPECT_EQ(o.result["loser_result"], "runaway");
}

TEST_F(RoeMelee, R6HalfPointCoverWinsTiesInsteadOfAddingOneOrTwo) {
    GameState s = pair();
    s.options["melee_cover"] = "half_point";
    Outcome o = resolve(*rs, s, "melee", params({{"defender_cover", "light"}}), {4, 4});
    EXPECT_EQ(o.result["defender_total"], 4);
    EXPECT_EQ(o.result["winner"], "defender");
    o = resolve(*rs, s, "melee", params({{"defender_cover", "heavy"}}), {5, 4});
    EXPECT_EQ(o.result["winner"], "attacker");
}

TEST_F(RoeMelee, R6LosingDieBelowOne) {
    GameState s = pair({{"weapon", "none"}});
    // unarmed attacker rolls 2 - 2 = 0 and loses to a 5: killed as a 1 by default
    Outcome o = resolve(*rs, s, "melee", params(), {2, 5});
    EXPECT_EQ(o.result["loser_result"], "killed");
    s.options["melee_low_die"] = "natural_die";
    o = resolve(*rs, s, "melee", params(), {2, 5});
    EXPECT_EQ(o.result["loser_result"], "wounded");
}

// R6 "+1/2 DEF COVER" read as +1 or +2 by the cover's fraction, and "other = runs away" for a
// losing die modified to 0 or less.
TEST_F(RoeMelee, R6CoverByFractionAndALowDieRunsAway) {
    GameState s = pair();
    EXPECT_EQ(resolveRefusal(s, params({{"defender_cover", "half"}})), "/params/defender_cover");
    s.options["melee_cover"] = "by_fraction";
    EXPECT_EQ(resolve(*rs, s, "melee", params({{"defender_cover", "quarter"}}), {6, 3})
                  .result["defender_total"],
              4);
    EXPECT_EQ(resolve(*rs, s, "melee", params({{"defender_cover", "half"}}), {6, 3})
                  .result["defender_total"],
              4);
    EXPECT_EQ(resolve(*rs, s, "melee", params({{"defender_cover", "three_quarters"}}), {6, 3})
                  .result["defender_total"],
              5);
    EXPECT_EQ(resolveRefusal(s, params({{"defender_cover", "light"}})), "/params/defender_cover");
    GameState unarmed = pair({{"weapon", "none"}});
    unarmed.options["melee_low_die"] = "runs_away";
    Outcome o = resolve(*rs, unarmed, "melee", params(), {2, 5}); // 2 - 2 = 0 loses
    EXPECT_EQ(o.result["loser_result"], "runaway");
    EXPECT_EQ(figureField(o, "mass", "Pvt. Attacker", "status"), "runaway");
    EXPECT_EQ(resolve(*rs, unarmed, "melee", params(), {3, 5}).result["loser_result"], "killed");
}

TEST_F(RoeMelee, EditedResultBandsChangeTheFate) {
    json data = shippedJson();
    data["melee"]["wounded_at_most"] = 3;
    data["melee"]["additional_fighter"] = 1;
    auto custom = edited(data);
    GameState s = pair();
    EXPECT_EQ(resolve(*custom, s, "melee", params(), {5, 3}).result["loser_result"], "wounded");
    EXPECT_EQ(resolve(*custom, s, "melee", params({{"attacker_additional", 1}}), {1, 1})
                  .result["attacker_total"],
              2);
}

TEST_F(RoeMelee, RefusesUnknownFallenOrUnactivatedFighters) {
    GameState s = pair();
    EXPECT_THROW(resolve(*rs, s, "melee", params({{"attacker_figure", "Nobody"}}), {}), RuleError);
    GameState down = pair({}, {{"status", "killed"}});
    try {
        resolve(*rs, down, "melee", params(), {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/defender_figure");
    }
    s.flags = json::object();
    try {
        resolve(*rs, s, "melee", params(), {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/attacker");
    }
}

} // namespace adc::roe::test
