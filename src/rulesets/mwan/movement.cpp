// Alternate movement: who moves first, the movement calculator, commanders attaching and keeping
// their distance from the enemy.
#include "adc/ties.hpp"
#include "mwan_ruleset.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace adc::mwan {

namespace {

std::string words(const std::string& id) {
    std::string s = id;
    for (auto& c : s) {
        c = c == '_' ? ' ' : c;
    }
    return s;
}

// Under the odds walk "roll again on a tie" picks the deciding throws at once (adc/ties.hpp)
// among the 30 differing pairs, ordered so that the first side's wins come first, split in two
// bands (2 branches): only who moves first is read.
WalkedPairs decidingThrows(const Die& die) {
    WalkedPairs w;
    for (bool firstWins : {true, false}) {
        for (int ra = die.lowest; ra <= die.highest(); ++ra) {
            for (int rb = die.lowest; rb <= die.highest(); ++rb) {
                if (ra != rb && (ra > rb) == firstWins) {
                    w.pairs.push_back({ra, rb});
                }
            }
        }
    }
    w.cuts = {static_cast<int>(w.pairs.size()) / 2};
    return w;
}

} // namespace

Outcome MwanRuleset::initiative(const GameState& state, Dice& dice) const {
    if (state.sides.size() < 2) {
        throw RuleError("/sides", "who moves first needs two sides");
    }
    Outcome o;
    const Side& a = state.sides[0];
    const Side& b = state.sides[1];
    std::string choice = option(state, "first_move");
    const Side* first = nullptr;
    if (choice == "first_side" || choice == "second_side") {
        first = choice == "first_side" ? &a : &b;
        o.steps.push_back(
            {"The scenario has " + first->name + " move first (house rule first_move)",
             "/house_rules/first_move", std::nullopt});
    } else {
        // Ties roll again, with no limit in the rules; the dice decide how often, so the order
        // stays a function of faces.
        const TieThrows th = throwUntilUntied(
            dice, kNoRoundLimit, decidingThrows(tables_.die),
            [&](int round) {
                const int ra = dice.roll(tables_.die, "who moves first: " + a.name + ", roll " +
                                                          std::to_string(round));
                return PairOfThrows{ra,
                                    dice.roll(tables_.die, "who moves first: " + b.name +
                                                               ", roll " + std::to_string(round))};
            },
            [](const PairOfThrows& p) { return p.first == p.second; },
            [](int) { return std::string("who moves first: the deciding throws"); },
            [&](const PairOfThrows& p, int) {
                o.steps.push_back({a.name + " " + std::to_string(p.first) + ", " + b.name + " " +
                                       std::to_string(p.second) +
                                       (p.first == p.second ? ": tie, roll again" : ""),
                                   phaseRule("initiative"), std::nullopt});
            });
        first = th.last.first > th.last.second ? &a : &b;
    }
    o.effects.push_back(Effect::flag(flag::FirstMover, first->id));
    o.summary = "Turn " + std::to_string(state.turn) + ": " + first->name + " moves first";
    o.result = {{"first", first->id}};
    return o;
}

