#include "editor/choice_box.hpp"

#include <QComboBox>
#include <QListWidget>

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

QListWidget* checkList(QWidget* parent, const ChoiceList& choices, const QStringList& ticked) {
    auto* list = new QListWidget(parent);
    // A long unit name wraps rather than hide behind a sideways scroll.
    list->setWordWrap(true);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fillCheckList(list, choices, ticked);
    return list;
}

void fillCheckList(QListWidget* list, const ChoiceList& choices, const QStringList& ticked) {
    const QSignalBlocker block(list);
    list->clear();
    auto add = [&](const QString& value, const QString& words) {
        auto* item = new QListWidgetItem(words.isEmpty() ? value : words, list);
        item->setData(Qt::UserRole, value);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(ticked.contains(value) ? Qt::Checked : Qt::Unchecked);
    };
    for (const QString& value : ticked) {
        if (std::none_of(choices.begin(), choices.end(),
                         [&](const auto& c) { return c.first == value; })) {
            add(value, QObject::tr("%1 (not a choice here)").arg(value));
        }
    }
    for (const auto& [value, words] : choices) {
        add(value, words);
    }
    // The first ticked in sight: a list's own choices are not hidden below its fold.
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            list->scrollToItem(list->item(i));
            break;
        }
    }
}

QStringList tickedOf(const QListWidget* list) {
    QStringList out;
    for (int i = 0; list && i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            out << list->item(i)->data(Qt::UserRole).toString();
        }
    }
    return out;
}

void markField(QWidget* field, const QString& why) {
    if (!field) {
        return;
    }
    field->setToolTip(why);
    field->setStyleSheet(why.isEmpty() ? QString()
                                       : QStringLiteral("background: rgb(255, 205, 205)"));
}

} // namespace adc::editor
