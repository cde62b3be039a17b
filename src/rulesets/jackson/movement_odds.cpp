// The odds of a move added up, not walked: the movement dice and a river's casualty dice are
// independent, yet the walk runs the resolver for every pair of their totals (140 times for
// cavalry fording a river). Here each is counted once.
#include "movement.hpp"
#include "odds_shortcuts.hpp"

namespace adc::jackson {

std::uint64_t addMoveOdds(const MovePlan& p, OddsTally& tally) {
    const std::vector<OddsInteger> totals = totalWays(p.dice, 10);
    const std::vector<OddsInteger> sums = totalWays(p.terrain.casualtyDice, 10);
    const OddsInteger moveThrows = power(10, p.dice);
    const OddsInteger casualtyThrows = power(10, p.terrain.casualtyDice);
    const std::size_t den = tally.denominator(moveThrows * casualtyThrows);
    std::uint64_t terms = 0;
    for (std::size_t t = 0; t < totals.size(); ++t) {
        const int total = static_cast<int>(t);
        tally.add("dice_total", total, totals[t] * casualtyThrows, den);
        tally.add("distance", p.distance(total), totals[t] * casualtyThrows, den);
        ++terms;
    }
    // No casualty dice: totalWays(0, 10) is the one throw of nothing, and nobody is lost.
    for (std::size_t s = 0; s < sums.size(); ++s) {
        const int lost = p.terrain.casualtyDice > 0 ? p.lost(static_cast<int>(s)) : 0;
        tally.add("casualties", lost, sums[s] * moveThrows, den);
        ++terms;
    }
    return terms;
}

} // namespace adc::jackson
