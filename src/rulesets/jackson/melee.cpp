// Melee: one D10 per figure, high roll wins; by 1 the loser is captured or scalped (J1), by 2
// or more killed. Ties (J2) and pairing in unequal fights (J13) follow the house rules.
#include "melee.hpp"

#include "adc/owed_tests.hpp"

#include "charge.hpp"
#include "citations.hpp"
#include "melee_walk.hpp"

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
        add("out_of_command", hasActiveLeader(u) ? "out of command radius (" +
                                                       numberText(rs.tables().commandRadius) + "\")"
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

// A melee being fought: the plan, both sides' figures, and the steps it tells.
struct Fight {
    const Tables& t;
    const MeleePlan& p;
    Fighter a, d;
    bool telling; // the odds walk reads only the result: no words for every pair on every branch
    Outcome& o;
    int tiesSeen = 0;

    std::string pairName(int i) const {
        return "pair " + std::to_string(i + 1) + ": " + a.unit.name + " figure " +
               std::to_string(i % a.figures + 1) + " v " + d.unit.name + " figure " +
               std::to_string(i % d.figures + 1);
    }
    std::string throwsText(int i, int fa, int fd) const {
        return pairName(i) + ": " + std::to_string(fa) + "+" + std::to_string(a.mod) + " v " +
               std::to_string(fd) + "+" + std::to_string(d.mod);
    }
    // Whether pair i still fights: neither of its figures is already taken out.
    bool fights(int i) const {
        return !a.out[static_cast<std::size_t>(i % a.figures)] &&
               !d.out[static_cast<std::size_t>(i % d.figures)];
    }
};

// What a win by `by` does to the loser: killed, the J1 reading of the capture margin, or "".
std::string fateOf(const Fight& f, int margin) {
    const int by = std::abs(margin);
    if (by >= f.t.marginKill) {
        return "killed";
    }
    if (by >= f.t.marginCapture) {
        return margin > 0 ? f.p.attackerWinsByOne : f.p.defenderWinsByOne;
    }
    return "";
}

// Settles pair i on its deciding throws (after any re-rolled ties).
void settle(Fight& f, int i, int fa, int fd) {
    const int margin = (fa + f.a.mod) - (fd + f.d.mod);
    if (margin == 0) {
        ++f.tiesSeen;
        if (f.telling) {
            f.o.steps.push_back(
                {f.throwsText(i, fa, fd) + ": tie — " +
                     (f.p.ties == "defender_holds" ? std::string("the defender holds (J2)")
                                                   : std::string("no result (J2)")),
                 "J2", std::nullopt});
        }
        return;
    }
    Fighter& winner = margin > 0 ? f.a : f.d;
    Fighter& loser = margin > 0 ? f.d : f.a;
    const int by = std::abs(margin);
    const std::string fate = fateOf(f, margin);
    if (fate.empty()) {
        if (f.telling) {
            f.o.steps.push_back({f.throwsText(i, fa, fd) + ": " + winner.unit.name + " wins by " +
                                     std::to_string(by) + ", no effect (J1)",
                                 "J1", std::nullopt});
        }
        return;
    }
    loser.out[static_cast<std::size_t>(i % loser.figures)] = true;
    (fate == "killed" ? loser.killed : fate == "captured" ? loser.captured : loser.scalped)++;
    if (f.telling) {
        f.o.steps.push_back(
            {f.throwsText(i, fa, fd) + ": " + winner.unit.name + " wins by " + std::to_string(by) +
                 ", the figure is " + fate,
             pointerTo({"melee", by >= f.t.marginKill ? "margin_kill" : "margin_capture"}),
             std::nullopt});
    }
}

// At the table: each pair that still fights throws, its ties thrown again under J2 reroll (up
// to max_rerolls more times, adc/ties.hpp), and is settled.
void rollPairs(Fight& f, Dice& dice) {
    const Tables& t = f.t;
    const int roundLimit = f.p.ties == "reroll" ? t.maxRerolls + 1 : 1;
    auto tied = [&](const PairOfThrows& th) { return th.first + f.a.mod == th.second + f.d.mod; };
    for (int i = 0; i < f.p.pairs; ++i) {
        if (!f.fights(i)) {
            continue;
        }
        const std::string pair = f.pairName(i);
        const TieThrows thrown = throwUntilUntied(
            dice, roundLimit, WalkedPairs{},
            [&](int) {
                const int fa = dice.roll(t.die, "melee: " + pair + ", attacker");
                return PairOfThrows{fa, dice.roll(t.die, "melee: " + pair + ", defender")};
            },
            tied, [](int) { return std::string(); },
            [&](const PairOfThrows& th, int round) {
                if (tied(th) && round < roundLimit) {
                    f.o.steps.push_back(
                        {pair + ": " + std::to_string(th.first) + "+" + std::to_string(f.a.mod) +
                             " v " + std::to_string(th.second) + "+" + std::to_string(f.d.mod) +
                             ": tie, roll again (J2 reroll)",
                         "J2", std::nullopt});
                }
            });
        settle(f, i, thrown.last.first, thrown.last.second);
    }
}

// Each side's losses by kind, its melee this turn (for next turn's -1), and the test a regular
// unit owes for a figure lost.
void lossEffects(const Fighter& f, const GameState& state, Outcome& o) {
    const struct {
        int n;
        const char* what;
    } kinds[] = {{f.killed, "killed"}, {f.captured, "captured"}, {f.scalped, "scalped"}};
    for (const auto& k : kinds) {
        if (k.n > 0) {
            o.effects.push_back(
                Effect::casualties(f.unit.id, k.n, std::string("melee: ") + k.what));
        }
    }
    o.effects.push_back(Effect::attr(f.unit.id, "last_melee_turn", state.turn));
    if (f.unit.quality == "regular" && f.losses() > 0 && f.losses() < f.unit.strength) {
        o.effects.push_back(
            Effect::owed(f.unit.id, "morale", {{"reason", "lost a figure (regular)"}}));
    }
}

// "1 killed and 1 scalped", "none lost": what a side lost, by kind, for the headline (a
// count alone hid a scalped figure behind a killed one).
std::string lossWords(const Fighter& f) {
    std::vector<std::string> parts;
    for (const auto& [n, what] : {std::pair{f.killed, "killed"}, std::pair{f.captured, "captured"},
                                  std::pair{f.scalped, "scalped"}}) {
        if (n > 0) {
            parts.push_back(std::to_string(n) + " " + what);
        }
    }
    if (parts.empty()) {
        return "none lost";
    }
    std::string text = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i) {
        text += (i + 1 == parts.size() ? " and " : ", ") + parts[i];
    }
    return text;
}

