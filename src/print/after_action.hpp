#pragma once
// The after-action report as a document: HTML (the plot inline, as a data URL both browsers and
// the PDF's QTextDocument show), Markdown (the plot a file beside it), and its PDF. The same
// sections in the same order in every form; the figures are the core's (adc/report.hpp).
#include "adc/report.hpp"

#include <string>

namespace adc::print {

std::string reportHtml(const Report& report);
// plotFile: the name the Markdown's image points at (written beside it by the caller).
std::string reportMarkdown(const Report& report, const std::string& plotFile);

// "4%", "0.4%", "37%": a chance as a referee reads it.
std::string chanceWords(double p);

} // namespace adc::print
