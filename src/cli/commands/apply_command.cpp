#include "../command.hpp"
#include "../game_file.hpp"
#include "../request.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// Resolves a request against a saved game's state and applies the outcome as one event, as the
// desktop program's Apply does: the same Game::resolve and Game::apply.
class ApplyCommand : public Command {
public:
    std::string name() const override { return "apply"; }
    std::string summary() const override {
        return "Resolve a request against a saved game, apply the outcome as one event, save.\n"
               "The request gives its action and params (no units: the game has them); the game's "
               "own dice\nare rolled unless it gives \"dice\". Exit 0 ok, 1 the game file cannot "
               "be read, locked or\nsaved, 2 bad request, 3 the given dice ran out; a refused "
               "request leaves the file unchanged;\n4 saved but the folder's fsync failed (do not "
               "apply it again), 5 output lost.";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--request", "FILE|-", "The request (- reads standard input)"},
                {"--text", "", "Print a readable explanation instead of JSON"},
                waitOption()};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--request")) {
            c.err << "adc apply: --request FILE|- is required\n";
            return BadRequest;
        }
        auto text = readRequestText(name(), o, c);
        if (!text) {
            return BadRequest;
        }
        return changeGame(name(), o, c,
                          [&](Game& game, Context& held) { return apply(*text, game, o, held); });
    }

private:
    static Change apply(const RequestText& text, Game& game, const Options& o, Context& c) {
        GameRequest q;
        try {
            q = readGameRequest(text.data, game, text.file);
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return {BadRequest, false};
        }
        try {
            std::optional<ScriptedDice> given;
            if (q.dice) {
                given.emplace(*q.dice);
            }
            DiceSource& dice = given ? static_cast<DiceSource&>(*given) : game.dice();
            Outcome outcome = game.resolve(q.action, dice);
            if (given) {
                given->checkAllUsed();
            }
            game.apply(outcome, q.action);
            printOutcome(o, c.out, outcome);
            return {Ok, true};
        } catch (const RuleError& e) {
            c.err << q.file << ": " << e.what() << "\n";
            return {BadRequest, false};
        } catch (const DiceExhausted& e) {
            c.err << q.file << ": /dice: " << e.what() << "\n";
            return {DiceRanOut, false};
        } catch (const DiceError& e) {
            c.err << q.file << ": /dice: " << e.what() << "\n";
            return {BadRequest, false};
        }
    }
};

} // namespace

std::unique_ptr<Command> makeApplyCommand() {
    return std::make_unique<ApplyCommand>();
}

} // namespace adc::cli
