#include "../command.hpp"
#include "../request.hpp"

#include "adc/diagnostics.hpp"
#include "adc/odds.hpp"

#include <ostream>

namespace adc::cli {

namespace {

class OddsCommand : public Command {
public:
    std::string name() const override { return "odds"; }
    std::string summary() const override {
        return "Print the exact chance of every outcome of a request, without rolling.\n"
               "Takes the same request as adc resolve (its dice and seed are ignored).";
    }
    std::vector<OptionSpec> options() const override {
        return {{"--request", "FILE|-", "The request (- reads standard input)"},
                {"--max-branches", "N", "Refuse requests with more dice branches than N"}};
    }
    int run(const Options& o, Context& c) override {
        if (!o.has("--request")) {
            c.err << "adc odds: --request FILE|- is required\n";
            return BadRequest;
        }
        OddsLimits limits;
        if (o.has("--max-branches")) {
            try {
                std::size_t used = 0;
                long long v = std::stoll(o.get("--max-branches"), &used);
                if (used != o.get("--max-branches").size() || v < 1) {
                    throw std::out_of_range("max");
                }
                limits.maxBranches = static_cast<std::uint64_t>(v);
            } catch (const std::exception&) {
                c.err << "adc odds: --max-branches must be a whole number ≥ 1\n";
                return BadRequest;
            }
        }
        auto q = readRequestOption("odds", o, c);
        if (!q) {
            return BadRequest;
        }
        try {
            // A scenario's rules by turn come first, as in its game (the same engine call).
            Odds odds = q->scenario ? computeScenarioOdds(*q->scenario, *q->ruleset, q->action,
                                                          q->state, limits)
                                    : computeOdds(*q->ruleset, q->action, q->state, limits);
            c.out << json(odds).dump(2) << "\n";
            return Ok;
        } catch (const RuleError& e) {
            c.err << q->file << ": " << e.what() << "\n";
            return BadRequest;
        } catch (const OddsTooLarge& e) {
            c.err << q->file << ": " << e.what() << "\n";
            return Failed;
        } catch (const DiceError& e) {
            c.err << q->file << ": " << e.what() << "\n";
            return Failed;
        }
    }
};

} // namespace

std::unique_ptr<Command> makeOddsCommand() {
    return std::make_unique<OddsCommand>();
}

} // namespace adc::cli
