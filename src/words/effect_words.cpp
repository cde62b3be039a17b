#include "effect_words.hpp"
#include "odds_words.hpp"

#include "table_colours.hpp"

#include "adc/ruleset.hpp"

#include <QObject>

#include <algorithm>
#include <map>

namespace adc::words {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString unitName(const GameState& state, const std::string& id) {
    const Unit* u = state.unit(id);
    return u ? qs(u->name) : qs(id);
}

QString valueWords(const json& v, const GameState& state) {
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        return state.unit(s) ? unitName(state, s) : qs(s);
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? QObject::tr("yes") : QObject::tr("no");
    }
    if (v.is_number()) {
        return qs(v.dump());
    }
    if (v.is_array()) {
        QStringList parts;
        for (const auto& x : v) {
            parts << valueWords(x, state);
        }
        return parts.isEmpty() ? QObject::tr("none") : parts.join(QStringLiteral(", "));
    }
    if (v.is_object()) {
        QStringList parts;
        for (auto it = v.begin(); it != v.end(); ++it) {
            QString key = state.unit(it.key()) ? unitName(state, it.key()) : keyWords(it.key());
            parts << QStringLiteral("%1 %2").arg(key, valueWords(it.value(), state));
        }
        return parts.isEmpty() ? QObject::tr("none") : parts.join(QStringLiteral(", "));
    }
    return QObject::tr("none");
}

// What happened to a man, as the heading he is listed under: "hit", "unloaded", "aiming".
// The ruleset's words say which fields mean what; without them only changed fields are named.
QStringList changesOf(const json& was, const json& now, const NamedListWords& words) {
    QStringList out;
    auto declared = [&](const std::string& key) {
        return key == words.namedBy || key == words.standing ||
               std::any_of(words.changes.begin(), words.changes.end(),
                           [&](const NamedListWords::Change& c) { return c.field == key; });
    };
    if (!words.standing.empty()) {
        json standing = words.field(now, words.standing);
        if (standing != words.field(was, words.standing) && standing.is_string()) {
            out << qs(idWords(standing.get<std::string>()));
        }
    }
    for (const auto& change : words.changes) {
        json value = words.field(now, change.field);
        if (value != words.field(was, change.field) && value.is_boolean()) {
            out << qs(value.get<bool>() ? change.on : change.off);
        }
    }
    for (auto it = now.begin(); it != now.end(); ++it) {
        const std::string& key = it.key();
        if (!declared(key) && was.contains(key) && was[key] != it.value()) {
            out << QObject::tr("%1 now %2").arg(keyWords(key), qs(it.value().dump()));
        }
    }
    return out;
}

// Headings in first-seen order, each with the men under it.
using Groups = std::vector<std::pair<QString, QStringList>>;

void addTo(Groups& groups, const QString& heading, const QString& name) {
    for (auto& [h, names] : groups) {
        if (h == heading) {
            names << name;
            return;
        }
    }
    groups.push_back({heading, {name}});
}

QString joinGroups(const Groups& groups) {
    QStringList parts;
    for (const auto& [heading, names] : groups) {
        parts << QStringLiteral("%1: %2").arg(heading, names.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("; "));
}

QString namedListWords(const json& before, const json& after, const NamedListWords& words) {
    std::map<std::string, const json*> was;
    if (before.is_array()) {
        for (const auto& man : before) {
            if (std::string name = words.nameOf(man); !name.empty()) {
                was[name] = &man;
            }
        }
    }
    Groups changes;
    for (const auto& man : after) {
        const std::string name = words.nameOf(man);
        auto it = was.find(name);
        if (it == was.end()) {
            addTo(changes, QObject::tr("joined"), qs(name));
            continue;
        }
        for (const auto& heading : changesOf(*it->second, man, words)) {
            addTo(changes, heading, qs(name));
        }
        was.erase(it);
    }
    for (const auto& [name, _] : was) {
        addTo(changes, QObject::tr("removed"), qs(name));
    }
    return changes.empty() ? namedListStanding(after, words) : joinGroups(changes);
}

} // namespace

QString labelWords(const Ruleset& ruleset, const std::string& word) {
    return qs(ruleset.words(word));
}

QString refusalWords(const RuleError& error, const ActionSpec* action) {
    return refusalWords(error.what(), error.field(), action);
}

QString refusalWords(const std::string& what, const std::string& field, const ActionSpec* action) {
    QString text = qs(what);
    QString prefix = qs(field) + QStringLiteral(": ");
    if (field.empty() || !text.startsWith(prefix)) {
        return text;
    }
    const ParamSpec* param = action ? action->param(field.substr(field.rfind('/') + 1)) : nullptr;
    return param ? qs(param->label) + QStringLiteral(": ") + text.mid(prefix.size())
                 : text.mid(prefix.size());
}

QString namedListStanding(const json& men, const NamedListWords& words) {
    if (words.standing.empty()) {
        return QObject::tr("%1 listed").arg(men.size());
    }
    int counted = 0;
    Groups standing;
    for (const auto& man : men) {
        json where = words.field(man, words.standing);
        if (where == words.counted) {
            ++counted;
        } else {
            addTo(standing, qs(where.is_string() ? where.get<std::string>() : where.dump()),
                  qs(words.nameOf(man)));
        }
    }
    QString text = QObject::tr("%1 of %2 %3").arg(counted).arg(men.size()).arg(qs(words.counted));
    return standing.empty() ? text : text + QStringLiteral("; ") + joinGroups(standing);
}

