// The aide-de-camp-printing module's entry point: the one symbol the program looks up in it.
#include "printing/print_dialog.hpp"
#include "printing/printing.hpp"

#include <QPrintDialog>
#include <QPrinter>
#include <QTextDocument>
#include <QtGlobal>

namespace adc::app {
namespace {

class PrintingCode : public PrintingModule {
public:
    void showPrintDialog(const GameDocument& document, bool quickReference,
                         QWidget* parent) override {
        PrintDialog dialog(document,
                           quickReference ? PrintDialog::Start::QuickReference
                                          : PrintDialog::Start::Roster,
                           parent);
        dialog.exec();
    }
    void printWithDialog(const QString& html, QWidget* parent) override {
        QPrinter printer;
        QPrintDialog dialog(&printer, parent);
        if (dialog.exec() == QDialog::Accepted) {
            QTextDocument doc;
            doc.setHtml(html);
            doc.print(&printer);
        }
    }
};

} // namespace
} // namespace adc::app

extern "C" Q_DECL_EXPORT adc::app::PrintingModule* adc_printing_module() {
    static adc::app::PrintingCode code;
    return &code;
}
