#pragma once
// Resolve: pick an action from the ruleset's catalogue, fill its form, roll with the program's
// dice or enter physical dice, see the outcome and apply it (at once or on a click).
#include "adc/game.hpp"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace adc::app {

class GameDocument;
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
    QComboBox* actionBox() const { return action_; }

    // Resolves the form with the given dice; shows the outcome (and applies it when automatic).
    // Returns the outcome, or nothing when the request or the dice were refused.
    std::optional<Outcome> rollWith(DiceSource& source);
    // Applies the pending outcome; false if there is none or the engine refused it.
    bool applyPending();
    bool hasPending() const { return pending_.has_value(); }
    void setAutoApply(bool on) { autoApply_ = on; }
    bool autoApply() const { return autoApply_; }

public slots:
    void rollProgramDice();
    void rollPhysicalDice();

signals:
    void message(const QString& text);
    void outcomeShown(const adc::Outcome& outcome);

private:
    void rebuildActions();
    void rebuildForm();
    void afterChange();

    GameDocument& document_;
    QComboBox* action_;
    QComboBox* side_;
    QLabel* description_;
    ParamForm* form_;
    QPushButton* roll_;
    QPushButton* physical_;
    OutcomeView* outcome_;
    std::optional<Outcome> pending_;
    std::optional<ActionRequest> pendingRequest_;
    bool autoApply_ = false;
};

} // namespace adc::app
