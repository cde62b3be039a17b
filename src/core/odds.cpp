#include "adc/odds.hpp"

#include "adc/odds_tally.hpp"
#include "adc/scenario_play.hpp"

#include <algorithm>
#include <map>

namespace adc {

namespace {

using Integer = OddsInteger;

// Replays a fixed prefix of choices, then starts every new die (or pool) on its first branch.
// After each run, next() moves to the following branch like an odometer on the dice actually
// used. A single die branches on its faces; a pool of alike dice branches on how many dice fall
// in each band, weighted by the multinomial count of the face sequences that give it.
class EnumeratingDice : public DiceSource {
public:
    int face(const Die& die, std::string_view purpose) override {
        std::vector<int> starts(static_cast<std::size_t>(die.sides));
        for (int i = 0; i < die.sides; ++i) {
            starts[static_cast<std::size_t>(i)] = die.lowest + i;
        }
        const Choice& c = choose(die, 1, starts, purpose);
        for (std::size_t b = 0; b < c.counts.size(); ++b) {
            if (c.counts[b] == 1) {
                return c.starts[b];
            }
        }
        return die.lowest; // unreachable: one die is always in one band
    }
    std::optional<std::vector<int>> bandCounts(const Die& die, int count,
                                               const std::vector<int>& starts,
                                               std::string_view purpose) override {
        return choose(die, count, starts, purpose).counts;
    }
    RollSource kind() const override { return RollSource::Enumerated; }

    // This leaf's probability as numerator and denominator, not reduced: the walk adds up
    // thousands of them, and reducing each by its gcd was a fifth of the time of a big request.
    // Kept as products of the path's prefixes: from one leaf to the next only the last dice
    // change, so the many-dice pools before them are not weighed again.
    const std::pair<Integer, Integer>& weight() {
        static const std::pair<Integer, Integer> certain{1, 1};
        for (std::size_t i = prefix_.size(); i < used_; ++i) {
            const auto [num, den] = factor(path_[i]);
            const auto& before = i == 0 ? certain : prefix_[i - 1];
            prefix_.emplace_back(before.first * num, before.second * den);
        }
        return used_ == 0 ? certain : prefix_[used_ - 1];
    }

    bool next() {
        path_.resize(used_);
        used_ = 0;
        while (!path_.empty() && !advance(path_.back().counts)) {
            path_.pop_back();
        }
        // The last choice left has moved on: its weight and everything after it are new.
        prefix_.resize(std::min(prefix_.size(), path_.empty() ? 0 : path_.size() - 1));
        return !path_.empty();
    }

private:
    struct Choice {
        Die die;
        int count = 0;
        std::vector<int> starts; // first face of each band
        std::vector<int> counts; // dice in each band: the branch taken
    };

    // One choice's chance: count! / prod(k_b!) * prod(size_b ^ k_b) / sides ^ count.
    static std::pair<Integer, Integer> factor(const Choice& c) {
        Integer num = 1;
        Integer den = 1;
        int left = c.count;
        for (std::size_t b = 0; b < c.counts.size(); ++b) {
            const int size = bandEnd(c, b) - c.starts[b] + 1;
            for (int k = 1; k <= c.counts[b]; ++k) {
                num *= left--; // builds count!/(k_0! k_1! ...) as binomials in turn
                num *= size;
                den *= k;
            }
        }
        for (int k = 0; k < c.count; ++k) {
            den *= c.die.sides;
        }
        return {num, den};
    }

    static int bandEnd(const Choice& c, std::size_t b) {
        return b + 1 < c.starts.size() ? c.starts[b + 1] - 1 : c.die.highest();
    }

    const Choice& choose(const Die& die, int count, const std::vector<int>& starts,
                         std::string_view purpose) {
        if (used_ < path_.size()) {
            const Choice& c = path_[used_];
            if (!(c.die == die) || c.count != count || c.starts != starts) {
                throw DiceError("the resolver asked for " + std::to_string(count) + " " +
                                die.name() + " for " + std::string(purpose) +
                                " where the same faces gave other dice before: it is not "
                                "deterministic");
            }
        } else {
            Choice c{die, count, starts, std::vector<int>(starts.size(), 0)};
            if (!c.counts.empty()) {
                c.counts.front() = count;
            }
            path_.push_back(std::move(c));
        }
        return path_[used_++];
    }

    // Moves to the next way of putting the dice in the bands; false after the last.
    static bool advance(std::vector<int>& k) {
        if (k.size() < 2) {
            return false;
        }
        const int tail = k.back();
        k.back() = 0;
        for (std::size_t j = k.size() - 1; j-- > 0;) {
            if (k[j] > 0) {
                --k[j];
                k[j + 1] = tail + 1;
                return true;
            }
        }
        k.back() = tail;
        return false;
    }

    std::vector<Choice> path_;
    std::size_t used_ = 0;
    std::vector<std::pair<Integer, Integer>> prefix_; // weight of path_[0..i], for the i kept
};

} // namespace

double KeyOdds::atLeast(double k) const {
    double p = 0;
    for (const auto& v : values) {
        if (v.value.is_number() && v.value.get<double>() >= k) {
            p += v.probability;
        }
    }
    return std::min(p, 1.0); // the decimals of an exact 1 may add up to a hair over it
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

namespace {

Odds walk(const Ruleset& ruleset, const Ruleset::CheckedRequest& checked, const GameState& state,
          OddsLimits limits) {
    OddsTally tally;
    EnumeratingDice source;
    std::uint64_t branches = 0;
    do {
        if (limits.stop.stop_requested()) {
            throw OddsStopped("the odds walk was stopped after " + std::to_string(branches) +
                              " branches");
        }
        if (branches >= limits.maxBranches) {
            throw OddsTooLarge("more than " + std::to_string(limits.maxBranches) +
                               " branches of dice: too many to walk one by one");
        }
        Dice dice(source);
        Outcome o = ruleset.resolve(checked, state, dice);
        const auto& [num, den] = source.weight();
        const std::size_t denIndex = tally.denominator(den);
        for (const auto& [k, v] : o.result.items()) {
            tally.add(k, v, num, denIndex);
        }
        ++branches;
    } while (source.next());
    return tally.finish(branches);
}

} // namespace

Odds walkOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
              OddsLimits limits) {
    return walk(ruleset, ruleset.check(request, state), state, limits);
}

Odds computeOdds(const Ruleset& ruleset, const ActionRequest& request, const GameState& state,
                 OddsLimits limits) {
    const Ruleset::CheckedRequest checked = ruleset.check(request, state);
    OddsTally tally;
    if (const auto terms = ruleset.addShortcutOdds(checked, state, tally)) {
        return tally.finish(*terms);
    }
    return walk(ruleset, checked, state, limits);
}

Odds computeScenarioOdds(const Scenario& scenario, const Ruleset& ruleset, ActionRequest request,
                         const GameState& state, OddsLimits limits) {
    applyTurnRules(scenario, ruleset, state, request);
    return computeOdds(ruleset, request, state, std::move(limits));
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
