#pragma once
// The organizer's report across several saved games of one scenario (a convention runs one
// scenario in several slots): the results by side, the turns each reached and its minutes a
// turn, and each side's mean casualty curve with its spread, to see whether the scenario is
// balanced and fits its slot.
#include "adc/report.hpp"

#include <string>
#include <utility>
#include <vector>

namespace adc {

struct AcrossGame {
    std::string file;
    int turn = 1;                         // the turn it stands at
    std::optional<double> minutesPerTurn; // over its finished turns with times
    bool ended = false;
    std::string result;
    std::vector<int> lost; // each side's losses in all, in the sides' order
};

struct AcrossSide {
    std::string side, name;
    // By turn (index turn - 1): the mean running total over the games that reached the turn,
    // its lowest and highest, and how many games it is over.
    std::vector<double> mean;
    std::vector<int> low, high, games;
};

struct AcrossReport {
    std::string scenario, strengthUnit;
    std::vector<AcrossGame> games;
    std::vector<AcrossSide> sides;
};

// The whole report of each game (file, report); all of one scenario and its sides, else
// std::invalid_argument naming the file that is not.
AcrossReport reportAcross(const std::vector<std::pair<std::string, Report>>& games);

} // namespace adc
