#include "../command.hpp"
#include "../game_file.hpp"
#include "../request.hpp"

#include "adc/diagnostics.hpp"
#include "adc/scenario_play.hpp"

#include <ostream>

namespace adc::cli {

namespace {

class ResolveCommand : public Command {
public:
    std::string name() const override { return "resolve"; }
    std::string summary() const override {
        return "Resolve one request given as JSON and print the Outcome.\n"
               "Exit 0 ok, 2 bad request (the message names the field), 3 the given dice ran "
               "out.";
    }
    std::vector<OptionSpec> options() const override {
        return {{"--request", "FILE|-", "The request (- reads standard input)"},
                {"--text", "", "Print a readable explanation instead of JSON"}};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--request")) {
            c.err << "adc resolve: --request FILE|- is required\n";
            return BadRequest;
        }
        auto q = readRequestOption("resolve", o, c);
        if (!q) {
            return BadRequest;
        }
        try {
            std::unique_ptr<DiceSource> source;
            ScriptedDice* given = nullptr;
            if (q->dice) {
                auto scripted = std::make_unique<ScriptedDice>(*q->dice);
                given = scripted.get();
                source = std::move(scripted);
            } else {
                source = std::make_unique<RandomDice>(q->seed);
            }
            Dice dice(*source);
            // A scenario's rules by turn come first, as Game::resolve applies them.
            ActionRequest asked = q->action;
            const std::vector<Step> ruled =
                q->scenario ? applyTurnRules(*q->scenario, *q->ruleset, q->state, asked)
                            : std::vector<Step>{};
            Outcome outcome = q->ruleset->resolve(asked, q->state, dice);
            outcome.steps.insert(outcome.steps.begin(), ruled.begin(), ruled.end());
            if (given) {
                given->checkAllUsed();
            }
            printOutcome(o, c.out, outcome);
            return Ok;
        } catch (const RuleError& e) {
            c.err << q->file << ": " << e.what() << "\n";
            return BadRequest;
        } catch (const DiceExhausted& e) {
            c.err << q->file << ": /dice: " << e.what() << "\n";
            return DiceRanOut;
        } catch (const DiceError& e) {
            c.err << q->file << ": /dice: " << e.what() << "\n";
            return BadRequest;
        } catch (const std::exception& e) {
            // A resolver fault, not the request's: say so rather than abort.
            c.err << q->file << ": cannot resolve: " << e.what() << "\n";
            return Failed;
        }
    }
};

} // namespace

std::unique_ptr<Command> makeResolveCommand() {
    return std::make_unique<ResolveCommand>();
}

} // namespace adc::cli
