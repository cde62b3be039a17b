#pragma once
// Requests on the shipped Fredericksburg city fight, for the ROE odds tests.
#include "scenario_odds.hpp"

#include <string>

namespace adc::testing {

inline constexpr int kActivation = 1, kMorale = 2; // phases of rulesets/roe.json (0 is the bonus)

// A request on the shipped Fredericksburg city fight, in a phase and with the turn's flags.
inline cli::Request fredericksburg(const std::string& action, json params, int phase,
                                   json flags = json::object(), json options = json::object()) {
    json request = {
        {"ruleset", "roe"},
        {"scenario", std::string(ADC_TEST_DATA_DIR) + "/scenarios/fredericksburg-1862.json"},
        {"phase", phase},
        {"flags", std::move(flags)},
        {"action", action},
        {"params", std::move(params)},
        {"options", std::move(options)}};
    return cli::readRequest(request, testing::shippedRegistry(), ADC_TEST_DATA_DIR,
                            "roe_odds_test");
}

} // namespace adc::testing
