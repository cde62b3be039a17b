#pragma once
// Adding up exact chances of result values, for the odds walk and for the shortcuts some
// rulesets know for their biggest actions. Weights are fractions of cpp_int, kept unreduced
// until the end: thousands are added, and reducing each by its gcd was a fifth of the time.
#include "adc/odds.hpp"
#include "adc/ruleset.hpp"

#include <boost/multiprecision/cpp_int.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc {

using OddsInteger = boost::multiprecision::cpp_int;

OddsInteger power(int base, int exponent);
// Of the sides^n throws of n dice, how many have k dice on one of `favourable` faces, for
// k = 0..n: C(n, k) favourable^k (sides - favourable)^(n - k).
std::vector<OddsInteger> binomialWays(int n, int favourable, int sides);
// Of the sides^n throws of n dice numbered from 0, how many total t, for t = 0..n(sides - 1).
std::vector<OddsInteger> totalWays(int n, int sides);

class OddsTally {
public:
    // The index of a denominator: a leaf's is looked up once for all its result keys.
    std::size_t denominator(const OddsInteger& den);
    // result[key] == value on num/den of the throws (den from denominator()).
    void add(const std::string& key, const json& value, const OddsInteger& num, std::size_t den);
    void add(const std::string& key, const json& value, const OddsInteger& num,
             const OddsInteger& den) {
        add(key, value, num, denominator(den));
    }
    // The distribution of every key; a key missing from some results gets a null value for
    // the rest of the chance.
    Odds finish(std::uint64_t branches) const;

private:
    struct WeightSum {
        json value;
        std::vector<OddsInteger> byDenominator; // by the index in dens_
    };
    std::vector<OddsInteger> dens_;
    std::map<std::string, std::map<json, WeightSum>> keys_;
};

// The weights of a whole-number result (0, 1, 2 ...) gathered in a list and added to a tally at
// the end: one tally entry per value, not one per term.
class CountWeights {
public:
    void add(int value, const OddsInteger& weight);
    OddsInteger total() const;
    // The values seen, with their weights.
    std::vector<std::pair<int, OddsInteger>> nonZero() const;
    void addTo(OddsTally& tally, const std::string& key, std::size_t den) const;

private:
    std::vector<OddsInteger> byValue_;
};

} // namespace adc
