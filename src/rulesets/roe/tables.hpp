#pragma once
// Every number of the ROE text, read from rulesets/roe.json. The resolvers read only these.
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::roe {

struct WeaponEntry {
    std::string label;
    bool fires = true;
    bool artillery = false;
};

struct RangeBand {
    std::string id;
    std::string label;
    double max = 0;
};

struct RandomEvent {
    int roll = 0;
    std::string name;
    std::string text;
};

struct Obstacle {
    std::string id;
    std::string label;
    int inches = 0;
    bool assisted = false; // "(* add 1" per man assisting)"
};

struct Tables {
    std::map<std::string, WeaponEntry> weapons;
    std::vector<std::string> gradeOrder; // lowest morale grade first
    std::map<std::string, int> moraleLevel;
    std::vector<int> faceRanks;
    int aceRank = 1;

    int eventDieSides = 6;
    std::vector<RandomEvent> events;

    int leaderDice = 1;
    int perAdditionalLeader = 1;
    std::vector<std::string> leaderRoles; // most senior first
    bool closeOrderAllAct = true;

    double fleeOrCoverMax = 6;

    std::vector<RangeBand> bands;                            // short, medium
    std::map<std::string, std::map<std::string, int>> hitOn; // weapon -> band -> highest hit
    int aimedAlwaysHitsOn = 1;
    int modCloseOrder = 2, modAimed = 1, modMoving = -1, modRifleRest = 1, modSmoke = -1;
    std::map<std::string, int> fireCover;
    std::vector<std::string> situational; // ignored at short range under R1 (b)

    int meleeDieSides = 6;
    int meleeAdditionalFighter = 2;
    int meleeUnarmed = -2;
    std::map<std::string, int> meleeCover;
    std::map<std::string, int> meleeCoverByFraction; // R6 by_fraction
    int killedAtMost = 1;
    int woundedAtMost = 2;

    int moraleDice = 2;
    int triggerNumerator = 1, triggerDenominator = 3;
    int perLoss = -1;
    std::map<std::string, int> moraleCover;
    int colours = 2, buildingOnFire = -3, artilleryHit = -1, noLeaders = -2, fixedLeaderBonus = 1;
    int runawayDice = 4;
    int rallyDicePerLeader = 1;
    double rallyRange = 6;

    std::map<std::string, std::map<std::string, int>> rates; // pace -> foot/mounted -> inches
    bool closeOrderMayRun = false;
    int leaderInFrontDice = 2;
    int stragglerDice = 1;
    bool obstaclesAtWalk = true;
    int ladder = 6;
    std::vector<Obstacle> obstacles;
    double carryWoundedFactor = 0.5;
    int assistPerMan = 1;

    const RandomEvent* event(int roll) const;
    const Obstacle* obstacle(const std::string& id) const;
};

// Reads the module's own top-level keys; errors go to the reader with their pointers.
Tables readTables(JsonReader& reader);
// The module's own top-level keys (for the unknown-key check).
const std::vector<std::string>& tableKeys();

} // namespace adc::roe
