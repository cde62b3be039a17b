#include "print/casualty_plot.hpp"

#include "adc/html_text.hpp"

#include <algorithm>
#include <cstdio>

namespace adc::print {

namespace {

std::string num(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", v);
    return text;
}

// A step on the y axis that gives about five lines.
int gridStep(int most) {
    for (int step : {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000}) {
        if (most / step <= 6) {
            return step;
        }
    }
    return 2000;
}

void drawAxes(const Report& report, const PlotScale& s, std::string& svg) {
    const int step = gridStep(s.most);
    for (int v = 0; v <= s.most; v += step) {
        svg += "<line x1='" + num(s.left) + "' y1='" + num(s.y(v)) + "' x2='" + num(s.right) +
               "' y2='" + num(s.y(v)) + "' stroke='#ddd'/>";
        svg += "<text x='" + num(s.left - 6) + "' y='" + num(s.y(v) + 4) + "' text-anchor='end'>" +
               std::to_string(v) + "</text>";
    }
    for (int t = 1; t <= s.turns; ++t) {
        svg += "<text x='" + num(s.x(t)) + "' y='" + num(s.bottom + 16) +
               "' text-anchor='middle'>" + std::to_string(t) + "</text>";
    }
    svg += "<line x1='" + num(s.left) + "' y1='" + num(s.bottom) + "' x2='" + num(s.right) +
           "' y2='" + num(s.bottom) + "' stroke='#444'/>";
    svg += "<text x='" + num((s.left + s.right) / 2) + "' y='" + num(s.bottom + 34) +
           "' text-anchor='middle'>Turn</text>";
    svg += "<text x='14' y='" + num((s.top + s.bottom) / 2) +
           "' text-anchor='middle' transform='rotate(-90 14 " + num((s.top + s.bottom) / 2) +
           ")'>" + htmlEscaped(report.strengthUnit) + " lost</text>";
}

std::string totalPoints(const SideLosses& side, const PlotScale& s) {
    std::string points;
    for (std::size_t t = 0; t < side.total.size(); ++t) {
        points +=
            (t ? " " : "") + num(s.x(static_cast<double>(t + 1))) + "," + num(s.y(side.total[t]));
    }
    return points;
}

// index: the side's colour; bar: its place among the bars of the sides shown.
void drawSide(const SideLosses& side, std::size_t index, std::size_t barIndex,
              std::size_t shownSides, const PlotScale& s, std::string& svg) {
    const std::string& colour = sideColour(index);
    const double slot = (s.right - s.left) / s.turns * 0.6;
    const double width = slot / static_cast<double>(std::max<std::size_t>(shownSides, 1));
    for (std::size_t t = 0; t < side.perTurn.size(); ++t) {
        if (side.perTurn[t] == 0) {
            continue;
        }
        const double x =
            s.x(static_cast<double>(t + 1)) - slot / 2 + width * static_cast<double>(barIndex);
        svg += "<rect x='" + num(x) + "' y='" + num(s.y(side.perTurn[t])) + "' width='" +
               num(width) + "' height='" + num(s.bottom - s.y(side.perTurn[t])) + "' fill='" +
               colour + "' fill-opacity='0.35'/>";
    }
    svg += "<polyline fill='none' stroke='" + colour + "' stroke-width='2.5' points='" +
           totalPoints(side, s) + "'/>";
    if (side.breakPoint) {
        svg += "<line x1='" + num(s.left) + "' y1='" + num(s.y(*side.breakPoint)) + "' x2='" +
               num(s.right) + "' y2='" + num(s.y(*side.breakPoint)) + "' stroke='" + colour +
               "' stroke-width='1.5' stroke-dasharray='6 4'/>";
    }
}

// One row a side under the plot: side names are long ("Union: Williams's division (...)").
void drawLegend(const Report& report, std::string& svg) {
    const double x = 60;
    for (std::size_t i = 0; i < report.sides.size(); ++i) {
        const double y = 300 + 16 * static_cast<double>(i);
        const SideLosses& side = report.sides[i];
        const std::string words =
            side.name + (side.shown ? (side.breakPoint ? " (dashed: break point)" : "")
                                    : " (losses not shown to this side)");
        svg += "<rect x='" + num(x) + "' y='" + num(y - 9) + "' width='12' height='10' fill='" +
               sideColour(i) + "'/><text x='" + num(x + 16) + "' y='" + num(y) + "'>" +
               htmlEscaped(words) + "</text>";
    }
}

} // namespace

double PlotScale::x(double turn) const {
    if (turns <= 1) {
        return (left + right) / 2;
    }
    const double pad = (right - left) / (turns * 2.0);
    return left + pad + (turn - 1) * (right - left - 2 * pad) / (turns - 1);
}

double PlotScale::y(double losses) const {
    return bottom - losses * (bottom - top) / std::max(most, 1);
}

const std::string& sideColour(std::size_t index) {
    static const std::string colours[] = {"#2c5aa0", "#9c2f2f", "#4f7f3a", "#8a6d1f"};
    return colours[index % 4];
}

int plotHeight(const Report& report) {
    return 296 + 16 * static_cast<int>(report.sides.size());
}

PlotScale plotScale(const Report& report) {
    PlotScale s;
    for (const SideLosses& side : report.sides) {
        s.turns = std::max(s.turns, static_cast<int>(side.total.size()));
        if (!side.shown) {
            continue;
        }
        for (int v : side.total) {
            s.most = std::max(s.most, v);
        }
        if (side.breakPoint) {
            s.most = std::max(s.most, *side.breakPoint);
        }
    }
    s.most = std::max(s.most, 1);
    const int step = gridStep(s.most);
    s.most = (s.most + step - 1) / step * step;
    return s;
}

std::vector<std::string> runningTotalPoints(const Report& report) {
    const PlotScale s = plotScale(report);
    std::vector<std::string> out;
    for (const SideLosses& side : report.sides) {
        if (side.shown) {
            out.push_back(totalPoints(side, s));
        }
    }
    return out;
}

std::string casualtyPlotSvg(const Report& report) {
    const PlotScale s = plotScale(report);
    const std::string height = std::to_string(plotHeight(report));
    std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='640' height='" + height +
                      "' viewBox='0 0 640 " + height +
                      "' font-family='sans-serif' font-size='11'>"
                      "<rect width='640' height='" +
                      height + "' fill='white'/>";
    drawAxes(report, s, svg);
    std::size_t shown = 0;
    for (const SideLosses& side : report.sides) {
        shown += side.shown ? 1 : 0;
    }
    for (std::size_t i = 0, bar = 0; i < report.sides.size(); ++i) {
        if (report.sides[i].shown) {
            drawSide(report.sides[i], i, bar++, shown, s, svg);
        }
    }
    drawLegend(report, svg);
    return svg + "</svg>\n";
}

int acrossPlotHeight(const AcrossReport& across) {
    return 296 + 16 * static_cast<int>(across.sides.size());
}

std::string acrossPlotSvg(const AcrossReport& across) {
    // The axes and legend of a report with the same sides, its scale from the highest curve.
    Report frame;
    frame.strengthUnit = across.strengthUnit;
    for (const AcrossSide& side : across.sides) {
        SideLosses s;
        s.side = side.side;
        s.name = side.name + " (mean; band: lowest to highest)";
        s.total = side.high;
        frame.sides.push_back(s);
    }
    const PlotScale s = plotScale(frame);
    const std::string height = std::to_string(acrossPlotHeight(across));
    std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='640' height='" + height +
                      "' viewBox='0 0 640 " + height +
                      "' font-family='sans-serif' font-size='11'><rect width='640' height='" +
                      height + "' fill='white'/>";
    drawAxes(frame, s, svg);
    for (std::size_t i = 0; i < across.sides.size(); ++i) {
        const AcrossSide& side = across.sides[i];
        std::string band, mean;
        for (std::size_t t = 0; t < side.high.size(); ++t) {
            band += num(s.x(static_cast<double>(t + 1))) + "," + num(s.y(side.high[t])) + " ";
            mean += (t ? " " : "") + num(s.x(static_cast<double>(t + 1))) + "," +
                    num(s.y(side.mean[t]));
        }
        for (std::size_t t = side.low.size(); t-- > 0;) {
            band += num(s.x(static_cast<double>(t + 1))) + "," + num(s.y(side.low[t])) + " ";
        }
        svg += "<polygon points='" + band + "' fill='" + sideColour(i) +
               "' fill-opacity='0.18' stroke='none'/><polyline fill='none' stroke='" +
               sideColour(i) + "' stroke-width='2.5' points='" + mean + "'/>";
    }
    drawLegend(frame, svg);
    return svg + "</svg>\n";
}

} // namespace adc::print
