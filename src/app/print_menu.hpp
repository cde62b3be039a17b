#pragma once
// File → Print (the adc_print library, where it is built).
class QMenu;
class QWidget;

namespace adc::app {

class GameDocument;

// Adds "Print…" (Ctrl+P: rosters or the quick-reference sheet, with a preview and PDF export)
// and "Quick-reference sheet…" (Ctrl+Shift+Q: the same dialog, the sheet chosen).
void addPrintCommands(QWidget* window, GameDocument& document, QMenu* file);

} // namespace adc::app
