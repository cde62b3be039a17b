#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

TEST(roeRuleset, ShippedFileLoads) {
    auto rs = builtinRulesets().loadById("roe", ADC_TEST_DATA_DIR);
    EXPECT_EQ(rs->id(), "roe");
}

} // namespace adc
