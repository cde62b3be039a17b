#pragma once
// Fire before its dice: the resolver rolls it, the odds shortcut adds up its chances; both
// start from the same checked plan.
#include "mwan_ruleset.hpp"

namespace adc::mwan {

struct FirePlan {
    const Unit& firer;
    const Unit& target;
    int dice = 0;          // full dice
    bool partial = false;  // M1 partial_die: one more die
    int hitOn = 0;         // the full dice hit on this or more
    int partialHitOn = 0;  // the partial die only on this
    std::string hitOnRule; // the entry the full dice's hit number is read from
};

} // namespace adc::mwan
