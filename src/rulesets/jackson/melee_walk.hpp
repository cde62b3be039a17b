#pragma once
// The odds walk of a melee's pairs: the same fight as the table's pair-by-pair dice, thrown lot
// by lot so that the walk weighs classes of margins instead of every face of every pair.
#include "tables.hpp"

#include "adc/dice_total.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

namespace adc::jackson {

// Under the odds walk only. Two D10 a pair, pair after pair, would be 100^pairs branches; yet
// the pairs that fight at the same time, with the same future, are alike and independent, and
// only the class of their margin counts. So the walk throws each such lot at once: a virtual
// die with a face per (attacker, defender) throw, ordered by the margin's class (attacker kills,
// captures, wins with no effect, tie, and the same for the defender) and cut between classes,
// as a pool; it weighs how many pairs fall in each class, each as likely as on the table.
// Under J13 gang_up the short side's figures fight again, round after round, while they stand:
// a round's pairs are one lot, split by whether the figure has one more round to come.
template <class Fights, class Settle>
void walkPairs(int pairs, int shortSide, int modDifference, bool reroll, const Tables& t,
               Dice& dice, Fights fights, Settle settle) {
    auto marginClass = [&](int margin) {
        const int by = std::abs(margin);
        const int size = by >= t.marginKill ? 0 : by >= t.marginCapture ? 1 : by > 0 ? 2 : 3;
        return margin > 0 ? size : margin < 0 ? 6 - size : 3;
    };
    auto classOf = [&](const std::pair<int, int>& p) {
        return marginClass(p.first - p.second + modDifference);
    };
    // Every (attacker, defender) throw, class by class (a pass per class: this runs on every
    // branch, and sorting the hundred throws was a tenth of a big melee's walk).
    std::vector<std::pair<int, int>> throws;
    throws.reserve(100);
    for (int c = 0; c <= 6; ++c) {
        for (int fa = t.die.lowest; fa <= t.die.highest(); ++fa) {
            for (int fd = t.die.lowest; fd <= t.die.highest(); ++fd) {
                if (classOf({fa, fd}) == c) {
                    throws.emplace_back(fa, fd);
                }
            }
        }
    }
    // The cuts between classes of a list of throws sorted by class.
    auto classCuts = [&](const std::vector<std::pair<int, int>>& list) {
        std::vector<int> cuts;
        for (std::size_t f = 1; f < list.size(); ++f) {
            if (classOf(list[f]) != classOf(list[f - 1])) {
                cuts.push_back(static_cast<int>(f));
            }
        }
        return cuts;
    };
    // Throws one lot; returns nothing, settles every pair in it.
    auto throwAll = [&](const std::vector<int>& lot, const std::vector<std::pair<int, int>>& list) {
        const std::vector<int> faces =
            dice.pool(static_cast<int>(lot.size()), Die{static_cast<int>(list.size()), 0},
                      "melee: the deciding throws", classCuts(list));
        for (std::size_t k = 0; k < lot.size(); ++k) {
            const auto [fa, fd] = list[static_cast<std::size_t>(faces[k])];
            settle(lot[k], fa, fd);
        }
    };
    auto throwLot = [&](const std::vector<int>& lot) {
        if (lot.empty()) {
            return;
        }
        if (!reroll) {
            throwAll(lot, throws);
            return;
        }
        // J2 reroll: a pair throws up to maxRerolls + 1 times while it ties. Whenever it stops,
        // its deciding throw is any of the differing ones, equally likely. So the walk first
        // picks which pairs tie every time (in stages of up to 4 throws, a virtual die of
        // 100^4 faces each), then the deciding throws of the others all at once.
        std::vector<std::pair<int, int>> deciding, tie;
        for (const auto& th : throws) {
            (classOf(th) == 3 ? tie : deciding).push_back(th);
        }
        std::vector<int> tied = lot, decided;
        for (int left = t.maxRerolls + 1; left > 0 && !tied.empty() && !tie.empty();) {
            const int m = std::min(left, 4);
            int sides = 1, tying = 1;
            for (int i = 0; i < m; ++i) {
                sides *= static_cast<int>(throws.size());
                tying *= static_cast<int>(tie.size());
            }
            const Die stage{sides, 0};
            const std::vector<int> faces =
                dice.pool(static_cast<int>(tied.size()), stage, "melee: ties rolled again",
                          bandCuts(stage, {tying}));
            std::vector<int> still;
            for (std::size_t k = 0; k < tied.size(); ++k) {
                (faces[k] < tying ? still : decided).push_back(tied[k]);
            }
            tied = std::move(still);
            left -= m;
        }
        if (tie.empty()) {
            decided.insert(decided.end(), tied.begin(), tied.end());
            tied.clear();
        }
        for (int i : tied) {
            settle(i, tie.front().first, tie.front().second);
        }
        throwAll(decided, deciding);
    };
    const int lastRound = pairs % shortSide; // figures of the short side in a last, short round
    for (int first = 0; first < pairs; first += shortSide) {
        std::vector<int> again, done;
        for (int j = 0; j < shortSide && first + j < pairs; ++j) {
            if (fights(first + j)) {
                (lastRound > 0 && j < lastRound ? again : done).push_back(first + j);
            }
        }
        throwLot(again);
        throwLot(done);
    }
}

} // namespace adc::jackson
