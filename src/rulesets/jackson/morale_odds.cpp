// The odds of a morale test added up, not walked: the walk runs the resolver for each face of
// the die and, on each failing face, for each total of the dice of the move away (118 times
// for troopers charged by two more units). The move away does not depend on the face that
// failed, so here its totals are counted once and weighed by the chance of failing.
#include "morale.hpp"
#include "odds_shortcuts.hpp"

namespace adc::jackson {

std::uint64_t addMoraleOdds(const MoraleTestPlan& p, const Die& die, OddsTally& tally) {
    const std::vector<OddsInteger> retreats = totalWays(p.retreatDice, die.sides);
    const OddsInteger retreatThrows = power(die.sides, p.retreatDice);
    const int faces = p.automaticFail ? 1 : die.sides; // no die at all for an automatic failure
    const std::size_t den = tally.denominator(faces * retreatThrows);
    std::uint64_t terms = 0;
    int failing = 0;
    for (int face = 0; face < faces; ++face) {
        const bool passed = p.passes(face);
        tally.add("passed", passed, retreatThrows, den);
        tally.add("roll", p.automaticFail ? -1 : face, retreatThrows, den);
        tally.add("modified", p.automaticFail ? -1 : face + p.mod, retreatThrows, den);
        tally.add("figures", p.figures, retreatThrows, den);
        if (passed) {
            tally.add("retreat_inches", 0, retreatThrows, den);
        } else {
            ++failing;
        }
        ++terms;
    }
    if (failing > 0) {
        for (std::size_t s = 0; s < retreats.size(); ++s) {
            // totalWays counts from 0: the dice's own lowest faces come on top.
            tally.add("retreat_inches",
                      static_cast<int>(s) + p.retreatDice * die.lowest + p.extraInches,
                      failing * retreats[s], den);
            ++terms;
        }
    }
    return terms;
}

} // namespace adc::jackson
