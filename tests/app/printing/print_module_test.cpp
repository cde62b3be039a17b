// File → Print, and the scenario editor's Print roster…, through the real aide-de-camp-printing
// module from the build tree, as the program loads it on the first print; without the module, a
// message naming the file and the loader's reason, and the game as it was.
#include "gui_fixture.hpp"

#ifdef ADC_HAVE_EDITOR
#include "editor/scenario_editor_window.hpp"
#endif

#include <QAction>
#include <QDialog>
#include <QMessageBox>
#include <QTemporaryDir>

namespace adc::test {
namespace {

class PrintModuleTest : public GuiTest {
protected:
    void SetUp() override {
        qputenv("ADC_MODULE_DIR", QByteArrayLiteral(ADC_MODULE_DIR_IN_BUILD));
        GuiTest::SetUp();
    }
    void TearDown() override {
        // Back to the build tree's modules (app_test_main's), for the tests after this one.
        qputenv("ADC_MODULE_DIR", QByteArrayLiteral(ADC_MODULE_DIR_IN_BUILD));
        GuiTest::TearDown();
    }
};

TEST_F(PrintModuleTest, TheMenuLoadsTheModuleAndOpensItsDialog) {
    QAction* print = window->findChild<QAction*>("print");
    ASSERT_TRUE(print);
    QString shown;
    onModals([&](QWidget* w) {
        if (w->objectName() == QStringLiteral("printDialog")) {
            shown = w->windowTitle();
            qobject_cast<QDialog*>(w)->reject();
            return false;
        }
        return true;
    });
    print->trigger();
    EXPECT_EQ(shown, QStringLiteral("Print"));
}

TEST_F(PrintModuleTest, WithoutTheModuleTheMessageNamesTheFile) {
    QTemporaryDir empty;
    ASSERT_TRUE(empty.isValid());
    qputenv("ADC_MODULE_DIR", empty.path().toUtf8());
    const std::size_t events = doc().game().events().size();
    window->findChild<QAction*>("printQuickReference")->trigger();
    auto* box = window->findChild<QMessageBox*>(QStringLiteral("printingMissing"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(empty.path() + QStringLiteral("/aide-de-camp-printing.so")))
        << qPrintable(box->text());
    EXPECT_TRUE(box->text().contains(QStringLiteral("No such file"))) << qPrintable(box->text());
    EXPECT_EQ(doc().game().events().size(), events);
    box->close();
}

#ifdef ADC_HAVE_EDITOR
// The organizer's roster printed from the editor: the editor opened from the File menu, its own
// File → Print roster…, the system's print dialog over the editor (cancelled here).
class EditorPrintTest : public PrintModuleTest {
protected:
    adc::editor::ScenarioEditorWindow* openEditor() {
        window->action("editor")->trigger();
        QApplication::processEvents();
        return window->findChild<adc::editor::ScenarioEditorWindow*>();
    }
    static QAction* printRoster(QWidget* editor) {
        for (QAction* a : editor->findChildren<QAction*>()) {
            if (a->text() == QStringLiteral("P&rint roster…")) {
                return a;
            }
        }
        return nullptr;
    }
};

TEST_F(EditorPrintTest, PrintRosterOpensThePrintDialogThroughTheModule) {
    auto* editor = openEditor();
    ASSERT_NE(editor, nullptr);
    QAction* print = printRoster(editor);
    ASSERT_NE(print, nullptr);
    QString shownOver;
    bool printDialog = false;
    onModals([&](QWidget* w) {
        printDialog = w->inherits("QPrintDialog");
        shownOver = w->parentWidget() ? w->parentWidget()->objectName() : QString();
        qobject_cast<QDialog*>(w)->reject();
        return false;
    });
    print->trigger();
    EXPECT_TRUE(printDialog);
    EXPECT_EQ(shownOver, QStringLiteral("ScenarioEditorWindow"));
    editor->close();
}

TEST_F(EditorPrintTest, WithoutTheModuleTheEditorSaysWhichFileIsMissing) {
    QTemporaryDir empty;
    ASSERT_TRUE(empty.isValid());
    qputenv("ADC_MODULE_DIR", empty.path().toUtf8());
    auto* editor = openEditor();
    ASSERT_NE(editor, nullptr);
    QAction* print = printRoster(editor);
    ASSERT_NE(print, nullptr);
    print->trigger();
    auto* box = editor->findChild<QMessageBox*>(QStringLiteral("printingMissing"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(empty.path() + QStringLiteral("/aide-de-camp-printing.so")))
        << qPrintable(box->text());
    box->close();
    editor->close();
}
#endif

} // namespace
} // namespace adc::test
