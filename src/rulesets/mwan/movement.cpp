// The movement calculator: how far a unit may move this turn in its formation, after a change
// of formation or facing, limbered or not, charging or not, at the stand frontage played; then
// the move's marks and a charge's target owing morale.
#include "mwan_ruleset.hpp"

#include <algorithm>

namespace adc::mwan {

namespace {

// The move asked for, checked, with the formation and limbers it ends in.
struct MovePlan {
    const Unit& unit;
    std::string change;
    std::string formation; // after the change
    bool limbered = false; // after the change
    bool road = false;
    bool charge = false;
    bool noLimbers = false; // M9: the game has no limbers
    double allowance = 0;
};

// Commanders move with their regiment, routed units rout, rallied ones wait a turn.
void refuseWhoMayNotMove(const Unit& u) {
    if (u.kind == "commander") {
        throw RuleError("/params/unit", u.name + " is a commander: he moves with his regiment, "
                                                 "or alone (use commander_check)");
    }
    if (u.status == status::Routed) {
        throw RuleError("/params/unit", u.name + " is routed: it routes back and must be "
                                                 "rallied before it moves");
    }
    if (u.attr<bool>("rallied", false)) {
        throw RuleError("/params/unit", u.name + " rallied this turn and may not move until "
                                                 "next turn");
    }
}

// The formation taken up and the guns limbered or unlimbered, each change refused where the
// unit cannot make it.
void takeUpTheChange(MovePlan& p, const std::string& newFormation) {
    const Unit& u = p.unit;
    if (p.change == "formation") {
        if (newFormation == "same" || newFormation == p.formation) {
            throw RuleError("/params/new_formation", "name the formation taken up");
        }
        p.formation = newFormation;
    } else if (newFormation != "same") {
        throw RuleError("/params/new_formation", "a new formation needs change = formation");
    }
    if (p.change == "limber" || p.change == "unlimber") {
        if (u.kind != "artillery") {
            throw RuleError("/params/change", "only artillery limbers and unlimbers");
        }
        if (p.noLimbers) {
            throw RuleError("/params/change",
                            "there are no limbers in this game (house rule limbers)");
        }
        if (p.limbered == (p.change == "limber")) {
            throw RuleError("/params/change",
                            u.name + " is already " + (p.limbered ? "limbered" : "unlimbered"));
        }
        p.limbered = p.change == "limber";
    }
    if (p.change == "column_wheel" && u.kind != "artillery" && p.formation == "line") {
        throw RuleError("/params/change", "a column wheel needs a unit in column or road column");
    }
    if (p.change == "wheel" && (u.kind == "artillery" || p.formation != "line")) {
        throw RuleError("/params/change", u.kind == "artillery"
                                              ? "unlimbered guns pivot: give a change of facing"
                                              : "a wheel is a line's: a column turns with "
                                                "column_wheel");
    }
}

// Guns limbered (or without limbers) move across country or by road; unlimbered they pivot or
// retire by prolonge.
void gunsAllowance(const MwanRuleset& rs, const GameState& state, MovePlan& p, Outcome& o) {
    const MovementTable& m = rs.tables().movement;
    if (p.charge) {
        throw RuleError("/params/charge", "artillery does not charge");
    }
    if (!p.noLimbers && !p.limbered) {
        p.allowance = m.unlimbered;
        o.steps.push_back(
            {"Unlimbered: pivot or retire by prolonge " + MwanRuleset::fmt(p.allowance) + "\"",
             "/movement/artillery/unlimbered", std::nullopt});
        if (p.road) {
            o.steps.push_back({"On a road: counts for nothing for unlimbered guns",
                               "/movement/artillery/unlimbered", std::nullopt});
        }
        return;
    }
    p.allowance = p.road ? m.limberedRoad : m.limberedCrossCountry;
    o.steps.push_back({std::string(p.noLimbers ? "Guns without limbers" : "Limbered") +
                           (p.road ? " on a road: " : " across country: ") +
                           MwanRuleset::fmt(p.allowance) + "\"",
                       p.road ? "/movement/artillery/limbered_road"
                              : "/movement/artillery/limbered_cross_country",
                       std::nullopt});
    if (p.noLimbers && rs.option(state, "no_limber_rule") == "four_inch_cap") {
        p.allowance = std::min(p.allowance, m.noLimberFireLimit);
        o.steps.push_back({"Without limbers guns never move more than " +
                               MwanRuleset::fmt(m.noLimberFireLimit) + "\" (M9: 4\" cap)",
                           "M9", std::nullopt});
    }
}

// Infantry and cavalry move by formation (faster on a road only in road column); a charge in
// line doubles the move.
void troopsAllowance(const MwanRuleset& rs, MovePlan& p, Outcome& o) {
    const MovementTable& m = rs.tables().movement;
    const Unit& u = p.unit;
    const auto& rates = u.kind == "cavalry" ? m.cavalry : m.infantry;
    auto it = rates.find(p.formation);
    if (it == rates.end()) {
        throw RuleError(p.change == "formation" ? "/params/new_formation" : "/params/unit",
                        "the rules give " + u.kind + " no move in " + idWords(p.formation));
    }
    p.allowance = it->second;
    o.steps.push_back({idWords(u.kind) + " in " + idWords(p.formation) + ": " +
                           MwanRuleset::fmt(p.allowance) + "\"",
                       childPointer(childPointer("/movement", u.kind), p.formation), std::nullopt});
    if (p.road) {
        o.steps.push_back({"On a road: counts for nothing here; infantry and cavalry move "
                           "faster on a road only in road column",
                           childPointer("/movement", u.kind), std::nullopt});
    }
    if (!p.charge) {
        return;
    }
    if (u.attr<bool>("fired", false)) {
        throw RuleError("/params/charge", u.name + " fired this turn and may not charge");
    }
    if (std::find(m.chargeFormations.begin(), m.chargeFormations.end(), p.formation) !=
        m.chargeFormations.end()) {
        p.allowance *= m.chargeMultiplier;
        o.steps.push_back({"Charging in " + idWords(p.formation) + ": move × " +
                               std::to_string(m.chargeMultiplier) + " = " +
                               MwanRuleset::fmt(p.allowance) + "\"",
                           "/movement/charge_multiplier", std::nullopt});
    } else {
        o.steps.push_back({"Charging in " + idWords(p.formation) +
                               ": not doubled (only a "
                               "charge in line doubles)",
                           "/movement/charge_formations", std::nullopt});
    }
}

// A change of formation or facing costs half the move. M13: the author exempted the column's
// turn; the other reading exempts a line's wheel as well ("Wheels and simple column turns are
// exempt").
void payForTheChange(const MwanRuleset& rs, const GameState& state, MovePlan& p, Outcome& o) {
    if (p.change == "none") {
        return;
    }
    const MovementTable& m = rs.tables().movement;
    const std::string cost = rs.option(state, "formation_change_cost");
    const bool wheel = p.change == "column_wheel" || p.change == "wheel";
    const bool free = (p.change == "column_wheel" && cost == "column_wheel_free") ||
                      (wheel && cost == "wheels_free");
    if (free) {
        o.steps.push_back(
            {p.change == "wheel"
                 ? "A line's wheel: no cost (M13: wheels free)"
                 : std::string("Column Right/Left, March: no cost (M13: ") +
                       (cost == "wheels_free" ? "wheels free)" : "column wheels free)"),
             "M13", std::nullopt});
        return;
    }
    p.allowance *= 1.0 - m.changeCostFraction;
    o.steps.push_back({"Change of " + idWords(p.change) + " costs " +
                           MwanRuleset::fmt(m.changeCostFraction * 100) +
                           "% of the move: " + MwanRuleset::fmt(p.allowance) + "\" left",
                       wheel ? "M13" : "/movement/change_cost_fraction", std::nullopt});
}

// Every distance is written for 1.5" stands; another frontage scales it.
void scaleToTheFrontage(const MwanRuleset& rs, const GameState& state, MovePlan& p, Outcome& o) {
    const Fraction s = rs.scale(state);
    if (s.numerator == s.denominator) {
        return;
    }
    p.allowance = rs.inches(state, p.allowance);
    o.steps.push_back({"Stand frontage " + rs.label(rs.option(state, "base_size")) +
                           ": every distance × " + std::to_string(s.numerator) + "/" +
                           std::to_string(s.denominator) + " = " + MwanRuleset::fmt(p.allowance) +
                           "\"",
                       childPointer("/scale", rs.option(state, "base_size")), std::nullopt});
}

// The distance moved, if given, within the allowance; M9 move_or_fire tells the guns moved
// too far to fire. Returns the summary's words for the move.
std::string moveTheDistance(const MwanRuleset& rs, const GameState& state, const json& params,
                            const MovePlan& p, Outcome& o) {
    const Unit& u = p.unit;
    const std::string fmtAllowance = MwanRuleset::fmt(p.allowance);
    if (!params.contains("distance") || params["distance"].is_null()) {
        return "Move: " + u.name + " may move " + fmtAllowance + "\"";
    }
    const double d = params["distance"].get<double>();
    if (d > p.allowance + 1e-9) {
        throw RuleError("/params/distance", u.name + " may move only " + fmtAllowance + "\", not " +
                                                MwanRuleset::fmt(d) + "\"");
    }
    o.result["distance"] = d;
    o.effects.push_back(Effect::attr(u.id, "moved", u.attr<double>("moved", 0) + d));
    const double limit = rs.inches(state, rs.tables().movement.noLimberFireLimit);
    if (u.kind == "artillery" && p.noLimbers &&
        rs.option(state, "no_limber_rule") == "move_or_fire" &&
        u.attr<double>("moved", 0) + d > limit) {
        o.steps.push_back({"Moved more than " + MwanRuleset::fmt(limit) +
                               "\" without limbers: may not fire this turn (M9: move or fire)",
                           "M9", std::nullopt});
    }
    return "Move: " + u.name + " " + MwanRuleset::fmt(d) + "\" of " + fmtAllowance + "\"";
}

// The unit charged, if named, must cast morale at once; " <name>" for the summary, or "".
std::string chargeTarget(const MwanRuleset& rs, const json& params, const GameState& state,
                         const Unit& charger, Outcome& o) {
    if (params["charge_target"].is_null()) {
        return {};
    }
    const Unit& target = rs.unitParam(state, params, "charge_target");
    if (target.side == charger.side) {
        throw RuleError("/params/charge_target", target.name + " is on the same side");
    }
    Bookkeeping books(state);
    rs.moraleDue(books, target, "charged", 0);
    books.emit(o.effects);
    o.steps.push_back(
        {target.name + " is charged and must cast morale", rs.phaseRule("morale"), std::nullopt});
    return " " + target.name;
}

} // namespace

Outcome MwanRuleset::move(const json& params, const GameState& state) const {
    const Unit& u = unitParam(state, params, "unit");
    MovePlan p{u,
               params.at("change").get<std::string>(),
               u.attr<std::string>("formation", "line"),
               u.attr<bool>("limbered", false),
               params.at("road").get<bool>(),
               params.at("charge").get<bool>(),
               option(state, "limbers") == "no_limbers"};
    refuseWhoMayNotMove(u);
    Outcome o;
    takeUpTheChange(p, params.at("new_formation").get<std::string>());
    if (u.kind == "artillery") {
        gunsAllowance(*this, state, p, o);
    } else {
        troopsAllowance(*this, p, o);
    }
    payForTheChange(*this, state, p, o);
    scaleToTheFrontage(*this, state, p, o);
    o.result = {{"allowance", p.allowance}};
    std::string summary = moveTheDistance(*this, state, params, p, o);
    if (p.formation != u.attr<std::string>("formation", "line")) {
        o.effects.push_back(Effect::attr(u.id, "formation", p.formation));
    }
    if (p.limbered != u.attr<bool>("limbered", false)) {
        o.effects.push_back(Effect::attr(u.id, "limbered", p.limbered));
    }
    if (p.charge) {
        o.effects.push_back(Effect::attr(u.id, "charging", true));
        summary += ", charging" + chargeTarget(*this, params, state, u, o);
    } else if (!params["charge_target"].is_null()) {
        throw RuleError("/params/charge_target", "a charge target needs charge = true");
    }
    o.summary = summary;
    return o;
}

} // namespace adc::mwan
