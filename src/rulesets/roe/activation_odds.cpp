// The odds of an activation added up, not walked. Each unit's leader roll is its own dice, so
// the walk's branches are the product of every unit's faces: 216 for a face card directing two
// more units. Here each unit's roll is counted once, and only the directed units' joint result
// (one JSON object) is built for every combination. Tests hold it to the walk's fractions.
#include "adc/odds_tally.hpp"
#include "roe_ruleset.hpp"

namespace adc::roe {

namespace {

// Men who act, by the count of the sides^dice throws that give each.
CountWeights actingWays(const LeaderRoll& r, int sides) {
    CountWeights ways;
    if (!r.rolls) {
        ways.add(r.fixed, 1);
        return ways;
    }
    const std::vector<OddsInteger> totals = totalWays(r.dice, sides); // faces counted from 0
    for (std::size_t t = 0; t < totals.size(); ++t) {
        ways.add(r.acting(static_cast<int>(t) + r.dice), totals[t]);
    }
    return ways;
}

} // namespace

std::uint64_t RoeRuleset::addActivationOdds(const json& params, const GameState& state,
                                            OddsTally& tally) const {
    const std::vector<const Unit*> units = activated(params, state);
    std::vector<std::vector<std::pair<int, OddsInteger>>> acting; // per unit: men who act, ways
    std::vector<OddsInteger> throws;                              // per unit: sides^dice, or 1
    for (std::size_t i = 0; i < units.size(); ++i) {
        std::vector<Step> unread;
        const int outOfRadius = i == 0 ? params.at("out_of_radius").get<int>() : 0;
        const std::vector<std::string> split =
            i == 0 ? splitNames(params.at("split").get<std::string>()) : std::vector<std::string>{};
        const LeaderRoll r = planLeaderRoll(state, *units[i], outOfRadius, split, unread, unread);
        acting.push_back(actingWays(r, tables_.leaderDieSides).nonZero());
        throws.push_back(r.rolls ? power(tables_.leaderDieSides, r.dice) : OddsInteger(1));
    }
    OddsInteger all = 1;
    for (const auto& t : throws) {
        all *= t;
    }
    const std::size_t den = tally.denominator(all);
    tally.add("unit", units.front()->id, all, den);
    std::uint64_t terms = 1;
    const OddsInteger othersThrows = all / throws.front();
    for (const auto& [n, ways] : acting.front()) {
        tally.add("acting", n, ways * othersThrows, den);
        ++terms;
    }
    // The directed units' results together: every combination, as the resolver's object.
    std::vector<std::size_t> pick(units.size(), 0);
    for (;;) {
        json directed = json::object();
        OddsInteger ways = throws.front();
        for (std::size_t i = 1; i < units.size(); ++i) {
            const auto& [n, w] = acting[i][pick[i]];
            directed[units[i]->id] = n;
            ways *= w;
        }
        tally.add("directed", directed, ways, den);
        ++terms;
        std::size_t i = units.size();
        while (i > 1 && ++pick[i - 1] == acting[i - 1].size()) {
            pick[--i] = 0;
        }
        if (i <= 1) {
            break;
        }
    }
    return terms;
}

} // namespace adc::roe
