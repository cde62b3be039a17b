#pragma once
// The after-action report of a game, as figures (faces render it: Markdown, HTML, PDF): the
// result, the slot's timeline, the casualties by side over the turns against their break
// points, each unit's fate, the decisive moments (the outcomes least likely before the roll,
// from the exact odds) and the luck of each side against those odds.
//
// Read for one side before the game has ended, it goes through the one privacy filter
// (adc/public_view.hpp): what the side may not see of the other is left out, and says so.
#include "adc/pace.hpp"
#include "adc/public_view.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct ReportTurn {
    int turn = 1;
    std::optional<WallTime> began;
    std::optional<std::int64_t> seconds;
    bool finished = false;
};

struct SideLosses {
    std::string side, name;
    bool shown = true;        // false: the viewer may not see this side's losses
    int startStrength = 0;    // of the units in its totals
    std::vector<int> perTurn; // index turn - 1, turns 1..lastTurn
    std::vector<int> total;   // running sum of perTurn
    // The losses at which every unit of the side has reached its first break point (the sum
    // over its units of start - the highest mark of Ruleset::unitBreakPoints); empty when the
    // ruleset gives its units none.
    std::optional<int> breakPoint;
};

struct UnitFate {
    std::string id, name, side;
    bool strengthShown = true;
    int startStrength = 0, strength = 0;
    std::string status;                    // the ruleset's id ("routed", "eliminated")
    std::string statusWords;               // in the ruleset's words
    std::vector<std::pair<int, int>> lost; // (turn, count), by turn
};

struct DecisiveMoment {
    std::size_t event = 0; // position in the history
    int turn = 1;
    std::string label;
    std::string side; // whose roll ("" when no unit names one)
    std::string key;  // the result it is about ("hits")
    nlohmann::json value;
    double chance = 1; // before the roll, of this result or one further from the middle
};

// One side's luck with one kind of roll: the mean, over its rolls, of each roll's percentile in
// its own exact distribution (the mid-percentile P(X < x) + P(X = x)/2, turned so that high is
// good for the side that rolled), which fair dice hold at 0.5 on average.
struct LuckLine {
    std::string side, action;
    int rolls = 0;
    double mean = 0.5;
    double low = 0, high = 1; // 95% of fair-dice games of these rolls end in [low, high]
    enum class Verdict { TooFew, Chance, Lucky, Unlucky } verdict = Verdict::TooFew;
};

// Fewer rolls than this say nothing, whatever their mean.
inline constexpr int kFewestRollsForLuck = 5;

struct Report {
    std::string scenario, ruleset, date;
    std::optional<std::string> forSide; // filtered for this side; empty: the whole report
    bool ended = false;
    std::string result;  // the game's end in words, or that it has not ended
    std::string outcome; // the result alone ("Union minor victory"), or "Not ended"
    // Each victory condition as judged at the end: its words, met or not, its figures.
    std::vector<std::vector<std::string>> conditions;
    int turn = 1, turns = 0;
    std::string strengthUnit;
    std::vector<ReportTurn> timeline;
    std::optional<WallTime> start;
    std::int64_t played = 0;
    long offset = 0; // the watch the times are told on
    std::vector<SideLosses> sides;
    std::vector<UnitFate> units;
    std::vector<DecisiveMoment> moments; // least likely first
    std::vector<LuckLine> luck;
    std::size_t rollsSkipped = 0; // events whose odds were too large to count
    std::size_t hiddenEvents = 0; // events the viewer may not see the dice of
};

struct ReportOptions {
    // For one side (its id): before the end, what that side may see. Empty: the referee's
    // whole report.
    std::optional<std::string> forSide;
    std::size_t moments = 5;             // how many decisive moments
    std::uint64_t maxBranches = 200'000; // per roll: beyond, the roll is left out of the luck
    std::optional<long> offset;          // the watch; the computer's by default
};

Report buildReport(const Game& game, const ReportOptions& options = {});

// The words of a luck line's verdict: "too few rolls to say", "within chance", ...
std::string verdictWords(LuckLine::Verdict verdict);

} // namespace adc
