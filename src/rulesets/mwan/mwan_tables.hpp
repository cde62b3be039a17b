#pragma once
// Every number of the MWAN rule text, read from rulesets/mwan.json so a referee's edited copy
// changes play. Distances are as written for 1.5" stands; the base-size house rule scales them.
#include "adc/json_reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::mwan {

struct Fraction {
    int numerator = 1;
    int denominator = 1;
    double value() const { return static_cast<double>(numerator) / denominator; }
};

struct Weapon {
    std::string id;
    std::string name;
    double range = 0;
    double canister = 0; // 0 when the weapon has none
    bool artillery = false;
};

struct MovementTable {
    std::map<std::string, double> infantry; // formation -> inches
    std::map<std::string, double> cavalry;
    double limberedCrossCountry = 0, limberedRoad = 0, unlimbered = 0;
    int chargeMultiplier = 2;
    std::vector<std::string> chargeFormations;
    double changeCostFraction = 0.5;
    double noLimberFireLimit = 4;
};

struct FireTable {
    int castingsPerStand = 4;
    int castingsPerDie = 4;
    int gunStandsPerDie = 1;
    int hitOn = 5;
    int halvedHitOn = 6;
    int doubledGroupFactor = 2;
    std::map<std::string, int> chargerHitOn;          // weapon -> hit number vs chargers
    std::map<std::string, int> chargerDiceMultiplier; // weapon -> dice multiplier vs chargers
    int artillerySaveOn = 4;
    std::map<std::string, Weapon> weapons;
};

struct MeleeTable {
    int hitOn = 5;
    int charging = 1;
    int againstCover = -1;
    int flankOrRearDice = 1;
    int artilleryDicePerBattery = 1;
    std::map<std::string, int> frontRank; // formation -> stands in the front rank, 0 = all
};

struct MoraleTable {
    int standsOn = 3;
    int veteranInfantry = 1;
    std::vector<std::string> veteranQualities;
    int artillery = 1;
    int green = -1;
    int perStandRemoved = -1;
    int gunSectionWithGreenInfantry = 1;
    int commanderAttached = 1;
    double routedPastWithin = 6;
    double routInfantry = 12, routCavalry = 18, routArtilleryRoad = 12, routArtilleryProlonge = 4;
};

struct RallyTable {
    int ralliesOn = 5;
    int poorlyTrained = -1;
    int elite = 1;
    int generalPresent = 1;
};

struct CommanderTable {
    int deathDice = 2;
    int killedOn = 12;
    double keepAwayFromEnemy = 18;
};

struct Tables {
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
