// Rolling and applying: the form's request resolved with the program's or the referee's dice,
// the outcome shown with how likely it was, applied at once or on a click, and followed through
// undo and redo. What is on show is one ShownRoll, so its parts never disagree.
#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "odds/odds_panel.hpp"
#include "odds/odds_worker.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/physical_dice_dialog.hpp"
#include "resolve/resolve_panel.hpp"

#include <QLabel>
#include <QLineEdit>
#include <QTimer>

namespace adc::app {

std::optional<Outcome> ResolvePanel::rollWith(DiceSource& source) {
    if (!document_.hasGame() || currentAction().empty()) {
        return std::nullopt;
    }
    ActionRequest request = currentRequest();
    showResults(Results::Outcome); // the outcome, or why there is none
    // The odds against the state before the outcome is applied: how likely it was, not what
    // the next roll would bring.
    QString why;
    oddsWorker_->stop(); // the chart will show the odds the roll had
    std::optional<Odds> before = countedOddsOf(request);
    if (!before) {
        before = oddsOf(request, &why);
    }
    try {
        Outcome o = document_.resolve(request, source);
        rememberDistances(request);
        shown_ = ShownRoll::pending(request, o, before.has_value());
        QString chance;
        oddsTimer_->stop();
        if (before) {
            emit oddsReady(request, *before);
            odds_->showOdds(request.action, std::move(*before),
                            document_.ruleset().headlineResults(request.action));
            odds_->markResult(o.result);
            chance = odds_->chanceOf(o.result);
        }
        chance_->setText(chance.isEmpty() ? QString() : tr("How likely: %1").arg(chance));
        emit chanceShown(o, chance);
        outcome_->showOutcome(o, words::effectLines(o, document_.state(), document_.ruleset()),
                              true, document_.ruleset());
        emit outcomeShown(o);
        if (autoApply_) {
            applyPending();
        }
        return o;
    } catch (const RuleError& e) {
        outcome_->showError(
            tr("Cannot resolve: %1")
                .arg(words::refusalWords(e, document_.ruleset().action(currentAction()))));
        if (QWidget* w = form_->field(e.field().substr(e.field().rfind('/') + 1))) {
            w->setFocus();
        }
    } catch (const DiceExhausted& e) {
        outcome_->showError(tr("Not resolved: %1").arg(QString::fromStdString(e.what())));
    } catch (const std::exception& e) {
        outcome_->showError(tr("Cannot resolve: %1").arg(QString::fromStdString(e.what())));
    }
    shown_ = ShownRoll::refused(request);
    chance_->clear();
    return std::nullopt;
}

bool ResolvePanel::applyPending() {
    if (!hasPending()) {
        return false;
    }
    try {
        document_.apply(*shown_->outcome(), shown_->request());
    } catch (const std::exception& e) {
        emit message(tr("Not applied: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    outcome_->setApplied();
    shown_->applied(document_.game().position() - 1);
    // A physical card typed in the form is drawn now: it is not typed for the next draw too.
    if (const ParamSpec* card = form_->cardParam()) {
        if (auto* edit = qobject_cast<QLineEdit*>(form_->field(card->name));
            edit && shown_->request() && shown_->request()->params.contains(card->name)) {
            edit->clear();
            openedRequest_ = currentRequest(); // the outcome stays in front of the odds
        }
    }
    emit message(tr("Applied: %1").arg(outcome_->summaryText()));
    return true;
}

void ResolvePanel::updateShownState(const GameChange& change) {
    if (!shown_ || !shown_->event() || !document_.hasGame()) {
        return;
    }
    if (!shown_->follow(change, document_.game().position())) {
        clearShown();
    } else if (shown_->stage() == ShownRoll::Stage::Applied) {
        outcome_->setApplied();
    } else {
        outcome_->setUndone();
    }
}

bool ResolvePanel::formHoldsTypedCard() const {
    const ActionSpec* draw = document_.hasGame() ? document_.ruleset().drawAction() : nullptr;
    const ParamSpec* card = form_->cardParam();
    const auto* edit = card ? qobject_cast<const QLineEdit*>(form_->field(card->name)) : nullptr;
    return draw && draw->id == currentAction() && edit && !edit->text().trimmed().isEmpty();
}

void ResolvePanel::rollProgramDice() {
    rollWith(document_.gameDice());
}

void ResolvePanel::rollPhysicalDice() {
    // A physical card first, where the action takes one and none is entered yet.
    if (const ParamSpec* card = form_->cardParam()) {
        if (auto* edit = qobject_cast<QLineEdit*>(form_->field(card->name));
            edit && edit->text().isEmpty()) {
            if (auto c = CardPickerDialog::ask(this)) {
                edit->setText(QString::fromStdString(c->code()));
            } else {
                return;
            }
        }
    }
    int number = 0;
    ManualDice manual([this, &number](const Die& die, std::string_view purpose) {
        return PhysicalDieDialog::ask(this, die, purpose, ++number);
    });
    rollWith(manual);
}

} // namespace adc::app
