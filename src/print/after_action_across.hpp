#pragma once
// The report across games (adc/report_across.hpp) as a document: HTML (the plot inline) or
// Markdown (the plot a file beside it), through the same block writers as one game's report.
#include "adc/report_across.hpp"

#include <string>

namespace adc::print {

std::string acrossHtml(const AcrossReport& across);
std::string acrossMarkdown(const AcrossReport& across, const std::string& plotFile);

} // namespace adc::print
