// Movement: the dice, the charge die, terrain, the order of moves; and aiming, which is the
// choice of a unit that stays still.
#include "movement.hpp"

#include "citations.hpp"

#include "adc/dice_total.hpp"

#include <algorithm>
#include <cmath>

namespace adc::jackson {

namespace {

std::string attackerOf(const GameState& state) {
    if (auto it = state.flags.find("attacker"); it != state.flags.end() && it->is_string()) {
        return it->get<std::string>();
    }
    return state.sides.empty() ? std::string{} : state.sides.front().id;
}

std::string haveStill(const std::vector<const Unit*>& units) {
    return unitNames(units) + (units.size() == 1 ? " has" : " have") + " still to move";
}

// "Movement is alternately, the attacker moving one unit, then the defender" and "All mounted
// units must move before any dismounted units may move". A mounted unit moving out of turn is
// accepted when the other side has no mounted unit left to move: under side_passes it passes
// until the mounted units have moved (our reading), and the step says so.
void checkOrder(const JacksonRuleset& rs, const Unit& u, const json& params, const GameState& state,
                bool mounted, Outcome& o) {
    const bool sidePasses = rs.option(state, "mounted_first") == "side_passes";
    if (u.attr<bool>("stays_put", false)) {
        throw RuleError("/params/unit", u.name + " was declared to stay put this turn");
    }
    if (!mounted) {
        const auto waiting = mountedStillToMove(rs, state, sidePasses ? "" : u.side);
        if (!waiting.empty()) {
            throw RuleError("/params/unit",
                            u.name +
                                " is dismounted: all mounted units must move before any "
                                "dismounted units may move, and " +
                                haveStill(waiting) +
                                (waiting.size() == 1 ? " (move it, or declare it to stay put)"
                                                     : " (move them, or declare them to stay "
                                                       "put)"));
        }
    }
    bool othersPass = sidePasses && mounted;
    for (const Unit* w : mountedStillToMove(rs, state)) {
        othersPass = othersPass && w->side == u.side;
    }
    const std::string attacker = attackerOf(state);
    auto last = state.flags.find("last_moved_side");
    const bool first = last == state.flags.end();
    const bool outOfTurn = first ? u.side != attacker : last->get<std::string>() == u.side;
    if (!outOfTurn || params.at("other_side_done").get<bool>()) {
        return;
    }
    if (othersPass) {
        o.steps.push_back({"the other side has no mounted unit left to move: it passes until every "
                           "mounted unit has moved (mounted first: side passes)",
                           pointerTo({"house_rules", "mounted_first"}), std::nullopt});
        return;
    }
    throw RuleError("/params/unit",
                    first ? "the attacker (" + sideName(state, attacker) + ") moves first"
                          : "movement alternates unit by unit: the other side moves next (tick "
                            "\"other side done\" if it has no unit left to move)");
}

// The unit a charge is at: "You must pass morale to stand or charge" owes the charger a test to
// close and the target one to stand. Mounted Indians on horseback do not close, so their
// charge owes neither and needs no target.
const Unit* chargeTarget(const JacksonRuleset& rs, const Unit& u, const json& params,
                         const GameState& state, bool charging) {
    const bool named = !params.at("target").is_null();
    if (!charging) {
        if (named) {
            throw RuleError("/params/target", "only a charge names the unit it is at");
        }
        return nullptr;
    }
    const bool closes = !(isIndian(rs, u) && onHorseback(rs, u));
    if (!named) {
        if (closes) {
            throw RuleError("/params/target",
                            "name the unit charged: the charger must pass morale to close and "
                            "the charged unit to stand");
        }
        return nullptr;
    }
    const Unit& t = unitParam(state, params, "target");
    if (t.side == u.side) {
        throw RuleError("/params/target", t.name + " is on " + u.name + "'s own side");
    }
    return closes ? &t : nullptr;
}

// Sequence steps 4 and 5: "Test Morale for units attempting to close into melee combat" and
// "... attempting to stand to melee".
void chargeOwesTests(const JacksonRuleset& rs, const Unit& charger, const Unit& target,
                     Outcome& o) {
    o.effects.push_back(Effect::attr(charger.id, "charge_target", target.id));
    o.effects.push_back(Effect::attr(charger.id, "close_test", "owed"));
    o.effects.push_back(Effect::attr(target.id, "stand_test", "owed"));
    o.steps.push_back({charger.name + " charges " + target.name +
                           ": it must pass morale to close into melee, and " + target.name +
                           " must pass morale to stand (\"You must pass morale to stand or "
                           "charge\")",
                       rs.phaseRule("morale_close"), std::nullopt});
}

// After a mounted unit's move or stay put: who still holds up the dismounted units.
void tellMountedLeft(const JacksonRuleset& rs, const GameState& state, const Unit& done,
                     Outcome& o) {
    std::vector<const Unit*> left = mountedStillToMove(rs, state);
    std::erase(left, &done);
    o.steps.push_back({left.empty() ? std::string("every mounted unit has moved or stays put: "
                                                  "dismounted units may move")
                                    : "mounted units still to move before any dismounted "
                                      "unit: " +
                                          unitNames(left),
                       rs.phaseRule("movement"), std::nullopt});
}

// What the hills, the fences and the terrain take off the dice (the order under J6).
void tellDeductions(const Tables& t, const MovePlan& p, Outcome& o) {
    if (p.uphill > 0) {
        o.steps.push_back({"uphill " + std::to_string(p.uphill) + " level(s): -" +
                               numberText(p.uphill * t.uphillPerLevel) + "\"",
                           pointerTo({"movement", "uphill_per_level"}),
                           -static_cast<int>(std::lround(p.uphill * t.uphillPerLevel))});
    }
    if (p.obstacles > 0) {
        o.steps.push_back({"fences and walls " + std::to_string(p.obstacles) + ": -" +
                               numberText(p.obstacles * t.perObstacle) + "\"",
                           pointerTo({"movement", "per_obstacle"}),
                           -static_cast<int>(std::lround(p.obstacles * t.perObstacle))});
    }
    if (p.terrain.fraction != 1) {
        o.steps.push_back(
            {p.terrain.label + ": x" + numberText(p.terrain.fraction) +
                 (p.fractionFirst ? " (before the deductions, J6)" : " (after the deductions, J6)"),
             pointerTo({"movement", "terrain", p.terrainId, "fraction"}), std::nullopt});
    }
}

// The figures a river crossing costs (its casualty dice, halved and rounded under J6).
int crossingLosses(const Tables& t, const MovePlan& p, Dice& dice, Outcome& o) {
    const Terrain& terrain = p.terrain;
    if (terrain.casualtyDice <= 0) {
        return 0;
    }
    const Unit& u = p.unit;
    auto figuresLost = [&](int sum) { return p.lost(sum); };
    const int sum =
        rollTotal(dice, terrain.casualtyDice, t.die, "river casualties: " + u.name, figuresLost);
    const int lost = figuresLost(sum);
    o.steps.push_back({terrain.label + " casualties: " + std::to_string(sum) + "/" +
                           std::to_string(terrain.casualtyDivisor) + " rounded " +
                           (p.roundUp ? "up" : "down") + " = " + plural(lost, "figure", "figures"),
                       "J6", std::nullopt});
    if (lost > 0) {
        o.effects.push_back(Effect::casualties(u.id, lost, "crossing the " + terrain.label));
    }
    return lost;
}

// Where a charge ends: 1" short of its target, which then owes its test to stand; mounted
// Indians ride through instead.
void chargeEnds(const JacksonRuleset& rs, const MovePlan& p, Outcome& o) {
    const Unit& u = p.unit;
    const TroopType& tt = rs.tables().troop(u.kind);
    o.steps.push_back(
        {"a charging unit stops " + numberText(rs.tables().chargeStopShort) + "\" from its target",
         pointerTo({"movement", "charge_stop_short"}), std::nullopt});
    if (p.target) {
        chargeOwesTests(rs, u, *p.target, o);
    }
    if (tt.mounted && tt.indian) {
        o.steps.push_back({"mounted Indians charge through or past the target, throwing, "
                           "without closing to melee",
                           pointerTo({"troop_types", u.kind}), std::nullopt});
    }
}

// The unit has moved (so it may not shoot, and its aim is lost), its side moved last, and
// the mounted units still to move are told.
void markMoved(const JacksonRuleset& rs, const GameState& state, const MovePlan& p, Outcome& o) {
    const Unit& u = p.unit;
    o.effects.push_back(Effect::attr(u.id, "moved", true));
    if (u.attr<int>("aimed_turn", 0) != 0) {
        o.effects.push_back(Effect::attr(u.id, "aimed_turn", 0));
        o.steps.push_back(
            {u.name + " moved: its aim is lost", pointerTo({"fire", "aimed"}), std::nullopt});
    }
    o.effects.push_back(Effect::flag("last_moved_side", u.side));
    if (p.mounted) {
        tellMountedLeft(rs, state, u, o);
    }
}

// A gun needs its crew less those serving it to move; a charge needs a leader in command, and
// guns do not charge.
void checkCrewAndCharge(const JacksonRuleset& rs, const Unit& u, const json& params,
                        bool charging) {
    const TroopType& tt = rs.tables().troop(u.kind);
    if (tt.crew > 0 && u.strength < tt.crew - tt.serve) {
        throw RuleError("/params/unit", u.name + " has " + plural(u.strength, "man", "men") +
                                            "; it takes " + std::to_string(tt.crew - tt.serve) +
                                            " to help move the gun");
    }
    const double commandDistance = params.at("command_distance").get<double>();
    if (charging && !inCommand(rs, u, commandDistance)) {
        throw RuleError("/params/charging",
                        u.name +
                            (hasActiveLeader(u)
                                 ? " is out of command radius (" + numberText(commandDistance) +
                                       "\" > " + numberText(rs.tables().commandRadius) + "\")"
                                 : " has no leader") +
                            ": units without leaders may not charge");
    }
    if (charging && tt.crew > 0) {
        throw RuleError("/params/charging", "guns do not charge");
    }
}

// The troop type's movement dice (a gun's limbered or not), told as a step.
int moveDice(const TroopType& tt, const Unit& u, Outcome& o) {
    int base = tt.moveDice;
    std::string rate = tt.label + ": " + std::to_string(base) + "D10\"";
    std::string diceKey = "move_dice";
    if (tt.crew > 0 && u.attr<bool>("limbered", false)) {
        base = tt.limberedMoveDice;
        rate = tt.label + ", limbered: " + std::to_string(base) + "D10\"";
        diceKey = "limbered_move_dice";
    } else if (tt.crew > 0) {
        rate = tt.label + ", unlimbered: " + std::to_string(base) + "D10\"";
    }
    o.steps.push_back({rate, pointerTo({"troop_types", u.kind, diceKey}), std::nullopt});
    return base;
}

} // namespace

Outcome JacksonRuleset::designateAttacker(const json& params, const GameState& state) const {
    const std::string side = params.at("side").get<std::string>();
    if (!state.side(side)) {
        std::string known;
        for (const auto& s : state.sides) {
            known += (known.empty() ? "" : ", ") + s.id;
        }
        throw RuleError("/params/side",
                        "no side has the id \"" + side + "\" (sides: " + known + ")");
    }
    Outcome o;
    o.summary = "Attacker: " + sideName(state, side);
    o.steps.push_back({sideName(state, side) + " attacks and moves first each turn",
                       phaseRule("movement"), std::nullopt});
    o.effects.push_back(Effect::flag("attacker", side));
    o.result = {{"attacker", side}};
    return o;
}

MovePlan planMove(const JacksonRuleset& rs, const json& params, const GameState& state,
                  Outcome& o) {
    const Tables& t = rs.tables();
    const Unit& u = unitParam(state, params, "unit");
    const TroopType& tt = t.troop(u.kind);
    const bool charging = params.at("charging").get<bool>();
    if (u.attr<bool>("moved", false)) {
        throw RuleError("/params/unit", u.name + " has already moved this turn");
    }
    const bool mounted = onHorseback(rs, u);
    checkOrder(rs, u, params, state, mounted, o);
    checkCrewAndCharge(rs, u, params, charging);
    const Unit* target = chargeTarget(rs, u, params, state, charging);
    const std::string terrainId = params.at("terrain").get<std::string>();
    const Terrain& terrain = t.terrain.at(terrainId);
    int n = moveDice(tt, u, o);
    if (charging) {
        n += t.chargeDice;
        o.steps.push_back({"charging: +" + std::to_string(t.chargeDice) + "D10\"",
                           pointerTo({"movement", "charge_dice"}), t.chargeDice});
    }
    const int uphill = params.at("uphill_levels").get<int>();
    const int obstacles = params.at("obstacles").get<int>();
    return {u,
            target,
            terrain,
            terrainId,
            charging,
            mounted,
            n,
            uphill,
            obstacles,
            uphill * t.uphillPerLevel + obstacles * t.perObstacle,
            rs.option(state, "terrain_order") == "fraction_first",
            rs.option(state, "river_casualties") == "round_up"};
}

Outcome JacksonRuleset::move(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    const MovePlan p = planMove(*this, params, state, o);
    const Unit& u = p.unit;
    const int total = rollTotal(dice, p.dice, tables().die, "move: " + u.name);
    o.steps.push_back(
        {"movement dice total " + numberText(total) + "\"", pointerTo({"movement"}), std::nullopt});
    tellDeductions(tables(), p, o);
    const double distance = p.distance(total);
    const int lost = crossingLosses(tables(), p, dice, o);
    if (p.charging) {
        chargeEnds(*this, p, o);
    }
    markMoved(*this, state, p, o);
    o.summary = "Move: " + u.name + (p.charging ? " charges " : " moves ") + numberText(distance) +
                "\"" + (lost > 0 ? ", " + plural(lost, "figure", "figures") + " lost" : "");
    o.result = {{"distance", distance}, {"dice_total", total}, {"casualties", lost}};
    return o;
}

Outcome JacksonRuleset::stayPut(const json& params, const GameState& state) const {
    const Unit& u = unitParam(state, params, "unit");
    if (!onHorseback(*this, u)) {
        throw RuleError("/params/unit", u.name +
                                            " is not mounted: only mounted units hold up the "
                                            "dismounted units' moves, so only they are declared");
    }
    if (u.attr<bool>("moved", false)) {
        throw RuleError("/params/unit", u.name + " has already moved this turn");
    }
    if (u.attr<bool>("stays_put", false)) {
        throw RuleError("/params/unit", u.name + " already stays put this turn");
    }
    Outcome o;
    o.steps.push_back({u.name + " stays put this turn (it may still shoot or aim)",
                       phaseRule("movement"), std::nullopt});
    tellMountedLeft(*this, state, u, o);
    o.effects.push_back(Effect::attr(u.id, "stays_put", true));
    o.summary = "Stays put: " + u.name;
    o.result = {{"stays_put", true}};
    return o;
}

Outcome JacksonRuleset::aim(const json& params, const GameState& state) const {
    const Unit& u = unitParam(state, params, "unit");
    if (u.attr<bool>("moved", false)) {
        throw RuleError("/params/unit", u.name + " moved this turn: only a non-moving unit aims");
    }
    if (u.attr<bool>("fired", false)) {
        throw RuleError("/params/unit", u.name + " fired this turn: it cannot also aim");
    }
    const Weapon* w = tables().weapon(u.attr<std::string>("weapon", ""));
    if (w && w->kind != "small_arm" && option(state, "artillery_aim") == "small_arms_only") {
        throw RuleError("/params/unit", u.name + " has a " + w->label +
                                            ": only small arms aim (J12: small arms only)");
    }
    Outcome o;
    o.summary = "Aim: " + u.name + " holds its fire";
    o.steps.push_back({u.name + " holds its fire and aims: " + std::to_string(tables().aimed) +
                           " to its fire dice next turn",
                       pointerTo({"fire", "aimed"}), std::nullopt});
    o.effects.push_back(Effect::attr(u.id, "aimed_turn", state.turn));
    o.result = {{"aimed_turn", state.turn}};
    return o;
}

} // namespace adc::jackson
