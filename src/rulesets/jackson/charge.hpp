#pragma once
// "You must pass morale to stand or charge": what a melee checks of the tests a charge owed,
// and the melee that is no fight because the defender failed to stand.
#include "melee.hpp"

namespace adc::jackson {

// Refuses a melee while the attacker's test to close or the defender's test to stand is owed,
// and one whose attacker failed to close; notes a charge with no charge move recorded.
void checkChargeTests(const JacksonRuleset& rs, const Unit& attacker, const Unit& defender,
                      bool charging, Outcome& o);

// The defender failed to stand and fell back: no dice, and the empty_charge reading says what
// the charger does.
Outcome emptyPlace(const JacksonRuleset& rs, const MeleePlan& p, const GameState& state);

} // namespace adc::jackson
