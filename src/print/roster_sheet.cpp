#include "print/roster_sheet.hpp"

#include "adc/public_view.hpp"
#include "adc/turn_colours.hpp"
#include "print/abbreviations.hpp"
#include "print/break_points.hpp"
#include "print/briefing.hpp"
#include "print/html.hpp"
#include "print/json_tables.hpp"
#include "print/member_lines.hpp"
#include "print/paper.hpp"
#include "print/sheet_layout.hpp"
#include "print/unit_details.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>

namespace adc::print {

namespace {

using nlohmann::json;

// "foot" -> "Foot", so a kind with no short form reads like those with one ("Inf").
QString capitalised(QString word) {
    if (!word.isEmpty()) {
        word[0] = word[0].toUpper();
    }
    return word;
}

QString turnColour(int turn) {
    return QStringLiteral("#%1").arg(turnColourRgb(turn), 6, 16, QLatin1Char('0'));
}

// "2" in the turn's colour, bold so it reads in grey on a black-and-white printer.
QString coloured(int turn, const QString& text) {
    return QStringLiteral("<font color=\"%1\"><b>%2</b></font>").arg(turnColour(turn), text);
}

struct Sheet {
    const Scenario& scenario;
    const Ruleset& ruleset;
    BreakPoints breaks;
    MemberLines members;
    int turns;
    int turn; // the game's turn; 0 before play
    // What the side the roster is printed for may not see: the units whose strength is kept by
    // their side, those announced below the notice strength, and that strength.
    std::set<std::string> hidden;
    std::set<std::string> noticed;
    std::optional<int> noticeBelow;

    bool isHidden(const Unit& u) const { return hidden.count(u.id) > 0; }

    // Percent of the page width: a tally box stays about 7.5 mm wide on landscape US Letter
    // (255 mm inside the margins), room for a written number, whatever the number of turns.
    static constexpr double kBoxPercent = 3.0;

    int columns() const { return (breaks.any() ? 4 : 3) + turns + 1; }

    // "12 11 10 9 (8) 7 ..": the strengths to cross off, break points marked (no square
    // brackets on paper: they read as a program's).
    QString track(const Unit& u) const {
        auto marks = breaks.marks(u);
        QStringList cells;
        for (int s = u.startStrength; s >= 1; --s) {
            bool mark = std::find(marks.begin(), marks.end(), s) != marks.end();
            cells << (mark ? QStringLiteral("<b>(%1)</b>").arg(s) : QString::number(s));
        }
        return cells.join(QStringLiteral(" "));
    }

    // Before play the strength to start with; in a game, what is left of it and the unit's
    // state in words ("0 of 6, eliminated").
    QString strength(const Unit& u) const {
        if (turn == 0) {
            return QStringLiteral("<b>%1</b>").arg(u.startStrength);
        }
        if (isHidden(u)) {
            QString seen = QStringLiteral("? of %1<br><span class=\"small\">kept by its side")
                               .arg(u.startStrength);
            if (noticed.count(u.id) > 0 && noticeBelow) {
                seen += QStringLiteral("; <b>fewer than %1 %2</b> at the end of the last move")
                            .arg(*noticeBelow)
                            .arg(esc(ruleset.unitSchema().strengthUnit));
            }
            return seen + QStringLiteral("</span>");
        }
        const int left = u.eliminated() ? 0 : u.strength;
        return QStringLiteral("<b>%1</b> of %2<br><span class=\"small\">%3</span>")
            .arg(left)
            .arg(u.startStrength)
            .arg(esc(words(u.status)));
    }

    // "Lost: T1 2, T3 1", each in its turn's colour.
    QString lossesByTurn(const Unit& u) const {
        QStringList parts;
        for (int t = 1; t <= std::max(turn, turns); ++t) {
            if (int lost = u.lossesInTurn(t); lost > 0) {
                parts << coloured(t, QStringLiteral("T%1: %2").arg(t).arg(lost));
            }
        }
        return parts.isEmpty() ? QString()
                               : QStringLiteral("<b>Lost:</b> ") + parts.join(QStringLiteral(", "));
    }

