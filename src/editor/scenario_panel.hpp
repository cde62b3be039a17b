#pragma once
// The scenario's own text: name, date, turns, description, special rules, victory
// conditions, notes and the house-rule choices, edited as a form.
#include "adc/ruleset.hpp"

#include <QWidget>

#include <map>

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QComboBox;

namespace adc::editor {

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    ScenarioPanel(const Ruleset& ruleset, QWidget* parent = nullptr);
    void load(const json& scenario);
    // Writes the form's fields into scenario (leaves sides and terrain alone).
    void store(json& scenario) const;

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
};

} // namespace adc::editor
