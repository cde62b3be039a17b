// The desktop program notices when `adc` (another process, another writer) changes the saved game
// it has open, offers to reload it, says when that would discard unsaved changes, and does not
// take its own saves for another program's.
#include "command.hpp"
#include "document/disk_watch.hpp"
#include "gui_fixture.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/saved_game.hpp"

#include <QTest>

#include <fstream>
#include <sstream>

namespace adc::test {
namespace {

class DiskWatchTest : public GuiTest {
protected:
    void SetUp() override {
        GuiTest::SetUp();
        ASSERT_TRUE(window->saveTo(game()));
        ASSERT_EQ(window->diskWatch()->path(), QFileInfo(game()).absoluteFilePath());
    }
    QString game() const { return temp.filePath(QStringLiteral("watched.adc.json")); }
    // `adc ARGS` in-process, as a script beside the desktop program would run it.
    int adc(std::vector<std::string> args) {
        RulesetRegistry registry = registryWithSkirmish();
        std::istringstream in;
        std::ostringstream out, err;
        cli::Context c{registry, skirmishDataDir(), in, out, err};
        int code = cli::run(args, c);
        EXPECT_EQ(code, cli::Ok) << err.str();
        return code;
    }
    int applyFire() {
        std::string request = temp.filePath(QStringLiteral("fire.json")).toStdString();
        std::ofstream(request) << json{
            {"action", "fire"},
            {"params", {{"shooter", "mass20a"}, {"target", "miss13a"}, {"range", 10}}},
            {"dice", {1, 1, 6, 6}}}.dump();
        return adc({"apply", game().toStdString(), "--request", request});
    }
    static bool waitFor(const std::shared_ptr<Asked>& asked) {
        return QTest::qWaitFor([&] { return asked->done; }, 5000);
    }
};

TEST_F(DiskWatchTest, AGameChangedByAdcIsOfferedForReload) {
    auto asked = answerQuestion("Game changed on disk", QMessageBox::Yes);
    ASSERT_EQ(applyFire(), cli::Ok);
    ASSERT_TRUE(waitFor(asked));
    EXPECT_TRUE(asked->text.contains("watched.adc.json was changed on disk by another program"))
        << asked->text.toStdString();
    EXPECT_FALSE(asked->text.contains("not saved")) << asked->text.toStdString();
    ASSERT_EQ(doc().game().events().size(), 1u);
    EXPECT_EQ(unit("miss13a").strength, 8);
    EXPECT_FALSE(doc().isModified());
    // The renamed-over file is still watched: a second change is offered too.
    asked = answerQuestion("Game changed on disk", QMessageBox::Yes);
    ASSERT_EQ(adc({"undo", game().toStdString()}), cli::Ok);
    ASSERT_TRUE(waitFor(asked));
    EXPECT_EQ(doc().game().position(), 0u);
    EXPECT_EQ(unit("miss13a").strength, 10);
}

TEST_F(DiskWatchTest, UnsavedChangesAreNamedInTheQuestionAndKeptOnNo) {
    doc().correct("mich7", "strength", 3);
    ASSERT_TRUE(doc().isModified());
    auto asked = answerQuestion("Game changed on disk", QMessageBox::No);
    ASSERT_EQ(applyFire(), cli::Ok);
    ASSERT_TRUE(waitFor(asked));
    EXPECT_TRUE(asked->text.contains("changes that are not saved: reloading discards them"))
        << asked->text.toStdString();
    // Kept as it was on screen: the correction, not the file's fire.
    EXPECT_TRUE(doc().isModified());
    EXPECT_EQ(unit("mich7").strength, 3);
    EXPECT_EQ(unit("miss13a").strength, 10);
}

TEST_F(DiskWatchTest, ItsOwnSavesAreNotChangesOnDisk) {
    auto asked = answerQuestion("Game changed on disk", QMessageBox::No);
    doc().correct("mich7", "strength", 3);
    ASSERT_TRUE(window->saveTo(game()));
    doc().correct("mich7", "strength", 2);
    ASSERT_TRUE(window->saveTo(game()));
    QTest::qWait(300);
    EXPECT_FALSE(asked->done);
    asked->stop = true;
    Game onDisk = loadGameFile(game().toStdString(), registryWithSkirmish(), skirmishDataDir());
    EXPECT_EQ(onDisk.state().unit("mich7")->strength, 2);
}

// A scenario is never watched, so no file watch (an inotify instance of the kernel's) is opened
// for it; the first saved game opens it.
using DiskWatchOpening = GuiTest;

TEST_F(DiskWatchOpening, OnlyASavedGameOpensTheFileWatch) {
    ASSERT_TRUE(doc().hasGame());
    EXPECT_TRUE(window->diskWatch()->path().isEmpty());
    EXPECT_FALSE(window->diskWatch()->watching());
    const QString saved = temp.filePath(QStringLiteral("first.adc.json"));
    ASSERT_TRUE(window->saveTo(saved));
    EXPECT_TRUE(window->diskWatch()->watching());
    EXPECT_EQ(window->diskWatch()->path(), QFileInfo(saved).absoluteFilePath());
}

} // namespace
} // namespace adc::test
