// An action started from the unit (a roster's menu): what the unit may do now, the steps the
// game needs of it first; on an enemy unit, what the form's acting unit may do against it.
// Every answer comes from the ruleset's declarations, nextSteps and unitRefusal.
#include "document/game_document.hpp"
#include "resolve/form_defaults.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/unit_filter.hpp"

#include <QComboBox>

#include <algorithm>

namespace adc::app {

namespace {

// The action's unit parameters, in their order.
std::vector<const ParamSpec*> unitParams(const ActionSpec& spec) {
    std::vector<const ParamSpec*> out;
    for (const auto& p : spec.params) {
        if (p.type == ParamType::Unit) {
            out.push_back(&p);
        }
    }
    return out;
}

} // namespace

std::vector<ResolvePanel::UnitAction> ResolvePanel::unitActions(const std::string& unitId) const {
    std::vector<UnitAction> out;
    const Unit* u = document_.hasGame() ? document_.state().unit(unitId) : nullptr;
    if (!u) {
        return out;
    }
    const Ruleset& ruleset = document_.ruleset();
    const GameState& state = document_.state();
    auto listed = [&](const std::string& action, bool against) {
        return std::any_of(out.begin(), out.end(), [&](const UnitAction& a) {
            return a.action == action && a.against == against;
        });
    };
    for (const NextStep& step : ruleset.nextSteps(state)) {
        if (step.unit == unitId && !listed(step.action, false)) {
            out.push_back({step.action, false, step.reason});
        }
    }
    const std::string acting = formUnit();
    const Unit* actor = state.unit(acting);
    for (const ActionSpec* spec : actionsInOfferOrder(ruleset, state)) {
        const auto units = unitParams(*spec);
        if (units.empty() || !allowedNow(*spec, ruleset, state)) {
            continue;
        }
        if (!listed(spec->id, false) && UnitFilter(units[0]->unitFilter).fits(*u, u->side) &&
            ruleset.unitRefusal(*spec, *units[0], *u, state).empty()) {
            out.push_back({spec->id, false, ""});
        }
        // Against an enemy unit: the form's acting unit does it, this unit its second unit.
        if (actor && actor->side != u->side && units.size() > 1 && spec->id == currentAction() &&
            UnitFilter(units[1]->unitFilter).fits(*u, actor->side) &&
            ruleset.unitRefusal(*spec, *units[1], *u, state).empty()) {
            out.push_back({spec->id, true, actor->name});
        }
    }
    // What it does against the enemy comes first: the referee right-clicked a target.
    std::stable_partition(out.begin(), out.end(), [](const UnitAction& a) { return a.against; });
    return out;
}

void ResolvePanel::openFor(const std::string& unitId, const UnitAction& what) {
    const ActionSpec* spec = document_.ruleset().action(what.action);
    if (!spec) {
        return;
    }
    const auto units = unitParams(*spec);
    if (what.against && units.size() > 1) {
        form_->setValue(units[1]->name, unitId); // the acting unit and the rest stay
        if (!form_->focusFirstMissing()) {
            form_->focusAfter(units[1]->name);
        }
        return;
    }
    NextStep step;
    step.action = what.action;
    step.unit = unitId;
    openOn(step);
    form_->focusFirstMissing();
}

} // namespace adc::app
