#include "adc/builtin_rulesets.hpp"
#include "adc/json_reader.hpp"

#include <gtest/gtest.h>

namespace adc {

TEST(bluegrayRuleset, AnEmptyListOfOrdersIsReportedNotCrashedOn) {
    // Found by fuzz_ruleset: the written-order form took the first kind of an empty list.
    Diagnostics read;
    json data = *readJsonFile(std::string(ADC_TEST_DATA_DIR) + "/rulesets/bluegray.json", read);
    data["orders"]["kinds"] = json::array();
    try {
        builtinRulesets().fromJson(data, "bluegray.json");
        FAIL() << "loaded a ruleset with no kinds of order";
    } catch (const LoadError& e) {
        ASSERT_FALSE(e.diagnostics().items().empty());
        EXPECT_EQ(e.diagnostics().items().front().pointer, "/orders/kinds");
        EXPECT_EQ(e.diagnostics().items().front().message, "must name at least one kind of order");
    }
}

} // namespace adc
