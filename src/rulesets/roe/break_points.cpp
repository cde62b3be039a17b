// The break points a roster prints beside a ROE unit: the 1/3 casualties morale trigger (with
// the R4 readings the scenario chose) and the morale throw against the unit's grade.
#include "roe_ruleset.hpp"

#include <cmath>
#include <cstdio>

namespace adc::roe {

namespace {

std::string roeNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

const json* roeAt(const json& data, const char* pointer) {
    json::json_pointer p(pointer);
    return data.contains(p) ? &data.at(p) : nullptr;
}

// Losses at which the trigger falls, by the ruleset's rounding (R4: up unless "down").
int triggerLoss(int start, int numerator, int denominator, bool roundDown) {
    return roundDown
               ? start * numerator / denominator
               : static_cast<int>(std::ceil(start * static_cast<double>(numerator) / denominator));
}

} // namespace

UnitBreakPoints RoeRuleset::unitBreakPoints(const Unit& u, const OptionChoices& options) const {
    UnitBreakPoints out;
    std::vector<std::string> parts;
    const json& d = data();
    if (const json* f = roeAt(d, "/morale/trigger_fraction");
        f && f->is_object() && f->value("denominator", 0) > 0) {
        int n = f->value("numerator", 0), den = f->value("denominator", 1);
        int lost =
            triggerLoss(u.startStrength, n, den, option(options, "trigger_rounding") == "down");
        std::string reading = option(options, "morale_trigger");
        std::string when = reading == "this_turn"          ? " in one turn"
                           : reading == "current_strength" ? " of current strength"
                           : reading == "cumulative_once"  ? " in all, tested once"
                                                           : " in all";
        parts.push_back("Morale test at " + std::to_string(lost) + " lost (" + std::to_string(n) +
                        "/" + std::to_string(den) + " of " + std::to_string(u.startStrength) +
                        when + ")");
        // The boxes mark the trigger rounded up, whatever the reading (as printed before).
        out.marks.push_back(u.startStrength - triggerLoss(u.startStrength, n, den, false));
    }
    if (const json* lv = roeAt(d, "/grades/morale_level"); lv && lv->contains(u.quality)) {
        const json* dice = roeAt(d, "/morale/dice");
        const json* per = roeAt(d, "/morale/per_loss");
        const json& level = lv->at(u.quality);
        parts.push_back(std::to_string(dice && dice->is_number() ? dice->get<int>() : 1) +
                        "D6 under " +
                        (level.is_number() ? roeNumber(level.get<double>()) : level.dump()) +
                        (per ? ", " + roeNumber(per->get<double>()) + " per casualty" : ""));
    }
    for (std::size_t i = 0; i < parts.size(); ++i) {
        out.text += (i ? "; " : "") + parts[i];
    }
    return out;
}

std::vector<std::string> RoeRuleset::breakPointSources() const {
    return {"/morale/trigger_fraction", "/grades/morale_level", "/morale/per_loss"};
}

} // namespace adc::roe
