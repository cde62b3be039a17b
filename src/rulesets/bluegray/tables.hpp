#pragma once
// Every number of Classic Blue and Gray, read from rulesets/bluegray.json. The resolvers use
// nothing else, so a referee's edited copy changes play. The fields start at zero only so that
// nothing is left uninitialised: each is read from a required key, and a missing one fails the
// load, so none of these zeros is ever played.
#include "adc/dice.hpp"
#include "adc/json_reader.hpp"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace adc::bluegray {

// One cell of a table by die face: men hit (0 = miss), a field piece knocked out, or throw again.
struct Cell {
    enum class Kind { Hits, KnockOut, Again };
    Kind kind = Kind::Hits;
    int hits = 0;
};
// One cell per face of the ruleset's die ("/die"), index face - 1 (the tables start at face 1).
using FaceTable = std::vector<Cell>;

// "2 men", "miss", "knock out", "throw again"
std::string describe(const Cell& c);

struct Band {
    std::string id, name;
    std::string pointer; // where the band stands in the file ("/artillery/bands/0"), for steps
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
    Die die; // "/die": the die of fire, melee, morale and the siege (a D6)
    // before the battle
    double deploymentZone{};
    int noMovementMoves{};
    int initiativeDie{};
    int initiativeRounds{}; // throws of a tie before the referee must decide
    // orders
    std::vector<std::string> orderKinds, movingOrders, orderExemptKinds;
    // movement
    PaceRates infantryLine, infantryColumn, cavalry;
    double lightBonus{};
    std::vector<std::string> lightKinds;
    double obstacle{};
    double afterChargeInfantry{}, afterChargeCavalry{};
    int successiveCharges{};
    double dismountAdvance{};
    int horsesPerHolder{};
    // small arms
    std::map<std::string, FaceTable> unitTables; // by quality
    std::map<std::string, std::string> fireClass;
    int unitMinimum{};
    std::map<std::string, double> ranges; // rifle, musket, carbine, point_blank
    std::map<std::string, FaceTable> indAgainstUnit, indAgainstIndividuals;
    FaceTable skirmAgainstUnit, skirmAgainstIndividuals, throwAgain;
    int officerMinFace{};
    std::vector<std::string> individualKinds;
    std::map<std::string, int> coverMod, enclosedMod;
    int squareMod{};
    int pointBlankBonus{};
    // artillery
    int minCrew{};
    double cannonPointBlank{};
    std::vector<Band> cannonBands;
    std::map<std::string, FaceTable> againstCannon;
    int individualsHits{};
    double individualsArea{};
    int cannonCover{};
    std::vector<std::string> cannonKinds;
    int gatlingMinCrew{};
    std::vector<Band> gatlingBands;
    int gatlingCover{};
    // melee
    std::map<std::string, double> meleeValues, coverBonus, joinDistance;
    double loserFraction{}, winnerFraction{};
    int maxThrows{};
    int summedDice{}; // G6 summed: the dice each side throws
    int shockInfantryColumn{}, shockCavalry{};
    int shockFrontRankMen{}; // men counted in a front rank that is not all ranks (G8)
    // morale
    std::map<std::string, std::vector<int>> retreatFaces;
    std::vector<std::string> noTestQualities, noTestKinds;
    int rallyFirstNeed{}, rallyLastNeed{};
    // victory
    double lossPercent{}, margin{};
    // siege
    int grenadesEach{};
    double grenadeRange{}, grenadePointBlank{};
    FaceTable grenadeTable;
    int shoulderToShoulder{};
    double radius{};
    std::map<std::string, double> gaps, enclosedFraction;
};

// The entry of the table at `table` (a pointer into the file) that a modified throw reads, as
// lookup() reads it: what a step that looked the throw up cites.
std::string rowPointer(const std::string& table, int modifiedThrow, const Die& die);

// Reads the module's own keys; every problem goes to the reader with its pointer.
Tables readTables(JsonReader& r);
// The module's top-level keys (for the unknown-key check).
const std::vector<std::string>& tableKeys();

} // namespace adc::bluegray
