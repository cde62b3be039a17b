#pragma once
// A value typed into one cell of a table (the scenario editor's roster, a correction in the
// desktop's) is held to the limits of the file it goes into, and said so in the loaders' words
// (docs/formats.md, "Limits"; the scans are json_limits.cpp's).
#include "adc/json_reader.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace adc {

// The cell's text read as JSON: the value; or nullopt, with `refusal` saying what the limits
// refuse (lists and objects nested deeper than `levels`, a text too long or holding U+0000,
// with its pointer within the value) or left empty when the text is simply not JSON. Nothing
// deeper than `levels` is ever built.
std::optional<json> parseTypedJson(std::string_view text, int levels, std::string& refusal);
// What the limits refuse in a plain text typed into a cell (too long, or holding U+0000), or "".
std::string typedTextRefusal(std::string_view text);

} // namespace adc
