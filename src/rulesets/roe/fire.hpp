#pragma once
// Fire before its dice: the resolver rolls it, the odds shortcut adds up its chances; both
// start from the same checked plan.
#include "roe_ruleset.hpp"

#include <string>
#include <vector>

namespace adc::roe {

// Men whose dice read alike (same hit number, same faces that hit, artillery or not) roll as
// one pool: the odds then weigh how many of them hit, not which face each rolled. The groups
// keep the order in which their first man was named, and each die still goes to its own man.
struct ShotGroup {
    int need = 0;
    int hitMax = 0; // highest face that hits, 0 when none can
    bool artillery = false;
    std::vector<std::size_t> men;
    std::vector<std::string> parts; // per man: weapon, band and what modifies him
};

struct FirePlan {
    const Unit& unit;
    const Unit& target;
    std::vector<Figure> figs;  // the firing unit's
    std::vector<Figure> tfigs; // the target's
    const RangeBand* band = nullptr;
    std::size_t firers = 0;
    std::vector<ShotGroup> groups;
    std::vector<std::size_t> order; // the target's fighting men in the order hits fall on them
};

} // namespace adc::roe
