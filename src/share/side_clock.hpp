#pragma once
// The convention slot's clock as each side's page shows it (issue 39): the forecast the
// desktop's clocks read (adc/pace.hpp), its times on the referee's watch. The clock is the
// table's, shown large on the player display, so every side sees all of it: nothing here comes
// from a unit.
#include "adc/game.hpp"

#include <string>

namespace adc::share {

// {"started", "paused", "start" ("19:05" or null), "slot_minutes", "seconds_left" (of play, as
// of now; negative once the slot is over), "ends" ("22:05"), "turn", "turns", "forecast" (the
// forecast in words), "warnings"}. `offset`: the watch's seconds east of UTC.
json sideClock(const Game& game, long offset);
json sideClock(const Game& game); // on the computer's watch

// What of the clock a page cannot work out for itself: while it runs, a page counts its
// seconds down on its own, so only a change of anything else is news to send.
std::string clockNews(const json& clock);

} // namespace adc::share
