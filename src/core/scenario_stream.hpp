#pragma once
// Reading a big scenario file a unit at a time. Each unit is checked and made a Unit as soon as
// the parser closes it, and its JSON freed at once, instead of the whole document (megabytes
// for a big battle) being built first and freed after: that build and free were most of the
// time of loading 5,000 units.
#include "adc/registry.hpp"
#include "adc/scenario.hpp"

#include <memory>
#include <optional>
#include <vector>

namespace adc::detail {

struct StreamedUnit {
    std::size_t index = 0; // in its side's "units"
    Unit unit;             // its side is filled in when the side is read
    Diagnostics errors;
};
using StreamedSides = std::vector<std::vector<StreamedUnit>>; // by side index, in file order

struct ParsedScenario {
    json document; // with units read on the fly, their places in "units" hold null
    std::shared_ptr<const Ruleset> ruleset; // the ruleset the units were read with, if any
    std::optional<StreamedSides> units;     // set when the units were read on the fly
};

// Parses a scenario file's text. When "ruleset" comes before "sides" (as the program writes it)
// and names a ruleset the registry loads, units are read on the fly; otherwise they stay in the
// document. A syntax error is recorded in d and nullopt returned.
std::optional<ParsedScenario> parseScenarioText(const std::string& text,
                                                const RulesetRegistry& registry,
                                                const std::string& dataDir, Diagnostics& d);

// Reads a scenario document, taking the units read on the fly from streamed (moved out) when it
// is given: their places in data hold null, and anything else there is read as usual. Collects
// every error in d; throws LoadError if there was any.
Scenario readScenario(const json& data, const Ruleset& ruleset, Diagnostics& d,
                      StreamedSides* streamed);

} // namespace adc::detail
