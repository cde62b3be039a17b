// The report's sections are built once as blocks (a heading, a paragraph, a table, the plot),
// then written as HTML or as Markdown: the two forms cannot drift apart.
#include "print/after_action.hpp"

#include "print/casualty_plot.hpp"

#include <cmath>
#include <cstdio>

namespace adc::print {

namespace {

struct Block {
    enum class Kind { Heading, Text, Table, Plot } kind;
    std::string text;
    std::vector<std::vector<std::string>> rows; // the first is the heading row
};

std::string sideNameOf(const Report& r, const std::string& id) {
    for (const SideLosses& s : r.sides) {
        if (s.side == id) {
            return s.name;
        }
    }
    return id;
}

std::string percent(double v) {
    char text[16];
    std::snprintf(text, sizeof text, "%.0f%%", v * 100);
    return text;
}

void timeline(const Report& r, std::vector<Block>& out) {
    out.push_back({Block::Kind::Heading, "The slot's timeline", {}});
    if (!r.start) {
        out.push_back({Block::Kind::Text,
                       "No event of this game has a time (a save from before "
                       "event times were kept).",
                       {}});
        return;
    }
    out.push_back({Block::Kind::Text,
                   "Play began at " + clockText(*r.start, r.offset) + " (" +
                       wallTimeText(*r.start).substr(0, 10) + "); " + durationWords(r.played) +
                       " of play so far, breaks left out.",
                   {}});
    Block table{Block::Kind::Table, {}, {{"Turn", "Began", "Took"}}};
    for (const ReportTurn& t : r.timeline) {
        table.rows.push_back(
            {std::to_string(t.turn), t.began ? clockText(*t.began, r.offset) : "—",
             t.seconds ? durationWords(*t.seconds) + (t.finished ? "" : " so far") : "—"});
    }
    out.push_back(table);
}

void casualties(const Report& r, std::vector<Block>& out) {
    out.push_back({Block::Kind::Heading, "Casualties by side", {}});
    out.push_back({Block::Kind::Plot, {}, {}});
    std::vector<std::string> head{"Side"};
    const std::size_t turns = r.sides.empty() ? 0 : r.sides.front().perTurn.size();
    for (std::size_t t = 1; t <= turns; ++t) {
        head.push_back("T" + std::to_string(t));
    }
    head.insert(head.end(), {"In all", "Break point"});
    Block table{Block::Kind::Table, {}, {head}};
    for (const SideLosses& s : r.sides) {
        std::vector<std::string> row{s.name};
        for (std::size_t t = 0; t < turns; ++t) {
            row.push_back(s.shown ? std::to_string(s.perTurn[t]) : "?");
        }
        row.push_back(s.shown ? std::to_string(s.total.empty() ? 0 : s.total.back()) + " of " +
                                    std::to_string(s.startStrength)
                              : "not shown");
        row.push_back(s.breakPoint ? std::to_string(*s.breakPoint) : "—");
        table.rows.push_back(row);
    }
    out.push_back(table);
    out.push_back({Block::Kind::Text,
                   "Bars: " + r.strengthUnit +
                       " lost in each turn; lines: the running total; "
                       "dashed: the losses at which every unit of the side has reached its first "
                       "break point.",
                   {}});
}

void fates(const Report& r, std::vector<Block>& out) {
    out.push_back({Block::Kind::Heading, "Each unit's fate", {}});
    Block table{Block::Kind::Table, {}, {{"Unit", "Side", "Status", "Left", "Lost by turn"}}};
    for (const UnitFate& u : r.units) {
        std::string lost;
        for (const auto& [turn, count] : u.lost) {
            lost += (lost.empty() ? "" : ", ") + std::string("T") + std::to_string(turn) + ": " +
                    std::to_string(count);
        }
        table.rows.push_back(
            {u.name, sideNameOf(r, u.side), u.statusWords,
             u.strengthShown ? std::to_string(u.strength) + " of " + std::to_string(u.startStrength)
                             : "not shown",
             u.strengthShown ? (lost.empty() ? "none" : lost) : "not shown"});
    }
    out.push_back(table);
}

void moments(const Report& r, std::vector<Block>& out) {
    out.push_back({Block::Kind::Heading, "Decisive moments", {}});
    if (r.moments.empty()) {
        out.push_back({Block::Kind::Text, "No roll with exact odds yet.", {}});
        return;
    }
    Block table{Block::Kind::Table, {}, {{"Chance before the roll", "Turn", "What happened"}}};
    for (const DecisiveMoment& m : r.moments) {
        table.rows.push_back({chanceWords(m.chance), std::to_string(m.turn), m.label});
    }
    out.push_back(table);
    out.push_back({Block::Kind::Text,
                   "The chance, from the exact odds at the moment of the roll, of that result "
                   "or one further from the likeliest.",
                   {}});
}

void luck(const Report& r, std::vector<Block>& out) {
    out.push_back({Block::Kind::Heading, "Luck against the odds", {}});
    Block table{
        Block::Kind::Table,
        {},
        {{"Side", "Kind of roll", "Rolls", "Mean percentile", "Fair dice: 95% within", "Verdict"}}};
    for (const LuckLine& l : r.luck) {
        table.rows.push_back({sideNameOf(r, l.side), l.action, std::to_string(l.rolls),
                              percent(l.mean), percent(l.low) + " – " + percent(l.high),
                              verdictWords(l.verdict)});
    }
    out.push_back(table);
    out.push_back({Block::Kind::Text,
                   "Each roll's place in its own exact distribution (50% is what fair dice give "
                   "on average; high is good for the side that rolled), averaged. Fewer than " +
                       std::to_string(kFewestRollsForLuck) +
                       " rolls say nothing; within the range, the dice were as fair dice are.",
                   {}});
    if (r.rollsSkipped > 0 || r.hiddenEvents > 0) {
        out.push_back({Block::Kind::Text,
                       std::to_string(r.rollsSkipped) + " rolls with odds too large to count and " +
                           std::to_string(r.hiddenEvents) +
                           " whose dice this side may not see are left out.",
                       {}});
    }
}

std::vector<Block> blocks(const Report& r) {
    std::vector<Block> out;
    std::string about = r.ruleset + (r.date.empty() ? "" : "; " + r.date) + "; turn " +
                        std::to_string(r.turn) +
                        (r.turns > 0 ? " of " + std::to_string(r.turns) : "") + ".";
    if (r.forSide) {
        about += " Printed for the " + sideNameOf(r, *r.forSide) +
                 " side before the end: of the other side only what the rules make public.";
    }
    out.push_back({Block::Kind::Text, about, {}});
    out.push_back({Block::Kind::Heading, "Result", {}});
    out.push_back({Block::Kind::Text, r.result, {}});
    timeline(r, out);
    casualties(r, out);
    fates(r, out);
    moments(r, out);
    luck(r, out);
    return out;
}

std::string html(const std::string& s) {
    std::string out;
    for (char c : s) {
        out += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : std::string(1, c);
    }
    return out;
}

std::string base64(const std::string& in) {
    static const char* abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    std::size_t i = 0;
    for (; i + 2 < in.size(); i += 3) {
        const unsigned v = (static_cast<unsigned char>(in[i]) << 16) |
                           (static_cast<unsigned char>(in[i + 1]) << 8) |
                           static_cast<unsigned char>(in[i + 2]);
        out += {abc[(v >> 18) & 63], abc[(v >> 12) & 63], abc[(v >> 6) & 63], abc[v & 63]};
    }
    if (i < in.size()) {
        const unsigned v = (static_cast<unsigned char>(in[i]) << 16) |
                           (i + 1 < in.size() ? static_cast<unsigned char>(in[i + 1]) << 8 : 0);
        out += {abc[(v >> 18) & 63], abc[(v >> 12) & 63],
                i + 1 < in.size() ? abc[(v >> 6) & 63] : '=', '='};
    }
    return out;
}

std::string mdCell(const std::string& s) {
    std::string out;
    for (char c : s) {
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    }
    return out;
}

} // namespace

std::string chanceWords(double p) {
    char text[16];
    std::snprintf(text, sizeof text, p < 0.0995 ? "%.1f%%" : "%.0f%%", p * 100);
    return text;
}

std::string reportHtml(const Report& report) {
    std::string out = "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>After-action "
                      "report: " +
                      html(report.scenario) +
                      "</title><style>body{font-family:sans-serif;max-width:48em}"
                      "table{border-collapse:collapse}td,th{border:1px solid #999;padding:2px "
                      "6px;text-align:left}</style></head><body>\n<h1>After-action report: " +
                      html(report.scenario) + "</h1>\n";
    for (const Block& b : blocks(report)) {
        switch (b.kind) {
        case Block::Kind::Heading:
            out += "<h2>" + html(b.text) + "</h2>\n";
            break;
        case Block::Kind::Text:
            out += "<p>" + html(b.text) + "</p>\n";
            break;
        case Block::Kind::Plot:
            out += "<p><img width='640' height='" + std::to_string(plotHeight(report)) +
                   "' alt='Casualties by side over the turns' src='data:image/svg+xml;base64," +
                   base64(casualtyPlotSvg(report)) + "'></p>\n";
            break;
        case Block::Kind::Table:
            out += "<table>\n";
            for (std::size_t i = 0; i < b.rows.size(); ++i) {
                out += "<tr>";
                for (const std::string& cell : b.rows[i]) {
                    out += (i == 0 ? "<th>" : "<td>") + html(cell) + (i == 0 ? "</th>" : "</td>");
                }
                out += "</tr>\n";
            }
            out += "</table>\n";
            break;
        }
    }
    return out + "</body></html>\n";
}

std::string reportMarkdown(const Report& report, const std::string& plotFile) {
    std::string out = "# After-action report: " + report.scenario + "\n\n";
    for (const Block& b : blocks(report)) {
        switch (b.kind) {
        case Block::Kind::Heading:
            out += "## " + b.text + "\n\n";
            break;
        case Block::Kind::Text:
            out += b.text + "\n\n";
            break;
        case Block::Kind::Plot:
            out += "![Casualties by side over the turns](" + plotFile + ")\n\n";
            break;
        case Block::Kind::Table:
            for (std::size_t i = 0; i < b.rows.size(); ++i) {
                out += "|";
                for (const std::string& cell : b.rows[i]) {
                    out += " " + mdCell(cell) + " |";
                }
                out += "\n";
                if (i == 0) {
                    out += "|";
                    for (std::size_t c = 0; c < b.rows[i].size(); ++c) {
                        out += "---|";
                    }
                    out += "\n";
                }
            }
            out += "\n";
            break;
        }
    }
    return out;
}

} // namespace adc::print
