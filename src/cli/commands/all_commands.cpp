#include "../command.hpp"

namespace adc::cli {

std::unique_ptr<Command> makeRulesetsCommand();
std::unique_ptr<Command> makeActionsCommand();
std::unique_ptr<Command> makeResolveCommand();
std::unique_ptr<Command> makeRollCommand();
std::unique_ptr<Command> makeValidateCommand();
std::unique_ptr<Command> makeReplayCommand();
std::unique_ptr<Command> makeOddsCommand();
std::unique_ptr<Command> makeNewCommand();
std::unique_ptr<Command> makeApplyCommand();
std::unique_ptr<Command> makeNextCommand();
std::unique_ptr<Command> makeEndCommand();
std::unique_ptr<Command> makeAnswerCommand();
std::unique_ptr<Command> makeLeaveCommand();
std::unique_ptr<Command> makeUndoCommand();
std::unique_ptr<Command> makeRedoCommand();
std::unique_ptr<Command> makeShowCommand();
std::unique_ptr<Command> makeSlotCommand();

std::vector<std::unique_ptr<Command>> engineCommands() {
    std::vector<std::unique_ptr<Command>> c;
    c.push_back(makeRulesetsCommand());
    c.push_back(makeActionsCommand());
    c.push_back(makeResolveCommand());
    c.push_back(makeRollCommand());
    c.push_back(makeValidateCommand());
    c.push_back(makeReplayCommand());
    c.push_back(makeOddsCommand());
    c.push_back(makeNewCommand());
    c.push_back(makeApplyCommand());
    c.push_back(makeNextCommand());
    c.push_back(makeEndCommand());
    c.push_back(makeAnswerCommand());
    c.push_back(makeLeaveCommand());
    c.push_back(makeUndoCommand());
    c.push_back(makeRedoCommand());
    c.push_back(makeShowCommand());
    c.push_back(makeSlotCommand());
    return c;
}

} // namespace adc::cli
