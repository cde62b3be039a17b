// The resolve panel's defaults: it offers what the game already knows, so the referee does not
// type it. The action list puts the phase's actions first (what is owed before the rest), a
// unit picker starts on the unit that owes the action or was just activated, and a game
// recovered after a crash comes back with the form as it was being filled in.
#include "document/game_document.hpp"
#include "resolve/form_defaults.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/atomic_file.hpp"

#include <QComboBox>
#include <QFile>
#include <QPushButton>

#include <algorithm>
#include <utility>

namespace adc::app {

void ResolvePanel::fillActions() {
    const QString current = action_->currentData().toString();
    const bool quiet = action_->blockSignals(true);
    action_->clear();
    if (document_.hasGame()) {
        const auto& state = document_.state();
        bool separated = false;
        for (const ActionSpec* a : actionsInOfferOrder(document_.ruleset(), state)) {
            if (!separated && !allowedNow(*a, document_.ruleset(), state) && action_->count() > 0) {
                action_->insertSeparator(action_->count()); // the phase's actions above
                separated = true;
            }
            action_->addItem(QString::fromStdString(a->name), QString::fromStdString(a->id));
        }
        shownPhase_ = {state.turn, state.phase};
    }
    const int i = action_->findData(current);
    action_->setCurrentIndex(i >= 0 ? i : 0);
    action_->blockSignals(quiet);
}

void ResolvePanel::followGame(bool newEvent) {
    if (!document_.hasGame()) {
        return;
    }
    const GameState& state = document_.state();
    const bool newPhase = shownPhase_ != std::pair{state.turn, state.phase};
    const std::string before = currentAction();
    fillActions(); // what is owed may have changed with the event
    if (newEvent || newPhase) {
        const auto steps = document_.ruleset().nextSteps(state);
        if (const NextStep* step = stepToFollow(steps, newPhase)) {
            openOn(*step);
            return;
        }
    }
    if (!newPhase) {
        return;
    }
    const ActionSpec* spec = document_.ruleset().action(before);
    if (!spec || !allowedNow(*spec, document_.ruleset(), state)) {
        // The action on show belongs to another phase: offer the first of this one.
        action_->setCurrentIndex(0);
    }
    if (currentAction() != before) {
        rebuildForm();
    }
}

std::string ResolvePanel::formUnit() const {
    const ActionSpec* spec = document_.ruleset().action(currentAction());
    const ParamSpec* first = spec ? firstUnitParam(*spec) : nullptr;
    const json v = first ? form_->params().value(first->name, json()) : json();
    return v.is_string() ? v.get<std::string>() : std::string();
}

const NextStep* ResolvePanel::stepToFollow(const std::vector<NextStep>& steps,
                                           bool newPhase) const {
    if (steps.empty()) {
        return nullptr;
    }
    if (newPhase) {
        return &steps.front(); // a new phase opens on what it needs first
    }
    // A step with no unit and no reason is only "the phase's action": the form may stay on it,
    // but a step naming a unit says who acts next.
    auto generic = [](const NextStep& s) { return s.unit.empty() && s.reason.empty(); };
    const std::string action = currentAction();
    const std::string unit = formUnit();
    const NextStep* sameAction = nullptr;
    bool phaseAction = false;
    for (const NextStep& s : steps) {
        if (s.action != action) {
            continue;
        }
        if (generic(s)) {
            phaseAction = true;
        } else if (s.unit.empty() || s.unit == unit) {
            return nullptr; // the form is on something the game still needs: it stays
        } else if (!sameAction) {
            sameAction = &s;
        }
    }
    if (sameAction) {
        return sameAction; // the unit on show has acted: the next one that may
    }
    // The action is done with: the form opens on what the rules take next (a card drawn: its
    // unit activates), unless that names no one, or is only something owed while the form is
    // on the phase's own business (the test waits its turn).
    const NextStep& first = steps.front();
    if (generic(first) || (phaseAction && first.owed)) {
        return nullptr;
    }
    return &first;
}

void ResolvePanel::openOn(const NextStep& step) {
    stepUnit_ = step.unit;
    const bool quiet = action_->blockSignals(true);
    const bool found = selectAction(step.action);
    action_->blockSignals(quiet);
    if (found) {
        rebuildForm(); // the step's unit offered first, its side acting
        if (!step.params.empty()) {
            form_->setValues(step.params);
        }
    }
    stepUnit_.clear();
    openedRequest_ = currentRequest();
}

void ResolvePanel::openNextStep() {
    if (!document_.hasGame()) {
        return;
    }
    const auto steps = document_.ruleset().nextSteps(document_.state());
    if (steps.empty()) {
        emit message(tr("Nothing is owed now: Next phase moves on."));
        return;
    }
    // The step after the one on show, so that the key steps through them all.
    const std::string action = currentAction();
    const std::string unit = formUnit();
    std::size_t next = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].action == action && steps[i].unit == unit) {
            next = (i + 1) % steps.size();
            break;
        }
    }
    openOn(steps[next]);
    if (!form_->focusFirstMissing()) {
        roll_->setFocus(); // nothing to give: Enter rolls
    }
}

