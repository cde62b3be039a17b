#pragma once
// The odds walk of a melee's pairs: the same fight as the table's pair-by-pair dice, thrown lot
// by lot so that the walk weighs classes of margins instead of every face of every pair.
//
// Two D10 a pair, pair after pair, would be 100^pairs branches; yet the pairs that fight at the
// same time, with the same future, are alike and independent, and only the class of their margin
// counts. So the walk throws each such lot at once: a virtual die with a face per (attacker,
// defender) throw, ordered by the margin's class (attacker kills, captures, wins with no effect,
// tie, and the same for the defender) and cut between classes, as a pool; it weighs how many
// pairs fall in each class, each as likely as on the table. Under J13 gang_up the short side's
// figures fight again, round after round, while they stand: a round's pairs are one lot, split by
// whether the figure has one more round to come.
#include "tables.hpp"

#include <cstdlib>
#include <utility>
#include <vector>

namespace adc::jackson {

using PairThrow = std::pair<int, int>; // (attacker's face, defender's face)

// Every (attacker, defender) throw of a pair, sorted by the class of its margin.
class MarginClasses {
public:
    static constexpr int kTie = 3;

    MarginClasses(const Tables& t, int modDifference);
    // 0 attacker kills, 1 captures, 2 wins with no effect, 3 tie, 4-6 the same for the defender.
    int classOf(const PairThrow& p) const {
        const int margin = p.first - p.second + modDifference_;
        const int by = std::abs(margin);
        const int size = by >= t_.marginKill ? 0 : by >= t_.marginCapture ? 1 : by > 0 ? 2 : kTie;
        return margin > 0 ? size : margin < 0 ? 6 - size : kTie;
    }
    // The cuts between classes of a list of throws sorted by class.
    std::vector<int> cuts(const std::vector<PairThrow>& list) const;
    const std::vector<PairThrow>& throws() const { return throws_; }
    const std::vector<PairThrow>& ties() const { return ties_; }
    const std::vector<PairThrow>& deciding() const { return deciding_; }

private:
    const Tables& t_;
    int modDifference_;
    std::vector<PairThrow> throws_, ties_, deciding_;
};

// J2 reroll: a pair throws up to maxRerolls + 1 times while it ties. Whenever it stops, its
// deciding throw is any of the differing ones, equally likely. So the walk first picks which
// pairs of the lot tie every time (in stages of up to 4 throws, a virtual die of 100^4 faces
// each); the others are decided.
struct TiedOrDecided {
    std::vector<int> tied, decided;
};
TiedOrDecided throwTiesAgain(const Tables& t, const MarginClasses& classes,
                             const std::vector<int>& lot, Dice& dice);

// Walks the melee's pairs: `fights(i)` says whether pair i still fights, `settle(i, fa, fd)`
// settles it on its deciding throws.
template <class Fights, class Settle>
void walkPairs(int pairs, int shortSide, int modDifference, bool reroll, const Tables& t,
               Dice& dice, Fights fights, Settle settle) {
    const MarginClasses classes(t, modDifference);
    // Throws one lot on the list's throws and settles every pair in it.
    auto throwAll = [&](const std::vector<int>& lot, const std::vector<PairThrow>& list) {
        const std::vector<int> faces =
            dice.pool(static_cast<int>(lot.size()), Die{static_cast<int>(list.size()), 0},
                      "melee: the deciding throws", classes.cuts(list));
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
            throwAll(lot, classes.throws());
            return;
        }
        const TiedOrDecided split = throwTiesAgain(t, classes, lot, dice);
        for (int i : split.tied) {
            settle(i, classes.ties().front().first, classes.ties().front().second);
        }
        throwAll(split.decided, classes.deciding());
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
