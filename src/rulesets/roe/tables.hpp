#pragma once
// Every number of the ROE text, read from rulesets/roe.json. The resolvers read only these.
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::roe {

struct WeaponEntry {
    std::string label;
    bool fires{};
    bool artillery{};
};

struct RangeBand {
    std::string id;
    std::string label;
    double max{};
};

struct RandomEvent {
    int roll{};
    std::string name;
    std::string text;
};

struct Obstacle {
    std::string id;
    std::string label;
    int inches{};
    bool assisted{}; // "(* add 1" per man assisting)"
};

struct Tables {
    std::map<std::string, WeaponEntry> weapons;
    std::vector<std::string> gradeOrder; // lowest morale grade first
    std::map<std::string, int> moraleLevel;
    std::vector<int> faceRanks;
    int aceRank{};

    int eventDieSides{};
    std::vector<RandomEvent> events;

    int leaderDice{};
    int leaderDieSides{};
    int perAdditionalLeader{};
    std::vector<std::string> leaderRoles; // most senior first
    bool closeOrderAllAct{};

    double fleeOrCoverMax{};

    int fireDieSides{};
    std::vector<RangeBand> bands;                            // short, medium
    std::map<std::string, std::map<std::string, int>> hitOn; // weapon -> band -> highest hit
    int aimedAlwaysHitsOn{};
    int modCloseOrder{}, modAimed{}, modMoving{}, modRifleRest{}, modSmoke{};
    std::map<std::string, int> fireCover;
    std::vector<std::string> situational; // ignored at short range under R1 (b)

    int meleeDieSides{};
    int meleeTieRounds{}; // re-rolled ties before a melee is called off (an endless script)
    int meleeAdditionalFighter{};
    int meleeUnarmed{};
    std::map<std::string, int> meleeCover;
    std::map<std::string, int> meleeCoverByFraction; // R6 by_fraction
    int killedAtMost{};
    int woundedAtMost{};

    int moraleDice{};
    int moraleDieSides{}; // morale, runaway and rally dice
    int triggerNumerator{}, triggerDenominator{};
    int perLoss{};
    std::map<std::string, int> moraleCover;
    int colours{}, buildingOnFire{}, artilleryHit{}, noLeaders{}, fixedLeaderBonus{};
    int runawayDice{};
    int rallyDicePerLeader{};
    double rallyRange{};

    int moveDieSides{};                                      // leader out in front and stragglers
    std::map<std::string, std::map<std::string, int>> rates; // pace -> foot/mounted -> inches
    bool closeOrderMayRun{};
    int leaderInFrontDice{};
    int stragglerDice{};
    bool obstaclesAtWalk{};
    int ladder{};
    std::vector<Obstacle> obstacles;
    double carryWoundedFactor{};
    int assistPerMan{};

    const RandomEvent* event(int roll) const;
    const Obstacle* obstacle(const std::string& id) const;
};

// Reads the module's own top-level keys; errors go to the reader with their pointers.
Tables readTables(JsonReader& reader);
// The module's own top-level keys (for the unknown-key check).
const std::vector<std::string>& tableKeys();

} // namespace adc::roe
