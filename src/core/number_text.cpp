#include "adc/number_text.hpp"

#include <charconv>

namespace adc {

std::string numberText(double value) {
    char text[32];
    const auto end =
        std::to_chars(text, text + sizeof text, value, std::chars_format::general, 6).ptr;
    return std::string(text, end);
}

} // namespace adc
