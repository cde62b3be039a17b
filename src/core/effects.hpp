#pragma once
// Applying effects to a state, and taking them back. Internal to the core.
#include "adc/json_reader.hpp"
#include "adc/outcome.hpp"
#include "adc/state.hpp"

#include <optional>
#include <vector>

namespace adc::detail {

// What an applied effect replaced, so it can be put back exactly.
struct Prior {
    nlohmann::json value;       // previous status / attr / flag / strength / leader status
    bool existed = true;        // attr or flag key was present
    std::size_t casualties = 0; // size of the casualty list before
    int strength = 0;
    int startStrength = 0;
    int turn = 0, phase = 0;
    std::optional<Deck> deck; // only for deck effects: a Deck is 54 cards to copy
};

// Throws RuleError naming the effect if it does not fit the state; checks all before applying.
void checkEffects(const GameState& state, const std::vector<Effect>& effects);
// Applies effects in order, recording what each replaced.
std::vector<Prior> applyEffects(GameState& state, const std::vector<Effect>& effects);
// Reverts in reverse order.
void revertEffects(GameState& state, const std::vector<Effect>& effects,
                   const std::vector<Prior>& priors);

// What an event's effects replaced as a save holds it (its "replaced", save format 4): one
// object per effect with the values it overwrote (docs/formats.md).
nlohmann::json replacedToJson(const std::vector<Effect>& effects, const std::vector<Prior>& priors);
// Reads it back for these effects; nullopt after errors placed through r (standing at the list).
std::optional<std::vector<Prior>> replacedFromJson(const std::vector<Effect>& effects,
                                                   JsonReader r);

} // namespace adc::detail
