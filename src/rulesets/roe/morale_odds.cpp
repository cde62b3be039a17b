// The odds of a morale check added up, not walked. The walk runs the resolver for every total
// of the 2D6 and, on every failing total, again for every total of the 4D6 runaway distance:
// 151 times. The distance does not depend on how badly the check failed, so here it is counted
// once and weighed by the chance of failing. Tests hold it to the walk's fractions.
#include "adc/odds_tally.hpp"
#include "morale.hpp"

namespace adc::roe {

std::uint64_t RoeRuleset::addMoraleOdds(const json& params, const GameState& state,
                                        OddsTally& tally) const {
    Outcome unread;
    const MoralePlan p = planMorale(params, state, unread);
    const std::vector<OddsInteger> rolls =
        totalWays(tables_.moraleDice, tables_.moraleDieSides); // faces from 0
    const std::vector<OddsInteger> distances =
        totalWays(tables_.runawayDice, tables_.moraleDieSides);
    // Every term over 6^(morale dice + runaway dice); a check that passes rolls no distance.
    const OddsInteger distanceThrows = power(tables_.moraleDieSides, tables_.runawayDice);
    const std::size_t den =
        tally.denominator(power(tables_.moraleDieSides, tables_.moraleDice) * distanceThrows);
    std::uint64_t terms = 0;
    OddsInteger failing = 0;
    for (std::size_t t = 0; t < rolls.size(); ++t) {
        const int roll = static_cast<int>(t) + tables_.moraleDice;
        const OddsInteger w = rolls[t] * distanceThrows;
        const int runaways = p.runaways(roll);
        tally.add("passed", p.passes(roll), w, den);
        tally.add("roll", roll, w, den);
        tally.add("level", p.level, w, den);
        tally.add("base_level", p.base, w, den);
        tally.add("grade", p.grade, w, den);
        tally.add("runaways", runaways, w, den);
        ++terms;
        if (runaways > 0) {
            json ran = json::array();
            for (int k = 0; k < runaways; ++k) {
                ran.push_back(p.figs[p.runOrder[static_cast<std::size_t>(k)]].name);
            }
            tally.add("ran", ran, w, den);
            failing += rolls[t];
        }
    }
    // One distance for all who ran (D4); a distance for each soldier is only in the steps.
    if (failing != 0 && !p.eachSoldier) {
        for (std::size_t d = 0; d < distances.size(); ++d) {
            tally.add("distance", static_cast<int>(d) + tables_.runawayDice, failing * distances[d],
                      den);
            ++terms;
        }
    }
    return terms;
}

} // namespace adc::roe
