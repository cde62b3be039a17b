// A game saved before the one citation convention (tests/cli/data/saves, written by main at
// 7afd0d3) keeps the references its steps were written with: its log shows them as written,
// while the same fire resolved today cites the row of bluegray.json it read.
#include "adc/builtin_rulesets.hpp"
#include "adc/rule_reference.hpp"
#include "adc/saved_game.hpp"
#include "bluegray_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::bluegray::test {

namespace {

Game oldSave() {
    return loadGameFile(std::string(ADC_TEST_DATA_DIR) +
                            "/tests/cli/data/saves/bluegray-owed-tests.adc.json",
                        builtinRulesets(), ADC_TEST_DATA_DIR);
}

} // namespace

TEST(OldSaveCitations, TheLogShowsAnOldReferenceAsWritten) {
    const Game g = oldSave();
    const Event& fire = g.events().back();
    ASSERT_TRUE(fire.request.has_value());
    ASSERT_EQ(fire.request->action, "fire");
    ASSERT_GE(fire.outcome.steps.size(), 2u);
    EXPECT_EQ(fire.outcome.steps[0].rule, "C/elite");
    EXPECT_EQ(ruleReferenceWords(g.ruleset(), "C/elite"), "C/elite");
    EXPECT_EQ(ruleReferenceWords(g.ruleset(), "C/elite/6"), "C/elite/6");
}

TEST(OldSaveCitations, TheSameFireResolvedTodayCitesTheRowItRead) {
    Game g = oldSave();
    const Event fire = g.events().back();
    g.undo();
    std::vector<int> faces;
    for (const auto& roll : fire.outcome.rolls) {
        faces.push_back(roll.face);
    }
    ScriptedDice dice(faces);
    const Outcome today = g.resolve(*fire.request, dice);
    adc::test::expectRulesCited(g.ruleset(), today);
    EXPECT_EQ(today.result, fire.outcome.result);
    ASSERT_EQ(today.steps.size(), fire.outcome.steps.size());
    for (std::size_t i = 0; i < today.steps.size(); ++i) {
        EXPECT_EQ(today.steps[i].text, fire.outcome.steps[i].text); // only the citation moved
    }
    EXPECT_EQ(today.steps[0].rule, "/fire/unit_tables/elite");
    EXPECT_EQ(today.steps[1].rule, "G4");
    EXPECT_EQ(today.steps[2].rule, "/fire/unit_tables/elite/5"); // face 6, the sixth entry
}

} // namespace adc::bluegray::test

namespace adc::bluegray::test {

// What the referee reads for today's references: the file's own labels and keys, in words.
TEST(OldSaveCitations, TodaysReferencesReadInWords) {
    const auto rs = loadRuleset();
    // A table by die face: its row is the face thrown (row 6 for a 6).
    EXPECT_EQ(ruleReferenceWords(*rs, "/fire/unit_tables/elite/5"),
              "fire \u203a unit tables \u203a elite \u203a row 6");
    EXPECT_EQ(ruleReferenceWords(*rs, "/artillery/bands/1/table/2"),
              "artillery \u203a bands \u203a medium range \u203a table \u203a row 3");
    EXPECT_EQ(ruleReferenceWords(*rs, "/sequence/3"), "sequence \u203a Open fire");
    EXPECT_EQ(ruleReferenceWords(*rs, "G16"), "ruling G16");
}

} // namespace adc::bluegray::test
