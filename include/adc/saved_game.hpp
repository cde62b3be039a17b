#pragma once
// Saved games (.adc.json): the scenario, the ruleset id, version and house rules, the dice
// engine state, the deck and the full history with the faces actually rolled, plus the final
// state so a replay can check it arrives at the same place.
#include "adc/game.hpp"

#include <optional>
#include <string>

namespace adc {

// The format of saved games this program writes; an older save is migrated on load by its
// ruleset (Ruleset::migrateSave) before it is replayed. 2: the tests units owe are one record
// (GameState::owed, Owed effects) instead of each ruleset's own flags and attributes.
// 3: each event says when it was applied ("at"), and the save holds the convention slot
// ("slot": start, minutes, breaks, warnings); a format 2 save's events have no time and count
// for nothing in the pace, its slot is the scenario's length, not yet started.
// 4: each event says what its effects replaced ("replaced"), so an undo takes it back without
// replaying the history; a format 3 save's events are undone by one replay, and it is written as
// format 4 when saved again.
inline constexpr int kSaveFormat = 4;

json saveGameToJson(const Game& game);
// The save without its "history": everything else saveGameToJson holds, which does not grow
// with the game. The desktop's recovery file, written after every event, adds the history from
// each event's text kept as it was first written (app/document/recovery_text.hpp).
json saveHeadToJson(const Game& game);
// Rebuilds a game by replaying the history. Throws LoadError with every problem found.
Game gameFromJson(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                  const std::string& file);
// The game as the save left it, without replaying its history: the saved state, checked
// against the scenario (its sides, units in order, options, turn and phase), and every event
// read and checked, so the log shows them and the redo list can be redone. Its events in effect
// cannot be undone until Game::learnUndo or Game::adoptUndo (a replay elsewhere) supplies what
// they replaced. What a replay proves (the history arrives at the saved state) is proved by
// gameFromJson: adc replay, adc validate, and the desktop's check on another thread.
// Throws LoadError with every problem found.
Game gameAtSavedState(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                      const std::string& file);
Game loadGameAtSavedState(const std::string& path, const RulesetRegistry& registry,
                          const std::string& dataDir);
// Writes atomically (throws std::runtime_error; the old file is then byte-identical).
void saveGameFile(const std::string& path, const Game& game);
Game loadGameFile(const std::string& path, const RulesetRegistry& registry,
                  const std::string& dataDir);

// The recovery file the desktop program writes after every event: a saved game that also
// names, under "recovery_of", the file the game belongs to (the scenario or save it was opened
// from or last saved to; "" for none). Game and name go in one write, so a crash can never
// pair a new game with an old name.
void saveRecoveryFile(const std::string& path, const Game& game, const std::string& source);
struct Recovery {
    Game game;
    // Empty when the file has no "recovery_of": a recovery left by a version that kept the
    // name in a note beside it, or a plain save.
    std::optional<std::string> source;
};
// Throws LoadError like loadGameFile.
Recovery loadRecoveryFile(const std::string& path, const RulesetRegistry& registry,
                          const std::string& dataDir);

// What kind of file this is: "ruleset", "scenario", "save", or "" when it cannot tell.
std::string fileKind(const json& data);

} // namespace adc
