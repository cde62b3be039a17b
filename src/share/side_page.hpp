#pragma once
// The side page (resources/share/side.html): one file of plain HTML, CSS and JS, served from
// the program's resources; it fetches the state and follows the live WebSocket itself.
#include <string>

namespace adc::share {

std::string sidePage();

} // namespace adc::share
