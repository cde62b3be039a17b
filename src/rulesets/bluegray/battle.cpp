// Before the battle (initiative, deployment), written orders, victory and special rules.
#include "adc/departure.hpp"
#include "adc/dice_total.hpp"
#include "adc/scenario_play.hpp"
#include "bluegray_ruleset.hpp"

#include <algorithm>
#include <cmath>

namespace adc::bluegray {

namespace {

// The odds walker weighs every branch of the dice. Equal high throws thrown again would make it
// walk the same future once for each tying set of throws, up to initiative_rounds deep; under the
// walk only, the deciding throws are therefore picked at once among the sets with one highest
// throw, each as likely as on the table. That is exactly "throw again until one is highest" (the
// initiative_rounds guard against an endless script is an error, not an outcome).
std::vector<std::vector<int>> decidingThrows(const Die& die, std::size_t sides) {
    std::vector<std::vector<int>> all{{}};
    for (std::size_t i = 0; i < sides; ++i) {
        std::vector<std::vector<int>> longer;
        for (const auto& t : all) {
            for (int f = die.lowest; f <= die.highest(); ++f) {
                longer.push_back(t);
                longer.back().push_back(f);
            }
        }
        all = std::move(longer);
    }
    std::erase_if(all, [](const std::vector<int>& t) {
        return t.empty() ||
               std::count(t.begin(), t.end(), *std::max_element(t.begin(), t.end())) > 1;
    });
    return all;
}

} // namespace

Outcome BlueGrayRuleset::initiative(const json&, const GameState& s, Dice& dice) const {
    if (s.sides.size() < 2) {
        throw RuleError("/sides", "initiative needs two sides");
    }
    Outcome o;
    Die die{t_.initiativeDie, 1};
    std::string winner;
    json throws = json::object();
    const auto deciding =
        walkingOdds(dice) ? decidingThrows(die, s.sides.size()) : std::vector<std::vector<int>>{};
    for (int round = 1; round <= t_.initiativeRounds && winner.empty(); ++round) {
        int best = 0;
        std::vector<std::string> high;
        const std::vector<int>* decided =
            deciding.empty() ? nullptr
                             : &deciding[static_cast<std::size_t>(
                                   dice.roll(Die{static_cast<int>(deciding.size()), 0},
                                             "initiative: the deciding throws"))];
        for (std::size_t i = 0; i < s.sides.size(); ++i) {
            const Side& side = s.sides[i];
            int f = decided ? (*decided)[i]
                            : dice.roll(die, "initiative: " + side.name + ", throw " +
                                                 std::to_string(round));
            throws[side.id] = f;
            o.steps.push_back({side.name + " throws " + std::to_string(f),
                               "/before_battle/initiative_die", std::nullopt});
            if (f > best) {
                best = f;
                high = {side.id};
            } else if (f == best) {
                high.push_back(side.id);
            }
        }
        if (high.size() == 1) {
            winner = high.front();
        } else {
            o.steps.push_back({"Equal high throws: throw again", "/before_battle/initiative_rounds",
                               std::nullopt});
        }
    }
    if (winner.empty()) {
        throw RuleError("", "initiative still tied after " + std::to_string(t_.initiativeRounds) +
                                " throws");
    }
    o.effects.push_back(Effect::flag("first_to_fire", winner));
    o.summary = "Initiative: " + sideName(s, winner) + " fires first";
    o.result = {{"winner", winner}, {"throws", throws}};
    return o;
}

Outcome BlueGrayRuleset::deployment(const json& p, const GameState& s) const {
    const Unit& u = unitParam(s, p, "unit");
    double rear = p.at("from_rear").get<double>();
    double side = p.at("from_side").get<double>();
    bool both = option(s, "deployment_zone") == "rear_and_side";
    bool nearRear = rear <= t_.deploymentZone;
    bool nearSide = side <= t_.deploymentZone;
    bool ok = both ? nearRear && nearSide : nearRear || nearSide;
    Outcome o;
    o.steps.push_back({"Deployment zone: within " + numberText(t_.deploymentZone) +
                           "\" of the rear edge " + (both ? "and" : "or") + " a side edge",
                       "G15", std::nullopt});
    o.steps.push_back({u.name + ": " + numberText(rear) + "\" from the rear, " + numberText(side) +
                           "\" from the side",
                       "/before_battle/deployment_zone", std::nullopt});
    o.summary = "Deployment: " + u.name + (ok ? " may be placed there" : " is too far forward");
    o.result = {{"allowed", ok}};
    return o;
}

Outcome BlueGrayRuleset::writeOrder(const json& p, const GameState& s) const {
    const Unit& u = unitParam(s, p, "unit");
    std::string order = p.at("order").get<std::string>();
    std::string direction = p.value("direction", "");
    Outcome o;
    if (s.turn <= t_.noMovementMoves && contains(t_.movingOrders, order)) {
        throw RuleError("/params/order", "troops may not move on move " + std::to_string(s.turn));
    }
    bool needsDirection = order == "direction" || order == "charge";
    if (needsDirection && direction.empty()) {
        throw RuleError("/params/direction", "a " + order + " order must give its direction");
    }
    if (u.status == status::Routed) {
        throw RuleError("/params/unit", u.name + " is routed and obeys no orders");
    }
    if (contains(t_.orderExemptKinds, u.kind)) {
        o.steps.push_back({"Skirmishers do not need orders (recorded anyway)",
                           "/orders/exempt_kinds", std::nullopt});
    }
    std::string textOrder = order + (direction.empty() ? "" : " " + direction);
    json orders = u.attrs.value("orders", json::array());
    json kept = json::array();
    for (const auto& e : orders) {
        if (e.value("turn", 0) != s.turn) { // a new order this move replaces the old one
            kept.push_back(e);
        }
    }
    kept.push_back({{"turn", s.turn}, {"order", order}, {"direction", direction}});
    o.effects.push_back(Effect::attr(u.id, "order", textOrder));
    o.effects.push_back(Effect::attr(u.id, "order_turn", s.turn));
    o.effects.push_back(Effect::attr(u.id, "orders", kept));
    o.steps.push_back(
        {"Move " + std::to_string(s.turn) + " order: " + textOrder, "/orders/kinds", std::nullopt});
    o.summary = "Order: " + u.name + ", " + textOrder;
    o.result = {{"order", order}, {"direction", direction}};
    return o;
}

namespace {

// The men each side lost, as a percentage of its men at the start (figures × men per figure, so
// mixed scales stay honest), rounded to a tenth; each a step.
std::vector<double> lossPercents(const BlueGrayRuleset& rs, const GameState& s, json& percent,
                                 Outcome& o) {
    std::vector<double> pct;
    for (const auto& side : s.sides) {
        long start = 0, lost = 0;
        for (const auto& u : s.units) {
            // A scenario's reinforcement still to come counts for no side's break point; a unit
            // that left the table counts as it left ("its total men", adc/departure.hpp).
            if (u.side != side.id || !inTheBattle(s, u.id)) {
                continue;
            }
            const long men = rs.menPerFigure(u);
            start += u.startStrength * men;
            lost += (u.startStrength - u.strength) * men;
        }
        double v = start == 0 ? 0 : 100.0 * static_cast<double>(lost) / static_cast<double>(start);
        v = std::round(v * 10) / 10;
        pct.push_back(v);
        percent[side.id] = v;
        o.steps.push_back({side.name + ": " + std::to_string(lost) + " of " +
                               std::to_string(start) + " men lost (" + numberText(v) + "%)",
                           "/victory/loss_percent", std::nullopt});
    }
    return pct;
}

struct Verdict {
    std::string verdict = "continue", loser, why;
};

// The verdict by the losses of two sides (G): both over the loss percentage is a draw (G11 says
// whether exactly it counts); a side at it that is the margin behind loses; under it, a draw.
Verdict verdictByLosses(const BlueGrayRuleset& rs, const GameState& s,
                        const std::vector<double>& pct, Outcome& o) {
    const Tables& t = rs.tables();
    Verdict v;
    bool fifty = rs.option(s, "victory_exactly_50") == "fifty_counts";
    auto over = [&](double x) { return fifty ? x >= t.lossPercent : x > t.lossPercent; };
    if (over(pct[0]) && over(pct[1])) {
        // "If both sides lose over 50% of their men, the battle is considered a draw": under
        // fifty_counts a side at exactly 50% counts with them, and the words say so.
        const bool exactly = pct[0] == t.lossPercent || pct[1] == t.lossPercent;
        const std::string lp = numberText(t.lossPercent) + "%";
        v.verdict = "draw";
        v.why = exactly ? "both sides lost " + lp + " or more (G11: exactly " + lp +
                              " counts as over it): a draw"
                        : "both sides lost over " + lp + ": a draw";
        return v;
    }
    std::size_t worse = pct[0] >= pct[1] ? 0 : 1;
    std::size_t other = 1 - worse;
    if (pct[worse] < t.lossPercent) {
        v.why = "no side has lost " + numberText(t.lossPercent) + "%: the battle goes on";
        return v;
    }
    double margin = pct[worse] - pct[other];
    if (margin >= t.margin) {
        v.verdict = "loss";
        v.loser = s.sides[worse].id;
        v.why = " lost " + numberText(pct[worse]) + "%, " + numberText(margin) +
                " points more than the enemy: it must retreat and loses";
    } else {
        v.verdict = "draw";
        v.why = "the margin is " + numberText(margin) + " points, under " + numberText(t.margin) +
                ": a draw";
    }
    o.steps.push_back(
        {"Margin " + numberText(margin) + " points (needs " + numberText(t.margin) + ")",
         "/victory/margin", std::nullopt});
    return v;
}

} // namespace

// The victory check: the sides' losses, then a side that retreated or was cut off loses, else
// the verdict by the losses.
Outcome BlueGrayRuleset::victory(const json& p, const GameState& s) const {
    Outcome o;
    std::string retreated = p.value("retreated_side", "");
    std::string cutOff = p.value("cut_off_side", "");
    for (const auto* key : {"retreated_side", "cut_off_side"}) {
        std::string id = p.value(key, "");
        if (!id.empty() && !s.side(id)) {
            throw RuleError(std::string("/params/") + key, "no side has the id \"" + id + "\"");
        }
    }
    if (s.sides.size() != 2) {
        throw RuleError("/sides", "the victory rules compare two sides");
    }
    json percent = json::object();
    const std::vector<double> pct = lossPercents(*this, s, percent, o);
    Verdict v;
    if (!retreated.empty() || !cutOff.empty()) {
        v.loser = !cutOff.empty() ? cutOff : retreated;
        v.verdict = "loss";
        v.why = !cutOff.empty() ? " is cut off from its communications and loses"
                                : " retreated from the field and loses";
    } else {
        v = verdictByLosses(*this, s, pct, o);
    }
    std::string line = v.loser.empty() ? v.why : sideName(s, v.loser) + v.why;
    o.steps.push_back(
        {line,
         v.verdict == "draw" && v.loser.empty() && v.why.starts_with("both") ? "G11" : "/victory",
         std::nullopt});
    o.effects.push_back(
        Effect::note("Victory check, move " + std::to_string(s.turn) + ": " + line));
    o.summary = "Victory: " + line;
    o.result = {{"percent", percent}, {"verdict", v.verdict}, {"loser", v.loser}};
    return o;
}

Outcome BlueGrayRuleset::specialRule(const json& p, const GameState& s) const {
    Outcome o;
    std::string rule = p.at("rule").get<std::string>();
    std::string ruling = p.value("ruling", "");
    o.steps.push_back({"Scenario special rule (takes precedence over the general rules): " + rule,
                       "G16", std::nullopt});
    if (!ruling.empty()) {
        o.steps.push_back({"Decided: " + ruling, "G16", std::nullopt});
    }
    o.effects.push_back(Effect::note("Move " + std::to_string(s.turn) + ", special rule: " + rule +
                                     (ruling.empty() ? "" : " — " + ruling)));
    o.summary = "Special rule: " + rule;
    o.result = {{"rule", rule}};
    return o;
}

} // namespace adc::bluegray
