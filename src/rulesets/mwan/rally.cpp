// Rallying a routed unit: 5-6 with modifiers (poorly trained -1, elite +1, a general +1; M8 and
// M12 say when the last two count); a rallied unit waits a turn before it moves or shoots.
#include "mwan_ruleset.hpp"

#include <algorithm>
#include <cstdlib>

namespace adc::mwan {

namespace {

// The modifiers of a rally, each told in a step; returns their sum.
int rallyModifiers(const MwanRuleset& rs, const GameState& state, const Unit& u, const json& params,
                   Outcome& o) {
    const RallyTable& t = rs.tables().rally;
    int mod = 0;
    auto add = [&](int size, const std::string& text, const std::string& rule) {
        mod += size;
        o.steps.push_back({text, rule, size});
    };
    if (u.quality == "poorly_trained") {
        add(t.poorlyTrained, "poorly trained", "/rally/poorly_trained");
    }
    const bool elite = u.quality == "elite";
    const bool attached = !rs.attachedCommanders(state, u.id).empty();
    const bool present = params.at("general_present").get<bool>();
    const bool presentCounts = rs.option(state, "general_bonus") == "any_general_nearby";
    const bool general = attached || (presentCounts && present);
    if (present && attached) {
        o.steps.push_back({"General officer present: counts for nothing more, the attached "
                           "commander is the general and is counted once",
                           "M12", std::nullopt});
    } else if (present && !presentCounts) {
        o.steps.push_back({"General officer present: counts for nothing under M12: "
                           "attached commander (only an attached commander is the general)",
                           "M12", std::nullopt});
    }
    if (elite && general && rs.option(state, "rally_bonus") == "one_only") {
        add(std::max(t.elite, t.generalPresent),
            "elite and a general present: +1 at most (M8: one only)", "M8");
        return mod;
    }
    if (elite) {
        add(t.elite, "elite", "/rally/elite");
    }
    if (general) {
        add(t.generalPresent, "general officer present", "/rally/general_present");
    }
    return mod;
}

} // namespace

Outcome MwanRuleset::rally(const json& params, const GameState& state, Dice& dice) const {
    const RallyTable& t = tables_.rally;
    const Unit& u = unitParam(state, params, "unit");
    if (u.status != status::Routed) {
        throw RuleError("/params/unit", u.name + " is not routed");
    }
    Outcome o;
    o.steps.push_back(
        {"Rallies on " + std::to_string(t.ralliesOn) + "-" + std::to_string(tables_.die.highest()),
         "/rally/rallies_on", std::nullopt});
    const int mod = rallyModifiers(*this, state, u, params, o);
    const int face = dice.roll(tables_.die, "rally: " + u.name);
    const int total = face + mod;
    const bool rallied = total >= t.ralliesOn;
    o.steps.push_back({"Rolled " + std::to_string(face) + (mod >= 0 ? " + " : " - ") +
                           std::to_string(std::abs(mod)) + " = " + std::to_string(total) + ": " +
                           (rallied ? "rallies" : "still routed"),
                       "/rally/rallies_on", std::nullopt});
    if (rallied) {
        o.effects.push_back(Effect::status(u.id, status::GoodOrder));
        o.effects.push_back(Effect::attr(u.id, "rallied", true));
        o.steps.push_back(
            {"Rallied: may not move or shoot until next turn", "/rally", std::nullopt});
    }
    o.summary = "Rally: " + u.name + " " + std::to_string(total) + ", " +
                (rallied ? "rallies" : "still routed");
    o.result = {{"roll", face},
                {"modifier", mod},
                {"total", total},
                {"needed", t.ralliesOn},
                {"rallied", rallied}};
    return o;
}

AppliedModifier MwanRuleset::appliedModifier(const std::string& pointer,
                                             const OptionChoices& options) const {
    AppliedModifier m = Ruleset::appliedModifier(pointer, options);
    // M12: who counts as "a general" for the morale and rally bonuses.
    const bool nearbyCounts = option(options, "general_bonus") == "any_general_nearby";
    if (pointer == "/morale/commander_attached" && nearbyCounts) {
        m.to = "or a general officer nearby";
    } else if (pointer == "/rally/general_present") {
        m.to = nearbyCounts ? "or a commander attached" : "only as a commander attached";
    }
    return m;
}

} // namespace adc::mwan
