#pragma once
// The pace of play and the forecast it gives: how long each turn and each phase took, from the
// times the events were applied (breaks taken out), and whether the game will finish in its slot.
// An event without a time (a save older than format 3) counts for nothing: a turn or phase whose
// beginning or end it would have given has no length.
#include "adc/game.hpp"
#include "adc/slot.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct PhasePace {
    int turn = 1;
    int phase = 0;
    std::optional<WallTime> began;
    std::optional<WallTime> ended;       // empty: under way, or its end has no time
    std::optional<std::int64_t> seconds; // of play (breaks out); so far for the one under way
    bool underWay = false;
};

struct TurnPace {
    int turn = 1;
    std::optional<WallTime> began;
    std::optional<WallTime> ended;
    std::optional<std::int64_t> seconds;
    bool finished = false; // a later turn has begun
    std::vector<PhasePace> phases;
};

struct Pace {
    std::optional<WallTime> start; // the slot's start, else the first timed event
    std::int64_t played = 0;       // seconds of play from start to now
    std::vector<TurnPace> turns;   // from the first turn any event was applied in
};

// The events in effect (the first `inEffect` of events), the game now at (turn, phase).
Pace measurePace(const std::vector<Event>& events, std::size_t inEffect, const Slot& slot, int turn,
                 int phase, WallTime now);
Pace measurePace(const Game& game);

// How many finished turns the forecast reads its pace from: the recent ones say most about
// the table as it plays now (the players have learnt the rules, the big melee is over).
inline constexpr int kRecentTurns = 3;

struct Forecast {
    WallTime now = 0;
    long offset = 0; // the watch's offset east of UTC, for the words
    bool paused = false;
    std::optional<WallTime> pausedSince;
    std::optional<WallTime> start;
    int slotMinutes = kDefaultSlotMinutes;
    std::int64_t playLeft = 0; // seconds of the slot left; negative once it is over
    WallTime slotEnds = 0;     // now + playLeft (as if resumed now, when paused)
    int turn = 1;
    int turns = 0;       // the scenario's last turn; 0 = no limit (no forecast of the end)
    int recentTurns = 0; // finished turns with a length the pace is from
    std::optional<double> minutesPerTurn, fastest, slowest;
    double minutesIntoTurn = 0;
    std::optional<int> reachTurn; // last turn ended by the slot's end
    std::optional<WallTime> finishAt, finishEarliest, finishLatest; // the last turn's end
    std::optional<double> minutesPerTurnToFinish;
    std::vector<std::string> warnings; // for a banner, never a modal dialog
    std::string words;                 // the forecast in plain words
};

Forecast forecastSlot(const Pace& pace, const Slot& slot, int turn, int turns, WallTime now,
                      long offset);
// The game's forecast now, on its own clock, in the computer's time zone unless told.
Forecast forecastGame(const Game& game);
Forecast forecastGame(const Game& game, long offset);

// "2 h 05 min", "25 min", "40 s".
std::string durationWords(std::int64_t seconds);

nlohmann::json paceJson(const Pace& pace);
nlohmann::json forecastJson(const Forecast& forecast);

} // namespace adc
