#pragma once
// Printing rosters and the quick-reference sheet (the adc_print library, where it is built).
class QMenu;
class QWidget;

namespace adc::app {

class GameDocument;

// Adds "Print roster to PDF…" (Ctrl+P) and "Quick-reference sheet to PDF…" (Ctrl+Shift+Q).
void addPrintCommands(QWidget* window, GameDocument& document, QMenu* file);

} // namespace adc::app
