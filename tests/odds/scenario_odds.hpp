#pragma once
// Requests on a shipped scenario and reading their exact odds, for the per-ruleset odds tests.
#include "request.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/odds.hpp"

#include <gtest/gtest.h>

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

// Every branch of the dice walked, shortcut or not: the reference the shortcuts are held to.
inline Odds walkedOddsOf(const cli::Request& q) {
    return walkOdds(*q.ruleset, q.action, q.state);
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

// Every key, value and exact fraction the same (a shortcut against the walk).
inline void expectSameOdds(const Odds& shortcut, const Odds& walked, const std::string& name) {
    ASSERT_EQ(shortcut.keys.size(), walked.keys.size()) << name;
    for (std::size_t k = 0; k < walked.keys.size(); ++k) {
        const KeyOdds& s = shortcut.keys[k];
        const KeyOdds& w = walked.keys[k];
        ASSERT_EQ(s.key, w.key) << name;
        ASSERT_EQ(s.values.size(), w.values.size()) << name << ": " << w.key;
        for (std::size_t v = 0; v < w.values.size(); ++v) {
            EXPECT_EQ(s.values[v].value, w.values[v].value) << name << ": " << w.key;
            EXPECT_EQ(s.values[v].fraction, w.values[v].fraction)
                << name << ": " << w.key << " = " << w.values[v].value.dump();
        }
        EXPECT_EQ(s.numeric, w.numeric) << name << ": " << w.key;
    }
}

} // namespace adc::testing
