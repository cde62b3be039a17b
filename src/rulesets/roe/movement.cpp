// The movement calculator and A) the bonus phase.
#include "adc/dice_total.hpp"
#include "adc/number_text.hpp"
#include "adc/odds_tally.hpp"
#include "roe_ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc::roe {

namespace {

std::string inchText(double d) {
    return decimalText(std::round(d * 100) / 100, 6) + "\"";
}

// Whether the move has any move modifier (an obstacle, a ladder, carrying wounded), which the
// text conducts at the walk.
bool hasMoveModifier(const Tables& t, const json& params) {
    bool any = params.at("ladder").get<bool>() || params.at("carry_wounded").get<bool>();
    for (const auto& ob : t.obstacles) {
        any = any || params.at(ob.id).get<int>() > 0;
    }
    return any;
}

// "x1/2 carry wounded" and the helpers' +1" a man, in the order R8's reading in force puts
// them; each told.
template <class Tell>
double carryingWounded(const Tables& t, bool halveFirst, double inches, int assisting, Tell tell) {
    const int assist = assisting * t.assistPerMan;
    if (halveFirst) {
        inches *= t.carryWoundedFactor;
        tell({"carrying wounded: x" + std::to_string(t.carryWoundedFactor).substr(0, 4) + " → " +
                  inchText(inches),
              "/movement/carry_wounded_factor", std::nullopt});
    }
    if (assist > 0) {
        inches += assist;
        tell({std::to_string(assisting) + " men assisting", "/movement/assist_per_man", assist});
    }
    if (!halveFirst) {
        inches *= t.carryWoundedFactor;
        tell({"carrying wounded, halved after the helpers → " + inchText(inches), "R8",
              std::nullopt});
    }
    return inches;
}

} // namespace

MovePlan RoeRuleset::planMove(const json& params, const GameState& state, Outcome& o) const {
    const Unit& u = unitParam(state, params, "unit");
    auto figs = readFigures(u, tables_, "/params/unit");
    const bool activation = phaseId(*this, state) == "activation";
    if (activation && !flagOr(state, flag::Acting, json::object()).contains(u.id)) {
        throw RuleError("/params/unit", unitLabel(u) + " has not been activated this turn");
    }
    // The men who move, by name (every man still fighting when none is named): in the
    // activation only those the leader roll let act may move.
    std::vector<std::size_t> movers = fightingMen(
        figs, splitNames(params.at("figures").get<std::string>()), unitLabel(u), "/params/figures");
    if (movers.empty()) {
        for (std::size_t i = 0; i < figs.size(); ++i) {
            if (figs[i].fighting()) {
                movers.push_back(i);
            }
        }
    }
    if (activation) {
        countActing(state, u, figs, movers, "move", "/params/figures", o);
    }
    const std::string pace = params.at("pace").get<std::string>();
    const std::string order = u.attr<std::string>("order", "skirmish");
    const std::string mount = u.kind == "cavalry" ? "mounted" : "foot";
    if (pace == "run" && order == "close" && !tables_.closeOrderMayRun) {
        throw RuleError("/params/pace", "close-order units walk or charge; running is for "
                                        "skirmishers (put the unit in skirmish order)");
    }
    std::string usedPace = pace;
    if (hasMoveModifier(tables_, params) && tables_.obstaclesAtWalk && pace != "walk") {
        usedPace = "walk";
        o.steps.push_back({"Move modifiers are all conducted at the walk",
                           "/movement/obstacles_at_the_walk", std::nullopt});
    }
    const double rate = tables_.rates.at(usedPace).at(mount);
    o.steps.push_back({usedPace + " (" + mount + "): " + inchText(rate),
                       childPointer(childPointer("/movement/rates", usedPace), mount),
                       std::nullopt});
    // The leader is the most senior among the men who move.
    std::vector<std::size_t> leaders;
    for (std::size_t l : fightingLeaders(figs, tables_)) {
        if (std::find(movers.begin(), movers.end(), l) != movers.end()) {
            leaders.push_back(l);
        }
    }
    const bool inFront = params.at("leader_in_front").get<bool>();
    if (inFront && leaders.empty()) {
        throw RuleError("/params/leader_in_front",
                        unitLabel(u) + " has no leader left among the men who move");
    }
    MovePlan p{u, usedPace, rate};
    p.leader = leaders.empty() ? std::string{} : figs[leaders.front()].name;
    p.leaderInFront = inFront;
    p.stragglerModifier = leaders.empty() ? 0 : figs[leaders.front()].modifier;
    p.stragglersMinus = option(state, "charge_stragglers") == "d6_minus_modifier";
    p.fighting = static_cast<int>(movers.size());
    return p;
}

