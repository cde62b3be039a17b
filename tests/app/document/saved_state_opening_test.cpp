// The desktop opens a save at its saved state, without replaying its history on the GUI thread
// (issue 41, item 8): the replay runs on another thread behind the open game and reports a
// history that does not arrive at the saved state without losing the game on screen. A format-4
// save's events say what they replaced and undo at once; a format-3 save's become undoable when
// the replay arrives.
#include "document/game_document.hpp"
#include "skirmish_ruleset.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

namespace adc::test {
namespace {

using adc::app::GameDocument;

class SavedStateOpening : public ::testing::Test {
protected:
    QString dataDir() const { return QString::fromStdString(skirmishDataDir()); }
    QString file(const char* name) const { return temp.filePath(QString::fromLatin1(name)); }
    // The skirmish after a fire (Michigan 8 → 4) and the next phase, saved.
    QString playedSave() {
        GameDocument doc(registryWithSkirmish(), dataDir());
        EXPECT_TRUE(doc.open(QString::fromStdString(skirmishScenario())).isEmpty());
        ScriptedDice dice({2, 2, 2, 2});
        ActionRequest req{"fire", {{"shooter", "miss13a"}, {"target", "mich7"}, {"range", 6}}};
        doc.apply(doc.resolve(req, dice), req);
        doc.advancePhase();
        EXPECT_TRUE(doc.saveAs(file("played.adc.json")).isEmpty());
        return file("played.adc.json");
    }
    // The same save as format 3 wrote it: its events do not say what they replaced.
    static json formatThree(json save) {
        save["format"] = 3;
        for (json& event : save["history"]) {
            event.erase("replaced");
        }
        return save;
    }
    QString formatThreeSave() {
        json save = formatThree(json::parse(readFile(playedSave().toStdString())));
        std::ofstream(file("three.adc.json").toStdString()) << save.dump(1);
        return file("three.adc.json");
    }
    // The same save saying Michigan stands at 3, where its history leaves 4.
    QString spoiledSave(bool asFormatThree = true) {
        json save = json::parse(readFile(playedSave().toStdString()));
        if (asFormatThree) {
            save = formatThree(save);
        }
        for (json& unit : save["state"]["units"]) {
            if (unit["id"] == "mich7") {
                EXPECT_EQ(unit["strength"], 4);
                unit["strength"] = 3;
            }
        }
        std::ofstream(file("spoiled.adc.json").toStdString()) << save.dump(1);
        return file("spoiled.adc.json");
    }