    // The colours of the turns played so far, each with its number.
    QString turnLegend() const {
        if (turn == 0) {
            return {};
        }
        QStringList parts;
        for (int t = 1; t <= turn; ++t) {
            parts << coloured(t, QStringLiteral("■ T%1").arg(t));
        }
        return QStringLiteral("<br><b>Casualties by turn</b> (turn %1 now): ").arg(turn) +
               parts.join(QStringLiteral(" "));
    }

    // Two rows: name, type, strength and break points over the unit's details; the tally
    // boxes span both, so each is tall enough to write in.
    QString unitRows(const Unit& u, Abbreviations& abbr) const {
        // One statement each: the legend lists short forms in the order they were first used.
        const QString kind = capitalised(abbr(u.kind));
        const QString quality = abbr(u.quality);
        // The name as the players know it; the file's id is for the engine, not the table.
        QString h = QStringLiteral("<tr><td><b>") + esc(u.name) + QStringLiteral("</b></td><td>") +
                    esc(kind) + QStringLiteral(" ") + esc(quality) +
                    QStringLiteral("</td><td align=\"center\">") + strength(u) +
                    QStringLiteral("</td>");
        if (breaks.any()) {
            h += QStringLiteral("<td class=\"small\">") + esc(breaks.unitText(u)) +
                 QStringLiteral("</td>");
        }
        for (int t = 1; t <= turns; ++t) {
            const int lost = t <= turn ? u.lossesInTurn(t) : 0;
            h += QStringLiteral("<td rowspan=\"2\" align=\"center\">") +
                 (lost > 0 ? coloured(t, QString::number(lost)) : QStringLiteral("&nbsp;")) +
                 QStringLiteral("</td>");
        }
        h += QStringLiteral("<td rowspan=\"2\" align=\"center\">") +
             (turn > 0 && !isHidden(u) ? QStringLiteral("<b>%1</b>").arg(u.strength)
                                       : QStringLiteral("&nbsp;")) +
             QStringLiteral("</td>");
        QStringList more = unitDetails(u, ruleset, members, abbr, scenario.units);
        if (QString lost = lossesByTurn(u); !lost.isEmpty()) {
            more.prepend(lost);
        }
        more.prepend(QStringLiteral("<b>Cross off:</b> ") + track(u));
        return h +
               QStringLiteral("</tr><tr><td colspan=\"%1\" class=\"small\">")
                   .arg(breaks.any() ? 4 : 3) +
               more.join(QStringLiteral(" · ")) + QStringLiteral("</td></tr>");
    }

    // The table head: fixed shares of the page so the turn headers never wrap.
    QString tableHead() const {
        const double text = 100.0 - kBoxPercent * (turns + 1);
        const bool b = breaks.any();
        auto th = [](double pct, const QString& label, const char* cls = "") {
            return QStringLiteral("<th width=\"%1%\" class=\"%2\">%3</th>")
                .arg(pct, 0, 'f', 1)
                .arg(QString::fromLatin1(cls), label);
        };
        QString h =
            QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                           "width=\"100%\"><tr>") +
            th(text * (b ? 0.39 : 0.70), QStringLiteral("Unit")) +
            th(text * (b ? 0.11 : 0.18), QStringLiteral("Type")) +
            th(text * (b ? 0.08 : 0.12), esc(humanise(ruleset.unitSchema().strengthUnit)), "small");
        if (b) {
            h += th(text * 0.42, QStringLiteral("Break points"));
        }
        for (int t = 1; t <= turns; ++t) {
            h += th(kBoxPercent, QStringLiteral("T%1").arg(t), "turn small");
        }
        return h + th(kBoxPercent, QStringLiteral("Left"), "turn small") + QStringLiteral("</tr>");
    }

