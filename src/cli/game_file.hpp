#pragma once
// The saved game a game command works on (`adc apply`, `next`, `undo`, `redo`): locked for the
// whole read-modify-write, loaded through the same loader as the desktop program, changed, and
// saved atomically only when the change succeeded, so a refused command leaves the file's bytes
// as they were.
#include "command.hpp"

#include "adc/game.hpp"

#include <chrono>
#include <functional>
#include <optional>

namespace adc::cli {

// "--wait SECONDS": how long a command waits for another writer of the same game.
OptionSpec waitOption();
// The --wait given, or the default; nullopt after a message when it is not a number of seconds.
std::optional<std::chrono::milliseconds> waitSeconds(const std::string& command, const Options& o,
                                                     Context& c);

// An outcome as the game commands print it: JSON, or with --text the readable explanation.
void printOutcome(const Options& o, std::ostream& out, const Outcome& outcome);

// What a change did: an exit code, and whether the game must be written back.
struct Change {
    int code = Ok;
    bool save = false;
};

// Locks GAME (its positional argument), loads it, runs change and saves when it asks to.
// Problems with the file itself (cannot lock, load or save) exit Failed and name the file; a
// save whose only fault is its folder's fsync exits SavedNotSynced. change writes to the
// Context it is given, whose output is shown only once the game is saved.
//
// Load::State (apply, next, undo, redo) takes the game at its saved state, without replaying
// the history, so the command's cost does not grow with the game (adc/stored_game.hpp): an undo
// takes what the latest event replaced from the save (format 4). Load::Replay replays it.
enum class Load { State, Replay };
int changeGame(const std::string& command, const Options& o, Context& c,
               const std::function<Change(Game&, Context&)>& change, Load load = Load::State);

// Undo (Back) or redo (Forward) one event of GAME and save, as the desktop's Ctrl+Z and
// Ctrl+Shift+Z do: an undone event stays in the file and can be redone until a new one is applied.
// With nothing to undo or redo it exits BadRequest and changes nothing.
enum class History { Back, Forward };
int stepThroughHistory(const std::string& command, History way, const Options& o, Context& c);

// The game's phase in words: "Turn 2 of 8, D) Morale phase".
std::string turnWords(const Game& game);

} // namespace adc::cli
