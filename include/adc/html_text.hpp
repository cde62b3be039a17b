#pragma once
// Text put into HTML or SVG: the log's export, the after-action report and its plot all escape
// the same four characters, so a unit named "A & B" or a quoted order reads as typed.
#include <string>

namespace adc {

// & < > " as entities; everything else as it is (UTF-8 passes through).
std::string htmlEscaped(const std::string& text);

} // namespace adc
