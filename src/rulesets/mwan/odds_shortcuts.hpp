#pragma once
// What the MWAN odds shortcuts (fire, melee) share: hits and saves on D6, and who of the
// commanders at risk dies, each on his own dice.
#include "tables.hpp"

#include "adc/odds_tally.hpp"
#include "adc/state.hpp"

#include <utility>
#include <vector>

namespace adc::mwan {

// Faces of a D6 at or over `from`.
int facesFrom(int from);

// A battery's saves of n hits: (saves, ways of the 6^n throws); one certain "none" when it does
// not save.
std::vector<std::pair<int, OddsInteger>> savesOf(int hits, bool saves, int saveOn);

// `ways` of the 6^dice throws before the risk dice lead to `atRisk` commanders rolling, in
// order. Adds every way one or more of them die (none dying leaves the key out, as the
// resolver does) and returns the terms weighed. The tally's denominator for these terms is
// 6^(dice + the risk dice).
std::uint64_t addCommanderDeaths(const CommanderTable& c, const std::vector<const Unit*>& atRisk,
                                 const OddsInteger& ways, int dice, OddsTally& tally);

} // namespace adc::mwan
