#pragma once
// Odds added up, not walked, for the actions whose dice multiply into thousands of branches.
// Each takes the plan its resolver starts from and returns the number of terms it weighed.
#include "jackson_ruleset.hpp"

#include "adc/odds_tally.hpp"

#include <cstdint>
#include <optional>

namespace adc::jackson {

struct VolleyPlan;
struct ShellPlan;
struct MeleePlan;
struct MoraleTestPlan;
struct MovePlan;

std::uint64_t addVolleyOdds(const JacksonRuleset& rs, const GameState& state, const VolleyPlan& p,
                            OddsTally& tally);
std::uint64_t addMoveOdds(const MovePlan& p, const Die& die, OddsTally& tally);
std::uint64_t addMoraleOdds(const MoraleTestPlan& p, const Die& die, OddsTally& tally);
std::uint64_t addShellOdds(const JacksonRuleset& rs, const ShellPlan& p, OddsTally& tally);
// Nothing for a melee too wide for its marks (over 64 figures a side): the walk takes it.
std::optional<std::uint64_t> addMeleeOdds(const JacksonRuleset& rs, const MeleePlan& p,
                                          OddsTally& tally);

} // namespace adc::jackson
