#include "print/sheet_layout.hpp"

#include "adc/ruleset.hpp"

#include "print/html.hpp"

#include <QStringList>

#include <map>
#include <set>
#include <vector>

namespace adc::print {

namespace {

using Ordered = nlohmann::ordered_json;

const QString kTable = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">");

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw LayoutError(where + ": " + what);
}

const Ordered& at(const Ordered& data, const std::string& pointer, const std::string& where) {
    try {
        return data.at(Ordered::json_pointer(pointer));
    } catch (const std::exception&) {
        fail(where, "\"" + pointer + "\" names nothing in the ruleset");
    }
}

std::string text(const Ordered& entry, const char* key) {
    auto it = entry.find(key);
    return it != entry.end() && it->is_string() ? it->get<std::string>() : std::string();
}

QString number(double v, bool sign) {
    QString t = QString::number(v, 'g', 6);
    return sign && v > 0 ? QStringLiteral("+") + t : t;
}

// Any value as a reader's words: numbers plain, keys without underscores, lists joined.
QString valueWords(const Ordered& v, bool sign = false) {
    if (v.is_number()) {
        return number(v.get<double>(), sign);
    }
    if (v.is_string()) {
        return words(v.get<std::string>());
    }
    if (v.is_boolean()) {
        return v.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    }
    QStringList parts;
    if (v.is_array()) {
        for (const auto& item : v) {
            parts << valueWords(item, sign);
        }
        return parts.join(QStringLiteral(", "));
    }
    for (const auto& [k, item] : v.items()) {
        parts << words(k) + QStringLiteral(" ") + valueWords(item, sign);
    }
    return parts.join(QStringLiteral(", "));
}

// The label the ruleset gives a key: the entry's own "labels", then the label or name the
// source table holds for it ("/weapons/musket/label", a band's "label"), else the key in words.
QString labelOf(const std::string& key, const Ordered& entry, const Ordered* source) {
    if (auto l = entry.find("labels"); l != entry.end() && l->contains(key)) {
        return QString::fromStdString(l->at(key).get<std::string>());
    }
    auto fromItem = [](const Ordered& item) -> QString {
        for (const char* field : {"label", "name"}) {
            if (auto f = item.find(field); f != item.end() && f->is_string()) {
                return QString::fromStdString(f->get<std::string>());
            }
        }
        return {};
    };
    if (source && source->is_object() && source->contains(key)) {
        const Ordered& item = source->at(key);
        QString l = item.is_string() ? QString::fromStdString(item.get<std::string>())
                                     : (item.is_object() ? fromItem(item) : QString());
        if (!l.isEmpty()) {
            return l;
        }
    }
    if (source && source->is_array()) {
        for (const auto& item : *source) {
            if (item.is_object() && item.value("id", std::string()) == key) {
                if (QString l = fromItem(item); !l.isEmpty()) {
                    return l;
                }
            }
        }
    }
    QString w = words(key);
    if (!w.isEmpty()) {
        w[0] = w[0].toUpper();
    }
    return w;
}

const Ordered* source(const Ordered& entry, const char* key, const Ordered& data,
                      const std::string& where) {
    std::string p = text(entry, key);
    return p.empty() ? nullptr : &at(data, p, where + "/" + key);
}

QString titled(const Ordered& entry, const QString& body, const Ordered& data,
               const std::string& where) {
    QString h;
    if (std::string t = text(entry, "title"); !t.empty()) {
        h += QStringLiteral("<p class=\"title\">") + esc(fillTemplate(t, data, where + "/title")) +
             QStringLiteral("</p>");
    }
    h += body;
    if (std::string n = text(entry, "note"); !n.empty()) {
        h += QStringLiteral("<p class=\"small\">") + esc(fillTemplate(n, data, where + "/note")) +
             QStringLiteral("</p>");
    }
    return h;
}

bool listed(const Ordered& entry, const char* key, const std::string& name) {
    auto it = entry.find(key);
    if (it == entry.end()) {
        return false;
    }
    for (const auto& k : *it) {
        if (k == name) {
            return true;
        }
    }
    return false;
}

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
            if (only && !listed(entry, "only", k)) {
                continue;
            }
            // "cells" picks each row's table out of a richer row: a weapon's "ranges".
            const std::string cellsKey = text(entry, "cells");
            if (!cellsKey.empty() && !(v.is_object() && v.contains(cellsKey))) {
                fail(where, "row \"" + k + "\" has no \"" + cellsKey + "\"");
            }
            rows.emplace_back(k, cellsKey.empty() ? &v : &v.at(cellsKey));
        }
    } else if (src.is_array()) {
        const std::string cellsKey = text(entry, "cells");
        for (const auto& item : src) {
            if (!item.is_object() || cellsKey.empty() || !item.contains(cellsKey)) {
                fail(where, "a grid over a list needs \"cells\" naming each row's table");
            }
            rows.emplace_back(item.value("id", std::string()), &item.at(cellsKey));
        }
    } else {
        fail(where, "a grid needs a table of rows");
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
    return valueWords(*v);
}

