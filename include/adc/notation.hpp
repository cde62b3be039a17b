#pragma once
// Free rolls for the dice tray: "NdX", "NdX+M", "NdX-M"; "NdXz" for dice read 0..X-1 (the
// Jackson D10: "3d10z"). N defaults to 1.
#include "adc/dice.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct DiceNotation {
    int count = 1;
    Die die;
    int modifier = 0;

    // Throws std::invalid_argument naming what is wrong.
    static DiceNotation parse(const std::string& text);
    std::string text() const;
};

struct FreeRoll {
    DiceNotation notation;
    std::vector<Roll> rolls;
    int total = 0;
};

FreeRoll rollNotation(const DiceNotation& n, Dice& dice, const std::string& purpose);

} // namespace adc
