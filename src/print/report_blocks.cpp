// Writing the report's blocks as HTML (the plot inline as a data URL) or Markdown (the plot a
// file beside it).
#include "print/report_blocks.hpp"

#include "adc/html_text.hpp"

namespace adc::print {

namespace {

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

std::string blocksHtml(const std::string& title, const std::vector<ReportBlock>& blocks,
                       const std::string& plotSvg, int plotHeight) {
    std::string out = "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>" +
                      htmlEscaped(title) +
                      "</title><style>body{font-family:sans-serif;max-width:48em}"
                      "table{border-collapse:collapse}td,th{border:1px solid #999;padding:2px "
                      "6px;text-align:left}</style></head><body>\n<h1>" +
                      htmlEscaped(title) + "</h1>\n";
    for (const ReportBlock& b : blocks) {
        switch (b.kind) {
        case ReportBlock::Kind::Heading:
            out += "<h2>" + htmlEscaped(b.text) + "</h2>\n";
            break;
        case ReportBlock::Kind::Text:
            out += "<p>" + htmlEscaped(b.text) + "</p>\n";
            break;
        case ReportBlock::Kind::Plot:
            out += "<p><img width='640' height='" + std::to_string(plotHeight) +
                   "' alt='Casualties by side over the turns' src='data:image/svg+xml;base64," +
                   base64(plotSvg) + "'></p>\n";
            break;
        case ReportBlock::Kind::Table:
            out += "<table>\n";
            for (std::size_t i = 0; i < b.rows.size(); ++i) {
                out += "<tr>";
                for (const std::string& cell : b.rows[i]) {
                    out += (i == 0 ? "<th>" : "<td>") + htmlEscaped(cell) +
                           (i == 0 ? "</th>" : "</td>");
                }
                out += "</tr>\n";
            }
            out += "</table>\n";
            break;
        }
    }
    return out + "</body></html>\n";
}

std::string blocksMarkdown(const std::string& title, const std::vector<ReportBlock>& blocks,
                           const std::string& plotFile) {
    std::string out = "# " + title + "\n\n";
    for (const ReportBlock& b : blocks) {
        switch (b.kind) {
        case ReportBlock::Kind::Heading:
            out += "## " + b.text + "\n\n";
            break;
        case ReportBlock::Kind::Text:
            out += b.text + "\n\n";
            break;
        case ReportBlock::Kind::Plot:
            out += "![Casualties by side over the turns](" + plotFile + ")\n\n";
            break;
        case ReportBlock::Kind::Table:
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
