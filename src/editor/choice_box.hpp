#pragma once
// A drop-down of closed choices for the editor's rows: each shown in words, the id as its data
// (what the file stores). A value the list does not hold (a file's typo, a unit since renamed)
// is offered first and marked, so filling the drop-down never changes it behind the organizer.
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QComboBox;
class QListWidget;
class QWidget;

namespace adc::editor {

// {value, words}; empty words show the value.
using ChoiceList = std::vector<std::pair<QString, QString>>;

QComboBox* choiceBox(QWidget* parent, const ChoiceList& choices, const QString& current);
// The data of a drop-down made by choiceBox, or "" for none.
QString choiceOf(const QWidget* box);

// A list of the choices, each with a tick box, for picking several (an arrival's units, a rule's
// actions); those in `ticked` are ticked, in the list's order. A ticked value the list does not
// hold is offered first and marked, as choiceBox does.
QListWidget* checkList(QWidget* parent, const ChoiceList& choices, const QStringList& ticked);
// Refills a list made by checkList (its signals blocked meanwhile).
void fillCheckList(QListWidget* list, const ChoiceList& choices, const QStringList& ticked);
// The values ticked, in the list's order.
QStringList tickedOf(const QListWidget* list);

// Marks a field the core's check refuses as the other pages do (a red ground, the words as its
// tip); "" unmarks it.
void markField(QWidget* field, const QString& why);

} // namespace adc::editor
