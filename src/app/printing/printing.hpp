#pragma once
// What the window and the scenario editor know of printing (File → Print…, Quick-reference
// sheet…, the editor's Print roster…). The dialogs need Qt PrintSupport, which the dynamic
// loader would otherwise bind at every start, so they live in the aide-de-camp-printing module
// beside the program, loaded the first time something is printed. Making the documents (HTML,
// PDF: src/print, Qt Gui only) stays in the program and in `adc`.
class QString;
class QWidget;

namespace adc::app {

class GameDocument;

class PrintingModule {
public:
    virtual ~PrintingModule() = default;
    // The print dialog over the game on screen (rosters or the quick-reference sheet first),
    // with its preview and PDF export; returns when it is closed.
    virtual void showPrintDialog(const GameDocument& document, bool quickReference,
                                 QWidget* parent) = 0;
    // The system's print dialog for a finished document; printed if the user says Print.
    virtual void printWithDialog(const QString& html, QWidget* parent) = 0;
    // A finished document in the print preview (print it, or to PDF, from there); returns at
    // once, the preview open beside the window (File → After-action report…).
    virtual void previewDocument(const QString& html, const QString& title, QWidget* parent) = 0;
};

// The module's one entry point, resolved by name.
inline constexpr const char* kPrintingEntry = "adc_printing_module";
using PrintingEntry = PrintingModule* (*)();

// The module: the one linked into this program when it is (print_dialog_tests), else loaded
// from its file; null, and `why` says which file and the loader's reason, when it cannot be.
PrintingModule* printingModule(QString* why);

} // namespace adc::app
