// What the window builds only when it is first seen: the dice tray behind the deck's tab is
// built when its tab is picked (or Ctrl+T asks for it), and where it is the front tab it is
// there at once. The window's icon is read from the PNGs beside the data, not the icon theme.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "tabletop/dice_tray.hpp"
#include "window/app_icon.hpp"
#include "window/main_window.hpp"

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <future>
#include <memory>

namespace adc::test {
namespace {

using adc::app::DiceTray;
using adc::app::MainWindow;

class StartUpTest : public ::testing::Test {
protected:
    void SetUp() override { QSettings().clear(); }
    void TearDown() override { QSettings().clear(); }

    static QString sourceDir() { return QStringLiteral(ADC_TEST_DATA_DIR); }

    static std::unique_ptr<MainWindow> shownOn(const QString& scenario) {
        auto w = std::make_unique<MainWindow>(builtinRulesets(), sourceDir());
        w->document().setRecoveryPath({});
        EXPECT_TRUE(w->openFile(sourceDir() + "/scenarios/" + scenario))
            << w->lastErrors().join("\n").toStdString();
        w->show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
        QApplication::processEvents();
        return w;
    }
};

TEST_F(StartUpTest, TheDiceTrayBehindTheDeckIsBuiltWhenItsTabIsPicked) {
    auto window = shownOn("fredericksburg-1862.json"); // ROE: the deck's tab is in front
    auto* trayDock = window->findChild<QDockWidget*>("trayDock");
    ASSERT_NE(trayDock, nullptr);
    EXPECT_EQ(window->findChild<DiceTray*>(), nullptr) << "built before it was seen";
    trayDock->raise();
    QApplication::processEvents();
    auto* tray = window->findChild<DiceTray*>();
    ASSERT_NE(tray, nullptr);
    EXPECT_TRUE(tray->isVisible());
    EXPECT_EQ(tray, window->diceTray());
    // It rolls and logs like any tray.
    const std::size_t before = window->document().game().events().size();
    tray->notationEdit()->setText("2d6");
    tray->roll();
    EXPECT_EQ(window->document().game().events().size(), before + 1);
}

TEST_F(StartUpTest, CtrlTBuildsTheDiceTrayAndPutsTheCursorInIt) {
    auto window = shownOn("fredericksburg-1862.json");
    ASSERT_EQ(window->findChild<DiceTray*>(), nullptr);
    window->action("diceTray")->trigger();
    QApplication::processEvents();
    auto* tray = window->findChild<DiceTray*>();
    ASSERT_NE(tray, nullptr);
    EXPECT_TRUE(tray->isVisible());
    EXPECT_EQ(tray->notationEdit()->selectedText(), tray->notationEdit()->text());
}

TEST_F(StartUpTest, WithoutADeckTheDiceTrayIsThereAtOnce) {
    auto window = shownOn("bluegray-fort-sanders-1863.json"); // no deck: the tray's tab shows
    auto* tray = window->findChild<DiceTray*>();
    ASSERT_NE(tray, nullptr);
    EXPECT_TRUE(tray->isVisible());
}

TEST_F(StartUpTest, OpenTakesTheGameReadAheadForItsPathAndReadsOtherPathsAsBefore) {
    const QString fredericksburg = sourceDir() + "/scenarios/fredericksburg-1862.json";
    const QString fortSanders = sourceDir() + "/scenarios/bluegray-fort-sanders-1863.json";
    adc::app::GameDocument doc(builtinRulesets(), sourceDir());
    doc.setRecoveryPath({});
    // Fort Sanders' read handed over as Fredericksburg's: open() shows what was read ahead.
    doc.setReadAhead(fredericksburg, std::async(std::launch::async, [&] {
                         return adc::app::readGame(builtinRulesets(), sourceDir(), fortSanders);
                     }));
    ASSERT_TRUE(doc.open(fredericksburg).isEmpty());
    EXPECT_EQ(doc.ruleset().id(), "bluegray");
    EXPECT_EQ(doc.filePath(), fredericksburg);
    // Taken once: the next open of that path reads the file itself.
    ASSERT_TRUE(doc.open(fredericksburg).isEmpty());
    EXPECT_EQ(doc.ruleset().id(), "roe");
}

TEST_F(StartUpTest, AFileThatFailsWhenReadAheadSaysTheSameErrorsAsWhenOpened) {
    QTemporaryDir dir;
    const QString broken = dir.filePath("broken.json");
    QFile f(broken);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"kind\": \"scenario\", \"ruleset\": \"nonesuch\"}");
    f.close();
    adc::app::GameDocument plain(builtinRulesets(), sourceDir());
    const QStringList expected = plain.open(broken);
    ASSERT_FALSE(expected.isEmpty());
    adc::app::GameDocument ahead(builtinRulesets(), sourceDir());
    ahead.setReadAhead(broken, std::async(std::launch::async, [&] {
                           return adc::app::readGame(builtinRulesets(), sourceDir(), broken);
                       }));
    EXPECT_EQ(ahead.open(broken), expected);
    EXPECT_FALSE(ahead.hasGame());
}

TEST_F(StartUpTest, StartUpFilesAreTheFileNamedTheLastGameAndTheDefaultThatExist) {
    const QString fortSanders = sourceDir() + "/scenarios/bluegray-fort-sanders-1863.json";
    const QString fredericksburg = sourceDir() + "/scenarios/fredericksburg-1862.json";
    EXPECT_EQ(MainWindow::startUpFiles(fortSanders, sourceDir()),
              (QStringList{fortSanders, fredericksburg}));
    EXPECT_EQ(MainWindow::startUpFiles("/no/such/file.json", sourceDir()),
              (QStringList{fredericksburg}));
}

TEST_F(StartUpTest, TheInstalledIconIsReadFromItsPngsInTheSmallSizes) {
    QTemporaryDir prefix;
    ASSERT_TRUE(prefix.isValid());
    QDir share(prefix.filePath("share"));
    ASSERT_TRUE(share.mkpath("aide-de-camp/rulesets"));
    for (int size : {16, 32, 48, 64, 128, 256}) {
        const QString dir = QStringLiteral("icons/hicolor/%1x%1/apps").arg(size);
        ASSERT_TRUE(share.mkpath(dir));
        QImage image(size, size, QImage::Format_ARGB32);
        image.fill(Qt::darkBlue);
        ASSERT_TRUE(image.save(share.filePath(dir + "/aide-de-camp.png")));
    }
    QIcon icon = adc::app::applicationIcon(share.filePath("aide-de-camp"));
    QList<QSize> sizes = icon.availableSizes();
    std::sort(sizes.begin(), sizes.end(),
              [](const QSize& a, const QSize& b) { return a.width() < b.width(); });
    EXPECT_EQ(sizes, (QList<QSize>{{16, 16}, {32, 32}, {48, 48}, {64, 64}}));
    EXPECT_EQ(icon.pixmap(32).toImage().pixelColor(5, 5), QColor(Qt::darkBlue));
}

TEST_F(StartUpTest, FromTheSourceTreeTheIconIsFoundToo) {
    // The build's rendered PNGs when target adc_icons has run, else the SVG in resources/.
    EXPECT_FALSE(adc::app::applicationIcon(sourceDir()).isNull());
}

} // namespace
} // namespace adc::test
