#include "print/sheet_layout.hpp"

#include "adc/ruleset.hpp"

#include "print/html.hpp"
#include "print/sheet_values.hpp"

#include <QStringList>

#include <map>
#include <set>
#include <vector>

namespace adc::print {

namespace {

using Ordered = nlohmann::ordered_json;

const QString kTable = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">");

struct Grid {
    std::vector<std::string> rows, columns;
    std::vector<std::vector<const Ordered*>> cells; // [row][column], null where none
};

// Rows from an object of rows or a list of row objects; a row's cells are an object (by column
// key) or a list (by die face, numbered from faces_from).
Grid gridOf(const Ordered& entry, const Ordered& src, const std::string& where) {
    Grid g;
    std::vector<std::pair<std::string, const Ordered*>> rows;
    const bool only = entry.contains("only");
    if (src.is_object()) {
        for (const auto& [k, v] : src.items()) {
            if (only && !layout::listed(entry, "only", k)) {
                continue;
            }
            // "cells" picks each row's table out of a richer row: a weapon's "ranges".
            const std::string cellsKey = layout::text(entry, "cells");
            if (!cellsKey.empty() && !(v.is_object() && v.contains(cellsKey))) {
                layout::fail(where, "row \"" + k + "\" has no \"" + cellsKey + "\"");
            }
            rows.emplace_back(k, cellsKey.empty() ? &v : &v.at(cellsKey));
        }
    } else if (src.is_array()) {
        const std::string cellsKey = layout::text(entry, "cells");
        for (const auto& item : src) {
            if (!item.is_object() || cellsKey.empty() || !item.contains(cellsKey)) {
                layout::fail(where, "a grid over a list needs \"cells\" naming each row's table");
            }
            rows.emplace_back(item.value("id", std::string()), &item.at(cellsKey));
        }
    } else {
        layout::fail(where, "a grid needs a table of rows");
    }
    const int facesFrom = entry.value("faces_from", 1);
    std::set<std::string> seen;
    std::vector<std::map<std::string, const Ordered*>> byRow;
    for (const auto& [key, row] : rows) {
        std::map<std::string, const Ordered*> cells;
        auto add = [&](const std::string& c, const Ordered& v) {
            cells[c] = &v;
            if (seen.insert(c).second) {
                g.columns.push_back(c);
            }
        };
        if (row->is_object()) {
            for (const auto& [c, v] : row->items()) {
                add(c, v);
            }
        } else if (row->is_array()) {
            for (std::size_t i = 0; i < row->size(); ++i) {
                add(std::to_string(static_cast<int>(i) + facesFrom), (*row)[i]);
            }
        } else {
            add("value", *row); // a table of one number per row, such as morale levels
        }
        g.rows.push_back(key);
        byRow.push_back(std::move(cells));
    }
    for (const auto& cells : byRow) {
        std::vector<const Ordered*> line;
        for (const auto& c : g.columns) {
            auto it = cells.find(c);
            line.push_back(it == cells.end() ? nullptr : it->second);
        }
        g.cells.push_back(std::move(line));
    }
    if (entry.value("transpose", false)) {
        Grid t;
        t.rows = g.columns;
        t.columns = g.rows;
        t.cells.assign(t.rows.size(), std::vector<const Ordered*>(t.columns.size(), nullptr));
        for (std::size_t r = 0; r < g.rows.size(); ++r) {
            for (std::size_t c = 0; c < g.columns.size(); ++c) {
                t.cells[c][r] = g.cells[r][c];
            }
        }
        return t;
    }
    return g;
}

// A cell: "1-3" when the table gives the highest face that hits (hits_from: the lowest face).
QString cellText(const Ordered* v, const Ordered& entry) {
    if (!v) {
        return QStringLiteral("—");
    }
    // What a 0 means where the ruleset says so: "all" front-rank stands.
    if (auto zero = entry.find("zero"); zero != entry.end() && v->is_number() && *v == 0) {
        return QString::fromStdString(zero->get<std::string>());
    }
    if (auto from = entry.find("hits_from"); from != entry.end() && v->is_number_integer()) {
        const int low = from->get<int>();
        const int high = v->get<int>();
        return high < low    ? QStringLiteral("—")
               : high == low ? QString::number(high)
                             : QStringLiteral("%1-%2").arg(low).arg(high);
    }
    return layout::valueWords(*v);
}

QString gridBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    const Ordered& src = layout::at(data, layout::text(entry, "grid"), where + "/grid");
    Grid g = gridOf(entry, src, where);
    const Ordered* down = layout::source(entry, "down", data, where);
    const Ordered* across = layout::source(entry, "across", data, where);
    if (!down && src.is_array()) {
        down = &src;
    }
    QString h = kTable + QStringLiteral("<tr><th>") + esc(layout::text(entry, "corner")) +
                QStringLiteral("</th>");
    for (const auto& c : g.columns) {
        h += QStringLiteral("<th align=\"center\">") + esc(layout::labelOf(c, entry, across)) +
             QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        h += QStringLiteral("<tr><td><b>") + esc(layout::labelOf(g.rows[r], entry, down)) +
             QStringLiteral("</b></td>");
        for (const Ordered* cell : g.cells[r]) {
            h += QStringLiteral("<td align=\"center\">") + esc(cellText(cell, entry)) +
                 QStringLiteral("</td>");
        }
        h += QStringLiteral("</tr>");
    }
    return layout::titled(entry, h + QStringLiteral("</table>"), data, where);
}

