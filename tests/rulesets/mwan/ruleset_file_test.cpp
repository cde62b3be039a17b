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

TEST(mwanRulesetFile, IsWrittenInTheCurrentFormat) {
    EXPECT_EQ(shipped()["format"], kRulesetFormat);
}

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

} // namespace adc
