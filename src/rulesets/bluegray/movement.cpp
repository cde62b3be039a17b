// The movement calculator: every rate of section B and its deductions.
#include "bluegray_ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc::bluegray {

namespace {

void checkOrder(const Tables& t, const GameState& s, const Unit& u, const std::string& pace,
                const std::string& form, const std::string& dismount) {
    if (contains(t.orderExemptKinds, u.kind)) {
        return;
    }
    if (attrInt(u, "order_turn") != s.turn) {
        throw RuleError("/params/unit",
                        u.name + " has no written order for move " + std::to_string(s.turn));
    }
    std::string order = attrText(u, "order");
    std::string kind = order.substr(0, order.find(' '));
    if (form == "form_square" && kind != "form_square") {
        throw RuleError("/params/formation_change",
                        u.name + "'s order is \"" + order + "\", not form_square");
    }
    if ((form == "leave_square_line" || form == "leave_square_column") && kind != "leave_square") {
        throw RuleError("/params/formation_change",
                        u.name + "'s order is \"" + order + "\", not leave_square");
    }
    if (dismount != "none" && kind != "dismount" && kind != "mount" &&
        !contains(t.movingOrders, kind)) {
        throw RuleError("/params/dismount", u.name + "'s order is \"" + order + "\"");
    }
    if (pace == "charge" && kind != "charge") {
        throw RuleError("/params/pace", u.name + "'s order is \"" + order + "\", not a charge");
    }
    if (form == "none" && dismount == "none" && !contains(t.movingOrders, kind)) {
        throw RuleError("/params/unit",
                        u.name + " is ordered to \"" + order + "\" and may not move");
    }
}

} // namespace

