// The odds of a melee round added up, not walked. The walk runs the resolver for every count
// of each side's hits, every count of a battery's saves and every commander's risk roll. Here
// each side's hits are binomials, the saves a binomial over the hits, and a commander's risk
// one chance of death; only the round's joint results (who lost, who died) are put together.
// Tests hold it to the walk's fractions.
#include "melee.hpp"
#include "odds_shortcuts.hpp"

#include <algorithm>

namespace adc::mwan {

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
    const bool aSaves = a.unit->kind == "artillery" && p.meleeSaves;
    const bool dSaves = d.unit->kind == "artillery" && p.meleeSaves;
    const std::vector<const Unit*> aCommanders = attachedCommanders(state, a.unit->id);
    const std::vector<const Unit*> dCommanders = attachedCommanders(state, d.unit->id);

    std::uint64_t terms = 0;
    for (int ha = 0; ha <= a.dice; ++ha) {
        for (int hd = 0; hd <= d.dice; ++hd) {
            const OddsInteger hitWays =
                aHits[static_cast<std::size_t>(ha)] * dHits[static_cast<std::size_t>(hd)];
            if (hitWays == 0) {
                continue;
            }
            for (const auto& [sa, saWays] :
                 savesOf(hd, aSaves, tables_.fire.artillerySaveOn, die)) {
                for (const auto& [sd, sdWays] :
                     savesOf(ha, dSaves, tables_.fire.artillerySaveOn, die)) {
                    const int aLoss = std::min(hd - sa, a.unit->strength);
                    const int dLoss = std::min(ha - sd, d.unit->strength);
                    const OddsInteger num = hitWays * saWays * sdWays;
                    const int dice = a.dice + d.dice + (aSaves ? hd : 0) + (dSaves ? ha : 0);
                    std::string loser;
                    if (aLoss < a.unit->strength && dLoss < d.unit->strength && aLoss != dLoss) {
                        loser = aLoss > dLoss ? a.unit->id : d.unit->id;
                    }
                    // The commanders who roll: those of a side that lost stands, attacker first.
                    std::vector<const Unit*> rolling;
                    if (aLoss > 0) {
                        rolling.insert(rolling.end(), aCommanders.begin(), aCommanders.end());
                    }
                    if (dLoss > 0) {
                        rolling.insert(rolling.end(), dCommanders.begin(), dCommanders.end());
                    }
                    const int riskDice =
                        tables_.commanders.deathDice * static_cast<int>(rolling.size());
                    const std::size_t den = tally.denominator(power(die.sides, dice + riskDice));
                    const OddsInteger all = num * power(die.sides, riskDice);
                    tally.add("attacker_dice", a.dice, all, den);
                    tally.add("defender_dice", d.dice, all, den);
                    tally.add("attacker_hits", ha, all, den);
                    tally.add("defender_hits", hd, all, den);
                    tally.add("attacker_losses", aLoss, all, den);
                    tally.add("defender_losses", dLoss, all, den);
                    tally.add("loser", loser, all, den);
                    terms +=
                        1 + addCommanderDeaths(tables_.commanders, rolling, num, dice, tally, die);
                }
            }
        }
    }
    return terms;
}

} // namespace adc::mwan
