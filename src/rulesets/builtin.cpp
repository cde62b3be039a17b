#include "adc/builtin_rulesets.hpp"

namespace adc {

RulesetRegistry builtinRulesets() {
    RulesetRegistry r;
    r.add("roe", roe::make, roe::migrate);
    r.add("mwan", mwan::make, mwan::migrate);
    r.add("jackson", jackson::make, jackson::migrate);
    r.add("bluegray", bluegray::make, bluegray::migrate);
    return r;
}

} // namespace adc
