#pragma once
// The scenario's timeline as rows (issue 38): the units that arrive on a later turn and the
// rules by turn (one tab), the victory conditions with their tests (another), each a row of
// drop-downs for units, sides, phases and the words it cites; an arrival's units are ticked in a
// list beside its row. The entries are kept as the file had them and each edit changes only the
// field edited, so an unedited timeline is saved as it was. The checks are the core's
// (readTimeline, through the scenario loader): a broken entry is marked at its row and field with
// its words and pointer, and the scenario is not saved.
#include "adc/diagnostics.hpp"
#include "adc/json_reader.hpp"
#include "editor/choice_box.hpp"

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QTableWidget;
class QTabWidget;

namespace adc {
class Ruleset;
}

namespace adc::editor {

class TurnRulesPanel;
class VictoryPanel;

// What the timeline's drop-downs offer, from the scenario as edited and its ruleset.
struct TimelineChoices {
    ChoiceList units;        // id, name
    ChoiceList sides;        // id, name
    ChoiceList commands;     // id, name
    ChoiceList phases;       // "" (the start of the turn), then the ruleset's phases
    ChoiceList specialRules; // "/special_rules/0", its first words
    ChoiceList victory;      // "/victory/0", its first words
    ChoiceList actions;      // the ruleset's actions: id, name
    ChoiceList kinds;        // the ruleset's unit kinds: id, its words
    // The ruleset, for the parameters of its actions (a rule's default or limit); null before
    // a scenario is loaded.
    const Ruleset* ruleset = nullptr;
};

class TimelinePanel : public QWidget {
    Q_OBJECT
public:
    enum class ArrivalColumn { Units, Turn, Phase, Unless, Rule };

    explicit TimelinePanel(QWidget* parent = nullptr);
    // The timeline's entries of a scenario's JSON; the drop-downs are filled by setChoices.
    void load(const json& scenario);
    // Rebuilds the rows with these choices (after units, sides or words changed elsewhere).
    void setChoices(const TimelineChoices& choices);
    // Writes the entries back: a key the file had stays, an empty list the file did not have
    // is left out.
    void store(json& scenario) const;
    // Marks the rows the core's check found broken and lists each problem with its pointer.
    void showProblems(const std::vector<Diagnostic>& problems);

    QTableWidget* arrivals() const { return arrivals_; }
    // The units of the arrival selected, ticked.
    QListWidget* arrivalUnits() const { return arrivalUnits_; }
    TurnRulesPanel* turnRules() const { return turnRules_; }
    VictoryPanel* victory() const { return victory_; }
    // The two tabs: arrivals and rules by turn; victory.
    QTabWidget* parts() const { return parts_; }
    QLabel* problems() const { return problems_; }

public slots:
    void addArrival();
    void removeArrival();

signals:
    void changed();

private:
    QWidget* buildArrivals();
    void fillArrivals();
    void showArrival(int row);
    void summarizeArrival(int row);
    void markArrivals();
    void edited(int row, const std::function<void(json&)>& change);

    TimelineChoices choices_;
    json arrivalEntries_ = json::array();
    bool hadArrivals_ = false;
    std::vector<Diagnostic> problemsFound_;
    QTabWidget* parts_;
    QTableWidget* arrivals_;
    QListWidget* arrivalUnits_;
    TurnRulesPanel* turnRules_;
    VictoryPanel* victory_;
    QLabel* problems_;
};

// The pointer's entry index under a list key ("/arrivals/3/turn" under "/arrivals": 3), or -1.
int entryIndex(const std::string& pointer, const std::string& list);

} // namespace adc::editor