    QString commandRow(const Command& c) const {
        return QStringLiteral("<tr><td colspan=\"%1\" class=\"command\">").arg(columns()) +
               esc(c.name) +
               (c.player.empty() ? QString() : QStringLiteral(" — player: ") + esc(c.player)) +
               QStringLiteral("</td></tr>");
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
        QString h = QStringLiteral("<p class=\"sheet\">") + esc(scenario.name) +
                    QStringLiteral(" — ") + esc(side.name) + subtitle + QStringLiteral("</p><p>") +
                    esc(ruleset.name());
        if (!scenario.date.empty()) {
            h += QStringLiteral(" · ") + esc(scenario.date);
        }
        if (!side.colour.empty()) {
            h += QStringLiteral(" · activates on <b>") + esc(side.colour) +
                 QStringLiteral("</b> cards");
        }
        h += scenario.turns > 0 ? QStringLiteral(" · %1 turns").arg(scenario.turns)
                                : QStringLiteral(" · no turn limit (%1 tally boxes)").arg(turns);
        std::vector<Unit> sideUnits;
        for (const auto& u : scenario.units) {
            if (u.side == side.id) {
                sideUnits.push_back(u);
            }
        }
        return h + QStringLiteral(" · <b>") +
               breaks.sideText(sideUnits).join(QStringLiteral("</b> · <b>")) +
               QStringLiteral("</b></p>");
    }

    // A side (or one command) on its page: the units in one table, each player command a
    // heading row, then the units in no command; the legend explains the short forms used.
    QString
    page(const Side& side, const QString& subtitle,
         const std::vector<std::pair<const Command*, std::vector<const Unit*>>>& groups) const {
        Abbreviations abbr(ruleset);
        QString rows;
        for (const auto& [command, units] : groups) {
            if (command) {
                rows += commandRow(*command);
            } else if (groups.size() > 1) {
                rows += QStringLiteral("<tr><td colspan=\"%1\" class=\"command\">Not in a player "
                                       "command</td></tr>")
                            .arg(columns());
            }
            for (const Unit* u : units) {
                rows += unitRows(*u, abbr);
            }
        }
        QString table = tableHead() + rows + QStringLiteral("</table>");
        QString legend = QStringLiteral("Write each turn's casualties in its box and the ") +
                         esc(humanise(ruleset.unitSchema().strengthUnit)).toLower() +
                         QStringLiteral(" left at the end; cross off the strength track as "
                                        "they fall; (n) marks a break point.");
        if (QString a = abbr.legend(); !a.isEmpty()) {
            legend += QStringLiteral(" ") + esc(a) + QStringLiteral(".");
        }
        legend += turnLegend();
        return header(side, subtitle) + QStringLiteral("<p class=\"small\">") + legend +
               QStringLiteral("</p>") + table;
    }
};

// What the roster's reader may not see (nothing, for the referee).
struct Sight {
    std::set<std::string> hidden, noticed;
    std::optional<int> noticeBelow;
};

// The side the roster is printed for, or "" for the referee; throws when it names no side.
const Side* printedFor(const Scenario& scenario, const RosterOptions& o) {
    if (o.forSide.empty()) {
        return nullptr;
    }
    QStringList known;
    for (const auto& side : scenario.sides) {
        if (side.id == o.forSide) {
            return &side;
        }
        known << QString::fromStdString(side.id + " (" + side.name + ")");
    }
    throw std::invalid_argument("\"" + o.forSide + "\" is not a side of " + scenario.name +
                                " (sides: " + known.join(QStringLiteral(", ")).toStdString() + ")");
}

QString rosterOf(const Scenario& scenario, const Ruleset& ruleset, const RosterOptions& o,
                 Sight sight) {
    Sheet sheet{scenario,
                ruleset,
                BreakPoints(ruleset, scenario.options),
                MemberLines(ruleset),
                std::max(scenario.turns > 0 ? scenario.turns : o.turnsWhenUnlimited, o.turn),
                o.turn,
                std::move(sight.hidden),
                std::move(sight.noticed),
                sight.noticeBelow};
    // The full roster carries the briefing (placed below); one player command's sheet stays
    // one page. Who the roster is printed for heads the first page whatever.
    const QString briefing = o.command.empty() ? briefingHtml(scenario) : QString();
    QString readerNote;
    if (const Side* reader = printedFor(scenario, o); reader && !sheet.hidden.empty()) {
        readerNote = QStringLiteral("<p><b>Printed for ") + esc(reader->name) +
                     QStringLiteral(":</b> the other side's strengths and losses are kept by "
                                    "that side, as the rules say.</p>");
    }
    std::vector<QString> pages;
    auto addPage = [&](const QString& content) { pages.push_back(content); };
    auto subtitle = [](const Command& c) { return QStringLiteral(": ") + esc(c.name); };
    bool found = false;
    QStringList known;
    for (const auto& side : scenario.sides) {
        for (const auto& c : side.commands) {
            known << QString::fromStdString(c.id);
            if (!o.command.empty() && c.id == o.command) {
                found = true;
                addPage(sheet.page(side, subtitle(c), {{&c, sheet.unitsOf(side, &c)}}));
            }
        }
        if (!o.command.empty()) {
            continue;
        }
        auto rest = sheet.unitsOf(side, nullptr);
        if (o.pagePerCommand) {
            for (const auto& c : side.commands) {
                addPage(sheet.page(side, subtitle(c), {{&c, sheet.unitsOf(side, &c)}}));
            }
            if (!rest.empty() || side.commands.empty()) {
                addPage(sheet.page(side, {}, {{nullptr, rest}}));
            }
            continue;
        }
        std::vector<std::pair<const Command*, std::vector<const Unit*>>> groups;
        for (const auto& c : side.commands) {
            groups.emplace_back(&c, sheet.unitsOf(side, &c));
        }
        if (!rest.empty() || side.commands.empty()) {
            groups.emplace_back(nullptr, rest);
        }
        addPage(sheet.page(side, {}, groups));
    }
    if (!o.command.empty() && !found) {
        throw std::invalid_argument(
            "\"" + o.command + "\" is not a player command of " + scenario.name +
            " (commands: " + known.join(QStringLiteral(", ")).toStdString() + ")");
    }
    const QString title = QString::fromStdString(scenario.name) + QStringLiteral(" — roster");
    const QString body = withBriefing(pages, briefing, readerNote, [&](const QString& content) {
        return pagesOnEitherPaper(htmlDocument(title, content, Orientation::Landscape));
    });
    return htmlDocument(title, body, Orientation::Landscape);
}

} // namespace

