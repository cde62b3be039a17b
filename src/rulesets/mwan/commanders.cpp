// Commanders: attaching to a regiment and leaving it, keeping their distance from the enemy when
// unattached, and the risk of death an attached one runs when his regiment takes casualties (2D6,
// killed on 12); a brigade commander's death makes his regiment cast morale.
#include "mwan_ruleset.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace adc::mwan {

namespace {

// The death dice, one by one. Only "killed or not" is read, so each die's faces fall in bands:
// those after which the total can no longer reach the killing number, those after which it
// surely does, and the faces in between one by one. The odds walk weighs 3 branches for 2D6
// killed on 12, not 36. (The total shown is exact at the table; under the walk it is the
// lowest total of its band.)
int riskTotal(Dice& dice, const Die& die, const CommanderTable& c, const std::string& purpose) {
    int total = 0;
    for (int i = 0; i < c.deathDice; ++i) {
        const int after = c.deathDice - i - 1; // dice still to roll after this one
        const int hopeFrom = c.killedOn - total - after * die.highest();
        const int sureFrom = c.killedOn - total - after * die.lowest;
        std::vector<int> cuts;
        for (int f = hopeFrom; f <= sureFrom; ++f) {
            cuts.push_back(f);
        }
        const std::string which = c.deathDice == 1 ? purpose
                                                   : purpose + ", die " + std::to_string(i + 1) +
                                                         " of " + std::to_string(c.deathDice);
        total += dice.pool(1, die, which, bandCuts(die, cuts))[0];
    }
    return total;
}

} // namespace

bool MwanRuleset::riskOfDeath(const GameState& state, const Unit& cmd, const Unit* regiment,
                              Dice& dice, Outcome& o, Bookkeeping& books) const {
    const CommanderTable& c = tables_.commanders;
    const int total = riskTotal(dice, tables_.die, c, "commander's risk: " + cmd.name);
    const bool killed = total >= c.killedOn;
    o.steps.push_back({cmd.name + (regiment ? " attached to " + regiment->name : std::string()) +
                           " rolls " + std::to_string(total) + " on " +
                           std::to_string(c.deathDice) + "D" + std::to_string(tables_.die.sides) +
                           ": " + (killed ? "killed" : "unhurt") + " (killed on " +
                           std::to_string(c.killedOn) + ")",
                       "/commanders/killed_on", std::nullopt});
    if (!killed) {
        return false;
    }
    o.effects.push_back(Effect::casualties(
        cmd.id, cmd.strength, regiment ? "killed with " + regiment->name : std::string("killed")));
    if (!o.result.contains("commanders_killed")) {
        o.result["commanders_killed"] = json::array();
    }
    o.result["commanders_killed"].push_back(cmd.id);
    if (!regiment) {
        o.steps.push_back({"He was attached to no regiment: none casts morale for his death", "M18",
                           std::nullopt});
        return true;
    }
    o.effects.push_back(Effect::attr(cmd.id, "attached_to", ""));
    const std::string rank = cmd.attr<std::string>("rank", "brigade");
    const bool tests = rank == "brigade" ||
                       (rank == "division" && option(state, "division_commander_death") == "test");
    if (tests) {
        moraleDue(books, *regiment, "commander_killed", 0);
        o.steps.push_back({regiment->name + " must cast morale: its " + rank +
                               " commander is dead" + (rank == "division" ? " (M11 test)" : ""),
                           rank == "division" ? "M11" : phaseRule("morale"), std::nullopt});
    } else {
        o.steps.push_back({"A division commander's death does not make the regiment cast "
                           "morale (M11: no test)",
                           "M11", std::nullopt});
    }
    return true;
}

void MwanRuleset::commanderRisk(const GameState& state, const Unit& regiment, Dice& dice,
                                Outcome& o, Bookkeeping& books) const {
    for (const Unit* cmd : attachedCommanders(state, regiment.id)) {
        riskOfDeath(state, *cmd, &regiment, dice, o, books);
    }
}

// The risk rolled on its own, when no fire or melee of this module brings it: a scenario's
// owed roll ("roll 2D6 for Winder as if his regiment had taken casualties"), or a loss the
// referee applied by hand. Rolled for an unattached commander too (M18).
Outcome MwanRuleset::commanderRiskRoll(const json& params, const GameState& state,
                                       Dice& dice) const {
    const Unit& c = unitParam(state, params, "commander");
    if (c.kind != "commander") {
        throw RuleError("/params/commander", c.name + " is not a commander");
    }
    const std::string attachedTo = c.attr<std::string>("attached_to", "");
    const Unit* regiment = attachedTo.empty() ? nullptr : state.unit(attachedTo);
    Outcome o;
    o.steps.push_back(
        {regiment ? c.name + " is attached to " + regiment->name +
                        ": he rolls as when his regiment takes casualties"
                  : c.name + " is attached to no regiment: he rolls as if his regiment had "
                             "taken casualties (M18)",
         regiment ? std::string("/commanders/death_dice") : std::string("M18"), std::nullopt});
    Bookkeeping books(state);
    const bool killed = riskOfDeath(state, c, regiment, dice, o, books);
    books.emit(o.effects);
    o.result["killed"] = killed;
    o.summary = "Commander's risk: " + c.name + (killed ? " is killed" : " is unhurt");
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
                           " to the regiment's morale; he risks death (" +
                           std::to_string(tables_.commanders.deathDice) + "D" +
                           std::to_string(tables_.die.sides) + ", killed on " +
                           std::to_string(tables_.commanders.killedOn) +
                           ") when it takes casualties",
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
