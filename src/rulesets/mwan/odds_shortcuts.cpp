#include "odds_shortcuts.hpp"

#include <algorithm>

namespace adc::mwan {

int facesFrom(int from, const Die& die) {
    return std::clamp(die.highest() + 1 - std::max(from, die.lowest), 0, die.sides);
}

std::vector<std::pair<int, OddsInteger>> savesOf(int hits, bool saves, int saveOn, const Die& die) {
    if (!saves) {
        return {{0, OddsInteger(1)}};
    }
    std::vector<std::pair<int, OddsInteger>> out;
    const std::vector<OddsInteger> ways = binomialWays(hits, facesFrom(saveOn, die), die.sides);
    for (std::size_t s = 0; s < ways.size(); ++s) {
        if (ways[s] != 0) {
            out.emplace_back(static_cast<int>(s), ways[s]);
        }
    }
    return out;
}

std::uint64_t addCommanderDeaths(const CommanderTable& c, const std::vector<const Unit*>& atRisk,
                                 const OddsInteger& ways, int dice, OddsTally& tally,
                                 const Die& die) {
    // Of the sides^deathDice throws, those of killedOn or more kill.
    const std::vector<OddsInteger> totals = totalWays(c.deathDice, die.sides); // faces from 0
    OddsInteger dies = 0;
    for (std::size_t s = 0; s < totals.size(); ++s) {
        if (static_cast<int>(s) + c.deathDice * die.lowest >= c.killedOn) {
            dies += totals[s];
        }
    }
    const OddsInteger lives = power(die.sides, c.deathDice) - dies;
    const std::size_t den =
        tally.denominator(power(die.sides, dice + c.deathDice * static_cast<int>(atRisk.size())));
    std::uint64_t terms = 0;
    for (std::size_t mask = 1; mask < (std::size_t{1} << atRisk.size()); ++mask) {
        json killed = json::array();
        OddsInteger w = ways;
        for (std::size_t k = 0; k < atRisk.size(); ++k) {
            const bool dead = (mask >> k & 1) != 0;
            if (dead) {
                killed.push_back(atRisk[k]->id);
            }
            w *= dead ? dies : lives;
        }
        if (w != 0) {
            tally.add("commanders_killed", killed, w, den);
        }
        ++terms;
    }
    return terms;
}

} // namespace adc::mwan