QString rosterHtml(const Scenario& scenario, const Ruleset& ruleset, const RosterOptions& o) {
    printedFor(scenario, o); // before play every unit is as the scenario gives it, public
    return rosterOf(scenario, ruleset, o, {});
}

QString rosterHtml(const Game& game, RosterOptions options) {
    Scenario now = game.scenario();
    now.units = game.state().units;
    now.options = game.state().options;
    options.turn = game.state().turn;
    Sight sight;
    if (printedFor(now, options)) {
        // A unit whose strength its side keeps is printed as it started, so nothing of its
        // state now (men down, figures lost) reaches the other side's sheet.
        const GameSight seen = gameSight(game, Viewer::ofSide(options.forSide));
        sight.noticeBelow = seen.noticeBelow;
        for (const UnitSight& u : seen.units) {
            if (u.belowNotice) {
                sight.noticed.insert(u.unit->id);
            }
            if (u.strengthShown) {
                continue;
            }
            sight.hidden.insert(u.unit->id);
            for (const auto& start : game.scenario().units) {
                if (start.id == u.unit->id) {
                    std::replace_if(
                        now.units.begin(), now.units.end(),
                        [&](const Unit& x) { return x.id == start.id; }, start);
                }
            }
        }
    }
    return rosterOf(now, game.ruleset(), options, std::move(sight));
}

} // namespace adc::print
