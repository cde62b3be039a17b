#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/game_end.hpp"
#include "adc/obligations.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// Moves a saved game to the next phase with the game's own dice, as the desktop program's Next
// phase does; what the phase still owes holds it up unless --force, as the desktop asks first.
class NextCommand : public Command {
public:
    std::string name() const override { return "next"; }
    std::string summary() const override {
        return "Move a saved game to the next phase (or turn) and save; past the last phase of "
               "the\nscenario's last turn the game ends, and a game over has no next phase "
               "(exit 2).\n"
               "With anything still owed in the phase it refuses, names it and exits 2, unless "
               "--force;\nthe file is then unchanged.";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--force", "", "Move on even though something is still owed"},
                {"--text", "", "Print a readable explanation instead of JSON"},
                waitOption()};
    }
    int run(const Options& o, Context& c) override {
        const std::string& path = o.positional[0];
        return changeGame(name(), o, c, [&](Game& game, Context& held) -> Change {
            if (gameOver(game.state())) {
                held.err << "adc next: " << path << ": " << gameOverWords(game.state())
                         << "\nNothing was changed: there is no next phase (adc undo takes the "
                            "end back).\n";
                return {BadRequest, false};
            }
            auto owed = owedBeforeNextPhase(game.ruleset(), game.state());
            if (!owed.empty() && !o.has("--force")) {
                held.err << "adc next: " << path << ": " << turnWords(game) << " still owes:\n";
                for (const auto& ob : owed) {
                    held.err << "  " << obligationWords(ob, game.ruleset(), game.state()) << "\n";
                }
                held.err << "Nothing was changed: resolve these first, or give --force to move on "
                            "anyway.\n";
                return {BadRequest, false};
            }
            Outcome outcome = game.advancePhase(game.dice());
            game.apply(outcome);
            printOutcome(o, held.out, outcome);
            return {Ok, true};
        });
    }
};

} // namespace

std::unique_ptr<Command> makeNextCommand() {
    return std::make_unique<NextCommand>();
}

} // namespace adc::cli
