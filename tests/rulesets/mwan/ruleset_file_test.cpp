// The mwan ruleset file as a referee edits it: format-1 copies (written before the numbers in
// code moved into the JSON) still load and play the same numbers, and the sanity pass refuses a
// copy without a word the module's code names, every missing word under its JSON pointer.
#include "mwan_ruleset.hpp"

#include "../ruleset_fixture.hpp"
#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adc {

namespace {

using test::loadErrors;
using test::without;

json shipped() {
    return test::shippedRulesetJson("mwan");
}

} // namespace

TEST(mwanRulesetFile, ACopyMissingAWordTheCodeNamesFailsWithEveryMissingWordAndItsPointer) {
    json copy = without(without(shipped(), "/unit_schema/kinds", "commander"),
                        "/unit_schema/attributes/formation/choices", "road_column");
    const auto errors = loadErrors(copy);
    auto has = [&](const std::string& line) {
        return std::find(errors.begin(), errors.end(), line) != errors.end();
    };
    EXPECT_TRUE(has(
        "/unit_schema/kinds: has no \"commander\", which the module's rules name in their code"))
        << ::testing::PrintToString(errors);
    EXPECT_TRUE(has("/unit_schema/attributes/formation/choices: has no \"road_column\", which the "
                    "module's rules name in their code"))
        << ::testing::PrintToString(errors);
}

// A copy written by the previous version (format 1) loads as it did: mwan moved no number.
TEST(mwanRulesetFile, AFormatOneCopyLoads) {
    json copy = shipped();
    copy["format"] = 1;
    EXPECT_TRUE(loadErrors(copy).empty()) << ::testing::PrintToString(loadErrors(copy));
}

// The sanity pass: a number read off the die must be one of its faces.
TEST(mwanRulesetFile, ANumberOffTheDieMustBeOneOfItsFaces) {
    json copy = shipped();
    copy[json::json_pointer("/fire/hit_on")] = 8;
    const auto errors = loadErrors(copy);
    EXPECT_NE(
        std::find(errors.begin(), errors.end(),
                  "/fire/hit_on: must be a face of the die (1 to 6, or 7 for never), found 8"),
        errors.end())
        << ::testing::PrintToString(errors);
}

// The module rolls the die its file names: a D8 copy throws eights.
TEST(mwanRulesetFile, TheModuleRollsTheDieTheFileNames) {
    json copy = shipped();
    copy["die"] = {{"sides", 8}, {"lowest", 1}};
    auto rs = builtinRulesets().fromJson(copy, "d8.json");
    EXPECT_EQ(static_cast<const mwan::MwanRuleset&>(*rs).tables().die, (Die{8, 1}));
}

} // namespace adc
