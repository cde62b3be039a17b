#include "game_file.hpp"

#include "adc/atomic_file.hpp"
#include "adc/file_lock.hpp"
#include "adc/game_end.hpp"
#include "adc/saved_game.hpp"
#include "adc/stored_game.hpp"

#include <ostream>
#include <sstream>

namespace adc::cli {

namespace {

// Long enough for another `adc` command to finish its read-modify-write; a script that would
// rather fail at once gives --wait 0.
constexpr int DefaultWaitSeconds = 10;

} // namespace

std::optional<std::chrono::milliseconds> waitSeconds(const std::string& command, const Options& o,
                                                     Context& c) {
    if (!o.has("--wait")) {
        return std::chrono::seconds(DefaultWaitSeconds);
    }
    const std::string text = o.get("--wait");
    try {
        std::size_t used = 0;
        double seconds = std::stod(text, &used);
        if (used == text.size() && seconds >= 0 && seconds <= 3600) {
            return std::chrono::milliseconds(static_cast<long>(seconds * 1000));
        }
    } catch (const std::exception&) {
    }
    c.err << "adc " << command << ": --wait must be a number of seconds from 0 to 3600, found \""
          << text << "\"\n";
    return std::nullopt;
}

OptionSpec waitOption() {
    return {"--wait", "SECONDS",
            "Wait for another writer of the game (default " + std::to_string(DefaultWaitSeconds) +
                "; 0 fails at once)"};
}

int changeGame(const std::string& command, const Options& o, Context& c,
               const std::function<Change(Game&, Context&)>& change, Load load) {
    const std::string& path = o.positional.at(0);
    auto wait = waitSeconds(command, o, c);
    if (!wait) {
        return BadRequest;
    }
    // What the change says is held back until it is saved: a save that fails must not have
    // printed an outcome that is not in the file.
    std::ostringstream said;
    Context held{c.registry, c.dataDir, c.in, said, c.err, c.clock, c.utcOffset};
    try {
        FileLock lock(path, *wait);
        if (load == Load::Replay) {
            Game game = loadGameFile(path, c.registry, c.dataDir);
            game.setClock(c.clock);
            Change done = change(game, held);
            if (done.code == Ok && done.save) {
                saveGameFile(path, game);
            }
            c.out << said.str();
            return done.code;
        }
        StoredGame stored = openForChange(path, c.registry, c.dataDir);
        stored.game.setClock(c.clock);
        Change done = change(stored.game, held);
        if (done.code == Ok && done.save) {
            saveChange(path, stored);
        }
        c.out << said.str();
        return done.code;
    } catch (const LoadError& e) {
        c.err << e.what() << "\n";
        return Failed;
    } catch (const SaveError& e) {
        if (e.replacedTheOldFile()) {
            // The change is in the file: say what it was, and exit with the code that tells a
            // script not to make it again.
            c.out << said.str();
            c.err << "adc " << command << ": " << e.what() << "\n";
            return SavedNotSynced;
        }
        c.err << "adc " << command << ": " << e.what() << "\n";
        return Failed;
    } catch (const std::exception& e) {
        // Cannot lock or cannot save: the file is as it was.
        c.err << "adc " << command << ": " << e.what() << "\n";
        return Failed;
    }
}

int stepThroughHistory(const std::string& command, History way, const Options& o, Context& c) {
    const bool back = way == History::Back;
    return changeGame(command, o, c, [&](Game& game, Context& held) -> Change {
        if (back ? !game.canUndo() : !game.canRedo()) {
            held.err << "adc " << command << ": " << o.positional[0] << ": nothing to " << command
                     << "\n";
            return {BadRequest, false};
        }
        std::size_t event = back ? game.position() - 1 : game.position();
        try {
            if (back) {
                game.undo();
            } else {
                game.redo();
            }
        } catch (const RuleError& e) {
            // What the save said the event replaced does not take it back (Game::undo).
            held.err << o.positional[0] << ": " << e.what() << "\n";
            return {Failed, false};
        }
        held.out << (back ? "Undone: " : "Redone: ") << game.events()[event].label << "\n"
                 << turnWords(game) << "\n";
        return {Ok, true};
    });
}

std::string turnWords(const Game& game) {
    const GameState& s = game.state();
    if (gameOver(s)) {
        return "Game over after turn " + std::to_string(s.turn);
    }
    std::string text = "Turn " + std::to_string(s.turn);
    if (game.scenario().turns > 0) {
        text += " of " + std::to_string(game.scenario().turns);
    }
    const auto& seq = game.ruleset().sequence();
    auto phase = static_cast<std::size_t>(s.phase);
    return text + ", " + (phase < seq.size() ? seq[phase].name : std::to_string(s.phase));
}

void printOutcome(const Options& o, std::ostream& out, const Outcome& outcome) {
    if (o.has("--text")) {
        out << explain(outcome);
    } else {
        out << nlohmann::json(outcome).dump(2) << "\n";
    }
}

} // namespace adc::cli
