// The room of what the game asks of the referee, on the real main window: the scenario's
// question in its own window when an arrival needs it (answered as `adc answer` records it, and
// undone as any event), and the result screen when the game ends, each condition with its
// figures, following the referee's answer.
#include "gui_fixture.hpp"
#include "result/referee_desk.hpp"
#include "result/referee_questions.hpp"
#include "result/result_screen.hpp"

#include "adc/game_end.hpp"
#include "adc/scenario_play.hpp"

#include <QAction>
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <fstream>

namespace adc::test {
namespace {

using adc::app::RefereeDesk;

class ResultRoomTest : public GuiTest {
protected:
    void SetUp() override {
        GuiTest::SetUp();
        ASSERT_TRUE(dir_.isValid());
        Diagnostics d;
        json s = *readJsonFile(skirmishScenario(), d);
        s["format"] = 2;
        s["turns"] = 3;
        s["special_rules"] = {"The 17th Mississippi comes up at the start of turn 3, unless the "
                              "ford was lost."};
        s["victory"] = {"Union victory: the Union holds the mill at the end."};
        s["arrivals"] = {{{"units", {"miss17c"}},
                          {"turn", 3},
                          {"rule", "/special_rules/0"},
                          {"unless", "Was the ford lost before turn 3?"}}};
        s["victory_conditions"] = {{{"winner", "union"},
                                    {"result", "Union victory"},
                                    {"rule", "/victory/0"},
                                    {"all", {{{"question", "Does the Union hold the mill?"}}}}}};
        const std::string path = dir_.filePath("questions.json").toStdString();
        std::ofstream(path) << s.dump(2);
        ASSERT_TRUE(window->openFile(qs(path))) << window->lastErrors().join("\n").toStdString();
        desk_ = window->findChild<RefereeDesk*>();
        ASSERT_NE(desk_, nullptr);
    }
    QPushButton* button(QWidget* in, int number, const char* which) {
        auto* row = in->findChild<QWidget*>(QStringLiteral("question%1").arg(number));
        return row ? row->findChild<QPushButton*>(QLatin1String(which)) : nullptr;
    }
    bool next() {
        auto asked = answerQuestion("Next phase", QMessageBox::Yes);
        const bool moved = window->moveToNextPhase();
        asked->stop = true;
        return moved;
    }
    QTemporaryDir dir_;
    RefereeDesk* desk_ = nullptr;
};

TEST_F(ResultRoomTest, TheArrivalsQuestionIsAskedOnTheTurnBeforeAndAnsweredAsAnEvent) {
    QDialog* asking = desk_->questionsWindow();
    EXPECT_FALSE(asking->isVisible()) << "turn 1: nothing is due";
    ASSERT_TRUE(next()); // turn 1, morale
    ASSERT_TRUE(next()); // turn 2, cards: the Mississippians are due next turn
    ASSERT_TRUE(asking->isVisible());
    EXPECT_EQ(desk_->questions()->count(), 1);
    EXPECT_EQ(desk_->questions()->unanswered(), 1);
    QPushButton* yes = button(asking, 1, "yes");
    ASSERT_NE(yes, nullptr);
    const std::size_t events = doc().game().events().size();
    QTest::mouseClick(yes, Qt::LeftButton);
    // The same event `adc answer` records, with its label.
    ASSERT_EQ(doc().game().events().size(), events + 1);
    EXPECT_EQ(doc().game().events().back().label,
              "Referee: yes — Was the ford lost before turn 3?");
    EXPECT_EQ(refereeQuestions(doc().game().scenario(), doc().state())[0].answer, true);
    EXPECT_EQ(desk_->questions()->unanswered(), 0);
    ASSERT_NE(button(asking, 1, "yes"), nullptr);
    EXPECT_TRUE(button(asking, 1, "yes")->isChecked());
    // Undone as any event: the question waits again.
    window->action("undo")->trigger();
    EXPECT_FALSE(refereeQuestions(doc().game().scenario(), doc().state())[0].answer);
    EXPECT_EQ(desk_->questions()->unanswered(), 1);
    window->action("redo")->trigger();
    ASSERT_TRUE(next()); // turn 2, morale
    ASSERT_TRUE(next()); // turn 3: the answer keeps them away
    EXPECT_EQ(offTableWords(doc().state(), "miss17c"), "never arrives (its arrival was cancelled)");
    EXPECT_FALSE(asking->isVisible()) << "the question is past";
}

TEST_F(ResultRoomTest, TheResultScreenOpensAtTheEndAndFollowsTheRefereesAnswer) {
    adc::app::ResultScreen* screen = desk_->resultScreen();
    EXPECT_FALSE(screen->isVisible());
    ASSERT_TRUE(window->endGameNow());
    ASSERT_TRUE(screen->isVisible());
    EXPECT_EQ(screen->headline()->text(),
              "For the referee: Union victory if the referee says so; otherwise Draw");
    ASSERT_EQ(screen->conditionLines().size(), 1);
    EXPECT_EQ(screen->conditionLines()[0],
              "? For the referee — Union victory: the Union holds the mill at the end.: the "
              "referee: Does the Union hold the mill?");
    EXPECT_FALSE(desk_->questionsWindow()->isVisible()) << "the result screen asks it";
    // Numbered as `adc show` lists them: the arrival's question is 1, the mill's 2; only the
    // mill's counts now.
    EXPECT_EQ(button(screen, 1, "yes"), nullptr);
    QPushButton* yes = button(screen, 2, "yes");
    ASSERT_NE(yes, nullptr);
    QTest::mouseClick(yes, Qt::LeftButton);
    EXPECT_EQ(screen->headline()->text(), "Union victory");
    EXPECT_EQ(screen->conditionLines()[0],
              "✔ Met — Union victory: the Union holds the mill at the end.: the referee answered "
              "yes: Does the Union hold the mill?");
    EXPECT_EQ(resultLines(*gameOver(doc().state()))[1], "Result: Union victory");
    // Undo takes the answer back, then the end: the screen closes.
    window->action("undo")->trigger();
    EXPECT_EQ(screen->headline()->text(),
              "For the referee: Union victory if the referee says so; otherwise Draw");
    window->action("undo")->trigger();
    EXPECT_EQ(gameOver(doc().state()), nullptr);
    EXPECT_FALSE(screen->isVisible());
}

} // namespace
} // namespace adc::test
