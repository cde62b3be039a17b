#pragma once
// Every number of the Jackson Gamers' rules, read from rulesets/jackson.json. The resolvers
// never hold a number of their own: a referee's edited copy changes play.
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::jackson {

// Close / effective / long, in inches.
struct RangeBands {
    double close = 0, effective = 0, longest = 0;
};

struct TroopType {
    std::string label;
    bool indian = false;
    bool mounted = false;
    int moveDice = 0;
    int limberedMoveDice = 0; // guns only
    int crew = 0;             // 0: not a gun
    int serve = 0;            // crew needed to fire
};

struct Weapon {
    std::string label;
    std::string kind; // "small_arm", "gun", "gatling"
    RangeBands ranges;
    RangeBands canister; // guns only
    bool hasCanister = false;
    bool indianBonus = false;
    bool noHorsebackBonusForIndians = false;
};

struct Terrain {
    std::string label;
    double fraction = 1;
    int casualtyDice = 0;
    int casualtyDivisor = 1;
};

struct Swath {
    double width = 0, length = 0;
};

struct Tables {
    std::map<std::string, TroopType> troops;
    std::map<std::string, Weapon> weapons;
    // movement
    int chargeDice = 1;
    double chargeStopShort = 1;
    std::map<std::string, Terrain> terrain;
    std::vector<std::string> terrainOrder; // as written, for the form
    double uphillPerLevel = 2, perObstacle = 2;
    // fire: to_hit[band][cover]
    std::map<std::string, std::map<std::string, int>> toHit;
    int indianBonus = 1, horseback = 1, aimed = -1;
    int riderHitMax = 5, avoidInjuryMax = 4;
    // artillery
    int shotDice = 1, bounceFace = 0, bounceKills = 1, killsPerHit = 1;
    std::map<std::string, Swath> canisterSwath;
    double burstDiameter = 5;
    int shellDice = 10, shellHitMax = 6;
    int gatlingDice = 12, jamFace = 9;
    // melee
    int marginCapture = 1, marginKill = 2;
    std::map<std::string, int> meleeMods;
    int maxRerolls = 10;
    // command and morale
    double commandRadius = 12;
    int promoteMax = 2;
    int perExtraCharger = 1, leaderless = 1, extraInchesPerDie = 1;

    const TroopType& troop(const std::string& kind) const;
    const Weapon* weapon(const std::string& id) const;
};

inline const std::vector<std::string> kBands = {"close", "effective", "long"};
inline const std::vector<std::string> kCovers = {"open", "soft", "hard"};

// Reads the module's own top-level keys; errors go to the reader with their pointers.
Tables readTables(JsonReader& reader, const std::vector<std::string>& kinds);
// The module's own top-level keys (for the unknown-key check).
const std::vector<std::string>& tableKeys();

} // namespace adc::jackson
