#include "adc/odds_tally.hpp"
#include "roe_ruleset.hpp"

namespace adc::roe {

std::optional<std::uint64_t> RoeRuleset::addOdds(const CheckedRequest& request,
                                                 const GameState& state, OddsTally& tally) const {
    if (request.spec->id == "draw_card") {
        return addDrawOdds(request.params, state, tally);
    }
    if (request.spec->id == "activate") {
        return addActivationOdds(request.params, state, tally);
    }
    if (request.spec->id == "fire") {
        return addFireOdds(request.params, state, tally);
    }
    if (request.spec->id == "move") {
        return addMoveOdds(request.params, state, tally);
    }
    if (request.spec->id == "morale") {
        return addMoraleOdds(request.params, state, tally);
    }
    return std::nullopt;
}

} // namespace adc::roe
