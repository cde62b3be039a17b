// checkParams: every parameter type, its errors under /params/<name>, and defaults.
#include "test_support.hpp"

namespace adc {

using testing::hasError;
using testing::skirmishGame;

class CheckParams : public ::testing::Test {
protected:
    Diagnostics check(const json& params) {
        Diagnostics d;
        out_ = checkParams(spec_, params, game_.state(), d);
        return d;
    }
    Game game_ = skirmishGame();
    static ParamSpec param(std::string name, ParamType type, json fallback = nullptr,
                           std::vector<std::string> choices = {}, int min = 0, int max = 1000) {
        ParamSpec p;
        p.label = name == "shooter" ? "Shooter" : name;
        p.name = std::move(name);
        p.type = type;
        p.required = fallback.is_null();
        p.defaultValue = std::move(fallback);
        p.choices = std::move(choices);
        p.min = min;
        p.max = max;
        return p;
    }
    ActionSpec spec_{
        "test",
        "Test",
        "",
        "",
        {param("shooter", ParamType::Unit), param("targets", ParamType::Units, json::array()),
         param("range", ParamType::Choice, "short", {"short", "long"}),
         param("aimed", ParamType::Flag, false), param("dice", ParamType::Integer, 1, {}, 1, 6),
         param("inches", ParamType::Distance, 0.0, {}, 0, 72), param("card", ParamType::Text, "")}};
    json out_;
};

TEST_F(CheckParams, FillsDefaults) {
    Diagnostics d = check({{"shooter", "ma20a"}});
    ASSERT_TRUE(d.ok()) << d.text();
    EXPECT_EQ(out_, json({{"shooter", "ma20a"},
                          {"targets", json::array()},
                          {"range", "short"},
                          {"aimed", false},
                          {"dice", 1},
                          {"inches", 0.0},
                          {"card", ""}}));
}

TEST_F(CheckParams, NullCountsAsAbsent) {
    Diagnostics d = check({{"shooter", "ma20a"}, {"dice", nullptr}});
    ASSERT_TRUE(d.ok()) << d.text();
    EXPECT_EQ(out_["dice"], 1);
}

TEST_F(CheckParams, AcceptsGoodValues) {
    Diagnostics d = check({{"shooter", "ma20a"},
                           {"targets", {"tx1a", "ma20b"}},
                           {"range", "long"},
                           {"aimed", true},
                           {"dice", 6.0},
                           {"inches", 12.5},
                           {"card", "QH"}});
    ASSERT_TRUE(d.ok()) << d.text();
    EXPECT_EQ(out_["dice"], 6);
    EXPECT_TRUE(out_["dice"].is_number_integer());
    EXPECT_EQ(out_["inches"], 12.5);
}

TEST_F(CheckParams, EveryErrorNamesItsParameter) {
    Diagnostics d = check({{"targets", {"tx1a", 5, "ghost"}},
                           {"range", "point blank"},
                           {"aimed", "yes"},
                           {"dice", 7},
                           {"inches", -1},
                           {"card", 12},
                           {"bogus", 1},
                           {"a/b", 1}});
    EXPECT_TRUE(hasError(d, "/params/shooter", "is missing (Shooter)"));
    EXPECT_TRUE(hasError(d, "/params/targets/1", "must be a unit id"));
    EXPECT_TRUE(hasError(d, "/params/targets/2", "no unit has the id \"ghost\""));
    EXPECT_TRUE(hasError(d, "/params/range", "must be one of short, long"));
    EXPECT_TRUE(hasError(d, "/params/aimed", "must be true or false"));
    EXPECT_TRUE(hasError(d, "/params/dice", "from 1 to 6, found 7"));
    EXPECT_TRUE(hasError(d, "/params/inches", "found -1"));
    EXPECT_TRUE(hasError(d, "/params/card", "must be text"));
    EXPECT_TRUE(hasError(d, "/params/bogus", "is not a parameter of test"));
    EXPECT_TRUE(hasError(d, "/params/a~1b", "is not a parameter")); // pointer escaping
    EXPECT_EQ(d.items().size(), 10u);
}

TEST_F(CheckParams, NumberEdgeCases) {
    EXPECT_TRUE(hasError(check({{"shooter", "ma20a"}, {"dice", 2.5}}), "/params/dice"));
    EXPECT_TRUE(hasError(check({{"shooter", "ma20a"}, {"dice", 1e300}}), "/params/dice"));
    EXPECT_TRUE(hasError(check({{"shooter", "ma20a"}, {"dice", -1e300}}), "/params/dice"));
    EXPECT_TRUE(
        hasError(check({{"shooter", "ma20a"}, {"dice", 18446744073709551615ull}}), "/params/dice"));
    EXPECT_TRUE(hasError(check({{"shooter", "ma20a"}, {"dice", true}}), "/params/dice"));
    EXPECT_TRUE(hasError(check({{"shooter", "ma20a"}, {"inches", 1e308}}), "/params/inches"));
    EXPECT_TRUE(hasError(check({{"shooter", "ma20a"}, {"inches", "3"}}), "/params/inches"));
    EXPECT_TRUE(check({{"shooter", "ma20a"}, {"inches", 72}}).ok());
}

TEST_F(CheckParams, ParamsMustBeAnObject) {
    EXPECT_TRUE(hasError(check(json::array()), "/params", "must be an object"));
}

TEST(ActionSpecJson, DescribesEveryParameterForForms) {
    auto rs = testing::drillRuleset();
    const ActionSpec* volley = rs->action("volley");
    ASSERT_NE(volley, nullptr);
    json j = *volley;
    EXPECT_EQ(j["id"], "volley");
    EXPECT_EQ(j["phase"], "fire");
    ASSERT_EQ(j["params"].size(), 5u);
    EXPECT_EQ(j["params"][0]["type"], "unit");
    EXPECT_EQ(j["params"][0]["units"], "own");
    EXPECT_EQ(j["params"][2]["type"], "integer");
    EXPECT_EQ(j["params"][2]["min"], 1);
    EXPECT_EQ(j["params"][2]["max"], 10);
    EXPECT_EQ(j["params"][2]["default"], 1);
    EXPECT_EQ(j["params"][4]["type"], "distance");
    EXPECT_EQ(rs->action("morale")->param("stance")->choices.size(), 2u);
    EXPECT_EQ(rs->action("charge"), nullptr);
    EXPECT_EQ(json(ActionRequest{"morale", {{"unit", "x"}}}).get<ActionRequest>().params["unit"],
              "x");
}

TEST(RulesetResolve, UnknownActionAndBadParamsAreRuleErrorsNamingTheField) {
    Game g = skirmishGame();
    ScriptedDice dice({});
    try {
        g.resolve({"charge", json::object()}, dice);
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/action");
        EXPECT_NE(std::string(e.what()).find("volley, morale"), std::string::npos) << e.what();
    }
    try {
        g.resolve({"volley", {{"shooter", "ma20a"}, {"target", "nobody"}, {"dice", 0}}}, dice);
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/target");
        EXPECT_NE(std::string(e.what()).find("/params/dice"), std::string::npos) << e.what();
    }
}

TEST(RulesetResolve, ResolvingIsPureAndRecordsTheRolls) {
    Game g = skirmishGame();
    json before = g.state();
    ScriptedDice dice({9});
    Outcome o = g.resolve({"morale", {{"unit", "ma20b"}}}, dice);
    EXPECT_EQ(json(g.state()), before);
    EXPECT_EQ(o.action, "morale");
    EXPECT_EQ(o.result["passed"], false); // morale 4, rolled 9
    ASSERT_EQ(o.rolls.size(), 1u);
    EXPECT_EQ(o.rolls[0].die, Die::d10zero());
    EXPECT_EQ(o.rolls[0].purpose, "morale: 20th Mass. Co. B");
    ASSERT_EQ(o.effects.size(), 1u);
    EXPECT_EQ(o.effects[0], Effect::status("ma20b", "routed"));
    std::string text = explain(o);
    EXPECT_NE(text.find("d10 (0-9) = 9  (morale: 20th Mass. Co. B) [scripted]"), std::string::npos)
        << text;
    EXPECT_NE(text.find("ma20b: status routed"), std::string::npos) << text;
}

} // namespace adc
