// The odds of a move added up, not walked: the movement dice and a river's casualty dice are
// independent, yet the walk runs the resolver for every pair of their totals (140 times for
// cavalry fording a river). Here each is counted once.
#include "movement.hpp"
#include "odds_shortcuts.hpp"

namespace adc::jackson {

std::uint64_t addMoveOdds(const MovePlan& p, const Die& die, OddsTally& tally) {
    const std::vector<OddsInteger> totals = totalWays(p.dice, die.sides);
    const std::vector<OddsInteger> sums = totalWays(p.terrain.casualtyDice, die.sides);
    const OddsInteger moveThrows = power(die.sides, p.dice);
    const OddsInteger casualtyThrows = power(die.sides, p.terrain.casualtyDice);
    const std::size_t den = tally.denominator(moveThrows * casualtyThrows);
    std::uint64_t terms = 0;
    for (std::size_t t = 0; t < totals.size(); ++t) {
        const int total = static_cast<int>(t) + p.dice * die.lowest; // totalWays counts from 0
        tally.add("dice_total", total, totals[t] * casualtyThrows, den);
        tally.add("distance", p.distance(total), totals[t] * casualtyThrows, den);
        ++terms;
    }
    // No casualty dice: totalWays(0, sides) is the one throw of nothing, and nobody is lost.
    for (std::size_t s = 0; s < sums.size(); ++s) {
        const int sum = static_cast<int>(s) + p.terrain.casualtyDice * die.lowest;
        const int lost = p.terrain.casualtyDice > 0 ? p.lost(sum) : 0;
        tally.add("casualties", lost, sums[s] * moveThrows, den);
        ++terms;
    }
    return terms;
}

} // namespace adc::jackson
