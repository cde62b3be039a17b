#pragma once
// A drop-down of closed choices for the editor's rows: each shown in words, the id as its data
// (what the file stores). A value the list does not hold (a file's typo, a unit since renamed)
// is offered first and marked, so filling the drop-down never changes it behind the organizer.
#include <QString>

#include <utility>
#include <vector>

class QComboBox;
class QWidget;

namespace adc::editor {

// {value, words}; empty words show the value.
using ChoiceList = std::vector<std::pair<QString, QString>>;

QComboBox* choiceBox(QWidget* parent, const ChoiceList& choices, const QString& current);
// The data of a drop-down made by choiceBox, or "" for none.
QString choiceOf(const QWidget* box);

} // namespace adc::editor
