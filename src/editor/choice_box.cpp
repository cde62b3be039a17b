#include "editor/choice_box.hpp"

#include <QComboBox>

#include <algorithm>

namespace adc::editor {

QComboBox* choiceBox(QWidget* parent, const ChoiceList& choices, const QString& current) {
    auto* box = new QComboBox(parent);
    const bool known = std::any_of(choices.begin(), choices.end(),
                                   [&](const auto& c) { return c.first == current; });
    if (!known && !current.isEmpty()) {
        box->addItem(QObject::tr("%1 (not a choice here)").arg(current), current);
    }
    for (const auto& [value, words] : choices) {
        box->addItem(words.isEmpty() ? value : words, value);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
    return box;
}

QString choiceOf(const QWidget* box) {
    auto* b = qobject_cast<const QComboBox*>(box);
    return b ? b->currentData().toString() : QString();
}

} // namespace adc::editor
