// The core's unit check says what loading the unit in a scenario would say, each problem under
// its key, so the roster editor and the loader cannot disagree.
#include "test_support.hpp"

#include "adc/unit_check.hpp"

namespace adc {

namespace {

json goodUnit() {
    return testing::skirmishJson()["sides"][0]["units"][0];
}

TEST(UnitCheck, AUnitOfTheScenarioHasNoProblem) {
    auto rs = testing::drillRuleset();
    EXPECT_TRUE(checkUnit(goodUnit(), *rs).empty());
}

TEST(UnitCheck, EachProblemIsUnderItsKeyInTheLoadersWords) {
    auto rs = testing::drillRuleset();
    json u = goodUnit();
    u["quality"] = "veteran";
    u["strength"] = -1;
    u["weapon"] = "bow";
    u.erase("name");
    u["leaders"] = json::array({{{"name", "Capt. Hall"}, {"rank", "general"}}});
    const std::vector<Diagnostic> problems = checkUnit(u, *rs);
    auto first = [&](const std::string& key) {
        const std::vector<Diagnostic> of = problemsOf(problems, key);
        return of.empty() ? std::string("none") : of.front().pointer + ": " + of.front().message;
    };
    EXPECT_EQ(first("quality"),
              "/quality: must be one of green, average, crack, found \"veteran\"");
    EXPECT_EQ(first("name"), "/name: is missing");
    EXPECT_NE(first("strength").find("/strength: must be a whole number"), std::string::npos);
    EXPECT_NE(first("weapon").find("/weapon: "), std::string::npos);
    EXPECT_NE(first("leaders").find("/leaders/0/rank: must be one of"), std::string::npos);
    EXPECT_EQ(first("kind"), "none");

    // The scenario loader refuses the same unit with the same words, under the unit's place.
    json scenario = testing::skirmishJson();
    scenario["sides"][0]["units"][0] = u;
    try {
        scenarioFromJson(scenario, *rs, "s.json");
        FAIL() << "loaded";
    } catch (const LoadError& e) {
        for (const Diagnostic& p : problems) {
            EXPECT_TRUE(
                testing::hasError(e.diagnostics(), "/sides/0/units/0" + p.pointer, p.message))
                << p.pointer;
        }
    }
}

} // namespace
} // namespace adc
