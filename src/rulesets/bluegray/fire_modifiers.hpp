#pragma once
// The general fire modifiers of section C.IX, read by the G1-G4 house rules.
#include "bluegray_ruleset.hpp"

namespace adc::bluegray {

struct FireMods {
    int throwMod = 0; // added to each throw
    int hitsMod = 0;  // added to the men hit by each hitting throw
};

// weaponCover: the cannon's or Gatling's own "-1 against targets under cover" (0 for small
// arms); pointBlank: the firer's point blank range.
FireMods fireModifiers(const BlueGrayRuleset& rs, const GameState& s, const Unit& firer,
                       const Unit& target, double range, int weaponCover, double pointBlank,
                       std::vector<Step>& steps);

// Which quality table a unit fires on (cavalry mounted as recruits, dismounted as line...).
std::string fireClass(const Tables& t, const Unit& u);

// Is the target "individuals" (skirmishers, individuals, officers, or a unit below 4 men)?
bool isIndividuals(const Tables& t, const Unit& u);

// Men able to fire: strength less horse holders.
int firingStrength(const Unit& u);

} // namespace adc::bluegray
