#pragma once
// A scripted turn of a shipped scenario for the side views' tests: every action the ruleset
// declares, tried by each side's first unit on the other's, in every phase of the sequence.
#include "adc/game.hpp"

#include <string>
#include <vector>

namespace adc::share::scripted {

// The text every text parameter is given: a written order's words, searched for on the pages.
inline const std::string kSecretText = "SECRET-ORDER-7731";

std::vector<std::string> shippedScenarios();
// A scenario file as the name of the tests run on it: its stem, anything but letters and digits
// as '_' ("bluegray_fort_sanders_1863").
std::string scenarioTestName(const std::string& file);
Game loadGame(const std::string& file);
const Unit& firstUnitOf(const Game& g, const std::string& side);

// A request for `action` by `own` on `enemy`, every parameter at a plain value; `choice` picks
// the choice of every choice parameter (past the last, the last).
ActionRequest plainRequest(const ActionSpec& spec, const Unit& own, const Unit& enemy,
                           std::size_t choice);

struct Turn {
    int applied = 0;
    int privateApplied = 0;
};

// In every phase of a turn, every action the ruleset declares, by each side's first unit on
// the other's, where the rules allow it; a correction of each such unit's strength; then the
// next phase.
Turn playATurn(Game& g);

} // namespace adc::share::scripted
