#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

TEST(bluegrayRuleset, ShippedFileLoads) {
    auto rs = builtinRulesets().loadById("bluegray", ADC_TEST_DATA_DIR);
    EXPECT_EQ(rs->id(), "bluegray");
}

} // namespace adc
