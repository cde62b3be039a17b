#pragma once
// Saved games (.adc.json): the scenario, the ruleset id, version and house rules, the dice
// engine state, the deck and the full history with the faces actually rolled, plus the final
// state so a replay can check it arrives at the same place.
#include "adc/game.hpp"

#include <string>

namespace adc {

json saveGameToJson(const Game& game);
// Rebuilds a game by replaying the history. Throws LoadError with every problem found.
Game gameFromJson(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                  const std::string& file);
// Writes atomically (throws std::runtime_error; the old file is then byte-identical).
void saveGameFile(const std::string& path, const Game& game);
Game loadGameFile(const std::string& path, const RulesetRegistry& registry,
                  const std::string& dataDir);

// What kind of file this is: "ruleset", "scenario", "save", or "" when it cannot tell.
std::string fileKind(const json& data);

} // namespace adc
