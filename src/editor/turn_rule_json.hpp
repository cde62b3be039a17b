#pragma once
// A rule by turn's JSON as the editor's fields read and write it (turn_rules_panel.hpp): its
// kind, its lists of ids, a number kept as typed, whom its pick names. Never makes a key by
// looking (json's operator[] would), so an entry keeps exactly what the file had.
#include "adc/json_reader.hpp"
#include "editor/choice_box.hpp"

#include <QString>
#include <QStringList>

namespace adc::editor::turn_rule {

inline QString ruleKindOf(const json& rule) {
    for (const char* key : {"default", "limit", "refuse", "owe"}) {
        if (rule.is_object() && rule.contains(key)) {
            return QString::fromLatin1(key);
        }
    }
    return {};
}

inline QStringList stringsOf(const json& list) {
    QStringList out;
    for (const auto& v : list.is_array() ? list : json::array()) {
        out << QString::fromStdString(v.is_string() ? v.get<std::string>() : v.dump());
    }
    return out;
}

inline json idList(const QStringList& values) {
    json out = json::array();
    for (const QString& v : values) {
        out.push_back(v.toStdString());
    }
    return out;
}

// A number as typed, or the text itself when it is not one (the core then says so).
inline json typedNumber(const QString& text) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok) {
        return text.toStdString();
    }
    if (v == static_cast<double>(static_cast<long long>(v)) && !text.contains(QLatin1Char('.'))) {
        return static_cast<long long>(v);
    }
    return v;
}

inline QString typedText(const json& v) {
    return v.is_null()     ? QString()
           : v.is_string() ? QString::fromStdString(v.get<std::string>())
                           : QString::fromStdString(v.dump());
}

// Whom a pick names, as the whom drop-down's data: "", "side:x", "command:x" or "units".
inline QString whomOf(const json& rule) {
    const json pick = rule.is_object() ? rule.value("units", json()) : json();
    if (!pick.is_object()) {
        return {};
    }
    for (const char* key : {"side", "command"}) {
        if (pick.contains(key) && pick[key].is_string()) {
            return QString::fromLatin1(key) + QLatin1Char(':') +
                   QString::fromStdString(pick[key].get<std::string>());
        }
    }
    return QStringLiteral("units");
}

// The object a rule holds under `key` ("limit"), or null: never made by looking.
inline json* partOf(json& rule, const std::string& key) {
    auto it = rule.find(key);
    return it != rule.end() && it->is_object() ? &*it : nullptr;
}

inline QString wordsFor(const ChoiceList& choices, const QString& value) {
    for (const auto& [v, words] : choices) {
        if (v == value) {
            return words.isEmpty() ? v : words;
        }
    }
    return value;
}

} // namespace adc::editor::turn_rule
