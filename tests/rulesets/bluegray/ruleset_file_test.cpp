// The bluegray ruleset file as a referee edits it: format-1 copies (written before the numbers in
// code moved into the JSON) still load and play the same numbers, and the sanity pass refuses a
// copy without a word the module's code names, every missing word under its JSON pointer.
#include "bluegray_ruleset.hpp"

#include "../ruleset_fixture.hpp"
#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adc {

namespace {

using test::loadErrors;
using test::removeKey;
using test::without;

json shipped() {
    return test::shippedRulesetJson("bluegray");
}

} // namespace

TEST(bluegrayRulesetFile, ACopyMissingAWordTheCodeNamesFailsWithEveryMissingWordAndItsPointer) {
    json copy = without(without(shipped(), "/unit_schema/kinds", "officer"),
                        "/unit_schema/attributes/horses/choices", "held");
    const auto errors = loadErrors(copy);
    auto has = [&](const std::string& line) {
        return std::find(errors.begin(), errors.end(), line) != errors.end();
    };
    EXPECT_TRUE(
        has("/unit_schema/kinds: has no \"officer\", which the module's rules name in their code"))
        << ::testing::PrintToString(errors);
    EXPECT_TRUE(has("/unit_schema/attributes/horses/choices: has no \"held\", which the module's "
                    "rules name in their code"))
        << ::testing::PrintToString(errors);
}

// A referee's copy written by the previous version: format 1, without the keys that version
// kept in its code. It loads and gets the numbers that version played.
TEST(bluegrayRulesetFile, AFormatOneCopyIsMigratedToTheNumbersItPlayed) {
    json copy = shipped();
    copy["format"] = 1;
    removeKey(copy, "/before_battle/initiative_rounds");
    removeKey(copy, "/melee/shock/front_rank_men");
    auto rs = builtinRulesets().fromJson(copy, "format1.json");
    const auto& t = dynamic_cast<const bluegray::BlueGrayRuleset&>(*rs).tables();
    EXPECT_EQ(t.initiativeRounds, 20);
    EXPECT_EQ(t.shockFrontRankMen, 2);
    EXPECT_EQ(rs->data()["format"], kRulesetFormat);
}

// The migration fills only what a format-1 file lacks: a value the referee wrote stays.
TEST(bluegrayRulesetFile, AFormatOneCopyKeepsWhatItSays) {
    json copy = shipped();
    copy["format"] = 1;
    copy[json::json_pointer("/before_battle/initiative_rounds")] = 7;
    auto rs = builtinRulesets().fromJson(copy, "format1.json");
    EXPECT_EQ(dynamic_cast<const bluegray::BlueGrayRuleset&>(*rs).tables().initiativeRounds, 7);
}

// In the current format the keys are required like any other number.
TEST(bluegrayRulesetFile, ACurrentCopyWithoutAMovedNumberFailsWithItsPointer) {
    for (const std::string pointer :
         {"/before_battle/initiative_rounds", "/melee/shock/front_rank_men"}) {
        json copy = shipped();
        removeKey(copy, pointer);
        EXPECT_EQ(loadErrors(copy), std::vector<std::string>{pointer + ": is missing"});
    }
}

// The victory check and the army's break point count men by each unit's "men_per_figure": a
// copy without the attribute is refused at its list rather than counted some other way.
TEST(bluegrayRulesetFile, ACopyWithoutMenPerFigureFailsAtTheAttributes) {
    json copy = shipped();
    removeKey(copy, "/unit_schema/attributes/men_per_figure");
    const auto errors = loadErrors(copy);
    EXPECT_NE(std::find(errors.begin(), errors.end(),
                        "/unit_schema/attributes: has no \"men_per_figure\", which the module's "
                        "rules name in their code"),
              errors.end())
        << ::testing::PrintToString(errors);
}

// The sanity pass: a number read off the die must be one of its faces.
TEST(bluegrayRulesetFile, ANumberOffTheDieMustBeOneOfItsFaces) {
    json copy = shipped();
    copy[json::json_pointer("/morale/retreat_faces/line/0")] = 7;
    const auto errors = loadErrors(copy);
    EXPECT_NE(
        std::find(errors.begin(), errors.end(),
                  "/morale/retreat_faces/line/0: must be a whole number from 1 to 6, found 7"),
        errors.end())
        << ::testing::PrintToString(errors);
}

// Blue and Gray's tables by face have one entry per face of its die, from face 1.
TEST(bluegrayRulesetFile, ATableByFaceHasAnEntryForEveryFaceOfTheDie) {
    json copy = shipped();
    copy["die"] = {{"sides", 8}, {"lowest", 1}};
    auto errors = loadErrors(copy);
    EXPECT_NE(std::find(errors.begin(), errors.end(),
                        "/fire/unit_tables/line: a table of the d8 needs 8 entries (faces 1-8), "
                        "found 6"),
              errors.end())
        << ::testing::PrintToString(errors);
    copy["die"] = {{"sides", 6}, {"lowest", 0}};
    errors = loadErrors(copy);
    EXPECT_NE(
        std::find(errors.begin(), errors.end(),
                  "/die/lowest: must be 1: the tables of these rules are written from face 1"),
        errors.end())
        << ::testing::PrintToString(errors);
}

} // namespace adc
