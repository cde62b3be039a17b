#pragma once
// Dice whose total is what counts (a 2D6 morale test, a 4D6" run, a move, a skedaddle), rolled
// so that the odds before the roll stay quick to find, and the one question a resolver may ask
// of its dice: whether the odds walker gives the faces.
#include "adc/dice.hpp"

#include <functional>
#include <string>

namespace adc {

// Whether the odds walker, not the table, gives the faces. Only where the table's way of rolling
// would make the walk weigh the same future over and over (ties thrown again, totals) does a
// resolver ask.
bool walkingOdds(Dice& dice);

// The total of n dice, each rolled and recorded ("purpose, die i of n"). `reading` says what the
// resolver makes of a total (the figures lost, say); totals it reads alike are one branch of the
// odds walk, which then gives the lowest of them. Without a reading every total counts. Under
// the walk the total is picked by one die with a face per throw of the n dice (sides^n of them,
// up to 2^31), so 4D6 is 21 branches, not the 126 ways of putting four dice in six bands.
int rollTotal(Dice& dice, int n, const Die& die, const std::string& purpose,
              const std::function<int(int)>& reading = {});

} // namespace adc
