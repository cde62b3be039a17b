// The aide-de-camp-printing module's entry point: the one symbol the program looks up in it.
#include "printing/print_dialog.hpp"
#include "printing/printing.hpp"

#include "print/paper.hpp"
#include "print/save_place.hpp"

#include <QLineEdit>
#include <QLocale>
#include <QPageSize>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
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
        QTextDocument doc;
        doc.setHtml(html);
        const QString title = doc.metaInformation(QTextDocument::DocumentTitle);
        QPrinter printer;
        printer.setDocName(title);
        printer.setPageSize(QPageSize(
            print::rememberedPaper() == print::Paper::A4 ? QPageSize::A4 : QPageSize::Letter));
        QPrintDialog dialog(&printer, parent);
        // Print to file starts in the documents folder under the document's name, not in the
        // folder the program was started from; the printer chosen stays the system's default
        // (an output file name set on the printer would choose the PDF "printer" instead).
        if (auto* file = dialog.findChild<QLineEdit*>(QStringLiteral("filename"))) {
            file->setText(
                print::inDocuments(print::suggestedFileName(title, QStringLiteral("pdf"))));
        }
        if (dialog.exec() == QDialog::Accepted) {
            doc.print(&printer);
        }
    }
    void previewDocument(const QString& html, const QString& title, QWidget* parent) override {
        // The printer lives as long as its preview.
        auto* printer = new QPrinter(QPrinter::HighResolution);
        printer->setDocName(title);
        printer->setPageSize(QPageSize(
            print::rememberedPaper() == print::Paper::A4 ? QPageSize::A4 : QPageSize::Letter));
        auto* preview = new QPrintPreviewDialog(printer, parent);
        preview->setObjectName(QStringLiteral("documentPreviewDialog"));
        preview->setAttribute(Qt::WA_DeleteOnClose);
        preview->setWindowTitle(QObject::tr("Print preview — %1").arg(title));
        QObject::connect(preview, &QPrintPreviewDialog::paintRequested, preview,
                         [html](QPrinter* p) { print::printHtml(html, *p); });
        QObject::connect(preview, &QObject::destroyed, [printer] { delete printer; });
        preview->open();
    }
};

} // namespace
} // namespace adc::app

extern "C" Q_DECL_EXPORT adc::app::PrintingModule* adc_printing_module() {
    static adc::app::PrintingCode code;
    return &code;
}
