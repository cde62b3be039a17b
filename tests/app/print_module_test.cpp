// File → Print through the real aide-de-camp-printing module from the build tree, as the
// program loads it on the first print; without the module, a message naming the file and the
// loader's reason, and the game as it was.
#include "gui_fixture.hpp"

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

} // namespace
} // namespace adc::test
