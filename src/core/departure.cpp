#include "adc/departure.hpp"

#include "adc/game_end.hpp"
#include "adc/owed_tests.hpp"
#include "adc/scenario_play.hpp"

#include <algorithm>

namespace adc {

namespace {

const json* departureEntry(const GameState& state, const std::string& unitId) {
    auto flag = state.flags.find(LeftTableFlag);
    if (flag == state.flags.end() || !flag->is_object()) {
        return nullptr;
    }
    auto it = flag->find(unitId);
    return it == flag->end() || !it->is_object() ? nullptr : &*it;
}

// "Morale test (fired on: must test morale)": an owed test as a departure's step names it.
std::string owedWords(const Ruleset& ruleset, const std::string& action,
                      const std::string& reason) {
    const ActionSpec* spec = ruleset.action(action);
    const std::string name = spec ? spec->name : ruleset.words(action);
    return reason.empty() ? name : name + " (" + reason + ")";
}

json leftSoFar(const GameState& state) {
    json left = state.flags.value(LeftTableFlag, json::object());
    return left.is_object() ? left : json::object();
}

// The flag as it is once `u` has left (`left` holds it), said for the log. The effect names the
// unit, so the views repaint its row (one effect a unit when several leave at once).
Effect leftEffect(const json& left, const Unit& u, const std::string& how) {
    Effect flag = Effect::flag(LeftTableFlag, left);
    flag.unit = u.id;
    flag.text = u.name + " left the table (" + how + ")";
    return flag;
}

// What a unit that leaves owed is owed no more: the recorded tests are discharged, and what the
// module works out from the state is no longer asked of a unit off the table (owedNow); each
// said in a step.
void dischargeOwed(const Ruleset& ruleset, const GameState& state, const Unit& u,
                   const std::string& rule, bool withinPhase, Outcome& o) {
    std::vector<std::string> said, actions;
    for (const auto& t : owedTests(state)) {
        if (t.unit == u.id) {
            o.effects.push_back(Effect::owed(u.id, t.action, nullptr));
            said.push_back(owedWords(ruleset, t.action, t.reason()));
            actions.push_back(t.action);
        }
    }
    // Owed by the change this departure is part of (a phase change's new tests).
    const std::size_t made = o.effects.size();
    for (std::size_t i = 0; i < made; ++i) {
        const Effect e = o.effects[i]; // a copy: the list grows below
        if (e.kind == EffectKind::Owed && e.unit == u.id && e.value.is_object() &&
            std::find(actions.begin(), actions.end(), e.key) == actions.end()) {
            o.effects.push_back(Effect::owed(u.id, e.key, nullptr));
            said.push_back(owedWords(ruleset, e.key, e.value.value("reason", std::string())));
            actions.push_back(e.key);
        }
    }
    // A phase change moves past what the phase left owes: only a departure within a phase
    // names it.
    for (const auto& owed : withinPhase ? owedNow(ruleset, state) : std::vector<Obligation>{}) {
        if (owed.unit == u.id &&
            std::find(actions.begin(), actions.end(), owed.action) == actions.end()) {
            said.push_back(owedWords(ruleset, owed.action, owed.reason));
            actions.push_back(owed.action);
        }
    }
    for (const auto& words : said) {
        o.steps.push_back(
            {u.name + " no longer owes " + words + ": it has left the table", rule, std::nullopt});
    }
}

} // namespace

const std::vector<std::string>& departureKinds() {
    static const std::vector<std::string> kinds = {"withdrawn", "escaped"};
    return kinds;
}

std::string departureMeaning(const std::string& how) {
    if (how == "withdrawn") {
        return "ordered off the table";
    }
    return how == "escaped" ? "got away off a table edge" : std::string();
}

std::optional<Departure> departureOf(const GameState& state, const std::string& unitId) {
    const json* entry = departureEntry(state, unitId);
    if (!entry) {
        return std::nullopt;
    }
    return Departure{entry->value("how", std::string()), entry->value("turn", 0)};
}

std::string departureWords(const GameState& state, const std::string& unitId) {
    const auto d = departureOf(state, unitId);
    return d ? "left the table (" + d->how + ", turn " + std::to_string(d->turn) + ")"
             : std::string();
}

bool inTheBattle(const GameState& state, const std::string& unitId) {
    return onTable(state, unitId) || departureOf(state, unitId).has_value();
}

std::string leaveRefusal(const GameState& state, const std::string& unitId) {
    if (gameOver(state)) {
        return gameOverWords(state);
    }
    const Unit* u = state.unit(unitId);
    if (!u) {
        return "there is no unit \"" + unitId + "\" in this game";
    }
    if (departureOf(state, unitId)) {
        return u->name + " " + departureWords(state, unitId) + " already";
    }
    if (std::string off = offTableWords(state, unitId); !off.empty()) {
        return u->name + " " + off + ": only a unit on the table can leave it";
    }
    if (u->eliminated()) {
        return u->name + " is eliminated: only a unit on the table can leave it";
    }
    return {};
}

Outcome leaveTable(const Ruleset& ruleset, const GameState& state, const std::string& unitId,
                   const std::string& how) {
    if (gameOver(state)) {
        throw RuleError("/turn", gameOverWords(state));
    }
    if (std::string refused = leaveRefusal(state, unitId); !refused.empty()) {
        throw RuleError("/unit", refused);
    }
    if (departureMeaning(how).empty()) {
        throw RuleError("/how", "must be \"withdrawn\" (ordered off the table) or \"escaped\" "
                                "(got away off a table edge), found \"" +
                                    how + "\"");
    }
    const Unit& u = *state.unit(unitId);
    Outcome o;
    o.action = "leave_table";
    const std::string turn = "turn " + std::to_string(state.turn);
    o.summary = u.name + " left the table (" + how + "), " + turn;
    o.steps.push_back({u.name + " leaves the table: " + how + " (" + departureMeaning(how) +
                           ") on " + turn + "; its losses still count in its side's totals",
                       "/sequence", std::nullopt});
    json left = leftSoFar(state);
    left[unitId] = {{"how", how}, {"turn", state.turn}};
    o.effects.push_back(leftEffect(left, u, how));
    dischargeOwed(ruleset, state, u, "/sequence", true, o);
    o.result = {{"unit", unitId}, {"how", how}, {"turn", state.turn}};
    return o;
}

json addScheduledDepartures(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                            int turn, int at, const json& offTable, Outcome& o) {
    json left = leftSoFar(state);
    for (const auto& d : s.timeline.departures) {
        // Due when the change reaches or passes its time (a module may skip phases).
        const bool reached = turn > d.turn || (turn == d.turn && at >= d.phaseAt);
        const bool before =
            state.turn < d.turn || (state.turn == d.turn && state.phase < d.phaseAt);
        if (!reached || !before) {
            continue;
        }
        for (const auto& id : d.units) {
            const Unit* u = state.unit(id);
            const bool stillToCome = offTable.is_object() && offTable.contains(id);
            if (!u || u->eliminated() || stillToCome || left.contains(id)) {
                continue; // not on the table: nothing leaves
            }
            left[id] = {{"how", d.how}, {"turn", turn}};
            o.effects.push_back(leftEffect(left, *u, d.how));
            const std::string words = scenarioWords(s, d.rule);
            o.steps.push_back({u->name + " leaves the table: " + d.how + " (" +
                                   departureMeaning(d.how) + ") at the start of turn " +
                                   std::to_string(turn) +
                                   (words.empty() ? "" : " (the scenario: \"" + words + "\")"),
                               scenarioCitation(d.rule), std::nullopt});
            dischargeOwed(ruleset, state, *u, scenarioCitation(d.rule), false, o);
        }
    }
    return left;
}

} // namespace adc
