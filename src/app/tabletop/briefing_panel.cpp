#include "tabletop/briefing_panel.hpp"

#include "document/game_document.hpp"

namespace adc::app {

namespace {

QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString bulleted(const QString& title, const QStringList& lines) {
    if (lines.isEmpty()) {
        return {};
    }
    QString h = QStringLiteral("<h3>%1</h3><ul>").arg(title.toHtmlEscaped());
    for (const auto& l : lines) {
        h += QStringLiteral("<li>") + l + QStringLiteral("</li>");
    }
    return h + QStringLiteral("</ul>");
}

QStringList escaped(const std::vector<std::string>& lines) {
    QStringList out;
    for (const auto& l : lines) {
        out << esc(l);
    }
    return out;
}

// Terrain pieces are free-form objects; the referee needs their names and notes.
QStringList terrainLines(const json& terrain) {
    QStringList out;
    if (!terrain.is_array()) {
        return out;
    }
    for (const auto& t : terrain) {
        if (!t.is_object() || !t.contains("name") || !t["name"].is_string()) {
            continue;
        }
        QString line = QStringLiteral("<b>%1</b>").arg(esc(t["name"].get<std::string>()));
        if (t.contains("notes") && t["notes"].is_string()) {
            line += QStringLiteral(": ") + esc(t["notes"].get<std::string>());
        }
        out << line;
    }
    return out;
}

} // namespace

QString briefingHtml(const Scenario& s) {
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(s.name));
    if (!s.date.empty()) {
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(s.date));
    }
    QString body;
    if (!s.description.empty()) {
        body += QStringLiteral("<p>%1</p>").arg(esc(s.description));
    }
    body += bulleted(QObject::tr("Special rules"), escaped(s.specialRules));
    body += bulleted(QObject::tr("Victory conditions"), escaped(s.victory));
    body += bulleted(QObject::tr("Terrain"), terrainLines(s.terrain));
    if (body.isEmpty()) {
        body = QObject::tr("<p>This scenario has no briefing.</p>");
    }
    return h + body;
}

BriefingPanel::BriefingPanel(GameDocument& document, QWidget* parent)
    : QTextBrowser(parent), document_(document) {
    setObjectName(QStringLiteral("briefing"));
    setOpenLinks(false);
    connect(&document_, &GameDocument::gameReplaced, this, [this] {
        stale_ = true;
        if (isVisible()) {
            refill();
        }
    });
}

void BriefingPanel::bringUpToDate() {
    if (stale_) {
        refill();
    }
}

void BriefingPanel::refill() {
    stale_ = false;
    if (!document_.hasGame()) {
        setHtml(tr("<p>No game is open.</p>"));
        return;
    }
    setHtml(briefingHtml(document_.game().scenario()));
}

} // namespace adc::app
