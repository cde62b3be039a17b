#include "odds_shortcuts.hpp"

#include "artillery.hpp"
#include "fire.hpp"
#include "melee.hpp"
#include "morale.hpp"
#include "movement.hpp"

namespace adc::jackson {

// The plans check the request as the resolvers do; their steps are not read here.

std::uint64_t JacksonRuleset::addMoveOdds(const json& params, const GameState& state,
                                          OddsTally& tally) const {
    Outcome unread;
    return jackson::addMoveOdds(planMove(*this, params, state, unread), tables().die, tally);
}

std::uint64_t JacksonRuleset::addFireOdds(const json& params, const GameState& state,
                                          OddsTally& tally) const {
    Outcome unread;
    return addVolleyOdds(*this, state, planFire(*this, params, state, unread), tally);
}

std::uint64_t JacksonRuleset::addGatlingOdds(const json& params, const GameState& state,
                                             OddsTally& tally) const {
    Outcome unread;
    return addVolleyOdds(*this, state, planGatling(*this, params, state, unread), tally);
}

std::uint64_t JacksonRuleset::addShellOdds(const json& params, const GameState& state,
                                           OddsTally& tally) const {
    Outcome unread;
    return jackson::addShellOdds(*this, planShell(*this, params, state, unread), tally);
}

std::uint64_t JacksonRuleset::addMoraleOdds(const json& params, const GameState& state,
                                            OddsTally& tally) const {
    Outcome unread;
    return jackson::addMoraleOdds(planMorale(*this, params, state, unread), tables().die, tally);
}

std::optional<std::uint64_t>
JacksonRuleset::addMeleeOdds(const json& params, const GameState& state, OddsTally& tally) const {
    Outcome unread;
    return jackson::addMeleeOdds(*this, planMelee(*this, params, state, unread), tally);
}

} // namespace adc::jackson
