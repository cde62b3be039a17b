#include "resolve/resolve_panel.hpp"

#include "document/game_document.hpp"
#include "effect_words.hpp"
#include "odds/odds_panel.hpp"
#include "odds/odds_worker.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/physical_dice_dialog.hpp"
#include "widgets/wrapping_label.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace adc::app {

namespace {

// The chart follows the form once typing pauses, not at every keystroke.
constexpr int oddsDelayMs = 100;

} // namespace

ResolvePanel::ResolvePanel(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    action_ = new QComboBox(this);
    action_->setObjectName(QStringLiteral("action"));
    side_ = new QComboBox(this);
    side_->setObjectName(QStringLiteral("actingSide"));
    description_ = new WrappingLabel(this);
    form_ = new ParamForm(document, this);
    // The fields first, the action's description under them: when height is short the
    // referee scrolls past the rules text, not to the fields.
    auto* formPage = new QWidget(this);
    auto* formPageLayout = new QVBoxLayout(formPage);
    formPageLayout->setContentsMargins(0, 0, 0, 0);
    formPageLayout->addWidget(form_);
    formPageLayout->addWidget(description_);
    formPageLayout->addStretch(1);
    scroll_ = new QScrollArea(this);
    scroll_->setObjectName(QStringLiteral("formScroll"));
    scroll_->setWidget(formPage);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    // Up and down only: a sideways scroll bar hid the labels. fitFormToWidth() keeps the
    // fields narrow enough for that.
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    roll_ = new QPushButton(tr("&Roll"), this);
    roll_->setToolTip(tr("Resolve with the program's dice (Ctrl+R)"));
    physical_ = new QPushButton(tr("Enter &physical dice…"), this);
    physical_->setToolTip(tr("Roll real dice and type each face (Ctrl+Shift+R)"));
    odds_ = new OddsPanel(this);
    oddsWorker_ = new OddsWorker(this);
    oddsTimer_ = new QTimer(this);
    oddsTimer_->setSingleShot(true);
    oddsTimer_->setInterval(oddsDelayMs);
    chance_ = new WrappingLabel(this);
    chance_->setObjectName(QStringLiteral("chance"));
    QFont chanceFont = chance_->font();
    chanceFont.setBold(true);
    chance_->setFont(chanceFont);
    outcome_ = new OutcomeView(this);

    buildLayout();

    // Not connected to rebuildForm directly: the index would arrive as its "side chosen".
    connect(action_, &QComboBox::currentIndexChanged, this, [this] { rebuildForm(); });
    // A side the referee picks stays picked: the defaults then offer only that side's units.
    connect(side_, &QComboBox::currentIndexChanged, this, [this] { rebuildForm(true); });
    connect(roll_, &QPushButton::clicked, this, &ResolvePanel::rollProgramDice);
    connect(physical_, &QPushButton::clicked, this, &ResolvePanel::rollPhysicalDice);
    connect(outcome_, &OutcomeView::applyRequested, this, &ResolvePanel::applyPending);
    connect(form_, &ParamForm::changed, oddsTimer_, qOverload<>(&QTimer::start));
    connect(form_, &ParamForm::changed, this, &ResolvePanel::clearStaleError);
    connect(form_, &ParamForm::changed, this, &ResolvePanel::refitPanes); // a longer men list
    connect(oddsTimer_, &QTimer::timeout, this, &ResolvePanel::updateOdds);
    connect(oddsTimer_, &QTimer::timeout, this, &ResolvePanel::keepPendingForm);
    connect(&document_, &GameDocument::recovered, this, &ResolvePanel::restorePendingForm);
    connect(oddsWorker_, &OddsWorker::counted, this, &ResolvePanel::oddsCounted);
    connect(&document_, &GameDocument::gameReplaced, this, &ResolvePanel::rebuildActions);
    connect(&document_, &GameDocument::changed, this, &ResolvePanel::afterChange);
    rebuildActions();
}

void ResolvePanel::rebuildActions() {
    ++gamePosition_; // a new game: no odds counted yet are of it
    pending_.reset();
    rolled_.reset();
    shownEvent_.reset();
    chance_->clear();
    outcome_->clear();
    shownRequest_.reset();
    showResults(Results::Odds);
    action_->blockSignals(true);
    side_->blockSignals(true);
    action_->clear();
    side_->clear();
    fillActions();
    if (document_.hasGame()) {
        for (const auto& s : document_.state().sides) {
            side_->addItem(QString::fromStdString(s.name), QString::fromStdString(s.id));
        }
    }
    if (action_->count() == 0) {
        action_->addItem(tr("(this ruleset declares no actions yet)"), QString());
    }
    action_->blockSignals(false);
    side_->blockSignals(false);
    rebuildForm();
    // A game opened mid-play shows its latest outcome with the request that produced it.
    if (const Event* e = document_.hasGame() ? document_.latestEvent() : nullptr) {
        if (e->request && selectAction(e->request->action)) {
            form_->setValues(e->request->params);
        }
        outcome_->showOutcome(
            e->outcome, words::effectLines(e->outcome, document_.state(), document_.ruleset()),
            false, document_.ruleset());
        shownEvent_ = document_.game().position() - 1;
        shownRequest_ = e->request;
        showResults(Results::Outcome);
    }
}

