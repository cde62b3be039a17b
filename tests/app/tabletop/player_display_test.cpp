// The players' display on the real window (issue 37): nothing cut off at the bottom on a
// laptop's 768 lines, on a screen of its own when there is a second one and never over the
// referee's window on one screen; and the referee's phase countdown (issue 39), large on it and
// in the status bar, on a clock the test moves, a setting Undo leaves alone.
#include "screen_fixture.hpp"
#include "tabletop/phase_countdown.hpp"
#include "widgets/reading_list.hpp"
#include "widgets/screen_fit.hpp"

#include "adc/game_end.hpp"
#include "adc/slot.hpp"

#include <QInputDialog>
#include <QStatusBar>

namespace adc::test {
namespace {

// Every line of the display is wholly inside it and as tall as its words need.
void expectNothingCutOff(const app::PlayerDisplay* display) {
    for (const QLabel* label : display->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(display) || label->text().isEmpty()) {
            continue;
        }
        const QRect r(label->mapTo(display, QPoint(0, 0)), label->size());
        EXPECT_TRUE(display->rect().contains(r))
            << label->text().left(60).toStdString() << " at " << r.y() << "+" << r.height()
            << " in a display " << display->height() << " high";
        if (label->wordWrap()) {
            EXPECT_GE(label->height(), label->heightForWidth(label->width()))
                << label->text().left(60).toStdString();
        }
    }
}

TEST(PlayerDisplayScreen, NothingIsCutOffAtTheBottomOnALaptop) {
    if (belowLaptop()) {
        GTEST_SKIP() << "needs a screen of at least 1366x768";
    }
    const std::pair<QString, QString> played[] = {
        {"fredericksburg-1862.json", "roe-script.json"},
        {"mwan-cedar-mountain.json", "mwan-script.json"},
        {"jackson-clearwater-1877.json", "jackson-script.json"},
        {"bluegray-fort-sanders-1863.json", "bluegray-script.json"}};
    for (const auto& [scenario, script] : played) {
        SCOPED_TRACE(scenario.toStdString());
        auto window = playedWindow(scenario, script);
        window->showPlayerDisplayInFront(); // as the program's --player-display opens it
        auto* display = window->playerDisplay();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(display));
        QApplication::processEvents();
        expectNothingCutOff(display);
        EXPECT_GE(display->typeShown(), 16) << "still large enough to read across the table";
    }
}

TEST(PlayerDisplayScreen, OpensOnASecondScreenOrNeverOverTheReferee) {
    auto window = shownWindow("fredericksburg-1862.json");
    window->togglePlayerDisplay();
    auto* display = window->playerDisplay();
    QApplication::processEvents();
    ASSERT_TRUE(display->isVisible());
    if (QGuiApplication::screens().size() > 1) {
        EXPECT_NE(display->screen(), window->screen());
        EXPECT_FALSE(display->isMinimized());
        EXPECT_TRUE(display->screen()->availableGeometry().contains(display->frameGeometry()))
            << "filling its own screen";
        EXPECT_GE(display->width(), display->screen()->availableGeometry().width() * 9 / 10);
    } else {
        EXPECT_TRUE(display->isMinimized() ||
                    !display->frameGeometry().intersects(window->frameGeometry()))
            << "a display at " << display->frameGeometry().x() << ","
            << display->frameGeometry().y() << " " << display->frameGeometry().width() << "x"
            << display->frameGeometry().height() << " over the referee's window";
    }
    window->togglePlayerDisplay();
    EXPECT_FALSE(display->isVisible());
}

// Issue 38: at the game's end the display shows each victory condition with its verdict and,
// where the public may read them, its figures (Cedar Mountain: everything in the open); where a
// side keeps its losses (Blue and Gray), the verdicts without the figures. Fitted to a laptop's
// screen, nothing cut off.
TEST(PlayerDisplayScreen, TheResultShowsEachConditionWithItsFiguresWherePublic) {
    if (belowLaptop()) {
        GTEST_SKIP() << "needs a screen of at least 1366x768";
    }
    for (const bool open : {true, false}) {
        const QString scenario = open ? QStringLiteral("mwan-cedar-mountain.json")
                                      : QStringLiteral("bluegray-fort-sanders-1863.json");
        SCOPED_TRACE(scenario.toStdString());
        auto window = shownWindow(scenario);
        window->showPlayerDisplayInFront();
        auto* display = window->playerDisplay();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(display));
        EXPECT_EQ(display->resultText(), QString()) << "nothing before the end";
        ASSERT_TRUE(window->endGameNow());
        QApplication::processEvents();
        const json* over = gameOver(window->document().state());
        ASSERT_NE(over, nullptr);
        const json conditions = (*over)["result"]["conditions"];
        ASSERT_GE(conditions.size(), 2u);
        const QString shown = display->resultText();
        for (const auto& c : conditions) {
            const QString words = QString::fromStdString(c["text"].get<std::string>());
            const QString figures = QString::fromStdString(c["figures"].get<std::string>());
            EXPECT_TRUE(shown.contains(words.toHtmlEscaped())) << words.toStdString();
            if (!figures.isEmpty()) {
                EXPECT_EQ(shown.contains(figures.toHtmlEscaped()), open) << figures.toStdString();
            }
        }
        EXPECT_TRUE(shown.contains(QStringLiteral("✘ Not met")));
        EXPECT_EQ(shown.contains(QStringLiteral("stay with each side")), !open);
        expectNothingCutOff(display);
        EXPECT_GE(display->typeShown(), 14) << "still large enough to read across the table";
        // Undo takes the end back, and the result off the display.
        window->action("undo")->trigger();
        EXPECT_EQ(display->resultText(), QString());
    }
}

