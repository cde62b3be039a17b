#pragma once
// The game log: every event in effect with its dice, steps and effects, as Markdown
// or as a standalone HTML page.
#include <string>

namespace adc {
class Game;
}

namespace adc::app {

std::string logMarkdown(const Game& game, const std::string& unitFilter = {});
std::string logHtml(const Game& game, const std::string& unitFilter = {});

} // namespace adc::app
