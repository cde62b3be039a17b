#include "roe_support.hpp"

namespace adc::roe::test {

namespace {

class RoeMorale : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = shipped();

    // Officer (+1) and five privates, all of one grade, skirmish order unless said.
    GameState unit(const std::string& grade, json extra = json::object(),
                   json more = json::array()) {
        json figs = json::array({fig("Capt. O", {{"role", "officer"}, {"modifier", 1}})});
        for (const auto& p : privates("P", 5)) {
            figs.push_back(p);
        }
        for (const auto& m : more) {
            figs.push_back(m);
        }
        extra["quality"] = grade;
        return makeState(
            *rs,
            {{"csa", unitJson("miss", figs, extra)}, {"usa", unitJson("mass", privates("U", 2))}},
            "morale");
    }
    static json params(json extra = json::object()) {
        json p = {{"unit", "miss"}};
        for (const auto& [k, v] : extra.items()) {
            p[k] = v;
        }
        return p;
    }
};

} // namespace

TEST_F(RoeMorale, GradeLevelsPassBelowAndRunawaysAreTheExcess) {
    for (auto [grade, level] :
         std::vector<std::pair<std::string, int>>{{"green", 7}, {"average", 8}, {"crack", 9}}) {
        GameState s = unit(grade);
        Outcome pass = resolve(*rs, s, "morale", params(), {level - 3, 1});
        EXPECT_TRUE(pass.result["passed"]) << grade;
        EXPECT_EQ(pass.result["level"], level);
        Outcome fail = resolve(*rs, s, "morale", params(), {6, level - 6 + 2, 3, 3, 3, 3});
        EXPECT_FALSE(fail.result["passed"]) << grade;
        EXPECT_EQ(fail.result["runaways"], 2) << grade;
        EXPECT_EQ(fail.result["distance"], 12);
        EXPECT_EQ(findEffect(fail, EffectKind::Casualties, "miss")->count, 2);
        EXPECT_EQ(findEffect(fail, EffectKind::Status, "miss")->value, "disordered");
    }
}

TEST_F(RoeMorale, R3RollEqualToTheLevel) {
    GameState s = unit("average");
    Outcome o = resolve(*rs, s, "morale", params(), {4, 4});
    EXPECT_FALSE(o.result["passed"]);
    EXPECT_EQ(o.result["runaways"], 0);
    EXPECT_EQ(findEffect(o, EffectKind::Status, "miss")->value, "disordered");
    s.options["morale_equal"] = "fails_one_runs";
    o = resolve(*rs, s, "morale", params(), {4, 4, 1, 1, 1, 1});
    EXPECT_EQ(o.result["runaways"], 1);
    o = resolve(*rs, s, "morale", params(), {5, 5, 1, 1, 1, 1});
    EXPECT_EQ(o.result["runaways"], 3);
    s.options["morale_equal"] = "passes";
    EXPECT_TRUE(resolve(*rs, s, "morale", params(), {4, 4}).result["passed"]);
}

TEST_F(RoeMorale, EveryModifierChangesTheLevel) {
    struct Case {
        json unitExtra;
        json moreFigures;
        json params;
        json flags;
        int level;
    };
    json twoKilled =
        json::array({fig("K1", {{"status", "killed"}}), fig("K2", {{"status", "hit"}})});
    json colours = json::array({fig("Colours", {{"role", "colours"}})});
    std::vector<Case> cases = {
        {{}, json::array(), json::object(), json::object(), 8},
        {{}, twoKilled, json::object(), json::object(), 6},           // -1 per loss
        {{}, json::array(), {{"cover", "hard"}}, json::object(), 11}, // +2 hard, +1 leader
        {{}, json::array(), {{"cover", "open"}}, json::object(), 10}, // +1 open, +1 leader
        {{{"order", "close"}}, json::array(), json::object(), json::object(), 9}, // leader bonus
        {{{"order", "close"}}, colours, json::object(), json::object(), 11},      // colours +2
        {{}, colours, {{"colours", "yes"}}, json::object(), 10},
        {{{"order", "close"}}, colours, {{"colours", "no"}}, json::object(), 9},
        {{}, json::array(), {{"building_on_fire", true}}, json::object(), 5},
        {{}, json::array(), json::object(), {{"roe.artillery_hit", {"miss"}}}, 7},
        {{}, json::array(), {{"artillery_hit", "yes"}}, json::object(), 7},
        {{}, json::array(), {{"artillery_hit", "no"}}, {{"roe.artillery_hit", {"miss"}}}, 8},
    };
    for (const auto& c : cases) {
        GameState s = unit("average", c.unitExtra, c.moreFigures);
        s.flags = c.flags;
        Outcome o = resolve(*rs, s, "morale", params(c.params), {1, 1});
        EXPECT_EQ(o.result["level"], c.level) << c.unitExtra.dump() << c.params.dump();
    }
    // No leaders left: -2.
    GameState s = makeState(*rs, {{"csa", unitJson("miss", privates("P", 4))}}, "morale");
    EXPECT_EQ(resolve(*rs, s, "morale", params(), {1, 1}).result["level"], 6);
}

