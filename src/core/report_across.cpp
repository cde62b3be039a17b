#include "adc/report_across.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc {

namespace {

AcrossGame gameLine(const std::string& file, const Report& r) {
    AcrossGame g;
    g.file = file;
    g.turn = r.turn;
    g.ended = r.ended;
    g.result = r.outcome; // counted by result, not by the words around it
    double seconds = 0;
    int turns = 0;
    for (const ReportTurn& t : r.timeline) {
        if (t.finished && t.seconds) {
            seconds += static_cast<double>(*t.seconds);
            ++turns;
        }
    }
    if (turns > 0) {
        g.minutesPerTurn = seconds / 60.0 / turns;
    }
    for (const SideLosses& s : r.sides) {
        g.lost.push_back(s.total.empty() ? 0 : s.total.back());
    }
    return g;
}

void addCurve(const SideLosses& s, AcrossSide& side) {
    for (std::size_t t = 0; t < s.total.size(); ++t) {
        if (side.mean.size() <= t) {
            side.mean.push_back(0);
            side.low.push_back(s.total[t]);
            side.high.push_back(s.total[t]);
            side.games.push_back(0);
        }
        side.mean[t] += s.total[t];
        side.low[t] = std::min(side.low[t], s.total[t]);
        side.high[t] = std::max(side.high[t], s.total[t]);
        ++side.games[t];
    }
}

} // namespace

AcrossReport reportAcross(const std::vector<std::pair<std::string, Report>>& games) {
    AcrossReport out;
    if (games.empty()) {
        return out;
    }
    const Report& first = games.front().second;
    out.scenario = first.scenario;
    out.strengthUnit = first.strengthUnit;
    for (const SideLosses& s : first.sides) {
        out.sides.push_back({s.side, s.name, {}, {}, {}, {}});
    }
    for (const auto& [file, r] : games) {
        bool same = r.scenario == first.scenario && r.sides.size() == first.sides.size();
        for (std::size_t i = 0; same && i < r.sides.size(); ++i) {
            same = r.sides[i].side == first.sides[i].side;
        }
        if (!same) {
            throw std::invalid_argument(file + ": is a game of \"" + r.scenario + "\", not of \"" +
                                        first.scenario + "\" with its sides");
        }
        out.games.push_back(gameLine(file, r));
        for (std::size_t i = 0; i < r.sides.size(); ++i) {
            addCurve(r.sides[i], out.sides[i]);
        }
    }
    for (AcrossSide& s : out.sides) {
        for (std::size_t t = 0; t < s.mean.size(); ++t) {
            s.mean[t] /= s.games[t];
        }
    }
    return out;
}

} // namespace adc
