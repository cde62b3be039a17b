// Melee (section D): shock power, troop values and cover points, points × die and losses
// (its second move, withdrawal or consolidation, is melee_second_move.cpp).
#include "adc/dice_total.hpp"
#include "adc/ties.hpp"
#include "bluegray_ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc::bluegray {

namespace {

// The key of /melee/values one man counts by, with the words that explain it.
std::string manValueKey(const Tables& t, const Unit& u, std::string& why) {
    if (u.attr<std::string>("formation", "line") == "square") {
        why = "in square, counts as cavalry";
        return "square";
    }
    if (isMounted(u)) {
        why = "mounted";
        return "cavalry";
    }
    if (u.kind == "officer" || u.kind == "cavalry") {
        why = u.kind == "officer" ? "officer" : "dismounted cavalry";
        return u.kind == "officer" ? "officer" : "dismounted_cavalry";
    }
    why = t.meleeValues.count(u.kind) ? u.kind : u.quality;
    return why;
}

double coverPoints(const Tables& t, const Unit& u, std::string& why) {
    std::string cover = u.attr<std::string>("cover", "none");
    if (cover == "none") {
        return 0;
    }
    bool enclosed = u.attr<bool>("enclosed", false);
    std::string key;
    if (cover == "permanent_fortification") {
        key = enclosed ? "enclosed_permanent" : "open_permanent";
    } else if (cover == "field_fortification" && enclosed) {
        key = "enclosed_field";
    } else {
        key = "open_field";
    }
    why = idWords(key); // "enclosed field" on screen, not the table's key
    return t.coverBonus.at(key);
}

int roundMen(double x) {
    return static_cast<int>(std::floor(x + 0.5 + 1e-9));
}

// Every throw of `dice` of the die, as its total: sides^dice entries, each as likely.
std::vector<int> throwTotals(int dice, const Die& die) {
    std::vector<int> totals{0};
    for (int i = 0; i < dice; ++i) {
        std::vector<int> more;
        for (int t : totals) {
            for (int f = die.lowest; f <= die.highest(); ++f) {
                more.push_back(t + f);
            }
        }
        totals = std::move(more);
    }
    return totals;
}

// Under the odds walk (adc/ties.hpp) each round is one die of 36 faces, one face per pair of
// throws, ties included (every round up to max_throws is weighed exactly), with the pairs
// ordered by what they decide (equal, attacker wins, defender wins, and the loser's throw when
// the winner's loss reads it) and one band per reading: each round branches a few ways. The
// throws themselves are in the steps, not the result.
WalkedPairs pairsByReading(double attacker, double defender, bool loserThrowCounts, int dice,
                           const Die& die) {
    auto reading = [&](const PairOfThrows& p) {
        const double A = attacker * p.first, D = defender * p.second;
        if (A == D) {
            return 0;
        }
        const int loserThrow = A > D ? p.second : p.first;
        return (A > D ? 10 : 20) + (loserThrowCounts ? loserThrow : 0);
    };
    WalkedPairs r;
    const std::vector<int> totals = throwTotals(dice, die);
    for (int a : totals) {
        for (int d : totals) {
            r.pairs.push_back({a, d});
        }
    }
    std::stable_sort(r.pairs.begin(), r.pairs.end(),
                     [&](const auto& x, const auto& y) { return reading(x) < reading(y); });
    for (std::size_t i = 1; i < r.pairs.size(); ++i) {
        if (reading(r.pairs[i]) != reading(r.pairs[i - 1])) {
            r.cuts.push_back(static_cast<int>(i));
        }
    }
    return r;
}

struct MeleeSide {
    std::vector<const Unit*> units;
    int men = 0;
    double points = 0;
};

// The defender and the units that join its defence (D.II), each checked.
MeleeSide defence(const Tables& t, const json& p, const GameState& s, const Unit& d, Outcome& o) {
    MeleeSide def;
    def.units = {&d};
    const json& sup = p.at("supports");
    for (std::size_t i = 0; i < sup.size(); ++i) {
        std::string field = "/params/supports/" + std::to_string(i);
        const Unit* u = s.unit(sup[i].get<std::string>());
        if (u->side != d.side || u->id == d.id || u->eliminated()) {
            throw RuleError(field, u->name + " cannot join the defence of " + d.name);
        }
        if (auto fault = rosterFault(*u)) {
            throw RuleError(field, u->name + ": " + fault->second);
        }
        double limit = t.joinDistance.at(isMounted(*u) ? "cavalry" : "infantry");
        if (!p.at("supports_ordered").get<bool>() &&
            p.at("support_distance").get<double>() > limit) {
            throw RuleError(field, u->name + " may join only if ordered to or within " +
                                       numberText(limit) + "\"");
        }
        def.units.push_back(u);
        o.steps.push_back(
            {u->name + " joins the defence",
             childPointer("/melee/join_distance", isMounted(*u) ? "cavalry" : "infantry"),
             std::nullopt});
    }
    return def;
}

// Shock power (D.IV, G8), before the dice: the defender's men knocked out by a charge.
int shockPower(const BlueGrayRuleset& rs, const json& p, const GameState& s, const Unit& a,
               const Unit& d, Outcome& o) {
    const Tables& t = rs.tables();
    if (!p.at("attacker_charging").get<bool>()) {
        return 0;
    }
    bool standing = p.at("defender_standing").get<bool>();
    bool covered = d.attr<std::string>("cover", "none") != "none";
    int per = 0;
    bool column =
        a.attr<std::string>("formation", "line") == "column" || p.at("column_of_units").get<bool>();
    if (isMounted(a)) {
        per = t.shockCavalry;
    } else if (column && !isMounted(d)) {
        per = t.shockInfantryColumn;
    }
    if (per == 0) {
        return 0;
    }
    if (!standing || covered) {
        o.steps.push_back(
            {"No shock power against troops moving or under cover", "/melee/shock", std::nullopt});
        return 0;
    }
    int front = p.at("front_rank").get<int>();
    const bool frontUnit = isMounted(a) || p.at("column_of_units").get<bool>();
    if (front == 0 && frontUnit && rs.option(s, "shock_front_unit") == "first_rank_only") {
        throw RuleError("/params/front_rank",
                        "give the men in " + a.name +
                            "'s first rank: under G8, first rank only, only they count "
                            "for shock power");
    }
    if (front == 0) {
        bool all = rs.option(s, "shock_count") == "all_ranks" || frontUnit;
        front = all ? a.strength : std::min(t.shockFrontRankMen, a.strength);
    }
    double k = static_cast<double>(front) / per;
    int shock =
        rs.option(s, "shock_rounding") == "nearest" ? roundMen(k) : static_cast<int>(std::floor(k));
    shock = std::min(shock, d.strength);
    o.steps.push_back({"Shock power: " + std::to_string(front) + " in the front rank, 1 per " +
                           std::to_string(per) + ": " + std::to_string(shock) + " knocked out",
                       "G8", std::nullopt});
    if (shock > 0) {
        o.effects.push_back(Effect::casualties(d.id, shock, "shock: " + a.name));
    }
    return shock;
}

// Men × (value + cover) for each unit of a side (D.I); the shocked defender's men are gone.
void tallyPoints(const Tables& t, MeleeSide& side, bool defending, const Unit& d, int shock,
                 Outcome& o) {
    for (const Unit* u : side.units) {
        int men = u->strength - (u == &d ? shock : 0);
        std::string why, coverWhy;
        const std::string key = manValueKey(t, *u, why);
        double v = t.meleeValues.at(key);
        double c = defending ? coverPoints(t, *u, coverWhy) : 0;
        side.men += men;
        side.points += men * (v + c);
        o.steps.push_back({u->name + ": " + std::to_string(men) + " men × " + numberText(v) + " (" +
                               why + ")" +
                               (c > 0 ? " + " + numberText(c) + " each (" + coverWhy + ")" : "") +
                               " = " + numberText(men * (v + c)) + " points",
                           childPointer("/melee/values", key), std::nullopt});
    }
}

// The throws of a melee (D.III, G6) until one side's total is higher.
struct MeleeThrows {
    std::string winner = "none";
    int attacker = 0, defender = 0; // the deciding (or last) throws
    int made = 0;
};

// Who won the throws: the higher total, or after a tie left standing the house rule's reading
// of it (G6: the defender holds, or no result).
MeleeThrows settled(const TieThrows& th, const std::string& tie, const MeleeSide& att,
                    const MeleeSide& def, Outcome& o) {
    MeleeThrows r;
    r.made = th.rounds;
    r.attacker = th.last.first;
    r.defender = th.last.second;
    if (!th.tied) {
        r.winner = att.points * r.attacker > def.points * r.defender ? "attacker" : "defender";
    } else if (tie == "defender_wins") {
        r.winner = "defender";
        o.steps.push_back({"Equal totals: the defender holds", "G6", std::nullopt});
    } else if (tie == "no_result") {
        o.steps.push_back({"Equal totals: no result", "G6", std::nullopt});
    }
    return r;
}

MeleeThrows throwMelee(const BlueGrayRuleset& rs, const GameState& s, const Unit& a, const Unit& d,
                       const MeleeSide& att, const MeleeSide& def, Dice& dice, Outcome& o) {
    const Tables& t = rs.tables();
    const std::string tie = rs.option(s, "melee_ties");
    // The odds walk reads only the result: no words for each throw on each of its branches.
    const bool telling = !walkingOdds(dice);
    // G6: "multiply them against the numbers each player threw on the dice": one die each, or
    // (summed) the total of several.
    const int diceEach = rs.option(s, "melee_dice") == "summed" ? t.summedDice : 1;
    if (diceEach > 1) {
        o.steps.push_back({"each side throws " + std::to_string(diceEach) +
                               " dice and multiplies its points by their total (G6 summed)",
                           "G6", std::nullopt});
    }
    const bool loserThrowCounts = rs.option(s, "melee_winner_loss") == "half_loser_total";
    const auto byReading =
        !telling ? pairsByReading(att.points, def.points, loserThrowCounts, diceEach, t.die)
                 : WalkedPairs{};
    auto throwFor = [&](const Unit& u, int n) {
        const std::string purpose =
            "melee: " + u.name + (n > 1 ? ", throw " + std::to_string(n) : "");
        return diceEach == 1 ? dice.roll(t.die, purpose)
                             : rollTotal(dice, diceEach, t.die, purpose);
    };
    // Ties thrown again only by the house rule's reading; the others settle the first tie.
    const int roundLimit = tie == "throw_again" ? t.maxThrows : 1;
    const TieThrows th = throwUntilUntied(
        dice, roundLimit, byReading,
        [&](int n) {
            const int at = throwFor(a, n);
            return PairOfThrows{at, throwFor(d, n)};
        },
        [&](const PairOfThrows& p) { return att.points * p.first == def.points * p.second; },
        [](int n) { return "melee: throw " + std::to_string(n); },
        [&](const PairOfThrows& p, int n) {
            const double A = att.points * p.first, D = def.points * p.second;
            if (telling) {
                o.steps.push_back({a.name + ": " + numberText(att.points) + " × " +
                                       std::to_string(p.first) + " = " + numberText(A) + "; " +
                                       d.name + ": " + numberText(def.points) + " × " +
                                       std::to_string(p.second) + " = " + numberText(D),
                                   "/melee", std::nullopt});
            }
            if (A == D && tie == "throw_again") {
                o.steps.push_back({n == roundLimit ? "Equal totals again, " + std::to_string(n) +
                                                         " throws in all: no more throws, no result"
                                                   : std::string("Equal totals: throw again"),
                                   "G6", std::nullopt});
            }
        });
    return settled(th, tie, att, def, o);
}

// The men each side loses (D.III, G5): the loser a fraction of its points, the winner a
// fraction of the loser's (by the house rule's reading), converted to men.
std::pair<int, int> meleeLosses(const BlueGrayRuleset& rs, const GameState& s,
                                const MeleeThrows& th, const MeleeSide& att, const MeleeSide& def,
                                bool telling, Outcome& o) {
    if (th.winner == "none") {
        return {0, 0};
    }
    const Tables& t = rs.tables();
    const bool attackerWon = th.winner == "attacker";
    const MeleeSide& win = attackerWon ? att : def;
    const MeleeSide& lose = attackerWon ? def : att;
    int loseThrow = attackerWon ? th.defender : th.attacker;
    double loserPts = t.loserFraction * lose.points;
    const std::string mode = rs.option(s, "melee_winner_loss");
    double winnerPts = mode == "half_loser_loss"    ? t.winnerFraction * loserPts
                       : mode == "half_loser_total" ? t.winnerFraction * lose.points * loseThrow
                                                    : t.winnerFraction * lose.points;
    bool perMan = rs.option(s, "melee_conversion") == "per_man_value";
    auto toMen = [&](const MeleeSide& side, double pts) {
        double value = side.men > 0 ? side.points / side.men : 1;
        int men = perMan && value > 0 ? roundMen(pts / value) : roundMen(pts);
        return std::min(men, side.men);
    };
    int lm = toMen(lose, loserPts), wm = toMen(win, winnerPts);
    if (telling) {
        o.steps.push_back({"Loser loses " + numberText(loserPts) +
                               " points = " + std::to_string(lm) + " men; winner loses " +
                               numberText(winnerPts) + " points = " + std::to_string(wm) + " men",
                           "G5", std::nullopt});
    }
    return attackerWon ? std::pair{wm, lm} : std::pair{lm, wm};
}

// A side's loss taken from its units in order.
void spreadLoss(const MeleeSide& side, int loss, const Unit& d, int shock, Outcome& o) {
    for (const Unit* u : side.units) {
        int avail = u->strength - (u == &d ? shock : 0);
        int take = std::min(loss, avail);
        if (take > 0) {
            o.effects.push_back(Effect::casualties(u->id, take, "melee"));
        }
        loss -= take;
    }
}

} // namespace

