#pragma once
// The deep check of a saved game, beyond what loading it checks: every request in effect is
// resolved again, from the scenario's start, with the faces it rolled, and must give the
// effects the history holds. It shows the rules of this build agree with the game that was
// played. `adc replay` and `adc validate` run it; the ordinary game commands do not, so their
// cost does not grow with the game.
#include "adc/game.hpp"

#include <cstddef>
#include <string>

namespace adc {

struct ReplayReport {
    std::size_t replayed = 0;   // events in effect
    std::size_t reResolved = 0; // of them, requests resolved again
    int turn = 1;               // where the replay arrived
};

// Throws LoadError naming file and the event's pointer (/history/N/request/action for an
// action the ruleset does not know, /history/N/outcome/effects for other effects).
ReplayReport checkReplay(const Game& saved, const std::string& file);

// The index in the ruleset's sequence of the phase an action belongs to; `otherwise` for an
// action the ruleset does not know or that belongs to no phase.
int phaseOfAction(const Ruleset& ruleset, const std::string& action, int otherwise);

} // namespace adc
