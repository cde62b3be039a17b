#pragma once
// Which units a unit parameter takes, from its declared filter (ParamSpec::unitFilter): words
// joined by spaces or commas, each of which the unit must meet — "any", "own" (the acting
// side's), "enemy" (another side's) or a unit kind ("artillery"). The forms' unit pickers and
// the core's request check both match through here, so a picker never offers what the check
// refuses.
#include "adc/action.hpp"
#include "adc/roster.hpp"

#include <string>
#include <vector>

namespace adc {

class Ruleset;

class UnitFilter {
public:
    explicit UnitFilter(const std::string& words);

    // actingSide "" leaves "own" and "enemy" unchecked (no side chosen yet).
    bool fits(const Unit& unit, const std::string& actingSide) const;
    // "must be an enemy unit of artillery": what fits says, for a refusal.
    std::string describe() const;
    bool wantsOwn() const { return own_; }

private:
    bool own_ = false, enemy_ = false;
    std::vector<std::string> kinds_;
};

// Checks each unit a request names against its parameter's filter. A request names no side of
// its own, so the acting side is the side of the units given for "own" parameters; without
// one, only the kinds are checked. Errors name the parameter.
void checkUnitFilters(const ActionSpec& spec, const json& params, const GameState& state,
                      Diagnostics& diagnostics);

// Checks each unit a request names against what the ruleset lets it do now
// (Ruleset::unitRefusal: a unit that has left play, a kind the action does not take). Errors
// name the parameter.
void checkUnitsMayAct(const Ruleset& ruleset, const ActionSpec& spec, const json& params,
                      const GameState& state, Diagnostics& diagnostics);

// The units a unit picker offers first, best first and each once: those of each status the
// parameter prefers, then those with a man of each standing it prefers (ParamSpec::prefersMen,
// read through the ruleset's named_lists words). Eliminated units are left out.
std::vector<std::string> preferredUnits(const ParamSpec& param, const GameState& state,
                                        const Ruleset& ruleset);

} // namespace adc