Outcome MwanRuleset::move(const json& params, const GameState& state) const {
    const Unit& u = unitParam(state, params, "unit");
    const MovementTable& m = tables_.movement;
    const std::string change = params.at("change").get<std::string>();
    const std::string newFormation = params.at("new_formation").get<std::string>();
    const bool road = params.at("road").get<bool>();
    const bool charge = params.at("charge").get<bool>();
    const bool noLimbers = option(state, "limbers") == "no_limbers";
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
    Outcome o;
    double allowance = 0;
    std::string formation = u.attr<std::string>("formation", "line");
    bool limbered = u.attr<bool>("limbered", false);
    if (change == "formation") {
        if (newFormation == "same" || newFormation == formation) {
            throw RuleError("/params/new_formation", "name the formation taken up");
        }
        formation = newFormation;
    } else if (newFormation != "same") {
        throw RuleError("/params/new_formation", "a new formation needs change = formation");
    }
    if (change == "limber" || change == "unlimber") {
        if (u.kind != "artillery") {
            throw RuleError("/params/change", "only artillery limbers and unlimbers");
        }
        if (noLimbers) {
            throw RuleError("/params/change",
                            "there are no limbers in this game (house rule limbers)");
        }
        if (limbered == (change == "limber")) {
            throw RuleError("/params/change",
                            u.name + " is already " + (limbered ? "limbered" : "unlimbered"));
        }
        limbered = change == "limber";
    }
    if (change == "column_wheel" && u.kind != "artillery" && formation == "line") {
        throw RuleError("/params/change", "a column wheel needs a unit in column or road column");
    }
    if (change == "wheel" && (u.kind == "artillery" || formation != "line")) {
        throw RuleError("/params/change", u.kind == "artillery"
                                              ? "unlimbered guns pivot: give a change of facing"
                                              : "a wheel is a line's: a column turns with "
                                                "column_wheel");
    }
    if (u.kind == "artillery") {
        if (charge) {
            throw RuleError("/params/charge", "artillery does not charge");
        }
        if (noLimbers || limbered) {
            allowance = road ? m.limberedRoad : m.limberedCrossCountry;
            o.steps.push_back({std::string(noLimbers ? "Guns without limbers" : "Limbered") +
                                   (road ? " on a road: " : " across country: ") + fmt(allowance) +
                                   "\"",
                               road ? "/movement/artillery/limbered_road"
                                    : "/movement/artillery/limbered_cross_country",
                               std::nullopt});
            if (noLimbers && option(state, "no_limber_rule") == "four_inch_cap") {
                allowance = std::min(allowance, m.noLimberFireLimit);
                o.steps.push_back({"Without limbers guns never move more than " +
                                       fmt(m.noLimberFireLimit) + "\" (M9 four_inch_cap)",
                                   "M9", std::nullopt});
            }
        } else {
            allowance = m.unlimbered;
            o.steps.push_back({"Unlimbered: pivot or retire by prolonge " + fmt(allowance) + "\"",
                               "/movement/artillery/unlimbered", std::nullopt});
            if (road) {
                o.steps.push_back({"On a road: counts for nothing for unlimbered guns",
                                   "/movement/artillery/unlimbered", std::nullopt});
            }
        }
    } else {
        const auto& rates = u.kind == "cavalry" ? m.cavalry : m.infantry;
        auto it = rates.find(formation);
        if (it == rates.end()) {
            throw RuleError(change == "formation" ? "/params/new_formation" : "/params/unit",
                            "the rules give " + u.kind + " no move in " + words(formation));
        }
        allowance = it->second;
        o.steps.push_back({words(u.kind) + " in " + words(formation) + ": " + fmt(allowance) + "\"",
                           childPointer(childPointer("/movement", u.kind), formation),
                           std::nullopt});
        if (road) {
            o.steps.push_back({"On a road: counts for nothing here; infantry and cavalry move "
                               "faster on a road only in road column",
                               childPointer("/movement", u.kind), std::nullopt});
        }
        if (charge) {
            if (u.attr<bool>("fired", false)) {
                throw RuleError("/params/charge", u.name + " fired this turn and may not charge");
            }
            bool doubles = std::find(m.chargeFormations.begin(), m.chargeFormations.end(),
                                     formation) != m.chargeFormations.end();
            if (doubles) {
                allowance *= m.chargeMultiplier;
                o.steps.push_back({"Charging in " + words(formation) + ": move × " +
                                       std::to_string(m.chargeMultiplier) + " = " + fmt(allowance) +
                                       "\"",
                                   "/movement/charge_multiplier", std::nullopt});
            } else {
                o.steps.push_back({"Charging in " + words(formation) +
                                       ": not doubled (only a "
                                       "charge in line doubles)",
                                   "/movement/charge_formations", std::nullopt});
            }
        }
    }
    if (change != "none") {
        // M13: the author exempted the column's turn; the other reading exempts a line's wheel
        // as well ("Wheels and simple column turns are exempt").
        const std::string cost = option(state, "formation_change_cost");
        const bool wheel = change == "column_wheel" || change == "wheel";
        const bool free = (change == "column_wheel" && cost == "column_wheel_free") ||
                          (wheel && cost == "wheels_free");
        if (free) {
            o.steps.push_back({change == "wheel"
                                   ? "A line's wheel: no cost (M13 wheels_free)"
                                   : "Column Right/Left, March: no cost (M13 " + cost + ")",
                               "M13", std::nullopt});
        } else {
            allowance *= 1.0 - m.changeCostFraction;
            o.steps.push_back({"Change of " + words(change) + " costs " +
                                   fmt(m.changeCostFraction * 100) +
                                   "% of the move: " + fmt(allowance) + "\" left",
                               wheel ? "M13" : "/movement/change_cost_fraction", std::nullopt});
        }
    }
    const Fraction s = scale(state);
    if (s.numerator != s.denominator) {
        allowance = inches(state, allowance);
        o.steps.push_back({"Stand frontage " + option(state, "base_size") + ": every distance × " +
                               std::to_string(s.numerator) + "/" + std::to_string(s.denominator) +
                               " = " + fmt(allowance) + "\"",
                           childPointer("/scale", option(state, "base_size")), std::nullopt});
    }
    o.result = {{"allowance", allowance}};
    std::string summary = "Move: " + u.name + " may move " + fmt(allowance) + "\"";
    if (params.contains("distance") && !params["distance"].is_null()) {
        double d = params["distance"].get<double>();
        if (d > allowance + 1e-9) {
            throw RuleError("/params/distance", u.name + " may move only " + fmt(allowance) +
                                                    "\", not " + fmt(d) + "\"");
        }
        o.result["distance"] = d;
        o.effects.push_back(Effect::attr(u.id, "moved", u.attr<double>("moved", 0) + d));
        summary = "Move: " + u.name + " " + fmt(d) + "\" of " + fmt(allowance) + "\"";
        if (u.kind == "artillery" && noLimbers &&
            option(state, "no_limber_rule") == "move_or_fire" &&
            u.attr<double>("moved", 0) + d > inches(state, m.noLimberFireLimit)) {
            o.steps.push_back({"Moved more than " + fmt(inches(state, m.noLimberFireLimit)) +
                                   "\" without limbers: may not fire this turn (M9 move_or_fire)",
                               "M9", std::nullopt});
        }
    }
    if (formation != u.attr<std::string>("formation", "line")) {
        o.effects.push_back(Effect::attr(u.id, "formation", formation));
    }
    if (limbered != u.attr<bool>("limbered", false)) {
        o.effects.push_back(Effect::attr(u.id, "limbered", limbered));
    }
    if (charge) {
        o.effects.push_back(Effect::attr(u.id, "charging", true));
        summary += ", charging";
        if (!params["charge_target"].is_null()) {
            const Unit& target = unitParam(state, params, "charge_target");
            if (target.side == u.side) {
                throw RuleError("/params/charge_target", target.name + " is on the same side");
            }
            Bookkeeping books(state);
            moraleDue(books, target, "charged", 0);
            books.emit(o.effects);
            o.steps.push_back({target.name + " is charged and must cast morale",
                               phaseRule("morale"), std::nullopt});
            summary += " " + target.name;
        }
    } else if (!params["charge_target"].is_null()) {
        throw RuleError("/params/charge_target", "a charge target needs charge = true");
    }
    o.summary = summary;
    return o;
}

