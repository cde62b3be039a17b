#include "resolve/form_defaults.hpp"

#include "adc/scenario_play.hpp"
#include "adc/unit_filter.hpp"

#include <algorithm>

namespace adc::app {

namespace {

std::string phaseId(const Ruleset& ruleset, const GameState& state) {
    const auto p = static_cast<std::size_t>(state.phase);
    return p < ruleset.sequence().size() ? ruleset.sequence()[p].id : std::string();
}

bool owedNow(const std::string& action, const std::vector<Obligation>& owed) {
    return std::any_of(owed.begin(), owed.end(),
                       [&](const Obligation& o) { return o.action == action; });
}

void addOnce(std::vector<std::string>& ids, const std::string& id) {
    if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) {
        ids.push_back(id);
    }
}

} // namespace

const ParamSpec* firstUnitParam(const ActionSpec& action) {
    for (const auto& p : action.params) {
        if (p.type == ParamType::Unit) {
            return &p;
        }
    }
    return nullptr;
}

bool allowedNow(const ActionSpec& action, const Ruleset& ruleset, const GameState& state) {
    return action.phase.empty() || action.phase == phaseId(ruleset, state);
}

std::vector<const ActionSpec*> actionsInOfferOrder(const Ruleset& ruleset, const GameState& state) {
    const auto owed = ruleset.owed(state);
    const std::string phase = phaseId(ruleset, state);
    auto rank = [&](const ActionSpec& a) {
        if (a.phase == phase && owedNow(a.id, owed)) {
            return 0;
        }
        if (a.phase == phase) {
            return 1;
        }
        return a.phase.empty() ? (owedNow(a.id, owed) ? 0 : 2) : 3;
    };
    std::vector<const ActionSpec*> out;
    for (const auto& a : ruleset.actions()) {
        out.push_back(&a);
    }
    std::stable_sort(out.begin(), out.end(),
                     [&](const ActionSpec* x, const ActionSpec* y) { return rank(*x) < rank(*y); });
    return out;
}

std::vector<std::string> unitsOfferedFirst(const ActionSpec& action, const ParamSpec& param,
                                           const Ruleset& ruleset, const GameState& state,
                                           const Event* latest) {
    std::vector<std::string> out;
    const ParamSpec* firstUnit = firstUnitParam(action);
    const bool first = firstUnit && firstUnit->name == param.name;
    if (first) {
        for (const auto& o : ruleset.owed(state)) {
            if (o.action == action.id) {
                addOnce(out, o.unit);
            }
        }
    }
    for (const auto& id : preferredUnits(param, state, ruleset)) {
        addOnce(out, id); // a routed unit for a rally, or one with runaway men
    }
    if (first && latest && latest->request) {
        // The unit the latest event was about: the unit just activated fires next.
        const ActionSpec* before = ruleset.action(latest->request->action);
        for (const auto& p : before ? before->params : std::vector<ParamSpec>{}) {
            const json& v = latest->request->params.value(p.name, json());
            if (p.type == ParamType::Unit && v.is_string()) {
                addOnce(out, v.get<std::string>());
                break;
            }
        }
    }
    return out;
}

std::vector<ScenarioSetting> scenarioSettings(const ActionSpec& action, const Scenario& scenario,
                                              const GameState& state, const std::string& unit) {
    std::vector<ScenarioSetting> out;
    for (const auto& p : action.params) {
        if (p.type == ParamType::Unit || p.type == ParamType::Units) {
            continue;
        }
        if (auto d = scenarioDefault(scenario, state, action.id, p.name, unit)) {
            const std::string words = scenarioWords(scenario, d->rule);
            out.push_back(
                {p.name, d->value, "Set by the scenario" + (words.empty() ? "." : ": " + words)});
        }
    }
    return out;
}

} // namespace adc::app
