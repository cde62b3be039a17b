// When saving fails the desktop says which file and why, keeps the game and its unsaved mark,
// and saves again once the fault is gone; a failing autosave keeps one warning in the status
// bar and shows one dialog per run of failures, not one per event. The recovery file is one
// file, and the pair an older version left is still offered.
//
// The fault is a regular file where the folder should be: every save under it fails, even for
// root (CI runs as root, so a read-only folder would not stop it), and removing it ends the
// fault. Disk-full and I/O errors at each step are the fault-shim tests' (tests/saves).
#include "gui_fixture.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace adc::test {
namespace {

class SaveFailures : public GuiTest {
protected:
    void fire() {
        auto* resolve = window->resolvePanel();
        ASSERT_TRUE(resolve->selectAction("fire"));
        resolve->selectSide("confed");
        resolve->form()->setValue("shooter", "miss17c");
        resolve->form()->setValue("target", "mich7");
        resolve->form()->setValue("range", 30.0);
        ScriptedDice dice({6, 6, 6, 6});
        ASSERT_TRUE(resolve->rollWith(dice));
        ASSERT_TRUE(resolve->applyPending());
    }
    // A regular file named like the folder a save needs.
    void breakFolder() { writeFileAtomically(local(blocker()), "not a folder"); }
    void mendFolder() {
        QFile::remove(blocker());
        QDir().mkpath(blocker());
    }
    QString blocker() const { return temp.filePath(QStringLiteral("saves")); }
    static std::string local(const QString& s) { return s.toStdString(); }
    QLabel* warning() { return window->findChild<QLabel*>(QStringLiteral("saveWarning")); }
    // The dialogs of that name on screen (a closed one lingers until its deferred delete).
    QList<QMessageBox*> dialogs(const QString& name) {
        QList<QMessageBox*> shown;
        for (auto* box : window->findChildren<QMessageBox*>(name)) {
            if (!box->isHidden()) {
                shown << box;
            }
        }
        return shown;
    }
};

TEST_F(SaveFailures, AFailingAutosaveWarnsOnceAndKeepsWarningUntilOneSucceeds) {
    QString recovery = blocker() + QStringLiteral("/recovery.adc.json");
    doc().setRecoveryPath(recovery);
    breakFolder();
    fire();
    ASSERT_NE(warning(), nullptr);
    EXPECT_FALSE(warning()->isHidden());
    EXPECT_TRUE(warning()->text().contains(recovery)) << warning()->text().toStdString();
    EXPECT_TRUE(warning()->text().contains("Not a directory")) << warning()->text().toStdString();
    ASSERT_EQ(dialogs("autosaveFailed").size(), 1);
    EXPECT_TRUE(dialogs("autosaveFailed").first()->text().contains(recovery));
    EXPECT_TRUE(doc().isModified());

    // More events while it still fails: the same warning, no second dialog, the game in memory.
    doc().freeRoll(QStringLiteral("2d6"), QStringLiteral("a second event"));
    auto asked = answerQuestion("Next phase", QMessageBox::Yes); // a morale test is owed
    window->action("nextPhase")->trigger();
    EXPECT_TRUE(asked->done);
    EXPECT_EQ(dialogs("autosaveFailed").size(), 1);
    EXPECT_FALSE(warning()->isHidden());
    EXPECT_EQ(doc().game().events().size(), 3u);
    EXPECT_TRUE(doc().isModified());
    EXPECT_TRUE(window->windowTitle().contains(" *"));

    // The fault gone: the next event's autosave succeeds and the warning goes.
    mendFolder();
    window->action("undo")->trigger();
    EXPECT_TRUE(warning()->isHidden());
    Recovery r = loadRecoveryFile(local(recovery), doc().registry(), local(doc().dataDir()));
    EXPECT_EQ(r.game.events().size(), 3u);
    EXPECT_EQ(r.game.position(), 2u);

    // A new failure is a new dialog.
    for (auto* box : dialogs("autosaveFailed")) {
        box->close();
    }
    QFile::remove(recovery);
    QDir(blocker()).removeRecursively();
    breakFolder();
    doc().freeRoll(QStringLiteral("1d6"), QStringLiteral("a fourth event"));
    EXPECT_FALSE(warning()->isHidden());
    EXPECT_EQ(dialogs("autosaveFailed").size(), 1);
    for (auto* box : dialogs("autosaveFailed")) {
        box->close();
    }
}

TEST_F(SaveFailures, AFailedSaveSaysWhichFileAndWhyAndTheNextOneSucceeds) {
    fire();
    breakFolder();
    QString target = blocker() + QStringLiteral("/game.adc.json");
    EXPECT_FALSE(window->saveTo(target));
    ASSERT_EQ(dialogs("saveFailed").size(), 1);
    QString text = dialogs("saveFailed").first()->text();
    EXPECT_TRUE(text.contains("Saving game.adc.json failed.")) << text.toStdString();
    EXPECT_TRUE(text.contains("cannot save " + target)) << text.toStdString();
    EXPECT_TRUE(text.contains("Not a directory")) << text.toStdString();
    EXPECT_TRUE(doc().isModified());
    EXPECT_TRUE(window->windowTitle().contains(" *"));
    EXPECT_EQ(doc().game().events().size(), 1u);
    EXPECT_NE(doc().filePath(), target); // not taken for the game's file

    mendFolder();
    EXPECT_TRUE(window->saveTo(target));
    EXPECT_FALSE(doc().isModified());
    EXPECT_EQ(doc().filePath(), target);
    EXPECT_EQ(loadGameFile(local(target), doc().registry(), local(doc().dataDir())).events().size(),
              1u);
    for (auto* box : dialogs("saveFailed")) {
        box->close();
    }
}

TEST_F(SaveFailures, TheRecoveryFileNamesItsGamesFileItself) {
    fire();
    QString recovery = doc().recoveryPath();
    json data = json::parse(readFile(local(recovery)));
    EXPECT_EQ(data.at("recovery_of"), skirmishScenario());
    EXPECT_FALSE(QFileInfo::exists(recovery + ".source"));
    ASSERT_TRUE(window->saveTo(temp.filePath("named")));
    data = json::parse(readFile(local(recovery)));
    EXPECT_EQ(data.at("recovery_of"), local(temp.filePath("named.adc.json")));
}

TEST_F(SaveFailures, ARecoveryPairLeftByAnOlderVersionIsStillOffered) {
    fire();
    GameState before = doc().state();
    QString recovery = doc().recoveryPath();
    QString saved = temp.filePath(QStringLiteral("older.adc.json"));
    // What the older version left: a plain saved game and a note with the file's name.
    saveGameFile(local(recovery), doc().game());
    writeFileAtomically(local(recovery + ".source"), local(saved));
    window.reset(); // the crash

    window = makeWindow();
    ASSERT_TRUE(window->hasRecovery());
    auto asked = answerQuestion("Recover the game?", QMessageBox::Yes);
    window->startUp({});
    EXPECT_TRUE(asked->done);
    ASSERT_TRUE(doc().hasGame());
    EXPECT_TRUE(doc().state().sameAs(before));
    EXPECT_EQ(doc().filePath(), saved);
    EXPECT_TRUE(doc().isModified());
    // Rewritten as one file: the note is gone, its name inside.
    EXPECT_FALSE(QFileInfo::exists(recovery + ".source"));
    EXPECT_EQ(json::parse(readFile(local(recovery))).at("recovery_of"), local(saved));
}

} // namespace
} // namespace adc::test
