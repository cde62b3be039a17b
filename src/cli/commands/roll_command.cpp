#include "../command.hpp"

#include "adc/notation.hpp"

#include <ostream>
#include <random>

namespace adc::cli {

namespace {

class RollCommand : public Command {
public:
    std::string name() const override { return "roll"; }
    std::string summary() const override {
        return "Roll dice by notation: NdX, NdX+M, NdX-M, NdXz (faces 0..X-1, e.g. 1d10z)";
    }
    std::string positionalHelp() const override { return "NOTATION"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override {
        return {{"--seed", "N", "Seed the dice (repeatable rolls)"},
                {"--json", "", "Print the rolls as JSON"}};
    }
    int run(const Options& o, Context& c) override {
        DiceNotation n;
        try {
            n = DiceNotation::parse(o.positional[0]);
        } catch (const std::invalid_argument& e) {
            c.err << "adc roll: " << e.what() << "\n";
            return BadRequest;
        }
        std::uint32_t seed = std::random_device{}();
        if (o.has("--seed")) {
            try {
                std::size_t used = 0;
                long long v = std::stoll(o.get("--seed"), &used);
                if (used != o.get("--seed").size() || v < 0 || v > 4294967295LL) {
                    throw std::out_of_range("seed");
                }
                seed = static_cast<std::uint32_t>(v);
            } catch (const std::exception&) {
                c.err << "adc roll: --seed must be a whole number from 0 to 4294967295\n";
                return BadRequest;
            }
        }
        RandomDice source(seed);
        Dice dice(source);
        FreeRoll r = rollNotation(n, dice, "free roll " + n.text());
        if (o.has("--json")) {
            json faces = json::array();
            for (const auto& roll : r.rolls) {
                faces.push_back(roll.face);
            }
            c.out << json{{"notation", n.text()},
                          {"faces", faces},
                          {"modifier", n.modifier},
                          {"total", r.total}}
                         .dump()
                  << "\n";
            return Ok;
        }
        c.out << n.text() << ": ";
        for (std::size_t i = 0; i < r.rolls.size(); ++i) {
            c.out << (i ? " " : "") << r.rolls[i].face;
        }
        if (n.modifier) {
            c.out << (n.modifier > 0 ? " +" : " ") << n.modifier;
        }
        c.out << " = " << r.total << "\n";
        return Ok;
    }
};

} // namespace

std::unique_ptr<Command> makeRollCommand() {
    return std::make_unique<RollCommand>();
}

} // namespace adc::cli