void ResolvePanel::rebuildForm(bool sideChosen) {
    const ActionSpec* spec = nullptr;
    if (document_.hasGame()) {
        spec = document_.ruleset().action(currentAction());
    }
    description_->setText(spec ? QString::fromStdString(spec->description) : QString());
    form_->setAction(spec, side_->currentData().toString().toStdString());
    if (spec) {
        offerDefaults(*spec, !sideChosen);
    }
    fitFormToWidth();
    form_->showNewFields();
    refitPanes();
    clearStaleError();
    roll_->setEnabled(spec != nullptr);
    physical_->setEnabled(spec != nullptr);
    oddsTimer_->start();
}

void ResolvePanel::afterChange(const GameChange& change) {
    ++gamePosition_; // odds counted before are of the game as it was
    followPhase();
    form_->refreshUnits(change.units);
    updateShownState(change);
    oddsTimer_->start(); // the state changed, so may the odds
}

ActionRequest ResolvePanel::currentRequest() const {
    ActionRequest request;
    request.action = currentAction();
    request.params = form_->params();
    return request;
}

QString ResolvePanel::chanceText() const {
    return chance_->text();
}

std::optional<Odds> ResolvePanel::oddsOf(const ActionRequest& request, QString* why) const {
    OddsLimits limits;
    limits.maxBranches = oddsBranchLimit_;
    OddsAnswer answer = countOdds(document_.ruleset(), request, document_.state(), limits);
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
    if (!rolled_) {
        return false;
    }
    const auto& [request, outcome] = *rolled_;
    ActionRequest now = currentRequest();
    if (request.action != now.action || request.params != now.params) {
        return false;
    }
    const Event* latest = document_.latestEvent();
    return (pending_ && *pending_ == outcome) || (latest && latest->outcome == outcome);
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
    rolled_.reset();
    // Composing again: the odds come forward, unless an outcome still waits to be applied.
    const ActionRequest now = currentRequest();
    if (!pending_ && !(shownRequest_ && shownRequest_->action == now.action &&
                       shownRequest_->params == now.params)) {
        showResults(Results::Odds);
    }
    countingAt_ = gamePosition_;
    oddsWorker_->count(document_.game().rulesetPtr(), currentRequest(), document_.state(),
                       oddsBranchLimit_);
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
        emit oddsReady(request, *answer.odds);
    } else {
        odds_->showHint(whyNoOdds(request, answer));
    }
}

bool ResolvePanel::selectAction(const std::string& id) {
    int i = action_->findData(QString::fromStdString(id));
    if (i < 0) {
        return false;
    }
    action_->setCurrentIndex(i);
    return true;
}

std::string ResolvePanel::currentAction() const {
    return action_->currentData().toString().toStdString();
}

void ResolvePanel::selectSide(const std::string& sideId) {
    int i = side_->findData(QString::fromStdString(sideId));
    if (i >= 0) {
        side_->setCurrentIndex(i);
    }
}

std::optional<Outcome> ResolvePanel::rollWith(DiceSource& source) {
    if (!document_.hasGame() || currentAction().empty()) {
        return std::nullopt;
    }
    ActionRequest request = currentRequest();
    shownRequest_ = request;
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
        pending_ = o;
        pendingRequest_ = request;
        shownEvent_.reset();
        QString chance;
        oddsTimer_->stop();
        if (before) {
            emit oddsReady(request, *before);
            odds_->showOdds(request.action, std::move(*before),
                            document_.ruleset().headlineResults(request.action));
            odds_->markResult(o.result);
            chance = odds_->chanceOf(o.result);
            rolled_.emplace(request, o);
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
    pending_.reset();
    rolled_.reset();
    chance_->clear();
    return std::nullopt;
}

bool ResolvePanel::applyPending() {
    if (!pending_) {
        return false;
    }
    try {
        document_.apply(*pending_, pendingRequest_);
    } catch (const std::exception& e) {
        emit message(tr("Not applied: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    outcome_->setApplied();
    shownEvent_ = document_.game().position() - 1;
    pending_.reset();
    emit message(tr("Applied: %1").arg(outcome_->summaryText()));
    return true;
}

void ResolvePanel::updateShownState(const GameChange& change) {
    if (!shownEvent_ || !document_.hasGame() || outcome_->showsError()) {
        return;
    }
    if (change.newEvent() && *shownEvent_ >= change.from) {
        // Undone and then replaced by another event: nothing left to redo.
        shownEvent_.reset();
        outcome_->clear();
    } else if (*shownEvent_ < document_.game().position()) {
        outcome_->setApplied();
    } else {
        outcome_->setUndone();
    }
}

void ResolvePanel::clearStaleError() {
    // A refusal speaks of the form as it was; once the referee changes it, the text misleads.
    if (outcome_->showsError()) {
        outcome_->clear();
    }
}

void ResolvePanel::fitFormToWidth() {
    if (auto* rows = qobject_cast<QFormLayout*>(form_->layout())) {
        rows->setRowWrapPolicy(QFormLayout::WrapLongRows);
    }
    // Its lists are narrow (ParamForm::boxLetters) whatever their longest name.
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
