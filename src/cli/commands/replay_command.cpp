#include "../command.hpp"
#include "../request.hpp"

#include "adc/saved_game.hpp"

#include <ostream>

namespace adc::cli {

namespace {

// Replays a saved game twice over: the effects in the history must reach the saved state (the
// loader checks that), and each request re-resolved with the faces it rolled must give the same
// effects, which shows the rules in this build agree with the game that was played.
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
            Game replay(saved.rulesetPtr(), saved.scenario());
            std::size_t checked = 0;
            for (std::size_t i = 0; i < saved.position(); ++i) {
                const Event& e = saved.events()[i];
                if (e.request) {
                    std::vector<int> faces;
                    for (const auto& r : e.outcome.rolls) {
                        faces.push_back(r.face);
                    }
                    // A game saved before every ruleset checked phases may hold an action
                    // taken outside its phase: its dice are re-read in the action's own phase,
                    // which no resolver's outcome reads otherwise.
                    GameState asked = replay.state();
                    asked.phase = phaseOfAction(replay.ruleset(), e.request->action, asked.phase);
                    ScriptedDice source(faces);
                    Dice dice(source);
                    Outcome again = replay.ruleset().resolve(*e.request, asked, dice);
                    if (again.effects != e.outcome.effects) {
                        c.err << path << ": /history/" << i << ": re-resolving \"" << e.label
                              << "\" with the same dice gives different effects\n";
                        return Failed;
                    }
                    ++checked;
                }
                replay.apply(e.outcome, e.request, e.label);
            }
            if (!replay.state().sameAs(saved.state())) {
                c.err << path << ": replay does not reach the saved state\n";
                return Failed;
            }
            c.out << path << ": ok, " << saved.position() << " events replayed (" << checked
                  << " re-resolved with their dice), turn " << replay.state().turn << "\n";
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
