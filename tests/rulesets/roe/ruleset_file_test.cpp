// The roe ruleset file as a referee edits it: format-1 copies (written before the numbers in
// code moved into the JSON) still load and play the same numbers. What every module's file
// keeps is the contract's (../contract_test.cpp).
#include "roe_ruleset.hpp"

#include "../ruleset_fixture.hpp"
#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

namespace {

using test::loadErrors;
using test::removeKey;

json shipped() {
    return test::shippedRulesetJson("roe");
}

} // namespace

// A referee's copy written by the previous version: format 1, without the keys that version
// kept in its code. It loads and gets the numbers that version played.
TEST(roeRulesetFile, AFormatOneCopyIsMigratedToTheNumbersItPlayed) {
    json copy = shipped();
    copy["format"] = 1;
    removeKey(copy, "/fire/die_sides");
    removeKey(copy, "/leader_roll/die_sides");
    removeKey(copy, "/morale/die_sides");
    removeKey(copy, "/movement/die_sides");
    removeKey(copy, "/melee/tie_rounds");
    auto rs = builtinRulesets().fromJson(copy, "format1.json");
    const auto& t = dynamic_cast<const roe::RoeRuleset&>(*rs).tables();
    EXPECT_EQ(t.fireDieSides, 6);
    EXPECT_EQ(t.leaderDieSides, 6);
    EXPECT_EQ(t.moraleDieSides, 6);
    EXPECT_EQ(t.moveDieSides, 6);
    EXPECT_EQ(t.meleeTieRounds, 50);
    EXPECT_EQ(rs->data()["format"], kRulesetFormat);
}

// The migration fills only what a format-1 file lacks: a value the referee wrote stays.
TEST(roeRulesetFile, AFormatOneCopyKeepsWhatItSays) {
    json copy = shipped();
    copy["format"] = 1;
    copy[json::json_pointer("/fire/die_sides")] = 7;
    auto rs = builtinRulesets().fromJson(copy, "format1.json");
    EXPECT_EQ(dynamic_cast<const roe::RoeRuleset&>(*rs).tables().fireDieSides, 7);
}

// In the current format the keys are required like any other number.
TEST(roeRulesetFile, ACurrentCopyWithoutAMovedNumberFailsWithItsPointer) {
    for (const std::string pointer :
         {"/fire/die_sides", "/leader_roll/die_sides", "/morale/die_sides", "/movement/die_sides",
          "/melee/tie_rounds"}) {
        json copy = shipped();
        removeKey(copy, pointer);
        EXPECT_EQ(loadErrors(copy), std::vector<std::string>{pointer + ": is missing"});
    }
}

} // namespace adc
