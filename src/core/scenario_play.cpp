#include "adc/scenario_play.hpp"

#include "adc/departure.hpp"
#include "adc/game_end.hpp"
#include "adc/number_text.hpp"
#include "adc/owed_tests.hpp"
#include "adc/scenario_asks.hpp"

#include <algorithm>

namespace adc {

namespace {

// The first unit a request names in its action's order: the unit that acts.
std::string actingUnit(const ActionSpec& spec, const json& params) {
    for (const auto& p : spec.params) {
        if (p.type == ParamType::Unit && params.is_object() && params.contains(p.name) &&
            params.at(p.name).is_string()) {
            return params.at(p.name).get<std::string>();
        }
    }
    return {};
}

bool names(const std::vector<std::string>& list, const std::string& word) {
    return std::find(list.begin(), list.end(), word) != list.end();
}

// Whether a rule in force this turn holds for the unit (every unit when it picks none).
bool holdsFor(const TurnRule& t, const GameState& state, const std::string& unitId) {
    if (!t.units) {
        return true;
    }
    const Unit* u = state.unit(unitId);
    return u && t.units->picks(*u, state.sides);
}

std::string turnsWords(const TurnRule& t) {
    return t.firstTurn == t.lastTurn
               ? "turn " + std::to_string(t.firstTurn)
               : "turns " + std::to_string(t.firstTurn) + "–" + std::to_string(t.lastTurn);
}

std::string quoted(const Scenario& s, const std::string& rule) {
    const std::string words = scenarioWords(s, rule);
    return words.empty() ? std::string() : " (the scenario: \"" + words + "\")";
}

} // namespace

json offTableAtStart(const Scenario& s) {
    json off = json::object();
    for (const auto& a : s.timeline.arrivals) {
        for (const auto& id : a.units) {
            off[id] = {{"turn", a.turn}, {"phase", a.phaseAt}, {"rule", a.rule}};
        }
    }
    return off;
}

namespace {

// The unit's entry among those not on the table, or null.
const json* offTableEntry(const GameState& state, const std::string& unitId) {
    auto flag = state.flags.find(OffTableFlag);
    if (flag == state.flags.end() || !flag->is_object()) {
        return nullptr;
    }
    auto it = flag->find(unitId);
    return it == flag->end() || !it->is_object() ? nullptr : &*it;
}

bool answeredYes(const GameState& state, const std::string& at) {
    const json answers = state.flags.value(AnswersFlag, json::object());
    return !at.empty() && answers.is_object() && answers.contains(at) && answers.at(at) == true;
}

} // namespace

std::optional<int> arrivalTurn(const GameState& state, const std::string& unitId) {
    const json* entry = offTableEntry(state, unitId);
    if (!entry || entry->value("never", false)) {
        return std::nullopt;
    }
    return entry->value("turn", 0);
}

std::string offTableWords(const GameState& state, const std::string& unitId) {
    if (std::string left = departureWords(state, unitId); !left.empty()) {
        return left; // off the table the other way (adc/departure.hpp)
    }
    const json* entry = offTableEntry(state, unitId);
    if (!entry) {
        return {};
    }
    if (entry->value("never", false)) {
        return "never arrives (its arrival was cancelled)";
    }
    return "has not arrived yet (arrives turn " + std::to_string(entry->value("turn", 0)) + ")";
}

std::string scenarioCitation(const std::string& rule) {
    return "scenario:" + rule;
}

std::string scenarioWords(const Scenario& s, const std::string& rule) {
    for (const auto& [prefix, list] : {std::pair{std::string("/special_rules/"), &s.specialRules},
                                       std::pair{std::string("/victory/"), &s.victory}}) {
        if (rule.rfind(prefix, 0) == 0) {
            const std::size_t i = std::stoul(rule.substr(prefix.size()));
            return i < list->size() ? (*list)[i] : std::string();
        }
    }
    return {};
}

void owedAtStart(const Scenario& s, GameState& state) {
    for (const auto& t : s.timeline.turnRules) {
        if (t.kind != TurnRuleKind::Owe || !t.after.empty() || !t.inForce(1) || t.phaseAt != 0) {
            continue;
        }
        for (const auto& u : state.units) {
            if (onTable(state, u.id) && holdsFor(t, state, u.id)) {
                for (const auto& action : t.actions) {
                    state.owed[u.id][action] = {{"reason", scenarioWords(s, t.rule)},
                                                {"rule", scenarioCitation(t.rule)}};
                }
            }
        }
    }
}

void addTimelineEffects(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                        Outcome& o) {
    const auto phase = std::find_if(o.effects.begin(), o.effects.end(),
                                    [](const Effect& e) { return e.kind == EffectKind::Phase; });
    if (phase == o.effects.end() || !phase->value.is_number_integer()) {
        return;
    }
    const int turn = phase->count;
    const int at = phase->value.get<int>();
    // Arrivals: every unit whose time has come, in one change of the flag.
    json off = state.flags.value(OffTableFlag, json::object());
    std::string arrived;
    for (const auto& a : s.timeline.arrivals) {
        if (a.turn > turn || (a.turn == turn && a.phaseAt > at)) {
            continue;
        }
        // The referee's yes to the arrival's question cancels it: the units stay off the table.
        const bool cancelled = answeredYes(state, a.unlessAt);
        std::vector<std::string> names;
        for (const auto& id : a.units) {
            if (!off.is_object() || !off.contains(id) || off[id].value("never", false)) {
                continue;
            }
            if (cancelled) {
                off[id]["never"] = true;
            } else {
                off.erase(id);
            }
            const Unit* u = state.unit(id);
            names.push_back(u ? u->name : id);
        }
        if (cancelled && !names.empty()) {
            std::string who;
            for (std::size_t i = 0; i < names.size(); ++i) {
                who += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
            }
            o.steps.push_back({who + " never " + (names.size() == 1 ? "arrives" : "arrive") +
                                   ": the referee answered yes to \"" + a.unless + "\"" +
                                   quoted(s, a.rule),
                               scenarioCitation(a.rule), std::nullopt});
            arrived += (arrived.empty() ? "" : "; ") + who + " never on the table";
            continue;
        }
        if (!names.empty()) {
            std::string who;
            for (std::size_t i = 0; i < names.size(); ++i) {
                who += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
            }
            o.steps.push_back({who + (names.size() == 1 ? " arrives" : " arrive") + " on turn " +
                                   std::to_string(turn) + quoted(s, a.rule),
                               scenarioCitation(a.rule), std::nullopt});
            arrived += (arrived.empty() ? "" : "; ") + who + " on the table";
        }
    }
    if (!arrived.empty()) {
        Effect e = Effect::flag(OffTableFlag, off.empty() ? json() : off);
        e.text = arrived;
        o.effects.push_back(std::move(e));
    }
    // Units the scenario takes off the table now (adc/departure.hpp).
    const json left = addScheduledDepartures(s, ruleset, state, turn, at, off, o);
    // Owed actions of the turn and phase moved to.
    for (const auto& t : s.timeline.turnRules) {
        if (t.kind != TurnRuleKind::Owe || !t.after.empty() || !t.inForce(turn) ||
            t.phaseAt != at) {
            continue;
        }
        for (const auto& u : state.units) {
            const bool willBeOn = !off.is_object() || !off.contains(u.id);
            if (!willBeOn || u.eliminated() || !holdsFor(t, state, u.id) || left.contains(u.id)) {
                continue;
            }
            for (const auto& action : t.actions) {
                o.effects.push_back(Effect::owed(
                    u.id, action,
                    {{"reason", scenarioWords(s, t.rule)}, {"rule", scenarioCitation(t.rule)}}));
                const ActionSpec* spec = ruleset.action(action);
                o.steps.push_back({u.name + " owes " + (spec ? spec->name : action) + " on " +
                                       turnsWords(t) + quoted(s, t.rule),
                                   scenarioCitation(t.rule), std::nullopt});
            }
        }
    }
}

std::optional<ScenarioDefault> scenarioDefault(const Scenario& s, const GameState& state,
                                               const std::string& action,
                                               const std::string& parameter,
                                               const std::string& unitId) {
    for (const auto& t : s.timeline.turnRules) {
        if (t.kind == TurnRuleKind::Default && t.inForce(state.turn) && t.parameter == parameter &&
            names(t.actions, action) && (unitId.empty() || holdsFor(t, state, unitId))) {
            return ScenarioDefault{t.value, t.rule};
        }
    }
    return std::nullopt;
}

std::vector<Step> applyTurnRules(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                                 ActionRequest& request) {
    std::vector<Step> steps;
    const ActionSpec* spec = ruleset.action(request.action);
    if (!spec || s.timeline.turnRules.empty()) {
        return steps;
    }
    if (!request.params.is_object()) {
        return steps; // the ruleset's check names what is wrong with it
    }
    const std::string unit = actingUnit(*spec, request.params);
    for (const auto& t : s.timeline.turnRules) {
        if (!t.inForce(state.turn) || !names(t.actions, spec->id) || !holdsFor(t, state, unit)) {
            continue;
        }
        const ParamSpec* param = spec->param(t.parameter);
        if (t.kind == TurnRuleKind::Refuse) {
            const Unit* u = state.unit(unit);
            throw RuleError("/action", spec->name + (u ? " by " + u->name : std::string()) +
                                           " is refused on " + turnsWords(t) + quoted(s, t.rule));
        }
        const char* inches = param && param->type == ParamType::Distance ? "\"" : "";
        if (t.kind == TurnRuleKind::Limit && param && request.params.contains(t.parameter) &&
            request.params.at(t.parameter).is_number() &&
            request.params.at(t.parameter).get<double>() > t.max) {
            throw RuleError("/params/" + t.parameter,
                            param->label + " " +
                                numberText(request.params.at(t.parameter).get<double>()) + inches +
                                " is beyond the " + numberText(t.max) + inches + " allowed on " +
                                turnsWords(t) + quoted(s, t.rule));
        }
        if (t.kind == TurnRuleKind::Default && param && !request.params.contains(t.parameter)) {
            request.params[t.parameter] = t.value;
            steps.push_back({param->label + ": " +
                                 (t.value.is_boolean()  ? (t.value.get<bool>() ? "yes" : "no")
                                  : t.value.is_string() ? t.value.get<std::string>()
                                                        : t.value.dump()) +
                                 ", set by the scenario on " + turnsWords(t) + quoted(s, t.rule),
                             scenarioCitation(t.rule), std::nullopt});
        }
    }
    return steps;
}

void addDischarges(const Ruleset& ruleset, const GameState& state, const ActionRequest& request,
                   Outcome& o) {
    const ActionSpec* spec = ruleset.action(request.action);
    if (!spec) {
        return;
    }
    const std::string unit = actingUnit(*spec, request.params);
    const json* due = owedTest(state, unit, spec->id);
    if (due && due->is_object() && due->value("rule", "").rfind("scenario:", 0) == 0 &&
        std::none_of(o.effects.begin(), o.effects.end(), [&](const Effect& e) {
            return e.kind == EffectKind::Owed && e.unit == unit && e.key == spec->id;
        })) {
        o.effects.push_back(Effect::owed(unit, spec->id, nullptr));
    }
}

void addOwedAfter(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                  const ActionRequest& request, Outcome& o) {
    const ActionSpec* spec = ruleset.action(request.action);
    if (!spec) {
        return;
    }
    const std::string unit = actingUnit(*spec, request.params);
    addOwedThen(s, ruleset, state, unit, *spec, o); // what the owed action, taken, owes others
    const Unit* u = state.unit(unit);
    if (!u) {
        return;
    }
    for (const auto& t : s.timeline.turnRules) {
        if (t.kind != TurnRuleKind::Owe || !names(t.after, spec->id) || !t.inForce(state.turn) ||
            !holdsFor(t, state, unit)) {
            continue;
        }
        for (const auto& action : t.actions) {
            // Owed once: a test the unit owes already (or this outcome owes it) is not owed twice.
            const bool owedHere =
                std::any_of(o.effects.begin(), o.effects.end(), [&](const Effect& e) {
                    return e.kind == EffectKind::Owed && e.unit == unit && e.key == action;
                });
            if (owedHere || owedTest(state, unit, action)) {
                continue;
            }
            json details = {{"reason", scenarioWords(s, t.rule)},
                            {"rule", scenarioCitation(t.rule)}};
            if (t.phaseAt > state.phase) {
                // Not due before that phase of this turn ("before the morale phase ends").
                details["due_from"] = {{"turn", state.turn}, {"phase", t.phaseAt}};
            }
            o.effects.push_back(Effect::owed(unit, action, std::move(details)));
            const ActionSpec* owes = ruleset.action(action);
            o.steps.push_back({u->name + " owes " + (owes ? owes->name : action) + " after " +
                                   spec->name + " on " + turnsWords(t) + quoted(s, t.rule),
                               scenarioCitation(t.rule), std::nullopt});
        }
    }
}

std::vector<Obligation> owedNow(const Ruleset& ruleset, const GameState& state) {
    std::vector<Obligation> owed = ruleset.owed(state);
    std::erase_if(owed, [&](const Obligation& o) { return !onTable(state, o.unit); });
    for (const auto& t : owedTests(state)) {
        const bool scenarios =
            t.details.is_object() && t.details.value("rule", "").rfind("scenario:", 0) == 0;
        const bool listed = std::any_of(owed.begin(), owed.end(), [&](const Obligation& o) {
            return o.unit == t.unit && o.action == t.action;
        });
        const json from =
            t.details.is_object() ? t.details.value("due_from", json::object()) : json::object();
        const bool due =
            from.value("turn", 0) < state.turn || from.value("phase", 0) <= state.phase;
        if (scenarios && !listed && due) {
            owed.push_back({t.unit, t.action, t.reason()});
        }
    }
    for (Obligation& asked : unansweredAsks(state)) {
        owed.push_back(std::move(asked));
    }
    return owed;
}

} // namespace adc
