#pragma once
// How the log and its exports word an event: its dice (a deck shuffle is one entry, not 53
// numbers), the turn and phase it belongs under (a phase change under the phase it starts), and
// its heading without saying the turn twice.
#include "adc/game.hpp"

#include <QString>

namespace adc::app {

// "3 5 6", with the Fisher-Yates draws of a shuffle as "deck shuffled".
QString diceWords(const Outcome& outcome);

// The turn and phase an event is logged under: for a phase change, the one it starts.
struct LoggedUnder {
    int turn = 1;
    int phase = 0;
};
LoggedUnder loggedUnder(const Event& event);

// The event's label without a leading "Turn N: " when it is logged under turn N already.
std::string labelUnderTurn(const Event& event);

} // namespace adc::app
