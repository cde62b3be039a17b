#pragma once
// The scenario's rules by turn (issue 38) as rows: for a range of turns, the actions it is about
// and the units it picks, it sets a parameter's default, limits a number, refuses the action or
// owes it (in a phase, or after other actions), citing a special rule. The row holds the turns,
// the kind and the rule cited; the selected row's lists and fields are below it: the actions,
// the units (a side, a command or units ticked, narrowed to kinds) and the kind's own fields.
// Everything on screen is in words; the file's ids are the drop-downs' data. As on the rest of
// the Timeline page, entries are kept as the file had them and each edit changes only the field
// edited; the checks are the core's (readTimeline), each refusal marked at its field.
#include "adc/diagnostics.hpp"
#include "adc/json_reader.hpp"
#include "editor/choice_box.hpp"
#include "editor/timeline_panel.hpp"

#include <QWidget>

#include <functional>
#include <map>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QListWidget;
class QTableWidget;

namespace adc::editor {

class TurnRulesPanel : public QWidget {
    Q_OBJECT
public:
    enum class Column { From, To, Kind, Actions, Units, Rule };

    explicit TurnRulesPanel(QWidget* parent = nullptr);
    void load(const json& scenario);
    void setChoices(const TimelineChoices& choices);
    // Writes "turn_rules" back: kept when the file had it, left out when empty and it did not.
    void store(json& scenario) const;
    void showProblems(const std::vector<Diagnostic>& problems);
    // Shows the fields of a rule's row (-1: none).
    void showRule(int row);

    QTableWidget* rules() const { return rules_; }
    QListWidget* actions() const { return actions_; }
    // Whom the rule is about: every unit, a side, a command or the units ticked.
    QComboBox* whom() const { return whom_; }
    QListWidget* units() const { return units_; }
    QListWidget* kinds() const { return kinds_; }
    QComboBox* parameter() const { return parameter_; }
    QComboBox* valueChoice() const { return valueChoice_; }
    QLineEdit* valueText() const { return valueText_; }
    QLineEdit* max() const { return max_; }
    QComboBox* owedPhase() const { return phase_; }
    QListWidget* owedAfter() const { return after_; }

public slots:
    void addRule();
    void removeRule();

signals:
    void changed();

private:
    QWidget* buildFields();
    void fillRows();
    void fillRow(int row);
    void fillFields();
    // The parameter and value fields, which follow the actions ticked and the kind.
    void fillParameter();
    void edit(int row, const std::function<void(json&)>& change);
    void editShown(const std::function<void(json&)>& change) { edit(shown_, change); }
    // The row's words for its actions and units, after an edit of either.
    void summarize(int row);
    void setKind(int row, const QString& kind);
    void markFields();
    QString actionsWords(const json& rule) const;
    QString unitsWords(const json& rule) const;

    TimelineChoices choices_;
    json entries_ = json::array();
    bool hadEntries_ = false;
    int shown_ = -1;
    // What a row held under the kinds and pick it was moved away from, so that moving back
    // brings back what the organizer had there: {row: {"limit": {...}, "ticked": [...]}}.
    std::map<int, json> putAside_;
    std::vector<Diagnostic> problems_;
    QTableWidget* rules_;
    QWidget* fields_;
    QFormLayout* kindForm_;
    QListWidget* actions_;
    QComboBox* whom_;
    QListWidget* units_;
    QListWidget* kinds_;
    QComboBox* parameter_;
    QComboBox* valueChoice_;
    QLineEdit* valueText_;
    QLineEdit* max_;
    QComboBox* phase_;
    QListWidget* after_;
};

} // namespace adc::editor