    QTemporaryDir temp;
};

TEST_F(SavedStateOpening, AFormatFourSaveUndoesAtOnceWithoutWaitingForTheReplay) {
    const QString path = playedSave();
    EXPECT_EQ(json::parse(readFile(path.toStdString()))["format"], 4);
    GameDocument doc(registryWithSkirmish(), dataDir());
    ASSERT_TRUE(doc.open(path).isEmpty());
    EXPECT_EQ(doc.game().undoBarrier(), 0u);
    EXPECT_TRUE(doc.checkingHistory()); // the check still runs, behind
    doc.jumpTo(0);
    EXPECT_EQ(doc.game().position(), 0u);
    EXPECT_EQ(doc.state().unit("mich7")->strength, 8);
    EXPECT_TRUE(doc.checkingHistory()); // the undo did not wait for it
    EXPECT_TRUE(QTest::qWaitFor([&] { return !doc.checkingHistory(); }, 5000));
}

TEST_F(SavedStateOpening, AFormatThreeHistoryIsReplayedBehindTheOpenGameAndThenUndoes) {
    const QString path = formatThreeSave();
    GameDocument doc(registryWithSkirmish(), dataDir());
    ASSERT_TRUE(doc.open(path).isEmpty());
    // Open at once, at the saved state, its two events not yet replayed.
    EXPECT_EQ(doc.game().undoBarrier(), 2u);
    EXPECT_TRUE(doc.checkingHistory());
    EXPECT_TRUE(doc.canUndo()); // Ctrl+Z is there; it waits for the check if it must
    EXPECT_TRUE(QTest::qWaitFor([&] { return !doc.checkingHistory(); }, 5000));
    EXPECT_EQ(doc.game().undoBarrier(), 0u);
    doc.undo();
    doc.undo();
    EXPECT_EQ(doc.state().unit("mich7")->strength, 8);
    EXPECT_FALSE(doc.canUndo());
}

TEST_F(SavedStateOpening, AnUndoAtOnceOfAFormatThreeSaveWaitsForTheReplay) {
    const QString path = formatThreeSave();
    GameDocument doc(registryWithSkirmish(), dataDir());
    ASSERT_TRUE(doc.open(path).isEmpty());
    doc.jumpTo(0);
    EXPECT_EQ(doc.game().position(), 0u);
    EXPECT_EQ(doc.state().unit("mich7")->strength, 8);
    EXPECT_FALSE(doc.checkingHistory());
}

TEST_F(SavedStateOpening, AHistoryThatDoesNotArriveIsReportedAndTheGameKept) {
    const QString path = spoiledSave();
    GameDocument doc(registryWithSkirmish(), dataDir());
    QSignalSpy mismatch(&doc, &GameDocument::historyMismatch);
    const QStringList errors = doc.open(path);
    ASSERT_TRUE(errors.isEmpty()) << errors.join("\n").toStdString();
    EXPECT_EQ(doc.state().unit("mich7")->strength, 3); // as saved
    ASSERT_TRUE(mismatch.wait(5000));
    const QStringList said = mismatch.at(0).at(0).toStringList();
    ASSERT_FALSE(said.isEmpty());
    EXPECT_TRUE(said.join("\n").contains("/state: replaying the history does not reach the saved "
                                         "state"))
        << said.join("\n").toStdString();
    EXPECT_FALSE(doc.canUndo());
    doc.undo();
    EXPECT_EQ(doc.game().position(), 2u);
    EXPECT_EQ(doc.state().unit("mich7")->strength, 3);
    // Nothing is lost: play goes on and the game saves with every event.
    doc.advancePhase();
    EXPECT_TRUE(doc.canUndo());
    EXPECT_TRUE(doc.saveAs(file("kept.adc.json")).isEmpty());
    EXPECT_EQ(json::parse(readFile(file("kept.adc.json").toStdString()))["history"].size(), 3u);
}

// A format-4 save whose state its history does not reach: the check says so, and the undo
// that what the volley says it replaced cannot take back is refused with its place, the game
// staying where it stood.
TEST_F(SavedStateOpening, ARecordThatDoesNotTakeTheEventBackIsReported) {
    const QString path = spoiledSave(false);
    GameDocument doc(registryWithSkirmish(), dataDir());
    QSignalSpy mismatch(&doc, &GameDocument::historyMismatch);
    ASSERT_TRUE(doc.open(path).isEmpty());
    doc.finishHistoryCheck();
    ASSERT_EQ(mismatch.count(), 1);
    doc.undo(); // the next phase: what it replaced takes it back
    EXPECT_EQ(doc.game().position(), 1u);
    doc.undo(); // the fire: Michigan at 3 was not left by losing 4 of 8
    EXPECT_EQ(doc.game().position(), 1u);
    EXPECT_EQ(doc.state().unit("mich7")->strength, 3);
    ASSERT_EQ(mismatch.count(), 2);
    EXPECT_TRUE(mismatch.at(1).at(0).toStringList().join("\n").contains("/history/0/replaced"))
        << mismatch.at(1).at(0).toStringList().join("\n").toStdString();
}

TEST_F(SavedStateOpening, TheReadSaysHowFarItHasCome) {
    const QString path = playedSave();
    app::ReadProgress progress{-1};
    app::ReadGame read = app::readGame(registryWithSkirmish(), dataDir(), path, &progress);
    EXPECT_EQ(progress.load(), 100);
    EXPECT_TRUE(read.fromSave);
    ASSERT_NE(read.save, nullptr);
    EXPECT_EQ(read.game.position(), 2u);
}

} // namespace
} // namespace adc::test
