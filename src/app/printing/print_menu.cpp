#include "printing/print_menu.hpp"

#include "document/game_document.hpp"
#include "plugins/plugin_loader.hpp"
#include "printing/printing.hpp"

#include "adc/report.hpp"
#include "print/after_action.hpp"

#include <QAction>
#include <QMessageBox>

// Defined where the printing code is linked in whole (print_dialog_tests); null in the program,
// which loads the module instead. A weak reference never pulls the code in by itself.
extern "C" adc::app::PrintingModule* adc_printing_module() __attribute__((weak));

namespace adc::app {

PrintingModule* printingModule(QString* why) {
    if (adc_printing_module) {
        return adc_printing_module();
    }
    auto entry = reinterpret_cast<PrintingEntry>(
        moduleEntry(QStringLiteral(ADC_PRINTING_MODULE), kPrintingEntry, why));
    return entry ? entry() : nullptr;
}

namespace {

// Window-modal but not blocking, as the window's other warnings; the game is not touched.
void sayPrintingIsMissing(QWidget* parent, const QString& why) {
    auto* box = new QMessageBox(QMessageBox::Warning, QObject::tr("Print"),
                                QObject::tr("Printing is not available: %1").arg(why),
                                QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("printingMissing"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

void printWithDialog(const QString& html, QWidget* parent) {
    QString why;
    if (PrintingModule* module = printingModule(&why)) {
        module->printWithDialog(html, parent);
    } else {
        sayPrintingIsMissing(parent, why);
    }
}

void addPrintCommands(QWidget* window, GameDocument& document) {
    auto open = [window, &document](bool quickReference) {
        if (!document.hasGame()) {
            return;
        }
        QString why;
        if (PrintingModule* module = printingModule(&why)) {
            module->showPrintDialog(document, quickReference, window);
        } else {
            sayPrintingIsMissing(window, why);
        }
    };
    auto* print = new QAction(QObject::tr("&Print…"), window);
    print->setObjectName(QStringLiteral("print"));
    print->setShortcut(QKeySequence::Print);
    QObject::connect(print, &QAction::triggered, window, [open] { open(false); });
    auto* sheet = new QAction(QObject::tr("&Quick-reference sheet…"), window);
    sheet->setObjectName(QStringLiteral("printQuickReference"));
    sheet->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+Q")));
    QObject::connect(sheet, &QAction::triggered, window, [open] { open(true); });
    window->addAction(print);
    window->addAction(sheet);
    auto* report = new QAction(QObject::tr("After-action &report…"), window);
    report->setObjectName(QStringLiteral("afterActionReport"));
    report->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+A")));
    report->setToolTip(
        QObject::tr("The game's story so far: timeline, casualties by side, "
                    "each unit's fate, the decisive moments, luck against the odds"));
    QObject::connect(report, &QAction::triggered, window, [window, &document] {
        if (!document.hasGame()) {
            return;
        }
        const Report r = buildReport(document.game());
        const QString title =
            QString::fromStdString(r.scenario) + QObject::tr(" — after-action report");
        QString why;
        if (PrintingModule* module = printingModule(&why)) {
            module->previewDocument(QString::fromStdString(print::reportHtml(r)), title, window);
        } else {
            sayPrintingIsMissing(window, why);
        }
    });
    window->addAction(report);
}

} // namespace adc::app
