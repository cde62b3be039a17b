#pragma once
// The scenario's victory conditions as rows (winner, level, result, the words cited) and the
// selected condition's tests as rows below (a side's losses as a share, a count of picked units
// lost, or a question for the referee), as readTimeline reads them. Part of the TimelinePanel.
#include "adc/diagnostics.hpp"
#include "adc/json_reader.hpp"
#include "editor/choice_box.hpp"

#include <QWidget>

#include <functional>

class QComboBox;
class QLineEdit;
class QTableWidget;

namespace adc::editor {

struct TimelineChoices;

class VictoryPanel : public QWidget {
    Q_OBJECT
public:
    enum class ConditionColumn { Result, Winner, Level, Rule };
    enum class TestColumn { Test, Side, Share, Units, AtLeast, Question };

    explicit VictoryPanel(QWidget* parent = nullptr);
    void load(const json& scenario);
    void setChoices(const TimelineChoices& choices);
    void store(json& scenario) const;
    void showProblems(const std::vector<Diagnostic>& problems);
    // Shows the tests of a condition's row (-1: none).
    void showTests(int condition);

    QTableWidget* conditions() const { return conditions_; }
    QTableWidget* tests() const { return tests_; }
    // The result when no condition holds ("victory_otherwise"): its winner drop-down offers
    // "not stated" (no such entry) first.
    QComboBox* otherwiseWinner() const { return otherwiseWinner_; }

public slots:
    void addCondition();
    void removeCondition();
    void addTest();
    void removeTest();

signals:
    void changed();

private:
    void fillConditions();
    void fillTests();
    void editCondition(int row, const std::function<void(json&)>& change);
    void editTest(int row, const std::function<void(json&)>& change);
    void addTestRow(int row, const json& test);
    void fillOtherwise();
    void editOtherwise();
    // The unit pick's drop-down values: "side:x", "command:x", "unit:x" (several: "units:x,y").
    ChoiceList pickChoices() const;

    ChoiceList sides_, commands_, units_, victoryWords_;
    json entries_ = json::array();
    bool hadEntries_ = false;
    int shown_ = -1; // the condition whose tests are shown
    std::vector<Diagnostic> problems_;
    json otherwise_; // null: the file states none
    QTableWidget* conditions_;
    QTableWidget* tests_;
    QComboBox* otherwiseWinner_;
    QComboBox* otherwiseLevel_;
    QLineEdit* otherwiseResult_;
    QComboBox* otherwiseRule_;
};

} // namespace adc::editor
