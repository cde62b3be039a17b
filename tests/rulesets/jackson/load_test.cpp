#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

TEST(jacksonRuleset, ShippedFileLoads) {
    auto rs = builtinRulesets().loadById("jackson", ADC_TEST_DATA_DIR);
    EXPECT_EQ(rs->id(), "jackson");
}

} // namespace adc
