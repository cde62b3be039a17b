// The slot's clock on the real window, on a clock the test moves: compact in the status bar,
// large on the players' display, its warnings in it and never a dialog; pause and resume are
// settings saved with the game, which Undo leaves alone.
#include "gui_fixture.hpp"
#include "slot/slot_clock.hpp"
#include "tabletop/player_display.hpp"

#include "adc/saved_game.hpp"

#include <QAction>
#include <QLabel>

namespace adc::test {
namespace {

constexpr WallTime kSix = 1796320800; // 2026-12-03 18:00 UTC

class SlotClockTest : public GuiTest {
protected:
    void SetUp() override {
        GuiTest::SetUp();
        doc().setClock(clock);
    }
    app::SlotClock* compact() { return window->findChild<app::SlotClock*>("slotClock"); }
    // A turn of the skirmish (two phases), `minutes` long.
    void turn(double minutes) {
        clock->advanceMinutes(minutes / 2);
        doc().advancePhase();
        clock->advanceMinutes(minutes / 2);
        doc().advancePhase();
    }
    std::shared_ptr<SetClock> clock = std::make_shared<SetClock>(kSix);
};

} // namespace

TEST_F(SlotClockTest, TheStatusBarShowsTimeLeftThePaceAndAWarningWithoutADialog) {
    app::SlotClock* c = compact();
    ASSERT_TRUE(c);
    EXPECT_EQ(c->clockText(), QStringLiteral("Slot 180 min, not started"));
    window->findChild<QAction*>("slotStart")->trigger();
    turn(40);
    turn(50); // 45 a turn: turn 3 to 6 need 180 min, 90 are left
    c->refresh();
    EXPECT_EQ(c->clockText(), QStringLiteral("1:30 left"));
    EXPECT_EQ(c->detailText(),
              QStringLiteral("turn 3 of 6 · ~45 min a turn · reaches turn 4 by 19:30")
                  .replace(QStringLiteral("19:30"),
                           QString::fromStdString(
                               clockText(kSix + 180 * 60, localOffset(kSix + 180 * 60)))));
    EXPECT_EQ(c->warningText(), QStringLiteral("At this pace the game ends at turn 4 of 6"));
    EXPECT_TRUE(c->findChild<QLabel*>("slotClockWarning")->isVisibleTo(c));
    clock->advanceMinutes(65);
    c->refresh(); // the timer's refresh, without waiting for it
    EXPECT_EQ(c->clockText(), QStringLiteral("0:25 left"));
    EXPECT_TRUE(c->warningText().startsWith(QStringLiteral("30 minutes left or less")));
    EXPECT_EQ(QApplication::activeModalWidget(), nullptr);
}

TEST_F(SlotClockTest, APauseStopsTheClockEverywhereIsSavedAndUndoLeavesIt) {
    window->findChild<QAction*>("slotStart")->trigger();
    turn(20);
    QAction* pause = window->findChild<QAction*>("slotPause");
    ASSERT_TRUE(pause);
    pause->trigger();
    EXPECT_TRUE(pause->isChecked());
    EXPECT_TRUE(doc().isModified());
    window->togglePlayerDisplay();
    auto* large = window->playerDisplay()->findChild<app::SlotClock*>("slotClockLarge");
    ASSERT_TRUE(large);
    clock->advanceMinutes(30);
    large->refresh();
    compact()->refresh();
    EXPECT_EQ(large->clockText(), QStringLiteral("Paused"));
    EXPECT_EQ(compact()->clockText(), QStringLiteral("Paused"));
    EXPECT_TRUE(large->warningText().startsWith(QStringLiteral("Paused since")));
    EXPECT_TRUE(large->findChild<QLabel*>("slotClockDetail")
                    ->toolTip()
                    .startsWith(QStringLiteral("The clock is paused")));
    doc().undo(); // the last phase change goes; the pause stays
    EXPECT_TRUE(doc().game().slot().paused());
    pause->trigger();
    EXPECT_FALSE(doc().game().slot().paused());
    ASSERT_EQ(doc().game().slot().breaks.size(), 1u);
    EXPECT_EQ(doc().game().slot().breaks[0].to, kSix + 50 * 60);
    const QString path = QDir::temp().filePath(QStringLiteral("adc-slot-clock-test.adc.json"));
    ASSERT_TRUE(doc().saveAs(path).isEmpty());
    const Game back =
        loadGameFile(path.toStdString(), doc().registry(), doc().dataDir().toStdString());
    EXPECT_EQ(back.slot().breaks, doc().game().slot().breaks);
    EXPECT_EQ(back.events().at(0).at, kSix + 10 * 60);
    QFile::remove(path);
}

} // namespace adc::test
