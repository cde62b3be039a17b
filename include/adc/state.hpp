#pragma once
// The state of a game at one moment: the turn and phase, the sides and units, the deck and the
// ruleset's own bookkeeping (units that acted, melees still locked, ...).
#include "adc/deck.hpp"
#include "adc/roster.hpp"

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

namespace adc {

struct GameState {
    std::string rulesetId;
    int turn = 1;
    int phase = 0; // index into the ruleset's sequence of play
    std::vector<Side> sides;
    std::vector<Unit> units;
    Deck deck;
    nlohmann::json flags = nlohmann::json::object();
    // The tests units owe, one record for every ruleset: {unit id: {action id: {"reason": text,
    // and the module's own details}}}. Changed only by Owed effects (adc/owed_tests.hpp).
    nlohmann::json owed = nlohmann::json::object();
    std::map<std::string, std::string> options; // house-rule choices by option id

    const Unit* unit(const std::string& id) const;
    Unit* unit(const std::string& id);
    const Side* side(const std::string& id) const;
    // Call after changing the list of units (loaders do).
    void reindex();

    // Equality of what matters to the game (not the lookup index).
    bool sameAs(const GameState& other) const;

private:
    std::unordered_map<std::string, std::size_t> index_;
};

// A side's name as a step or summary says it; its id when it has no name or is unknown.
std::string sideName(const GameState& state, const std::string& id);

void to_json(nlohmann::json& j, const GameState& s);

} // namespace adc
