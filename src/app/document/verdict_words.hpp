#pragma once
// A victory condition's verdict as the game-over flag holds it ("met", "not met", "for the
// referee") in words with its mark: the result screen and the player display read it alike.
#include <QString>

#include <string>

namespace adc::app {

QString verdictWords(const std::string& met);

} // namespace adc::app
