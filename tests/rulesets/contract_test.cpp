// The contract every ruleset module keeps, run over each of them: a fifth ruleset passing it is
// one more id in kRulesets, and one more case in the lists of words its code names and, where its
// file names its die, of its die. What only one module does stays in its own folder's tests.
#include "ruleset_fixture.hpp"

#include "adc/scenario.hpp"
#include "adc/unit_filter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace adc::test {
namespace {

const std::vector<std::string> kRulesets{"roe", "mwan", "jackson", "bluegray"};

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

// A copy written by the first version (format 1) still loads: what it lacks is filled in.
TEST_P(RulesetContract, AFormatOneCopyLoads) {
    json copy = shippedRulesetJson(GetParam());
    copy["format"] = 1;
    EXPECT_EQ(loadErrors(copy), std::vector<std::string>{});
}

// The deck's Draw runs the action the ruleset declares as drawing (drawsCard), and the card
// picker is offered for the parameter it declares as a card: neither is guessed from an id.
TEST_P(RulesetContract, ADeckHasOneDeclaredDrawActionWithItsCardParameter) {
    auto rs = shippedRuleset(GetParam());
    const auto draws = std::count_if(rs->actions().begin(), rs->actions().end(),
                                     [](const ActionSpec& a) { return a.drawsCard; });
    EXPECT_EQ(draws, rs->usesDeck() ? 1 : 0);
    if (const ActionSpec* draw = rs->drawAction()) {
        ASSERT_NE(draw->cardParam(), nullptr) << draw->id;
        EXPECT_FALSE(draw->cardParam()->required) << "empty: the top of the program's deck";
        EXPECT_EQ(json(*draw).value("draws_card", false), true);
        EXPECT_EQ(json(*draw->cardParam()).value("names", ""), "card");
    }
}

// Every kind, quality and status reads as words, the ruleset's label where it has one, and an
// id the file does not know reads as words too: never the raw id.
TEST_P(RulesetContract, EveryIdReadsAsWords) {
    auto rs = shippedRuleset(GetParam());
    const auto& schema = rs->unitSchema();
    for (const auto* ids : {&schema.kinds, &schema.qualities, &schema.statuses}) {
        for (const auto& id : *ids) {
            const std::string words = rs->words(id);
            EXPECT_EQ(words.find('_'), std::string::npos) << id << " -> " << words;
            if (!rs->label(id).empty()) {
                EXPECT_EQ(words, rs->label(id));
            }
        }
    }
    EXPECT_EQ(rs->words(GetParam() + ".fired_on_twice"), "fired on twice");
    EXPECT_EQ(rs->words("no_such_word"), "no such word");
}

// What the game needs next (Ruleset::nextSteps), through every phase of the first two turns of
// each shipped scenario of the ruleset: each step names a declared action, a unit of the game
// that the action's first unit picker may name now, and only parameters the action declares.
TEST_P(RulesetContract, EveryNextStepIsOneTheFormCanOpenOn) {
    const std::string dir = std::string(ADC_TEST_DATA_DIR) + "/scenarios/";
    const std::map<std::string, std::string> scenarios{
        {"roe", "fredericksburg-1862.json"},
        {"mwan", "mwan-cedar-mountain.json"},
        {"jackson", "jackson-clearwater-1877.json"},
        {"bluegray", "bluegray-fort-sanders-1863.json"}};
    LoadedScenario ls =
        loadScenarioFile(dir + scenarios.at(GetParam()), builtinRulesets(), ADC_TEST_DATA_DIR);
    Game game(ls.ruleset, std::move(ls.scenario));
    RandomDice dice(7);
    const Ruleset& rs = game.ruleset();
    int stepsSeen = 0;
    for (int i = 0; i < static_cast<int>(2 * rs.sequence().size()); ++i) {
        const GameState& s = game.state();
        for (const NextStep& step : rs.nextSteps(s)) {
            ++stepsSeen;
            const ActionSpec* spec = rs.action(step.action);
            ASSERT_NE(spec, nullptr) << step.action;
            for (const auto& [name, value] : step.params.items()) {
                EXPECT_NE(spec->param(name), nullptr) << step.action << " /" << name;
            }
            if (step.unit.empty()) {
                continue;
            }
            const Unit* u = s.unit(step.unit);
            ASSERT_NE(u, nullptr) << step.unit;
            const auto first =
                std::find_if(spec->params.begin(), spec->params.end(),
                             [](const ParamSpec& p) { return p.type == adc::ParamType::Unit; });
            ASSERT_NE(first, spec->params.end()) << step.action;
            EXPECT_TRUE(UnitFilter(first->unitFilter).fits(*u, u->side)) << step.unit;
            EXPECT_EQ(rs.unitRefusal(*spec, *first, *u, s), "") << step.unit;
        }
        game.apply(game.advancePhase(dice));
    }
    EXPECT_GT(stepsSeen, 0);
}

// Only an id loses its module's prefix: words and numbers with a dot are left whole.
TEST(IdWords, AModulesPrefixGoesWordsAndNumbersStay) {
    EXPECT_EQ(idWords("roe.acted"), "acted");
    EXPECT_EQ(idWords("light_infantry"), "light infantry");
    EXPECT_EQ(idWords("Pvt. Ames"), "Pvt. Ames");
    EXPECT_EQ(idWords("2.5"), "2.5");
}

INSTANTIATE_TEST_SUITE_P(Shipped, RulesetContract, ::testing::ValuesIn(kRulesets),
                         [](const auto& info) { return info.param; });

// The load's sanity pass: a copy without words the module's code names (a kind, a choice) fails
// with every missing word under its JSON pointer. Two such words of each ruleset.
struct NamedWords {
    std::string ruleset;
    std::vector<std::pair<std::string, std::string>> missing; // (list's pointer, word)
};

class RulesetNamedWords : public ::testing::TestWithParam<NamedWords> {};

TEST_P(RulesetNamedWords, ACopyMissingAWordTheCodeNamesFailsWithEveryMissingWordAndItsPointer) {
    json copy = shippedRulesetJson(GetParam().ruleset);
    for (const auto& [list, word] : GetParam().missing) {
        copy = without(copy, list, word);
    }
    const auto errors = loadErrors(copy);
    for (const auto& [list, word] : GetParam().missing) {
        const std::string line =
            list + ": has no \"" + word + "\", which the module's rules name in their code";
        EXPECT_NE(std::find(errors.begin(), errors.end(), line), errors.end())
            << line << " not in " << ::testing::PrintToString(errors);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Shipped, RulesetNamedWords,
    ::testing::Values(NamedWords{"roe",
                                 {{"/unit_schema/kinds", "sharpshooter"},
                                  {"/unit_schema/attributes/weapon/choices", "shot"}}},
                      NamedWords{"mwan",
                                 {{"/unit_schema/kinds", "commander"},
                                  {"/unit_schema/attributes/formation/choices", "road_column"}}},
                      NamedWords{"jackson",
                                 {{"/unit_schema/kinds", "gatling"},
                                  {"/unit_schema/qualities", "regular"}}},
                      NamedWords{"bluegray",
                                 {{"/unit_schema/kinds", "officer"},
                                  {"/unit_schema/attributes/horses/choices", "held"}}}),
    [](const auto& info) { return info.param.ruleset; });

// The rulesets whose file names the die they roll (format 3), with the die the code rolled
// before: a format-2 copy without one gets it; a current copy without one fails at /die.
// And the sanity pass refuses a number read off the die that is not one of its faces.
struct DieCase {
    std::string ruleset;
    int sides;
    int lowest;
    std::string offTheDie; // a pointer to a number read off the die
    int value;             // a value no face has
    std::string error;     // what the load says of it
};

class RulesetDie : public ::testing::TestWithParam<DieCase> {};

TEST_P(RulesetDie, AFormatTwoCopyGetsTheDieItPlayedWith) {
    expectTheDieOfFormatTwo(shippedRulesetJson(GetParam().ruleset),
                            json({{"sides", GetParam().sides}, {"lowest", GetParam().lowest}}));
}

TEST_P(RulesetDie, ACurrentCopyWithoutTheDieFailsWithItsPointer) {
    expectAMissingDieFails(shippedRulesetJson(GetParam().ruleset));
}

TEST_P(RulesetDie, ANumberOffTheDieMustBeOneOfItsFaces) {
    json copy = shippedRulesetJson(GetParam().ruleset);
    copy[json::json_pointer(GetParam().offTheDie)] = GetParam().value;
    const auto errors = loadErrors(copy);
    const std::string line = GetParam().offTheDie + ": " + GetParam().error;
    EXPECT_NE(std::find(errors.begin(), errors.end(), line), errors.end())
        << line << " not in " << ::testing::PrintToString(errors);
}

INSTANTIATE_TEST_SUITE_P(
    Shipped, RulesetDie,
    ::testing::Values(DieCase{"mwan", 6, 1, "/fire/hit_on", 8,
                              "must be a face of the die (1 to 6, or 7 for never), found 8"},
                      DieCase{"jackson", 10, 0, "/artillery/gatling/jam_face", 10,
                              "must be a face of the die (0 to 9), found 10"},
                      DieCase{"bluegray", 6, 1, "/morale/retreat_faces/line/0", 7,
                              "must be a whole number from 1 to 6, found 7"}),
    [](const auto& info) { return info.param.ruleset; });

} // namespace
} // namespace adc::test
