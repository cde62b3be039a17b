// The jackson ruleset file as a referee edits it: format-1 copies (written before the numbers in
// code moved into the JSON) still load and play the same numbers, and the sanity pass refuses a
// copy without a word the module's code names, every missing word under its JSON pointer.
#include "jackson_ruleset.hpp"

#include "../ruleset_fixture.hpp"
#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adc {

namespace {

using test::loadErrors;
using test::without;

json shipped() {
    return test::shippedRulesetJson("jackson");
}

} // namespace

TEST(jacksonRulesetFile, ACopyMissingAWordTheCodeNamesFailsWithEveryMissingWordAndItsPointer) {
    json copy = without(without(shipped(), "/unit_schema/kinds", "gatling"),
                        "/unit_schema/qualities", "regular");
    const auto errors = loadErrors(copy);
    auto has = [&](const std::string& line) {
        return std::find(errors.begin(), errors.end(), line) != errors.end();
    };
    EXPECT_TRUE(
        has("/unit_schema/kinds: has no \"gatling\", which the module's rules name in their code"))
        << ::testing::PrintToString(errors);
    EXPECT_TRUE(has(
        "/unit_schema/qualities: has no \"regular\", which the module's rules name in their code"))
        << ::testing::PrintToString(errors);
}

// A copy written by the previous version (format 1) loads as it did: jackson moved no number.
TEST(jacksonRulesetFile, AFormatOneCopyLoads) {
    json copy = shipped();
    copy["format"] = 1;
    EXPECT_TRUE(loadErrors(copy).empty()) << ::testing::PrintToString(loadErrors(copy));
}

// The sanity pass: a number read off the die must be one of its faces.
TEST(jacksonRulesetFile, ANumberOffTheDieMustBeOneOfItsFaces) {
    json copy = shipped();
    copy[json::json_pointer("/artillery/gatling/jam_face")] = 10;
    const auto errors = loadErrors(copy);
    EXPECT_NE(
        std::find(errors.begin(), errors.end(),
                  "/artillery/gatling/jam_face: must be a face of the die (0 to 9), found 10"),
        errors.end())
        << ::testing::PrintToString(errors);
}

} // namespace adc
