#include "print/html.hpp"

#include "adc/ruleset.hpp"

namespace adc::print {

QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString humanise(const std::string& key) {
    QString s = QString::fromStdString(idWords(key));
    if (!s.isEmpty()) {
        s[0] = s[0].toUpper();
    }
    return s;
}

QString scalarText(const nlohmann::json& v) {
    if (v.is_string()) {
        return QString::fromStdString(v.get<std::string>());
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    }
    if (v.is_number_float()) {
        return QString::number(v.get<double>(), 'g', 6);
    }
    if (v.is_null()) {
        return QStringLiteral("—");
    }
    return QString::fromStdString(v.dump());
}

QString htmlDocument(const QString& title, const QString& body, Orientation orientation) {
    // Grey only for header shading: everything must read when printed in black and white.
    // Nothing below 7 pt.
    static const char* const kStyle =
        "body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 8pt; color: black; }"
        "h1 { font-size: 11pt; margin: 0 0 2pt 0; }"
        "h2 { font-size: 9pt; margin: 5pt 0 2pt 0; }"
        "h3 { font-size: 8pt; margin: 4pt 0 1pt 0; }"
        "table { border-collapse: collapse; margin: 1pt 0 3pt 0; }"
        "th { background-color: #d9d9d9; font-weight: bold; text-align: left; }"
        "th.turn { text-align: center; }"
        "td.command { background-color: #eeeeee; font-weight: bold; }"
        ".small { font-size: 7pt; }"
        "p.heading { font-size: 10pt; font-weight: bold; margin: 5pt 0 2pt 0; "
        "border-bottom: 1px solid black; }"
        "p.title { font-weight: bold; margin: 3pt 0 1pt 0; }"
        "p.sheet { font-size: 13pt; font-weight: bold; margin: 0 0 1pt 0; }"
        ".page { page-break-before: always; }"
        "p { margin: 1pt 0 1pt 0; }";
    QString style = QString::fromLatin1(kStyle);
    if (orientation == Orientation::Landscape) {
        style += QStringLiteral("@page { size: landscape; margin: 12mm; }");
    }
    return QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>") +
           esc(title) + QStringLiteral("</title><style>") + style +
           QStringLiteral("</style></head><body>") + body + QStringLiteral("</body></html>\n");
}

} // namespace adc::print