void ResolvePanel::offerDefaults(const ActionSpec& spec, bool mayChangeSide) {
    const Ruleset& ruleset = document_.ruleset();
    const GameState& state = document_.state();
    bool firstUnit = true;
    std::vector<std::string> picked; // the units the pickers above already show
    for (const auto& p : spec.params) {
        if (p.type != ParamType::Unit) {
            continue;
        }
        // A unit the picker does not offer leaves it blank: what it showed comes back then.
        const json before = form_->params().value(p.name, json());
        bool taken = false;
        std::vector<std::string> offered;
        if (firstUnit && !stepUnit_.empty()) {
            offered.push_back(stepUnit_); // the unit the game needs next
        }
        for (auto& id : unitsOfferedFirst(spec, p, ruleset, state, document_.latestEvent())) {
            offered.push_back(std::move(id));
        }
        const std::string side = side_->currentData().toString().toStdString();
        for (const auto& id : offered) {
            const Unit* u = state.unit(id);
            const bool otherSide = u && u->side != side;
            if (firstUnit && otherSide && !mayChangeSide) {
                continue; // the referee chose the side: the unit acting is one of its own
            }
            // A unit of the other side to act: that side acts now.
            if (firstUnit && otherSide && !u->eliminated()) {
                const bool quiet = side_->blockSignals(true);
                selectSide(u->side);
                side_->blockSignals(quiet);
                form_->setAction(&spec, u->side);
            }
            if ((taken = form_->setValue(p.name, id))) {
                break;
            }
        }
        if (!taken) {
            keepOffered(p.name, before);
        }
        if (firstUnit && !mayChangeSide) {
            keepToSide(p.name, side); // a side changed by hand never leaves the other's unit
        }
        if (!firstUnit) {
            avoidPicked(p.name, picked); // a melee never opens with a unit against itself
        }
        if (const json v = form_->params().value(p.name, json()); v.is_string()) {
            picked.push_back(v.get<std::string>());
        }
        firstUnit = false;
    }
}

void ResolvePanel::followUnitsStep() {
    if (!document_.hasGame()) {
        return;
    }
    const std::string unit = formUnit();
    if (unit == followedUnit_) {
        return;
    }
    followedUnit_ = unit;
    const std::string action = currentAction();
    for (const NextStep& s : document_.ruleset().nextSteps(document_.state())) {
        if (s.action == action && s.unit == unit && !s.params.empty()) {
            form_->setValues(s.params);
            return;
        }
    }
}

void ResolvePanel::offerScenarioSettings(bool newForm) {
    const ActionSpec* spec =
        document_.hasGame() ? document_.ruleset().action(currentAction()) : nullptr;
    if (newForm) {
        scenarioSet_.clear();
    }
    if (!spec || (!newForm && document_.state().turn == scenarioTurn_)) {
        return; // within a turn the referee's own ticks stand
    }
    const GameState& state = document_.state();
    scenarioTurn_ = state.turn;
    const auto now = scenarioSettings(*spec, document_.game().scenario(), state, formUnit());
    const json given = form_->params();
    for (const auto& [param, value] : std::exchange(scenarioSet_, {})) {
        const bool inForce = std::any_of(
            now.begin(), now.end(), [&](const ScenarioSetting& s) { return s.param == param; });
        const ParamSpec* p = spec->param(param);
        if (!inForce && p && given.value(param, json()) == value) {
            form_->setValue(param, p->defaultValue); // the rule's turns are over
            form_->field(param)->setToolTip(QString::fromStdString(p->help));
        }
    }
    for (const auto& s : now) {
        if (form_->setValue(s.param, s.value)) {
            scenarioSet_[s.param] = s.value;
            const ParamSpec* p = spec->param(s.param);
            const std::string help = p && !p->help.empty() ? p->help + "\n" : std::string();
            form_->field(s.param)->setToolTip(QString::fromStdString(help + s.why));
        }
    }
}

