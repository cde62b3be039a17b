#pragma once
// The one thing a ruleset's header needs of the odds tally: the shortcut interface. The tally
// itself (Boost.Multiprecision's cpp_int, heavy to parse) stays in adc/odds_tally.hpp, which
// only the files that add up odds include.
#include "adc/ruleset.hpp"

#include <cstdint>
#include <optional>

namespace adc {

class OddsTally;

// A ruleset that can add up some of its actions' odds without walking every branch of their
// dice also derives from this: the sums of independent dice (binomial counts, totals, pairs of
// a melee one after another) where the walk's branches multiply. computeOdds asks it first;
// tests hold every shortcut to the walk's exact fractions.
class OddsShortcut {
public:
    virtual ~OddsShortcut() = default;
    // Adds the request's whole distribution to `tally` and returns how many terms it weighed,
    // or returns nothing (and adds nothing) when the action has no shortcut. Throws RuleError
    // for a request the resolver would refuse, as the resolver would.
    virtual std::optional<std::uint64_t> addOdds(const Ruleset::CheckedRequest& request,
                                                 const GameState& state,
                                                 OddsTally& tally) const = 0;
};

} // namespace adc
