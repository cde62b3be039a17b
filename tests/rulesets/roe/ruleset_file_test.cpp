// The roe ruleset file as a referee edits it: format-1 copies (written before the numbers in
// code moved into the JSON) still load and play the same numbers, and the sanity pass refuses a
// copy without a word the module's code names, every missing word under its JSON pointer.
#include "roe_ruleset.hpp"

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
    return test::shippedRulesetJson("roe");
}

} // namespace

TEST(roeRulesetFile, ACopyMissingAWordTheCodeNamesFailsWithEveryMissingWordAndItsPointer) {
    json copy = without(without(shipped(), "/unit_schema/kinds", "sharpshooter"),
                        "/unit_schema/attributes/weapon/choices", "shot");
    const auto errors = loadErrors(copy);
    auto has = [&](const std::string& line) {
        return std::find(errors.begin(), errors.end(), line) != errors.end();
    };
    EXPECT_TRUE(has(
        "/unit_schema/kinds: has no \"sharpshooter\", which the module's rules name in their code"))
        << ::testing::PrintToString(errors);
    EXPECT_TRUE(has("/unit_schema/attributes/weapon/choices: has no \"shot\", which the module's "
                    "rules name in their code"))
        << ::testing::PrintToString(errors);
}

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