// The side with fewer losses wins; equal losses are no win, unless J2 defender_holds and a
// pair tied.
void tellResult(const Fight& f, Outcome& o) {
    const Fighter& a = f.a;
    const Fighter& d = f.d;
    const std::string winner = a.losses() < d.losses()                            ? "attacker"
                               : d.losses() < a.losses()                          ? "defender"
                               : (f.p.ties == "defender_holds" && f.tiesSeen > 0) ? "defender"
                                                                                  : "none";
    o.result = {{"attacker_losses", a.losses()},
                {"defender_losses", d.losses()},
                {"killed", a.killed + d.killed},
                {"captured", a.captured + d.captured},
                {"scalped", a.scalped + d.scalped},
                {"ties", f.tiesSeen},
                {"winner", winner}};
    o.summary =
        "Melee: " + a.unit.name + " " + lossWords(a) + ", " + d.unit.name + " " + lossWords(d) +
        (winner == "none" ? ": no winner"
                          : ": " + (winner == "attacker" ? a.unit.name : d.unit.name) + " win");
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
                           (p.gangUp ? ": the extra figures fight again in turn (J13: gang up)"
                                     : ": only pairs fight (J13: extras idle)"),
                       "J13", std::nullopt});
    return p;
}

Outcome JacksonRuleset::melee(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    const MeleePlan p = planMelee(*this, params, state, o);
    if (p.emptyPlace) {
        return emptyPlace(*this, p, state);
    }
    Fight f{tables(),
            p,
            {p.attacker, p.attackerFigures, p.attackerMod, {}, 0, 0, 0},
            {p.defender, p.defenderFigures, p.defenderMod, {}, 0, 0, 0},
            !walkingOdds(dice),
            o,
            0};
    f.a.out.assign(static_cast<std::size_t>(f.a.figures), false);
    f.d.out.assign(static_cast<std::size_t>(f.d.figures), false);
    if (walkingOdds(dice)) {
        walkPairs(
            p.pairs, std::min(f.a.figures, f.d.figures), f.a.mod - f.d.mod, p.ties == "reroll",
            tables(), dice, [&](int i) { return f.fights(i); },
            [&](int i, int fa, int fd) { settle(f, i, fa, fd); });
    } else {
        rollPairs(f, dice);
    }
    lossEffects(f.a, state, o);
    lossEffects(f.d, state, o);
    tellResult(f, o);
    return o;
}

} // namespace adc::jackson
