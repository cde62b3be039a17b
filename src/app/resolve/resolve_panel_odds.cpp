// The odds of the form as it stands: counted off the GUI thread ~100 ms after a change, shown
// in the chart, and kept with the request and game position they were counted for so that a
// roll of that request shows them rather than counting again. After a roll the chart stays on
// the odds the roll had, its bar marked, until the form or the game moves on.
#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "odds/odds_panel.hpp"
#include "odds/odds_worker.hpp"
#include "resolve/resolve_panel.hpp"

#include <QLabel>
#include <QTimer>

namespace adc::app {

QString ResolvePanel::chanceText() const {
    return chance_->text();
}

std::optional<Odds> ResolvePanel::oddsOf(const ActionRequest& request, QString* why) const {
    OddsLimits limits;
    limits.maxBranches = oddsBranchLimit_;
    OddsAnswer answer = countOdds(document_.ruleset(), request, document_.state(), limits,
                                  &document_.game().scenario());
    if (!answer.odds) {
        *why = whyNoOdds(request, answer);
    }
    return std::move(answer.odds);
}

QString ResolvePanel::whyNoOdds(const ActionRequest& request, const OddsAnswer& answer) const {
    switch (answer.kind) {
    case OddsAnswer::Kind::TooLarge:
        return tr("Too many dice to count the odds exactly.");
    case OddsAnswer::Kind::Refused: {
        // Name the field as the form does, not by its JSON pointer.
        return tr("Fill the form to see the odds — %1")
            .arg(words::refusalWords(answer.what, answer.field,
                                     document_.ruleset().action(request.action)));
    }
    case OddsAnswer::Kind::Counted:
    case OddsAnswer::Kind::Stopped:
    case OddsAnswer::Kind::Failed:
        break;
    }
    return tr("No odds for this request: %1").arg(QString::fromStdString(answer.what));
}

std::optional<Odds> ResolvePanel::countedOddsOf(const ActionRequest& request) const {
    if (!counted_ || counted_->position != gamePosition_ ||
        counted_->request.action != request.action || counted_->request.params != request.params) {
        return std::nullopt;
    }
    return counted_->odds;
}

bool ResolvePanel::oddsPending() const {
    return oddsTimer_->isActive() || oddsWorker_->busy();
}

bool ResolvePanel::rolledStillShown() const {
    return shown_ && shown_->chartStillFits(currentRequest(), document_.latestEvent());
}

void ResolvePanel::updateOdds() {
    oddsTimer_->stop();
    oddsWorker_->stop(); // whatever it was counting is for a form that has changed
    if (!document_.hasGame() || currentAction().empty()) {
        odds_->showHint(tr("Choose an action to see its odds."));
        return;
    }
    // The chart of a roll just made stays, its bar marked, until the form or the game moves on.
    if (rolledStillShown()) {
        return;
    }
    if (shown_) {
        shown_->unchart();
    }
    // Composing again: the odds come forward, unless an outcome still waits to be applied.
    const ActionRequest now = currentRequest();
    const bool opened = openedRequest_ && openedRequest_->action == now.action &&
                        openedRequest_->params == now.params;
    if (!hasPending() && !opened && !(shown_ && shown_->isOf(now))) {
        showResults(Results::Odds);
    }
    countingAt_ = gamePosition_;
    oddsWorker_->count(document_.game().rulesetPtr(), currentRequest(), document_.state(),
                       oddsBranchLimit_,
                       std::make_shared<const Scenario>(document_.game().scenario()));
}

void ResolvePanel::oddsCounted(const ActionRequest& request, const OddsAnswer& answer) {
    if (answer.odds) {
        counted_ = CountedOdds{request, countingAt_, *answer.odds};
    }
    if (rolledStillShown()) {
        return; // a roll since: its chart stays
    }
    if (answer.odds) {
        odds_->showOdds(request.action, *answer.odds,
                        document_.ruleset().headlineResults(request.action));
        // The side views show what the referee's chart shows: a certain result has no chart
        // (odds only where something varies), so it goes to no side either.
        if (odds_->odds()) {
            emit oddsReady(request, *answer.odds);
        }
    } else {
        odds_->showHint(whyNoOdds(request, answer));
    }
}

} // namespace adc::app
