#include "adc/odds_tally.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace adc {

namespace {

using Rational = boost::multiprecision::cpp_rational;

// Where a value sorts: numbers by value, then strings (cards, melee results) as they are, then
// everything else by its JSON text. Worked out once per value, not on every comparison.
struct SortKey {
    int kind = 0; // 0 number, 1 string, 2 anything else
    double number = 0;
    std::string text;

    explicit SortKey(const json& v) {
        if (v.is_number()) {
            number = v.get<double>();
        } else if (v.is_string()) {
            kind = 1;
            text = v.get<std::string>();
        } else {
            kind = 2;
            text = v.dump();
        }
    }
    bool operator<(const SortKey& o) const {
        if (kind != o.kind) {
            return kind < o.kind;
        }
        return kind == 0 ? number < o.number : text < o.text;
    }
};

// A weight as a reduced fraction, its text and its decimal.
struct Fraction {
    OddsInteger num, den;

    Fraction(OddsInteger n, OddsInteger d) : num(std::move(n)), den(std::move(d)) {
        // Most denominators fit a machine word, where gcd is a few instructions, not a loop
        // over limbs.
        if (den > 0 && boost::multiprecision::msb(den) < 63) {
            const auto nn = num.convert_to<std::uint64_t>();
            const auto dd = den.convert_to<std::uint64_t>();
            const std::uint64_t g = std::gcd(nn, dd);
            num = nn / g;
            den = dd / g;
            return;
        }
        const OddsInteger g = boost::multiprecision::gcd(num, den);
        if (g > 1) {
            num /= g;
            den /= g;
        }
    }
    explicit Fraction(const Rational& r)
        : num(boost::multiprecision::numerator(r)), den(boost::multiprecision::denominator(r)) {}

    std::string text() const { return den == 1 ? num.str() : num.str() + "/" + den.str(); }
    double decimal() const {
        // Two doubles divided are within a few units of the last place of the exact quotient,
        // as long as neither overflows; past that the rational converts itself.
        if (boost::multiprecision::msb(den) < 1000) {
            return num.convert_to<double>() / den.convert_to<double>();
        }
        Rational r = num;
        r /= den;
        return r.convert_to<double>();
    }
};

// The sum of the numerators over their denominators, by index, as one fraction. Nearly always
// there is one denominator; several are added as rationals.
Fraction sumOver(const std::vector<OddsInteger>& numerators, const std::vector<OddsInteger>& dens) {
    std::size_t used = 0, last = 0;
    for (std::size_t i = 0; i < numerators.size(); ++i) {
        if (numerators[i] != 0) {
            ++used;
            last = i;
        }
    }
    if (used <= 1) {
        return used == 0 ? Fraction(0, 1) : Fraction(numerators[last], dens[last]);
    }
    Rational sum = 0;
    for (std::size_t i = 0; i < numerators.size(); ++i) {
        if (numerators[i] != 0) {
            Rational part = numerators[i];
            part /= dens[i];
            sum += part;
        }
    }
    return Fraction(sum);
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
        std::vector<OddsInteger> total(dens_.size()); // over every value, by denominator
        std::vector<std::pair<SortKey, ValueOdds>> sorted;
        for (const auto& [_, entry] : values) {
            for (std::size_t i = 0; i < entry.byDenominator.size(); ++i) {
                total[i] += entry.byDenominator[i];
            }
            const Fraction weight = sumOver(entry.byDenominator, dens_);
            ValueOdds v;
            v.value = entry.value;
            v.fraction = weight.text();
            v.probability = weight.decimal();
            ko.numeric = ko.numeric && v.value.is_number();
            if (v.value.is_number()) {
                ko.mean += v.probability * v.value.get<double>();
            }
            sorted.emplace_back(SortKey(v.value), std::move(v));
        }
        // A key that only some branches report: the rest is "absent".
        const Fraction all = sumOver(total, dens_);
        if (all.num != all.den) {
            Rational rest = all.den - all.num;
            rest /= all.den;
            const Fraction absent(rest);
            ValueOdds v;
            v.value = nullptr;
            v.fraction = absent.text();
            v.probability = absent.decimal();
            ko.numeric = false;
            sorted.emplace_back(SortKey(v.value), std::move(v));
        }
        if (!ko.numeric) {
            ko.mean = 0;
        }
        std::sort(sorted.begin(), sorted.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto& [_, v] : sorted) {
            ko.values.push_back(std::move(v));
        }
        odds.keys.push_back(std::move(ko));
    }
    return odds;
}

} // namespace adc
