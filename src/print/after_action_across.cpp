#include "print/after_action_across.hpp"

#include "print/casualty_plot.hpp"
#include "print/report_blocks.hpp"

#include <cstdio>
#include <filesystem>
#include <map>

namespace adc::print {

namespace {

using Kind = ReportBlock::Kind;

std::string oneDecimal(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", v);
    return text;
}

void results(const AcrossReport& a, std::vector<ReportBlock>& out) {
    out.push_back({Kind::Heading, "Results", {}});
    std::map<std::string, int> count;
    for (const AcrossGame& g : a.games) {
        ++count[g.result];
    }
    ReportBlock table{Kind::Table, {}, {{"Result", "Games"}}};
    for (const auto& [result, n] : count) {
        table.rows.push_back({result, std::to_string(n)});
    }
    out.push_back(table);
}

void games(const AcrossReport& a, std::vector<ReportBlock>& out) {
    out.push_back({Kind::Heading, "Turns reached and pace", {}});
    std::vector<std::string> head{"Game", "Turn reached", "Minutes a turn"};
    for (const AcrossSide& s : a.sides) {
        head.push_back(s.name + " lost");
    }
    ReportBlock table{Kind::Table, {}, {head}};
    for (const AcrossGame& g : a.games) {
        std::vector<std::string> row{std::filesystem::path(g.file).filename().string(),
                                     std::to_string(g.turn),
                                     g.minutesPerTurn ? oneDecimal(*g.minutesPerTurn) : "—"};
        for (int lost : g.lost) {
            row.push_back(std::to_string(lost));
        }
        table.rows.push_back(row);
    }
    out.push_back(table);
}

void curves(const AcrossReport& a, std::vector<ReportBlock>& out) {
    out.push_back({Kind::Heading, "Casualties over the turns", {}});
    out.push_back({Kind::Plot, {}, {}});
    std::size_t turns = 0;
    for (const AcrossSide& s : a.sides) {
        turns = std::max(turns, s.mean.size());
    }
    std::vector<std::string> head{"Side"};
    for (std::size_t t = 1; t <= turns; ++t) {
        head.push_back("T" + std::to_string(t));
    }
    ReportBlock table{Kind::Table, {}, {head}};
    for (const AcrossSide& s : a.sides) {
        std::vector<std::string> row{s.name};
        for (std::size_t t = 0; t < turns; ++t) {
            row.push_back(t < s.mean.size()
                              ? oneDecimal(s.mean[t]) + " (" + std::to_string(s.low[t]) + "–" +
                                    std::to_string(s.high[t]) + ", " + std::to_string(s.games[t]) +
                                    " games)"
                              : "—");
        }
        table.rows.push_back(row);
    }
    out.push_back(table);
    out.push_back({Kind::Text,
                   "Each side's " + a.strengthUnit +
                       " lost in all by the end of each turn: the mean over the games that "
                       "reached the turn, then the lowest and highest of them.",
                   {}});
}

std::vector<ReportBlock> acrossBlocks(const AcrossReport& a) {
    std::vector<ReportBlock> out;
    out.push_back(
        {Kind::Text, std::to_string(a.games.size()) + " games of " + a.scenario + ".", {}});
    results(a, out);
    games(a, out);
    curves(a, out);
    return out;
}

} // namespace

std::string acrossHtml(const AcrossReport& across) {
    return blocksHtml("Across games: " + across.scenario, acrossBlocks(across),
                      acrossPlotSvg(across), acrossPlotHeight(across));
}

std::string acrossMarkdown(const AcrossReport& across, const std::string& plotFile) {
    return blocksMarkdown("Across games: " + across.scenario, acrossBlocks(across), plotFile);
}

} // namespace adc::print
