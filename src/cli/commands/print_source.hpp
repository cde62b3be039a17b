#pragma once
// What `adc roster` and `adc qrs` print from: a scenario, or a saved game (*.adc.json) whose
// units carry the casualties so far, so a roster printed mid-game shows them by turn.
#include "adc/game.hpp"
#include "adc/scenario.hpp"

#include <memory>
#include <optional>
#include <string>

namespace adc::cli {

struct PrintSource {
    std::shared_ptr<const Ruleset> ruleset;
    Scenario scenario;        // as written; for a saved game, the one it was started from
    std::optional<Game> game; // the saved game, when the file is one
    // The house rules in force: the scenario's, or those the saved game plays.
    const std::map<std::string, std::string>& houseRules() const {
        return game ? game->state().options : scenario.options;
    }
};

// Loads a scenario or a saved game, whichever the file is. Throws LoadError naming the file.
PrintSource loadPrintSource(const std::string& path, const RulesetRegistry& registry,
                            const std::string& dataDir);
// True when path is a file holding a scenario or a saved game (not a ruleset).
bool isScenarioOrGame(const std::string& path);

} // namespace adc::cli
