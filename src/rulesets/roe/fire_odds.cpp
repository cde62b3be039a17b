// The odds of fire added up, not walked: each group of firers' hits is a binomial of its
// pool, and the groups together every combination of their counts, as the resolver lists its
// shots (fire.cpp). Tests hold it to the walk's fractions.
#include "adc/odds_tally.hpp"
#include "fire.hpp"

#include <algorithm>

namespace adc::roe {

std::uint64_t RoeRuleset::addFireOdds(const json& params, const GameState& state,
                                      OddsTally& tally) const {
    Outcome unread;
    const FirePlan p = planFire(params, state, unread);
    // Each group's hits are a binomial; the groups together, every combination of their counts,
    // as the resolver's list of shots.
    std::vector<std::vector<OddsInteger>> ways;
    int dice = 0;
    for (const ShotGroup& g : p.groups) {
        ways.push_back(
            binomialWays(static_cast<int>(g.men.size()), g.hitMax, tables_.fireDieSides));
        dice += static_cast<int>(g.men.size());
    }
    const std::size_t den = tally.denominator(power(tables_.fireDieSides, dice));
    std::vector<std::size_t> pick(p.groups.size(), 0);
    std::uint64_t terms = 0;
    for (;;) {
        OddsInteger w = 1;
        int hits = 0;
        bool artillery = false;
        json shots = json::array();
        for (std::size_t i = 0; i < p.groups.size(); ++i) {
            const ShotGroup& g = p.groups[i];
            const int groupHits = static_cast<int>(pick[i]);
            w *= ways[i][pick[i]];
            hits += groupHits;
            artillery = artillery || (groupHits > 0 && g.artillery);
            json names = json::array();
            for (std::size_t man : g.men) {
                names.push_back(p.figs[man].name);
            }
            shots.push_back({{"figures", names}, {"needed", g.need}, {"hits", groupHits}});
        }
        if (w != 0) {
            const int casualties = std::min(hits, static_cast<int>(p.order.size()));
            json fallen = json::array();
            for (int k = 0; k < casualties; ++k) {
                fallen.push_back(p.tfigs[p.order[static_cast<std::size_t>(k)]].name);
            }
            tally.add("hits", hits, w, den);
            tally.add("casualties", casualties, w, den);
            tally.add("firers", p.firers, w, den);
            tally.add("band", p.band->id, w, den);
            tally.add("shots", shots, w, den);
            tally.add("fallen", fallen, w, den);
            tally.add("artillery", artillery, w, den);
            ++terms;
        }
        std::size_t i = p.groups.size();
        while (i > 0 && ++pick[i - 1] == ways[i - 1].size()) {
            pick[--i] = 0;
        }
        if (i == 0) {
            break;
        }
    }
    return terms;
}

} // namespace adc::roe
