#pragma once
// What a Jackson step cites (adc/rule_reference.hpp): a JSON pointer into jackson.json, built
// from the same keys the code read the value with (escaped, so it always names that value), or
// a ruling id of docs/rulings/jackson.md.
#include "jackson_ruleset.hpp"

#include <initializer_list>
#include <string>

namespace adc::jackson {

// "/fire/to_hit/close/open" from {"fire", "to_hit", band, cover}.
std::string pointerTo(std::initializer_list<std::string> keys);

} // namespace adc::jackson