Outcome BlueGrayRuleset::melee(const json& p, const GameState& s, Dice& dice) const {
    const Unit& a = unitParam(s, p, "attacker");
    const Unit& d = unitParam(s, p, "defender");
    if (a.side == d.side) {
        throw RuleError("/params/defender", "a melee is fought against an enemy unit");
    }
    for (const Unit* u : {&a, &d}) {
        if (inMelee(s, u->id)) {
            throw RuleError(u == &a ? "/params/attacker" : "/params/defender",
                            u->name + " is already locked in a melee");
        }
    }
    Outcome o;
    MeleeSide att;
    att.units = {&a};
    MeleeSide def = defence(t_, p, s, d, o);
    const int shock = shockPower(*this, p, s, a, d, o);
    tallyPoints(t_, att, false, d, shock, o);
    tallyPoints(t_, def, true, d, shock, o);
    const MeleeThrows th = throwMelee(*this, s, a, d, att, def, dice, o);
    const auto [lossA, lossD] = meleeLosses(*this, s, th, att, def, !walkingOdds(dice), o);
    spreadLoss(att, lossA, d, shock, o);
    spreadLoss(def, lossD, d, shock, o);
    json supIds = json::array();
    for (std::size_t i = 1; i < def.units.size(); ++i) {
        supIds.push_back(def.units[i]->id);
    }
    const std::string& winner = th.winner;
    json melees = s.flags.value("melees", json::array());
    std::string winId = winner == "attacker" ? a.id : winner == "defender" ? d.id : "";
    std::string loseId = winner == "attacker" ? d.id : winner == "defender" ? a.id : "";
    melees.push_back({{"attacker", a.id},
                      {"defender", d.id},
                      {"supports", supIds},
                      {"turn", s.turn},
                      {"winner", winId},
                      {"loser", loseId}});
    o.effects.push_back(Effect::flag("melees", melees));
    o.steps.push_back(
        {"No unit may fire at troops in this melee; it ends next move", "/melee", std::nullopt});
    std::string wname = winner == "attacker" ? a.name : winner == "defender" ? d.name : "no one";
    o.summary = "Melee: " + a.name + " → " + d.name + ", " + wname + " wins (losses " +
                std::to_string(lossA + 0) + " / " + std::to_string(lossD + shock) + ")";
    o.result = {
        {"winner", winner},  {"attacker_points", att.points}, {"defender_points", def.points},
        {"throws", th.made}, {"attacker_losses", lossA},      {"defender_losses", lossD},
        {"shock", shock}};
    return o;
}

} // namespace adc::bluegray
