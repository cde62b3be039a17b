// The one convention for what a step cites: a pointer into the ruleset's file or a ruling id,
// worded for the screen from the labels the file gives.
#include "test_support.hpp"

#include "adc/rule_reference.hpp"

#include <gtest/gtest.h>

namespace adc {
namespace {

TEST(RuleReference, APointerIntoTheFileCitesTheValueItNames) {
    const auto rs = testing::drillRuleset();
    EXPECT_EQ(ruleReferenceKind("/hit_on"), RuleReferenceKind::Pointer);
    EXPECT_EQ(ruleReferenceProblem(rs->data(), "/hit_on"), "");
    EXPECT_EQ(ruleReferenceProblem(rs->data(), "/sequence/1"), "");
    EXPECT_EQ(ruleReferenceProblem(rs->data(), "/nope"),
              "\"/nope\" names no value of the ruleset's file");
    EXPECT_EQ(ruleReferenceProblem(rs->data(), "/sequence/2"),
              "\"/sequence/2\" names no value of the ruleset's file");
    EXPECT_EQ(ruleReferenceProblem(rs->data(), "/sequence/fire"),
              "\"/sequence/fire\" names no value of the ruleset's file");
}

TEST(RuleReference, ARulingIsCapitalsThenANumber) {
    const auto rs = testing::drillRuleset();
    for (const std::string rule : {"R1", "G15", "M3"}) {
        EXPECT_EQ(ruleReferenceKind(rule), RuleReferenceKind::Ruling) << rule;
        EXPECT_EQ(ruleReferenceProblem(rs->data(), rule), "") << rule;
    }
    for (const std::string rule : {"", "R", "r1", "R1a", "C1 close order", "fire_table/short"}) {
        EXPECT_EQ(ruleReferenceKind(rule), RuleReferenceKind::Malformed) << rule;
        EXPECT_EQ(ruleReferenceProblem(rs->data(), rule),
                  "\"" + rule + "\" is neither a JSON pointer into the ruleset nor a ruling id");
    }
}

TEST(RuleReference, TheScreenReadsLabelsNotKeys) {
    const auto rs = testing::drillRuleset();
    EXPECT_EQ(ruleReferenceWords(*rs, "/hit_on"), "hit on");
    EXPECT_EQ(ruleReferenceWords(*rs, "/sequence/0"), "sequence \u203a Fire");
    EXPECT_EQ(ruleReferenceWords(*rs, "/unit_schema/attributes/weapon/choices/1"),
              "unit schema \u203a attributes \u203a Weapon \u203a choices \u203a row 2");
    EXPECT_EQ(ruleReferenceWords(*rs, "/house_rules/volley_bonus"),
              "house rules \u203a Volley bonus");
    EXPECT_EQ(ruleReferenceWords(*rs, "R1"), "ruling R1");
    // An older save's reference that cites nothing is shown as it was written.
    EXPECT_EQ(ruleReferenceWords(*rs, "fire_table/short"), "fire_table/short");
}

// A referee's correction cites what declares the value he set.
TEST(RuleReference, ACorrectionCitesWhatDeclaresTheValue) {
    Game g = testing::skirmishGame();
    const Ruleset& rs = g.ruleset();
    const std::string unit = g.state().units.front().id;
    const auto cited = [&](const std::string& field, const json& value) {
        return rs.correction(g.state(), unit, field, value, {}).steps.at(0).rule;
    };
    EXPECT_EQ(cited("morale", 3), "/unit_schema/attributes/morale");
    EXPECT_EQ(cited("strength", 2), "/unit_schema");
    EXPECT_EQ(cited("status", "shaken"), "/unit_schema");
    for (const auto& rule : {cited("morale", 3), cited("strength", 2)}) {
        EXPECT_EQ(ruleReferenceProblem(rs.data(), rule), "");
    }
}

} // namespace
} // namespace adc
