#include "adc/dice_total.hpp"

#include <limits>
#include <vector>

namespace adc {

bool walkingOdds(Dice& dice) {
    return dice.source().kind() == RollSource::Enumerated;
}

namespace {

int rollEach(Dice& dice, int n, const Die& die, const std::string& purpose) {
    std::vector<int> everyFace;
    for (int f = die.lowest + 1; f <= die.highest(); ++f) {
        everyFace.push_back(f);
    }
    int total = 0;
    for (int f : dice.pool(n, die, purpose, everyFace)) {
        total += f;
    }
    return total;
}

} // namespace

int rollTotal(Dice& dice, int n, const Die& die, const std::string& purpose,
              const std::function<int(int)>& reading) {
    if (!walkingOdds(dice) || n <= 0) {
        return rollEach(dice, n, die, purpose);
    }
    // How many of the sides^n throws give each total (the lowest total first).
    long long throws = 1;
    std::vector<long long> ways{1};
    for (int i = 0; i < n; ++i) {
        throws *= die.sides;
        if (throws > std::numeric_limits<int>::max()) {
            return rollEach(dice, n, die, purpose);
        }
        std::vector<long long> next(ways.size() + static_cast<std::size_t>(die.sides) - 1, 0);
        for (std::size_t t = 0; t < ways.size(); ++t) {
            for (std::size_t f = 0; f < static_cast<std::size_t>(die.sides); ++f) {
                next[t + f] += ways[t];
            }
        }
        ways = std::move(next);
    }
    // Under the walk only: n dice thrown one by one would be sides^n branches, though only
    // their total matters. One virtual die with a face per throw, its faces ordered by total and
    // cut where the reading changes, picks the total at once, each as likely as on the table.
    const int lowestTotal = n * die.lowest;
    auto read = [&](int total) { return reading ? reading(total) : total; };
    std::vector<int> cuts;
    std::vector<int> bandTotal{lowestTotal};
    long long first = 0;
    for (std::size_t t = 0; t < ways.size(); ++t) {
        const int total = lowestTotal + static_cast<int>(t);
        if (t > 0 && read(total) != read(total - 1)) {
            cuts.push_back(static_cast<int>(first));
            bandTotal.push_back(total);
        }
        first += ways[t];
    }
    const int face =
        dice.pool(1, Die{static_cast<int>(throws), 0}, purpose + " (total of the dice)", cuts)[0];
    std::size_t band = 0;
    while (band < cuts.size() && cuts[band] <= face) {
        ++band;
    }
    return bandTotal[band];
}

} // namespace adc
