#pragma once
// Every number of Classic Blue and Gray, read from rulesets/bluegray.json. The resolvers use
// nothing else, so a referee's edited copy changes play.
#include "adc/json_reader.hpp"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace adc::bluegray {

// One cell of a d6 table: men hit (0 = miss), a field piece knocked out, or throw again.
struct Cell {
    enum class Kind { Hits, KnockOut, Again };
    Kind kind = Kind::Hits;
    int hits = 0;
};
using FaceTable = std::array<Cell, 6>; // index face - 1

// "2 men", "miss", "knock out", "throw again"
std::string describe(const Cell& c);

struct Band {
    std::string id, name;
    double from = 0, to = 0;
    FaceTable table;
};

struct Rates {
    double crossCountry = 0, road = 0;
};
struct PaceRates {
    Rates march, charge;
};

struct Tables {
    // before the battle
    double deploymentZone = 9;
    int noMovementMoves = 1;
    int initiativeDie = 6;
    // orders
    std::vector<std::string> orderKinds, movingOrders, orderExemptKinds;
    // movement
    PaceRates infantryLine, infantryColumn, cavalry;
    double lightBonus = 1;
    std::vector<std::string> lightKinds;
    double obstacle = 2;
    double afterChargeInfantry = 3, afterChargeCavalry = 4.5;
    int successiveCharges = 2;
    double dismountAdvance = 3;
    int horsesPerHolder = 5;
    // small arms
    std::map<std::string, FaceTable> unitTables; // by quality
    std::map<std::string, std::string> fireClass;
    int unitMinimum = 4;
    std::map<std::string, double> ranges; // rifle, musket, carbine, point_blank
    std::map<std::string, FaceTable> indAgainstUnit, indAgainstIndividuals;
    FaceTable skirmAgainstUnit, skirmAgainstIndividuals, throwAgain;
    int officerMinFace = 5;
    std::vector<std::string> individualKinds;
    std::map<std::string, int> coverMod, enclosedMod;
    int squareMod = 1;
    int pointBlankBonus = 1;
    // artillery
    int minCrew = 2;
    double cannonPointBlank = 8;
    std::vector<Band> cannonBands;
    std::map<std::string, FaceTable> againstCannon;
    int individualsHits = 2;
    double individualsArea = 3;
    int cannonCover = 1;
    std::vector<std::string> cannonKinds;
    int gatlingMinCrew = 1;
    std::vector<Band> gatlingBands;
    int gatlingCover = 1;
    // melee
    std::map<std::string, double> meleeValues, coverBonus, joinDistance;
    double loserFraction = 0.5, winnerFraction = 0.5;
    int maxThrows = 10;
    int summedDice = 0; // G6 summed: the dice each side throws
    int shockInfantryColumn = 3, shockCavalry = 2;
    // morale
    std::map<std::string, std::vector<int>> retreatFaces;
    std::vector<std::string> noTestQualities, noTestKinds;
    int rallyFirstNeed = 2, rallyLastNeed = 6;
    // victory
    double lossPercent = 50, margin = 5;
    // siege
    int grenadesEach = 4;
    double grenadeRange = 6, grenadePointBlank = 3;
    FaceTable grenadeTable;
    int shoulderToShoulder = 6;
    double radius = 2;
    std::map<std::string, double> gaps, enclosedFraction;
};

// Reads the module's own keys; every problem goes to the reader with its pointer.
Tables readTables(JsonReader& r);
// The module's top-level keys (for the unknown-key check).
const std::vector<std::string>& tableKeys();

} // namespace adc::bluegray
