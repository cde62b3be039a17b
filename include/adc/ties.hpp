#pragma once
// "Ties are thrown again": two sides throw, and throw again while their throws tie, up to a
// number of rounds. Written once here for every ruleset, with the one way of keeping the odds
// walk finite: under the walk a round is a single virtual die over the pairs of throws the
// module lists (the dice give each as often as the table would), banded by what the module
// reads from them, so a round branches a few ways instead of once per tying pair.
#include "adc/dice.hpp"
#include "adc/dice_total.hpp"

#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace adc {

// One throw each: the first side's (the attacker, say) and the second side's.
struct PairOfThrows {
    int first = 0;
    int second = 0;
};

// The pairs of throws the odds walk picks among, each as likely as at the table. Listing only
// the pairs that differ makes the first round decide: that is exactly "throw until they differ",
// with a round limit no table reaches left out. Listing every pair (ties too) weighs each round
// up to the limit exactly. `cuts` band the pairs by what the module reads from them
// (Dice::pool's cuts); the pairs are ordered to match. No pairs: the walk throws as the table.
struct WalkedPairs {
    std::vector<PairOfThrows> pairs;
    std::vector<int> cuts;
};

// Cuts that keep every pair its own branch (when the module reads both throws).
inline std::vector<int> everyPairItsOwnBranch(const WalkedPairs& w) {
    std::vector<int> cuts;
    for (int i = 1; i < static_cast<int>(w.pairs.size()); ++i) {
        cuts.push_back(i);
    }
    return cuts;
}

// Rules without a round limit: only a script that ties for ever gets near it, and runs out first.
inline constexpr int kNoRoundLimit = std::numeric_limits<int>::max();

// How the throwing ended.
struct TieThrows {
    PairOfThrows last; // the deciding throws, or the last tie
    int rounds = 0;    // pairs thrown, the last one included
    bool tied = false; // still tied when the rounds ran out
};

// Throws a pair (`throwPair(round)` at the table, the walk's virtual die named `walkPurpose(round)`
// under the odds walk) and again while `ties(pair)`, at most `roundLimit` pairs; a limit of 1 is
// "a tie is not thrown again". `told(pair, round)` lets the module say each round in its steps.
template <class ThrowPair, class Ties, class Purpose, class Told>
TieThrows throwUntilUntied(Dice& dice, int roundLimit, const WalkedPairs& walked,
                           ThrowPair throwPair, Ties ties, Purpose walkPurpose, Told told) {
    const bool walking = !walked.pairs.empty() && walkingOdds(dice);
    const Die everyPair{static_cast<int>(walked.pairs.size()), 0};
    TieThrows r;
    for (int round = 1; round <= roundLimit; ++round) {
        r.rounds = round;
        r.last = walking ? walked.pairs[static_cast<std::size_t>(
                               dice.pool(1, everyPair, walkPurpose(round), walked.cuts).front())]
                         : throwPair(round);
        r.tied = ties(r.last);
        told(r.last, round);
        if (!r.tied) {
            break;
        }
    }
    return r;
}

} // namespace adc