double RoeRuleset::movedInches(const json& params, const GameState& state, double inches,
                               std::vector<Step>* steps) const {
    auto tell = [&](Step step) {
        if (steps) {
            steps->push_back(std::move(step));
        }
    };
    const bool ladder = params.at("ladder").get<bool>();
    const bool carry = params.at("carry_wounded").get<bool>();
    const int assisting = params.at("assisting").get<int>();
    bool assistedObstacle = false;
    for (const auto& ob : tables_.obstacles) {
        int n = params.at(ob.id).get<int>();
        if (n > 0) {
            assistedObstacle = assistedObstacle || ob.assisted;
            inches += ob.inches * n;
            tell({ob.label + (n > 1 ? " x" + std::to_string(n) : ""),
                  childPointer("/movement/obstacles", ob.id), ob.inches * n});
        }
    }
    if (ladder && option(state, "ladder") == "minus_six") {
        inches -= tables_.ladder;
        tell({"up or down a ladder", "/movement/ladder", -tables_.ladder});
    }
    const int assist = assisting * tables_.assistPerMan;
    if (assisting > 0 && !carry && !assistedObstacle) {
        throw RuleError("/params/assisting", "men assist only in carrying wounded, climbing a "
                                             "stone wall or going in at a window");
    }
    if (assist > 0 && !carry) {
        inches += assist;
        tell({std::to_string(assisting) + " men assisting", "/movement/assist_per_man", assist});
    }
    if (carry) {
        inches = carryingWounded(tables_, option(state, "carry_assist") == "halve_then_add", inches,
                                 assisting, tell);
    }
    if (ladder && option(state, "ladder") == "six_total") {
        inches = std::min(inches, static_cast<double>(tables_.ladder));
        tell({"a ladder: the move is " + inchText(inches), "R7", std::nullopt});
    }
    if (inches < 0) {
        tell({"No move can be less than 0\"", "R8", std::nullopt});
        inches = 0;
    }
    return inches;
}

Outcome RoeRuleset::move(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    const MovePlan p = planMove(params, state, o);
    const Unit& u = p.unit;
    double inches = p.rate;
    if (p.leaderInFront) {
        // Only the total counts: the odds weigh 11 totals of 2D6 rather than 36 throws.
        const int bonus = rollTotal(dice, tables_.leaderInFrontDice, Die{tables_.moveDieSides, 1},
                                    "leader out in front: " + p.leader);
        inches += bonus;
        o.steps.push_back({p.leader + " out in front: +" + std::to_string(bonus) + "\" (" +
                               std::to_string(tables_.leaderInFrontDice) + "D" +
                               std::to_string(tables_.moveDieSides) + ")",
                           "/movement/leader_in_front_dice", bonus});
    }
    inches = movedInches(params, state, inches, &o.steps);
    o.result = {{"inches", inches}, {"pace", p.pace}};
    if (p.pace == "charge") {
        int roll = 0;
        for (int i = 0; i < tables_.stragglerDice; ++i) {
            roll += dice.roll(Die{tables_.moveDieSides, 1}, "charge stragglers: " + unitLabel(u));
        }
        const int stragglers = p.stragglers(roll);
        o.steps.push_back({"Charge breaks ranks: " + std::to_string(roll) +
                               (p.stragglersMinus ? " - " : " + ") + "leader modifier " +
                               std::to_string(p.stragglerModifier) + " = " +
                               std::to_string(stragglers) + " stragglers",
                           "R10", std::nullopt});
        o.result["stragglers"] = stragglers;
    }
    o.effects.push_back(Effect::attr(u.id, "last_move", inches));
    o.summary = "Move: " + unitLabel(u) + " " + p.pace + "s " + inchText(inches) +
                (o.result.contains("stragglers")
                     ? ", " + std::to_string(o.result["stragglers"].get<int>()) + " stragglers"
                     : "");
    return o;
}

