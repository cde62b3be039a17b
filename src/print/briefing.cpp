#include "print/briefing.hpp"

#include "print/html.hpp"

namespace adc::print {

namespace {

QString bulleted(const QString& title, const std::vector<std::string>& lines) {
    if (lines.empty()) {
        return {};
    }
    QString h = QStringLiteral("<p class=\"title\">") + esc(title) + QStringLiteral("</p><ul>");
    for (const auto& l : lines) {
        h += QStringLiteral("<li>") + esc(l) + QStringLiteral("</li>");
    }
    return h + QStringLiteral("</ul>");
}

} // namespace

QString briefingHtml(const Scenario& s) {
    if (s.description.empty() && s.specialRules.empty() && s.victory.empty()) {
        return {};
    }
    QString h =
        QStringLiteral("<p class=\"heading\">") + esc(s.name) + QStringLiteral(" — briefing</p>");
    if (!s.description.empty()) {
        h += QStringLiteral("<p>") + esc(s.description) + QStringLiteral("</p>");
    }
    return h + bulleted(QStringLiteral("Special rules"), s.specialRules) +
           bulleted(QStringLiteral("Victory"), s.victory);
}

} // namespace adc::print
