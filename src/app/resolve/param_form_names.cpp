// The pickers of a form for text parameters that name something the game knows: a side by its
// name (Jackson's attacking side), one man or several of a unit (ROE's firers, attacker and
// defender) from that unit's list of men, refreshed when the unit changes. Where the order of
// the men matters (ROE's who falls first) they are numbered in the order they are ticked.
#include "document/game_document.hpp"
#include "resolve/param_form.hpp"
#include "widgets/narrow_combo_box.hpp"

#include <QComboBox>
#include <QListWidget>

#include <algorithm>

namespace adc::app {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// An ordered pick list keeps each man's place in the order (1, 2, …; 0: not picked) and his
// entry without its number.
constexpr int placeRole = Qt::UserRole + 1;
constexpr int entryRole = Qt::UserRole + 2;

bool ordered(const QListWidget* list) {
    return list->property("ordered").toBool();
}

// "2. Pvt. J. Allen (fighting)": the place shown before the man.
void showPlaces(QListWidget* list) {
    const bool quiet = list->blockSignals(true);
    for (int i = 0; i < list->count(); ++i) {
        auto* item = list->item(i);
        const int place = item->data(placeRole).toInt();
        const QString entry = item->data(entryRole).toString();
        item->setText(place > 0 ? QStringLiteral("%1. %2").arg(place).arg(entry) : entry);
    }
    list->blockSignals(quiet);
}

// A man ticked goes last in the order; one unticked leaves it and those after him move up.
void placeTicked(QListWidget* list, QListWidgetItem* changed) {
    const bool quiet = list->blockSignals(true);
    const int place = changed->data(placeRole).toInt();
    if (changed->checkState() == Qt::Checked && place == 0) {
        int last = 0;
        for (int i = 0; i < list->count(); ++i) {
            last = std::max(last, list->item(i)->data(placeRole).toInt());
        }
        changed->setData(placeRole, last + 1);
    } else if (changed->checkState() != Qt::Checked && place > 0) {
        for (int i = 0; i < list->count(); ++i) {
            const int p = list->item(i)->data(placeRole).toInt();
            list->item(i)->setData(placeRole, p == place ? 0 : (p > place ? p - 1 : p));
        }
    }
    list->blockSignals(quiet);
    showPlaces(list);
}

// "Pvt. J. Allen (fighting)": the man and where he stands, in the ruleset's words.
struct ManEntry {
    QString name;
    QString text;
    bool counted = true; // in the fight: he can be picked
};

std::vector<ManEntry> menOf(const Unit* unit, const std::string& list, const Ruleset& ruleset) {
    std::vector<ManEntry> out;
    if (!unit) {
        return out;
    }
    auto it = unit->attrs.find(list);
    if (it == unit->attrs.end() || !it->is_array()) {
        return out;
    }
    const NamedListWords* words = ruleset.namedListWords(list);
    for (const auto& man : *it) {
        if (!man.is_object() || !man.contains("name") || !man["name"].is_string()) {
            continue;
        }
        ManEntry e;
        e.name = qs(man["name"].get<std::string>());
        e.text = e.name;
        if (words && !words->standing.empty()) {
            const json standing = words->field(man, words->standing);
            if (standing.is_string()) {
                e.counted = standing.get<std::string>() == words->counted;
                e.text += QStringLiteral(" (%1)").arg(qs(standing.get<std::string>()));
            }
        }
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace

QWidget* ParamForm::makeNamesWidget(const ParamSpec& p) {
    if (p.names == ParamNames::Men) {
        auto* list = new QListWidget(this);
        list->setProperty("ordered", p.ordered);
        connect(list, &QListWidget::itemChanged, this, [this, list](QListWidgetItem* item) {
            if (ordered(list)) {
                placeTicked(list, item);
            }
            emit changed();
        });
        return list;
    }
    auto* box = new NarrowComboBox(boxLetters, this);
    if (p.names == ParamNames::Side) {
        if (!p.required) {
            box->addItem(tr("(none)"), QString()); // an optional side: none is the default
        }
        fillSides(box);
    }
    connect(box, &QComboBox::currentIndexChanged, this, &ParamForm::changed);
    return box;
}

void ParamForm::fillSides(QWidget* widget) {
    auto* box = qobject_cast<QComboBox*>(widget);
    for (const auto& s : document_.state().sides) {
        box->addItem(qs(s.name), qs(s.id));
    }
}

void ParamForm::refreshMen(bool always) {
    for (auto& f : fields_) {
        if (f.spec.names != ParamNames::Man && f.spec.names != ParamNames::Men) {
            continue;
        }
        const json params = this->params();
        const std::string unit = params.value(f.spec.ofUnit, json("")).is_string()
                                     ? params.value(f.spec.ofUnit, std::string())
                                     : std::string();
        if (always || unit != f.menOf) {
            f.menOf = unit;
            fillMen(f);
        }
    }
    hideMenPickedAlone();
}

void ParamForm::hideMenPickedAlone() {
    // A man picked on his own (the attacker) is not offered again among his unit's helpers.
    for (auto& list : fields_) {
        auto* w = qobject_cast<QListWidget*>(list.widget);
        if (!w || list.spec.names != ParamNames::Men) {
            continue;
        }
        QStringList alone;
        for (const auto& f : fields_) {
            if (f.spec.names == ParamNames::Man && f.menOf == list.menOf) {
                if (auto* box = qobject_cast<QComboBox*>(f.widget)) {
                    alone << box->currentData().toString();
                }
            }
        }
        const bool quiet = w->blockSignals(true);
        for (int i = 0; i < w->count(); ++i) {
            const bool picked = alone.contains(w->item(i)->data(Qt::UserRole).toString());
            w->item(i)->setHidden(picked);
            if (picked) {
                w->item(i)->setCheckState(Qt::Unchecked);
            }
        }
        w->blockSignals(quiet);
    }
}

void ParamForm::fillMen(Field& f) {
    const auto men = menOf(document_.state().unit(f.menOf), f.spec.menList, document_.ruleset());
    if (auto* list = qobject_cast<QListWidget*>(f.widget)) {
        const QStringList picked = pickedMen(list).split(QStringLiteral(", "), Qt::SkipEmptyParts);
        list->blockSignals(true);
        list->clear();
        for (const auto& m : men) {
            auto* item = new QListWidgetItem(m.text, list);
            item->setData(Qt::UserRole, m.name);
            item->setData(entryRole, m.text);
            item->setFlags(m.counted ? item->flags() | Qt::ItemIsUserCheckable
                                     : Qt::ItemFlags(Qt::NoItemFlags));
            item->setCheckState(Qt::Unchecked);
        }
        pickMen(list, picked.join(QStringLiteral(", "))); // in their order, where it matters
        list->blockSignals(false);
        fitRows(list);
    } else if (auto* box = qobject_cast<QComboBox*>(f.widget)) {
        const QString current = box->currentData().toString();
        box->blockSignals(true);
        box->clear();
        if (!f.spec.required) {
            box->addItem(tr("(none)"), QString());
        }
        int first = -1;
        for (const auto& m : men) {
            box->addItem(m.text, m.name);
            if (!m.counted) {
                // Shown, so the referee sees why a man is missing from the fight, but not picked.
                box->setItemData(box->count() - 1, 0, Qt::UserRole - 1);
            } else if (first < 0) {
                first = box->count() - 1;
            }
        }
        int i = box->findData(current);
        box->setCurrentIndex(i >= 0 ? i : (f.spec.required ? first : 0));
        box->blockSignals(false);
    }
}

QString ParamForm::pickedMen(const QWidget* widget) {
    std::vector<std::pair<int, QString>> picked; // place (0: roster order), name
    if (const auto* list = qobject_cast<const QListWidget*>(widget)) {
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->checkState() == Qt::Checked) {
                picked.emplace_back(ordered(list) ? list->item(i)->data(placeRole).toInt() : 0,
                                    list->item(i)->data(Qt::UserRole).toString());
            }
        }
    }
    std::stable_sort(picked.begin(), picked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList names;
    for (const auto& [_, name] : picked) {
        names << name;
    }
    return names.join(QStringLiteral(", "));
}

void ParamForm::pickMen(QWidget* widget, const QString& names) {
    auto* list = qobject_cast<QListWidget*>(widget);
    if (!list) {
        return;
    }
    QStringList wanted;
    for (const QString& n : names.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        wanted << n.trimmed();
    }
    // Quietly: the caller says the form changed once all are picked.
    const bool quiet = list->blockSignals(true);
    int place = 0;
    for (int i = 0; i < list->count(); ++i) {
        list->item(i)->setData(placeRole, 0);
    }
    for (const QString& name : wanted) { // in the order named
        for (int i = 0; i < list->count(); ++i) {
            auto* item = list->item(i);
            if (item->data(Qt::UserRole).toString() == name &&
                (item->flags() & Qt::ItemIsUserCheckable) && item->data(placeRole).toInt() == 0) {
                item->setData(placeRole, ++place);
            }
        }
    }
    for (int i = 0; i < list->count(); ++i) {
        auto* item = list->item(i);
        item->setCheckState(item->data(placeRole).toInt() > 0 ? Qt::Checked : Qt::Unchecked);
    }
    if (ordered(list)) {
        showPlaces(list);
    }
    list->blockSignals(quiet);
}

} // namespace adc::app
