#pragma once
// An outcome before or after it is applied: the dice drawn as dice, every step with its table
// row and modifier, the effects it will have, and an Apply button.
#include "adc/outcome.hpp"

#include <QStringList>
#include <QWidget>

namespace adc {
class Ruleset;
}

class QLabel;
class QPushButton;
class QScrollArea;
class QTreeWidget;
class QListWidget;

namespace adc::app {

class DiceStrip;

class OutcomeView : public QWidget {
    Q_OBJECT
public:
    explicit OutcomeView(QWidget* parent = nullptr);

    // Shows an outcome with its effects in words (effect_words.hpp); pending = not applied yet
    // (the Apply button is offered). What each step cites is worded from the ruleset's file.
    void showOutcome(const Outcome& outcome, const QStringList& effects, bool pending,
                     const Ruleset& ruleset);
    void showError(const QString& text);
    void clear();
    void setApplied();
    // The outcome shown was applied and has since been undone (redo brings it back).
    void setUndone();
    // Whether the panel shows a refusal rather than an outcome (stale once the form changes).
    bool showsError() const { return error_; }
    // "Not applied yet.", "Applied.", "Undone: …" or "".
    QString stateText() const;

    QPushButton* applyButton() const { return apply_; }
    QTreeWidget* stepsView() const { return steps_; }
    QListWidget* effectsView() const { return effects_; }
    DiceStrip* diceStrip() const { return dice_; }
    QString summaryText() const;
    QLabel* summaryLabel() const { return summary_; }
    // The headline, dice, steps and effects scroll together in it when the pane is short.
    QScrollArea* scrollArea() const { return scroll_; }

signals:
    void applyRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitRuleColumn();
    void fitTables();

    QScrollArea* scroll_;
    QLabel* summary_;
    DiceStrip* dice_;
    QTreeWidget* steps_;
    QListWidget* effects_;
    QPushButton* apply_;
    QLabel* state_;
    bool error_ = false;
};

} // namespace adc::app
