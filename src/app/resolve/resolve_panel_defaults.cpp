// The resolve panel's defaults: it offers what the game already knows, so the referee does not
// type it. The action list puts the phase's actions first (what is owed before the rest), a
// unit picker starts on the unit that owes the action or was just activated, and a game
// recovered after a crash comes back with the form as it was being filled in.
#include "document/game_document.hpp"
#include "resolve/form_defaults.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/atomic_file.hpp"
#include "adc/unit_filter.hpp"

#include <QComboBox>
#include <QFile>

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

void ResolvePanel::followPhase() {
    if (!document_.hasGame()) {
        return;
    }
    const GameState& state = document_.state();
    const bool newPhase = shownPhase_ != std::pair{state.turn, state.phase};
    const std::string before = currentAction();
    fillActions(); // what is owed may have changed with the event
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

void ResolvePanel::offerDefaults(const ActionSpec& spec, bool mayChangeSide) {
    const Ruleset& ruleset = document_.ruleset();
    const GameState& state = document_.state();
    bool firstUnit = true;
    for (const auto& p : spec.params) {
        if (p.type != ParamType::Unit) {
            continue;
        }
        // A unit the picker does not offer leaves it blank: what it showed comes back then.
        const json before = form_->params().value(p.name, json());
        bool taken = false;
        for (const auto& id : unitsOfferedFirst(spec, p, ruleset, state, document_.latestEvent())) {
            if ((taken = form_->setValue(p.name, id))) {
                break;
            }
            // One of the acting side's units, of the other side: that side acts now.
            const Unit* u = state.unit(id);
            const std::string side = side_->currentData().toString().toStdString();
            if (mayChangeSide && firstUnit && u && !u->eliminated() && u->side != side &&
                UnitFilter(p.unitFilter).wantsOwn()) {
                const bool quiet = side_->blockSignals(true);
                selectSide(u->side);
                side_->blockSignals(quiet);
                form_->setAction(&spec, u->side);
                if ((taken = form_->setValue(p.name, id))) {
                    break;
                }
            }
        }
        if (!taken) {
            keepOffered(p.name, before);
        }
        firstUnit = false;
    }
}

void ResolvePanel::keepOffered(const std::string& param, const json& before) {
    auto* box = qobject_cast<QComboBox*>(form_->field(param));
    if (box && !(before.is_string() && form_->setValue(param, before)) && box->currentIndex() < 0 &&
        box->count() > 0) {
        box->setCurrentIndex(0); // the side changed under it: its first unit, as a new form
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
