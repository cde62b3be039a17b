#include "adc/request_units.hpp"

namespace adc {

const Unit& unitParam(const GameState& state, const json& params, const std::string& name,
                      std::string_view gone) {
    const Unit* u = state.unit(params.at(name).get<std::string>());
    if (!u) {
        throw RuleError("/params/" + name, "no such unit");
    }
    if (u->eliminated()) {
        throw RuleError("/params/" + name, u->name + " " + std::string(gone));
    }
    return *u;
}

} // namespace adc
