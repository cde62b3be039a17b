// The report's sections, built once as blocks (print/report_blocks.hpp) that are then written
// as HTML or as Markdown: the two forms cannot drift apart.
#include "print/after_action.hpp"

#include "print/casualty_plot.hpp"
#include "print/report_blocks.hpp"

#include <cmath>
#include <cstdio>

namespace adc::print {

namespace {

using Block = ReportBlock;

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
    if (!r.conditions.empty()) {
        std::vector<std::vector<std::string>> rows = {{"Victory condition", "Met", "Figures"}};
        rows.insert(rows.end(), r.conditions.begin(), r.conditions.end());
        out.push_back({Block::Kind::Table, "", std::move(rows)});
    }
    timeline(r, out);
    casualties(r, out);
    fates(r, out);
    moments(r, out);
    luck(r, out);
    return out;
}

} // namespace

std::string chanceWords(double p) {
    char text[16];
    std::snprintf(text, sizeof text, p < 0.0995 ? "%.1f%%" : "%.0f%%", p * 100);
    return text;
}

std::string reportHtml(const Report& report) {
    return blocksHtml("After-action report: " + report.scenario, blocks(report),
                      casualtyPlotSvg(report), plotHeight(report));
}

std::string reportMarkdown(const Report& report, const std::string& plotFile) {
    return blocksMarkdown("After-action report: " + report.scenario, blocks(report), plotFile);
}

} // namespace adc::print
