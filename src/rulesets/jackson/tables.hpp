#pragma once
// Every number of the Jackson Gamers' rules, read from rulesets/jackson.json. The resolvers
// never hold a number of their own: a referee's edited copy changes play.
#include "adc/dice.hpp"
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::jackson {

// Close / effective / long, in inches.
struct RangeBands {
    double close{}, effective{}, longest{};
};

struct TroopType {
    std::string label;
    bool indian{};
    bool mounted{};
    int moveDice{};
    int limberedMoveDice{}; // guns only
    int crew{};             // 0: not a gun
    int serve{};            // crew needed to fire
};

struct Weapon {
    std::string label;
    std::string kind; // "small_arm", "gun", "gatling"
    RangeBands ranges;
    RangeBands canister; // guns only
    bool hasCanister{};
    bool indianBonus{};
    bool noHorsebackBonusForIndians{};
};

struct Terrain {
    std::string label;
    double fraction{};
    int casualtyDice{};
    int casualtyDivisor{};
};

struct Swath {
    double width{}, length{};
};

struct Tables {
    Die die; // "/die": every throw of these rules is of this die (a D10 read 0-9)
    std::map<std::string, TroopType> troops;
    std::map<std::string, Weapon> weapons;
    // movement
    int chargeDice{};
    double chargeStopShort{};
    std::map<std::string, Terrain> terrain;
    std::vector<std::string> terrainOrder; // as written, for the form
    double uphillPerLevel{}, perObstacle{};
    // fire: to_hit[band][cover]
    std::map<std::string, std::map<std::string, int>> toHit;
    int indianBonus{}, horseback{}, aimed{};
    int riderHitMax{}, avoidInjuryMax{};
    // artillery
    int shotDice{}, bounceFace{}, bounceKills{}, killsPerHit{};
    std::map<std::string, Swath> canisterSwath;
    double burstDiameter{};
    int shellDice{}, shellHitMax{};
    int gatlingDice{}, jamFace{};
    // melee
    int marginCapture{}, marginKill{};
    std::map<std::string, int> meleeMods;
    int maxRerolls{};
    // command and morale
    double commandRadius{};
    int promoteMax{};
    int perExtraCharger{}, leaderless{}, extraInchesPerDie{};

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
