#pragma once
// A move before its dice: the resolver rolls it, the odds shortcut adds up its chances; both
// start from the same checked plan.
#include "common.hpp"

#include <algorithm>
#include <string>

namespace adc::jackson {

struct MovePlan {
    const Unit& unit;
    const Unit* target = nullptr; // the unit charged, when the charge owes tests
    const Terrain& terrain;
    std::string terrainId;
    bool charging = false;
    bool mounted = false;
    int dice = 0; // movement D10, with the charge die
    int uphill = 0;
    int obstacles = 0;
    double deduct = 0;          // inches off for hills and obstacles
    bool fractionFirst = false; // J6: the terrain fraction before the deductions
    bool roundUp = false;       // J6: river casualties rounded up

    double distance(int total) const {
        return std::max(0.0, fractionFirst ? total * terrain.fraction - deduct
                                           : (total - deduct) * terrain.fraction);
    }
    // Figures lost crossing for a total of the terrain's casualty dice.
    int lost(int sum) const {
        const int d = terrain.casualtyDivisor;
        return std::min(roundUp ? (sum + d - 1) / d : sum / d, unit.strength);
    }
};

// Checks the request as the resolver does (throwing the same RuleError) and adds the steps for
// the movement rate and the charge die to `o`.
MovePlan planMove(const JacksonRuleset& rs, const json& params, const GameState& state, Outcome& o);

} // namespace adc::jackson
