#include "adc/odds_tally.hpp"

#include <algorithm>

namespace adc {

namespace {

using Rational = boost::multiprecision::cpp_rational;

// Orders JSON values: numbers by value, then everything else by its text.
bool valueLess(const json& a, const json& b) {
    if (a.is_number() && b.is_number()) {
        return a.get<double>() < b.get<double>();
    }
    if (a.is_number() != b.is_number()) {
        return a.is_number();
    }
    // Strings (cards, melee results) are most of what is sorted: compared as they are, not as
    // JSON text. They still come before the rest, whose text never starts with a quote.
    if (a.is_string() && b.is_string()) {
        return a.get_ref<const std::string&>() < b.get_ref<const std::string&>();
    }
    return a.dump() < b.dump();
}

std::string fractionText(const Rational& r) {
    auto n = boost::multiprecision::numerator(r);
    auto d = boost::multiprecision::denominator(r);
    return d == 1 ? n.str() : n.str() + "/" + d.str();
}

// The sum of the numerators over their denominators, by index.
Rational sumOver(const std::vector<OddsInteger>& numerators, const std::vector<OddsInteger>& dens) {
    Rational sum = 0;
    for (std::size_t i = 0; i < numerators.size(); ++i) {
        if (numerators[i] != 0) {
            Rational part = numerators[i];
            part /= dens[i];
            sum += part;
        }
    }
    return sum;
}

} // namespace

OddsInteger power(int base, int exponent) {
    OddsInteger r = 1;
    for (int i = 0; i < exponent; ++i) {
        r *= base;
    }
    return r;
}

std::vector<OddsInteger> binomialWays(int n, int favourable, int sides) {
    std::vector<OddsInteger> ways(static_cast<std::size_t>(n) + 1);
    OddsInteger choose = 1; // C(n, k), built up as k grows
    for (int k = 0; k <= n; ++k) {
        if (k > 0) {
            choose = choose * (n - k + 1) / k;
        }
        ways[static_cast<std::size_t>(k)] =
            choose * power(favourable, k) * power(sides - favourable, n - k);
    }
    return ways;
}

std::vector<OddsInteger> totalWays(int n, int sides) {
    std::vector<OddsInteger> ways{1};
    for (int i = 0; i < n; ++i) {
        std::vector<OddsInteger> next(ways.size() + static_cast<std::size_t>(sides) - 1);
        for (std::size_t s = 0; s < ways.size(); ++s) {
            for (std::size_t f = 0; f < static_cast<std::size_t>(sides); ++f) {
                next[s + f] += ways[s];
            }
        }
        ways = std::move(next);
    }
    return ways;
}

void CountWeights::add(int value, const OddsInteger& weight) {
    const auto i = static_cast<std::size_t>(value);
    if (byValue_.size() <= i) {
        byValue_.resize(i + 1);
    }
    byValue_[i] += weight;
}

OddsInteger CountWeights::total() const {
    OddsInteger sum = 0;
    for (const auto& w : byValue_) {
        sum += w;
    }
    return sum;
}

std::vector<std::pair<int, OddsInteger>> CountWeights::nonZero() const {
    std::vector<std::pair<int, OddsInteger>> seen;
    for (std::size_t i = 0; i < byValue_.size(); ++i) {
        if (byValue_[i] != 0) {
            seen.emplace_back(static_cast<int>(i), byValue_[i]);
        }
    }
    return seen;
}

void CountWeights::addTo(OddsTally& tally, const std::string& key, std::size_t den) const {
    for (const auto& [value, weight] : nonZero()) {
        tally.add(key, value, weight, den);
    }
}

std::size_t OddsTally::denominator(const OddsInteger& den) {
    // Products of the dice's sides: only a few, found by a look along the list.
    for (std::size_t i = 0; i < dens_.size(); ++i) {
        if (dens_[i] == den) {
            return i;
        }
    }
    dens_.push_back(den);
    return dens_.size() - 1;
}

void OddsTally::add(const std::string& key, const json& value, const OddsInteger& num,
                    std::size_t den) {
    auto& slot = keys_[key][value];
    if (slot.byDenominator.empty()) {
        slot.value = value;
    }
    if (slot.byDenominator.size() <= den) {
        slot.byDenominator.resize(den + 1);
    }
    slot.byDenominator[den] += num;
}

Odds OddsTally::finish(std::uint64_t branches) const {
    Odds odds;
    odds.branches = branches;
    for (const auto& [k, values] : keys_) {
        KeyOdds ko;
        ko.key = k;
        ko.numeric = true;
        Rational total = 0;
        for (const auto& [_, entry] : values) {
            const Rational weight = sumOver(entry.byDenominator, dens_);
            ValueOdds v;
            v.value = entry.value;
            v.fraction = fractionText(weight);
            v.probability = weight.convert_to<double>();
            ko.numeric = ko.numeric && v.value.is_number();
            if (v.value.is_number()) {
                ko.mean += v.probability * v.value.get<double>();
            }
            total += weight;
            ko.values.push_back(std::move(v));
        }
        // A key that only some branches report: the rest is "absent".
        if (total != 1) {
            ValueOdds absent;
            absent.value = nullptr;
            absent.fraction = fractionText(1 - total);
            absent.probability = (1 - total).convert_to<double>();
            ko.numeric = false;
            ko.values.push_back(std::move(absent));
        }
        if (!ko.numeric) {
            ko.mean = 0;
        }
        std::sort(ko.values.begin(), ko.values.end(), [](const ValueOdds& a, const ValueOdds& b) {
            return valueLess(a.value, b.value);
        });
        odds.keys.push_back(std::move(ko));
    }
    return odds;
}

} // namespace adc
