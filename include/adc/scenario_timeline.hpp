#pragma once
// What a scenario declares for the engine to apply, beside the words of its briefing: units
// that arrive on a later turn, rules that hold for a range of turns (a parameter's default, a
// limit on one, an action refused, an action owed) and the victory conditions that can be
// computed. One small vocabulary for every ruleset, read and checked with JSON pointers
// (docs/formats.md, "Scenario timeline"); each entry cites the words it stands for
// ("/special_rules/4"), which steps and refusals quote.
#include "adc/json_reader.hpp"
#include "adc/roster.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

class Ruleset;
struct GameState;

// Which units an entry is about: one side, one command, or units by id; narrowed to kinds.
struct UnitPick {
    std::string side;
    std::string command;
    std::vector<std::string> units;
    std::vector<std::string> kinds;

    bool picks(const Unit& unit, const std::vector<Side>& sides) const;
    bool operator==(const UnitPick&) const = default;
};

// Units that are not on the table at the start: they enter at the start of `turn` (and phase).
struct Arrival {
    std::vector<std::string> units;
    int turn = 1;
    std::string phase; // a phase id of the ruleset's sequence; "" for its first phase
    int phaseAt = 0;   // its index in the sequence
    std::string rule;  // "/special_rules/4"
    // A question for the referee that cancels the arrival when answered yes ("Did a Nez Perce
    // unit end a turn within 6\" of the road edge before turn 4?"); "" for none.
    std::string unless;
    std::string unlessAt; // its pointer in the scenario ("/arrivals/0/unless")
    bool operator==(const Arrival&) const = default;
};

// Units that leave the table at the start of `turn` (and phase), as the scenario says ("the
// wagons leave by the north road at the start of turn 6"): an arrival's mirror, with how they
// leave (adc/departure.hpp). A unit not on the table then (still to come, gone already,
// eliminated) is passed over.
struct ScheduledDeparture {
    std::vector<std::string> units;
    int turn = 1;
    std::string phase; // a phase id of the ruleset's sequence; "" for its first phase
    int phaseAt = 0;   // its index in the sequence
    std::string how;   // "withdrawn" or "escaped"
    std::string rule;  // "/special_rules/4"
    bool operator==(const ScheduledDeparture&) const = default;
};

enum class TurnRuleKind {
    Default, // sets a parameter's default ("smoke on turns 1-2")
    Limit,   // refuses a parameter above a maximum ("no fire beyond 12\"")
    Refuse,  // refuses the action ("may not move on turn 1")
    Owe,     // the picked units owe the action in a phase ("at the end of turn 1 roll ..."), or
             // after taking another action ("every army unit that fires also tests morale")
};

// What an owed action, once taken, owes other units when its result says so ("on a 12 he is
// mortally wounded ... and every Confederate regiment within 12\" casts morale"). The program
// cannot see distances: with `ask`, the referee answers a yes/no question for each unit the pick
// holds ("Is {unit} within 12\" of {by}?"), and a yes owes it the actions.
struct OweThen {
    std::string when;                 // a result key of the owed action, true in its outcome
    std::vector<std::string> actions; // what the picked units then owe
    UnitPick units;                   // who may owe it (never the unit that took the action)
    std::string reason;               // the record's reason, a choice of the actions' "reason";
                                      // "" for the scenario's words
    std::string ask;                  // the question for each unit, with "{unit}" and "{by}"; ""
                                      // owes every unit picked
    bool operator==(const OweThen&) const = default;
};

struct TurnRule {
    TurnRuleKind kind = TurnRuleKind::Refuse;
    int firstTurn = 1, lastTurn = 1;
    std::vector<std::string> actions;
    std::optional<UnitPick> units;  // none: every unit
    std::string parameter;          // Default and Limit
    nlohmann::json value;           // Default
    double max = 0;                 // Limit
    std::string phase;              // Owe: the phase id it is owed in
    int phaseAt = 0;                // its index in the sequence
    std::vector<std::string> after; // Owe: the actions that owe it when a picked unit takes one
    std::optional<OweThen> then;    // Owe: what taking the owed action may owe others
    std::string rule;
    bool inForce(int turn) const { return turn >= firstTurn && turn <= lastTurn; }
    bool operator==(const TurnRule&) const = default;
};

// One test of a victory condition: a side's losses as a share of its starting strength, a count
// of picked units routed or removed (a commander among them counts as a unit), a count of picked
// units that left the table (adc/departure.hpp), or a question only the referee can answer
// ("does a Union unit hold the Market House?").
struct VictoryTest {
    enum class Kind { Losses, UnitsLost, Question, UnitsLeft } kind = Kind::Losses;
    std::string side;  // Losses
    double share = 0;  // Losses: at least this share of the side's starting strength
    UnitPick units;    // UnitsLost, UnitsLeft
    int atLeast = 0;   // UnitsLost, UnitsLeft
    std::string how;   // UnitsLeft: "withdrawn" or "escaped"; "" for either
    std::string words; // Question
    std::string at;    // Question: its pointer in the scenario, which its answer is kept under
    bool operator==(const VictoryTest&) const = default;
};

struct VictoryCondition {
    std::string winner;             // side id; "" for a draw
    std::string level;              // "major", "minor" or "" (a plain victory)
    std::string result;             // its name in the scenario ("Union major victory"), or ""
    std::vector<VictoryTest> tests; // all must hold
    std::string rule;               // "/victory/0"
    bool operator==(const VictoryCondition&) const = default;
};

struct ScenarioTimeline {
    std::vector<Arrival> arrivals;
    std::vector<ScheduledDeparture> departures;
    std::vector<TurnRule> turnRules;
    std::vector<VictoryCondition> victory;     // checked in order at the end; the first met wins
    std::optional<VictoryCondition> otherwise; // when none is met; none: a draw
    bool empty() const {
        return arrivals.empty() && departures.empty() && turnRules.empty() && victory.empty() &&
               !otherwise;
    }
    bool operator==(const ScenarioTimeline&) const = default;
};

// The scenario format that first carries a timeline; a scenario without one is written as
// format 1, which every version reads.
inline constexpr int kScenarioFormat = 2;
// The keys of a scenario's top level the timeline adds.
const std::vector<std::string>& timelineKeys();

// Reads the timeline keys of a scenario's JSON (format 2) whose units, sides and words are
// already read, checking every name, turn and phase against them; errors under their pointers.
ScenarioTimeline readTimeline(JsonReader& reader, const Ruleset& ruleset, int turns,
                              const std::vector<Side>& sides, const std::vector<Unit>& units,
                              const std::vector<std::string>& specialRules,
                              const std::vector<std::string>& victory);
// Adds the timeline's keys to a scenario's JSON.
void writeTimeline(const ScenarioTimeline& timeline, json& scenario);
// The index of a phase id in the ruleset's sequence (0 for ""), or -1 when it has none.
int timelinePhase(const Ruleset& ruleset, const std::string& phaseId);

} // namespace adc