bool isNamedList(const json& v, const NamedListWords* words) {
    if (!words || !v.is_array() || v.empty()) {
        return false;
    }
    return std::all_of(v.begin(), v.end(),
                       [&](const json& man) { return !words->nameOf(man).empty(); });
}

namespace {

QString attrWords(const Effect& fx, const GameState& before, const Ruleset& ruleset) {
    const AttributeSpec* spec = ruleset.unitSchema().find(fx.key);
    QString label = spec && !spec->label.empty() ? qs(spec->label) : keyWords(fx.key);
    QString who = unitName(before, fx.unit);
    if (fx.value.is_null()) {
        return QObject::tr("%1: %2 cleared").arg(who, label);
    }
    if (const NamedListWords* words = ruleset.namedListWords(fx.key);
        isNamedList(fx.value, words)) {
        const Unit* u = before.unit(fx.unit);
        json was = nullptr;
        if (u) {
            auto it = u->attrs.find(fx.key);
            was = it == u->attrs.end() ? json() : *it;
        }
        return QStringLiteral("%1: %2 — %3").arg(who, label, namedListWords(was, fx.value, *words));
    }
    return QObject::tr("%1: %2 %3").arg(who, label, valueWords(fx.value, before));
}

} // namespace

QString effectWords(const Effect& fx, const GameState& before, const Ruleset& ruleset) {
    const UnitSchema& schema = ruleset.unitSchema();
    QString strengthUnit = qs(schema.strengthUnit);
    switch (fx.kind) {
    case EffectKind::Casualties: {
        QString text = QObject::tr("%1: −%2 %3")
                           .arg(unitName(before, fx.unit))
                           .arg(fx.count)
                           .arg(strengthUnit);
        return fx.text.empty() ? text : text + QStringLiteral(" (%1)").arg(qs(fx.text));
    }
    case EffectKind::SetStrength:
        return QObject::tr("%1: strength set to %2 %3")
            .arg(unitName(before, fx.unit), valueWords(fx.value, before), strengthUnit);
    case EffectKind::Status:
        return QObject::tr("%1: now %2")
            .arg(unitName(before, fx.unit), fx.value.is_string()
                                                ? statusWords(fx.value.get<std::string>())
                                                : valueWords(fx.value, before));
    case EffectKind::Attr:
        return attrWords(fx, before, ruleset);
    case EffectKind::LeaderStatus: {
        const Unit* u = before.unit(fx.unit);
        auto i = static_cast<std::size_t>(fx.count);
        QString leader = u && i < u->leaders.size() ? qs(u->leaders[i].name)
                                                    : QObject::tr("leader %1").arg(fx.count + 1);
        return QObject::tr("%1: %2 %3")
            .arg(unitName(before, fx.unit), leader, valueWords(fx.value, before));
    }
    case EffectKind::Flag:
        return fx.value.is_null()
                   ? QObject::tr("Game: %1 cleared").arg(labelWords(ruleset, fx.key))
                   : QObject::tr("Game: %1 — %2")
                         .arg(labelWords(ruleset, fx.key), valueWords(fx.value, before));
    case EffectKind::Owed: {
        // "1st Texas owes: Morale check (fired on)", the test by its action's name.
        const ActionSpec* action = ruleset.action(fx.key);
        const QString test = action ? qs(action->name) : labelWords(ruleset, fx.key);
        if (fx.value.is_null()) {
            return QObject::tr("%1: %2 no longer owed").arg(unitName(before, fx.unit), test);
        }
        const bool why = fx.value.contains("reason") && fx.value["reason"].is_string();
        return QObject::tr("%1 owes: %2%3")
            .arg(unitName(before, fx.unit), test,
                 why ? QStringLiteral(" (%1)").arg(qs(fx.value["reason"].get<std::string>()))
                     : QString());
    }
    case EffectKind::DeckDraw: {
        auto card = Card::fromCode(fx.key);
        return card ? QObject::tr("Deck: draw the %1").arg(qs(card->name()))
                    : QObject::tr("Deck: draw the top card");
    }
    case EffectKind::DeckSet:
        return QObject::tr("Deck: shuffled");
    case EffectKind::Phase: {
        const auto& seq = ruleset.sequence();
        QString phase = fx.value.is_number_integer() && fx.value.get<int>() >= 0 &&
                                static_cast<std::size_t>(fx.value.get<int>()) < seq.size()
                            ? qs(seq[static_cast<std::size_t>(fx.value.get<int>())].name)
                            : valueWords(fx.value, before);
        return QObject::tr("Turn %1, %2").arg(fx.count).arg(phase);
    }
    case EffectKind::Note:
        return qs(fx.text);
    }
    return qs(fx.describe());
}

QStringList effectLines(const Outcome& outcome, const GameState& before, const Ruleset& ruleset) {
    QStringList lines;
    for (const auto& fx : outcome.effects) {
        lines << effectWords(fx, before, ruleset);
    }
    return lines;
}

} // namespace adc::words
