#include "print/roster_sheet.hpp"

#include "print/break_points.hpp"
#include "print/html.hpp"
#include "print/json_tables.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::print {

namespace {

using nlohmann::json;

// "Pvt. Hall (crack, rifle)" for one entry of a list attribute such as ROE's figures.
QString itemText(const json& item) {
    if (!item.is_object()) {
        return inlineText(item);
    }
    QString name;
    QStringList rest;
    for (const auto& [k, v] : item.items()) {
        if (k == "name") {
            name = scalarText(v);
        } else if (!v.is_object() && !v.is_array()) {
            rest << scalarText(v);
        }
    }
    return name + (rest.isEmpty() ? QString()
                                  : QStringLiteral(" (") + rest.join(QStringLiteral(", ")) +
                                        QStringLiteral(")"));
}

struct Sheet {
    const Scenario& scenario;
    const Ruleset& ruleset;
    BreakPoints breaks;
    int turns;

    // What the unit is beyond kind and quality: attributes that differ from the schema's
    // default (or are required), list-of-object attributes go to the unit's second row.
    std::pair<QString, QStringList> details(const Unit& u) const {
        QStringList inline_;
        QStringList lists;
        for (const auto& a : ruleset.unitSchema().attributes) {
            auto it = u.attrs.find(a.key);
            if (it == u.attrs.end() || it->is_null()) {
                continue;
            }
            if (!a.required && *it == a.defaultValue) {
                continue;
            }
            bool objects = it->is_array() && !it->empty() && it->front().is_object();
            if (objects) {
                QStringList items;
                for (const auto& item : *it) {
                    items << itemText(item);
                }
                lists << QStringLiteral("<b>") + esc(a.label) + QStringLiteral(" (") +
                             QString::number(it->size()) + QStringLiteral("):</b> ") +
                             esc(items.join(QStringLiteral("; ")));
            } else {
                inline_ << esc(a.label) + QStringLiteral(": ") + esc(inlineText(*it));
            }
        }
        if (auto n = u.attrs.find("notes"); n != u.attrs.end() && n->is_string()) {
            lists << QStringLiteral("<i>") + esc(n->get<std::string>()) + QStringLiteral("</i>");
        }
        return {inline_.join(QStringLiteral("; ")), lists};
    }

    // "12 11 10 9 [8] 7 ..": the strengths to cross off, break points boxed.
    QString track(const Unit& u) const {
        auto marks = breaks.marks(u);
        QStringList cells;
        for (int s = u.startStrength; s >= 1; --s) {
            bool mark = std::find(marks.begin(), marks.end(), s) != marks.end();
            cells << (mark ? QStringLiteral("<b>[%1]</b>").arg(s) : QString::number(s));
        }
        return cells.join(QStringLiteral(" "));
    }

    QString unitRows(const Unit& u) const {
        QStringList leaders;
        for (const auto& l : u.leaders) {
            QString t = esc(l.name) + QStringLiteral(" (") + esc(l.rank);
            if (l.modifier != 0) {
                t += QStringLiteral(", %1%2").arg(l.modifier > 0 ? "+" : "").arg(l.modifier);
            }
            leaders << t + QStringLiteral(")");
        }
        auto [inline_, lists] = details(u);
        const int columns = 6 + turns + (breaks.any() ? 1 : 0);
        QString h = QStringLiteral("<tr><td><b>") + esc(u.name) +
                    QStringLiteral("</b><br><span class=\"small\">") + esc(u.id) +
                    QStringLiteral("</span></td><td>") + esc(u.kind) + QStringLiteral("<br>") +
                    esc(u.quality) + QStringLiteral("</td><td class=\"small\">") +
                    leaders.join(QStringLiteral("<br>")) +
                    QStringLiteral("</td><td class=\"small\">") + inline_ +
                    QStringLiteral("</td><td align=\"center\"><b>") +
                    QString::number(u.startStrength) + QStringLiteral("</b></td>");
        if (breaks.any()) {
            h += QStringLiteral("<td class=\"small\">") + esc(breaks.unitText(u)) +
                 QStringLiteral("</td>");
        }
        for (int t = 0; t < turns; ++t) {
            h += QStringLiteral("<td class=\"box\">&nbsp;</td>");
        }
        h += QStringLiteral("<td class=\"left\">&nbsp;</td></tr>");
        lists.prepend(QStringLiteral("<b>Cross off:</b> ") + track(u));
        h += QStringLiteral("<tr><td colspan=\"%1\" class=\"small\">").arg(columns) +
             lists.join(QStringLiteral("<br>")) + QStringLiteral("</td></tr>");
        return h;
    }

    QString unitTable(const std::vector<const Unit*>& units) const {
        const QString word = esc(humanise(ruleset.unitSchema().strengthUnit));
        // Fixed shares of the page width, so the tally boxes stay narrow whatever the text.
        const bool b = breaks.any();
        const int fixed = b ? 76 : 60;
        const double box = (100.0 - fixed) / (turns + 1);
        auto th = [](int pct, const QString& text) {
            return QStringLiteral("<th width=\"%1%\">%2</th>").arg(pct).arg(text);
        };
        QString h = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" "
                                   "width=\"100%\"><tr>") +
                    th(b ? 20 : 24, QStringLiteral("Unit")) +
                    th(8, QStringLiteral("Kind, quality")) +
                    th(b ? 12 : 14, QStringLiteral("Leaders")) +
                    th(b ? 13 : 20, QStringLiteral("Details")) + th(5, word);
        if (b) {
            h += th(18, QStringLiteral("Break points"));
        }
        for (int t = 1; t <= turns; ++t) {
            h += QStringLiteral("<th align=\"center\" width=\"%1%\">T%2</th>")
                     .arg(box, 0, 'f', 1)
                     .arg(t);
        }
        h += QStringLiteral("<th width=\"%1%\">Left</th></tr>").arg(box, 0, 'f', 1);
        for (const Unit* u : units) {
            h += unitRows(*u);
        }
        return h + QStringLiteral("</table>");
    }