// "+2 Target close order"; a group of readings as the rule texts write them:
// "-1/-2/-3 Cover (quarter, half, three quarters)". Zeros in a group say nothing and are left out.
QStringList modifierLines(const Ordered& table, const Ordered& entry) {
    QStringList out;
    const bool only = entry.contains("only");
    for (const auto& [k, v] : table.items()) {
        if ((only && !layout::listed(entry, "only", k)) || layout::listed(entry, "except", k)) {
            continue;
        }
        const QString label = layout::labelOf(k, entry, nullptr);
        if (v.is_number()) {
            out << QStringLiteral("<b>%1</b> %2")
                       .arg(esc(layout::number(v.get<double>(), true)), esc(label));
        } else if (v.is_object()) {
            QStringList values, names;
            for (const auto& [rk, rv] : v.items()) {
                if (rv.is_number() && rv.get<double>() != 0) {
                    values << layout::number(rv.get<double>(), true);
                    names << words(rk);
                }
            }
            if (!values.isEmpty()) {
                out << QStringLiteral("<b>%1</b> %2 (%3)")
                           .arg(esc(values.join(QLatin1Char('/'))), esc(label),
                                esc(names.join(QStringLiteral(", "))));
            }
        }
    }
    return out;
}

QString modifiersBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    const Ordered& m = entry.at("modifiers");
    QStringList lines;
    if (m.is_array()) {
        for (std::size_t i = 0; i < m.size(); ++i) {
            lines << modifierLines(layout::at(data, m[i].get<std::string>(),
                                              where + "/modifiers/" + std::to_string(i)),
                                   entry);
        }
    } else {
        lines << modifierLines(layout::at(data, m.get<std::string>(), where + "/modifiers"), entry);
    }
    return layout::titled(
        entry, QStringLiteral("<p>") + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>"),
        data, where);
}

QString linesBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    QStringList lines;
    const Ordered& l = entry.at("lines");
    for (std::size_t i = 0; i < l.size(); ++i) {
        lines << esc(
            fillTemplate(l[i].get<std::string>(), data, where + "/lines/" + std::to_string(i)));
    }
    return layout::titled(
        entry, QStringLiteral("<p>") + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>"),
        data, where);
}

QString listBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    const Ordered& rows = layout::at(data, layout::text(entry, "list"), where + "/list");
    const Ordered& columns = entry.at("columns");
    if (!rows.is_array() && !rows.is_object()) {
        layout::fail(where + "/list", "a list needs a table of rows");
    }
    QString h = kTable + QStringLiteral("<tr>");
    for (const auto& c : columns) {
        h += QStringLiteral("<th>") + esc(c.at(0).get<std::string>()) + QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr>");
    for (const auto& row : rows) {
        h += QStringLiteral("<tr>");
        bool first = true;
        for (const auto& c : columns) {
            auto it = row.find(c.at(1).get<std::string>());
            QString cell = it == row.end() ? QString() : esc(layout::valueWords(*it));
            h += QStringLiteral("<td>") +
                 (first ? QStringLiteral("<b>") + cell + QStringLiteral("</b>") : cell) +
                 QStringLiteral("</td>");
            first = false;
        }
        h += QStringLiteral("</tr>");
    }
    return layout::titled(entry, h + QStringLiteral("</table>"), data, where);
}

} // namespace

QString words(const std::string& key) {
    return QString::fromStdString(idWords(key));
}

QString fillTemplate(const std::string& t, const Ordered& data, const std::string& where) {
    QString out;
    std::size_t pos = 0;
    while (pos < t.size()) {
        std::size_t open = t.find('{', pos);
        if (open == std::string::npos) {
            out += QString::fromStdString(t.substr(pos));
            break;
        }
        std::size_t close = t.find('}', open);
        if (close == std::string::npos) {
            layout::fail(where, "a \"{\" without its \"}\"");
        }
        out += QString::fromStdString(t.substr(pos, open - pos));
        std::string pointer = t.substr(open + 1, close - open - 1);
        const bool sign = !pointer.empty() && pointer[0] == '+';
        if (sign) {
            pointer.erase(0, 1);
        }
        out += layout::valueWords(layout::at(data, pointer, where), sign);
        pos = close + 1;
    }
    return out;
}

QString sheetBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    if (!entry.is_object()) {
        layout::fail(where, "each entry is an object");
    }
    try {
        if (entry.contains("heading")) {
            // Not <h2>: QTextDocument gives headings its own large sizes whatever the style.
            return QStringLiteral("<p class=\"heading\">") +
                   esc(fillTemplate(layout::text(entry, "heading"), data, where + "/heading")) +
                   QStringLiteral("</p>");
        }
        if (entry.contains("grid")) {
            return gridBlock(entry, data, where);
        }
        if (entry.contains("modifiers")) {
            return modifiersBlock(entry, data, where);
        }
        if (entry.contains("lines")) {
            return linesBlock(entry, data, where);
        }
        if (entry.contains("list")) {
            return listBlock(entry, data, where);
        }
    } catch (const nlohmann::json::exception& e) {
        layout::fail(where, std::string("not a layout printing can read (") + e.what() + ")");
    }
    layout::fail(where, "give one of heading, grid, modifiers, lines or list");
}

} // namespace adc::print
