#include "adc/replay_check.hpp"

#include "adc/dice.hpp"
#include "adc/scenario_play.hpp"

namespace adc {

int phaseOfAction(const Ruleset& ruleset, const std::string& action, int otherwise) {
    const ActionSpec* spec = ruleset.action(action);
    if (!spec || spec->phase.empty()) {
        return otherwise;
    }
    for (std::size_t i = 0; i < ruleset.sequence().size(); ++i) {
        if (ruleset.sequence()[i].id == spec->phase) {
            return static_cast<int>(i);
        }
    }
    return otherwise;
}

namespace {

// Resolves event i's request again against the state before it; errors go under its pointer.
void resolveAgain(const Game& replay, const Event& e, std::size_t i, Diagnostics& d) {
    const std::string at = "/history/" + std::to_string(i);
    std::vector<int> faces;
    for (const auto& r : e.outcome.rolls) {
        faces.push_back(r.face);
    }
    // A game saved before every ruleset checked phases may hold an action taken outside its
    // phase: its dice are re-read in the action's own phase, which no resolver's outcome reads
    // otherwise.
    GameState asked = replay.state();
    asked.phase = phaseOfAction(replay.ruleset(), e.request->action, asked.phase);
    ScriptedDice source(faces);
    Dice dice(source);
    try {
        // As Game::resolve did: the scenario's rules by turn fill in their defaults first, and
        // the owed action the request takes is discharged.
        ActionRequest request = *e.request;
        applyTurnRules(replay.scenario(), replay.ruleset(), replay.state(), request);
        Outcome again = replay.ruleset().resolve(request, asked, dice);
        addDischarges(replay.ruleset(), replay.state(), request, again);
        addOwedAfter(replay.scenario(), replay.ruleset(), replay.state(), request, again);
        if (again.effects != e.outcome.effects) {
            d.error(at + "/outcome/effects",
                    "re-resolving \"" + e.label + "\" with the same dice gives different effects");
        }
    } catch (const RuleError& err) {
        // The resolver names the request's field ("/action"): placed in the save.
        d.error(
            at + "/request" + err.field(),
            "is refused when the request is resolved again: " +
                std::string(err.what()).substr(err.field().empty() ? 0 : err.field().size() + 2));
    } catch (const DiceError& err) {
        d.error(at + "/outcome/rolls",
                std::string("do not fit the request resolved again: ") + err.what());
    }
}

} // namespace

ReplayReport checkReplay(const Game& saved, const std::string& file) {
    Diagnostics d(file);
    Game replay(saved.rulesetPtr(), saved.scenario());
    ReplayReport report;
    for (std::size_t i = 0; i < saved.position(); ++i) {
        const Event& e = saved.events()[i];
        if (e.request) {
            resolveAgain(replay, e, i, d);
            if (!d.ok()) {
                throw LoadError(d); // the events after it were resolved on another footing
            }
            ++report.reResolved;
        }
        replay.apply(e.outcome, e.request, e.label);
        ++report.replayed;
    }
    if (!replay.state().sameAs(saved.state())) {
        d.error("/state", "replaying the history does not reach the saved state");
        throw LoadError(d);
    }
    report.turn = replay.state().turn;
    return report;
}

} // namespace adc
