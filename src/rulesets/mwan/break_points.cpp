// The break points a roster prints beside an MWAN unit: the D6 score it needs to stand, and how
// that climbs with each stand removed, from the morale section of the JSON.
#include "mwan_ruleset.hpp"

#include <algorithm>

namespace adc::mwan {

namespace {

int moraleNumber(const json& data, const char* pointer) {
    json::json_pointer p(pointer);
    return data.contains(p) && data.at(p).is_number() ? data.at(p).get<int>() : 0;
}

} // namespace

UnitBreakPoints MwanRuleset::unitBreakPoints(const Unit& u, const OptionChoices&) const {
    const json& d = data();
    // A commander never casts morale (M17): he has no break point.
    if (u.kind == "commander" || !d.contains(json::json_pointer("/morale/stands_on"))) {
        return {};
    }
    int need = moraleNumber(d, "/morale/stands_on");
    const json::json_pointer veteranAt("/morale/veteran_qualities");
    const json* veteran = d.contains(veteranAt) ? &d.at(veteranAt) : nullptr;
    bool isVeteran = veteran && veteran->is_array() &&
                     std::find(veteran->begin(), veteran->end(), u.quality) != veteran->end();
    if (isVeteran && u.kind == "infantry") {
        need -= moraleNumber(d, "/morale/veteran_infantry");
    }
    if (u.quality == "green") {
        need -= moraleNumber(d, "/morale/green");
    }
    if (u.kind == "artillery") {
        need -= moraleNumber(d, "/morale/artillery");
    }
    std::string text = "Morale: stands on " + std::to_string(std::max(1, need)) + "+";
    const int per = moraleNumber(d, "/morale/per_stand_removed");
    if (per != 0 && (u.kind == "infantry" || u.kind == "cavalry")) {
        std::string steps;
        const int highest = tables_.die.highest();
        for (int lost = 1; lost < u.startStrength; ++lost) {
            int n = need - per * lost;
            steps += (steps.empty() ? "" : ", ") + std::to_string(lost) +
                     " lost: " + (n > highest ? std::string("fails") : std::to_string(n) + "+");
            if (n > highest) {
                break;
            }
        }
        text += " (" + std::to_string(per) + " per stand removed; " + steps + ")";
    }
    return {text, {}};
}

bool MwanRuleset::inStrengthTotals(const Unit& u) const {
    return u.kind != "commander";
}

std::vector<std::string> MwanRuleset::breakPointSources() const {
    return {"/morale/per_stand_removed", "/morale/stands_on"};
}

} // namespace adc::mwan
