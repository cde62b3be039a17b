#pragma once
// What a saved game holds besides its history's events, read and checked once for both ways of
// opening a save: replaying the history (gameFromJson) and taking the saved state as it stands
// (openForChange, adc/stored_game.hpp).
#include "adc/game.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace adc {

struct SaveHead {
    int format = 0; // as the file gave it; *save is today's format
    std::shared_ptr<const Ruleset> ruleset;
    Scenario scenario;
    std::uint32_t seed = 0;
    std::string diceState;
    std::size_t position = 0;
    Slot slot;
    const json* save = nullptr; // the file's JSON, or its migration to today's format
};

namespace detail {

// Checks the keys, loads the ruleset and reads the scenario (errors under /scenario/...);
// migrates an older save into `migrated`. Throws LoadError with d's errors.
SaveHead readSaveHead(const json& data, const RulesetRegistry& registry, const std::string& dataDir,
                      Diagnostics& d, json& migrated);

// The saved state, checked against the scenario as cheaply as it can be: read back exactly (its
// JSON again is the file's), the scenario's sides and units in order, options, a turn and a
// phase of the sequence. Throws LoadError with d's errors.
GameState readSavedState(const json& saved, const Scenario& scenario, const Ruleset& ruleset,
                         Diagnostics& d);

} // namespace detail

} // namespace adc
