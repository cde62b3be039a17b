#pragma once
// Colours and words the views share, so a status or a turn's losses look the same in the
// roster, the log and the player display.
#include <QColor>
#include <QString>

#include <string>

namespace adc::words {

// Each turn's losses in its own colour (cycles after eight turns).
QColor turnColour(int turn);
// Status in words: "good_order" -> "Good order".
QString statusWords(const std::string& status);
// Status colour: green for good order through red for routed and grey for eliminated.
QColor statusColour(const std::string& status);

} // namespace adc::words
