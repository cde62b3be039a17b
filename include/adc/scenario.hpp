#pragma once
// A scenario: which ruleset, the sides, their units and commands, special rules and victory
// conditions. Units are written flat: core keys plus the ruleset's schema attributes.
#include "adc/registry.hpp"
#include "adc/scenario_timeline.hpp"
#include "adc/state.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct Scenario {
    std::string rulesetId;
    std::string name;
    std::string date;
    std::string description;
    std::vector<std::string> specialRules;
    std::vector<std::string> victory;
    int turns = 0; // 0 = no limit
    // The convention slot the scenario is written for, in minutes; empty: the default 3 hours.
    std::optional<int> slotMinutes;
    std::map<std::string, std::string> options;
    json terrain = json::array(); // buildings, rivers, works: free-form objects with "name"
    std::string notes;            // where numbers were scaled down, sources
    std::vector<Side> sides;
    std::vector<Unit> units; // in side order
    // What the engine applies of the special rules and victory conditions (format 2): arrivals,
    // rules by turn, victory conditions. Empty for a scenario that leaves all of it to words.
    ScenarioTimeline timeline;

    // The state at the start of play.
    GameState initialState() const;
};

// The deepest nesting a scenario may have (its free-form terrain, its list attributes): well
// under kMaxJsonDepth, so the save that carries it a level or two down always loads again.
inline constexpr int kMaxScenarioDepth = 64;

// Checks every field against the ruleset and collects all errors. Throws LoadError.
Scenario scenarioFromJson(const json& data, const Ruleset& ruleset, const std::string& file);
json scenarioToJson(const Scenario& s);
// Reads a scenario file, loading its ruleset through the registry from dataDir.
struct LoadedScenario {
    std::shared_ptr<const Ruleset> ruleset;
    Scenario scenario;
};
LoadedScenario loadScenarioFile(const std::string& path, const RulesetRegistry& registry,
                                const std::string& dataDir);
// The same for a file's text already read; errors name file.
LoadedScenario loadScenarioText(std::string text, const std::string& file,
                                const RulesetRegistry& registry, const std::string& dataDir);
// Writes atomically. Throws std::runtime_error saying why; the old file is untouched then.
void saveScenarioFile(const std::string& path, const Scenario& s);

// Reads one unit in scenario form at pointer (used by scenarios and inline CLI units).
Unit unitFromJson(JsonReader& reader, const std::string& pointer, const Ruleset& ruleset,
                  const std::string& sideId);
json unitToJson(const Unit& u);

} // namespace adc
