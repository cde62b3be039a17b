#include "common.hpp"

#include "adc/owed_tests.hpp"

#include "adc/number_text.hpp"
#include "adc/request_units.hpp"
#include "adc/scenario_play.hpp"

#include <cmath>

namespace adc::jackson {

const Unit& unitParam(const GameState& state, const json& params, const std::string& name) {
    return adc::unitParam(state, params, name, "has been eliminated");
}

bool isIndian(const JacksonRuleset& rs, const Unit& u) {
    return rs.tables().troop(u.kind).indian;
}

bool onHorseback(const JacksonRuleset& rs, const Unit& u) {
    return rs.tables().troop(u.kind).mounted && u.attr<int>("unhorsed", 0) < u.strength;
}

bool hasActiveLeader(const Unit& u) {
    for (const auto& l : u.leaders) {
        if (l.status == "active") {
            return true;
        }
    }
    return false;
}

bool inCommand(const JacksonRuleset& rs, const Unit& u, double commandDistance) {
    return hasActiveLeader(u) && commandDistance <= rs.tables().commandRadius;
}

std::vector<const Unit*> mountedStillToMove(const JacksonRuleset& rs, const GameState& state,
                                            const std::string& side) {
    std::vector<const Unit*> out;
    for (const Unit& u : state.units) {
        // A unit that has not arrived yet (a scenario's reinforcement) has nothing to move.
        if (!u.eliminated() && onTable(state, u.id) && (side.empty() || u.side == side) &&
            onHorseback(rs, u) && !u.attr<bool>("moved", false) &&
            !u.attr<bool>("stays_put", false)) {
            out.push_back(&u);
        }
    }
    return out;
}

std::string unitNames(const std::vector<const Unit*>& units) {
    std::string out;
    for (std::size_t i = 0; i < units.size(); ++i) {
        out += (i == 0 ? "" : i + 1 == units.size() ? " and " : ", ") + units[i]->name;
    }
    return out;
}

std::vector<const Unit*> chargersOf(const GameState& state, const Unit& target) {
    std::vector<const Unit*> out;
    for (const Unit& u : state.units) {
        if (!u.eliminated() && u.attr<std::string>("charge_target", "") == target.id) {
            out.push_back(&u);
        }
    }
    return out;
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string bandsText(const RangeBands& b) {
    return "close " + numberText(b.close) + "\", effective " + numberText(b.effective) +
           "\", long " + numberText(b.longest) + "\"";
}

std::string rangeBand(const JacksonRuleset& rs, const GameState& state, const RangeBands& b,
                      double d, const std::string& weaponLabel, const std::string& pointer) {
    if (d > b.longest) {
        throw RuleError(pointer, numberText(d) + "\" is beyond the " + weaponLabel +
                                     "'s long range (" + numberText(b.longest) +
                                     "\"): out of range");
    }
    if (rs.option(state, "range_edges") == "upper_exclusive") {
        return d < b.close ? "close" : d < b.effective ? "effective" : "long";
    }
    return d <= b.close ? "close" : d <= b.effective ? "effective" : "long";
}

const Weapon& weaponOf(const JacksonRuleset& rs, const Unit& u, const std::string& kind,
                       const std::string& pointer) {
    const Weapon* w = rs.tables().weapon(u.attr<std::string>("weapon", ""));
    if (!w) {
        throw RuleError(pointer, u.name + " has no weapon the rules know");
    }
    if (w->kind != kind) {
        const std::string what = kind == "small_arm" ? "a small arm"
                                 : kind == "gun"     ? "a 12-pdr gun"
                                                     : "a Gatling gun";
        throw RuleError(pointer, u.name + " is armed with " + w->label + ", not " + what);
    }
    return *w;
}

bool aimApplies(const JacksonRuleset& rs, const GameState& state, const Unit& u, const Weapon& w) {
    int aimed = u.attr<int>("aimed_turn", 0);
    if (aimed == 0 || aimed != state.turn - 1) {
        return false;
    }
    return w.kind == "small_arm" || rs.option(state, "artillery_aim") == "guns_aim";
}

void checkMayFire(const JacksonRuleset& rs, const Unit& u, int turn, const std::string& pointer) {
    if (u.attr<bool>("moved", false)) {
        throw RuleError(pointer, u.name + " moved this turn: units that move may not shoot");
    }
    if (u.attr<bool>("fired", false)) {
        throw RuleError(pointer, u.name + " has already fired this turn");
    }
    if (u.attr<int>("aimed_turn", 0) != 0 && u.attr<int>("aimed_turn", 0) == turn) {
        throw RuleError(pointer, u.name + " is holding its fire to aim this turn");
    }
    const TroopType& t = rs.tables().troop(u.kind);
    if (t.crew > 0 && u.strength < t.serve) {
        throw RuleError(pointer, u.name + " has " + plural(u.strength, "crewman", "crewmen") +
                                     "; " + std::to_string(t.serve) + " are needed to serve it");
    }
}

void fireConsequences(const JacksonRuleset& rs, const GameState& state, const Unit& target,
                      int figuresLost, const std::string& cause, Outcome& o) {
    if (figuresLost > 0) {
        o.effects.push_back(
            Effect::casualties(target.id, std::min(figuresLost, target.strength), cause));
    }
    std::string why;
    if (rs.option(state, "morale_fired_on") == "every_unit_fired_on") {
        why = "fired on";
        o.steps.push_back({target.name + " was fired on: it tests morale (J3, every unit fired on)",
                           "J3", std::nullopt});
    } else if (target.quality == "green") {
        why = "came under fire (green)";
        o.steps.push_back(
            {target.name + " is green and came under fire: it tests morale", "J3", std::nullopt});
    } else if (target.quality == "regular" && figuresLost > 0) {
        why = "lost a figure (regular)";
        o.steps.push_back(
            {target.name + " is regular and lost a figure: it tests morale", "J3", std::nullopt});
    }
    if (!why.empty() && figuresLost < target.strength) {
        o.effects.push_back(Effect::owed(target.id, "morale", {{"reason", why}}));
        o.result["morale_test"] = true;
    } else {
        o.result["morale_test"] = false;
    }
}

void markFired(const Unit& firer, Outcome& o) {
    o.effects.push_back(Effect::attr(firer.id, "fired", true));
    if (firer.attr<int>("aimed_turn", 0) != 0) {
        o.effects.push_back(Effect::attr(firer.id, "aimed_turn", 0));
    }
}

} // namespace adc::jackson