TEST_F(RoeMorale, R5ColoursTwiceAndFixedLeaderBonus) {
    GameState s =
        unit("average", {{"order", "close"}}, json::array({fig("Colours", {{"role", "colours"}})}));
    s.options["colours_bonus"] = "twice";
    EXPECT_EQ(resolve(*rs, s, "morale", params(), {1, 1}).result["level"], 13);
    s.options["leader_bonus"] = "fixed";
    json data = shippedJson();
    data["morale"]["fixed_leader_bonus"] = 3;
    EXPECT_EQ(resolve(*edited(data), s, "morale", params(), {1, 1}).result["level"], 15);
}

TEST_F(RoeMorale, RunawaysLowestGradesFirstAndR11DistanceForEach) {
    json figs =
        json::array({fig("Capt. O", {{"role", "officer"}, {"grade", "crack"}}),
                     fig("Avg1", {{"grade", "average"}}), fig("Green1", {{"grade", "green"}}),
                     fig("Avg2", {{"grade", "average"}}), fig("Green2", {{"grade", "green"}})});
    GameState s = makeState(*rs, {{"csa", unitJson("miss", figs)}}, "morale");
    // majority: 2 average, 2 green, 1 crack: the tie goes to the lower grade, green (7)
    Outcome o = resolve(*rs, s, "morale", params(), {5, 5, 1, 1, 1, 1});
    EXPECT_EQ(o.result["grade"], "green");
    EXPECT_EQ(o.result["runaways"], 3);
    EXPECT_EQ(o.result["ran"], json({"Green1", "Green2", "Avg1"}));
    s.options["runaway_distance"] = "each_soldier";
    o = resolve(*rs, s, "morale", params(), {5, 5, 1, 1, 1, 1, 2, 2, 2, 2, 6, 6, 6, 6});
    // Each soldier's distance is in the steps (a list of them has no useful odds).
    EXPECT_FALSE(o.result.contains("distance"));
    auto ranAway = [&](const std::string& text) {
        return std::any_of(o.steps.begin(), o.steps.end(),
                           [&](const Step& st) { return st.text == text; });
    };
    EXPECT_TRUE(ranAway("Green1 (green) runs away 4\""));
    EXPECT_TRUE(ranAway("Green2 (green) runs away 8\""));
    EXPECT_TRUE(ranAway("Avg1 (average) runs away 24\""));
    EXPECT_EQ(o.rolls[2].purpose, "runaway distance: Green1, die 1 of 4");
}

TEST_F(RoeMorale, R15MixedGrades) {
    json figs = json::array({fig("Capt. O", {{"role", "officer"}, {"grade", "crack"}}),
                             fig("A1", {{"grade", "average"}}), fig("A2", {{"grade", "average"}}),
                             fig("G1", {{"grade", "green"}})});
    GameState s = makeState(*rs, {{"csa", unitJson("miss", figs)}}, "morale");
    EXPECT_EQ(resolve(*rs, s, "morale", params(), {1, 1}).result["grade"], "average");
    s.options["morale_grade"] = "lowest";
    EXPECT_EQ(resolve(*rs, s, "morale", params(), {1, 1}).result["grade"], "green");
    s.options["morale_grade"] = "leader";
    EXPECT_EQ(resolve(*rs, s, "morale", params(), {1, 1}).result["base_level"], 9);
}

TEST_F(RoeMorale, EditedLevelChangesTheResult) {
    json data = shippedJson();
    data["grades"]["morale_level"]["average"] = 10;
    GameState s = unit("average");
    EXPECT_FALSE(resolve(*rs, s, "morale", params(), {4, 5, 1, 1, 1, 1}).result["passed"]);
    EXPECT_TRUE(resolve(*edited(data), s, "morale", params(), {4, 5}).result["passed"]);
}

TEST_F(RoeMorale, R4TriggerReadingsDecideWhoOwesATest) {
    GameState s = unit("average");
    Unit& u = *s.unit("miss");
    auto owes = [&](const GameState& st) {
        for (const auto& ob : rs->owed(st)) {
            if (ob.unit == "miss") {
                return true;
            }
        }
        return false;
    };
    EXPECT_FALSE(owes(s));
    // 2 of 6 lost on turn 1; it is now turn 2.
    u.casualties.push_back({1, 2, "fire"});
    u.strength = 4;
    s.turn = 2;
    EXPECT_TRUE(owes(s)); // cumulative: 2 >= ceil(6/3)
    s.options["morale_trigger"] = "this_turn";
    EXPECT_FALSE(owes(s));
    s.turn = 1;
    EXPECT_TRUE(owes(s));
    s.options["morale_trigger"] = "current_strength";
    EXPECT_TRUE(owes(s)); // 2 of the 6 it had this turn
    s.flags["roe.morale_done"] = {"miss"};
    EXPECT_FALSE(owes(s));
    EXPECT_THROW(resolve(*rs, s, "morale", params(), {}), RuleError);
}

