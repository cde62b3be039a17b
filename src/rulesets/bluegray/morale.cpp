// Morale after being fired on, and the shrinking rally throws of section E.
#include "bluegray_ruleset.hpp"

#include "adc/owed_tests.hpp"
#include <algorithm>

namespace adc::bluegray {

namespace {

void clearDue(Outcome& o, const GameState& s, const std::string& unit) {
    if (owedTest(s, unit, "morale")) {
        o.effects.push_back(Effect::owed(unit, "morale", nullptr));
    }
}

} // namespace

Outcome BlueGrayRuleset::morale(const json& p, const GameState& s, Dice& dice) const {
    const Unit& u = unitParam(s, p, "unit");
    Outcome o;
    clearDue(o, s, u.id);
    if (u.status == status::Routed || u.status == status::Retreating) {
        throw RuleError("/params/unit", u.name + " is already " + u.status + " (use rally)");
    }
    if (contains(t_.noTestKinds, u.kind) || contains(t_.noTestQualities, u.quality)) {
        const bool byKind = contains(t_.noTestKinds, u.kind);
        const std::string why = byKind ? u.kind : u.quality;
        o.steps.push_back({u.name + " (" + why + ") has no morale problems",
                           byKind ? "/morale/no_test_kinds" : "/morale/no_test_qualities",
                           std::nullopt});
        o.summary = "Morale: " + u.name + " stands (no test)";
        o.result = {{"passed", true}, {"tested", false}};
        return o;
    }
    auto it = t_.retreatFaces.find(u.quality);
    if (it == t_.retreatFaces.end()) {
        throw RuleError("/params/unit", "no morale line for quality " + u.quality);
    }
    int face = dice.roll(t_.die, "morale: " + u.name);
    bool retreat = std::find(it->second.begin(), it->second.end(), face) != it->second.end();
    std::string faces;
    for (int f : it->second) {
        faces += (faces.empty() ? "" : ", ") + std::to_string(f);
    }
    o.steps.push_back({u.quality + " infantry: " + faces + " retreat; thrown " +
                           std::to_string(face) + ": " + (retreat ? "RETREAT" : "STAND"),
                       childPointer("/morale/retreat_faces", u.quality), std::nullopt});
    if (retreat) {
        o.effects.push_back(Effect::status(u.id, status::Retreating));
        o.effects.push_back(Effect::attr(u.id, "retreat_turn", s.turn));
        if (option(s, "rally_restart") == "restart") {
            o.effects.push_back(Effect::attr(u.id, "rally_count", 0));
        }
        o.steps.push_back({"Retreats this move (one charge move back, G13); throws to rally next "
                           "move",
                           "G13", std::nullopt});
    }
    o.summary = "Morale: " + u.name + (retreat ? " retreats" : " stands");
    o.result = {{"passed", !retreat}, {"tested", true}, {"throw", face}};
    return o;
}

Outcome BlueGrayRuleset::rally(const json& p, const GameState& s, Dice& dice) const {
    const Unit& u = unitParam(s, p, "unit");
    if (u.status != status::Retreating) {
        throw RuleError("/params/unit", u.name + " is not retreating (" + u.status + ")");
    }
    if (u.attr<int>("rally_turn", 0) == s.turn) {
        throw RuleError("/params/unit", u.name + " has already thrown to rally this move");
    }
    if (u.attr<int>("retreat_turn", 0) >= s.turn) {
        throw RuleError("/params/unit", u.name + " retreated this move; it rallies from next move");
    }
    int count = u.attr<int>("rally_count", 0);
    int need = t_.rallyFirstNeed + count;
    Outcome o;
    int face = dice.roll(t_.die, "rally: " + u.name);
    bool rallied = face >= need;
    o.steps.push_back(
        {"Rally needs " + std::to_string(need) + "-" + std::to_string(t_.die.highest()) +
             " (failed before: " + std::to_string(count) + "); thrown " + std::to_string(face),
         "/morale/rally_first_need", std::nullopt});
    o.effects.push_back(Effect::attr(u.id, "rally_turn", s.turn));
    bool routed = false;
    if (rallied) {
        o.effects.push_back(Effect::status(u.id, status::GoodOrder));
        o.steps.push_back({u.name + " rallies", "/morale/rally_first_need", std::nullopt});
    } else if (need >= t_.rallyLastNeed) {
        routed = true;
        o.effects.push_back(Effect::status(u.id, status::Routed));
        o.steps.push_back({"Failed on the last number: routed, and cannot come back to the "
                           "battlefield",
                           "/morale/rally_last_need", std::nullopt});
    } else {
        o.effects.push_back(Effect::attr(u.id, "rally_count", count + 1));
        o.steps.push_back({"Continues retreating; next move needs " + std::to_string(need + 1) +
                               "-" + std::to_string(t_.die.highest()),
                           "/morale/rally_last_need", std::nullopt});
    }
    o.summary = "Rally: " + u.name +
                (rallied  ? " rallies"
                 : routed ? " is routed"
                          : " keeps retreating");
    o.result = {{"rallied", rallied}, {"routed", routed}, {"need", need}, {"throw", face}};
    return o;
}

} // namespace adc::bluegray
