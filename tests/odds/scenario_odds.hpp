#pragma once
// Requests on a shipped scenario and reading their exact odds, for the per-ruleset odds tests.
#include "request.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/odds.hpp"

#include <string>

namespace adc::testing {

inline const RulesetRegistry& shippedRegistry() {
    static const RulesetRegistry r = builtinRulesets();
    return r;
}

// A request for `action` on scenarios/<scenarioFile> of the project.
inline cli::Request scenarioRequest(const std::string& ruleset, const std::string& scenarioFile,
                                    const std::string& action, json params, json options) {
    json request = {{"ruleset", ruleset},
                    {"scenario", std::string(ADC_TEST_DATA_DIR) + "/scenarios/" + scenarioFile},
                    {"action", action},
                    {"params", std::move(params)},
                    {"options", std::move(options)}};
    return cli::readRequest(request, shippedRegistry(), ADC_TEST_DATA_DIR, ruleset + "_odds_test");
}

inline Odds oddsOf(const cli::Request& q) {
    return computeOdds(*q.ruleset, q.action, q.state);
}

// The exact fraction of result[key] == value, or "never".
inline std::string fraction(const Odds& o, const std::string& key, const json& value) {
    for (const auto& v : o.key(key)->values) {
        if (v.value == value) {
            return v.fraction;
        }
    }
    return "never";
}

} // namespace adc::testing
