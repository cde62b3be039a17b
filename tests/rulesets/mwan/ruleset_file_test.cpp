// The mwan ruleset file as a referee edits it: the module rolls the die the file names. What
// every module's file keeps is the contract's (../contract_test.cpp).
#include "mwan_ruleset.hpp"

#include "../ruleset_fixture.hpp"
#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

namespace {

json shipped() {
    return test::shippedRulesetJson("mwan");
}

} // namespace

// The module rolls the die its file names: a D8 copy throws eights.
TEST(mwanRulesetFile, TheModuleRollsTheDieTheFileNames) {
    json copy = shipped();
    copy["die"] = {{"sides", 8}, {"lowest", 1}};
    auto rs = builtinRulesets().fromJson(copy, "d8.json");
    EXPECT_EQ(static_cast<const mwan::MwanRuleset&>(*rs).tables().die, (Die{8, 1}));
}

} // namespace adc
