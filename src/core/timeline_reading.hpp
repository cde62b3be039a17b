#pragma once
// What the scenario timeline's readers share (src/core only): the context an entry is checked
// against, and the pieces every kind of entry reads (a rule cited, a turn, a phase, a pick of
// units). The readers are split by what they read: scenario_timeline.cpp (arrivals, departures
// and the whole), scenario_turn_rules_reader.cpp and scenario_victory_reader.cpp.

#include "adc/scenario_timeline.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace adc::timeline {

bool contains(const std::vector<std::string>& list, const std::string& word);

// What a timeline entry needs to check its names against.
struct TimelineContext {
    JsonReader& r;
    const Ruleset& ruleset;
    int turns;
    const std::vector<Side>& sides;
    const std::vector<Unit>& units;
    const std::vector<std::string>& specialRules;
    const std::vector<std::string>& victory;

    bool knowsUnit(const std::string& id) const {
        return std::any_of(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    }
};

void readRule(TimelineContext& c, const std::string& p, const std::vector<std::string>& words,
              const char* list, std::string& into);
int readTurn(TimelineContext& c, const std::string& p);
std::string readPhase(TimelineContext& c, const std::string& p, bool required);
UnitPick readPick(TimelineContext& c, const std::string& p);

TurnRule readTurnRule(TimelineContext& c, const std::string& p);
VictoryCondition readCondition(TimelineContext& c, const std::string& p, bool otherwise);

} // namespace adc::timeline
