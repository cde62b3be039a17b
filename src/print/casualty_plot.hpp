#pragma once
// The after-action report's plot: each side's casualties over the turns (per turn as bars, the
// running total as a line) against its break point (dashed), drawn as SVG text. One drawing for
// every face: inline in the HTML, a file beside the Markdown, and the same image in the PDF
// (QTextDocument shows it through Qt's SVG image plug-in). Qt Charts is not on the machines we
// build for; a plot of two lines and some bars does not need it (docs/report.md).
#include "adc/report.hpp"
#include "adc/report_across.hpp"

#include <string>
#include <vector>

namespace adc::print {

// Where the plot puts things, for the tests to check the drawing against the figures.
struct PlotScale {
    double left = 56, right = 620, top = 12, bottom = 250; // the plotting area, in px
    int turns = 1;                                         // x runs 1..turns
    int most = 1;                                          // y runs 0..most
    double x(double turn) const;
    double y(double losses) const;
};

PlotScale plotScale(const Report& report);
// The SVG document, 640 px wide, plotHeight tall: the plot, then a row of legend a side.
int plotHeight(const Report& report);
std::string casualtyPlotSvg(const Report& report);
// The polyline points of each shown side's running total, as drawn: "x,y x,y ...".
std::vector<std::string> runningTotalPoints(const Report& report);

// Across games: each side's mean running total (a line) in the band of its lowest to highest.
std::string acrossPlotSvg(const AcrossReport& across);
int acrossPlotHeight(const AcrossReport& across);

// The colours of the sides, in order (the first two as on the roster's headings).
const std::string& sideColour(std::size_t index);

} // namespace adc::print
