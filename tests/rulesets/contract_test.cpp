// The contract every ruleset module keeps, run over each of them: a fifth ruleset passing it is
// one more id in kRulesets (and, where its file names its die, one more line in kDice). What
// only one module does stays in its own folder's tests.
#include "ruleset_fixture.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace adc::test {
namespace {

const char* const kRulesets[] = {"roe", "mwan", "jackson", "bluegray"};

class RulesetContract : public ::testing::TestWithParam<std::string> {};

TEST_P(RulesetContract, ShippedFileLoadsUnderItsId) {
    auto rs = builtinRulesets().loadById(GetParam(), ADC_TEST_DATA_DIR);
    EXPECT_EQ(rs->id(), GetParam());
    EXPECT_FALSE(rs->actions().empty());
    EXPECT_FALSE(rs->sequence().empty());
}

TEST_P(RulesetContract, IsWrittenInTheCurrentFormat) {
    EXPECT_EQ(shippedRulesetJson(GetParam())["format"], kRulesetFormat);
}

// Each house rule names the ruling that reads it: a numbered open point of
// docs/rulings/<id>.md, as the steps that rest on it cite.
TEST_P(RulesetContract, EveryHouseRuleNamesARulingOfTheDocs) {
    expectHouseRulesNameRulings(GetParam());
}

// The form's words name a house rule's reading by its label, never by its key.
TEST_P(RulesetContract, EveryActionSpeaksOfHouseRulesInWords) {
    expectActionsInWords(*shippedRuleset(GetParam()));
}

// The faces find an action by its id and ask it in its phase: one action an id, and a phase
// that is one of the sequence's (or none: any phase).
TEST_P(RulesetContract, EveryActionHasItsOwnIdAndAPhaseOfTheSequence) {
    auto rs = shippedRuleset(GetParam());
    std::set<std::string> phases, ids;
    for (const auto& p : rs->sequence()) {
        phases.insert(p.id);
    }
    for (const auto& a : rs->actions()) {
        EXPECT_TRUE(ids.insert(a.id).second) << a.id << " is declared twice";
        EXPECT_TRUE(a.phase.empty() || phases.count(a.phase)) << a.id << " in " << a.phase;
        EXPECT_EQ(rs->action(a.id), &a);
    }
}

INSTANTIATE_TEST_SUITE_P(Shipped, RulesetContract, ::testing::ValuesIn(kRulesets),
                         [](const auto& info) { return info.param; });

// The rulesets whose file names the die they roll (format 3), with the die the code rolled
// before: a format-2 copy without one gets it; a current copy without one fails at /die.
struct DieCase {
    std::string ruleset;
    int sides;
    int lowest;
};

class RulesetDie : public ::testing::TestWithParam<DieCase> {};

TEST_P(RulesetDie, AFormatTwoCopyGetsTheDieItPlayedWith) {
    expectTheDieOfFormatTwo(shippedRulesetJson(GetParam().ruleset),
                            json({{"sides", GetParam().sides}, {"lowest", GetParam().lowest}}));
}

TEST_P(RulesetDie, ACurrentCopyWithoutTheDieFailsWithItsPointer) {
    expectAMissingDieFails(shippedRulesetJson(GetParam().ruleset));
}

INSTANTIATE_TEST_SUITE_P(Shipped, RulesetDie,
                         ::testing::Values(DieCase{"mwan", 6, 1}, DieCase{"jackson", 10, 0},
                                           DieCase{"bluegray", 6, 1}),
                         [](const auto& info) { return info.param.ruleset; });

} // namespace
} // namespace adc::test
