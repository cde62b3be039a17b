// Inputs the fuzzers (fuzz/) and the review of the loaders turned up; each once crashed or was
// undefined behaviour, and must now be a clean LoadError with its pointer.
#include "test_support.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <filesystem>

namespace adc {

using testing::hasError;
using testing::saveErrors;

// nlohmann's get<int>() casts a double to int, undefined for 1e300: every whole number a saved
// game's history holds is now checked first.
TEST(FuzzRegression, HugeNumbersInTheHistoryAreErrorsNotUndefinedBehaviour) {
    for (const char* where :
         {"/history/0/turn", "/history/0/phase", "/history/0/outcome/rolls/0/face",
          "/history/0/outcome/rolls/0/die/sides", "/history/0/outcome/effects/0/count",
          "/history/0/outcome/steps/1/modifier"}) {
        for (double bad : {1e300, -1e300, 2147483648.0, 0.5}) {
            json j = testing::savedGameAfterAVolley();
            j["history"][0]["outcome"]["steps"][1]["modifier"] = 1;
            j[json::json_pointer(where)] = bad;
            Diagnostics d = saveErrors(j);
            EXPECT_TRUE(hasError(d, "/history/0", "must be a whole number")) << where << " " << bad;
        }
    }
}

TEST(FuzzRegression, OutOfRangeEffectValuesAreRefused) {
    json j = testing::savedGameAfterAVolley();
    j["history"][1]["outcome"]["effects"][0]["value"] = 4294967296LL; // phase index
    EXPECT_TRUE(hasError(saveErrors(j), "/history/1/outcome/effects/0/value", "phase of the"));
    j = testing::savedGameAfterAVolley();
    j["history"][0]["outcome"]["effects"][0] = {
        {"kind", "set_strength"}, {"unit", "tx1a"}, {"value", -5}};
    j["history"][0].erase("replaced"); // the volley's record: not the shape of the new effect's
    EXPECT_TRUE(hasError(saveErrors(j), "/history/0/outcome/effects/0/value", "≥ 0"));
}

TEST(FuzzRegression, RedoListThatDoesNotApplyIsRefusedAtLoad) {
    json j = testing::savedGameAfterAVolley();
    j["position"] = 1;
    j["history"][1]["outcome"]["effects"][0]["count"] = 0; // turn 0
    // The state at position 1 is the state after the first event.
    Game g = testing::skirmishGame();
    g.apply(json(j["history"][0]["outcome"]).get<Outcome>());
    j["state"] = g.state();
    EXPECT_TRUE(hasError(saveErrors(j), "/history/1/outcome/effects/0", "a phase change"));
}

// The fuzzers' deep seeds (fuzz/corpus/*/deep-*, 20,000 levels in 40-60 kB): each once
// overflowed the stack as it was copied. As the fuzz targets read them, each is now a refusal
// at parse time with the pointer of the first value too deep.
TEST(FuzzRegression, TheDeepSeedsAreRefusedAtParseTime) {
    int seen = 0;
    for (const auto& dir :
         std::filesystem::directory_iterator(std::string(ADC_TEST_DATA_DIR) + "/fuzz/corpus")) {
        for (const auto& file : std::filesystem::directory_iterator(dir.path())) {
            if (file.path().filename().string().rfind("deep-", 0) != 0) {
                continue;
            }
            ++seen;
            Diagnostics d(file.path().string());
            EXPECT_FALSE(parseJson(readFile(file.path().string()), d).has_value()) << file.path();
            ASSERT_EQ(d.items().size(), 1u) << d.text();
            EXPECT_NE(d.items()[0].message.find("deeper than 100 levels"), std::string::npos)
                << d.text();
            EXPECT_FALSE(d.items()[0].pointer.empty());
        }
    }
    EXPECT_EQ(seen, 4); // ruleset, scenario, saved_game, request
}

TEST(FuzzRegression, CardCodesWithHighBytes) {
    EXPECT_FALSE(Card::fromCode("\xe9"
                                "C")
                     .has_value());
    EXPECT_FALSE(Card::fromCode("1\xff"
                                "H")
                     .has_value());
}

TEST(FuzzRegression, RulesetAttributeNamedLikeACoreKeyIsRefused) {
    json j = testing::drillRulesetJson();
    j["unit_schema"]["attributes"]["strength"] = {{"type", "integer"}, {"default", 0}};
    try {
        drill::registry().fromJson(j, "drill.json");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_TRUE(
            hasError(e.diagnostics(), "/unit_schema/attributes/strength", "is a core unit key"));
    }
}

} // namespace adc
