#pragma once
// The convention slot: when play began, how long the table has (3 hours unless the scenario or
// the referee says otherwise) and the breaks taken, read against the wall-clock time each event
// was applied. The clock is injected (Clock), so tests move time by hand and never sleep.
//
// The slot is a setting of the game, kept in the save beside the dice, not an event of its
// history: undoing a volley must not undo a pause, a replay checks the rules' state, which the
// clock never touches, and the referee changes the length or pauses at any moment, in any phase.
#include "adc/diagnostics.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

// Wall-clock time: whole seconds since 1970-01-01 00:00 UTC.
using WallTime = std::int64_t;

class Clock {
public:
    virtual ~Clock() = default;
    virtual WallTime now() const = 0;
};

// The computer's clock.
class SystemClock : public Clock {
public:
    WallTime now() const override;
};

// A clock that stands where it is put: tests, and replaying what a clock said.
class SetClock : public Clock {
public:
    explicit SetClock(WallTime at) : at_(at) {}
    WallTime now() const override { return at_; }
    void set(WallTime at) { at_ = at; }
    void advanceMinutes(double minutes) { at_ += static_cast<WallTime>(minutes * 60); }

private:
    WallTime at_;
};

// "2026-12-03T16:11:39Z", as saves write times; nullopt for anything else.
std::string wallTimeText(WallTime at);
std::optional<WallTime> wallTimeFromText(std::string_view text);
// "21:40" on a watch `offsetSeconds` east of UTC (localOffset gives the computer's).
std::string clockText(WallTime at, long offsetSeconds);
long localOffset(WallTime at);

struct SlotBreak {
    WallTime from = 0;
    std::optional<WallTime> to; // empty while the game is paused
    bool operator==(const SlotBreak&) const = default;
};

inline constexpr int kDefaultSlotMinutes = 180;

struct Slot {
    std::optional<WallTime> start;     // empty: when the first timed event was applied
    int minutes = kDefaultSlotMinutes; // of play: a break stops the clock, as a chess clock does
    std::vector<SlotBreak> breaks;     // in order; only the last may be open
    std::vector<int> warnAt{30, 10};   // minutes left at which the referee is warned

    bool paused() const { return !breaks.empty() && !breaks.back().to; }
    // Pausing a paused clock, or resuming a running one, is refused (std::logic_error): the
    // faces offer only the one that fits.
    void pause(WallTime at);
    void resume(WallTime at);
    // Seconds of play between a and b: the breaks taken out (an open one runs to b).
    std::int64_t playSeconds(WallTime a, WallTime b) const;
};

void to_json(nlohmann::json& j, const Slot& slot);
// Every error goes to d under pointer ("/slot/breaks/0/from"); the slot read so far is returned.
Slot slotFromJson(const nlohmann::json& j, const std::string& pointer, Diagnostics& d);

} // namespace adc
