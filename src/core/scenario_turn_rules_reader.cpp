// Reading a scenario's rules by turn: the actions and units a rule is about, and what it does
// (sets a default, limits a parameter, refuses the action, or owes it at a phase, after other
// actions, with what the owed action owes in turn), each checked against the ruleset.
#include "adc/ruleset.hpp"
#include "timeline_reading.hpp"

#include <algorithm>
#include <cmath>

namespace adc::timeline {

namespace {

void readActions(TimelineContext& c, const std::string& p, TurnRule& t) {
    t.actions = c.r.stringList(p);
    if (t.actions.empty() && c.r.array(p)) {
        c.r.error(p, "must name at least one action");
    }
    for (std::size_t i = 0; i < t.actions.size(); ++i) {
        if (!c.ruleset.action(t.actions[i])) {
            c.r.error(childPointer(p, i),
                      "\"" + t.actions[i] + "\" is not an action of " + c.ruleset.id());
        }
    }
}

// The parameter a Default or Limit names must be one of each of its actions'.
const ParamSpec* checkParameter(TimelineContext& c, const std::string& p, const TurnRule& t) {
    const ParamSpec* found = nullptr;
    for (const auto& id : t.actions) {
        const ActionSpec* a = c.ruleset.action(id);
        const ParamSpec* param = a ? a->param(t.parameter) : nullptr;
        if (a && !param) {
            c.r.error(p, "\"" + t.parameter + "\" is not a parameter of " + id);
        }
        found = found ? found : param;
    }
    return found;
}

// A default is filled into a request as if the referee had given it: it must be a value the
// request's check takes, or every action the rule is about would be refused in play.
void checkDefault(TimelineContext& c, const std::string& p, const ParamSpec& param, const json& v) {
    const bool number = v.is_number() && std::isfinite(v.get<double>()) &&
                        v.get<double>() >= param.min && v.get<double>() <= param.max;
    const std::string range = std::to_string(param.min) + " to " + std::to_string(param.max);
    std::string wants;
    switch (param.type) {
    case ParamType::Unit:
    case ParamType::Units:
        wants = "no unit: a scenario sets no default for \"" + param.name + "\"";
        break;
    case ParamType::Choice:
        if (!v.is_string() || !contains(param.choices, v.get<std::string>())) {
            wants = "one of its choices";
            for (const auto& choice : param.choices) {
                wants += (&choice == &param.choices.front() ? ": " : ", ") + choice;
            }
        }
        break;
    case ParamType::Flag:
        wants = v.is_boolean() ? "" : "true or false";
        break;
    case ParamType::Integer:
        wants = number && v.get<double>() == std::floor(v.get<double>())
                    ? ""
                    : "a whole number from " + range;
        break;
    case ParamType::Distance:
        wants = number ? "" : "a distance in inches from " + range;
        break;
    case ParamType::Text:
        wants = v.is_string() ? "" : "text";
        break;
    }
    if (!wants.empty()) {
        c.r.error(p, "must be " + wants + " (" + param.label + "), found " + v.dump());
    }
}

// An owed action's consequence (OweThen): its result key, the actions and units it owes, the
// reason it records and the referee's question, each checked against the ruleset.
OweThen readThen(TimelineContext& c, const std::string& p, const TurnRule& owed) {
    OweThen then;
    c.r.onlyKeys(p, {"when", "actions", "units", "reason", "ask"});
    then.when = c.r.string(p + "/when").value_or("");
    for (const auto& id : owed.actions) {
        const auto& results = c.ruleset.headlineResults(id);
        if (!then.when.empty() && c.ruleset.action(id) && !contains(results, then.when)) {
            c.r.error(p + "/when", "\"" + then.when + "\" is not a result of " + id +
                                       " (its headline_results in " + c.ruleset.id() + ".json)");
        }
    }
    TurnRule owes;
    readActions(c, p + "/actions", owes);
    then.actions = std::move(owes.actions);
    then.units = readPick(c, p + "/units");
    if (c.r.has(p + "/reason")) {
        then.reason = c.r.string(p + "/reason").value_or("");
        for (const auto& id : then.actions) {
            const ActionSpec* a = c.ruleset.action(id);
            const ParamSpec* reason = a ? a->param("reason") : nullptr;
            if (a && (!reason || !contains(reason->choices, then.reason))) {
                c.r.error(p + "/reason", "\"" + then.reason + "\" is not a reason " + id +
                                             " takes" + (reason ? "" : " (it takes none)"));
            }
        }
    }
    if (c.r.has(p + "/ask")) {
        then.ask = c.r.string(p + "/ask").value_or("");
        if (then.ask.find("{unit}") == std::string::npos) {
            c.r.error(p + "/ask", "must name the unit it asks about as {unit}");
        }
    }
    return then;
}

} // namespace

TurnRule readTurnRule(TimelineContext& c, const std::string& p) {
    TurnRule t;
    c.r.onlyKeys(p, {"turns", "actions", "units", "default", "limit", "refuse", "owe", "rule"});
    if (const json* turns = c.r.array(p + "/turns")) {
        if (turns->size() != 2) {
            c.r.error(p + "/turns", "must be [first turn, last turn]");
        } else {
            t.firstTurn = readTurn(c, p + "/turns/0");
            t.lastTurn = readTurn(c, p + "/turns/1");
            if (t.lastTurn < t.firstTurn) {
                c.r.error(p + "/turns/1", "is before the first turn");
            }
        }
    }
    readActions(c, p + "/actions", t);
    if (c.r.has(p + "/units")) {
        t.units = readPick(c, p + "/units");
    }
    const int kinds = int(c.r.has(p + "/default")) + int(c.r.has(p + "/limit")) +
                      int(c.r.has(p + "/refuse")) + int(c.r.has(p + "/owe"));
    if (kinds != 1) {
        c.r.error(p, "must hold exactly one of \"default\", \"limit\", \"refuse\" or \"owe\"");
    } else if (c.r.has(p + "/default") && c.r.object(p + "/default")) {
        t.kind = TurnRuleKind::Default;
        c.r.onlyKeys(p + "/default", {"parameter", "value"});
        t.parameter = c.r.string(p + "/default/parameter").value_or("");
        if (const json* v = c.r.value(p + "/default/value")) {
            t.value = *v;
        }
        const ParamSpec* param = checkParameter(c, p + "/default/parameter", t);
        if (param && !t.value.is_null()) {
            checkDefault(c, p + "/default/value", *param, t.value);
        }
    } else if (c.r.has(p + "/limit") && c.r.object(p + "/limit")) {
        t.kind = TurnRuleKind::Limit;
        c.r.onlyKeys(p + "/limit", {"parameter", "max"});
        t.parameter = c.r.string(p + "/limit/parameter").value_or("");
        t.max = c.r.number(p + "/limit/max", 0, 1e6).value_or(0);
        const ParamSpec* param = checkParameter(c, p + "/limit/parameter", t);
        if (param && param->type != ParamType::Distance && param->type != ParamType::Integer) {
            c.r.error(p + "/limit/parameter", "\"" + t.parameter + "\" is not a number to limit");
        }
    } else if (c.r.has(p + "/refuse")) {
        t.kind = TurnRuleKind::Refuse;
        if (auto on = c.r.boolean(p + "/refuse"); on && !*on) {
            c.r.error(p + "/refuse", "must be true (leave the rule out to allow the action)");
        }
    } else if (c.r.has(p + "/owe") && c.r.object(p + "/owe")) {
        t.kind = TurnRuleKind::Owe;
        c.r.onlyKeys(p + "/owe", {"phase", "after", "then"});
        // Owed on reaching a phase, or after another action (then due from `phase` on, if given).
        if (c.r.has(p + "/owe/after")) {
            TurnRule after;
            readActions(c, p + "/owe/after", after);
            t.after = std::move(after.actions);
        }
        t.phase = readPhase(c, p + "/owe/phase", t.after.empty());
        t.phaseAt = std::max(0, timelinePhase(c.ruleset, t.phase));
        if (!t.units) {
            c.r.error(p + "/units", "an owed action needs the units that owe it");
        }
        if (c.r.has(p + "/owe/then") && c.r.object(p + "/owe/then")) {
            t.then = readThen(c, p + "/owe/then", t);
        }
    }
    readRule(c, p, c.specialRules, "special_rules", t.rule);
    return t;
}

} // namespace adc::timeline
