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
    nextStep_ = new QPushButton(tr("Next &owed"), this);
    nextStep_->setObjectName(QStringLiteral("nextOwed"));
    nextStep_->setToolTip(tr("Fill the form for the next thing the game needs, in the order the "
                             "rules take them (Ctrl+J)"));
    physical_->setToolTip(tr("Roll real dice and type each face (Ctrl+Shift+R)"));
    odds_ = new OddsPanel(this);
    // A melee's winner is a side's or a unit's id in the engine's result: its name on screen.
    odds_->setValueNamer([this](const std::string& value) {
        if (!document_.hasGame()) {
            return value;
        }
        const GameState& state = document_.state();
        if (value.empty()) {
            return tr("none").toStdString();
        }
        if (const Side* side = state.side(value)) {
            return side->name;
        }
        if (const Unit* unit = state.unit(value)) {
            return unit->name;
        }
        return document_.ruleset().words(value);
    });
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
    connect(nextStep_, &QPushButton::clicked, this, &ResolvePanel::openNextStep);
    connect(outcome_, &OutcomeView::applyRequested, this, &ResolvePanel::applyPending);
    connect(form_, &ParamForm::changed, oddsTimer_, qOverload<>(&QTimer::start));
    connect(form_, &ParamForm::changed, this, &ResolvePanel::clearStaleError);
    connect(form_, &ParamForm::changed, this, &ResolvePanel::refitPanes); // a longer men list
    connect(form_, &ParamForm::changed, this, &ResolvePanel::offerDistances);
    connect(form_, &ParamForm::changed, this, &ResolvePanel::followUnitsStep);
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
    distances_.clear();
    clearShown();
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
        shown_ = ShownRoll::inHistory(e->request, e->outcome, document_.game().position() - 1);
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
        offerDistances(); // the pickers may show the pair they showed before, unchanged
    }
    followedUnit_.clear();
    followUnitsStep();
    offerScenarioSettings(true);
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
    followGame(change.newEvent());
    form_->refreshUnits(change.units);
    offerScenarioSettings(false); // a new turn: the scenario's rules in force may differ
    updateShownState(change);
    oddsTimer_->start(); // the state changed, so may the odds
}

ActionRequest ResolvePanel::currentRequest() const {
    ActionRequest request;
    request.action = currentAction();
    request.params = form_->params();
    return request;
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

void ResolvePanel::clearStaleError() {
    // A refusal speaks of the form as it was; once the referee changes it, the text misleads.
    if (shown_ && shown_->stage() == ShownRoll::Stage::Refused) {
        clearShown();
    }
}

void ResolvePanel::clearShown() {
    shown_.reset();
    chance_->clear();
    outcome_->clear();
}

void ResolvePanel::fitFormToWidth() {
    if (auto* rows = qobject_cast<QFormLayout*>(form_->layout())) {
        rows->setRowWrapPolicy(QFormLayout::WrapLongRows);
    }
    // Its lists are narrow (ParamForm::boxLetters) whatever their longest name.
}

} // namespace adc::app
