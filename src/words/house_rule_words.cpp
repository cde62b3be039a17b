#include "house_rule_words.hpp"

#include "effect_words.hpp"

#include "adc/rule_reference.hpp"

#include <QRegularExpression>

#include <algorithm>

namespace adc::words {

QString choiceWords(const Ruleset& ruleset, const std::string& choice) {
    // A choice in a menu starts with a capital, as the labels do ("each" reads "Each").
    QString words = labelWords(ruleset, choice);
    if (!words.isEmpty()) {
        words[0] = words[0].toUpper();
    }
    return words;
}

namespace {

// Replaces each match of `pattern` in text by what `words` makes of it.
template <class F>
QString replaceEach(const QString& text, const QRegularExpression& pattern, F words) {
    QString out;
    qsizetype at = 0;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += text.mid(at, m.capturedStart() - at) + words(m.captured());
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}

} // namespace

QString houseRuleHelpWords(const Ruleset& ruleset, const HouseRule& rule) {
    // "/morale/fixed_leader_bonus", "melee/summed_dice": a value of the file, by its labels.
    static const QRegularExpression pointer(
        QStringLiteral("/?[a-z][a-z0-9_]*(/[a-z0-9_]+)+(?![a-z0-9_/])"));
    // "each_soldier", "point_blank_bonus": an id of the file.
    static const QRegularExpression id(QStringLiteral("\\b[a-z][a-z0-9]*(_[a-z0-9]+)+\\b"));
    QString text = replaceEach(QString::fromStdString(rule.help), pointer, [&](const QString& p) {
        const std::string at =
            (p.startsWith(QLatin1Char('/')) ? p : QLatin1Char('/') + p).toStdString();
        return ruleReferenceProblem(ruleset.data(), at).empty()
                   ? QString::fromStdString(ruleReferenceWords(ruleset, at))
                   : p; // "smoke/dark": words, not a pointer
    });
    return replaceEach(text, id, [&](const QString& word) {
        const std::string w = word.toStdString();
        const bool own =
            std::find(rule.choices.begin(), rule.choices.end(), w) != rule.choices.end();
        return own ? QStringLiteral("\u201c%1\u201d").arg(choiceWords(ruleset, w))
                   : labelWords(ruleset, w);
    });
}

} // namespace adc::words
