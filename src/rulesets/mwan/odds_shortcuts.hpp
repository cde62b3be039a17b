#pragma once
// What the MWAN odds shortcuts (fire, melee) share: hits and saves on the ruleset's die (a D6),
// and who of the commanders at risk dies, each on his own dice.
#include "tables.hpp"

#include "adc/odds_tally.hpp"
#include "adc/state.hpp"

#include <utility>
#include <vector>

namespace adc::mwan {

// Faces of the die at or over `from`.
int facesFrom(int from, const Die& die);

// A battery's saves of n hits: (saves, ways of the sides^n throws); one certain "none" when it
// does not save.
std::vector<std::pair<int, OddsInteger>> savesOf(int hits, bool saves, int saveOn, const Die& die);

// `ways` of the sides^dice throws before the risk dice lead to `atRisk` commanders rolling, in
// order. Adds every way one or more of them die (none dying leaves the key out, as the
// resolver does) and returns the terms weighed. The tally's denominator for these terms is
// sides^(dice + the risk dice).
std::uint64_t addCommanderDeaths(const CommanderTable& c, const std::vector<const Unit*>& atRisk,
                                 const OddsInteger& ways, int dice, OddsTally& tally,
                                 const Die& die);

} // namespace adc::mwan