// Issue 37: the turn tracker's phase list shows every phase whole, its last line too, at 1366x768
// in each shipped scenario (the last was cut by the dock below it).
TEST_F(ScreenTest, ThePhaseListShowsItsLastLineWhole) {
    for (const char* file : {"fredericksburg-1862.json", "mwan-cedar-mountain.json",
                             "jackson-clearwater-1877.json", "bluegray-fort-sanders-1863.json"}) {
        auto window = shownWindow(file);
        QApplication::processEvents();
        auto* phases = window->findChild<app::ReadingList*>("phases");
        ASSERT_NE(phases, nullptr);
        int shown = 0;
        for (const QLabel* line : phases->findChildren<QLabel*>()) {
            if (!line->isVisibleTo(phases)) {
                continue;
            }
            ++shown;
            const QRect r(line->mapTo(phases, QPoint(0, 0)), line->size());
            EXPECT_TRUE(phases->contentsRect().contains(r))
                << file << ": \"" << line->text().toStdString() << "\" at " << r.y() << "+"
                << r.height() << " in a list " << phases->contentsRect().height() << " high";
            EXPECT_GE(line->height(), line->sizeHint().height()) << line->text().toStdString();
        }
        EXPECT_EQ(static_cast<std::size_t>(shown), window->document().ruleset().sequence().size())
            << file;
    }
}

constexpr WallTime kSeven = 1796324400; // 2026-12-03 19:00 UTC

class PhaseCountdownTest : public GuiTest {
protected:
    void SetUp() override {
        GuiTest::SetUp();
        doc().setClock(clock);
    }
    QLabel* statusCountdown() { return window->statusBar()->findChild<QLabel*>("phaseCountdown"); }
    std::shared_ptr<SetClock> clock = std::make_shared<SetClock>(kSeven);
};

TEST_F(PhaseCountdownTest, CountsDownLargeOnTheDisplayAndInTheStatusBarAndUndoLeavesIt) {
    window->show();
    openEveryMenu(*window);
    QAction* start = window->action("phaseTimer");
    ASSERT_NE(start, nullptr);
    EXPECT_FALSE(start->shortcut().isEmpty());
    EXPECT_FALSE(window->action("phaseTimerStop")->isEnabled());
    // The menu's command asks the minutes: answered 5.
    onModals([](QWidget* w) {
        if (auto* ask = qobject_cast<QInputDialog*>(w)) {
            ask->setIntValue(5);
            ask->accept();
            return false;
        }
        return true;
    });
    start->trigger();
    const QString phase = doc().phaseName();
    app::PlayerDisplay* display = window->playerDisplay();
    ASSERT_NE(statusCountdown(), nullptr);
    EXPECT_EQ(statusCountdown()->text(), phase + ": 5:00 left");
    EXPECT_TRUE(statusCountdown()->isVisibleTo(window.get()));
    EXPECT_EQ(display->countdownText(), phase + ": 5:00 left");
    auto* large = display->findChild<QLabel*>("phaseCountdown");
    ASSERT_NE(large, nullptr);
    EXPECT_GT(large->font().pointSize(), display->findChild<QLabel*>("chance")->font().pointSize());
    EXPECT_FALSE(doc().isModified()) << "a setting of the table, not an event of the game";
    clock->advanceMinutes(1.5);
    window->phaseCountdown()->refresh(); // the second's tick, without waiting for it
    EXPECT_EQ(statusCountdown()->text(), phase + ": 3:30 left");
    EXPECT_EQ(display->countdownText(), phase + ": 3:30 left");
    clock->advanceMinutes(4);
    window->phaseCountdown()->refresh();
    EXPECT_EQ(display->countdownText(), phase + ": time is up");
    EXPECT_TRUE(window->action("phaseTimerStop")->isEnabled());
    window->action("phaseTimerStop")->trigger();
    EXPECT_TRUE(display->countdownText().isEmpty());
    EXPECT_FALSE(statusCountdown()->isVisibleTo(window.get()));
}

TEST_F(PhaseCountdownTest, UndoLeavesItAndTheNextPhaseEndsIt) {
    Outcome noted; // an event of this phase
    noted.summary = "A note";
    doc().apply(noted);
    const auto events = doc().game().position();
    window->phaseCountdown()->start(5);
    EXPECT_EQ(doc().game().position(), events) << "no event in the history";
    EXPECT_EQ(window->phaseCountdown()->text(), doc().phaseName() + ": 5:00 left");
    doc().undo(); // the note goes, the phase stays: so does the countdown
    EXPECT_EQ(window->phaseCountdown()->text(), doc().phaseName() + ": 5:00 left");
    doc().advancePhase(); // the game moves on: the countdown was for the phase before
    EXPECT_TRUE(window->phaseCountdown()->text().isEmpty());
    EXPECT_FALSE(window->phaseCountdown()->running());
}

} // namespace
} // namespace adc::test
