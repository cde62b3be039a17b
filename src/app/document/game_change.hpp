#pragma once
// What one change of the game did, said by the document that made it: the views need keep no
// copy of the past to tell an undo from a redo, or a new event from one brought back.
#include <cstddef>
#include <string>
#include <vector>

namespace adc::app {

struct GameChange {
    enum class Kind {
        Applied, // a new event at the end of the history (the events that were undone are gone)
        Phase,   // a new event that moves the sequence of play (Next phase)
        Undone,  // events taken back (Undo, or a jump back in the history)
        Redone,  // undone events brought back (Redo, or a jump forward)
    };
    Kind kind = Kind::Applied;
    // The events [from, to) of the history that were applied, undone or redone: after a new
    // event or a redo `to` events are in effect, after an undo `from`.
    std::size_t from = 0;
    std::size_t to = 0;
    // The units those events touch, each once, in the order of their effects, so a view
    // repaints those rows instead of all of them (a 5,000-unit roster stays quick).
    std::vector<std::string> units;

    bool newEvent() const { return kind == Kind::Applied || kind == Kind::Phase; }
};

} // namespace adc::app
