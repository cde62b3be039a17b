// Melee: one D10 per figure, high roll wins; by 1 the loser is captured or scalped (J1), by 2
// or more killed. Ties (J2) and pairing in unequal fights (J13) follow the house rules.
#include "melee.hpp"

#include "adc/owed_tests.hpp"

#include "charge.hpp"
#include "citations.hpp"

#include "adc/dice_total.hpp"
#include "adc/ties.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>
#include <vector>

namespace adc::jackson {

namespace {

struct Fighter {
    const Unit& unit;
    int figures = 0;
    int mod = 0;
    std::vector<bool> out; // figures already taken out in this melee
    int killed = 0, captured = 0, scalped = 0;
    int losses() const { return killed + captured + scalped; }
};

int modifiers(const JacksonRuleset& rs, const GameState& state, const Unit& u, bool attacker,
              const json& params, Outcome& o) {
    const auto& m = rs.tables().meleeMods;
    const std::string who = attacker ? "attacker" : "defender";
    int mod = 0;
    auto add = [&](const std::string& key, const std::string& text) {
        int v = m.at(key);
        mod += v;
        o.steps.push_back({u.name + ": " + text, pointerTo({"melee", "modifiers", key}), v});
    };
    if (attacker && params.at("charging").get<bool>()) {
        add("charging", "attacker charging");
    }
    if (!attacker) {
        const std::string cover = params.at("defender_cover").get<std::string>();
        if (cover == "soft") {
            add("soft_cover", "defender in soft cover");
        } else if (cover == "hard") {
            add("hard_cover", "defender in hard cover");
        }
    }
    int last = u.attr<int>("last_melee_turn", 0);
    if (last != 0 && last == state.turn - 1) {
        add("previous_melee", "fought a melee last turn");
    }
    if (params.at(who + "_in_water").get<bool>()) {
        add("in_water", "in water");
    }
    if (!inCommand(rs, u, params.at(who + "_command_distance").get<double>())) {
        add("out_of_command",
            hasActiveLeader(u) ? "out of command radius (" + fmt(rs.tables().commandRadius) + "\")"
                               : "no leader: out of command");
    }
    if (onHorseback(rs, u)) {
        add("mounted", "mounted");
    }
    if (isIndian(rs, u)) {
        add("indian", "Indians");
    }
    return mod;
}

// What a margin of victory between capture and kill does to the loser (J1).
std::string marginOneResult(const JacksonRuleset& rs, const GameState& state, const Unit& winner,
                            const Unit& loser) {
    const TroopType& w = rs.tables().troop(winner.kind);
    const TroopType& l = rs.tables().troop(loser.kind);
    const std::string reading = rs.option(state, "melee_margin_one");
    if (reading == "by_loser_type") {
        return l.indian ? "scalped" : l.mounted ? "captured" : "";
    }
    if (w.indian) {
        return "scalped";
    }
    if (reading == "cavalry_only") {
        return w.mounted ? "captured" : "";
    }
    return "captured";
}

int figuresInContact(const json& params, const std::string& key, const Unit& u) {
    int n = params.at(key).get<int>();
    if (n == 0) {
        return u.strength;
    }
    if (n > u.strength) {
        throw RuleError("/params/" + key,
                        u.name + " has only " + plural(u.strength, "figure", "figures"));
    }
    return n;
}

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

} // namespace

MeleePlan planMelee(const JacksonRuleset& rs, const json& params, const GameState& state,
                    Outcome& o) {
    const Tables& t = rs.tables();
    const Unit& au = unitParam(state, params, "attacker");
    const Unit& du = unitParam(state, params, "defender");
    if (au.side == du.side) {
        throw RuleError("/params/defender", du.name + " is on the attacker's own side");
    }
    const bool charging = params.at("charging").get<bool>();
    if (charging && !inCommand(rs, au, params.at("attacker_command_distance").get<double>())) {
        throw RuleError("/params/charging",
                        au.name + " has no leader in command: units without leaders may not "
                                  "charge");
    }
    const TroopType& at = t.troop(au.kind);
    if (charging && at.indian && at.mounted && onHorseback(rs, au)) {
        throw RuleError("/params/attacker",
                        au.name + " are mounted Indians: they charge through or past the target, "
                                  "throwing, but do not close (resolve their weapons as fire)");
    }
    checkChargeTests(rs, au, du, charging, o);
    MeleePlan p{au,
                du,
                figuresInContact(params, "attacker_figures", au),
                figuresInContact(params, "defender_figures", du),
                0,
                0,
                rs.option(state, "melee_ties"),
                rs.option(state, "melee_pairing") == "gang_up",
                0,
                marginOneResult(rs, state, au, du),
                marginOneResult(rs, state, du, au)};
    if (p.attackerFigures == 0 || p.defenderFigures == 0) {
        throw RuleError("/params/attacker_figures", "both sides need figures in contact");
    }
    p.emptyPlace = du.attr<std::string>("stand_test", "") == "failed";
    if (p.emptyPlace) {
        return p;
    }
    p.attackerMod = modifiers(rs, state, au, true, params, o);
    p.defenderMod = modifiers(rs, state, du, false, params, o);
    p.pairs = p.gangUp ? std::max(p.attackerFigures, p.defenderFigures)
                       : std::min(p.attackerFigures, p.defenderFigures);
    o.steps.push_back({std::to_string(p.attackerFigures) + " against " +
                           std::to_string(p.defenderFigures) +
                           (p.gangUp ? ": the extra figures fight again in turn (J13 gang_up)"
                                     : ": only pairs fight (J13 extras_idle)"),
                       "J13", std::nullopt});
    return p;
}

Outcome JacksonRuleset::melee(const json& params, const GameState& state, Dice& dice) const {
    const Tables& t = tables();
    Outcome o;
    const MeleePlan p = planMelee(*this, params, state, o);
    if (p.emptyPlace) {
        return emptyPlace(*this, p, state);
    }
    const Unit& au = p.attacker;
    const Unit& du = p.defender;
    Fighter a{au, p.attackerFigures, p.attackerMod, {}, 0, 0, 0};
    Fighter d{du, p.defenderFigures, p.defenderMod, {}, 0, 0, 0};
    // The odds walk reads only the result: it is spared the words of every pair on every branch.
    const bool telling = !walkingOdds(dice);
    a.out.assign(static_cast<std::size_t>(a.figures), false);
    d.out.assign(static_cast<std::size_t>(d.figures), false);
    const std::string& ties = p.ties;
    const int pairs = p.pairs;
    int tiesSeen = 0;
    auto pairName = [&](int i) {
        return "pair " + std::to_string(i + 1) + ": " + au.name + " figure " +
               std::to_string(i % a.figures + 1) + " v " + du.name + " figure " +
               std::to_string(i % d.figures + 1);
    };
    // Settles pair i on its deciding throws (after any re-rolled ties).
    auto settle = [&](int i, int fa, int fd) {
        const auto ai = static_cast<std::size_t>(i % a.figures);
        const auto di = static_cast<std::size_t>(i % d.figures);
        const int margin = (fa + a.mod) - (fd + d.mod);
        auto text = [&] {
            return pairName(i) + ": " + std::to_string(fa) + "+" + std::to_string(a.mod) + " v " +
                   std::to_string(fd) + "+" + std::to_string(d.mod);
        };
        if (margin == 0) {
            ++tiesSeen;
            if (telling) {
                o.steps.push_back(
                    {text() + ": tie — " +
                         (ties == "defender_holds" ? std::string("the defender holds (J2)")
                                                   : std::string("no result (J2)")),
                     "J2", std::nullopt});
            }
            return;
        }
        Fighter& winner = margin > 0 ? a : d;
        Fighter& loser = margin > 0 ? d : a;
        const std::size_t li = margin > 0 ? di : ai;
        const int by = std::abs(margin);
        std::string fate;
        if (by >= t.marginKill) {
            fate = "killed";
        } else if (by >= t.marginCapture) {
            fate = margin > 0 ? p.attackerWinsByOne : p.defenderWinsByOne;
        }
        if (fate.empty()) {
            if (telling) {
                o.steps.push_back({text() + ": " + winner.unit.name + " wins by " +
                                       std::to_string(by) + ", no effect (J1)",
                                   "J1", std::nullopt});
            }
            return;
        }
        loser.out[li] = true;
        (fate == "killed" ? loser.killed : fate == "captured" ? loser.captured : loser.scalped)++;
        if (telling) {
            o.steps.push_back(
                {text() + ": " + winner.unit.name + " wins by " + std::to_string(by) +
                     ", the figure is " + fate,
                 pointerTo({"melee", by >= t.marginKill ? "margin_kill" : "margin_capture"}),
                 std::nullopt});
        }
    };
    auto fights = [&](int i) {
        return !a.out[static_cast<std::size_t>(i % a.figures)] &&
               !d.out[static_cast<std::size_t>(i % d.figures)];
    };
    if (walkingOdds(dice)) {
        walkPairs(pairs, std::min(a.figures, d.figures), a.mod - d.mod, ties == "reroll", t, dice,
                  fights, settle);
    } else {
        for (int i = 0; i < pairs; ++i) {
            if (!fights(i)) {
                continue;
            }
            const std::string pair = pairName(i);
            // J2 reroll: a tie is thrown again up to max_rerolls more times (adc/ties.hpp).
            const int roundLimit = ties == "reroll" ? t.maxRerolls + 1 : 1;
            const TieThrows thrown = throwUntilUntied(
                dice, roundLimit, WalkedPairs{},
                [&](int) {
                    const int fa = dice.roll(t.die, "melee: " + pair + ", attacker");
                    return PairOfThrows{fa, dice.roll(t.die, "melee: " + pair + ", defender")};
                },
                [&](const PairOfThrows& th) { return th.first + a.mod == th.second + d.mod; },
                [](int) { return std::string(); },
                [&](const PairOfThrows& th, int round) {
                    if (th.first + a.mod == th.second + d.mod && round < roundLimit) {
                        o.steps.push_back(
                            {pair + ": " + std::to_string(th.first) + "+" + std::to_string(a.mod) +
                                 " v " + std::to_string(th.second) + "+" + std::to_string(d.mod) +
                                 ": tie, roll again (J2 reroll)",
                             "J2", std::nullopt});
                    }
                });
            settle(i, thrown.last.first, thrown.last.second);
        }
    }
    for (Fighter* f : {&a, &d}) {
        const struct {
            int n;
            const char* what;
        } kinds[] = {{f->killed, "killed"}, {f->captured, "captured"}, {f->scalped, "scalped"}};
        for (const auto& k : kinds) {
            if (k.n > 0) {
                o.effects.push_back(
                    Effect::casualties(f->unit.id, k.n, std::string("melee: ") + k.what));
            }
        }
        o.effects.push_back(Effect::attr(f->unit.id, "last_melee_turn", state.turn));
        if (f->unit.quality == "regular" && f->losses() > 0 && f->losses() < f->unit.strength) {
            o.effects.push_back(
                Effect::owed(f->unit.id, "morale", {{"reason", "lost a figure (regular)"}}));
        }
    }
    std::string winner = a.losses() < d.losses()                      ? "attacker"
                         : d.losses() < a.losses()                    ? "defender"
                         : (ties == "defender_holds" && tiesSeen > 0) ? "defender"
                                                                      : "none";
    o.result = {{"attacker_losses", a.losses()},
                {"defender_losses", d.losses()},
                {"killed", a.killed + d.killed},
                {"captured", a.captured + d.captured},
                {"scalped", a.scalped + d.scalped},
                {"ties", tiesSeen},
                {"winner", winner}};
    o.summary = "Melee: " + au.name + " v " + du.name + ", " + std::to_string(a.losses()) + " to " +
                std::to_string(d.losses()) +
                (winner == "none" ? ", no winner"
                                  : ", " + (winner == "attacker" ? au.name : du.name) + " win");
    return o;
}

} // namespace adc::jackson