std::uint64_t RoeRuleset::addMoveOdds(const json& params, const GameState& state,
                                      OddsTally& tally) const {
    Outcome unread;
    const MovePlan p = planMove(params, state, unread);
    // The leader's bonus and the stragglers are independent dice: each counted once.
    const int bonusDice = p.leaderInFront ? tables_.leaderInFrontDice : 0;
    const int stragglerDice = p.pace == "charge" ? tables_.stragglerDice : 0;
    const std::vector<OddsInteger> bonuses =
        totalWays(bonusDice, tables_.moveDieSides); // faces counted from 0
    const std::vector<OddsInteger> rolls = totalWays(stragglerDice, tables_.moveDieSides);
    const std::size_t den =
        tally.denominator(power(tables_.moveDieSides, bonusDice + stragglerDice));
    const OddsInteger stragglerThrows = power(tables_.moveDieSides, stragglerDice);
    const OddsInteger bonusThrows = power(tables_.moveDieSides, bonusDice);
    std::uint64_t terms = 0;
    for (std::size_t b = 0; b < bonuses.size(); ++b) {
        const int bonus = static_cast<int>(b) + bonusDice;
        tally.add("inches", movedInches(params, state, p.rate + bonus, nullptr),
                  bonuses[b] * stragglerThrows, den);
        tally.add("pace", p.pace, bonuses[b] * stragglerThrows, den);
        ++terms;
    }
    if (stragglerDice > 0) {
        for (std::size_t r = 0; r < rolls.size(); ++r) {
            tally.add("stragglers", p.stragglers(static_cast<int>(r) + stragglerDice),
                      rolls[r] * bonusThrows, den);
            ++terms;
        }
    }
    return terms;
}

