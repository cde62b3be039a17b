// The odds of a volley and of a shell added up, not walked. The walk runs the resolver once for
// every count of hits, riders, mounts and men unhorsed: 1,605 times for a Gatling on horsemen.
// Here the hit dice are counted once, and for each count of hits the rider and mount dice are
// binomials over the hits that find a rider. Tests hold each sum to the walk's fractions.
#include "artillery.hpp"
#include "fire.hpp"
#include "odds_shortcuts.hpp"

#include <algorithm>
#include <array>

namespace adc::jackson {

namespace {

// Faces of the die at or under x.
int facesUpTo(int x, const Die& die) {
    return std::clamp(x - die.lowest + 1, 0, die.sides);
}

// Of the die's faces (ten), how many hit or miss, showing the jam face or not; then, die by
// die, ways[h][j]: the throws of the volley's dice with h hits, j = any die on the jam face.
std::vector<std::array<OddsInteger, 2>> hitAndJamWays(const Die& die, const VolleyPlan& p) {
    std::array<std::array<int, 2>, 2> faces{}; // [hit][jam]
    for (int f = die.lowest; f <= die.highest(); ++f) {
        ++faces[f + p.mod <= p.need ? 1 : 0][f == p.jamFace ? 1 : 0];
    }
    std::vector<std::array<OddsInteger, 2>> ways(static_cast<std::size_t>(p.dice) + 1);
    ways[0][0] = 1;
    for (int thrown = 0; thrown < p.dice; ++thrown) {
        std::vector<std::array<OddsInteger, 2>> next(ways.size());
        for (int h = 0; h <= thrown; ++h) {
            for (int j = 0; j < 2; ++j) {
                const OddsInteger& w =
                    ways[static_cast<std::size_t>(h)][static_cast<std::size_t>(j)];
                if (w == 0) {
                    continue;
                }
                for (int hit = 0; hit < 2; ++hit) {
                    for (int jam = 0; jam < 2; ++jam) {
                        if (const int n = faces[static_cast<std::size_t>(hit)]
                                               [static_cast<std::size_t>(jam)]) {
                            next[static_cast<std::size_t>(h + hit)]
                                [static_cast<std::size_t>(j | jam)] += w * n;
                        }
                    }
                }
            }
        }
        ways = std::move(next);
    }
    return ways;
}

// The weights of every count the volley's result tells, each over 10^(dice + 2 * most).
struct VolleyCounts {
    CountWeights hits, jammed, riders, mounts, unhorsed, casualties;
    int most = 0; // rider-or-mount dice at most (and as many avoid-injury dice)
    std::uint64_t terms = 0;
};

// For each count of hits the rider and mount dice are binomials over the hits that find a
// rider, and the avoid-injury dice binomials over the mounts hit. Every term is brought to one
// denominator: 10^dice for the hit dice, and 10 for each rider or mount die and each
// avoid-injury die, whose most is `most` each.
VolleyCounts countVolley(const JacksonRuleset& rs, const VolleyPlan& p,
                         const std::vector<std::array<OddsInteger, 2>>& ways) {
    const Tables& t = rs.tables();
    const Die& die = t.die;
    const int mounted = ridersMounted(rs, p.target);
    VolleyCounts c;
    c.most = std::clamp(mounted, 0, p.dice);
    const int most = c.most;
    const int riderFaces = facesUpTo(t.riderHitMax, die);
    const int avoidFaces = facesUpTo(t.avoidInjuryMax, die);
    std::vector<OddsInteger> tens{1}; // powers of ten, looked up in the loops below
    for (int i = 1; i <= 2 * most; ++i) {
        tens.push_back(tens.back() * die.sides);
    }
    auto ten = [&](int e) -> const OddsInteger& { return tens[static_cast<std::size_t>(e)]; };
    for (int h = 0; h <= p.dice; ++h) {
        const int onMounts = std::clamp(mounted, 0, h);
        const std::vector<OddsInteger> riderWays = binomialWays(onMounts, riderFaces, die.sides);
        for (int j = 0; j < 2; ++j) {
            const OddsInteger& w = ways[static_cast<std::size_t>(h)][static_cast<std::size_t>(j)];
            if (w == 0) {
                continue;
            }
            c.hits.add(h, w * ten(2 * most));
            c.jammed.add(j, w * ten(2 * most));
            for (int r = 0; r <= onMounts; ++r) {
                const OddsInteger base = w * riderWays[static_cast<std::size_t>(r)];
                const int m = onMounts - r;
                const OddsInteger wr = base * ten(2 * most - onMounts);
                c.riders.add(r, wr);
                c.mounts.add(m, wr);
                const std::vector<OddsInteger> avoidWays = binomialWays(m, avoidFaces, die.sides);
                for (int u = 0; u <= m; ++u) {
                    const OddsInteger wu = base * avoidWays[static_cast<std::size_t>(u)] *
                                           ten(2 * most - onMounts - m);
                    c.unhorsed.add(u, wu);
                    // Hits beyond the riders fall on figures on foot, while any are left.
                    const int down = r + (m - u);
                    c.casualties.add(down + std::clamp(p.target.strength - down, 0, h - onMounts),
                                     wu);
                    ++c.terms;
                }
            }
        }
    }
    return c;
}

} // namespace

std::uint64_t addVolleyOdds(const JacksonRuleset& rs, const GameState& state, const VolleyPlan& p,
                            OddsTally& tally) {
    const Die& die = rs.tables().die;
    const VolleyCounts c = countVolley(rs, p, hitAndJamWays(die, p));
    const std::size_t den = tally.denominator(power(die.sides, p.dice + 2 * c.most));
    c.hits.addTo(tally, "hits", den);
    c.riders.addTo(tally, "riders_hit", den);
    c.mounts.addTo(tally, "mounts_hit", den);
    c.unhorsed.addTo(tally, "unhorsed", den);
    c.casualties.addTo(tally, "casualties", den);
    tally.add("band", p.band, c.hits.total(), den);
    if (p.jamFace >= 0) {
        // Counted as 0 or 1: the result says false or true.
        for (const auto& [j, w] : c.jammed.nonZero()) {
            tally.add("jammed", j == 1, w, den);
        }
    }
    // Whether the target tests morale follows from the figures it lost, as the resolver says.
    for (const auto& [n, w] : c.casualties.nonZero()) {
        Outcome scratch;
        fireConsequences(rs, state, p.target, n, p.cause, scratch);
        tally.add("morale_test", scratch.result.at("morale_test"), w, den);
    }
    return c.terms;
}

std::uint64_t addShellOdds(const JacksonRuleset& rs, const ShellPlan& p, OddsTally& tally) {
    const Tables& t = rs.tables();
    const Die& die = t.die;
    const std::vector<OddsInteger> hitWays =
        binomialWays(t.shellDice, facesUpTo(p.hitMax, die), die.sides);
    // The skedaddle dice are rolled on some branches only: every term is over 10^(hit dice +
    // skedaddle dice), the terms without them scaled up to it.
    const std::vector<OddsInteger> totals = totalWays(p.skedaddleDice, die.sides);
    const OddsInteger skedaddleThrows = power(die.sides, p.skedaddleDice);
    const std::size_t den = tally.denominator(power(die.sides, t.shellDice) * skedaddleThrows);
    std::uint64_t terms = 0;
    for (int h = 0; h <= t.shellDice; ++h) {
        const OddsInteger& w = hitWays[static_cast<std::size_t>(h)];
        if (w == 0) {
            continue;
        }
        const OddsInteger scaled = w * skedaddleThrows;
        const int lost = p.lost(h);
        tally.add("hits", h, scaled, den);
        tally.add("casualties", lost, scaled, den);
        tally.add("band", p.band, scaled, den);
        ++terms;
        if (lost >= p.shot.target.strength) {
            continue; // wiped out: no test, no skedaddle
        }
        tally.add("morale_test", p.skedaddleDice == 0, scaled, den);
        if (p.skedaddleDice > 0) {
            for (std::size_t s = 0; s < totals.size(); ++s) {
                // totalWays counts from 0: the dice's own lowest faces come on top.
                tally.add("skedaddle_inches", static_cast<int>(s) + p.skedaddleDice * die.lowest,
                          w * totals[s], den);
                ++terms;
            }
        }
    }
    return terms;
}

} // namespace adc::jackson
