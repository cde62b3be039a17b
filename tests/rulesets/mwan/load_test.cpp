#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

TEST(mwanRuleset, ShippedFileLoads) {
    auto rs = builtinRulesets().loadById("mwan", ADC_TEST_DATA_DIR);
    EXPECT_EQ(rs->id(), "mwan");
}

} // namespace adc
