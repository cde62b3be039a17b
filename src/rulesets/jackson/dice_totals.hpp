#pragma once
// Dice whose total is what counts (movement, a failed morale's move, the skedaddle, river
// casualties), rolled so that the odds before the roll stay quick to find.
#include "adc/dice.hpp"

#include <functional>
#include <string>

namespace adc::jackson {

// Whether the odds walker, not the table, gives the faces.
bool walkingOdds(Dice& dice);

// The total of n dice, each rolled and recorded ("purpose, die i of n"; a lone die keeps the
// bare purpose). `reading` says what the resolver makes of a total (the figures lost, say);
// totals it reads alike are one branch of the odds walk, which then gives the lowest of them.
// Without a reading every total counts.
int rollTotal(Dice& dice, int n, const Die& die, const std::string& purpose,
              const std::function<int(int)>& reading = {});

} // namespace adc::jackson
