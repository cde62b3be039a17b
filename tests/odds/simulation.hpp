#pragma once
// Checks a request's exact odds against rolling it many times with random dice: every value of
// every result key must come up within 4σ of its exact chance, and nothing the odds call
// impossible may come up at all. A resolver that reads faces inside one band of a pool
// differently, or treats a pool's dice in order, fails here.
#include "adc/odds.hpp"

#include <boost/multiprecision/cpp_int.hpp>
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

namespace adc::testing {

inline void expectOddsMatchSimulation(const Ruleset& ruleset, const ActionRequest& request,
                                      const GameState& state, int trials = 1'000'000,
                                      std::uint32_t seed = 20261130) {
    const Odds odds = computeOdds(ruleset, request, state);
    std::map<std::string, std::map<std::string, int>> seen;
    RandomDice source(seed);
    for (int t = 0; t < trials; ++t) {
        Dice dice(source);
        const Outcome out = ruleset.resolve(request, state, dice);
        for (const auto& [k, v] : out.result.items()) {
            ++seen[k][v.dump()];
        }
    }
    for (const KeyOdds& key : odds.keys) {
        // A key some branches leave out is "absent" (null) in the odds.
        int present = 0;
        for (const auto& [_, c] : seen[key.key]) {
            present += c;
        }
        int counted = 0;
        for (const ValueOdds& v : key.values) {
            const bool absent = v.value.is_null() && !seen[key.key].count("null");
            const int count = absent ? trials - present : seen[key.key][v.value.dump()];
            counted += count;
            const double expected = trials * v.probability;
            const double sigma = std::sqrt(trials * v.probability * (1 - v.probability));
            EXPECT_NEAR(count, expected, 4 * sigma + 1e-9)
                << request.action << ": " << key.key << " = " << v.value.dump() << " (exact "
                << v.fraction << ")";
        }
        EXPECT_EQ(counted, trials)
            << request.action << ": " << key.key << " took a value the odds call impossible";
    }
    for (const auto& [k, values] : seen) {
        EXPECT_NE(odds.key(k), nullptr)
            << request.action << ": result key " << k << " came up but has no odds";
    }
}

// The exact chance of k successes in n tries of chance num/den, as the odds print it.
inline std::string binomialFraction(int n, int k, int num, int den) {
    using boost::multiprecision::cpp_int;
    using boost::multiprecision::cpp_rational;
    cpp_int ways = 1;
    for (int i = 0; i < k; ++i) {
        ways = ways * (n - i) / (i + 1);
    }
    cpp_rational p(ways);
    for (int i = 0; i < k; ++i) {
        p *= cpp_rational(num, den);
    }
    for (int i = 0; i < n - k; ++i) {
        p *= cpp_rational(den - num, den);
    }
    const cpp_int a = boost::multiprecision::numerator(p);
    const cpp_int b = boost::multiprecision::denominator(p);
    return b == 1 ? a.str() : a.str() + "/" + b.str();
}

} // namespace adc::testing
