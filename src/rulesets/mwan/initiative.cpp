// Alternate movement's first question: who moves first this turn, by the scenario's house rule or
// by the dice, ties thrown again.
#include "adc/ties.hpp"
#include "mwan_ruleset.hpp"

#include <string>
#include <vector>

namespace adc::mwan {

namespace {

// Under the odds walk "roll again on a tie" picks the deciding throws at once (adc/ties.hpp)
// among the 30 differing pairs, ordered so that the first side's wins come first, split in two
// bands (2 branches): only who moves first is read.
WalkedPairs decidingThrows(const Die& die) {
    WalkedPairs w;
    for (bool firstWins : {true, false}) {
        for (int ra = die.lowest; ra <= die.highest(); ++ra) {
            for (int rb = die.lowest; rb <= die.highest(); ++rb) {
                if (ra != rb && (ra > rb) == firstWins) {
                    w.pairs.push_back({ra, rb});
                }
            }
        }
    }
    w.cuts = {static_cast<int>(w.pairs.size()) / 2};
    return w;
}

} // namespace

Outcome MwanRuleset::initiative(const GameState& state, Dice& dice) const {
    if (state.sides.size() < 2) {
        throw RuleError("/sides", "who moves first needs two sides");
    }
    Outcome o;
    const Side& a = state.sides[0];
    const Side& b = state.sides[1];
    std::string choice = option(state, "first_move");
    const Side* first = nullptr;
    if (choice == "first_side" || choice == "second_side") {
        first = choice == "first_side" ? &a : &b;
        o.steps.push_back(
            {"The scenario has " + first->name + " move first (the house rule \"Who moves first\")",
             "/house_rules/first_move", std::nullopt});
    } else {
        // Ties roll again, with no limit in the rules; the dice decide how often, so the order
        // stays a function of faces.
        const TieThrows th = throwUntilUntied(
            dice, kNoRoundLimit, decidingThrows(tables_.die),
            [&](int round) {
                const int ra = dice.roll(tables_.die, "who moves first: " + a.name + ", roll " +
                                                          std::to_string(round));
                return PairOfThrows{ra,
                                    dice.roll(tables_.die, "who moves first: " + b.name +
                                                               ", roll " + std::to_string(round))};
            },
            [](const PairOfThrows& p) { return p.first == p.second; },
            [](int) { return std::string("who moves first: the deciding throws"); },
            [&](const PairOfThrows& p, int) {
                o.steps.push_back({a.name + " " + std::to_string(p.first) + ", " + b.name + " " +
                                       std::to_string(p.second) +
                                       (p.first == p.second ? ": tie, roll again" : ""),
                                   phaseRule("initiative"), std::nullopt});
            });
        first = th.last.first > th.last.second ? &a : &b;
    }
    o.effects.push_back(Effect::flag(flag::FirstMover, first->id));
    o.summary = "Turn " + std::to_string(state.turn) + ": " + first->name + " moves first";
    o.result = {{"first", first->id}};
    return o;
}

} // namespace adc::mwan
