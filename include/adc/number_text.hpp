#pragma once
// A number as the rules write it in a step: 12, 7.5, 0.333333 (a stream's default: %g, six
// significant digits), written without a stream because the odds walk writes range bands and
// distances into steps on every branch, and a stream's set-up was a fifth of a melee's walk.
#include <string>

namespace adc {

std::string numberText(double value);

// A number to at most `decimals` places, as printf's %.*f writes it, with the trailing zeros (and
// a bare point) dropped: 12, 7.5, 0.333333 for six places.
std::string decimalText(double value, int decimals);

} // namespace adc
