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
    if (u.attr<int>("order_turn", 0) != s.turn) {
        throw RuleError("/params/unit",
                        u.name + " has no written order for move " + std::to_string(s.turn));
    }
    std::string order = u.attr<std::string>("order", "");
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

// What a move request asks, read once.
struct MoveRequest {
    std::string pace, surface, form, dismount;
    int obstacles = 0;
    bool withGun = true;
};

MoveRequest readMove(const json& p) {
    return {p.at("pace").get<std::string>(),
            p.at("surface").get<std::string>(),
            p.at("formation_change").get<std::string>(),
            p.at("dismount").get<std::string>(),
            p.at("obstacles").get<int>(),
            p.at("with_gun").get<bool>()};
}

// Refuses a unit that may not move at all this move: the first move, routed, busy, already
// moved, or resting after its successive charges.
void checkMayMove(const Tables& t, const GameState& s, const Unit& u, bool chargedLast) {
    if (s.turn <= t.noMovementMoves) {
        throw RuleError("/params/unit", "troops may not move on the first move");
    }
    if (u.status == status::Routed) {
        throw RuleError("/params/unit", u.name + " is routed and has left the battle");
    }
    if (u.attr<int>("busy_turn", 0) == s.turn) {
        throw RuleError("/params/unit", u.name + " spends this move on other work");
    }
    if (u.attr<int>("moved_turn", 0) == s.turn) {
        throw RuleError("/params/unit", u.name + " has already moved this move");
    }
    const int inRow = u.attr<int>("charges_in_row", 0);
    if (chargedLast && inRow >= t.successiveCharges) {
        throw RuleError("/params/unit", u.name + " made " + std::to_string(inRow) +
                                            " charges in succession and must rest this move");
    }
}

// The rate of section B the unit moves at: its inches, the words of why, where the rate stands
// in the file, and whether the light troops' bonus applies.
struct BaseRate {
    double inches = 0;
    std::string basis, pointer;
    bool light = false;
};

BaseRate baseRate(const Tables& t, const Unit& u, const MoveRequest& m) {
    const std::string formation = u.attr<std::string>("formation", "line");
    const bool road = m.surface == "road";
    auto pick = [&](const PaceRates& r) {
        const Rates& x = m.pace == "charge" ? r.charge : r.march;
        return road ? x.road : x.crossCountry;
    };
    BaseRate r;
    std::string rates;
    if (isMounted(u)) {
        r.inches = pick(t.cavalry);
        rates = "/movement/cavalry";
        r.basis = u.kind == "horse_artillery" ? "horse artillery moves like cavalry" : "mounted";
    } else {
        bool column = formation == "column";
        r.inches = pick(column ? t.infantryColumn : t.infantryLine);
        rates = childPointer("/movement/infantry", column ? "column" : "line");
        r.basis = std::string("infantry ") + (column ? "column" : "line");
        bool gun = contains(t.cannonKinds, u.kind) || u.kind == "gatling";
        if (gun) {
            r.light = !m.withGun;
            r.basis = m.withGun ? "crew moving a cannon: like infantry " + formation
                                : "crew without the cannon: like individuals";
        } else if (contains(t.lightKinds, u.kind) || u.kind == "cavalry" || u.kind == "engineer" ||
                   u.kind == "officer") {
            r.light = true;
            r.basis +=
                u.kind == "cavalry" ? ", dismounted cavalry like light infantry" : ", " + u.kind;
        }
    }
    r.pointer = childPointer(childPointer(rates, m.pace == "charge" ? "charge" : "march"),
                             road ? "road" : "cross_country");
    return r;
}

// The rate with the light troops' bonus and the deductions for obstacles and for a charge made
// last move (G9, G10), each a step.
double adjustedInches(const BlueGrayRuleset& rs, const GameState& s, const Unit& u,
                      const MoveRequest& m, const BaseRate& rate, bool chargedLast, Outcome& o) {
    const Tables& t = rs.tables();
    double inches = rate.inches;
    if (rate.light) {
        inches += t.lightBonus;
        o.steps.push_back(
            {"Light infantry, skirmishers and individuals add " + numberText(t.lightBonus) + "\"",
             "/movement/light_bonus", static_cast<int>(t.lightBonus)});
    }
    if (m.obstacles > 0) {
        bool each = rs.option(s, "obstacle_deduction") == "per_obstacle";
        double d = t.obstacle * (each ? m.obstacles : 1);
        inches -= d;
        o.steps.push_back({"Obstacles (" + std::to_string(m.obstacles) + "): -" + numberText(d) +
                               "\"" + (each ? " (each)" : " (once per move)"),
                           "G10", -static_cast<int>(std::lround(d))});
    }
    if (chargedLast) {
        bool full = m.pace == "charge" && rs.option(s, "second_charge") == "full";
        double d = isMounted(u) ? t.afterChargeCavalry : t.afterChargeInfantry;
        if (full) {
            o.steps.push_back(
                {"Second charge in succession at full speed (rest next move)", "G9", std::nullopt});
        } else {
            inches -= d;
            o.steps.push_back({"After a charge move: -" + numberText(d) + "\"", "G9",
                               -static_cast<int>(std::lround(d))});
        }
    }
    return inches;
}

