#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/game_end.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// The referee answers one of the scenario's questions (who holds the Market House), which only
// they can see on the table: kept as an event, and a game that is over is judged again with it.
class AnswerCommand : public Command {
public:
    std::string name() const override { return "answer"; }
    std::string summary() const override {
        return "Answer one of the scenario's questions for the referee (numbered as `adc show`\n"
               "lists them) with yes or no, and save; a game that is over is judged again.";
    }
    std::string positionalHelp() const override { return "GAME NUMBER yes|no"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {3, 3}; }
    std::vector<OptionSpec> options() const override {
        return {{"--text", "", "Print a readable explanation instead of JSON"}, waitOption()};
    }
    int run(const Options& o, Context& c) override {
        const std::string& path = o.positional[0];
        const std::string& said = o.positional[2];
        int number = 0;
        try {
            std::size_t used = 0;
            number = std::stoi(o.positional[1], &used);
            if (used != o.positional[1].size()) {
                number = 0;
            }
        } catch (const std::exception&) {
            number = 0;
        }
        if (number < 1 || (said != "yes" && said != "no")) {
            c.err << "adc answer: give the question's number (from adc show) and yes or no, "
                     "found \""
                  << o.positional[1] << " " << said << "\"\n";
            return BadRequest;
        }
        return changeGame(name(), o, c, [&](Game& game, Context& held) -> Change {
            try {
                Outcome outcome = answerQuestion(game.scenario(), game.ruleset(), game.state(),
                                                 number, said == "yes");
                game.apply(outcome);
                printOutcome(o, held.out, outcome);
                return {Ok, true};
            } catch (const RuleError& e) {
                held.err << "adc answer: " << path << ": " << e.what() << "\n";
                return {BadRequest, false};
            }
        });
    }
};

} // namespace

std::unique_ptr<Command> makeAnswerCommand() {
    return std::make_unique<AnswerCommand>();
}

} // namespace adc::cli
