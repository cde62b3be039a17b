#pragma once
// Printed rosters: the scenario's briefing, then one page per side (or per player command), each
// unit with its details, leaders, the break points the ruleset uses and a tally box for each
// turn's casualties; printed from a game under way, the casualties so far by turn.
#include "adc/game.hpp"
#include "adc/scenario.hpp"

#include <QString>

#include <string>

namespace adc::print {

struct RosterOptions {
    std::string command;         // only this player command ("" = every side in full)
    bool pagePerCommand = false; // each command on a page of its own
    int turnsWhenUnlimited = 12; // tally boxes when the scenario sets no turn limit
    // The turn a saved game has reached (0: a scenario not yet played). From it on, each
    // unit shows its strength and state now and the boxes of past turns hold its casualties.
    int turn = 0;
    // The side the roster is printed for ("" = the referee, who sees everything). Of the other
    // sides it shows only what the ruleset declares public (adc/public_view.hpp): where their
    // strength is private, each of their units as it started, its strength "kept by its side"
    // and the notice the rules make a side give ("fewer than 4 men") once it has been given.
    std::string forSide;
};

// The roster as an HTML document. Throws std::invalid_argument when options.command names no
// command of the scenario, or options.forSide no side (the message lists those there are).
QString rosterHtml(const Scenario& scenario, const Ruleset& ruleset,
                   const RosterOptions& options = {});
// The roster of a game under way: its units as they stand now, its house rules and its turn
// (options.turn is the game's). What `adc roster GAME.adc.json` and the desktop both print.
QString rosterHtml(const Game& game, RosterOptions options = {});

} // namespace adc::print
