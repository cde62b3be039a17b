#pragma once
// Resolve: pick an action from the ruleset's catalogue, fill its form, roll with the program's
// dice or enter physical dice, see the outcome and apply it (at once or on a click). The odds of
// the request as the form stands are shown live, and after the roll how likely the outcome was.
#include "adc/game.hpp"
#include "adc/odds.hpp"
#include "resolve/shown_roll.hpp"

#include <QWidget>

#include <cstdint>
#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSplitter;
class QTabWidget;
class QTimer;

namespace adc::app {

class GameDocument;
struct GameChange;
class OddsPanel;
class OddsWorker;
struct OddsAnswer;
class OutcomeView;
class ParamForm;

class ResolvePanel : public QWidget {
    Q_OBJECT
public:
    ResolvePanel(GameDocument& document, QWidget* parent = nullptr);

    // Chooses an action by id; false when the ruleset has none such.
    bool selectAction(const std::string& id);
    std::string currentAction() const;
    void selectSide(const std::string& sideId);
    ParamForm* form() const { return form_; }
    OutcomeView* outcomeView() const { return outcome_; }
    QPushButton* rollButton() const { return roll_; }
    QPushButton* physicalButton() const { return physical_; }
    QPushButton* nextOwedButton() const { return nextStep_; }
    QComboBox* actionBox() const { return action_; }
    OddsPanel* oddsPanel() const { return odds_; }
    // The form (with the Roll buttons) above, the odds and the outcome tabs below.
    QSplitter* panes() const { return panes_; }
    QScrollArea* formScroll() const { return scroll_; }
    QTabWidget* results() const { return results_; }
    enum class Results { Odds, Outcome };
    // Which of the two tabs below the form is in front.
    void showResults(Results which);
    // "How likely: 3 hits: 12.3% — at least 3: 20.1%" for the outcome shown, or "".
    QString chanceText() const;
    // Beyond this many branches of the dice the odds are not counted (the window must answer).
    void setOddsBranchLimit(std::uint64_t branches) { oddsBranchLimit_ = branches; }
    // The request as the form stands.
    ActionRequest currentRequest() const;
    // True while the odds of the form are due (the form just changed) or being counted (off
    // the GUI thread).
    bool oddsPending() const;
    OddsWorker* oddsWorker() const { return oddsWorker_; }

    // Resolves the form with the given dice; shows the outcome (and applies it when automatic).
    // Returns the outcome, or nothing when the request or the dice were refused.
    std::optional<Outcome> rollWith(DiceSource& source);
    // Applies the pending outcome; false if there is none or the engine refused it.
    bool applyPending();
    bool hasPending() const { return shown_ && shown_->isPending(); }
    // The roll (or refusal) the Outcome tab shows, and where its outcome stands; none when the
    // tab is empty.
    const std::optional<ShownRoll>& shownRoll() const { return shown_; }
    void setAutoApply(bool on) { autoApply_ = on; }
    // What a unit may do now, for its menu in a roster (unit_actions.cpp): the steps the game
    // needs of it first, then each action of the phase it may take; on an enemy unit of the
    // form's acting unit, the form's action against it (first).
    struct UnitAction {
        std::string action;
        bool against = false; // the unit is the form's target, not the one acting
        std::string why;      // the step's reason, or the acting unit's name when against
    };
    std::vector<UnitAction> unitActions(const std::string& unitId) const;
    // Opens the form on the action with the unit acting, or against it.
    void openFor(const std::string& unitId, const UnitAction& what);
    // Whether the form is on the deck's draw with a card typed in it (Ctrl+D draws that card).
    bool formHoldsTypedCard() const;
    bool autoApply() const { return autoApply_; }

public slots:
    void rollProgramDice();
    void rollPhysicalDice();
    // Starts counting the odds of the form (they follow the form ~100 ms after a change);
    // they are counted off the GUI thread and shown when they arrive.
    void updateOdds();
    // The form's pane sized to its fields again, as before the referee dragged the handle
    // (View → Fit the form to its fields, or a double-click on the handle).
    void fitFormAgain();
    // Opens the form on the next thing the game needs after the one on show (Next owed), in
    // the order the ruleset gives (Ruleset::nextSteps).
    void openNextStep();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void message(const QString& text);
    void outcomeShown(const adc::Outcome& outcome);
    // How likely an outcome just rolled was, in words ("" when the odds could not be counted);
    // emitted before outcomeShown.
    void chanceShown(const adc::Outcome& outcome, const QString& chance);
    // The odds of the form as it stands, each time they are counted (the chart shows them).
    void oddsReady(const adc::ActionRequest& request, const adc::Odds& odds);

private:
    // resolve_panel_layout.cpp: the form above, the odds and outcome tabs below.
    void buildLayout();
    // The form's pane as tall as the form needs, leaving the outcome room for its headline and
    // dice; only until the referee drags the handle (then the remembered place is kept).
    void fitPanes();
    // The form changed: fitted again once its new fields are laid out.
    void refitPanes();
    // The form's pane at its width: the fields and buttons, with or without the description.
    int formNeeds(bool withDescription) const;
    // The least height that shows the odds (a short chart) or an outcome's headline and dice.
    int belowNeeds(Results which) const;
    void rebuildActions();
    void rebuildForm(bool sideChosen = false);
    // What the game knows, offered first (resolve_panel_defaults.cpp): the action list in the
    // phase's order, the units that owe or just acted, and the form a crash interrupted.
    void fillActions();
    // After a change of the game: a new phase opens on what it needs first; after a new event
    // the form moves on from what is done (the unit that just fired, the card just drawn).
    void followGame(bool newEvent);
    // The step the form should move to, or null when the form still fits what is needed.
    const NextStep* stepToFollow(const std::vector<NextStep>& steps, bool newPhase) const;
    void openOn(const NextStep& step);
    // The unit in the action's first unit picker, or "".
    std::string formUnit() const;
    // The acting unit's picker on a unit of `side`, where it offers one.
    void keepToSide(const std::string& param, const std::string& side);
    // A later unit picker showing a unit an earlier one shows moves to another.
    void avoidPicked(const std::string& param, const std::vector<std::string>& picked);
    // mayChangeSide: the form may move to the side of the unit it offers first (not once the
    // referee has picked a side).
    void offerDefaults(const ActionSpec& spec, bool mayChangeSide);
    // The values the scenario's rules in force set (smoke on turns 1 and 2), with its words as
    // the field's tooltip; on a new turn a value the rule set and the referee left goes back to
    // the action's own once the rule is no longer in force (newForm: the form was just built).
    void offerScenarioSettings(bool newForm);
    // The acting unit changed: what the rules already know of its step (the reason a morale
    // test is owed) fills the form, so "why it tests" starts on the owed reason.
    void followUnitsStep();
    // After no offered unit fitted: the picker shows what it showed before, or its first unit.
    void keepOffered(const std::string& param, const json& before);
    // A distance given for a pair of units (a range) is offered again when the pair comes
    // back in the same turn, while the field is empty.
    void rememberDistances(const ActionRequest& request);
    void offerDistances();
    void keepPendingForm() const;
    void restorePendingForm();
    void afterChange(const GameChange& change);
    // Odds of request against the current state, counted at once, or the reason there are none.
    std::optional<Odds> oddsOf(const ActionRequest& request, QString* why) const;
    // Why an answer holds no odds, in the form's words.
    QString whyNoOdds(const ActionRequest& request, const OddsAnswer& answer) const;
    void oddsCounted(const ActionRequest& request, const OddsAnswer& answer);
    // Whether the chart still marks the bar of the roll on show (resolve_panel_odds.cpp).
    bool rolledStillShown() const;
    // Says whether the applied outcome on show is still in effect after an undo or redo, and
    // clears it once a new event has taken its place in the history (resolve_panel_roll.cpp).
    void updateShownState(const GameChange& change);
    // Nothing on show in the Outcome tab.
    void clearShown();
    void clearStaleError();
    // Narrow fields and labels above them: the form never scrolls sideways on a laptop.
    void fitFormToWidth();

