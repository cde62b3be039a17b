// The odds of fire added up, not walked: the hits are a binomial (and the partial die one
// more chance), a battery's saves a binomial over the hits, and the target's commanders each
// risk their own dice when a stand is lost. Tests hold it to the walk's fractions.
#include "fire.hpp"
#include "odds_shortcuts.hpp"

#include <algorithm>

namespace adc::mwan {

std::uint64_t MwanRuleset::addFireOdds(const json& params, const GameState& state,
                                       OddsTally& tally) const {
    Outcome unread;
    const FirePlan p = planFire(params, state, unread);
    // Hits of the full dice, then of the partial die, as ways of the sides^dice throws.
    const Die& die = tables_.die;
    std::vector<OddsInteger> hitWays = binomialWays(p.dice, facesFrom(p.hitOn, die), die.sides);
    int dice = p.dice;
    if (p.partial) {
        const int hit = facesFrom(p.partialHitOn, die);
        std::vector<OddsInteger> with(hitWays.size() + 1);
        for (std::size_t h = 0; h < hitWays.size(); ++h) {
            with[h] += hitWays[h] * (die.sides - hit);
            with[h + 1] += hitWays[h] * hit;
        }
        hitWays = std::move(with);
        ++dice;
    }
    const bool saves = p.target.kind == "artillery";
    const std::vector<const Unit*> commanders = attachedCommanders(state, p.target.id);
    const int total = p.dice + (p.partial ? 1 : 0);
    std::uint64_t terms = 0;
    for (std::size_t h = 0; h < hitWays.size(); ++h) {
        if (hitWays[h] == 0) {
            continue;
        }
        const int hits = static_cast<int>(h);
        for (const auto& [s, saveWays] : savesOf(hits, saves, tables_.fire.artillerySaveOn, die)) {
            const int removed = std::min(hits - s, p.target.strength);
            const OddsInteger num = hitWays[h] * saveWays;
            const int thrown = dice + (saves ? hits : 0);
            const std::vector<const Unit*> atRisk =
                removed > 0 ? commanders : std::vector<const Unit*>{};
            const int riskDice = tables_.commanders.deathDice * static_cast<int>(atRisk.size());
            const std::size_t den = tally.denominator(power(die.sides, thrown + riskDice));
            const OddsInteger all = num * power(die.sides, riskDice);
            tally.add("dice", total, all, den);
            tally.add("hit_on", p.hitOn, all, den);
            tally.add("hits", hits, all, den);
            tally.add("saves", s, all, den);
            tally.add("stands_removed", removed, all, den);
            terms += 1 + addCommanderDeaths(tables_.commanders, atRisk, num, thrown, tally, die);
        }
    }
    return terms;
}

} // namespace adc::mwan
