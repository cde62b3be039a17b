// The break point a roster prints beside a Jackson unit: the D10 morale throw against the
// figures left, and what a unit without a leader adds to the die.
#include "jackson_ruleset.hpp"

#include <cstdio>

namespace adc::jackson {

UnitBreakPoints JacksonRuleset::unitBreakPoints(const Unit&, const OptionChoices&) const {
    std::string text = "Morale: D10 below figures left";
    const json::json_pointer at("/morale/leaderless");
    if (data().contains(at)) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", data().at(at).get<double>());
        text += std::string(" (leaderless +") + buf + " to the die)";
    }
    return {text, {}};
}

std::vector<std::string> JacksonRuleset::breakPointSources() const {
    return {"/morale/leaderless"};
}

} // namespace adc::jackson