void ResolvePanel::keepOffered(const std::string& param, const json& before) {
    auto* box = qobject_cast<QComboBox*>(form_->field(param));
    if (box && !(before.is_string() && form_->setValue(param, before)) && box->currentIndex() < 0 &&
        box->count() > 0) {
        box->setCurrentIndex(0); // the side changed under it: its first unit, as a new form
    }
}

void ResolvePanel::keepToSide(const std::string& param, const std::string& side) {
    auto* box = qobject_cast<QComboBox*>(form_->field(param));
    const GameState& state = document_.state();
    auto ofSide = [&](int i) {
        const Unit* u = state.unit(box->itemData(i).toString().toStdString());
        return u && u->side == side;
    };
    if (!box || box->currentIndex() < 0 || ofSide(box->currentIndex())) {
        return;
    }
    for (int i = 0; i < box->count(); ++i) {
        if (ofSide(i)) {
            box->setCurrentIndex(i);
            return;
        }
    }
}

void ResolvePanel::avoidPicked(const std::string& param, const std::vector<std::string>& picked) {
    auto* box = qobject_cast<QComboBox*>(form_->field(param));
    auto isPicked = [&](const QString& id) {
        return std::find(picked.begin(), picked.end(), id.toStdString()) != picked.end();
    };
    if (!box || !isPicked(box->currentData().toString())) {
        return;
    }
    for (int i = 0; i < box->count(); ++i) {
        if (!box->itemData(i).toString().isEmpty() && !isPicked(box->itemData(i).toString())) {
            box->setCurrentIndex(i);
            return;
        }
    }
}

namespace {

// The first two units the request names (the firer and its target, the attacker and the
// defender), as an unordered pair; empty when it names fewer.
std::pair<std::string, std::string> unitPair(const ActionSpec& spec, const json& params) {
    std::vector<std::string> ids;
    for (const auto& p : spec.params) {
        const json& v = params.value(p.name, json());
        if (p.type == ParamType::Unit && v.is_string() && ids.size() < 2) {
            ids.push_back(v.get<std::string>());
        }
    }
    if (ids.size() < 2) {
        return {};
    }
    return ids[0] < ids[1] ? std::pair{ids[0], ids[1]} : std::pair{ids[1], ids[0]};
}

} // namespace

void ResolvePanel::rememberDistances(const ActionRequest& request) {
    const ActionSpec* spec = document_.ruleset().action(request.action);
    const auto pair =
        spec ? unitPair(*spec, request.params) : std::pair<std::string, std::string>{};
    if (pair.first.empty()) {
        return;
    }
    for (const auto& p : spec->params) {
        if (p.type == ParamType::Distance && request.params.contains(p.name)) {
            distances_[{document_.state().turn, pair.first, pair.second, p.name}] =
                request.params[p.name];
        }
    }
}

void ResolvePanel::offerDistances() {
    const ActionSpec* spec =
        document_.hasGame() ? document_.ruleset().action(currentAction()) : nullptr;
    const json params = form_->params();
    const auto pair = spec ? unitPair(*spec, params) : std::pair<std::string, std::string>{};
    if (pair.first.empty()) {
        return;
    }
    for (const auto& p : spec->params) {
        auto known = distances_.find({document_.state().turn, pair.first, pair.second, p.name});
        if (p.type == ParamType::Distance && !params.contains(p.name) &&
            known != distances_.end()) {
            form_->setValue(p.name, known->second); // measured once this turn: not again
        }
    }
}

void ResolvePanel::keepPendingForm() const {
    const QString path = document_.pendingFormPath();
    // Only beside a recovery file: a game with nothing to recover has no form to bring back.
    if (path.isEmpty() || !document_.hasGame() || currentAction().empty() ||
        !QFile::exists(document_.recoveryPath())) {
        return;
    }
    json form = {{"action", currentAction()},
                 {"side", side_->currentData().toString().toStdString()},
                 {"params", form_->params()}};
    try {
        writeFileAtomically(path.toStdString(), form.dump());
    } catch (const std::exception&) {
        // The recovery file's own failures are reported; a lost form is only retyped.
    }
}

void ResolvePanel::restorePendingForm() {
    const QString path = document_.pendingFormPath();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        return;
    }
    const json form = json::parse(file.readAll().toStdString(), nullptr, false);
    if (!form.is_object() || !form.value("action", json()).is_string() ||
        !selectAction(form["action"].get<std::string>())) {
        return; // not ours, or an action this ruleset does not have: the form stays as it is
    }
    if (form.value("side", json()).is_string()) {
        selectSide(form["side"].get<std::string>());
    }
    if (form.value("params", json()).is_object()) {
        form_->setValues(form["params"]);
    }
}

} // namespace adc::app
