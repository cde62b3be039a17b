// The odds of a melee added up pair by pair, not walked. The walk runs the resolver once for
// every way the lots of pairs can fall: 1,845 times for six riflemen ganging up on four
// warriors. Here each pair's throw is counted once by what it does (a tie, a figure killed,
// captured or scalped, no effect), and the melee is carried from pair to pair as a table of the
// states it can be in: who is out of the fight and the tallies so far, each with its weight.
// States that agree on everything still to come are one. Tests hold it to the walk's fractions.
#include "melee.hpp"
#include "odds_shortcuts.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace adc::jackson {

namespace {

// What one pair's deciding throw does.
enum class PairResult { NoEffect, Tie, AttackerKilled, AttackerFate, DefenderKilled, DefenderFate };

// A melee between pairs: out-of-the-fight marks only for figures that fight again later.
struct MeleeState {
    std::uint64_t attackerOut = 0;
    std::uint64_t defenderOut = 0;
    int attackerKilled = 0, attackerFate = 0; // fate: captured or scalped, whichever J1 says
    int defenderKilled = 0, defenderFate = 0;
    int ties = 0;

    auto key() const {
        return std::tie(attackerOut, defenderOut, attackerKilled, attackerFate, defenderKilled,
                        defenderFate, ties);
    }
    bool operator==(const MeleeState& o) const { return key() == o.key(); }
};

using Weighted = std::vector<std::pair<MeleeState, OddsInteger>>;

struct StateHash {
    std::size_t operator()(const MeleeState& s) const {
        std::uint64_t h = s.attackerOut * 0x9E3779B97F4A7C15ULL ^ s.defenderOut;
        for (int n : {s.attackerKilled, s.attackerFate, s.defenderKilled, s.defenderFate, s.ties}) {
            h = h * 0x100000001B3ULL ^ static_cast<std::uint64_t>(n);
        }
        return static_cast<std::size_t>(h);
    }
};

// The states after a pair, each once: a weight reaching a state already there is added to it.
class NextStates {
public:
    explicit NextStates(std::size_t expected) {
        states_.reserve(expected);
        where_.reserve(expected);
    }
    void add(const MeleeState& s, OddsInteger weight) {
        const auto [it, fresh] = where_.try_emplace(s, states_.size());
        if (fresh) {
            states_.emplace_back(s, std::move(weight));
        } else {
            states_[it->second].second += weight;
        }
    }
    Weighted take() { return std::move(states_); }

private:
    Weighted states_;
    std::unordered_map<MeleeState, std::size_t, StateHash> where_;
};

std::size_t index(PairResult r) {
    return static_cast<std::size_t>(r);
}

// A mark per figure that still has a pair after pair `i`.
std::uint64_t fightsAfter(int i, int pairs, int figures) {
    std::uint64_t marks = 0;
    for (int later = i + 1; later < pairs; ++later) {
        marks |= std::uint64_t{1} << (later % figures);
    }
    return marks;
}

// What one pair's throws weigh, each result over pairThrows = 100^(rerolls + 1).
struct PairWeights {
    int pairSides = 0;               // the throws of a pair: 100 of two D10
    int rerolls = 0;                 // J2 reroll: the times a tie is thrown again
    std::vector<OddsInteger> weight; // by PairResult
    OddsInteger pairThrows;
};

PairWeights pairWeights(const Tables& t, const MeleePlan& p) {
    PairWeights pw;
    // How many of the sides^2 throws of a pair (100 of two D10) do each thing.
    pw.pairSides = t.die.sides * t.die.sides;
    std::vector<int> throws(6, 0);
    for (int fa = t.die.lowest; fa <= t.die.highest(); ++fa) {
        for (int fd = t.die.lowest; fd <= t.die.highest(); ++fd) {
            const int margin = (fa + p.attackerMod) - (fd + p.defenderMod);
            const int by = std::abs(margin);
            const std::string& byOne = margin > 0 ? p.attackerWinsByOne : p.defenderWinsByOne;
            PairResult r = PairResult::NoEffect;
            if (margin == 0) {
                r = PairResult::Tie;
            } else if (by >= t.marginKill) {
                r = margin > 0 ? PairResult::DefenderKilled : PairResult::AttackerKilled;
            } else if (by >= t.marginCapture && !byOne.empty()) {
                r = margin > 0 ? PairResult::DefenderFate : PairResult::AttackerFate;
            }
            ++throws[index(r)];
        }
    }
    // J2 reroll: a tie is thrown again, up to maxRerolls more times. Over 100^(R+1), the pair
    // still ties on tie^(R+1) throws, and every other result is as likely as its share of the
    // deciding throws: count * (100^R + 100^(R-1) tie + ... + tie^R).
    pw.rerolls = p.ties == "reroll" ? t.maxRerolls : 0;
    const int tie = throws[index(PairResult::Tie)];
    OddsInteger stillTied = 1, deciding = 0;
    for (int k = 0; k <= pw.rerolls; ++k) {
        deciding = deciding * pw.pairSides + stillTied;
        stillTied *= tie;
    }
    pw.weight.resize(6);
    for (std::size_t r = 0; r < 6; ++r) {
        pw.weight[r] = r == index(PairResult::Tie) ? stillTied : deciding * throws[r];
    }
    pw.pairThrows = power(pw.pairSides, pw.rerolls + 1);
    return pw;
}

// The melee after a pair of figures a (attacker's mark) and d (defender's) threw r.
MeleeState after(MeleeState n, PairResult r, std::uint64_t a, std::uint64_t d) {
    switch (r) {
    case PairResult::NoEffect:
        break;
    case PairResult::Tie:
        ++n.ties;
        break;
    case PairResult::AttackerKilled:
    case PairResult::AttackerFate:
        n.attackerOut |= a;
        ++(r == PairResult::AttackerKilled ? n.attackerKilled : n.attackerFate);
        break;
    case PairResult::DefenderKilled:
    case PairResult::DefenderFate:
        n.defenderOut |= d;
        ++(r == PairResult::DefenderKilled ? n.defenderKilled : n.defenderFate);
        break;
    }
    return n;
}

// The melee carried from pair to pair: the states it can end in, each with its weight over
// pairThrows^pairs; `terms` counts the terms weighed.
Weighted fightPairs(const MeleePlan& p, const PairWeights& pw, std::uint64_t& terms) {
    Weighted states{{MeleeState{}, OddsInteger(1)}};
    for (int i = 0; i < p.pairs; ++i) {
        const std::uint64_t a = std::uint64_t{1} << (i % p.attackerFigures);
        const std::uint64_t d = std::uint64_t{1} << (i % p.defenderFigures);
        const std::uint64_t keepA = fightsAfter(i, p.pairs, p.attackerFigures);
        const std::uint64_t keepD = fightsAfter(i, p.pairs, p.defenderFigures);
        NextStates next(states.size() * 6);
        for (const auto& [s, w] : states) {
            if ((s.attackerOut & a) != 0 || (s.defenderOut & d) != 0) {
                // One of the two is already out: this pair does not fight.
                MeleeState n = s;
                n.attackerOut &= keepA;
                n.defenderOut &= keepD;
                next.add(n, w * pw.pairThrows);
                continue;
            }
            for (std::size_t r = 0; r < 6; ++r) {
                if (pw.weight[r] == 0) {
                    continue;
                }
                MeleeState n = after(s, static_cast<PairResult>(r), a, d);
                n.attackerOut &= keepA;
                n.defenderOut &= keepD;
                next.add(n, w * pw.weight[r]);
                ++terms;
            }
        }
        states = next.take();
    }
    return states;
}

// The melee's result keys from the states it ends in.
void tallyMelee(const MeleePlan& p, const PairWeights& pw, const Weighted& states,
                OddsTally& tally) {
    // The loser's fate on a win by one is captured or scalped, by who won (J1).
    const bool attackerCaptured = p.defenderWinsByOne == "captured";
    const bool defenderCaptured = p.attackerWinsByOne == "captured";
    CountWeights attackerLosses, defenderLosses, killed, captured, scalped, ties;
    std::vector<OddsInteger> winner(3); // attacker, defender, none
    for (const auto& [s, w] : states) {
        const int aLost = s.attackerKilled + s.attackerFate;
        const int dLost = s.defenderKilled + s.defenderFate;
        attackerLosses.add(aLost, w);
        defenderLosses.add(dLost, w);
        killed.add(s.attackerKilled + s.defenderKilled, w);
        captured.add(
            (attackerCaptured ? s.attackerFate : 0) + (defenderCaptured ? s.defenderFate : 0), w);
        scalped.add(
            (attackerCaptured ? 0 : s.attackerFate) + (defenderCaptured ? 0 : s.defenderFate), w);
        ties.add(s.ties, w);
        const bool defenderHolds = p.ties == "defender_holds" && s.ties > 0;
        winner[aLost < dLost ? 0 : dLost < aLost || defenderHolds ? 1 : 2] += w;
    }
    const std::size_t den = tally.denominator(power(pw.pairSides, (pw.rerolls + 1) * p.pairs));
    attackerLosses.addTo(tally, "attacker_losses", den);
    defenderLosses.addTo(tally, "defender_losses", den);
    killed.addTo(tally, "killed", den);
    captured.addTo(tally, "captured", den);
    scalped.addTo(tally, "scalped", den);
    ties.addTo(tally, "ties", den);
    const char* names[] = {"attacker", "defender", "none"};
    for (std::size_t k = 0; k < 3; ++k) {
        if (winner[k] != 0) {
            tally.add("winner", names[k], winner[k], den);
        }
    }
}

} // namespace

std::optional<std::uint64_t> addMeleeOdds(const JacksonRuleset& rs, const MeleePlan& p,
                                          OddsTally& tally) {
    if (p.attackerFigures > 64 || p.defenderFigures > 64 || p.emptyPlace) {
        // More figures than a mark each, or no fight and no dice: the walk takes it.
        return std::nullopt;
    }
    const PairWeights pw = pairWeights(rs.tables(), p);
    std::uint64_t terms = 0;
    const Weighted states = fightPairs(p, pw, terms);
    tallyMelee(p, pw, states, tally);
    return terms;
}

} // namespace adc::jackson
