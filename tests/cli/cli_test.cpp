#include "adc/builtin_rulesets.hpp"
#include "command.hpp"

#include <gtest/gtest.h>
#include <sstream>

namespace adc::cli {

TEST(Cli, UnknownCommandIsRejected) {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in;
    std::ostringstream out, err;
    Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    EXPECT_EQ(run({"frobnicate"}, c), BadRequest);
    EXPECT_NE(err.str().find("unknown command"), std::string::npos);
}

} // namespace adc::cli
