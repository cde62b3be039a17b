// How long each phase and turn took. Each event is recorded with the turn and phase it was
// applied in, and the change of phase is itself an event of the phase it ends: so a phase ends
// when the last event recorded in it was applied, and the next begins there.
#include "adc/pace.hpp"

namespace adc {

namespace {

struct PhaseSpan {
    int turn = 1;
    int phase = 0;
    std::optional<WallTime> first; // its first event with a time
    std::optional<WallTime> last;  // its last event, when that has a time
    bool lastTimed = true;
};

std::vector<PhaseSpan> phaseSpans(const std::vector<Event>& events, std::size_t inEffect, int turn,
                                  int phase) {
    std::vector<PhaseSpan> spans;
    for (std::size_t i = 0; i < inEffect && i < events.size(); ++i) {
        const Event& e = events[i];
        if (spans.empty() || spans.back().turn != e.turn || spans.back().phase != e.phase) {
            spans.push_back({e.turn, e.phase, std::nullopt, std::nullopt, true});
        }
        PhaseSpan& s = spans.back();
        if (e.at && !s.first) {
            s.first = e.at;
        }
        s.last = e.at; // an untimed last event leaves the end unknown
    }
    if (spans.empty() || spans.back().turn != turn || spans.back().phase != phase) {
        spans.push_back({turn, phase, std::nullopt, std::nullopt, true}); // begun, nothing yet
    }
    return spans;
}

std::optional<std::int64_t> lengthOf(const Slot& slot, std::optional<WallTime> a,
                                     std::optional<WallTime> b) {
    if (!a || !b) {
        return std::nullopt;
    }
    return slot.playSeconds(*a, *b);
}

} // namespace

Pace measurePace(const std::vector<Event>& events, std::size_t inEffect, const Slot& slot, int turn,
                 int phase, WallTime now) {
    Pace pace;
    pace.start = slot.start;
    for (std::size_t i = 0; !pace.start && i < inEffect && i < events.size(); ++i) {
        pace.start = events[i].at;
    }
    if (pace.start) {
        pace.played = slot.playSeconds(*pace.start, now);
    }
    const std::vector<PhaseSpan> spans = phaseSpans(events, inEffect, turn, phase);
    std::optional<WallTime> began = slot.start ? slot.start : spans.front().first;
    for (std::size_t i = 0; i < spans.size(); ++i) {
        const PhaseSpan& s = spans[i];
        PhasePace p;
        p.turn = s.turn;
        p.phase = s.phase;
        p.began = began;
        p.underWay = i + 1 == spans.size();
        p.ended = p.underWay ? std::nullopt : s.last;
        p.seconds = lengthOf(slot, p.began, p.underWay ? std::optional<WallTime>(now) : p.ended);
        if (pace.turns.empty() || pace.turns.back().turn != s.turn) {
            if (!pace.turns.empty()) {
                pace.turns.back().finished = true;
            }
            pace.turns.push_back({s.turn, p.began, std::nullopt, std::nullopt, false, {}});
        }
        TurnPace& t = pace.turns.back();
        t.ended = p.ended;
        t.phases.push_back(p);
        began = p.ended;
    }
    for (std::size_t i = 0; i < pace.turns.size(); ++i) {
        TurnPace& t = pace.turns[i];
        t.finished = i + 1 < pace.turns.size();
        t.seconds = lengthOf(slot, t.began, t.finished ? t.ended : std::optional<WallTime>(now));
        if (!t.finished) {
            t.ended.reset();
        }
    }
    return pace;
}

Pace measurePace(const Game& game) {
    return measurePace(game.events(), game.position(), game.slot(), game.state().turn,
                       game.state().phase, game.clock().now());
}

std::string durationWords(std::int64_t seconds) {
    if (seconds < 0) {
        seconds = 0;
    }
    if (seconds < 60) {
        return std::to_string(seconds) + " s";
    }
    const std::int64_t minutes = (seconds + 30) / 60;
    if (minutes < 60) {
        return std::to_string(minutes) + " min";
    }
    const std::int64_t m = minutes % 60;
    return std::to_string(minutes / 60) + " h " + (m < 10 ? "0" : "") + std::to_string(m) + " min";
}

namespace {

nlohmann::json optionalTime(const std::optional<WallTime>& t) {
    return t ? nlohmann::json(wallTimeText(*t)) : nlohmann::json(nullptr);
}

nlohmann::json optionalNumber(const std::optional<std::int64_t>& n) {
    return n ? nlohmann::json(*n) : nlohmann::json(nullptr);
}

} // namespace

nlohmann::json paceJson(const Pace& pace) {
    nlohmann::json turns = nlohmann::json::array();
    for (const TurnPace& t : pace.turns) {
        nlohmann::json phases = nlohmann::json::array();
        for (const PhasePace& p : t.phases) {
            phases.push_back({{"phase", p.phase},
                              {"began", optionalTime(p.began)},
                              {"ended", optionalTime(p.ended)},
                              {"seconds", optionalNumber(p.seconds)},
                              {"under_way", p.underWay}});
        }
        turns.push_back({{"turn", t.turn},
                         {"began", optionalTime(t.began)},
                         {"ended", optionalTime(t.ended)},
                         {"seconds", optionalNumber(t.seconds)},
                         {"finished", t.finished},
                         {"phases", phases}});
    }
    return {{"start", optionalTime(pace.start)}, {"played_seconds", pace.played}, {"turns", turns}};
}

} // namespace adc