Outcome MwanRuleset::attach(const json& params, const GameState& state) const {
    const Unit& c = unitParam(state, params, "commander");
    if (c.kind != "commander") {
        throw RuleError("/params/commander", c.name + " is not a commander");
    }
    Outcome o;
    if (params["regiment"].is_null()) {
        std::string was = c.attr<std::string>("attached_to", "");
        if (was.empty()) {
            throw RuleError("/params/regiment", c.name + " is not attached; name a regiment");
        }
        o.effects.push_back(Effect::attr(c.id, "attached_to", ""));
        o.summary = "Attach: " + c.name + " leaves " + state.unit(was)->name;
        o.steps.push_back({"Unattached, he may not come within " +
                               fmt(inches(state, tables_.commanders.keepAwayFromEnemy)) +
                               "\" of the enemy",
                           "/commanders/keep_away_from_enemy", std::nullopt});
        o.result = {{"attached_to", ""}};
        return o;
    }
    const Unit& r = unitParam(state, params, "regiment");
    if (r.side != c.side || r.kind == "commander") {
        throw RuleError("/params/regiment", r.name + " is not a regiment of " + c.name + "'s side");
    }
    json command = c.attr<json>("command", json::array());
    if (!command.empty() && std::find(command.begin(), command.end(), r.id) == command.end()) {
        throw RuleError("/params/regiment", r.name + " is not of " + c.name + "'s command");
    }
    o.effects.push_back(Effect::attr(c.id, "attached_to", r.id));
    o.steps.push_back({"Attached: +" + std::to_string(tables_.morale.commanderAttached) +
                           " to the regiment's morale; he risks death (2D6, 12) when it takes "
                           "casualties",
                       "/morale/commander_attached", std::nullopt});
    o.summary = "Attach: " + c.name + " joins " + r.name;
    o.result = {{"attached_to", r.id}};
    return o;
}

Outcome MwanRuleset::commanderCheck(const json& params, const GameState& state) const {
    const Unit& c = unitParam(state, params, "commander");
    if (c.kind != "commander") {
        throw RuleError("/params/commander", c.name + " is not a commander");
    }
    double d = params.at("enemy_distance").get<double>();
    double limit = inches(state, tables_.commanders.keepAwayFromEnemy);
    Outcome o;
    bool attached = !c.attr<std::string>("attached_to", "").empty();
    bool allowed = attached || d >= limit;
    if (attached) {
        o.steps.push_back({c.name + " is attached to a regiment: no limit",
                           "/commanders/keep_away_from_enemy", std::nullopt});
    } else {
        o.steps.push_back({"Unattached commanders may not come within " + fmt(limit) +
                               "\" of the enemy; he would be " + fmt(d) + "\" away",
                           "/commanders/keep_away_from_enemy", std::nullopt});
    }
    if (!allowed) {
        o.effects.push_back(Effect::note("Warning: " + c.name + " may not come within " +
                                         fmt(limit) + "\" of the enemy unless attached"));
    }
    o.summary = "Commander check: " + c.name +
                (allowed ? " may move there"
                         : " may NOT move "
                           "there");
    o.result = {{"allowed", allowed}, {"limit", limit}};
    return o;
}

} // namespace adc::mwan
