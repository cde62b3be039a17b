// C) Leader rolls: "(1xD6 + modifiers per unit activated) to determine how many individuals
// (within command radius) will act that turn", and the exceptions that act without one.
#include "roe_ruleset.hpp"

#include <algorithm>

namespace adc::roe {

namespace {

// Men named to split from a close-order formation (house rule close_order_split): the rest act
// together without a roll, the men who split fall back to a leader roll capped at their number.
void splitFormation(const std::vector<Figure>& figs, const std::vector<std::size_t>& leaders,
                    const std::vector<std::string>& split, const std::string& name, LeaderRoll& r,
                    std::vector<Step>& steps) {
    const auto who = fightingMen(figs, split, name, "/params/split");
    bool leaderStays = false;
    for (std::size_t l : leaders) {
        leaderStays = leaderStays || std::find(who.begin(), who.end(), l) == who.end();
    }
    if (!leaderStays) {
        throw RuleError("/params/split", "every leader of " + name +
                                             " would split off: the formation needs a leader "
                                             "to act without a roll");
    }
    const int splitting = static_cast<int>(who.size());
    if (splitting > r.within) {
        throw RuleError("/params/split",
                        std::to_string(splitting) + " men would split off, but only " +
                            std::to_string(r.within) + " are within the command radius");
    }
    const Figure& leader = figs[leaders.front()];
    r.split = split;
    r.fixed = r.within - splitting;
    r.within = splitting;
    steps.push_back({name + ": close order with " + leader.name + " - the " +
                         std::to_string(r.fixed) +
                         " men left in the formation act together; "
                         "the " +
                         std::to_string(splitting) +
                         " who split off fall back to a leader roll (the house rule for a "
                         "close-order formation that "
                         "splits)",
                     "/house_rules/close_order_split", std::nullopt});
}

// The senior leader's own modifier and the additional leaders' (R13), told after the dice.
void addLeaderModifiers(const Tables& t, const std::vector<Figure>& figs,
                        const std::vector<std::size_t>& leaders, bool each, const std::string& name,
                        LeaderRoll& r, std::vector<Step>& modifiers) {
    if (leaders.empty()) {
        modifiers.push_back({name + " has no leader left: no leader modifiers",
                             "/leader_roll/leader_roles", std::nullopt});
    } else {
        const Figure& senior = figs[leaders.front()];
        if (senior.modifier != 0) {
            r.modifier += senior.modifier;
            modifiers.push_back({senior.name + "'s individual modifier",
                                 "/leader_roll/leader_roles", senior.modifier});
        }
        int extra = static_cast<int>(leaders.size()) - 1;
        if (extra > 0) {
            int mod = t.perAdditionalLeader * (each ? extra : 1);
            r.modifier += mod;
            modifiers.push_back({std::to_string(extra) + " additional leader" +
                                     (extra > 1 ? "s" : "") + " with the unit" +
                                     (each ? "" : " (flat bonus)"),
                                 "R13", mod});
        }
    }
}

} // namespace

LeaderRoll RoeRuleset::planLeaderRoll(const GameState& state, const Unit& u, int outOfRadius,
                                      const std::vector<std::string>& split,
                                      std::vector<Step>& steps,
                                      std::vector<Step>& modifiers) const {
    auto figs = readFigures(u, tables_, "/params/unit");
    int fighting = fightingCount(figs);
    LeaderRoll r;
    r.within = std::max(0, fighting - outOfRadius);
    auto leaders = fightingLeaders(figs, tables_);
    const std::string name = unitLabel(u);
    const bool formation = tables_.closeOrderAllAct &&
                           u.attr<std::string>("order", "skirmish") == "close" && !leaders.empty();
    if (!split.empty() && !formation) {
        throw RuleError("/params/split", name + " is not a close-order formation with a leader: "
                                                "there is no formation to split from");
    }
    if (!split.empty() && option(state, "close_order_split") != "leader_roll") {
        throw RuleError("/params/split",
                        "a close-order formation acts as one (C1: \"SAME action\"); the house "
                        "rule for a close-order formation that splits lets men split off with a "
                        "leader roll");
    }
    if (u.kind == "sharpshooter") {
        steps.push_back({name + ": sharpshooters are leaderless single-man units and act alone",
                         "/leader_roll", std::nullopt});
        if (outOfRadius > 0) {
            steps.push_back({"Men outside the command radius: counts for nothing, a sharpshooter "
                             "has no leader",
                             "/leader_roll", std::nullopt});
        }
        r.fixed = std::min(1, fighting);
        return r;
    }
    if (formation) {
        r.formation = true;
        const Figure& leader = figs[leaders.front()];
        if (split.empty()) {
            steps.push_back({name + ": close order with " + leader.name +
                                 " in the formation - all " + std::to_string(r.within) +
                                 " men in it act, and act together",
                             "/leader_roll/close_order_all_act", std::nullopt});
            r.fixed = r.within;
            return r;
        }
        splitFormation(figs, leaders, split, name, r, steps);
    }
    r.rolls = true;
    r.dice = tables_.leaderDice;
    addLeaderModifiers(tables_, figs, leaders, option(state, "additional_leaders") == "each", name,
                       r, modifiers);
    return r;
}

int RoeRuleset::leaderRoll(const GameState& state, const Unit& u, int outOfRadius,
                           const std::vector<std::string>& split, Dice& dice,
                           std::vector<Step>& steps, LeaderRoll* plan) const {
    std::vector<Step> modifiers;
    const LeaderRoll r = planLeaderRoll(state, u, outOfRadius, split, steps, modifiers);
    if (plan) {
        *plan = r;
    }
    if (!r.rolls) {
        return r.fixed;
    }
    const std::string name = unitLabel(u);
    int rolled = 0;
    for (int i = 0; i < r.dice; ++i) {
        int face = dice.roll(Die{tables_.leaderDieSides, 1}, "leader roll: " + name);
        rolled += face;
        steps.push_back({"Leader roll for " + name + ": " + std::to_string(face),
                         "/leader_roll/dice", std::nullopt});
    }
    steps.insert(steps.end(), modifiers.begin(), modifiers.end());
    const int acting = r.acting(rolled);
    const int total = rolled + r.modifier;
    std::string why;
    if (total > r.within) {
        why = " (capped at the " + std::to_string(r.within) +
              (r.formation ? " men who split off)" : " men within the command radius)");
    } else if (total < 0) {
        why = " (a result below 0 means none)";
    }
    steps.push_back({name + ": " + std::to_string(acting) + " men act" +
                         (r.formation ? ", " + std::to_string(r.fixed) + " in the formation and " +
                                            std::to_string(acting - r.fixed) + " who split off"
                                      : std::string{}) +
                         why,
                     "/leader_roll", std::nullopt});
    return acting;
}

} // namespace adc::roe
