#include "../command.hpp"
#include "../game_file.hpp"

#include "adc/departure.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// The unit's id from what the referee typed: its id, or its name as the roster shows it.
std::string unitIdFrom(const GameState& state, const std::string& typed) {
    if (state.unit(typed)) {
        return typed;
    }
    for (const Unit& u : state.units) {
        if (u.name == typed) {
            return u.id;
        }
    }
    return typed;
}

// A unit leaves the table, withdrawn (ordered off) or escaped (got away off a table edge), as
// the referee says it did: one event (adc/departure.hpp) that `adc undo` takes back.
class LeaveCommand : public Command {
public:
    std::string name() const override { return "leave"; }
    std::string summary() const override {
        return "A unit leaves the table: withdrawn (ordered off) or escaped (got away off a\n"
               "table edge), and save. UNIT is its id or its name. A unit not on the table,\n"
               "one gone already or a game that is over is refused (exit 2), the file unchanged.";
    }
    std::string positionalHelp() const override { return "GAME UNIT withdrawn|escaped"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {3, 3}; }
    std::vector<OptionSpec> options() const override {
        return {{"--text", "", "Print a readable explanation instead of JSON"}, waitOption()};
    }
    int run(const Options& o, Context& c) override {
        const std::string& path = o.positional[0];
        const std::string& how = o.positional[2];
        if (departureMeaning(how).empty()) {
            c.err << "adc leave: say how the unit left the table: \"withdrawn\" (ordered off) or "
                     "\"escaped\" (got away off a table edge), found \""
                  << how << "\"\n";
            return BadRequest;
        }
        return changeGame(name(), o, c, [&](Game& game, Context& held) -> Change {
            const std::string unit = unitIdFrom(game.state(), o.positional[1]);
            try {
                Outcome outcome = leaveTable(game.ruleset(), game.state(), unit, how);
                game.apply(outcome);
                printOutcome(o, held.out, outcome);
                return {Ok, true};
            } catch (const RuleError& e) {
                held.err << "adc leave: " << path << ": " << e.what();
                if (!game.state().unit(unit)) {
                    held.err << " (its units:";
                    for (const Unit& u : game.state().units) {
                        held.err << " " << u.id;
                    }
                    held.err << ")";
                }
                held.err << "\nNothing was changed.\n";
                return {BadRequest, false};
            }
        });
    }
};

} // namespace

std::unique_ptr<Command> makeLeaveCommand() {
    return std::make_unique<LeaveCommand>();
}

} // namespace adc::cli
