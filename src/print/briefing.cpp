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

QString withBriefing(const std::vector<QString>& pages, const QString& briefing,
                     const QString& readerNote, const std::function<int(const QString&)>& sheets) {
    std::size_t at = 0;  // the page the briefing shares
    bool atFoot = false; // under that page's units rather than above them
    bool ownPage = false;
    if (!briefing.isEmpty() && !pages.empty() &&
        sheets(briefing + pages.front()) > sheets(pages.front())) {
        ownPage = true;
        for (std::size_t i = 0; i < pages.size() && ownPage; ++i) {
            if (sheets(pages[i] + briefing) == sheets(pages[i])) {
                at = i;
                atFoot = true;
                ownPage = false;
            }
        }
    }
    QString body;
    if (ownPage) {
        body = QStringLiteral("<div>") + readerNote + briefing + QStringLiteral("</div>");
    }
    for (std::size_t i = 0; i < pages.size(); ++i) {
        const bool shares = !ownPage && i == at;
        body += i == 0 && !ownPage ? QStringLiteral("<div>") + readerNote
                                   : QStringLiteral("<div class=\"page\">");
        body += shares && !atFoot ? briefing + pages[i] : pages[i];
        body += shares && atFoot ? briefing : QString();
        body += QStringLiteral("</div>");
    }
    return body;
}

} // namespace adc::print
