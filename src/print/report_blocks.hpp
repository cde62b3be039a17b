#pragma once
// A report as blocks (a heading, a paragraph, a table, the plot), built once and written as HTML
// or as Markdown: the single game's report and the report across games share the writers.
#include <string>
#include <vector>

namespace adc::print {

struct ReportBlock {
    enum class Kind { Heading, Text, Table, Plot } kind;
    std::string text;
    std::vector<std::vector<std::string>> rows; // the first is the heading row
};

// plotSvg is drawn where a Plot block stands, 640 px wide and plotHeight tall.
std::string blocksHtml(const std::string& title, const std::vector<ReportBlock>& blocks,
                       const std::string& plotSvg, int plotHeight);
std::string blocksMarkdown(const std::string& title, const std::vector<ReportBlock>& blocks,
                           const std::string& plotFile);

} // namespace adc::print
