#pragma once
// What a volley (small arms or the Gatling) is before its dice: the resolvers roll it, the odds
// shortcut adds up its chances; both start from the same checked plan.
#include "common.hpp"

#include <string>

namespace adc::jackson {

struct VolleyPlan {
    const Unit& firer;
    const Unit& target;
    std::string band;
    int dice = 0;
    int need = 0; // a die hits when face + mod <= need
    int mod = 0;
    int jamFace = -1; // the Gatling's jam face, -1 for small arms
    std::string cause;
    std::string toHit; // the to-hit row read, "/fire/to_hit/<band>/<cover>" (what a die cites)
};

// Check the request as the resolver does (throwing the same RuleError) and add the steps that
// explain the to-hit number and its modifiers to `o`.
VolleyPlan planFire(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Outcome& o);
VolleyPlan planGatling(const JacksonRuleset& rs, const json& params, const GameState& state,
                       Outcome& o);

// Figures of a unit still on a horse, whom the first hits of a volley find.
int ridersMounted(const JacksonRuleset& rs, const Unit& target);

} // namespace adc::jackson
