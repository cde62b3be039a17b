#pragma once
// A melee round before its dice: the resolver rolls it, the odds shortcut adds up its chances;
// both start from the same checked plan.
#include "mwan_ruleset.hpp"

#include <string>

namespace adc::mwan {

struct MeleeFighter {
    const Unit* unit = nullptr;
    int dice = 0;
    int modifier = 0;
    int hits = 0;   // scored on the enemy
    int saves = 0;  // of the enemy's hits on this unit
    int losses = 0; // stands this unit lost
};

struct MeleePlan {
    MeleeFighter attacker;
    MeleeFighter defender;
    std::string key;         // the pair in the mwan_melees flag
    bool meleeSaves = false; // M10: batteries save in melee too
};

} // namespace adc::mwan
