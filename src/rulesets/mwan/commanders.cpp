// Commanders attached to a regiment risk death when it takes casualties (2D6, killed on 12);
// a brigade commander's death makes his regiment cast morale.
#include "mwan_ruleset.hpp"

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

void MwanRuleset::commanderRisk(const GameState& state, const Unit& regiment, Dice& dice,
                                Outcome& o, Bookkeeping& books) const {
    const CommanderTable& c = tables_.commanders;
    for (const Unit* cmd : attachedCommanders(state, regiment.id)) {
        const int total = riskTotal(dice, tables_.die, c, "commander's risk: " + cmd->name);
        bool killed = total >= c.killedOn;
        o.steps.push_back({cmd->name + " attached to " + regiment.name + " rolls " +
                               std::to_string(total) + " on " + std::to_string(c.deathDice) +
                               "D6: " + (killed ? "killed" : "unhurt") + " (killed on " +
                               std::to_string(c.killedOn) + ")",
                           "/commanders/killed_on", std::nullopt});
        if (!killed) {
            continue;
        }
        o.effects.push_back(
            Effect::casualties(cmd->id, cmd->strength, "killed with " + regiment.name));
        o.effects.push_back(Effect::attr(cmd->id, "attached_to", ""));
        if (!o.result.contains("commanders_killed")) {
            o.result["commanders_killed"] = json::array();
        }
        o.result["commanders_killed"].push_back(cmd->id);
        const std::string rank = cmd->attr<std::string>("rank", "brigade");
        bool tests = rank == "brigade" ||
                     (rank == "division" && option(state, "division_commander_death") == "test");
        if (tests) {
            moraleDue(books, regiment, "commander_killed", 0);
            o.steps.push_back({regiment.name + " must cast morale: its " + rank +
                                   " commander is dead" + (rank == "division" ? " (M11 test)" : ""),
                               rank == "division" ? "M11" : phaseRule("morale"), std::nullopt});
        } else {
            o.steps.push_back({"A division commander's death does not make the regiment cast "
                               "morale (M11: no test)",
                               "M11", std::nullopt});
        }
    }
}

} // namespace adc::mwan
