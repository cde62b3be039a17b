#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

namespace adc {

// Every parameter of ROE that names men is picked from a unit's men, never typed: the form
// offers them as a checklist (ParamNames::Men / Man); the physical card is the only free text.
TEST(roeRuleset, EveryParameterNamingMenIsPickedFromTheUnitsMen) {
    auto rs = builtinRulesets().loadById("roe", ADC_TEST_DATA_DIR);
    for (const auto& spec : rs->actions()) {
        for (const auto& p : spec.params) {
            if (p.type != ParamType::Text || p.name == "card") {
                continue;
            }
            EXPECT_NE(p.names, ParamNames::Nothing) << spec.id << " " << p.name;
            EXPECT_FALSE(p.ofUnit.empty()) << spec.id << " " << p.name;
            EXPECT_EQ(p.label.find("(names)"), std::string::npos) << spec.id << " " << p.label;
        }
    }
}

} // namespace adc
