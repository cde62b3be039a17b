#include "print/quick_reference.hpp"

#include "adc/atomic_file.hpp"
#include "print/html.hpp"
#include "print/json_tables.hpp"

#include <QStringList>

#include <algorithm>

namespace adc::print {

namespace {

const QString kTable = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">");

QString td(const QString& text) {
    return QStringLiteral("<td>") + text + QStringLiteral("</td>");
}

QString join(const std::vector<std::string>& words) {
    QStringList out;
    for (const auto& w : words) {
        out << esc(w);
    }
    return out.join(QStringLiteral(", "));
}

QString sequenceSection(const Ruleset& r) {
    QString h = QStringLiteral("<h2>Sequence of play</h2>") + kTable +
                QStringLiteral("<tr><th>#</th><th>Phase</th><th>What happens</th></tr>");
    int n = 1;
    for (const auto& p : r.sequence()) {
        h += QStringLiteral("<tr>") + td(QString::number(n++)) +
             td(QStringLiteral("<b>") + esc(p.name) + QStringLiteral("</b>")) +
             td(esc(p.description)) + QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString paramText(const ParamSpec& p) {
    QString t = esc(p.label.empty() ? p.name : p.label);
    switch (p.type) {
    case ParamType::Choice:
        t += QStringLiteral(" (") + join(p.choices) + QStringLiteral(")");
        break;
    case ParamType::Integer:
        t += QStringLiteral(" (%1–%2)").arg(p.min).arg(p.max);
        break;
    case ParamType::Distance:
        t += QStringLiteral(" (inches)");
        break;
    case ParamType::Flag:
        t += QStringLiteral(" (yes/no)");
        break;
    default:
        break;
    }
    if (!p.required && !p.defaultValue.is_null() && p.type != ParamType::Flag) {
        t += QStringLiteral(" [") + esc(scalarText(p.defaultValue)) + QStringLiteral("]");
    }
    return t;
}

QString actionsSection(const Ruleset& r) {
    if (r.actions().empty()) {
        return {};
    }
    QString h = QStringLiteral("<h2>Actions</h2>") + kTable +
                QStringLiteral("<tr><th>Action</th><th>Phase</th><th>What to give</th>"
                               "<th>Notes</th></tr>");
    for (const auto& a : r.actions()) {
        QStringList params;
        for (const auto& p : a.params) {
            params << paramText(p);
        }
        QString phase = QString::fromStdString(a.phase);
        for (const auto& p : r.sequence()) {
            if (p.id == a.phase) {
                phase = QString::fromStdString(p.name);
            }
        }
        h += QStringLiteral("<tr>") +
             td(QStringLiteral("<b>") + esc(a.name) + QStringLiteral("</b>")) +
             td(phase.isEmpty() ? QStringLiteral("any") : esc(phase)) +
             td(params.join(QStringLiteral("; "))) + td(esc(a.description)) +
             QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString schemaSection(const Ruleset& r) {
    const UnitSchema& s = r.unitSchema();
    QString h = QStringLiteral("<h2>Units</h2><p><b>Strength in:</b> ") + esc(s.strengthUnit) +
                QStringLiteral(" &nbsp; <b>Kinds:</b> ") + join(s.kinds) +
                QStringLiteral(" &nbsp; <b>Qualities:</b> ") + join(s.qualities);
    if (!s.leaderRanks.empty()) {
        h += QStringLiteral(" &nbsp; <b>Leader ranks:</b> ") + join(s.leaderRanks);
    }
    h += QStringLiteral(" &nbsp; <b>Statuses:</b> ") + join(s.statuses) + QStringLiteral("</p>");
    if (s.attributes.empty()) {
        return h;
    }
    h += kTable + QStringLiteral("<tr><th>Attribute</th><th>Values</th><th>Default</th>"
                                 "<th>Help</th></tr>");
    for (const auto& a : s.attributes) {
        QString values =
            a.type == AttrType::Choice ? join(a.choices) : QString::fromStdString(toString(a.type));
        if (a.min != INT_MIN || a.max != INT_MAX) {
            values += QStringLiteral(" (%1–%2)")
                          .arg(a.min != INT_MIN ? QString::number(a.min) : QString())
                          .arg(a.max != INT_MAX ? QString::number(a.max) : QString());
        }
        h +=
            QStringLiteral("<tr>") +
            td(QStringLiteral("<b>") + esc(a.label) + QStringLiteral("</b>")) + td(values) +
            td(a.required ? QStringLiteral("required") : esc(inlineText(a.defaultValue))) +
            td(QStringLiteral("<span class=\"small\">") + esc(a.help) + QStringLiteral("</span>")) +
            QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString houseRulesSection(const Ruleset& r, const std::map<std::string, std::string>& options) {
    if (r.houseRules().empty()) {
        return {};
    }
    QString h =
        QStringLiteral("<h2>House rules (readings of open points; the one in force "
                       "is marked ■)</h2>") +
        kTable +
        QStringLiteral("<tr><th>Rule</th><th>Ruling</th><th>Readings</th><th>Help</th></tr>");
    for (const auto& hr : r.houseRules()) {
        auto it = options.find(hr.id);
        const std::string chosen = it != options.end() ? it->second : hr.defaultChoice;
        QStringList readings;
        for (const auto& c : hr.choices) {
            readings << (c == chosen ? QStringLiteral("■ <b>") + esc(c) + QStringLiteral("</b>")
                                     : QStringLiteral("□ ") + esc(c));
        }
        h += QStringLiteral("<tr>") +
             td(QStringLiteral("<b>") + esc(hr.label) + QStringLiteral("</b>")) +
             td(esc(hr.ruling)) + td(readings.join(QStringLiteral("<br>"))) +
             td(QStringLiteral("<span class=\"small\">") + esc(hr.help) +
                QStringLiteral("</span>")) +
             QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

// The ruleset's data with the file's key order when the file still holds exactly what the
// engine loaded; otherwise the same data in alphabetical order.
nlohmann::ordered_json orderedData(const Ruleset& r) {
    try {
        auto text = readFile(r.file());
        auto ordered = nlohmann::ordered_json::parse(text);
        if (nlohmann::json::parse(text) == r.data()) {
            return ordered;
        }
    } catch (const std::exception&) {
        // Not on disk any more (or never was): the loaded data is what counts.
    }
    return nlohmann::ordered_json::parse(r.data().dump());
}

} // namespace

QString quickReferenceHtml(const Ruleset& r, const std::map<std::string, std::string>& options) {
    const nlohmann::json& data = r.data();
    QString body = QStringLiteral("<h1>") + esc(r.name()) +
                   QStringLiteral(" — quick reference</h1><p class=\"small\">Version ") +
                   esc(r.version()) + QStringLiteral(" · generated from ") + esc(r.file());
    if (auto src = data.find("source"); src != data.end() && src->is_string()) {
        body += QStringLiteral(" · ") + esc(src->get<std::string>());
    }
    body += QStringLiteral("</p>");
    body += sequenceSection(r) + actionsSection(r);
    // Every table of the module's own, in the file's key order.
    const auto& common = commonRulesetKeys();
    const nlohmann::ordered_json ordered = orderedData(r);
    for (const auto& [key, value] : ordered.items()) {
        if (std::find(common.begin(), common.end(), key) != common.end()) {
            continue;
        }
        body += jsonSection(humanise(key), value, 0);
    }
    body += schemaSection(r) + houseRulesSection(r, options);
    if (auto notes = data.find("notes"); notes != data.end()) {
        body += QStringLiteral("<h2>Notes</h2><p class=\"small\">") + esc(inlineText(*notes)) +
                QStringLiteral("</p>");
    }
    return htmlDocument(QString::fromStdString(r.name()) + QStringLiteral(" — quick reference"),
                        body);
}

} // namespace adc::print
