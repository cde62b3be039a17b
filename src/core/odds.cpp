#include "adc/odds.hpp"

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>
#include <map>

namespace adc {

namespace {

using Rational = boost::multiprecision::cpp_rational;

// Replays a fixed prefix of faces, then starts every new die on its lowest face. After each
// run, next() moves to the following branch like an odometer on the dice actually used.
class EnumeratingDice : public DiceSource {
public:
    int face(const Die& die, std::string_view purpose) override {
        if (used_ < path_.size()) {
            if (!(path_[used_].die == die)) {
                throw DiceError("the resolver asked for a " + die.name() + " for " +
                                std::string(purpose) + " where the same faces gave a " +
                                path_[used_].die.name() + " before: it is not deterministic");
            }
        } else {
            path_.push_back({die, die.lowest});
        }
        return path_[used_++].face;
    }
    RollSource kind() const override { return RollSource::Enumerated; }

    // Denominator of this leaf's probability: the product of the sides rolled.
    boost::multiprecision::cpp_int weightDenominator() const {
        boost::multiprecision::cpp_int d = 1;
        for (std::size_t i = 0; i < used_; ++i) {
            d *= path_[i].die.sides;
        }
        return d;
    }

    bool next() {
        path_.resize(used_);
        used_ = 0;
        while (!path_.empty() && path_.back().face == path_.back().die.highest()) {
            path_.pop_back();
        }
        if (path_.empty()) {
            return false;
        }
        ++path_.back().face;
        return true;
    }

private:
    struct Choice {
        Die die;
        int face;
    };
    std::vector<Choice> path_;
    std::size_t used_ = 0;
};

// Orders JSON values: numbers by value, then everything else by its text.
bool valueLess(const json& a, const json& b) {
    if (a.is_number() && b.is_number()) {
        return a.get<double>() < b.get<double>();
    }
    if (a.is_number() != b.is_number()) {
        return a.is_number();
    }
    return a.dump() < b.dump();
}

std::string fractionText(const Rational& r) {
    auto n = boost::multiprecision::numerator(r);
    auto d = boost::multiprecision::denominator(r);
    return d == 1 ? n.str() : n.str() + "/" + d.str();
}

} // namespace

double KeyOdds::atLeast(double k) const {
    double p = 0;
    for (const auto& v : values) {
        if (v.value.is_number() && v.value.get<double>() >= k) {
            p += v.probability;
        }
    }
    return p;
}

const KeyOdds* Odds::key(const std::string& name) const {
    for (const auto& k : keys) {
        if (k.key == name) {
            return &k;
        }
    }
    return nullptr;
}

double Odds::probability(const std::string& name, const json& value) const {
    if (const KeyOdds* k = key(name)) {
        for (const auto& v : k->values) {
            if (v.value == value) {
                return v.probability;
            }
        }
    }
    return 0;
}

Odds computeOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
                 OddsLimits limits) {
    // Per key, the exact weight of each value seen (values keyed by their JSON text).
    std::map<std::string, std::map<std::string, std::pair<json, Rational>>> tally;
    EnumeratingDice source;
    Odds odds;
    do {
        if (odds.branches >= limits.maxBranches) {
            throw OddsTooLarge("more than " + std::to_string(limits.maxBranches) +
                               " branches of dice: too many to walk one by one");
        }
        Dice dice(source);
        Outcome o = ruleset.resolve(request, state, dice);
        Rational weight(1, source.weightDenominator());
        for (const auto& [k, v] : o.result.items()) {
            auto& slot = tally[k][v.dump()];
            if (slot.second == 0) {
                slot.first = v;
            }
            slot.second += weight;
        }
        ++odds.branches;
    } while (source.next());

    for (auto& [k, values] : tally) {
        KeyOdds ko;
        ko.key = k;
        ko.numeric = true;
        Rational total = 0;
        for (auto& [_, entry] : values) {
            ValueOdds v;
            v.value = entry.first;
            v.fraction = fractionText(entry.second);
            v.probability = entry.second.convert_to<double>();
            ko.numeric = ko.numeric && v.value.is_number();
            if (v.value.is_number()) {
                ko.mean += v.probability * v.value.get<double>();
            }
            total += entry.second;
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

void to_json(json& j, const ValueOdds& v) {
    j = {{"value", v.value}, {"fraction", v.fraction}, {"probability", v.probability}};
}

void to_json(json& j, const KeyOdds& k) {
    j = {{"key", k.key}, {"values", k.values}};
    if (k.numeric) {
        j["mean"] = k.mean;
        json atLeast = json::array();
        for (const auto& v : k.values) {
            atLeast.push_back(
                {{"at_least", v.value}, {"probability", k.atLeast(v.value.get<double>())}});
        }
        j["at_least"] = atLeast;
    }
}

void to_json(json& j, const Odds& o) {
    j = {{"branches", o.branches}, {"keys", o.keys}};
}

} // namespace adc