Outcome BlueGrayRuleset::move(const json& p, const GameState& s) const {
    const Unit& u = unitParam(s, p, "unit");
    std::string pace = p.at("pace").get<std::string>();
    std::string surface = p.at("surface").get<std::string>();
    int obstacles = p.at("obstacles").get<int>();
    bool withGun = p.at("with_gun").get<bool>();
    std::string form = p.at("formation_change").get<std::string>();
    std::string dismount = p.at("dismount").get<std::string>();
    Outcome o;
    if (s.turn <= t_.noMovementMoves) {
        throw RuleError("/params/unit", "troops may not move on the first move");
    }
    if (u.status == status::Routed) {
        throw RuleError("/params/unit", u.name + " is routed and has left the battle");
    }
    if (attrInt(u, "busy_turn") == s.turn) {
        throw RuleError("/params/unit", u.name + " spends this move on other work");
    }
    if (attrInt(u, "moved_turn") == s.turn) {
        throw RuleError("/params/unit", u.name + " has already moved this move");
    }
    int inRow = attrInt(u, "charges_in_row");
    bool chargedLast = attrInt(u, "last_charge_turn") == s.turn - 1 && s.turn > 1;
    if (chargedLast && inRow >= t_.successiveCharges) {
        throw RuleError("/params/unit", u.name + " made " + std::to_string(inRow) +
                                            " charges in succession and must rest this move");
    }
    checkOrder(t_, s, u, pace, form, dismount);
    std::string formation = u.attr<std::string>("formation", "line");
    bool mounted = isMounted(u);
    bool road = surface == "road";
    auto pick = [&](const PaceRates& r) {
        const Rates& x = pace == "charge" ? r.charge : r.march;
        return road ? x.road : x.crossCountry;
    };
    double rate = 0;
    std::string basis, rates; // rates: where the rate stands in the file
    bool light = false;
    if (mounted) {
        rate = pick(t_.cavalry);
        rates = "/movement/cavalry";
        basis = u.kind == "horse_artillery" ? "horse artillery moves like cavalry" : "mounted";
    } else {
        bool column = formation == "column";
        rate = pick(column ? t_.infantryColumn : t_.infantryLine);
        rates = childPointer("/movement/infantry", column ? "column" : "line");
        basis = std::string("infantry ") + (column ? "column" : "line");
        bool gun = contains(t_.cannonKinds, u.kind) || u.kind == "gatling";
        if (gun) {
            light = !withGun;
            basis = withGun ? "crew moving a cannon: like infantry " + formation
                            : "crew without the cannon: like individuals";
        } else if (contains(t_.lightKinds, u.kind) || u.kind == "cavalry" || u.kind == "engineer" ||
                   u.kind == "officer") {
            light = true;
            basis +=
                u.kind == "cavalry" ? ", dismounted cavalry like light infantry" : ", " + u.kind;
        }
    }
    o.steps.push_back(
        {basis + ", " + pace + " " + (road ? "on road" : "cross country") + ": " + fmt(rate) + "\"",
         childPointer(childPointer(rates, pace == "charge" ? "charge" : "march"),
                      road ? "road" : "cross_country"),
         std::nullopt});
    double inches = rate;
    if (light) {
        inches += t_.lightBonus;
        o.steps.push_back(
            {"Light infantry, skirmishers and individuals add " + fmt(t_.lightBonus) + "\"",
             "/movement/light_bonus", static_cast<int>(t_.lightBonus)});
    }
    if (obstacles > 0) {
        bool each = option(s, "obstacle_deduction") == "per_obstacle";
        double d = t_.obstacle * (each ? obstacles : 1);
        inches -= d;
        o.steps.push_back({"Obstacles (" + std::to_string(obstacles) + "): -" + fmt(d) + "\"" +
                               (each ? " (each)" : " (once per move)"),
                           "G10", -static_cast<int>(std::lround(d))});
    }
    if (chargedLast) {
        bool full = pace == "charge" && option(s, "second_charge") == "full";
        double d = mounted ? t_.afterChargeCavalry : t_.afterChargeInfantry;
        if (full) {
            o.steps.push_back(
                {"Second charge in succession at full speed (rest next move)", "G9", std::nullopt});
        } else {
            inches -= d;
            o.steps.push_back({"After a charge move: -" + fmt(d) + "\"", "G9",
                               -static_cast<int>(std::lround(d))});
        }
    }
    if (formation == "square" && form != "leave_square_line" && form != "leave_square_column") {
        throw RuleError("/params/formation_change",
                        u.name + " is in square: it takes a move to form line or column first");
    }
    if (form == "form_square" || form == "leave_square_line" || form == "leave_square_column") {
        if (form == "form_square" && mounted) {
            throw RuleError("/params/formation_change", "mounted troops do not form square");
        }
        if ((form == "form_square") == (formation == "square")) {
            throw RuleError("/params/formation_change",
                            u.name + " is " + (formation == "square" ? "already" : "not") +
                                " in square");
        }
        inches = 0;
        std::string to = form == "form_square"         ? "square"
                         : form == "leave_square_line" ? "line"
                                                       : "column";
        o.effects.push_back(Effect::attr(u.id, "formation", to));
        o.steps.push_back({"Forming " + to + " takes the whole move without gaining ground",
                           "/unit_schema/attributes/formation", std::nullopt});
    } else if (form == "line" || form == "column") {
        o.effects.push_back(Effect::attr(u.id, "formation", form));
        o.steps.push_back(
            {"Forms " + form + " as it moves", "/unit_schema/attributes/formation", std::nullopt});
    }
    json extra = json::object();
    if (dismount != "none") {
        if (u.kind != "cavalry") {
            throw RuleError("/params/dismount", "only cavalry dismount and remount");
        }
        std::string horses = u.attr<std::string>("horses", "none");
        if (dismount == "remount") {
            if (mounted || (horses != "held" && horses != "picketed")) {
                throw RuleError("/params/dismount", u.name + " has no horses to mount");
            }
            inches = 0;
            o.effects.push_back(Effect::attr(u.id, "mount", "mounted"));
            o.effects.push_back(Effect::attr(u.id, "horses", "none"));
            o.effects.push_back(Effect::attr(u.id, "horse_holders", 0));
            o.steps.push_back({"Remounts: the move is spent mounting",
                               "/unit_schema/attributes/mount", std::nullopt});
        } else {
            if (!mounted) {
                throw RuleError("/params/dismount", u.name + " is already on foot");
            }
            o.effects.push_back(Effect::attr(u.id, "mount", "dismounted"));
            if (dismount == "horse_holders") {
                int holders = (u.strength + t_.horsesPerHolder - 1) / t_.horsesPerHolder;
                inches = t_.dismountAdvance;
                o.effects.push_back(Effect::attr(u.id, "horses", "held"));
                o.effects.push_back(Effect::attr(u.id, "horse_holders", holders));
                o.steps.push_back({"Dismounts, moves " + fmt(inches) + "\" and may fire; " +
                                       std::to_string(holders) + " horse holders (1 per " +
                                       std::to_string(t_.horsesPerHolder) + ")",
                                   "/movement/horses_per_holder", std::nullopt});
                extra["horse_holders"] = holders;
            } else if (dismount == "picket") {
                inches = 0;
                o.effects.push_back(Effect::attr(u.id, "horses", "picketed"));
                o.effects.push_back(Effect::attr(u.id, "busy_turn", s.turn));
                o.steps.push_back({"Dismounts and pickets the horses: no fire this move",
                                   "/unit_schema/attributes/horses", std::nullopt});
            } else {
                inches = 0;
                double run = t_.cavalry.charge.crossCountry;
                o.effects.push_back(Effect::attr(u.id, "horses", "stampeded"));
                o.steps.push_back(
                    {"Dismounts and lets the horses stampede " + fmt(run) + "\" (charging speed)",
                     "/movement/cavalry/charge/cross_country", std::nullopt});
                extra["stampede_inches"] = run;
            }
        }
    }
    inches = std::max(0.0, inches);
    bool gun = contains(t_.cannonKinds, u.kind);
    if (!gun || withGun) {
        o.effects.push_back(Effect::attr(u.id, "moved_turn", s.turn));
    }
    if (pace == "charge") {
        o.effects.push_back(Effect::attr(u.id, "last_charge_turn", s.turn));
        o.effects.push_back(Effect::attr(u.id, "charges_in_row", chargedLast ? inRow + 1 : 1));
    } else if (attrInt(u, "charges_in_row") != 0) {
        o.effects.push_back(Effect::attr(u.id, "charges_in_row", 0));
    }
    o.summary = "Move: " + u.name + " " + (pace == "charge" ? "charges" : "may move") + " up to " +
                fmt(inches) + "\"";
    o.result = {{"inches", inches}, {"rate", rate}};
    o.result.update(extra);
    return o;
}

} // namespace adc::bluegray
