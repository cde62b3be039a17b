#pragma once
// What `adc roster` and `adc qrs` print from: a scenario, or a saved game (*.adc.json) whose
// units carry the casualties so far, so a roster printed mid-game shows them by turn.
#include "adc/scenario.hpp"

#include <memory>
#include <string>

namespace adc::cli {

struct PrintSource {
    std::shared_ptr<const Ruleset> ruleset;
    Scenario scenario; // for a saved game: its units as they stand now, options in force
    int turn = 0;      // the saved game's turn; 0 for a scenario not yet played
};

// Loads a scenario or a saved game, whichever the file is. Throws LoadError naming the file.
PrintSource loadPrintSource(const std::string& path, const RulesetRegistry& registry,
                            const std::string& dataDir);
// True when path is a file holding a scenario or a saved game (not a ruleset).
bool isScenarioOrGame(const std::string& path);

} // namespace adc::cli