    GameDocument& document_;
    QComboBox* action_;
    QComboBox* side_;
    QLabel* description_;
    ParamForm* form_;
    QScrollArea* scroll_;
    QSplitter* panes_;
    QWidget* formPane_;
    QTabWidget* results_;
    bool formFitted_ = true; // false once the referee has placed the handle
    bool fitDue_ = false;
    int formGeneration_ = 0; // counts the form's changes, for the measures below
    struct FormNeeds {
        int width = -1;
        int form = -1;
        int height = 0;
    };
    mutable FormNeeds fieldsNeeds_;
    mutable FormNeeds wholeNeeds_;
    QPushButton* roll_;
    QPushButton* physical_;
    QPushButton* nextStep_;
    OddsPanel* odds_;
    OddsWorker* oddsWorker_;
    QTimer* oddsTimer_;
    QLabel* chance_;
    OutcomeView* outcome_;
    // The roll (or refusal) the Outcome tab shows: a form changed from its request brings the
    // odds forward; its stage says whether Apply, Applied or Undone is shown.
    std::optional<ShownRoll> shown_;
    // The odds the worker last counted, with the request and the game position they were
    // counted for: a roll of that request at that position shows them rather than counting
    // them again on the GUI thread.
    struct CountedOdds {
        ActionRequest request;
        std::uint64_t position = 0;
        Odds odds;
    };
    std::optional<CountedOdds> counted_;
    std::uint64_t gamePosition_ = 0; // one more at each change or replacement of the game
    std::uint64_t countingAt_ = 0;   // gamePosition_ when the worker's count began
    // The counted odds of request, if they were counted at the game's position now.
    std::optional<Odds> countedOddsOf(const ActionRequest& request) const;
    bool autoApply_ = false;
    // Distances given this game, by turn, unordered pair of units and parameter.
    std::map<std::tuple<int, std::string, std::string, std::string>, json> distances_;
    std::string stepUnit_; // while opening on a step: its unit, offered first
    // The values the scenario set in the form on show, and the turn they were set for.
    std::map<std::string, json> scenarioSet_;
    int scenarioTurn_ = -1;
    std::string followedUnit_; // the acting unit whose step last filled the form
    // The form as the program opened it on a step: until the referee changes it, the outcome
    // just applied stays in front of the odds.
    std::optional<ActionRequest> openedRequest_;
    std::pair<int, int> shownPhase_{-1, -1}; // turn and phase the action list is ordered for
    // Enough for every shipped action; beyond it the count would keep the window from answering.
    std::uint64_t oddsBranchLimit_ = 200'000;
};

} // namespace adc::app
