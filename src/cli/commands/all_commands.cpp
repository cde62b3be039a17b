#include "../command.hpp"

namespace adc::cli {

std::unique_ptr<Command> makeRulesetsCommand();
std::unique_ptr<Command> makeActionsCommand();
std::unique_ptr<Command> makeResolveCommand();
std::unique_ptr<Command> makeRollCommand();
std::unique_ptr<Command> makeValidateCommand();
std::unique_ptr<Command> makeReplayCommand();
std::unique_ptr<Command> makeOddsCommand();

std::vector<std::unique_ptr<Command>> engineCommands() {
    std::vector<std::unique_ptr<Command>> c;
    c.push_back(makeRulesetsCommand());
    c.push_back(makeActionsCommand());
    c.push_back(makeResolveCommand());
    c.push_back(makeRollCommand());
    c.push_back(makeValidateCommand());
    c.push_back(makeReplayCommand());
    c.push_back(makeOddsCommand());
    return c;
}

} // namespace adc::cli
