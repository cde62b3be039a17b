#include "side_clock.hpp"

#include "adc/pace.hpp"

namespace adc::share {

json sideClock(const Game& game, long offset) {
    const Forecast f = forecastGame(game, offset);
    return {{"started", f.start.has_value()},
            {"paused", f.paused},
            {"start", f.start ? json(clockText(*f.start, offset)) : json()},
            {"slot_minutes", f.slotMinutes},
            {"seconds_left", f.playLeft},
            {"ends", clockText(f.slotEnds, offset)},
            {"turn", f.turn},
            {"turns", f.turns},
            {"forecast", f.words},
            {"warnings", f.warnings}};
}

json sideClock(const Game& game) {
    return sideClock(game, localOffset(game.clock().now()));
}

std::string clockNews(const json& clock) {
    if (!clock.is_object() || clock.value("paused", false) || !clock.value("started", false)) {
        return clock.dump(); // standing still: every figure stays as it is
    }
    json news = clock;
    news.erase("seconds_left");
    return news.dump();
}

} // namespace adc::share
