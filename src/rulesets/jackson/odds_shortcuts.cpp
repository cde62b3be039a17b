#include "odds_shortcuts.hpp"

#include "artillery.hpp"
#include "fire.hpp"
#include "melee.hpp"
#include "morale.hpp"
#include "movement.hpp"

namespace adc::jackson {

std::optional<std::uint64_t> JacksonRuleset::addOdds(const CheckedRequest& request,
                                                     const GameState& state,
                                                     OddsTally& tally) const {
    // The plans check the request as the resolvers do; their steps are not read here.
    const std::string& a = request.spec->id;
    Outcome unread;
    if (a == "fire") {
        return addVolleyOdds(*this, state, planFire(*this, request.params, state, unread), tally);
    }
    if (a == "gatling") {
        return addVolleyOdds(*this, state, planGatling(*this, request.params, state, unread),
                             tally);
    }
    if (a == "shell") {
        return addShellOdds(*this, planShell(*this, request.params, state, unread), tally);
    }
    if (a == "move") {
        return addMoveOdds(planMove(*this, request.params, state, unread), tables().die, tally);
    }
    if (a == "morale") {
        return addMoraleOdds(planMorale(*this, request.params, state, unread), tables().die, tally);
    }
    if (a == "melee") {
        return addMeleeOdds(*this, planMelee(*this, request.params, state, unread), tally);
    }
    return std::nullopt;
}

} // namespace adc::jackson
