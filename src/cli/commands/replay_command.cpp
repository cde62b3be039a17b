#include "../command.hpp"

#include "adc/replay_check.hpp"
#include "adc/saved_game.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// Replays a saved game twice over: the effects in the history must reach the saved state (the
// loader checks that), and each request re-resolved with the faces it rolled must give the same
// effects (checkReplay, which adc validate runs too).
class ReplayCommand : public Command {
public:
    std::string name() const override { return "replay"; }
    std::string summary() const override {
        return "Replay a saved game and check it reaches the saved state";
    }
    std::string positionalHelp() const override { return "SAVE"; }
    std::pair<std::size_t, std::size_t> positionalCount() const override { return {1, 1}; }
    int run(const Options& o, Context& c) override {
        const std::string& path = o.positional[0];
        try {
            Game saved = loadGameFile(path, c.registry, c.dataDir);
            ReplayReport report = checkReplay(saved, path);
            c.out << path << ": ok, " << report.replayed << " events replayed ("
                  << report.reResolved << " re-resolved with their dice), turn " << report.turn
                  << "\n";
            return Ok;
        } catch (const LoadError& e) {
            c.err << e.what() << "\n";
            return Failed;
        } catch (const std::exception& e) {
            c.err << path << ": " << e.what() << "\n";
            return Failed;
        }
    }
};

} // namespace

std::unique_ptr<Command> makeReplayCommand() {
    return std::make_unique<ReplayCommand>();
}

} // namespace adc::cli
