#pragma once
// A number as the rules write it in a step: 12, 7.5, 0.333333 (a stream's default: %g, six
// significant digits), written without a stream because the odds walk writes range bands and
// distances into steps on every branch, and a stream's set-up was a fifth of a melee's walk.
#include <string>

namespace adc {

std::string numberText(double value);

} // namespace adc
