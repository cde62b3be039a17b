#pragma once
// Each turn's losses in its own colour, one palette for the screen and for paper, so a roster
// printed mid-game marks casualties as the desktop's roster does. No Qt here: 0xRRGGBB values.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace adc {

// Distinct under colour-blind simulation and on a projector: the Okabe-Ito palette, cycled
// after eight turns. Printouts add the turn number, for black-and-white printers.
constexpr std::uint32_t turnColourRgb(int turn) {
    constexpr std::array<std::uint32_t, 8> palette{0xD55E00, 0x0072B2, 0x009E73, 0xCC79A7,
                                                   0xE69F00, 0x56B4E9, 0x000000, 0xF0E442};
    return palette[static_cast<std::size_t>((turn - 1 + 800) % 8)];
}

// WCAG 2 relative luminance of an 0xRRGGBB colour (0 black, 1 white).
inline double relativeLuminance(std::uint32_t rgb) {
    auto channel = [](std::uint32_t c) {
        const double s = static_cast<double>(c & 0xFFU) / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
}

// WCAG 2 contrast ratio of two colours, 1 to 21; text wants at least 4.5.
inline double contrastRatio(std::uint32_t a, std::uint32_t b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The words on a turn's chip: black or white, whichever reads better on its colour (white on
// the yellow of turn 8 did not read at all). Every colour of the palette keeps 4.5:1 with one.
inline std::uint32_t turnTextRgb(int turn) {
    const std::uint32_t chip = turnColourRgb(turn);
    return contrastRatio(chip, 0x000000) >= contrastRatio(chip, 0xFFFFFF) ? 0x000000 : 0xFFFFFF;
}

} // namespace adc
