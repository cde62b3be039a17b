#include "print/json_tables.hpp"

#include "print/html.hpp"

#include <QStringList>

#include <set>
#include <vector>

namespace adc::print {

namespace {

using json = nlohmann::ordered_json;

bool isScalar(const json& v) {
    return !v.is_object() && !v.is_array();
}

bool allScalars(const json& v) {
    for (const auto& item : v) {
        if (!isScalar(item)) {
            return false;
        }
    }
    return true;
}

// An object whose values are objects of scalars or lists of scalars: a row per key.
bool isRowTable(const json& v) {
    if (!v.is_object() || v.empty()) {
        return false;
    }
    for (const auto& [_, row] : v.items()) {
        if (!row.is_object()) {
            return false;
        }
        for (const auto& [__, cell] : row.items()) {
            if (!isScalar(cell) && !(cell.is_array() && allScalars(cell))) {
                return false;
            }
        }
    }
    return true;
}

// An object of lists of six scalars, or a list of six scalars itself: read by die face.
bool isDieTable(const json& v) {
    if (!v.is_object() || v.empty()) {
        return false;
    }
    for (const auto& [_, row] : v.items()) {
        if (!row.is_array() || row.size() != 6 || !allScalars(row)) {
            return false;
        }
    }
    return true;
}

// Columns in first-seen order, so "label" and "id" keep their place from the first row.
std::vector<std::string> columnsOf(const json& rows) {
    std::vector<std::string> cols;
    std::set<std::string> seen;
    for (const auto& row : rows) {
        if (!row.is_object()) {
            continue;
        }
        for (const auto& [k, _] : row.items()) {
            if (seen.insert(k).second) {
                cols.push_back(k);
            }
        }
    }
    return cols;
}

QString tableOpen() {
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">");
}

QString heading(const QString& title, int depth) {
    QString tag = depth == 0 ? QStringLiteral("h2") : QStringLiteral("h3");
    return QStringLiteral("<%1>%2</%1>").arg(tag, esc(title));
}

QString rowTable(const json& v, const QString& keyHeader) {
    json rows = json::array();
    for (const auto& [_, row] : v.items()) {
        rows.push_back(row);
    }
    auto cols = columnsOf(rows);
    QString h = tableOpen() + QStringLiteral("<tr><th>") + esc(keyHeader) + QStringLiteral("</th>");
    for (const auto& c : cols) {
        h += QStringLiteral("<th>") + esc(humanise(c)) + QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr>");
    for (const auto& [k, row] : v.items()) {
        h += QStringLiteral("<tr><td><b>") + esc(k) + QStringLiteral("</b></td>");
        for (const auto& c : cols) {
            auto it = row.find(c);
            h += QStringLiteral("<td>") + (it == row.end() ? QString() : esc(inlineText(*it))) +
                 QStringLiteral("</td>");
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString dieTable(const json& v) {
    QString h = tableOpen() + QStringLiteral("<tr><th>Die</th>");
    for (int face = 1; face <= 6; ++face) {
        h += QStringLiteral("<th align=\"center\">%1</th>").arg(face);
    }
    h += QStringLiteral("</tr>");
    for (const auto& [k, row] : v.items()) {
        h += QStringLiteral("<tr><td><b>") + esc(k) + QStringLiteral("</b></td>");
        for (const auto& cell : row) {
            h += QStringLiteral("<td align=\"center\">") + esc(inlineText(cell)) +
                 QStringLiteral("</td>");
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString listTable(const json& v) {
    auto cols = columnsOf(v);
    QString h = tableOpen() + QStringLiteral("<tr>");
    for (const auto& c : cols) {
        h += QStringLiteral("<th>") + esc(humanise(c)) + QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr>");
    for (const auto& row : v) {
        h += QStringLiteral("<tr>");
        for (const auto& c : cols) {
            auto it = row.find(c);
            h += QStringLiteral("<td>") + (it == row.end() ? QString() : esc(inlineText(*it))) +
                 QStringLiteral("</td>");
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

} // namespace

QString inlineText(const nlohmann::json& v) {
    return inlineText(json::parse(v.dump()));
}

QString inlineText(const json& v) {
    if (isScalar(v)) {
        return scalarText(nlohmann::json::parse(v.dump()));
    }
    QStringList parts;
    if (v.is_array()) {
        for (const auto& item : v) {
            parts << (item.is_object()
                          ? QStringLiteral("(") + inlineText(item) + QStringLiteral(")")
                          : inlineText(item));
        }
        return parts.join(QStringLiteral(", "));
    }
    for (const auto& [k, item] : v.items()) {
        parts << humanise(k) + QStringLiteral(": ") + inlineText(item);
    }
    return parts.join(QStringLiteral("; "));
}

QString jsonSection(const QString& title, const json& v, int depth) {
    QString h = heading(title, depth);
    if (isScalar(v) || (v.is_array() && allScalars(v))) {
        return QStringLiteral("<p><b>") + esc(title) + QStringLiteral(":</b> ") +
               esc(inlineText(v)) + QStringLiteral("</p>");
    }
    if (v.is_array()) {
        bool objects = true;
        for (const auto& item : v) {
            objects = objects && item.is_object();
        }
        return h + (objects ? listTable(v)
                            : QStringLiteral("<p>") + esc(inlineText(v)) + QStringLiteral("</p>"));
    }
    if (allScalars(v)) {
        QString t = tableOpen();
        for (const auto& [k, item] : v.items()) {
            t += QStringLiteral("<tr><td><b>") + esc(humanise(k)) +
                 QStringLiteral("</b></td><td>") + esc(inlineText(item)) +
                 QStringLiteral("</td></tr>");
        }
        return h + t + QStringLiteral("</table>");
    }
    if (isDieTable(v)) {
        return h + dieTable(v);
    }
    if (isRowTable(v)) {
        return h + rowTable(v, title.section(QStringLiteral(" › "), -1));
    }
    // Mixed: the plain values together first, then each nested part under its own heading.
    QString scalars;
    QString nested;
    for (const auto& [k, item] : v.items()) {
        if (isScalar(item) || (item.is_array() && allScalars(item))) {
            scalars += QStringLiteral("<tr><td><b>") + esc(humanise(k)) +
                       QStringLiteral("</b></td><td>") + esc(inlineText(item)) +
                       QStringLiteral("</td></tr>");
        } else {
            nested += jsonSection(title + QStringLiteral(" › ") + humanise(k), item, depth + 1);
        }
    }
    if (!scalars.isEmpty()) {
        h += tableOpen() + scalars + QStringLiteral("</table>");
    }
    return h + nested;
}

} // namespace adc::print
