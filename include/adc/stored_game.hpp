#pragma once
// A saved game opened for one change by the game commands (adc apply, next, undo, redo): its
// state is read as saved and checked against its scenario, not replayed, and its history stays
// the text it is in the file but for the latest event in effect (read with what it replaced, for
// an undo) and the redo list, so a command costs about the same at event 1,000 as at event 10. What
// a replay proves (the history arrives at the saved state; each request re-resolves to its effects)
// is proved by adc replay and adc validate, and by the desktop program, which replays on another
// thread after opening a save at its saved state (gameAtSavedState).
#include "adc/game.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adc {

struct StoredGame {
    // At the saved state; its events() are the save's latest event in effect (read with what it
    // replaced, so that adc undo needs no replay), its redo list (events past its position, read
    // so that adc redo needs none) and the new ones: an apply drops the redo list.
    Game game;
    std::string text; // the file as read
    // Where in text each event in effect but the latest stands (from, to): kept as written,
    // never parsed.
    std::vector<std::pair<std::size_t, std::size_t>> kept;

    std::string_view keptEvent(std::size_t i) const {
        return std::string_view(text).substr(kept[i].first, kept[i].second - kept[i].first);
    }
};

// Throws LoadError, as loadGameFile does, for everything it reads. A save of an older format,
// one whose text it cannot split, or one whose latest event in effect does not say what it
// replaced, is loaded by replay instead (kept is then empty and the game holds every event).
StoredGame openForChange(const std::string& path, const RulesetRegistry& registry,
                         const std::string& dataDir);
// A saved game as adc show reads it, its cost about the same at event 1,000 as at event 10: the
// saved state, checked against the scenario as openForChange checks it, and of each event only
// what the show and the pace read (its label, turn, phase and time: events() hold no outcome,
// so the game is for reading, never for a change or a save). A save it cannot read so is read
// by loadGameAtSavedState, which names what is wrong. Throws LoadError.
Game openForShow(const std::string& path, const RulesetRegistry& registry,
                 const std::string& dataDir);

// Writes the kept events' text, then the game's events, atomically (throws SaveError): for a
// save this program wrote, exactly what saveGameFile writes for the game loaded by replay.
void saveChange(const std::string& path, const StoredGame& stored);

} // namespace adc
