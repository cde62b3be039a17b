#pragma once
// Every number of the MWAN rule text, read from rulesets/mwan.json so a referee's edited copy
// changes play. Distances are as written for 1.5" stands; the base-size house rule scales them.
#include "adc/dice.hpp"
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::mwan {

struct Fraction {
    int numerator{};
    int denominator{};
    double value() const { return static_cast<double>(numerator) / denominator; }
};

struct Weapon {
    std::string id;
    std::string name;
    double range{};
    double canister{}; // 0 when the weapon has none
    bool artillery{};
};

struct MovementTable {
    std::map<std::string, double> infantry; // formation -> inches
    std::map<std::string, double> cavalry;
    double limberedCrossCountry{}, limberedRoad{}, unlimbered{};
    int chargeMultiplier{};
    std::vector<std::string> chargeFormations;
    double changeCostFraction{};
    double noLimberFireLimit{};
};

struct FireTable {
    int castingsPerStand{};
    int castingsPerDie{};
    int gunStandsPerDie{};
    int hitOn{};
    int halvedHitOn{};
    int doubledGroupFactor{};
    std::map<std::string, int> chargerHitOn;          // weapon -> hit number vs chargers
    std::map<std::string, int> chargerDiceMultiplier; // weapon -> dice multiplier vs chargers
    int artillerySaveOn{};
    std::map<std::string, Weapon> weapons;
};

struct MeleeTable {
    int hitOn{};
    int charging{};
    int againstCover{};
    int flankOrRearDice{};
    int artilleryDicePerBattery{};
    std::map<std::string, int> frontRank; // formation -> stands in the front rank, 0 = all
};

struct MoraleTable {
    int standsOn{};
    int veteranInfantry{};
    std::vector<std::string> veteranQualities;
    int artillery{};
    int green{};
    int perStandRemoved{};
    int gunSectionWithGreenInfantry{};
    int commanderAttached{};
    double routedPastWithin{};
    double routInfantry{}, routCavalry{}, routArtilleryRoad{}, routArtilleryProlonge{};
};

struct RallyTable {
    int ralliesOn{};
    int poorlyTrained{};
    int elite{};
    int generalPresent{};
};

struct CommanderTable {
    int deathDice{};
    int killedOn{};
    double keepAwayFromEnemy{};
};

struct Tables {
    Die die; // "/die": every throw of these rules is of this die (a D6)
    std::map<std::string, Fraction> scale; // base_size choice -> distance factor
    MovementTable movement;
    FireTable fire;
    MeleeTable melee;
    MoraleTable morale;
    RallyTable rally;
    CommanderTable commanders;
};

// Reads the module's own top-level keys; every problem goes to the reader with its pointer.
Tables readTables(JsonReader& reader);
// The module's top-level keys, for the unknown-key check.
const std::vector<std::string>& tableKeys();

} // namespace adc::mwan
