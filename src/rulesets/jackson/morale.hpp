#pragma once
// A morale test before its die: the resolver rolls it, the odds shortcut adds up its chances;
// both start from the same checked plan.
#include "common.hpp"

#include <string>

namespace adc::jackson {

struct MoraleTestPlan {
    explicit MoraleTestPlan(const Unit& u) : unit(u) {}

    const Unit& unit;
    bool automaticFail = false; // Indians under shell fire: no die
    int figures = 0;            // the figure total the die must be under (J10)
    int mod = 0;                // extra chargers, leaderless
    int retreatDice = 0;        // D10 of the move away on a failure
    int extraInches = 0;        // 1" per die, except for a skedaddle
    std::string how;            // what kind of move that is

    bool passes(int face) const { return !automaticFail && face + mod < figures; }
};

// Checks the request as the resolver does (throwing the same RuleError) and adds the steps for
// the figure total and the modifiers to `o`.
MoraleTestPlan planMorale(const JacksonRuleset& rs, const json& params, const GameState& state,
                          Outcome& o);

} // namespace adc::jackson
