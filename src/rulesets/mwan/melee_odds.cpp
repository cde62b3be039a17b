// The odds of a melee round added up, not walked. The walk runs the resolver for every count
// of each side's hits, every count of a battery's saves and every commander's risk roll. Here
// each side's hits are binomials, the saves a binomial over the hits, and a commander's risk
// one chance of death; only the round's joint results (who lost, who died) are put together.
// Tests hold it to the walk's fractions.
#include "melee.hpp"
#include "odds_shortcuts.hpp"

#include <algorithm>

namespace adc::mwan {

namespace {

// What every combination of the round shares: the plan, whether each side saves (M10), and the
// commanders attached to each side.
struct MeleeOddsRound {
    const Tables& tables;
    const MeleePlan& plan;
    bool attackerSaves = false;
    bool defenderSaves = false;
    std::vector<const Unit*> attackerCommanders{};
    std::vector<const Unit*> defenderCommanders{};
};

// One combination of the round: each side's hits and saves (ha, hd, sa, sd) and the ways of
// its throws. Adds its results, then the commanders' deaths; returns the terms weighed.
std::uint64_t tallyCombination(const MeleeOddsRound& r, int ha, int hd, int sa, int sd,
                               const OddsInteger& num, OddsTally& tally) {
    const MeleeFighter& a = r.plan.attacker;
    const MeleeFighter& d = r.plan.defender;
    const Die& die = r.tables.die;
    const int aLoss = std::min(hd - sa, a.unit->strength);
    const int dLoss = std::min(ha - sd, d.unit->strength);
    const int dice = a.dice + d.dice + (r.attackerSaves ? hd : 0) + (r.defenderSaves ? ha : 0);
    std::string loser;
    if (aLoss < a.unit->strength && dLoss < d.unit->strength && aLoss != dLoss) {
        loser = aLoss > dLoss ? a.unit->id : d.unit->id;
    }
    // The commanders who roll: those of a side that lost stands, attacker first.
    std::vector<const Unit*> rolling;
    if (aLoss > 0) {
        rolling.insert(rolling.end(), r.attackerCommanders.begin(), r.attackerCommanders.end());
    }
    if (dLoss > 0) {
        rolling.insert(rolling.end(), r.defenderCommanders.begin(), r.defenderCommanders.end());
    }
    const int riskDice = r.tables.commanders.deathDice * static_cast<int>(rolling.size());
    const std::size_t den = tally.denominator(power(die.sides, dice + riskDice));
    const OddsInteger all = num * power(die.sides, riskDice);
    tally.add("attacker_dice", a.dice, all, den);
    tally.add("defender_dice", d.dice, all, den);
    tally.add("attacker_hits", ha, all, den);
    tally.add("defender_hits", hd, all, den);
    tally.add("attacker_losses", aLoss, all, den);
    tally.add("defender_losses", dLoss, all, den);
    tally.add("loser", loser, all, den);
    return 1 + addCommanderDeaths(r.tables.commanders, rolling, num, dice, tally, die);
}

} // namespace

std::uint64_t MwanRuleset::addMeleeOdds(const json& params, const GameState& state,
                                        OddsTally& tally) const {
    const MeleeTable& t = tables_.melee;
    Outcome unread;
    const MeleePlan p = planMelee(params, state, unread);
    const MeleeFighter& a = p.attacker;
    const MeleeFighter& d = p.defender;
    const Die& die = tables_.die;
    const std::vector<OddsInteger> aHits =
        binomialWays(a.dice, facesFrom(t.hitOn - a.modifier, die), die.sides);
    const std::vector<OddsInteger> dHits =
        binomialWays(d.dice, facesFrom(t.hitOn - d.modifier, die), die.sides);
    const MeleeOddsRound round{tables_,
                               p,
                               a.unit->kind == "artillery" && p.meleeSaves,
                               d.unit->kind == "artillery" && p.meleeSaves,
                               attachedCommanders(state, a.unit->id),
                               attachedCommanders(state, d.unit->id)};
    const int saveOn = tables_.fire.artillerySaveOn;
    std::uint64_t terms = 0;
    for (int ha = 0; ha <= a.dice; ++ha) {
        for (int hd = 0; hd <= d.dice; ++hd) {
            const OddsInteger hitWays =
                aHits[static_cast<std::size_t>(ha)] * dHits[static_cast<std::size_t>(hd)];
            if (hitWays == 0) {
                continue;
            }
            for (const auto& [sa, saWays] : savesOf(hd, round.attackerSaves, saveOn, die)) {
                for (const auto& [sd, sdWays] : savesOf(ha, round.defenderSaves, saveOn, die)) {
                    terms +=
                        tallyCombination(round, ha, hd, sa, sd, hitWays * saWays * sdWays, tally);
                }
            }
        }
    }
    return terms;
}

} // namespace adc::mwan
