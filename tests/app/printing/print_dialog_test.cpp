// File → Print: the menu opens the dialog on the locale's paper, the documents are those of
// `adc roster` / `adc qrs`, the preview paints them, and a print to a PDF file needs no printer.
#include "gui_fixture.hpp"
#include "printing/print_dialog.hpp"
#include "printing/printing.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/builtin_rulesets.hpp"
#include "print/paper.hpp"
#include "print/quick_reference.hpp"
#include "print/roster_sheet.hpp"
#include "print/save_place.hpp"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>

extern "C" adc::app::PrintingModule* adc_printing_module();

namespace adc::test {
namespace {

using app::PrintDialog;

// This program links the printing code in whole; the menu uses it instead of loading the file.
TEST(PrintingLinkedIn, TheMenuUsesTheCodeLinkedIn) {
    EXPECT_EQ(app::printingModule(nullptr), adc_printing_module());
}

class PrintDialogTest : public GuiTest {
protected:
    QByteArray readAll(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QComboBox* what(PrintDialog& d) { return d.findChild<QComboBox*>("printWhat"); }
    QComboBox* paper(PrintDialog& d) { return d.findChild<QComboBox*>("printPaper"); }
};

TEST_F(PrintDialogTest, TheMenuOpensTheDialogOnTheLocalesPaper) {
    QAction* print = window->findChild<QAction*>("print");
    ASSERT_TRUE(print);
    EXPECT_EQ(print->shortcut(), QKeySequence(QKeySequence::Print));
    bool seen = false;
    print::Paper shown = print::Paper::A4;
    onModals([&](QWidget* w) {
        if (auto* d = qobject_cast<PrintDialog*>(w)) {
            seen = true;
            shown = d->paper();
            d->reject();
            return false;
        }
        return true;
    });
    print->trigger();
    EXPECT_TRUE(seen);
    EXPECT_EQ(shown, print::localePaper(QLocale()));
    EXPECT_EQ(print::localePaper(QLocale(QLocale::English, QLocale::UnitedStates)),
              print::Paper::Letter);
    EXPECT_EQ(print::localePaper(QLocale(QLocale::French, QLocale::Canada)), print::Paper::Letter);
    EXPECT_EQ(print::localePaper(QLocale(QLocale::English, QLocale::UnitedKingdom)),
              print::Paper::A4);
}

// Issue 37: the paper chosen is chosen again the next time, in this run or the next (QSettings),
// and the menu's dialog, the editor's PDF and the preview all print on it.
TEST_F(PrintDialogTest, ThePaperChosenIsRememberedAcrossRuns) {
    const print::Paper other =
        print::localePaper(QLocale()) == print::Paper::A4 ? print::Paper::Letter : print::Paper::A4;
    {
        PrintDialog d(doc(), PrintDialog::Start::Roster, window.get());
        EXPECT_EQ(d.paper(), print::localePaper(QLocale()));
        paper(d)->setCurrentIndex(other == print::Paper::Letter ? 1 : 0);
        EXPECT_EQ(d.paper(), other);
    }
    // What a new run reads: the settings' file, not this process's memory.
    QSettings().sync();
    EXPECT_EQ(QSettings().value(QStringLiteral("print/paper")).toString(), print::toString(other));
    EXPECT_EQ(print::rememberedPaper(), other);
    PrintDialog again(doc(), PrintDialog::Start::Roster, window.get());
    EXPECT_EQ(again.paper(), other);
}

// Issue 37: Export PDF… opens in the user's documents folder with a name made from the title.
TEST_F(PrintDialogTest, ExportPdfOpensInTheDocumentsFolderWithASuggestedName) {
    QTemporaryDir home;
    const QByteArray oldHome = qgetenv("HOME");
    qputenv("HOME", home.path().toUtf8());
    PrintDialog d(doc(), PrintDialog::Start::Roster, window.get());
    QString folder, name;
    onModals([&](QWidget* w) {
        auto* files = qobject_cast<QFileDialog*>(w);
        if (!files) {
            return true;
        }
        folder = files->directory().absolutePath();
        name = QFileInfo(files->selectedFiles().value(0)).fileName();
        files->reject();
        return false;
    });
    d.findChild<QPushButton*>(QStringLiteral("printExportPdf"))->click();
    qputenv("HOME", oldHome);
    QString title, error;
    d.documentHtml(&title, &error);
    EXPECT_EQ(folder, home.path() + QStringLiteral("/Documents"));
    EXPECT_EQ(name, print::suggestedFileName(title, QStringLiteral("pdf")));
    EXPECT_TRUE(name.endsWith(QStringLiteral(" roster.pdf"))) << name.toStdString();
}

// Issue 37: the system's print dialog (the editor's Print roster…) offers printing to a file in
// the documents folder under the document's title.
TEST_F(PrintDialogTest, PrintToFileStartsInTheDocumentsFolder) {
    QTemporaryDir home;
    const QByteArray oldHome = qgetenv("HOME");
    qputenv("HOME", home.path().toUtf8());
    QString offered;
    bool seen = false;
    onModals([&](QWidget* w) {
        if (!w->inherits("QPrintDialog")) {
            return true;
        }
        seen = true;
        if (auto* file = w->findChild<QLineEdit*>(QStringLiteral("filename"))) {
            offered = file->text();
        }
        qobject_cast<QDialog*>(w)->reject();
        return false;
    });
    adc_printing_module()->printWithDialog(print::rosterHtml(doc().game()), window.get());
    qputenv("HOME", oldHome);
    EXPECT_TRUE(seen);
    EXPECT_TRUE(offered.startsWith(home.path() + QStringLiteral("/Documents/")))
        << offered.toStdString();
    EXPECT_TRUE(offered.endsWith(QStringLiteral(" roster.pdf"))) << offered.toStdString();
}

TEST_F(PrintDialogTest, RostersWholeByCommandOrOneCommandAsPdfOnTheChosenPaper) {
    PrintDialog d(doc(), PrintDialog::Start::Roster, window.get());
    // Whole, a sheet per command, each of the two player commands, the quick-reference sheet.
    ASSERT_EQ(what(d)->count(), 5);
    paper(d)->setCurrentIndex(1);
    EXPECT_EQ(d.paper(), print::Paper::Letter);
    const QString whole = temp.filePath("whole.pdf");
    QString error;
    ASSERT_TRUE(d.exportPdfTo(whole, &error)) << error.toStdString();
    QByteArray bytes = readAll(whole);
    EXPECT_TRUE(bytes.contains("/MediaBox [0 0 792.000000 612.000000]")); // landscape Letter
    EXPECT_EQ(print::pdfPageCount(bytes), 2);                             // one page per side
    what(d)->setCurrentIndex(1);
    ASSERT_TRUE(d.exportPdfTo(temp.filePath("by.pdf"), &error)) << error.toStdString();
    EXPECT_EQ(print::pdfPageCount(readAll(temp.filePath("by.pdf"))), 2);
    what(d)->setCurrentIndex(2);
    QString title;
    QString html = d.documentHtml(&title, &error);
    EXPECT_TRUE(html.contains(QStringLiteral("— player:"))) << html.toStdString();
    ASSERT_TRUE(d.exportPdfTo(temp.filePath("one.pdf"), &error)) << error.toStdString();
    EXPECT_EQ(print::pdfPageCount(readAll(temp.filePath("one.pdf"))), 1);
}

TEST_F(PrintDialogTest, TheRosterPrintedMidGameShowsTheCasualtiesByTurn) {
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("fire"));
    resolve->selectSide("confed");
    resolve->form()->setValue("shooter", "miss17c");
    resolve->form()->setValue("target", "mich7");
    resolve->form()->setValue("range", 30.0);
    ScriptedDice dice({1, 1, 4, 5}); // long range: hits on 1
    ASSERT_TRUE(resolve->rollWith(dice));
    ASSERT_TRUE(resolve->applyPending());
    const int lost = unit("mich7").lossesInTurn(1);
    ASSERT_GT(lost, 0);
    PrintDialog d(doc(), PrintDialog::Start::Roster, window.get());
    QString title, error;
    QString html = d.documentHtml(&title, &error);
    EXPECT_TRUE(html.contains(QStringLiteral("T1: %1").arg(lost))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("Casualties by turn")));
}

TEST_F(PrintDialogTest, ARosterPrintedForASideIsTheRosterThatSideMaySee) {
    PrintDialog d(doc(), PrintDialog::Start::Roster, window.get());
    auto* reader = d.findChild<QComboBox*>("printFor");
    ASSERT_NE(reader, nullptr);
    ASSERT_EQ(reader->count(), 1 + static_cast<int>(doc().game().scenario().sides.size()));
    EXPECT_TRUE(reader->currentData().toString().isEmpty()) << "the referee's, unless chosen";
    reader->setCurrentIndex(1);
    QString title, error;
    print::RosterOptions o;
    o.forSide = reader->currentData().toString().toStdString();
    EXPECT_EQ(o.forSide, doc().game().scenario().sides.front().id);
    EXPECT_EQ(d.documentHtml(&title, &error), print::rosterHtml(doc().game(), o))
        << error.toStdString();
    what(d)->setCurrentIndex(what(d)->count() - 1); // the quick-reference sheet: for everyone
    EXPECT_FALSE(reader->isEnabled());
}

TEST_F(PrintDialogTest, ThePreviewPaintsAndPrintsToAPdfFileWithoutAPrinter) {
    PrintDialog d(doc(), PrintDialog::Start::Roster, window.get());
    QPrintPreviewDialog* preview = d.openPreview();
    ASSERT_TRUE(preview);
    QApplication::processEvents();
    auto* widget = preview->findChild<QPrintPreviewWidget*>();
    ASSERT_TRUE(widget);
    widget->updatePreview();
    QApplication::processEvents();
    EXPECT_EQ(widget->pageCount(), 2);
    // What the preview's Print button sends to a printer, sent to a PDF file instead.
    QPrinter pdf(QPrinter::HighResolution);
    pdf.setOutputFormat(QPrinter::PdfFormat);
    pdf.setOutputFileName(temp.filePath("printed.pdf"));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    emit preview->paintRequested(&pdf);
    EXPECT_EQ(print::pdfPageCount(readAll(temp.filePath("printed.pdf"))), 2);
    preview->close();
}

// The test ruleset declares no quick-reference layout: the dialog says so rather than print
// an empty sheet (the shipped rulesets' sheets are tested in tests/print).
TEST_F(PrintDialogTest, AQuickReferenceSheetTheRulesetDoesNotLayOutIsRefusedWithWhy) {
    PrintDialog d(doc(), PrintDialog::Start::QuickReference, window.get());
    EXPECT_EQ(what(d)->currentIndex(), what(d)->count() - 1);
    QString title, error;
    EXPECT_TRUE(d.documentHtml(&title, &error).isEmpty());
    EXPECT_TRUE(error.contains(QStringLiteral("/print/quick_reference"))) << error.toStdString();
    EXPECT_FALSE(d.exportPdfTo(temp.filePath("q.pdf"), &error));
    EXPECT_FALSE(QFile::exists(temp.filePath("q.pdf")));
}

// With the real ROE module: the dialog's documents are the very ones `adc qrs` and `adc roster`
// make from the same calls, the sheet one A4 page, each man of a unit on his line.
TEST(PrintDialogRoe, TheSameDocumentsAsTheCommands) {
    QSettings().clear();
    const QString data = QStringLiteral(ADC_TEST_DATA_DIR);
    app::MainWindow window(builtinRulesets(), data);
    window.document().setRecoveryPath({});
    ASSERT_TRUE(window.openFile(data + "/scenarios/fredericksburg-1862.json"))
        << window.lastErrors().join("\n").toStdString();
    const auto& document = window.document();
    PrintDialog d(document, PrintDialog::Start::QuickReference, &window);
    d.findChild<QComboBox*>("printPaper")->setCurrentIndex(0);
    QString title, error;
    QString sheet = d.documentHtml(&title, &error);
    EXPECT_EQ(sheet, print::quickReferenceHtml(document.ruleset(), document.state().options));
    EXPECT_TRUE(sheet.contains(QStringLiteral("1-3"))) << error.toStdString();
    QTemporaryDir temp;
    ASSERT_TRUE(d.exportPdfTo(temp.filePath("q.pdf"), &error)) << error.toStdString();
    QFile q(temp.filePath("q.pdf"));
    ASSERT_TRUE(q.open(QIODevice::ReadOnly));
    EXPECT_EQ(print::pdfPageCount(q.readAll()), 1);
    auto* what = d.findChild<QComboBox*>("printWhat");
    what->setCurrentIndex(0);
    QString roster = d.documentHtml(&title, &error);
    EXPECT_EQ(roster, print::rosterHtml(document.game()));
    EXPECT_TRUE(roster.contains(
        QStringLiteral("<b>Lt. Col. Kennon McElroy</b> — officer, Pistol, crack, +1, fighting")));
    QSettings().clear();
}

// File → After-action report…: the report of `adc report` in the print preview, beside the
// window (not modal), with the roll just applied among its figures.
TEST_F(PrintDialogTest, TheAfterActionReportOpensInThePrintPreview) {
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("fire"));
    resolve->selectSide("confed");
    resolve->form()->setValue("shooter", "miss17c");
    resolve->form()->setValue("target", "mich7");
    resolve->form()->setValue("range", 30.0);
    ScriptedDice dice({1, 1, 4, 5});
    ASSERT_TRUE(resolve->rollWith(dice));
    ASSERT_TRUE(resolve->applyPending());
    QAction* report = window->findChild<QAction*>("afterActionReport");
    ASSERT_TRUE(report);
    report->trigger();
    auto* preview = window->findChild<QPrintPreviewDialog*>("documentPreviewDialog");
    ASSERT_TRUE(preview);
    EXPECT_TRUE(preview->windowTitle().contains(QStringLiteral("after-action report")));
    auto* pages = preview->findChild<QPrintPreviewWidget*>();
    ASSERT_TRUE(pages);
    pages->updatePreview();
    EXPECT_GE(pages->pageCount(), 1);
    preview->close();
}

} // namespace
} // namespace adc::test
