#pragma once
// A tiny ruleset module for the core's own tests, fuzzers and benchmarks, so they do not wait
// on the real modules: "volley" rolls d6 against the table's hit number, "morale" rolls a 0-9
// d10 against the unit's morale. Its JSON lives in tests/core/data/rulesets/drill.json.
#include "adc/registry.hpp"

#include <memory>
#include <string>

namespace adc::drill {

std::unique_ptr<Ruleset> make(const json& data, const std::string& file, JsonReader& reader);

// A registry holding only the drill module.
RulesetRegistry registry();

// tests/core/data: rulesets/drill.json and scenarios/drill_*.json.
std::string dataDir();

} // namespace adc::drill
