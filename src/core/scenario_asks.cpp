#include "adc/scenario_asks.hpp"

#include "adc/owed_tests.hpp"
#include "adc/scenario_play.hpp"

#include <algorithm>

namespace adc {

namespace {

const std::string kAskedAt = std::string(AsksFlag) + "/";

bool truthy(const json& said) {
    return (said.is_boolean() && said.get<bool>()) ||
           (said.is_number() && said.get<double>() != 0) ||
           ((said.is_array() || said.is_string() || said.is_object()) && !said.empty());
}

std::string replaced(std::string words, const std::string& mark, const std::string& by) {
    for (auto at = words.find(mark); at != std::string::npos; at = words.find(mark, at)) {
        words.replace(at, mark.size(), by);
        at += by.size();
    }
    return words;
}

std::string quotedWords(const Scenario& s, const std::string& rule) {
    const std::string words = scenarioWords(s, rule);
    return words.empty() ? std::string() : " (the scenario: \"" + words + "\")";
}

std::string owedActionName(const Ruleset& ruleset, const std::string& id) {
    const ActionSpec* a = ruleset.action(id);
    return a ? a->name : id;
}

json asksOf(const GameState& state) {
    const json asks = state.flags.value(AsksFlag, json::array());
    return asks.is_array() ? asks : json::array();
}

// The rule an owed test was owed under, with a `then`, or null.
const TurnRule* thenRule(const Scenario& s, const GameState& state, const std::string& unit,
                         const std::string& action) {
    const json* due = owedTest(state, unit, action);
    if (!due || !due->is_object()) {
        return nullptr;
    }
    const std::string cited = due->value("rule", "");
    const Unit* u = state.unit(unit);
    for (const auto& t : s.timeline.turnRules) {
        if (t.kind == TurnRuleKind::Owe && t.then && scenarioCitation(t.rule) == cited &&
            std::find(t.actions.begin(), t.actions.end(), action) != t.actions.end() &&
            (!t.units || (u && t.units->picks(*u, state.sides)))) {
            return &t;
        }
    }
    return nullptr;
}

bool owedIn(const Outcome& o, const std::string& unit, const std::string& action) {
    return std::any_of(o.effects.begin(), o.effects.end(), [&](const Effect& e) {
        return e.kind == EffectKind::Owed && e.unit == unit && e.key == action;
    });
}

} // namespace

void addOwedThen(const Scenario& s, const Ruleset& ruleset, const GameState& state,
                 const std::string& unit, const ActionSpec& action, Outcome& o) {
    const TurnRule* t = thenRule(s, state, unit, action.id);
    if (!t || !o.result.is_object() || !truthy(o.result.value(t->then->when, json()))) {
        return;
    }
    const OweThen& then = *t->then;
    const Unit* by = state.unit(unit);
    const std::string byName = by ? by->name : unit;
    const json details = {{"reason", then.reason.empty() ? scenarioWords(s, t->rule) : then.reason},
                          {"rule", scenarioCitation(t->rule)}};
    const std::string said = byName + ": " + ruleset.words(then.when);
    json asks = asksOf(state);
    std::size_t asked = 0;
    std::vector<Step> questions;
    for (const Unit& u : state.units) {
        if (u.id == unit || u.eliminated() || !onTable(state, u.id) ||
            !then.units.picks(u, state.sides)) {
            continue;
        }
        if (!then.ask.empty()) {
            const std::string question =
                replaced(replaced(then.ask, "{unit}", u.name), "{by}", byName);
            questions.push_back({"Question for the referee: " + question + " (a yes owes " +
                                     u.name + " " + owedActionName(ruleset, then.actions.front()) +
                                     ")",
                                 scenarioCitation(t->rule), std::nullopt});
            asks.push_back({{"question", question},
                            {"unit", u.id},
                            {"by", unit},
                            {"actions", then.actions},
                            {"details", details},
                            {"turn", state.turn},
                            {"phase", state.phase},
                            {"answer", nullptr},
                            {"owed", json::array()}});
            ++asked;
            continue;
        }
        for (const auto& owes : then.actions) {
            if (owedTest(state, u.id, owes) || owedIn(o, u.id, owes)) {
                continue; // owed already: the unit takes it once
            }
            o.effects.push_back(Effect::owed(u.id, owes, details));
            o.steps.push_back({said + " — " + u.name + " owes " + owedActionName(ruleset, owes) +
                                   quotedWords(s, t->rule),
                               scenarioCitation(t->rule), std::nullopt});
        }
    }
    if (asked > 0) {
        Effect e = Effect::flag(AsksFlag, asks);
        e.text = std::to_string(asked) + " questions for the referee";
        o.effects.push_back(std::move(e));
        o.steps.push_back({said + " — " + std::to_string(asked) +
                               " questions for the referee, what only they can see on the table" +
                               quotedWords(s, t->rule),
                           scenarioCitation(t->rule), std::nullopt});
        o.steps.insert(o.steps.end(), questions.begin(), questions.end());
    }
}

std::vector<RefereeQuestion> askedQuestions(const GameState& state, int first) {
    std::vector<RefereeQuestion> out;
    const json asks = asksOf(state);
    for (std::size_t i = 0; i < asks.size(); ++i) {
        RefereeQuestion q{first + static_cast<int>(i), asks[i].value("question", ""),
                          kAskedAt + std::to_string(i), std::nullopt};
        if (asks[i].contains("answer") && asks[i].at("answer").is_boolean()) {
            q.answer = asks[i].at("answer").get<bool>();
        }
        out.push_back(std::move(q));
    }
    return out;
}

namespace {

// The index of an asked question's pointer, or nothing for another question's.
std::optional<std::size_t> askedIndex(const GameState& state, const std::string& at) {
    if (at.rfind(kAskedAt, 0) != 0) {
        return std::nullopt;
    }
    const std::string n = at.substr(kAskedAt.size());
    if (n.empty() || n.size() > 6 || !std::all_of(n.begin(), n.end(), ::isdigit)) {
        return std::nullopt;
    }
    const std::size_t i = std::stoul(n);
    return i < asksOf(state).size() ? std::optional<std::size_t>(i) : std::nullopt;
}

} // namespace

bool askedNow(const GameState& state, const std::string& at) {
    const auto i = askedIndex(state, at);
    if (!i) {
        return false;
    }
    const json ask = asksOf(state)[*i];
    return ask.value("turn", 0) == state.turn && ask.value("phase", -1) == state.phase;
}

std::vector<Obligation> unansweredAsks(const GameState& state) {
    std::vector<Obligation> out;
    const json asks = asksOf(state);
    for (std::size_t i = 0; i < asks.size(); ++i) {
        const json& ask = asks[i];
        if (askedNow(state, kAskedAt + std::to_string(i)) &&
            !ask.value("answer", json()).is_boolean()) {
            out.push_back({ask.value("unit", ""), "",
                           "the referee's question: " + ask.value("question", "") +
                               " (adc answer, or the referee's questions)"});
        }
    }
    return out;
}

Outcome answerAsked(const Ruleset& ruleset, const GameState& state, const std::string& at,
                    bool yes) {
    const auto i = askedIndex(state, at);
    if (!i) {
        throw RuleError("/question", "no question was asked at " + at);
    }
    json asks = asksOf(state);
    json& ask = asks[*i];
    const std::string unit = ask.value("unit", "");
    const Unit* u = state.unit(unit);
    const std::string name = u ? u->name : unit;
    const json details = ask.value("details", json::object());
    const std::string rule = details.value("rule", "");
    Outcome o;
    o.action = "referee_answer";
    const std::string words = ask.value("question", "");
    o.steps.push_back({"The referee answers " + std::string(yes ? "yes" : "no") + ": " + words,
                       rule, std::nullopt});
    const json before = ask.value("owed", json::array()); // what an earlier yes owed
    json owed = yes ? before : json::array();
    auto owedByYes = [&](const std::string& id) {
        return std::find(before.begin(), before.end(), id) != before.end();
    };
    for (const auto& action : ask.value("actions", json::array())) {
        const std::string id = action.get<std::string>();
        const json* due = owedTest(state, unit, id);
        if (yes && !due) {
            o.effects.push_back(Effect::owed(unit, id, details));
            o.steps.push_back({name + " owes " + owedActionName(ruleset, id), rule, std::nullopt});
            owed.push_back(id);
        } else if (yes) {
            o.steps.push_back(
                {name + " owes " + owedActionName(ruleset, id) + " already: it takes it once", rule,
                 std::nullopt});
        } else if (due && owedByYes(id)) {
            o.effects.push_back(Effect::owed(unit, id, nullptr));
            o.steps.push_back(
                {name + " no longer owes " + owedActionName(ruleset, id), rule, std::nullopt});
        }
    }
    ask["answer"] = yes;
    ask["owed"] = owed;
    Effect kept = Effect::flag(AsksFlag, asks);
    kept.text = "the referee answers " + std::string(yes ? "yes" : "no") + ": " + words;
    o.effects.push_back(std::move(kept));
    o.summary = "Referee: " + std::string(yes ? "yes" : "no") + " — " + words;
    return o;
}

} // namespace adc
