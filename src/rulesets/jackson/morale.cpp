// Morale (roll under the figure total), its failure move, and the command figure: lost,
// and a figure promoted on a 0-2.
#include "morale.hpp"

#include "adc/owed_tests.hpp"

#include "citations.hpp"

#include "adc/dice_total.hpp"

#include <algorithm>

namespace adc::jackson {

namespace {

int figureTotal(const JacksonRuleset& rs, const GameState& state, const Unit& u, Outcome& o) {
    const std::string reading = rs.option(state, "morale_figures");
    if (reading == "starting") {
        o.steps.push_back(
            {"figure total: " + std::to_string(u.startStrength) + " starting figures (J10)", "J10",
             std::nullopt});
        return u.startStrength;
    }
    if (reading == "before_turn_losses") {
        int n = u.strength + u.lossesInTurn(state.turn);
        o.steps.push_back(
            {"figure total: " + std::to_string(n) + " before this turn's losses (J10)", "J10",
             std::nullopt});
        return n;
    }
    o.steps.push_back({"figure total: " + std::to_string(u.strength) + " figures left (J10)", "J10",
                       std::nullopt});
    return u.strength;
}

const char* reasonText(const std::string& r) {
    if (r == "fired_on") {
        return "came under fire";
    }
    if (r == "figure_lost") {
        return "a figure eliminated";
    }
    if (r == "leader_lost") {
        return "a leader eliminated";
    }
    if (r == "shell") {
        return "under shell fire";
    }
    if (r == "to_close") {
        return "to close into melee";
    }
    return "to stand to melee";
}

// What a test for the reason rests on: the charge's tests their phase of the sequence (steps 4
// and 5), a shell's the shell rule, the grade triggers our reading of them (J3).
std::string reasonRule(const JacksonRuleset& rs, const std::string& r) {
    if (r == "to_close") {
        return rs.phaseRule("morale_close");
    }
    if (r == "to_stand") {
        return rs.phaseRule("morale_stand");
    }
    return r == "shell" ? pointerTo({"artillery", "shell"}) : "J3";
}

// "If being charged by more than one unit, add +1 for each additional unit": counted from the
// charge moves when they were recorded, after the chargers' own tests to close (sequence steps
// 4 and 5); otherwise as the referee gives it.
int additionalChargers(const Unit& u, const json& params, const GameState& state, Outcome& o) {
    const int given = params.at("extra_chargers").get<int>();
    const std::vector<const Unit*> chargers = chargersOf(state, u);
    if (params.at("reason").get<std::string>() != "to_stand" || chargers.empty()) {
        return given;
    }
    std::vector<const Unit*> owing, closing;
    for (const Unit* c : chargers) {
        const std::string test = c->attr<std::string>("close_test", "");
        if (test == "owed") {
            owing.push_back(c);
        } else if (test != "failed") {
            closing.push_back(c);
        }
    }
    if (!owing.empty()) {
        throw RuleError("/params/unit", "the chargers test to close before " + u.name +
                                            " tests to stand (sequence steps 4 and 5): " +
                                            unitNames(owing) + " must test first");
    }
    if (closing.empty()) {
        throw RuleError("/params/unit", u.name + " need not test to stand: " + unitNames(chargers) +
                                            " failed to close");
    }
    const int extra = static_cast<int>(closing.size()) - 1;
    if (given != 0 && given != extra) {
        throw RuleError("/params/extra_chargers",
                        u.name + " is charged by " + plural(extra + 1, "unit", "units") + " (" +
                            unitNames(closing) + "): " + std::to_string(extra) +
                            " additional, not " + std::to_string(given));
    }
    o.steps.push_back({u.name + " is charged by " + unitNames(closing),
                       pointerTo({"morale", "per_extra_charger"}), std::nullopt});
    return extra;
}

// "You must pass morale to stand or charge": the result is kept for the melee to read.
void meleeTestResult(const JacksonRuleset& rs, const GameState& state, const Unit& u,
                     const std::string& reason, bool passed, Outcome& o) {
    const bool closing = reason == "to_close";
    o.effects.push_back(
        Effect::attr(u.id, closing ? "close_test" : "stand_test", passed ? "passed" : "failed"));
    if (passed) {
        return;
    }
    o.steps.push_back({closing ? u.name + " failed to close: it does not close into melee"
                               : u.name + " failed to stand: it does not fight, and the charge "
                                          "reaches an empty place",
                       reasonRule(rs, reason), std::nullopt});
    const Unit* target = state.unit(u.attr<std::string>("charge_target", ""));
    if (!closing || !target || target->attr<std::string>("stand_test", "") != "owed") {
        return;
    }
    for (const Unit* c : chargersOf(state, *target)) {
        if (c != &u && c->attr<std::string>("close_test", "") != "failed") {
            return; // another charger may still close on it
        }
    }
    o.effects.push_back(Effect::attr(target->id, "stand_test", ""));
    o.steps.push_back(
        {"no charger is left to close on " + target->name + ": it need not test to stand",
         rs.phaseRule("morale_stand"), std::nullopt});
}

} // namespace

MoraleTestPlan planMorale(const JacksonRuleset& rs, const json& params, const GameState& state,
                          Outcome& o) {
    const Tables& t = rs.tables();
    const Unit& u = unitParam(state, params, "unit");
    const std::string reason = params.at("reason").get<std::string>();
    const TroopType& tt = t.troop(u.kind);
    MoraleTestPlan p{u};
    o.steps.push_back(
        {u.name + " tests morale: " + reasonText(reason), reasonRule(rs, reason), std::nullopt});
    const int extra = additionalChargers(u, params, state, o);
    p.automaticFail = reason == "shell" && tt.indian;
    if (p.automaticFail) {
        o.steps.push_back({"Indians under shell fire fail automatically",
                           pointerTo({"artillery", "shell"}), std::nullopt});
    } else {
        p.figures = figureTotal(rs, state, u, o);
        // The modifiers are told after the die (the die itself is no step).
        if (extra > 0) {
            p.mod += extra * t.perExtraCharger;
            o.steps.push_back({"charged by " + std::to_string(extra) + " additional unit(s)",
                               pointerTo({"morale", "per_extra_charger"}),
                               extra * t.perExtraCharger});
        }
        if (!hasActiveLeader(u)) {
            p.mod += t.leaderless;
            o.steps.push_back({"leaderless", pointerTo({"morale", "leaderless"}), t.leaderless});
        }
    }
    // The move away on a failure.
    p.retreatDice =
        tt.crew > 0 && u.attr<bool>("limbered", false) ? tt.limberedMoveDice : tt.moveDice;
    p.how = "a standard move";
    if (p.automaticFail) {
        p.retreatDice += t.chargeDice;
        p.how = "a charge move (skedaddle)";
    } else if ((params.at("was_charging").get<bool>() ||
                !u.attr<std::string>("charge_target", "").empty()) &&
               rs.option(state, "failure_move") == "with_charge_die") {
        p.retreatDice += t.chargeDice;
        p.how = "a standard move with the charge die (J11)";
    }
    p.extraInches = p.automaticFail ? 0 : p.retreatDice * t.extraInchesPerDie;
    return p;
}

Outcome JacksonRuleset::morale(const json& params, const GameState& state, Dice& dice) const {
    Outcome o;
    const MoraleTestPlan p = planMorale(*this, params, state, o);
    const Unit& u = p.unit;
    bool passed = false;
    int face = -1, modified = -1;
    if (!p.automaticFail) {
        face = dice.roll(tables().die, "morale: " + u.name);
        modified = face + p.mod;
        passed = p.passes(face);
        o.steps.push_back({"morale die " + std::to_string(face) +
                               (p.mod ? " → " + std::to_string(modified) : "") +
                               (passed ? " is less than " : " is not less than ") +
                               std::to_string(p.figures) + ": " + (passed ? "passes" : "fails"),
                           pointerTo({"morale"}), std::nullopt});
    }
    const std::string reason = params.at("reason").get<std::string>();
    if (reason == "to_close" || reason == "to_stand") {
        meleeTestResult(*this, state, u, reason, passed, o);
    } else if (owedTest(state, u.id, "morale")) {
        o.effects.push_back(Effect::owed(u.id, "morale", nullptr));
    }
    int inches = 0;
    if (!passed) {
        const int n = p.retreatDice;
        const int sum = rollTotal(dice, n, tables().die, "morale failure move: " + u.name);
        inches = sum + p.extraInches;
        o.steps.push_back(
            {u.name + " about-faces and moves away " + p.how + ": " + std::to_string(sum) + "\"" +
                 (p.automaticFail ? std::string()
                                  : " +" + std::to_string(p.extraInches) + "\" (1\" per die)") +
                 " = " + std::to_string(inches) + "\"",
             pointerTo({"morale", "extra_inches_per_die"}), std::nullopt});
        o.effects.push_back(Effect::status(u.id, status::Retreating));
    }
    o.result = {{"passed", passed},
                {"roll", face},
                {"modified", modified},
                {"figures", p.figures},
                {"retreat_inches", inches}};
    o.summary = "Morale: " + u.name + (passed ? " passes" : " fails") +
                (passed ? "" : ", falls back " + std::to_string(inches) + "\"");
    return o;
}

Outcome JacksonRuleset::commandLost(const json& params, const GameState& state) const {
    const Unit& u = unitParam(state, params, "unit");
    const int index = params.at("leader").get<int>();
    if (index >= static_cast<int>(u.leaders.size())) {
        throw RuleError("/params/leader",
                        u.name + " has " +
                            plural(static_cast<int>(u.leaders.size()), "leader", "leaders"));
    }
    const Leader& l = u.leaders[static_cast<std::size_t>(index)];
    if (l.status != "active") {
        throw RuleError("/params/leader", l.name + " is already " + l.status);
    }
    const std::string fate = params.at("fate").get<std::string>();
    Outcome o;
    o.effects.push_back(Effect::leaderStatus(u.id, index, fate));
    o.steps.push_back({l.name + " (" + l.rank + ") of " + u.name + " is " + fate,
                       pointerTo({"command"}), std::nullopt});
    bool test = u.quality == "elite";
    if (test) {
        o.effects.push_back(Effect::owed(u.id, "morale", {{"reason", "lost a leader (elite)"}}));
        o.steps.push_back(
            {u.name + " is elite and lost a leader: it tests morale", "J3", std::nullopt});
    }
    bool left = false;
    for (std::size_t i = 0; i < u.leaders.size(); ++i) {
        left = left || (static_cast<int>(i) != index && u.leaders[i].status == "active");
    }
    if (!left) {
        o.steps.push_back({u.name + " has no command figure: it may roll to promote one on its "
                                    "side's turn, and may not charge meanwhile",
                           pointerTo({"command", "promote_max"}), std::nullopt});
    }
    o.result = {{"morale_test", test}, {"leaderless", !left}};
    o.summary = "Command figure lost: " + l.name + " of " + u.name + " " + fate;
    return o;
}

Outcome JacksonRuleset::promote(const json& params, const GameState& state, Dice& dice) const {
    const Tables& t = tables();
    const Unit& u = unitParam(state, params, "unit");
    if (hasActiveLeader(u)) {
        throw RuleError("/params/unit", u.name + " still has a command figure");
    }
    auto lost = std::find_if(u.leaders.begin(), u.leaders.end(),
                             [](const Leader& l) { return l.status != "active"; });
    if (lost == u.leaders.end()) {
        throw RuleError("/params/unit", u.name + " has lost no command figure");
    }
    if (u.attr<int>("promotion_tried_turn", 0) == state.turn) {
        throw RuleError("/params/unit", u.name + " has already rolled to promote this turn");
    }
    Outcome o;
    int f = dice.roll(tables().die, "promotion: " + u.name);
    bool promoted = f <= t.promoteMax;
    o.steps.push_back({"promotion die " + std::to_string(f) + (promoted ? " (0-" : " (needs 0-") +
                           std::to_string(t.promoteMax) + ")" +
                           (promoted ? ": a figure is promoted to command" : ": no one steps up"),
                       pointerTo({"command", "promote_max"}), std::nullopt});
    o.effects.push_back(Effect::attr(u.id, "promotion_tried_turn", state.turn));
    if (promoted) {
        // The promoted figure takes the lost leader's place in the unit's leader list.
        o.effects.push_back(
            Effect::leaderStatus(u.id, static_cast<int>(lost - u.leaders.begin()), "active"));
    }
    o.result = {{"promoted", promoted}, {"roll", f}};
    o.summary = "Promotion: " + u.name + (promoted ? ", a figure takes command" : ", no one");
    return o;
}

} // namespace adc::jackson
