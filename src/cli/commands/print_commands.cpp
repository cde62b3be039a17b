#include "../command.hpp"

namespace adc::cli {

std::unique_ptr<Command> makeRosterCommand();
std::unique_ptr<Command> makeQrsCommand();
std::unique_ptr<Command> makeReportCommand();

std::vector<std::unique_ptr<Command>> allCommands() {
    std::vector<std::unique_ptr<Command>> c = engineCommands();
    c.push_back(makeRosterCommand());
    c.push_back(makeQrsCommand());
    c.push_back(makeReportCommand());
    return c;
}

} // namespace adc::cli
