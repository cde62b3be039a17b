#pragma once
// File → Print (the adc_print library, where it is built), through the printing module.
class QString;
class QWidget;

namespace adc::app {

class GameDocument;

// Adds to the window "Print…" (print: Ctrl+P, rosters or the quick-reference sheet, with a
// preview and PDF export) and "Quick-reference sheet…" (printQuickReference: Ctrl+Shift+Q, the
// same dialog, the sheet chosen) and "After-action report…" (afterActionReport: the report of
// adc report in the print preview); the File menu lists them.
void addPrintCommands(QWidget* window, GameDocument& document);
// The system's print dialog for a finished document (the editor's Print roster…); a message
// naming the module and the loader's reason when printing cannot be loaded.
void printWithDialog(const QString& html, QWidget* parent);

} // namespace adc::app
