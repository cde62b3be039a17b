#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/game_end.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// Ends a saved game before its last turn, as the referee calls time at a convention table: the
// same end as the last turn's, judged on the game as it stands, one event that `adc undo` takes
// back.
class EndCommand : public Command {
public:
    std::string name() const override { return "end"; }
    std::string summary() const override {
        return "End a saved game now (before its last turn), judge who won and save.\n"
               "A game already over is refused (exit 2) and the file is unchanged.";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--reason", "TEXT", "Why the game ends now, for the log (\"time is up\")"},
                {"--text", "", "Print a readable explanation instead of JSON"},
                waitOption()};
    }
    int run(const Options& o, Context& c) override {
        const std::string& path = o.positional[0];
        return changeGame(name(), o, c, [&](Game& game, Context& held) -> Change {
            if (gameOver(game.state())) {
                held.err << "adc end: " << path << ": " << gameOverWords(game.state())
                         << "\nNothing was changed.\n";
                return {BadRequest, false};
            }
            Outcome outcome = game.endEarly(o.get("--reason"));
            game.apply(outcome);
            printOutcome(o, held.out, outcome);
            return {Ok, true};
        });
    }
};

} // namespace

std::unique_ptr<Command> makeEndCommand() {
    return std::make_unique<EndCommand>();
}

} // namespace adc::cli