// Forming or leaving square takes the whole move (inches become 0); line and column change as
// the unit moves.
void changeFormation(const Unit& u, const MoveRequest& m, double& inches, Outcome& o) {
    const std::string formation = u.attr<std::string>("formation", "line");
    const std::string& form = m.form;
    const bool leaving = form == "leave_square_line" || form == "leave_square_column";
    if (formation == "square" && !leaving) {
        throw RuleError("/params/formation_change",
                        u.name + " is in square: it takes a move to form line or column first");
    }
    if (form == "form_square" || leaving) {
        if (form == "form_square" && isMounted(u)) {
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
}

// Remounting takes the move; the horses are back.
void remount(const Unit& u, double& inches, Outcome& o) {
    std::string horses = u.attr<std::string>("horses", "none");
    if (isMounted(u) || (horses != "held" && horses != "picketed")) {
        throw RuleError("/params/dismount", u.name + " has no horses to mount");
    }
    inches = 0;
    o.effects.push_back(Effect::attr(u.id, "mount", "mounted"));
    o.effects.push_back(Effect::attr(u.id, "horses", "none"));
    o.effects.push_back(Effect::attr(u.id, "horse_holders", 0));
    o.steps.push_back(
        {"Remounts: the move is spent mounting", "/unit_schema/attributes/mount", std::nullopt});
}

// Dismounting: with horse holders (a short advance, the rest may fire), picketing the horses
// (the move and its fire spent) or letting them stampede.
void dismount(const Tables& t, const GameState& s, const Unit& u, const std::string& how,
              double& inches, json& extra, Outcome& o) {
    if (!isMounted(u)) {
        throw RuleError("/params/dismount", u.name + " is already on foot");
    }
    o.effects.push_back(Effect::attr(u.id, "mount", "dismounted"));
    if (how == "horse_holders") {
        int holders = (u.strength + t.horsesPerHolder - 1) / t.horsesPerHolder;
        inches = t.dismountAdvance;
        o.effects.push_back(Effect::attr(u.id, "horses", "held"));
        o.effects.push_back(Effect::attr(u.id, "horse_holders", holders));
        o.steps.push_back({"Dismounts, moves " + numberText(inches) + "\" and may fire; " +
                               std::to_string(holders) + " horse holders (1 per " +
                               std::to_string(t.horsesPerHolder) + ")",
                           "/movement/horses_per_holder", std::nullopt});
        extra["horse_holders"] = holders;
    } else if (how == "picket") {
        inches = 0;
        o.effects.push_back(Effect::attr(u.id, "horses", "picketed"));
        o.effects.push_back(Effect::attr(u.id, "busy_turn", s.turn));
        o.steps.push_back({"Dismounts and pickets the horses: no fire this move",
                           "/unit_schema/attributes/horses", std::nullopt});
    } else {
        inches = 0;
        double run = t.cavalry.charge.crossCountry;
        o.effects.push_back(Effect::attr(u.id, "horses", "stampeded"));
        o.steps.push_back(
            {"Dismounts and lets the horses stampede " + numberText(run) + "\" (charging speed)",
             "/movement/cavalry/charge/cross_country", std::nullopt});
        extra["stampede_inches"] = run;
    }
}

// What the move leaves on the unit: moved (a gun's crew without it has not moved the gun), and
// the count of successive charges.
void recordMove(const Tables& t, const GameState& s, const Unit& u, const MoveRequest& m,
                bool chargedLast, Outcome& o) {
    bool gun = contains(t.cannonKinds, u.kind);
    if (!gun || m.withGun) {
        o.effects.push_back(Effect::attr(u.id, "moved_turn", s.turn));
    }
    if (m.pace == "charge") {
        const int inRow = u.attr<int>("charges_in_row", 0);
        o.effects.push_back(Effect::attr(u.id, "last_charge_turn", s.turn));
        o.effects.push_back(Effect::attr(u.id, "charges_in_row", chargedLast ? inRow + 1 : 1));
    } else if (u.attr<int>("charges_in_row", 0) != 0) {
        o.effects.push_back(Effect::attr(u.id, "charges_in_row", 0));
    }
}

} // namespace

// The movement calculator: may it move, its rate, the additions and deductions, a formation
// change or a dismount, then what the move leaves on the unit.
Outcome BlueGrayRuleset::move(const json& p, const GameState& s) const {
    const Unit& u = unitParam(s, p, "unit");
    const MoveRequest m = readMove(p);
    const bool chargedLast = u.attr<int>("last_charge_turn", 0) == s.turn - 1 && s.turn > 1;
    checkMayMove(t_, s, u, chargedLast);
    checkOrder(t_, s, u, m.pace, m.form, m.dismount);
    const BaseRate rate = baseRate(t_, u, m);
    Outcome o;
    o.steps.push_back({rate.basis + ", " + m.pace + " " +
                           (m.surface == "road" ? "on road" : "cross country") + ": " +
                           numberText(rate.inches) + "\"",
                       rate.pointer, std::nullopt});
    double inches = adjustedInches(*this, s, u, m, rate, chargedLast, o);
    changeFormation(u, m, inches, o);
    json extra = json::object();
    if (m.dismount != "none") {
        if (u.kind != "cavalry") {
            throw RuleError("/params/dismount", "only cavalry dismount and remount");
        }
        if (m.dismount == "remount") {
            remount(u, inches, o);
        } else {
            dismount(t_, s, u, m.dismount, inches, extra, o);
        }
    }
    inches = std::max(0.0, inches);
    recordMove(t_, s, u, m, chargedLast, o);
    o.summary = "Move: " + u.name + " " + (m.pace == "charge" ? "charges" : "may move") +
                " up to " + numberText(inches) + "\"";
    o.result = {{"inches", inches}, {"rate", rate.inches}};
    o.result.update(extra);
    return o;
}

} // namespace adc::bluegray
