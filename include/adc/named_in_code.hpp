#pragma once
// The load-time sanity pass (after Freeciv's): a module's code names some kinds, qualities,
// weapons and words of its ruleset ("cavalry", "sharpshooter", "shot"). A referee's copy that
// renamed or dropped one would load and then quietly play a different rule, so each module
// lists the names its code relies on and the load fails, every missing name reported under the
// pointer of the list that should hold it.
#include "adc/json_reader.hpp"

#include <string>
#include <vector>

namespace adc {

struct NamedInCode {
    std::string list;               // pointer to an array of words, or an object by its keys
    std::vector<std::string> names; // each must be an element (array) or a key (object)
};

// Records an error for every name missing from its list (a missing list is one error).
void checkNamedInCode(JsonReader& reader, const std::vector<NamedInCode>& relied);

} // namespace adc
