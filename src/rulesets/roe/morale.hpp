#pragma once
// A morale check before its dice: the resolver rolls it, the odds shortcut adds up its chances;
// both start from the same checked plan.
#include "roe_ruleset.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace adc::roe {

struct MoralePlan {
    const Unit& unit;
    std::vector<Figure> figs;
    int fighting = 0;
    std::string grade;                 // the grade whose level the unit tests against (R15)
    int base = 0;                      // that grade's level
    int level = 0;                     // with every modifier
    std::string equal;                 // R3: what a roll equal to the level does
    std::vector<std::size_t> runOrder; // fighting figures in the order they run away
    bool eachSoldier = false;          // R11: a distance rolled for each runaway

    bool passes(int roll) const { return roll < level || (roll == level && equal == "passes"); }
    int runaways(int roll) const {
        if (passes(roll)) {
            return 0;
        }
        return std::clamp(roll - level + (equal == "fails_one_runs" ? 1 : 0), 0, fighting);
    }
};

} // namespace adc::roe
