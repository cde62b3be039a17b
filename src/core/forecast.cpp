// Whether the game will finish in its slot, from the pace of its recent turns. The spread of
// those turns (fastest to slowest) is the uncertainty: said as a range of times, and as a
// rough guess while fewer than kRecentTurns turns have finished.
#include "adc/pace.hpp"

#include <algorithm>
#include <cmath>

namespace adc {

namespace {

std::string minutesText(double minutes) {
    return std::to_string(static_cast<long long>(std::lround(minutes)));
}

// The seconds of play the game still needs at a pace of `perTurn` seconds a turn.
std::int64_t playNeeded(double perTurn, double intoTurn, int turn, int turns) {
    const double thisTurn = std::max(perTurn - intoTurn, 0.0);
    return static_cast<std::int64_t>(std::lround(thisTurn + perTurn * (turns - turn)));
}

// The last turn ended once `playLeft` seconds are played, at `perTurn` a turn.
int turnReached(double perTurn, double intoTurn, int turn, int turns, std::int64_t playLeft) {
    const double thisTurn = std::max(perTurn - intoTurn, 0.0);
    if (static_cast<double>(playLeft) < thisTurn) {
        return turn - 1;
    }
    const double more = perTurn > 0 ? (static_cast<double>(playLeft) - thisTurn) / perTurn : turns;
    return std::min(turns, turn + static_cast<int>(std::floor(more)));
}

void measureRecent(const Pace& pace, Forecast& f) {
    std::vector<double> recent;
    for (auto t = pace.turns.rbegin(); t != pace.turns.rend(); ++t) {
        if (!t->finished) {
            if (t->seconds) {
                f.minutesIntoTurn = static_cast<double>(*t->seconds) / 60.0;
            }
            continue;
        }
        if (!t->seconds || static_cast<int>(recent.size()) == kRecentTurns) {
            break; // a turn without a time ends the run the pace is read from
        }
        recent.push_back(static_cast<double>(*t->seconds) / 60.0);
    }
    f.recentTurns = static_cast<int>(recent.size());
    if (recent.empty()) {
        return;
    }
    double sum = 0;
    for (double m : recent) {
        sum += m;
    }
    f.minutesPerTurn = sum / static_cast<double>(recent.size());
    f.fastest = *std::min_element(recent.begin(), recent.end());
    f.slowest = *std::max_element(recent.begin(), recent.end());
}

void foresee(Forecast& f) {
    if (f.turns <= 0 || !f.minutesPerTurn) {
        return;
    }
    const double into = f.minutesIntoTurn * 60;
    f.reachTurn = turnReached(*f.minutesPerTurn * 60, into, f.turn, f.turns, f.playLeft);
    f.finishAt = f.now + playNeeded(*f.minutesPerTurn * 60, into, f.turn, f.turns);
    f.finishEarliest = f.now + playNeeded(*f.fastest * 60, into, f.turn, f.turns);
    f.finishLatest = f.now + playNeeded(*f.slowest * 60, into, f.turn, f.turns);
}

std::string forecastWords(const Forecast& f) {
    auto at = [&](WallTime t) { return clockText(t, f.offset); };
    std::string words;
    if (f.paused && f.pausedSince) {
        words += "The clock is paused (since " + at(*f.pausedSince) +
                 "); times below are as if "
                 "play resumed now. ";
    }
    if (!f.start) {
        return words + "The slot has not started: no event has been applied yet.";
    }
    words += "The slot (" + durationWords(static_cast<std::int64_t>(f.slotMinutes) * 60) +
             ") ends at " + at(f.slotEnds) + "; " +
             (f.playLeft >= 0 ? durationWords(f.playLeft) + " left."
                              : "it is over by " + durationWords(-f.playLeft) + ".");
    if (f.turns <= 0) {
        return words + " The scenario has no last turn, so there is no end to forecast.";
    }
    if (!f.minutesPerTurn) {
        return words + " No turn has finished with its times yet: too early to forecast.";
    }
    words += " At this pace (about " + minutesText(*f.minutesPerTurn) + " minutes a turn, ";
    words += f.recentTurns < kRecentTurns
                 ? "a rough guess from only " + std::to_string(f.recentTurns) +
                       (f.recentTurns == 1 ? " finished turn)" : " finished turns)")
                 : "from the last " + std::to_string(f.recentTurns) + " turns)";
    const std::string range = " (between " + at(*f.finishEarliest) + " and " + at(*f.finishLatest) +
                              ", from the fastest and slowest of them)";
    if (*f.reachTurn >= f.turns) {
        words += " the last turn (" + std::to_string(f.turns) + ") will end about " +
                 at(*f.finishAt) + range + ", before the slot ends.";
    } else {
        words += " you will reach the end of turn " + std::to_string(*f.reachTurn) + " of " +
                 std::to_string(f.turns) + " by the slot's end; the last turn would end about " +
                 at(*f.finishAt) + range + ".";
    }
    if (f.minutesPerTurnToFinish) {
        const int left = f.turns - f.turn + 1;
        words += " To finish, play " +
                 (left == 1 ? std::string("this last turn")
                            : "each of the " + std::to_string(left) +
                                  " turns left, this one "
                                  "included,") +
                 " in about " + minutesText(*f.minutesPerTurnToFinish) + " minutes.";
    } else if (f.playLeft <= 0) {
        words += " The slot's time is spent.";
    }
    return words;
}

std::vector<std::string> warningsOf(const Forecast& f, const Slot& slot) {
    std::vector<std::string> out;
    if (f.paused && f.pausedSince) {
        out.push_back("Paused since " + clockText(*f.pausedSince, f.offset));
    }
    if (!f.start) {
        return out;
    }
    if (f.playLeft <= 0) {
        out.push_back("The slot is over");
    } else {
        std::vector<int> marks = slot.warnAt;
        std::sort(marks.begin(), marks.end());
        for (int m : marks) {
            if (f.playLeft <= static_cast<std::int64_t>(m) * 60) {
                out.push_back(std::to_string(m) + " minutes left or less (" +
                              durationWords(f.playLeft) + ")");
                break;
            }
        }
    }
    if (f.reachTurn && *f.reachTurn < f.turns) {
        out.push_back("At this pace the game ends at turn " + std::to_string(*f.reachTurn) +
                      " of " + std::to_string(f.turns));
    }
    return out;
}

} // namespace

Forecast forecastSlot(const Pace& pace, const Slot& slot, int turn, int turns, WallTime now,
                      long offset) {
    Forecast f;
    f.now = now;
    f.offset = offset;
    f.paused = slot.paused();
    if (f.paused) {
        f.pausedSince = slot.breaks.back().from;
    }
    f.start = pace.start;
    f.slotMinutes = slot.minutes;
    f.playLeft = static_cast<std::int64_t>(slot.minutes) * 60 - pace.played;
    f.slotEnds = now + f.playLeft;
    f.turn = turn;
    f.turns = turns;
    measureRecent(pace, f);
    foresee(f);
    if (turns > 0 && turn <= turns && f.playLeft > 0) {
        f.minutesPerTurnToFinish =
            (static_cast<double>(f.playLeft) / 60.0 + f.minutesIntoTurn) / (turns - turn + 1);
    }
    f.words = forecastWords(f);
    f.warnings = warningsOf(f, slot);
    return f;
}

Forecast forecastGame(const Game& game, long offset) {
    const WallTime now = game.clock().now();
    return forecastSlot(measurePace(game), game.slot(), game.state().turn, game.scenario().turns,
                        now, offset);
}

Forecast forecastGame(const Game& game) {
    return forecastGame(game, localOffset(game.clock().now()));
}

nlohmann::json forecastJson(const Forecast& f) {
    auto time = [](const std::optional<WallTime>& t) {
        return t ? nlohmann::json(wallTimeText(*t)) : nlohmann::json(nullptr);
    };
    auto number = [](const std::optional<double>& n) {
        return n ? nlohmann::json(std::round(*n * 10) / 10) : nlohmann::json(nullptr);
    };
    return {{"now", wallTimeText(f.now)},
            {"paused", f.paused},
            {"paused_since", time(f.pausedSince)},
            {"start", time(f.start)},
            {"slot_minutes", f.slotMinutes},
            {"seconds_left", f.playLeft},
            {"slot_ends", wallTimeText(f.slotEnds)},
            {"turn", f.turn},
            {"turns", f.turns},
            {"recent_turns", f.recentTurns},
            {"minutes_per_turn", number(f.minutesPerTurn)},
            {"fastest_turn_minutes", number(f.fastest)},
            {"slowest_turn_minutes", number(f.slowest)},
            {"reach_turn", f.reachTurn ? nlohmann::json(*f.reachTurn) : nlohmann::json(nullptr)},
            {"finish_at", time(f.finishAt)},
            {"finish_earliest", time(f.finishEarliest)},
            {"finish_latest", time(f.finishLatest)},
            {"minutes_per_turn_to_finish", number(f.minutesPerTurnToFinish)},
            {"warnings", f.warnings},
            {"words", f.words}};
}

} // namespace adc
