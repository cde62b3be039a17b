#include "roster/roster_words.hpp"

#include "effect_words.hpp"

#include <QPoint>

#include <algorithm>

namespace adc::app {

QString oneLeader(const Leader& l, const Ruleset& ruleset) {
    QString t = QString::fromStdString(l.name);
    if (!l.rank.empty()) {
        t += QStringLiteral(" (%1").arg(words::labelWords(ruleset, l.rank));
        t += l.modifier ? QStringLiteral(", %1%2)").arg(l.modifier > 0 ? "+" : "").arg(l.modifier)
                        : QStringLiteral(")");
    }
    if (l.status != "active") {
        t += QStringLiteral(" [%1]").arg(words::labelWords(ruleset, l.status));
    }
    return t;
}

QString leaderText(const Unit& u, const Ruleset& ruleset) {
    QStringList parts;
    for (const auto& l : u.leaders) {
        parts << oneLeader(l, ruleset);
    }
    return parts.join(QStringLiteral("; "));
}

// One man of a named list in words: "Pvt. E. Eaton — rifle, unloaded, hit". What each field
// means comes from the ruleset's words for the list (the field that says where he stands, the
// yes/no fields that change); a field at its usual value is left out, where he stands is not.
QString manLine(const json& man, const Unit& unit, const NamedListWords& words,
                const Ruleset& ruleset) {
    QStringList said;
    QStringList changed;
    for (const auto& key : words.fromUnit) {
        auto own = man.find(key);
        auto units = unit.attrs.find(key);
        const json* v = own != man.end() ? &*own : units != unit.attrs.end() ? &*units : nullptr;
        if (v && v->is_string()) {
            said << words::labelWords(ruleset, v->get<std::string>());
        }
    }
    for (auto it = man.begin(); it != man.end(); ++it) {
        const std::string& key = it.key();
        if (key == "name" || key == words.standing ||
            std::find(words.fromUnit.begin(), words.fromUnit.end(), key) != words.fromUnit.end()) {
            continue;
        }
        const json& v = it.value();
        auto usual = words.usual.find(key);
        if (usual != words.usual.end() && *usual == v) {
            continue;
        }
        if (v.is_boolean()) {
            auto change =
                std::find_if(words.changes.begin(), words.changes.end(),
                             [&](const NamedListWords::Change& c) { return c.field == key; });
            if (change != words.changes.end()) {
                changed << QString::fromStdString(v.get<bool>() ? change->on : change->off);
            } else if (v.get<bool>()) {
                changed << words::labelWords(ruleset, key);
            }
        } else if (v.is_string()) {
            said << words::labelWords(ruleset, v.get<std::string>());
        } else if (v.is_number() && v != json(0)) {
            said << QStringLiteral("%1 %2%3").arg(words::labelWords(ruleset, key),
                                                  v.get<double>() > 0 ? "+" : "",
                                                  QString::fromStdString(v.dump()));
        }
    }
    said << changed;
    if (!words.standing.empty()) {
        json where = words.field(man, words.standing);
        if (where.is_string()) {
            said << words::labelWords(ruleset, where.get<std::string>());
        }
    }
    QString name = QString::fromStdString(man["name"].get<std::string>());
    return said.isEmpty() ? name : name + QStringLiteral(" — ") + said.join(QStringLiteral(", "));
}

QString casualtyText(const Unit& u) {
    int total = u.totalLosses();
    if (total == 0) {
        return QStringLiteral("—");
    }
    QStringList turns;
    int lastTurn = 0;
    for (const auto& c : u.casualties) {
        if (c.turn != lastTurn) {
            turns << QStringLiteral("T%1: %2").arg(c.turn).arg(u.lossesInTurn(c.turn));
            lastTurn = c.turn;
        }
    }
    return QStringLiteral("%1 (%2)").arg(total).arg(turns.join(QStringLiteral(", ")));
}

QVariantList casualtiesByTurn(const Unit& u) {
    QVariantList turns;
    int lastTurn = 0;
    for (const auto& c : u.casualties) {
        if (c.turn != lastTurn) {
            turns << QPoint(c.turn, u.lossesInTurn(c.turn));
            lastTurn = c.turn;
        }
    }
    return turns;
}

QString casualtyTip(const Unit& u) {
    QStringList lines;
    for (const auto& c : u.casualties) {
        lines << QStringLiteral("Turn %1: -%2 %3")
                     .arg(c.turn)
                     .arg(c.count)
                     .arg(QString::fromStdString(c.cause));
    }
    return lines.join(QLatin1Char('\n'));
}

// An attribute as the referee reads it: a unit named, not its id ("cs-21va"); a word of the
// ruleset in its label ("rifled_musket" -> "rifled musket"); a list as its items in words.
QVariant attributeWords(const json& v, const GameState& state, const Ruleset& ruleset) {
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        const Unit* u = state.unit(s);
        return u ? QString::fromStdString(u->name) : words::labelWords(ruleset, s);
    }
    if (v.is_array()) {
        QStringList parts;
        for (const auto& x : v) {
            parts << (x.is_string() ? attributeWords(x, state, ruleset).toString()
                                    : QString::fromStdString(x.dump()));
        }
        return parts.join(QStringLiteral(", "));
    }
    if (v.is_object()) {
        QStringList parts;
        for (auto it = v.begin(); it != v.end(); ++it) {
            parts << QStringLiteral("%1: %2").arg(
                words::labelWords(ruleset, it.key()),
                it->is_string() ? attributeWords(*it, state, ruleset).toString()
                                : QString::fromStdString(it->dump()));
        }
        return parts.join(QStringLiteral(", "));
    }
    return jsonToVariant(v);
}

QVariant jsonToVariant(const json& v) {
    if (v.is_boolean()) {
        return v.get<bool>();
    }
    if (v.is_number_integer()) {
        return v.get<int>();
    }
    if (v.is_number()) {
        return v.get<double>();
    }
    if (v.is_string()) {
        return QString::fromStdString(v.get<std::string>());
    }
    if (v.is_null()) {
        return {};
    }
    return QString::fromStdString(v.dump());
}

QString namedListTip(const json& men, const NamedListWords& words) {
    QStringList lines;
    for (const auto& man : men) {
        QString line = QString::fromStdString(words.nameOf(man));
        for (const auto& [field, value] : man.items()) {
            if (field != words.namedBy && value.is_string()) {
                line += QStringLiteral(", ") + QString::fromStdString(value.get<std::string>());
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace adc::app
