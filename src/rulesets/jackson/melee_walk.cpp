#include "melee_walk.hpp"

#include <algorithm>

namespace adc::jackson {

MarginClasses::MarginClasses(const Tables& t, int modDifference)
    : t_(t), modDifference_(modDifference) {
    // Class by class (a pass per class: this runs on every branch, and sorting the hundred
    // throws was a tenth of a big melee's walk).
    throws_.reserve(100);
    for (int c = 0; c <= 6; ++c) {
        for (int fa = t.die.lowest; fa <= t.die.highest(); ++fa) {
            for (int fd = t.die.lowest; fd <= t.die.highest(); ++fd) {
                if (classOf({fa, fd}) == c) {
                    throws_.emplace_back(fa, fd);
                }
            }
        }
    }
    for (const auto& th : throws_) {
        (classOf(th) == kTie ? ties_ : deciding_).push_back(th);
    }
}

std::vector<int> MarginClasses::cuts(const std::vector<PairThrow>& list) const {
    std::vector<int> out;
    for (std::size_t f = 1; f < list.size(); ++f) {
        if (classOf(list[f]) != classOf(list[f - 1])) {
            out.push_back(static_cast<int>(f));
        }
    }
    return out;
}

TiedOrDecided throwTiesAgain(const Tables& t, const MarginClasses& classes,
                             const std::vector<int>& lot, Dice& dice) {
    const auto all = static_cast<int>(classes.throws().size());
    const auto tie = static_cast<int>(classes.ties().size());
    TiedOrDecided out{lot, {}};
    for (int left = t.maxRerolls + 1; left > 0 && !out.tied.empty() && tie > 0;) {
        const int m = std::min(left, 4);
        int sides = 1, tying = 1;
        for (int i = 0; i < m; ++i) {
            sides *= all;
            tying *= tie;
        }
        const Die stage{sides, 0};
        const std::vector<int> faces =
            dice.pool(static_cast<int>(out.tied.size()), stage, "melee: ties rolled again",
                      bandCuts(stage, {tying}));
        std::vector<int> still;
        for (std::size_t k = 0; k < out.tied.size(); ++k) {
            (faces[k] < tying ? still : out.decided).push_back(out.tied[k]);
        }
        out.tied = std::move(still);
        left -= m;
    }
    if (tie == 0) {
        out.decided.insert(out.decided.end(), out.tied.begin(), out.tied.end());
        out.tied.clear();
    }
    return out;
}

} // namespace adc::jackson
