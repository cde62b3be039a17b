#pragma once
// A tiny ruleset for the GUI tests, so they do not wait on the real modules: fire (one D6 per
// firing figure, up to four; 1-2 hits at short range, 1 beyond, +1 aimed), a card draw (a joker
// ends the turn) and a morale test owed by units fired on.
#include "adc/registry.hpp"

namespace adc::test {

RulesetRegistry registryWithSkirmish();
// tests/app/data: rulesets/skirmish.json and scenarios/skirmish-test.json
std::string skirmishDataDir();
std::string skirmishScenario();

} // namespace adc::test
