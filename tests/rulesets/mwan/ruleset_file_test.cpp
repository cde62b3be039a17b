// The mwan ruleset file as a referee edits it: format-1 copies (written before the numbers in
// code moved into the JSON) still load and play the same numbers, and the sanity pass refuses a
// copy without a word the module's code names, every missing word under its JSON pointer.
#include "mwan_ruleset.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adc {

namespace {

json shipped() {
    Diagnostics read;
    return *readJsonFile(std::string(ADC_TEST_DATA_DIR) + "/rulesets/mwan.json", read);
}

// The errors of a copy that must not load ("pointer: message" each); none when it loads.
std::vector<std::string> loadErrors(const json& data) {
    try {
        builtinRulesets().fromJson(data, "copy.json");
    } catch (const LoadError& e) {
        std::vector<std::string> out;
        for (const auto& d : e.diagnostics().items()) {
            out.push_back(d.pointer + ": " + d.message);
        }
        return out;
    }
    return {};
}

json without(json data, const std::string& list, const std::string& word) {
    json& words = data[json::json_pointer(list)];
    words.erase(std::remove(words.begin(), words.end(), json(word)), words.end());
    return data;
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
