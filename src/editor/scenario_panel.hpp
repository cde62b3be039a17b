#pragma once
// The scenario's own text: name, date, turns, description, special rules, victory
// conditions, notes and the house-rule choices, edited as a form. Each text is held, as it is
// typed, to the limits its file is loaded under (issue 41): a field the loader would refuse is
// marked in the loaders' words and kept as typed, and the scenario is not saved.
#include "adc/ruleset.hpp"

#include <QWidget>

#include <map>
#include <utility>
#include <vector>

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QComboBox;
class QLabel;

namespace adc::editor {

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    ScenarioPanel(const Ruleset& ruleset, QWidget* parent = nullptr);
    void load(const json& scenario);
    // Writes the form's fields into scenario (leaves sides and terrain alone).
    void store(json& scenario) const;
    // What the loaders' limits refuse in the fields, one line each with the field and its
    // pointer ("Special rules (/special_rules/2) holds the character U+0000 ..."); empty when
    // every field fits.
    QStringList problems() const;

signals:
    void changed();

private:
    QLineEdit* name_;
    QLineEdit* date_;
    QSpinBox* turns_;
    QPlainTextEdit* description_;
    QPlainTextEdit* specialRules_;
    QPlainTextEdit* victory_;
    QPlainTextEdit* notes_;
    std::map<std::string, QComboBox*> options_;
    QLabel* problem_;
    // Each field with what the limits refuse in it ("" when it fits).
    std::vector<std::pair<QWidget*, QString>> refusals() const;
    // Marks each field the limits refuse and says why under the form.
    void checkLimits();
};

} // namespace adc::editor
