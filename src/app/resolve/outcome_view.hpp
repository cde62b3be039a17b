#pragma once
// An outcome before or after it is applied: the dice drawn as dice, every step with its table
// row and modifier, the effects it will have, and an Apply button. Nothing of it is shown until
// the first roll, so its widgets are built then (or when it is first shown), not with the window.
#include "adc/outcome.hpp"
#include "widgets/text_measures.hpp"

#include <QStringList>
#include <QWidget>

#include <optional>

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

// What an item view's delegate leaves free on each side of a cell's text, in pixels.
int cellMargin(const QWidget* view);

class OutcomeView : public QWidget {
    Q_OBJECT
public:
    explicit OutcomeView(QWidget* parent = nullptr);

    // What a step's row has above and below its words: little, so that eight steps of two
    // lines are in sight at 768 px (issue 37).
    static constexpr int stepRowPadding = 4;

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

    // Each builds the view first if it is not built yet.
    QPushButton* applyButton() const { return built().apply_; }
    QTreeWidget* stepsView() const { return built().steps_; }
    QListWidget* effectsView() const { return built().effects_; }
    DiceStrip* diceStrip() const { return built().dice_; }
    QString summaryText() const;
    QLabel* summaryLabel() const { return built().summary_; }
    // The headline, dice, steps and effects scroll together in it when the pane is short.
    QScrollArea* scrollArea() const { return built().scroll_; }
    bool isBuilt() const { return scroll_ != nullptr; }

signals:
    void applyRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void build();
    void buildTables();
    static QString noOutcomeText();
    // The view with its widgets: a const accessor may build them, which changes what is
    // drawn, not what the view says.
    OutcomeView& built() const;
    void fitRuleColumn();
    int tableRoom() const;
    void fitTables();

    QScrollArea* scroll_ = nullptr;
    QLabel* summary_ = nullptr;
    DiceStrip* dice_ = nullptr;
    QTreeWidget* steps_ = nullptr;
    QListWidget* effects_ = nullptr;
    QPushButton* apply_ = nullptr;
    QLabel* state_ = nullptr;
    // The steps table's texts measured once in its font (built with the tables).
    std::optional<TextMeasures> measures_;
    bool error_ = false;
};

} // namespace adc::app