QString gridBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    const Ordered& src = at(data, text(entry, "grid"), where + "/grid");
    Grid g = gridOf(entry, src, where);
    const Ordered* down = source(entry, "down", data, where);
    const Ordered* across = source(entry, "across", data, where);
    if (!down && src.is_array()) {
        down = &src;
    }
    QString h =
        kTable + QStringLiteral("<tr><th>") + esc(text(entry, "corner")) + QStringLiteral("</th>");
    for (const auto& c : g.columns) {
        h += QStringLiteral("<th align=\"center\">") + esc(labelOf(c, entry, across)) +
             QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        h += QStringLiteral("<tr><td><b>") + esc(labelOf(g.rows[r], entry, down)) +
             QStringLiteral("</b></td>");
        for (const Ordered* cell : g.cells[r]) {
            h += QStringLiteral("<td align=\"center\">") + esc(cellText(cell, entry)) +
                 QStringLiteral("</td>");
        }
        h += QStringLiteral("</tr>");
    }
    return titled(entry, h + QStringLiteral("</table>"), data, where);
}

// "+2 Target close order"; a group of readings as the rule texts write them:
// "-1/-2/-3 Cover (quarter, half, three quarters)". Zeros in a group say nothing and are left out.
QStringList modifierLines(const Ordered& table, const Ordered& entry) {
    QStringList out;
    const bool only = entry.contains("only");
    for (const auto& [k, v] : table.items()) {
        if ((only && !listed(entry, "only", k)) || listed(entry, "except", k)) {
            continue;
        }
        const QString label = labelOf(k, entry, nullptr);
        if (v.is_number()) {
            out << QStringLiteral("<b>%1</b> %2")
                       .arg(esc(number(v.get<double>(), true)), esc(label));
        } else if (v.is_object()) {
            QStringList values, names;
            for (const auto& [rk, rv] : v.items()) {
                if (rv.is_number() && rv.get<double>() != 0) {
                    values << number(rv.get<double>(), true);
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
            lines << modifierLines(
                at(data, m[i].get<std::string>(), where + "/modifiers/" + std::to_string(i)),
                entry);
        }
    } else {
        lines << modifierLines(at(data, m.get<std::string>(), where + "/modifiers"), entry);
    }
    return titled(
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
    return titled(
        entry, QStringLiteral("<p>") + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>"),
        data, where);
}

QString listBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    const Ordered& rows = at(data, text(entry, "list"), where + "/list");
    const Ordered& columns = entry.at("columns");
    if (!rows.is_array() && !rows.is_object()) {
        fail(where + "/list", "a list needs a table of rows");
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
            QString cell = it == row.end() ? QString() : esc(valueWords(*it));
            h += QStringLiteral("<td>") +
                 (first ? QStringLiteral("<b>") + cell + QStringLiteral("</b>") : cell) +
                 QStringLiteral("</td>");
            first = false;
        }
        h += QStringLiteral("</tr>");
    }
    return titled(entry, h + QStringLiteral("</table>"), data, where);
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
            fail(where, "a \"{\" without its \"}\"");
        }
        out += QString::fromStdString(t.substr(pos, open - pos));
        std::string pointer = t.substr(open + 1, close - open - 1);
        const bool sign = !pointer.empty() && pointer[0] == '+';
        if (sign) {
            pointer.erase(0, 1);
        }
        out += valueWords(at(data, pointer, where), sign);
        pos = close + 1;
    }
    return out;
}

QString sheetBlock(const Ordered& entry, const Ordered& data, const std::string& where) {
    if (!entry.is_object()) {
        fail(where, "each entry is an object");
    }
    try {
        if (entry.contains("heading")) {
            // Not <h2>: QTextDocument gives headings its own large sizes whatever the style.
            return QStringLiteral("<p class=\"heading\">") +
                   esc(fillTemplate(text(entry, "heading"), data, where + "/heading")) +
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
        fail(where, std::string("not a layout printing can read (") + e.what() + ")");
    }
    fail(where, "give one of heading, grid, modifiers, lines or list");
}

} // namespace adc::print
