#include "odds_words.hpp"

#include "adc/ruleset.hpp"

#include <QStringList>

#include <algorithm>

namespace adc::words {

namespace {

// More bars than this do not fit side by side in the resolve panel at a readable size.
constexpr std::size_t maxBars = 40;

bool isNumber(const json& v) {
    return v.is_number() && !v.is_boolean();
}

QString number(double v) {
    return QString::number(v, 'g', 6);
}

} // namespace

std::vector<const KeyOdds*> chartableKeys(const Odds& odds) {
    std::vector<const KeyOdds*> out;
    for (const auto& k : odds.keys) {
        bool scalar = std::all_of(k.values.begin(), k.values.end(),
                                  [](const ValueOdds& v) { return v.value.is_primitive(); });
        if (scalar && !k.values.empty() && k.values.size() <= maxBars) {
            out.push_back(&k);
        }
    }
    return out;
}

std::string tellingKey(const std::vector<const KeyOdds*>& keys,
                       const std::vector<std::string>& headline) {
    for (const auto& name : headline) {
        for (const auto* k : keys) {
            if (k->key == name) {
                return k->key;
            }
        }
    }
    for (const auto* k : keys) {
        if (k->numeric) {
            return k->key;
        }
    }
    return keys.empty() ? std::string() : keys.front()->key;
}

QString keyWords(const std::string& key) {
    return QString::fromStdString(idWords(key));
}

QString valueWords(const std::string& key, const json& value) {
    QString words = keyWords(key);
    if (isNumber(value)) {
        double n = value.get<double>();
        if (n == 1) {
            // "1 hit", "1 casualty", "1 stand removed": the first word is the counted noun.
            QStringList parts = words.split(QLatin1Char(' '));
            QString& noun = parts.front();
            if (noun.endsWith(QLatin1String("ies"))) {
                noun.chop(3);
                noun += QLatin1Char('y');
            } else if (noun.endsWith(QLatin1Char('s')) && !noun.endsWith(QLatin1String("ss"))) {
                noun.chop(1);
            }
            words = parts.join(QLatin1Char(' '));
        }
        return number(n) + QLatin1Char(' ') + words;
    }
    if (value.is_boolean()) {
        return value.get<bool>() ? words : QStringLiteral("not ") + words;
    }
    if (value.is_string()) {
        return words + QStringLiteral(": ") + QString::fromStdString(value.get<std::string>());
    }
    if (value.is_null()) {
        return words + QStringLiteral(": none");
    }
    return words + QStringLiteral(": ") + QString::fromStdString(value.dump());
}

QString percent(double p) {
    if (p <= 0) {
        return QStringLiteral("0%");
    }
    if (p >= 1) {
        return QStringLiteral("100%");
    }
    double pc = p * 100;
    if (pc >= 99.95) {
        return QStringLiteral(">99.9%");
    }
    if (pc >= 0.1) {
        return QString::number(pc, 'f', 1) + QLatin1Char('%');
    }
    if (pc >= 0.0001) {
        return QString::number(pc, 'g', 2) + QLatin1Char('%');
    }
    return QStringLiteral("<0.0001%");
}

namespace {

// "3 hits: 12.3%"; "winner: attacker — 50.0%" where the words already hold a colon.
QString withChance(const QString& words, double probability) {
    return words +
           (words.contains(QLatin1Char(':')) ? QStringLiteral(" — ") : QStringLiteral(": ")) +
           percent(probability);
}

// "at least 3: 20.1%" for a number strictly inside the key's range (at the ends it says
// nothing the bar does not).
QString atLeastWords(const KeyOdds& key, const json& value) {
    if (!key.numeric || !isNumber(value) || key.values.size() < 2) {
        return {};
    }
    double v = value.get<double>();
    if (v <= key.values.front().value.get<double>() || v >= key.values.back().value.get<double>()) {
        return {};
    }
    return QStringLiteral("at least %1: %2").arg(number(v), percent(key.atLeast(v)));
}

} // namespace

QString chanceWords(const KeyOdds& key, const json& value) {
    auto it = std::find_if(key.values.begin(), key.values.end(),
                           [&](const ValueOdds& v) { return v.value == value; });
    if (it == key.values.end()) {
        return {};
    }
    QString text = withChance(valueWords(key.key, value), it->probability);
    if (QString more = atLeastWords(key, value); !more.isEmpty()) {
        text += QStringLiteral(" — ") + more;
    }
    return text;
}

QString barToolTip(const KeyOdds& key, const ValueOdds& value) {
    QString text = withChance(valueWords(key.key, value.value), value.probability) +
                   QStringLiteral(" (exactly ") + QString::fromStdString(value.fraction) +
                   QLatin1Char(')');
    if (QString more = atLeastWords(key, value.value); !more.isEmpty()) {
        text += QLatin1Char('\n') + more;
    }
    return text;
}

} // namespace adc::words
