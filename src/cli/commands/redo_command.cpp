#include "../command.hpp"
#include "../game_file.hpp"

namespace adc::cli {

namespace {

class RedoCommand : public Command {
public:
    std::string name() const override { return "redo"; }
    std::string summary() const override {
        return "Redo the latest undone event of a saved game and save (exit 2 when there is none)";
    }
    std::string positionalHelp() const override { return "GAME"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    std::vector<OptionSpec> options() const override { return {waitOption()}; }
    int run(const Options& o, Context& c) override {
        return stepThroughHistory(name(), History::Forward, o, c);
    }
};

} // namespace

std::unique_ptr<Command> makeRedoCommand() {
    return std::make_unique<RedoCommand>();
}

} // namespace adc::cli
