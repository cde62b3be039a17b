#pragma once
// The 12-pdr's shell before its dice: the resolver rolls it, the odds shortcut adds up its
// chances; both start from the same checked plan.
#include "common.hpp"

#include <algorithm>
#include <string>

namespace adc::jackson {

struct GunShot {
    const Unit& gun;
    const Unit& target;
    const Weapon& weapon;
    double range;
};

struct ShellPlan {
    GunShot shot;
    std::string band;
    int hitMax = 0;        // a die at or under it hits (J5)
    int under = 0;         // figures under the burst, as the referee counts them
    bool capped = false;   // J5: hits count only among the figures under the burst
    int skedaddleDice = 0; // Indians skedaddle this many D10 unless wiped out; 0 for whites

    int lost(int hits) const {
        return capped ? std::min(hits, under) : std::min(hits, shot.target.strength);
    }
};

// Checks the request as the resolver does (throwing the same RuleError) and adds the steps that
// describe the burst to `o`.
ShellPlan planShell(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Outcome& o);

} // namespace adc::jackson