    std::vector<const Unit*> unitsOf(const Side& side, const Command* command) const {
        std::vector<const Unit*> out;
        for (const auto& u : scenario.units) {
            if (u.side != side.id) {
                continue;
            }
            bool inCommand = false, inAny = false;
            for (const auto& c : side.commands) {
                bool has = std::find(c.units.begin(), c.units.end(), u.id) != c.units.end();
                inAny = inAny || has;
                inCommand = inCommand || (command && &c == command && has);
            }
            if (command ? inCommand : !inAny) {
                out.push_back(&u);
            }
        }
        return out;
    }

    QString header(const Side& side, const QString& subtitle) const {
        QString h = QStringLiteral("<h1>") + esc(scenario.name) + QStringLiteral(" — ") +
                    esc(side.name) + subtitle + QStringLiteral("</h1><p>") + esc(ruleset.name());
        if (!scenario.date.empty()) {
            h += QStringLiteral(" · ") + esc(scenario.date);
        }
        if (!side.colour.empty()) {
            h += QStringLiteral(" · activates on <b>") + esc(side.colour) +
                 QStringLiteral("</b> cards");
        }
        h += scenario.turns > 0 ? QStringLiteral(" · %1 turns").arg(scenario.turns)
                                : QStringLiteral(" · no turn limit (%1 tally boxes)").arg(turns);
        h += QStringLiteral("</p>");
        std::vector<Unit> sideUnits;
        for (const auto& u : scenario.units) {
            if (u.side == side.id) {
                sideUnits.push_back(u);
            }
        }
        h += QStringLiteral("<p><b>") +
             breaks.sideText(sideUnits).join(QStringLiteral("</b> · <b>")) +
             QStringLiteral("</b></p>");
        return h + QStringLiteral("<p class=\"small\">Write each turn's casualties in its box; "
                                  "cross off the strength track as men fall. [n] marks a "
                                  "break point.</p>");
    }

    static QString commandTitle(const Command& c) {
        return esc(c.name) +
               (c.player.empty() ? QString() : QStringLiteral(" — player: ") + esc(c.player));
    }
};

} // namespace

QString rosterHtml(const Scenario& scenario, const Ruleset& ruleset, const RosterOptions& o) {
    Sheet sheet{scenario, ruleset, BreakPoints(ruleset, scenario.options),
                scenario.turns > 0 ? scenario.turns : o.turnsWhenUnlimited};
    QString body;
    bool first = true;
    auto page = [&] {
        QString div = first ? QStringLiteral("<div>") : QStringLiteral("<div class=\"page\">");
        first = false;
        return div;
    };
    bool found = false;
    QStringList known;
    for (const auto& side : scenario.sides) {
        for (const auto& c : side.commands) {
            known << QString::fromStdString(c.id);
            if (!o.command.empty() && c.id == o.command) {
                found = true;
                body += page() + sheet.header(side, QStringLiteral(": ") + esc(c.name)) +
                        (c.player.empty() ? QString()
                                          : QStringLiteral("<p>Player: <b>") + esc(c.player) +
                                                QStringLiteral("</b></p>")) +
                        sheet.unitTable(sheet.unitsOf(side, &c)) + QStringLiteral("</div>");
            }
        }
        if (!o.command.empty()) {
            continue;
        }
        if (o.pagePerCommand) {
            for (const auto& c : side.commands) {
                body += page() + sheet.header(side, QStringLiteral(": ") + esc(c.name)) +
                        sheet.unitTable(sheet.unitsOf(side, &c)) + QStringLiteral("</div>");
            }
            auto rest = sheet.unitsOf(side, nullptr);
            if (!rest.empty() || side.commands.empty()) {
                body += page() + sheet.header(side, {}) + sheet.unitTable(rest) +
                        QStringLiteral("</div>");
            }
            continue;
        }
        body += page() + sheet.header(side, {});
        for (const auto& c : side.commands) {
            body += QStringLiteral("<h2>") + Sheet::commandTitle(c) + QStringLiteral("</h2>") +
                    sheet.unitTable(sheet.unitsOf(side, &c));
        }
        auto rest = sheet.unitsOf(side, nullptr);
        if (!rest.empty()) {
            if (!side.commands.empty()) {
                body += QStringLiteral("<h2>Not in a player command</h2>");
            }
            body += sheet.unitTable(rest);
        }
        body += QStringLiteral("</div>");
    }
    if (!o.command.empty() && !found) {
        throw std::invalid_argument(
            "\"" + o.command + "\" is not a player command of " + scenario.name +
            " (commands: " + known.join(QStringLiteral(", ")).toStdString() + ")");
    }
    return htmlDocument(QString::fromStdString(scenario.name) + QStringLiteral(" — roster"), body);
}

} // namespace adc::print
