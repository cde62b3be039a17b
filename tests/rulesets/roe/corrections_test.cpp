// A referee's correction of a ROE unit changes its men, which the rules read: a strength
// lowered from 5 to 4 is one man out, the one the referee names, and a casualty of the turn.
#include "roe_support.hpp"

#include "adc/game.hpp"

namespace adc::roe::test {

namespace {

Game fredericksburg() {
    auto ls =
        loadScenarioFile(std::string(ADC_TEST_DATA_DIR) + "/scenarios/fredericksburg-1862.json",
                         builtinRulesets(), ADC_TEST_DATA_DIR);
    return Game(ls.ruleset, ls.scenario);
}

std::vector<Figure> menOf(const Game& g, const std::string& unit) {
    return readFigures(*g.state().unit(unit),
                       dynamic_cast<const RoeRuleset&>(g.ruleset()).tables());
}

} // namespace

TEST(RoeCorrection, LoweringTheStrengthAsksWhichManIsOut) {
    Game g = fredericksburg();
    ASSERT_EQ(g.state().unit("miss-hq")->strength, 5);
    auto q = g.ruleset().correctionQuestion(g.state(), "miss-hq", "strength", 4);
    ASSERT_TRUE(q);
    EXPECT_EQ(q->count, 1);
    EXPECT_EQ(q->question, "Which 1 man of " + g.state().unit("miss-hq")->name + " is out?");
    ASSERT_EQ(q->choices.size(), 5u);
    EXPECT_EQ(q->choices[3].name, "Pvt. J. Allen");
    EXPECT_NE(q->choices[3].label.find("fighting"), std::string::npos) << q->choices[3].label;
    // Unanswered, the correction is refused with the reason.
    try {
        (void)g.correction("miss-hq", "strength", 4);
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "strength");
        EXPECT_NE(std::string(e.what()).find("say which 1 man"), std::string::npos) << e.what();
    }
    const Outcome out = g.correction("miss-hq", "strength", 4, {"Pvt. J. Allen"});
    adc::test::expectRulesCited(g.ruleset(), out);
    EXPECT_EQ(out.steps.at(0).rule, "/unit_schema/attributes/figures");
    g.apply(out);
    const Unit& u = *g.state().unit("miss-hq");
    EXPECT_EQ(u.strength, 4);
    EXPECT_EQ(u.totalLosses(), 1) << "the man out is a casualty of the turn";
    EXPECT_EQ(u.casualties.back().cause, "referee correction");
    auto men = menOf(g, "miss-hq");
    EXPECT_EQ(fightingCount(men), 4);
    EXPECT_EQ(men[3].status, "hit");
    EXPECT_EQ(men[4].status, "fighting");
    g.undo();
    EXPECT_EQ(fightingCount(menOf(g, "miss-hq")), 5);
    EXPECT_EQ(g.state().unit("miss-hq")->strength, 5);
}

TEST(RoeCorrection, RaisingTheStrengthBringsAManBack) {
    Game g = fredericksburg();
    g.apply(g.correction("miss-hq", "strength", 3, {"Pvt. J. Allen", "Pvt. W. Bell"}));
    auto q = g.ruleset().correctionQuestion(g.state(), "miss-hq", "strength", 4);
    ASSERT_TRUE(q);
    EXPECT_EQ(q->question, "Which 1 man of " + g.state().unit("miss-hq")->name + " comes back?");
    ASSERT_EQ(q->choices.size(), 2u);
    g.apply(g.correction("miss-hq", "strength", 4, {"Pvt. W. Bell"}));
    auto men = menOf(g, "miss-hq");
    EXPECT_EQ(men[3].status, "hit");
    EXPECT_EQ(men[4].status, "fighting");
    EXPECT_EQ(g.state().unit("miss-hq")->strength, 4);
    // The last man out needs no question: there is no choice.
    EXPECT_FALSE(g.ruleset().correctionQuestion(g.state(), "miss-hq", "strength", 5));
    g.apply(g.correction("miss-hq", "strength", 5));
    EXPECT_EQ(fightingCount(menOf(g, "miss-hq")), 5);
}

TEST(RoeCorrection, ImpossibleCorrectionsAreRefusedWithTheReason) {
    Game g = fredericksburg();
    try {
        (void)g.correction("miss-hq", "strength", 6);
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("has 5 men: no more than that can fight"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_THROW((void)g.correction("miss-hq", "strength", 4, {"Pvt. Nobody"}), RuleError);
    EXPECT_THROW((void)g.correction("miss-hq", "strength", 4, {"Pvt. J. Allen", "Pvt. W. Bell"}),
                 RuleError);
    EXPECT_THROW((void)g.correction("miss-hq", "strength", 3, {"Pvt. J. Allen", "Pvt. J. Allen"}),
                 RuleError);
    EXPECT_THROW((void)g.correction("miss-hq", "strength", -1), RuleError);
}

TEST(RoeCorrection, TheListOfMenCarriesTheStrengthWithIt) {
    Game g = fredericksburg();
    json figures = g.state().unit("miss-hq")->attrs["figures"];
    figures[4]["status"] = "runaway";
    const Outcome out = g.correction("miss-hq", "figures", figures);
    adc::test::expectRulesCited(g.ruleset(), out);
    g.apply(out);
    EXPECT_EQ(g.state().unit("miss-hq")->strength, 4);
    json fewer = figures;
    fewer.erase(fewer.size() - 1);
    EXPECT_THROW((void)g.correction("miss-hq", "figures", fewer), RuleError);
    // Other fields are the base's: the status is set as given.
    g.apply(g.correction("miss-hq", "status", "routed"));
    EXPECT_EQ(g.state().unit("miss-hq")->status, "routed");
}

} // namespace adc::roe::test
