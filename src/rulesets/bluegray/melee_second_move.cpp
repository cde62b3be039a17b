// The second move of a melee (section D): the loser retreats one charge move, the winner holds
// the ground or withdraws; a melee without a result ends with both sides apart.
#include "bluegray_ruleset.hpp"

namespace adc::bluegray {

namespace {

// One charge move cross country for the loser's kind and formation, light troops' bonus added,
// with where the rate stands in the file.
std::pair<double, std::string> retreatMove(const Tables& t, const Unit& l) {
    const std::string formation = l.attr<std::string>("formation", "line");
    double inches = isMounted(l)            ? t.cavalry.charge.crossCountry
                    : formation == "column" ? t.infantryColumn.charge.crossCountry
                                            : t.infantryLine.charge.crossCountry;
    const std::string rate = childPointer(
        isMounted(l) ? "/movement/cavalry/charge"
                     : childPointer(childPointer("/movement/infantry",
                                                 formation == "column" ? "column" : "line"),
                                    "charge"),
        "cross_country");
    if (!isMounted(l) && (contains(t.lightKinds, l.kind) || l.kind == "engineer" ||
                          l.kind == "officer" || l.kind == "cavalry")) {
        inches += t.lightBonus;
    }
    return {inches, rate};
}

// The melee the attacker fought, taken out of the list of melees (`kept` holds the others).
json takeMelee(const GameState& s, const Unit& a, json& kept) {
    json found;
    for (const auto& m : s.flags.value("melees", json::array())) {
        if (found.is_null() && m.value("attacker", "") == a.id) {
            found = m;
        } else {
            kept.push_back(m);
        }
    }
    if (found.is_null()) {
        throw RuleError("/params/attacker", a.name + " is not the attacker of a melee");
    }
    if (found.value("turn", 0) >= s.turn) {
        throw RuleError("/params/attacker",
                        "the melee was fought this move; withdrawal or consolidation is next move");
    }
    return found;
}

} // namespace

Outcome BlueGrayRuleset::meleeSecondMove(const json& p, const GameState& s) const {
    const Unit& a = unitParam(s, p, "attacker");
    json kept = json::array();
    const json found = takeMelee(s, a, kept);
    Outcome o;
    o.effects.push_back(Effect::flag("melees", kept.empty() ? json(nullptr) : kept));
    std::string loser = found.value("loser", "");
    std::string winner = found.value("winner", "");
    std::string choice = p.at("winner").get<std::string>();
    json result = {{"winner", winner}, {"loser", loser}, {"winner_choice", choice}};
    if (loser.empty()) {
        o.steps.push_back({"The melee had no result: both sides stand apart", "G6", std::nullopt});
        o.summary = "Melee ends: no result";
    } else {
        const Unit* l = s.unit(loser);
        const Unit* w = s.unit(winner);
        const auto [inches, rate] = retreatMove(t_, *l);
        if (!l->eliminated()) {
            o.effects.push_back(Effect::attr(l->id, "moved_turn", s.turn));
        }
        o.steps.push_back(
            {l->name + " lost and must retreat one charge move (" + numberText(inches) + "\")",
             rate, std::nullopt});
        o.steps.push_back({w->name + (choice == "hold" ? " holds the ground won" : " withdraws") +
                               "; it may not advance",
                           "/melee", std::nullopt});
        result["retreat_inches"] = inches;
        o.summary = "Melee ends: " + l->name + " retreats " + numberText(inches) + "\", " +
                    w->name + (choice == "hold" ? " holds" : " withdraws");
    }
    o.result = result;
    return o;
}

} // namespace adc::bluegray
