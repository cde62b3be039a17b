// Melee (section D): shock power, troop values and cover points, points × die, losses, and the
// second move of withdrawal or consolidation.
#include "adc/dice_total.hpp"
#include "bluegray_ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc::bluegray {

namespace {

// Melee value of one man, with the words that explain it.
double manValue(const Tables& t, const Unit& u, std::string& why) {
    const auto& v = t.meleeValues;
    if (u.attr<std::string>("formation", "line") == "square") {
        why = "in square, counts as cavalry";
        return v.at("square");
    }
    if (isMounted(u)) {
        why = "mounted";
        return v.at("cavalry");
    }
    if (u.kind == "officer") {
        why = "officer";
        return v.at("officer");
    }
    if (u.kind == "cavalry") {
        why = "dismounted cavalry";
        return v.at("dismounted_cavalry");
    }
    if (v.count(u.kind)) {
        why = u.kind;
        return v.at(u.kind);
    }
    why = u.quality;
    return v.at(u.quality);
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
    why = key;
    return t.coverBonus.at(key);
}

int roundMen(double x) {
    return static_cast<int>(std::floor(x + 0.5 + 1e-9));
}

// The odds walker weighs every branch of the dice. Equal totals thrown again would make it walk
// the same future once for each tying pair of throws, up to max_throws deep. Under the walk only,
// each round is therefore one die of 36 faces, one face per pair of throws, with the pairs
// ordered by what they decide (equal, attacker wins, defender wins, and the loser's throw when
// the winner's loss reads it) and one band per reading: each round branches a few ways, as
// likely as on the table, and every round up to max_throws is still weighed exactly. The throws
// themselves are in the steps, not the result.
struct PairsByReading {
    std::vector<std::pair<int, int>> pairs; // attacker's throw, defender's throw
    std::vector<int> cuts;                  // the first face of each reading after the first
};

// Every throw of `dice` d6, as its total: 6^dice entries, each as likely.
std::vector<int> throwTotals(int dice) {
    std::vector<int> totals{0};
    for (int i = 0; i < dice; ++i) {
        std::vector<int> more;
        for (int t : totals) {
            for (int f = 1; f <= 6; ++f) {
                more.push_back(t + f);
            }
        }
        totals = std::move(more);
    }
    return totals;
}

PairsByReading pairsByReading(double attacker, double defender, bool loserThrowCounts, int dice) {
    auto reading = [&](const std::pair<int, int>& p) {
        const double A = attacker * p.first, D = defender * p.second;
        if (A == D) {
            return 0;
        }
        const int loserThrow = A > D ? p.second : p.first;
        return (A > D ? 10 : 20) + (loserThrowCounts ? loserThrow : 0);
    };
    PairsByReading r;
    const std::vector<int> totals = throwTotals(dice);
    for (int a : totals) {
        for (int d : totals) {
            r.pairs.emplace_back(a, d);
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
    MeleeSide att, def;
    att.units = {&a};
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
        double limit = t_.joinDistance.at(isMounted(*u) ? "cavalry" : "infantry");
        if (!p.at("supports_ordered").get<bool>() &&
            p.at("support_distance").get<double>() > limit) {
            throw RuleError(field, u->name + " may join only if ordered to or within " +
                                       fmt(limit) + "\"");
        }
        def.units.push_back(u);
        o.steps.push_back({u->name + " joins the defence", "D.II", std::nullopt});
    }
    // Shock power, before the dice.
    int shock = 0;
    bool standing = p.at("defender_standing").get<bool>();
    bool covered = d.attr<std::string>("cover", "none") != "none";
    if (p.at("attacker_charging").get<bool>()) {
        int per = 0;
        bool column = a.attr<std::string>("formation", "line") == "column" ||
                      p.at("column_of_units").get<bool>();
        if (isMounted(a)) {
            per = t_.shockCavalry;
        } else if (column && !isMounted(d)) {
            per = t_.shockInfantryColumn;
        }
        if (per > 0 && (!standing || covered)) {
            o.steps.push_back(
                {"No shock power against troops moving or under cover", "D.IV", std::nullopt});
        } else if (per > 0) {
            int front = p.at("front_rank").get<int>();
            const bool frontUnit = isMounted(a) || p.at("column_of_units").get<bool>();
            if (front == 0 && frontUnit && option(s, "shock_front_unit") == "first_rank_only") {
                throw RuleError("/params/front_rank",
                                "give the men in " + a.name +
                                    "'s first rank: under G8 first_rank_only only they count "
                                    "for shock power");
            }
            if (front == 0) {
                bool all = option(s, "shock_count") == "all_ranks" || frontUnit;
                front = all ? a.strength : std::min(2, a.strength);
            }
            double k = static_cast<double>(front) / per;
            shock = option(s, "shock_rounding") == "nearest" ? roundMen(k)
                                                             : static_cast<int>(std::floor(k));
            shock = std::min(shock, d.strength);
            o.steps.push_back({"Shock power: " + std::to_string(front) +
                                   " in the front rank, 1 per " + std::to_string(per) + ": " +
                                   std::to_string(shock) + " knocked out",
                               "D.IV/G8", std::nullopt});
            if (shock > 0) {
                o.effects.push_back(Effect::casualties(d.id, shock, "shock: " + a.name));
            }
        }
    }
    auto tally = [&](MeleeSide& side, bool defending) {
        for (const Unit* u : side.units) {
            int men = u->strength - (u == &d ? shock : 0);
            std::string why, coverWhy;
            double v = manValue(t_, *u, why);
            double c = defending ? coverPoints(t_, *u, coverWhy) : 0;
            side.men += men;
            side.points += men * (v + c);
            o.steps.push_back({u->name + ": " + std::to_string(men) + " men × " + fmt(v) + " (" +
                                   why + ")" +
                                   (c > 0 ? " + " + fmt(c) + " each (" + coverWhy + ")" : "") +
                                   " = " + fmt(men * (v + c)) + " points",
                               "D.I", std::nullopt});
        }
    };
    tally(att, false);
    tally(def, true);
    int ta = 0, td = 0, throwsMade = 0;
    std::string tie = option(s, "melee_ties");
    std::string winner = "none";
    const std::string winnerLoss = option(s, "melee_winner_loss");
    // The odds walk reads only the result: no words for each throw on each of its branches.
    const bool telling = !walkingOdds(dice);
    // G6: "multiply them against the numbers each player threw on the dice": one die each, or
    // (summed) the total of several.
    const int diceEach = option(s, "melee_dice") == "summed" ? t_.summedDice : 1;
    if (diceEach > 1) {
        o.steps.push_back({"each side throws " + std::to_string(diceEach) +
                               " dice and multiplies its points by their total (G6 summed)",
                           "G6", std::nullopt});
    }
    const auto byReading = !telling ? pairsByReading(att.points, def.points,
                                                     winnerLoss == "half_loser_total", diceEach)
                                    : PairsByReading{};
    auto throwFor = [&](const Unit& u, int n) {
        const std::string purpose =
            "melee: " + u.name + (n > 1 ? ", throw " + std::to_string(n) : "");
        return diceEach == 1 ? dice.roll(Die::d6(), purpose)
                             : rollTotal(dice, diceEach, Die::d6(), purpose);
    };
    for (int n = 1; n <= t_.maxThrows; ++n) {
        throwsMade = n;
        if (!byReading.pairs.empty()) {
            const Die everyPair{static_cast<int>(byReading.pairs.size()), 0};
            const auto& pair = byReading.pairs[static_cast<std::size_t>(
                dice.pool(1, everyPair, "melee: throw " + std::to_string(n), byReading.cuts)
                    .front())];
            ta = pair.first;
            td = pair.second;
        } else {
            ta = throwFor(a, n);
            td = throwFor(d, n);
        }
        double A = att.points * ta, D = def.points * td;
        if (telling) {
            o.steps.push_back({a.name + ": " + fmt(att.points) + " × " + std::to_string(ta) +
                                   " = " + fmt(A) + "; " + d.name + ": " + fmt(def.points) + " × " +
                                   std::to_string(td) + " = " + fmt(D),
                               "D.III", std::nullopt});
        }
        if (A != D) {
            winner = A > D ? "attacker" : "defender";
            break;
        }
        if (tie == "defender_wins") {
            winner = "defender";
            o.steps.push_back({"Equal totals: the defender holds", "G6", std::nullopt});
            break;
        }
        if (tie == "no_result") {
            o.steps.push_back({"Equal totals: no result", "G6", std::nullopt});
            break;
        }
        if (n == t_.maxThrows) {
            o.steps.push_back({"Equal totals again, " + std::to_string(n) +
                                   " throws in all: no more throws, no result",
                               "G6", std::nullopt});
        } else {
            o.steps.push_back({"Equal totals: throw again", "G6", std::nullopt});
        }
    }
    int lossA = 0, lossD = 0;
    if (winner != "none") {
        MeleeSide& win = winner == "attacker" ? att : def;
        MeleeSide& lose = winner == "attacker" ? def : att;
        int loseThrow = winner == "attacker" ? td : ta;
        double loserPts = t_.loserFraction * lose.points;
        const std::string& mode = winnerLoss;
        double winnerPts = mode == "half_loser_loss" ? t_.winnerFraction * loserPts
                           : mode == "half_loser_total"
                               ? t_.winnerFraction * lose.points * loseThrow
                               : t_.winnerFraction * lose.points;
        bool perMan = option(s, "melee_conversion") == "per_man_value";
        auto toMen = [&](const MeleeSide& side, double pts) {
            double value = side.men > 0 ? side.points / side.men : 1;
            int men = perMan && value > 0 ? roundMen(pts / value) : roundMen(pts);
            return std::min(men, side.men);
        };
        int lm = toMen(lose, loserPts), wm = toMen(win, winnerPts);
        if (telling) {
            o.steps.push_back({"Loser loses " + fmt(loserPts) + " points = " + std::to_string(lm) +
                                   " men; winner loses " + fmt(winnerPts) +
                                   " points = " + std::to_string(wm) + " men",
                               "D.III/G5", std::nullopt});
        }
        (winner == "attacker" ? lossA : lossD) = wm;
        (winner == "attacker" ? lossD : lossA) = lm;
    }
    auto spread = [&](const MeleeSide& side, int loss) {
        for (const Unit* u : side.units) {
            int avail = u->strength - (u == &d ? shock : 0);
            int take = std::min(loss, avail);
            if (take > 0) {
                o.effects.push_back(Effect::casualties(u->id, take, "melee"));
            }
            loss -= take;
        }
    };
    spread(att, lossA);
    spread(def, lossD);
    json supIds = json::array();
    for (std::size_t i = 1; i < def.units.size(); ++i) {
        supIds.push_back(def.units[i]->id);
    }
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
        {"No unit may fire at troops in this melee; it ends next move", "D.III", std::nullopt});
    std::string wname = winner == "attacker" ? a.name : winner == "defender" ? d.name : "no one";
    o.summary = "Melee: " + a.name + " → " + d.name + ", " + wname + " wins (losses " +
                std::to_string(lossA + 0) + " / " + std::to_string(lossD + shock) + ")";
    o.result = {
        {"winner", winner},     {"attacker_points", att.points}, {"defender_points", def.points},
        {"throws", throwsMade}, {"attacker_losses", lossA},      {"defender_losses", lossD},
        {"shock", shock}};
    return o;
}

Outcome BlueGrayRuleset::meleeSecondMove(const json& p, const GameState& s) const {
    const Unit& a = unitParam(s, p, "attacker");
    json melees = s.flags.value("melees", json::array());
    json kept = json::array();
    json found;
    for (const auto& m : melees) {
        if (found.is_null() && m.value("attacker", "") == a.id) {
            found = m;
        } else {
            kept.push_back(m);
        }
    }
    if (found.is_null()) {
        throw RuleError("/params/attacker", a.name + " is not the attacker of a melee");
    }
    if (found.value("turn", 0) >= s.turn) {
        throw RuleError("/params/attacker",
                        "the melee was fought this move; withdrawal or consolidation is next move");
    }
    Outcome o;
    o.effects.push_back(Effect::flag("melees", kept.empty() ? json(nullptr) : kept));
    std::string loser = found.value("loser", "");
    std::string winner = found.value("winner", "");
    std::string choice = p.at("winner").get<std::string>();
    json result = {{"winner", winner}, {"loser", loser}, {"winner_choice", choice}};
    if (loser.empty()) {
        o.steps.push_back({"The melee had no result: both sides stand apart", "G6", std::nullopt});
        o.summary = "Melee ends: no result";
    } else {
        const Unit* l = s.unit(loser);
        const Unit* w = s.unit(winner);
        std::string formation = l->attr<std::string>("formation", "line");
        double inches = isMounted(*l)           ? t_.cavalry.charge.crossCountry
                        : formation == "column" ? t_.infantryColumn.charge.crossCountry
                                                : t_.infantryLine.charge.crossCountry;
        if (!isMounted(*l) && (contains(t_.lightKinds, l->kind) || l->kind == "engineer" ||
                               l->kind == "officer" || l->kind == "cavalry")) {
            inches += t_.lightBonus;
        }
        if (!l->eliminated()) {
            o.effects.push_back(Effect::attr(l->id, "moved_turn", s.turn));
        }
        o.steps.push_back(
            {l->name + " lost and must retreat one charge move (" + fmt(inches) + "\")", "D.III",
             std::nullopt});
        o.steps.push_back({w->name + (choice == "hold" ? " holds the ground won" : " withdraws") +
                               "; it may not advance",
                           "D.III", std::nullopt});
        result["retreat_inches"] = inches;
        o.summary = "Melee ends: " + l->name + " retreats " + fmt(inches) + "\", " + w->name +
                    (choice == "hold" ? " holds" : " withdraws");
    }
    o.result = result;
    return o;
}

} // namespace adc::bluegray
