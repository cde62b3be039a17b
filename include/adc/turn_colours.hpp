#pragma once
// Each turn's losses in its own colour, one palette for the screen and for paper, so a roster
// printed mid-game marks casualties as the desktop's roster does. No Qt here: 0xRRGGBB values.
#include <array>
#include <cstdint>

namespace adc {

// Distinct under colour-blind simulation and on a projector: the Okabe-Ito palette, cycled
// after eight turns. Printouts add the turn number, for black-and-white printers.
constexpr std::uint32_t turnColourRgb(int turn) {
    constexpr std::array<std::uint32_t, 8> palette{0xD55E00, 0x0072B2, 0x009E73, 0xCC79A7,
                                                   0xE69F00, 0x56B4E9, 0x000000, 0xF0E442};
    return palette[static_cast<std::size_t>((turn - 1 + 800) % 8)];
}

} // namespace adc
