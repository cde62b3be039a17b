#pragma once
// One side's view of the game, as the JSON its page shows (docs/share-protocol.md): turn and
// phase, the side's roster in full with its losses by turn in the program's colours, what its
// units still owe, the outcomes in effect in words, and the odds of the referee's form when the
// odds rule lets the side see them. Everything about the other sides comes through
// adc/public_view.hpp, the filter the player display uses, so no path shows more.
#include "adc/game.hpp"
#include "adc/odds.hpp"
#include "adc/public_view.hpp"

#include <optional>
#include <string>

namespace adc::share {

// The odds of the request on the referee's form, as the desktop computed them.
struct FormOdds {
    ActionRequest request;
    Odds odds;
};

// The side's whole current view. `odds` is the referee's form, or null when it has none;
// `events`, when given, is sideEvents of this game for this side, already built.
json sideState(const Game& game, const std::string& side, const FormOdds* odds,
               const json* events = nullptr);

// The parts of the side's view the roster and the events are not: turn, phase, titles, the
// sides (with totals where shown), what the side's units owe, `in_effect` (the events in
// effect) and `result` (sideResult), as of now.
json sideHead(const Game& game, const std::string& side, const GameSight& sight);

// The game's result once it is over, whole, for every side (issue 38, item 5): what a ruleset
// keeps private (Blue and Gray: a side's losses) is kept until the end, as the after-action
// report does, and the result and its figures are the end's. Null while the game goes on, so
// nothing of the victory conditions' figures reaches a page before it.
json sideResult(const GameState& state);

// Every unit the side sees, as its roster rows, in the state's order.
json sideUnits(const GameSight& sight, const std::string& side);

// The outcomes of the events in effect, as the viewer may see them, newest first.
json sideEvents(const Game& game, const Viewer& viewer);

// One event (its place in the history from 1), as the viewer may see it; `before` is the state
// it applied to.
json sideEvent(const Game& game, const Event& event, std::size_t index, const GameState& before,
               const Viewer& viewer);

} // namespace adc::share
