#pragma once
// The units a checked request names. checkParams() already knows each id is a unit; whether a
// unit that has left play may still act or be targeted is the one rule every module shares, so
// the lookup and its refusal live here. Each module keeps its own words for "left play".
#include "adc/json_reader.hpp"
#include "adc/state.hpp"

#include <string>
#include <string_view>

namespace adc {

// The unit params[name] names. Throws RuleError at /params/<name> for a unit that is not in
// the state, and for one that is eliminated: "<unit name> <gone>" ("has been wiped out").
const Unit& unitParam(const GameState& state, const json& params, const std::string& name,
                      std::string_view gone);

} // namespace adc
