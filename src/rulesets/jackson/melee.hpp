#pragma once
// A melee before its dice: the resolver rolls it pair by pair, the odds shortcut adds up its
// chances pair by pair; both start from the same checked plan.
#include "common.hpp"

#include <string>

namespace adc::jackson {

struct MeleePlan {
    const Unit& attacker;
    const Unit& defender;
    int attackerFigures = 0; // in contact
    int defenderFigures = 0;
    int attackerMod = 0;
    int defenderMod = 0;
    std::string ties;    // J2: no_result, defender_holds or reroll
    bool gangUp = false; // J13: the short side's figures fight again, round after round
    int pairs = 0;
    // What a win by the capture margin does to the loser (J1): "captured", "scalped" or "".
    std::string attackerWinsByOne;
    std::string defenderWinsByOne;
    // The defender failed its morale test to stand: no fight, the charge reaches an empty place.
    bool emptyPlace = false;
};

// Checks the request as the resolver does (throwing the same RuleError) and adds the steps for
// each side's modifiers and the pairing to `o`.
MeleePlan planMelee(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Outcome& o);

} // namespace adc::jackson