namespace {

// The men who aim or reload: those named, or every man who can. Throws RuleError for a man
// who cannot.
std::vector<std::size_t> menWhoReady(const Tables& t, const Unit& u,
                                     const std::vector<Figure>& figs, const std::string& choice,
                                     const std::string& named) {
    const auto names = splitNames(named);
    std::vector<std::size_t> chosen;
    for (const auto& n : names) {
        std::size_t i = findFigure(figs, n);
        if (i == std::string::npos || !figs[i].fighting()) {
            throw RuleError("/params/figures",
                            unitLabel(u) + " has no fighting man named \"" + n + "\"");
        }
        if (!t.weapons.at(figs[i].weapon).fires) {
            throw RuleError("/params/figures", n + " is unarmed");
        }
        if (choice == "aim" && !figs[i].loaded) {
            throw RuleError("/params/figures", n + "'s weapon is not loaded: reload first");
        }
        chosen.push_back(i);
    }
    if (names.empty()) {
        for (std::size_t i = 0; i < figs.size(); ++i) {
            if (figs[i].fighting() && t.weapons.at(figs[i].weapon).fires &&
                (choice == "reload" || figs[i].loaded)) {
                chosen.push_back(i);
            }
        }
    }
    if (chosen.empty()) {
        throw RuleError("/params/figures", "no man of " + unitLabel(u) + " can " + choice);
    }
    return chosen;
}

// Aim or reload (close order reloads and aims): the men's weapons, told under `rule`.
void aimOrReload(const Tables& t, const Unit& u, std::vector<Figure> figs,
                 const std::string& choice, const json& params, const std::string& rule, Dice& dice,
                 Outcome& o) {
    const std::vector<std::size_t> chosen =
        menWhoReady(t, u, figs, choice, params.at("figures").get<std::string>());
    const bool alsoAim = choice == "reload" && u.attr<std::string>("order", "skirmish") == "close";
    json who = json::array();
    for (auto i : chosen) {
        if (choice == "reload") {
            figs[i].loaded = true;
        }
        if (choice == "aim" || alsoAim) {
            figs[i].aimed = true;
        }
        who.push_back(figs[i].name);
    }
    o.steps.push_back({std::to_string(chosen.size()) + " men " +
                           (choice == "aim" ? "aim (no fire or melee this phase)"
                            : alsoAim       ? "reload and aim (close order)"
                                            : "reload (no fire or melee this phase)"),
                       rule, std::nullopt});
    writeFigures(o, u.id, figs, dice);
    o.result["figures"] = who;
    o.result["aimed"] = choice == "aim" || alsoAim;
    o.result["loaded"] = choice == "reload";
    o.summary = "Bonus: " + unitLabel(u) + " " +
                (alsoAim ? std::string("reload and aim") : choice) + " (" +
                std::to_string(chosen.size()) + " men)";
}

// Repeat the last movement, never into contact.
void repeatMove(const Unit& u, const json& params, const std::string& rule, Outcome& o) {
    if (params.at("into_contact").get<bool>()) {
        throw RuleError("/params/into_contact", "a repeated move may not go into contact");
    }
    double last = u.attr<double>("last_move", 0.0);
    if (last <= 0) {
        throw RuleError("/params/choice", unitLabel(u) + " has no last movement to repeat");
    }
    o.steps.push_back({"Repeats its last movement: " + inchText(last) + " (not into contact)", rule,
                       std::nullopt});
    o.result["inches"] = last;
    o.summary = "Bonus: " + unitLabel(u) + " repeats its last move, " + inchText(last);
}

// Flee or take cover, within the file's distance.
void fleeOrCover(const Tables& t, const Unit& u, const json& params, const std::string& choice,
                 Outcome& o) {
    double d = params.at("distance").get<double>();
    if (d > t.fleeOrCoverMax) {
        throw RuleError("/params/distance", "flee or take cover within " +
                                                inchText(t.fleeOrCoverMax) + ", not " +
                                                inchText(d));
    }
    o.steps.push_back({(choice == "flee" ? "Flees " : "Takes cover ") + inchText(d) + " (within " +
                           inchText(t.fleeOrCoverMax) + ")",
                       "/bonus/flee_or_cover_max", std::nullopt});
    o.result["inches"] = d;
    o.summary =
        "Bonus: " + unitLabel(u) + (choice == "flee" ? " flees " : " takes cover, ") + inchText(d);
}

} // namespace

Outcome RoeRuleset::bonus(const json& params, const GameState& state, Dice& dice) const {
    const Unit& u = unitParam(state, params, "unit");
    auto figs = readFigures(u, tables_, "/params/unit");
    const std::string choice = params.at("choice").get<std::string>();
    json done = flagOr(state, flag::Bonus, json::object());
    if (done.contains(u.id)) {
        throw RuleError("/params/unit", unitLabel(u) + " has already had its bonus action (" +
                                            done[u.id].get<std::string>() + ")");
    }
    const bool goodOrder = u.status == status::GoodOrder;
    if (!goodOrder && (choice == "aim" || choice == "reload" || choice == "repeat_move")) {
        throw RuleError("/params/choice", "only units in good order may " + choice + "; " +
                                              unitLabel(u) + " is " + u.status +
                                              " (it may flee or take cover)");
    }
    Outcome o;
    done[u.id] = choice;
    o.result = {{"choice", choice}};
    const std::string phase = phaseRule("bonus");
    if (choice != "repeat_move" && params.at("into_contact").get<bool>()) {
        o.steps.push_back({"Would end in contact: counts for nothing, only a repeated move may not "
                           "go into contact",
                           phase, std::nullopt});
    }
    if (choice == "aim" || choice == "reload") {
        aimOrReload(tables_, u, std::move(figs), choice, params, phase, dice, o);
    } else if (choice == "repeat_move") {
        repeatMove(u, params, phase, o);
    } else {
        fleeOrCover(tables_, u, params, choice, o);
    }
    o.effects.push_back(Effect::flag(flag::Bonus, done));
    return o;
}

} // namespace adc::roe