TEST_F(RoeMorale, LeadersRallyOneDiePerLeaderWithinSixInches) {
    json figs =
        json::array({fig("Capt. O", {{"role", "officer"}}), fig("Sgt. S", {{"role", "sergeant"}}),
                     fig("R1", {{"status", "runaway"}}), fig("R2", {{"status", "runaway"}}),
                     fig("R3", {{"status", "runaway"}}), fig("P1")});
    GameState s =
        makeState(*rs, {{"csa", unitJson("miss", figs, {{"status", "disordered"}})}}, "morale");
    Outcome o = resolve(*rs, s, "rally", params(), {1, 1});
    EXPECT_EQ(o.result["rallied"], 2);
    EXPECT_EQ(o.result["formed_up"], json({"R1", "R2"}));
    EXPECT_EQ(findEffect(o, EffectKind::SetStrength, "miss")->value, 5);
    EXPECT_EQ(findEffect(o, EffectKind::Status, "miss")->value, "good_order");
    o = resolve(*rs, s, "rally", params({{"leaders_away", 1}}), {6});
    EXPECT_EQ(o.result["rallied"], 3);
    EXPECT_EQ(o.result["leaders"], 1);
    o = resolve(*rs, s, "rally", params({{"runaways_out_of_reach", 2}}), {6, 6});
    EXPECT_EQ(o.result["rallied"], 1);
    EXPECT_THROW(resolve(*rs, s, "rally", params({{"leaders_away", 2}}), {}), RuleError);
}

} // namespace adc::roe::test

namespace adc::roe::test {

// "EACH UNIT TAKING 1/3 CASUALTIES MUST ROLL 2xD6 FOR MORALE." R4 (b), "the unit tests once on
// reaching it", and the unstated rounding of 1/3 of 8.
TEST_F(RoeMorale, R4OnceOnReachingAThirdAndTheRounding) {
    GameState s = unit("average", json::object(), privates("X", 2)); // 8 men
    Unit& u = *s.unit("miss");
    auto owes = [&](const GameState& st) {
        for (const auto& ob : rs->owed(st)) {
            if (ob.unit == "miss") {
                return true;
            }
        }
        return false;
    };
    u.casualties.push_back({1, 2, "fire"});
    u.strength = 6;
    EXPECT_FALSE(owes(s)); // 2 of 8: a full third is 3
    s.options["trigger_rounding"] = "down";
    EXPECT_TRUE(owes(s)); // 2 2/3 rounded down
    s.options.clear();
    u.casualties.push_back({1, 1, "fire"});
    u.strength = 5;
    EXPECT_TRUE(owes(s));
    s.options["morale_trigger"] = "cumulative_once";
    EXPECT_TRUE(owes(s));
    Outcome o = resolve(*rs, s, "morale", params(), {1, 1});
    const Effect* tested = findEffect(o, EffectKind::Flag, "", "roe.one_third_tested");
    ASSERT_NE(tested, nullptr);
    EXPECT_EQ(tested->value, json({"miss"}));
    // The next turn it is not owed again under the "once" reading, and still is by default.
    s.turn = 2;
    s.flags["roe.one_third_tested"] = tested->value;
    EXPECT_FALSE(owes(s));
    s.options.clear();
    EXPECT_TRUE(owes(s));
    EXPECT_EQ(findEffect(resolve(*rs, s, "morale", params(), {1, 1}), EffectKind::Flag, "",
                         "roe.one_third_tested"),
              nullptr);
}

// R12 (b) "The leader must be within 6" of the unit or group": the runaways out of a leader's
// reach count for nothing, and the outcome says so.
TEST_F(RoeMorale, R12RallyReachingTheWholeGroup) {
    json figs =
        json::array({fig("Capt. O", {{"role", "officer"}}), fig("R1", {{"status", "runaway"}}),
                     fig("R2", {{"status", "runaway"}}), fig("R3", {{"status", "runaway"}})});
    GameState s =
        makeState(*rs, {{"csa", unitJson("miss", figs, {{"status", "disordered"}})}}, "morale");
    EXPECT_EQ(
        resolve(*rs, s, "rally", params({{"runaways_out_of_reach", 2}}), {6}).result["rallied"], 1);
    s.options["rally_reach"] = "the_group";
    Outcome o = resolve(*rs, s, "rally", params({{"runaways_out_of_reach", 2}}), {6});
    EXPECT_EQ(o.result["rallied"], 3);
    bool said = false;
    for (const auto& step : o.steps) {
        said = said || step.text.find("counts for nothing") != std::string::npos;
    }
    EXPECT_TRUE(said);
    EXPECT_THROW(resolve(*rs, s, "rally", params({{"leaders_away", 1}}), {}), RuleError);
}

} // namespace adc::roe::test
