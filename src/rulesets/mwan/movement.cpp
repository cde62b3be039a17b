// Alternate movement: who moves first, commanders attaching and keeping their distance from the
// enemy (the movement calculator is move.cpp).
#include "adc/ties.hpp"
#include "mwan_ruleset.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace adc::mwan {

namespace {

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
            {"The scenario has " + first->name + " move first (the house rule \"Who moves first\")",
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
