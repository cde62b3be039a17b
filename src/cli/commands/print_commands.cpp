#include "../command.hpp"

namespace adc::cli {

std::unique_ptr<Command> makeRosterCommand();
std::unique_ptr<Command> makeQrsCommand();

std::vector<std::unique_ptr<Command>> allCommands() {
    std::vector<std::unique_ptr<Command>> c = engineCommands();
    c.push_back(makeRosterCommand());
    c.push_back(makeQrsCommand());
    return c;
}

} // namespace adc::cli
