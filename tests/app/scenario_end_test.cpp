// The scenario's timeline on the main window: a reinforcement greyed in the roster until its
// turn, "End the game" on the last phase of the last turn, and the result where the owed list
// was, with the Next phase action off until undo takes the end back.
#include "gui_fixture.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "tabletop/turn_tracker.hpp"
#include "widgets/reading_list.hpp"

#include "adc/game_end.hpp"

#include <QAction>
#include <QBrush>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <fstream>

namespace adc::test {
namespace {

using adc::app::RosterModel;

class ScenarioEndTest : public GuiTest {
protected:
    void SetUp() override {
        GuiTest::SetUp();
        ASSERT_TRUE(dir_.isValid());
        Diagnostics d;
        json s = *readJsonFile(skirmishScenario(), d);
        s["format"] = 2;
        s["turns"] = 2;
        s["special_rules"] = {"The 17th Mississippi comes up at the start of turn 2."};
        s["victory"] = {"Confederate victory: the Union loses half its figures."};
        s["arrivals"] = {{{"units", {"miss17c"}}, {"turn", 2}, {"rule", "/special_rules/0"}}};
        s["victory_conditions"] = {
            {{"winner", "confed"},
             {"result", "Confederate victory"},
             {"rule", "/victory/0"},
             {"all", {{{"losses", {{"side", "union"}, {"at_least", 0.5}}}}}}}};
        const std::string path = dir_.filePath("timeline.json").toStdString();
        std::ofstream(path) << s.dump(2);
        ASSERT_TRUE(window->openFile(qs(path))) << window->lastErrors().join("\n").toStdString();
    }
    RosterModel* confedRoster() { return window->rosters().at(1)->model(); }
    QVariant cell(const std::string& unitId, RosterModel::Column c, int role = Qt::DisplayRole) {
        RosterModel* m = confedRoster();
        return m->data(m->index(m->rowOf(unitId), static_cast<int>(c)), role);
    }
    QStringList trackerLines() {
        QStringList out;
        const auto* list = window->turnTracker()->owedList();
        for (int i = 0; i < list->count(); ++i) {
            out << list->text(i);
        }
        return out;
    }
    QTemporaryDir dir_;
};

TEST_F(ScenarioEndTest, AReinforcementIsGreyedUntilItsTurnAndTheLastPhaseEndsTheGame) {
    EXPECT_EQ(cell("miss17c", RosterModel::Column::Status).toString(), "arrives turn 2");
    EXPECT_EQ(
        cell("miss17c", RosterModel::Column::Name, Qt::ForegroundRole).value<QBrush>().color(),
        QColor(0x88, 0x88, 0x88));
    QPushButton* next = window->turnTracker()->nextButton();
    ASSERT_TRUE(window->moveToNextPhase()); // turn 1, morale
    ASSERT_TRUE(window->moveToNextPhase()); // turn 2, cards: the Mississippians arrive
    EXPECT_NE(cell("miss17c", RosterModel::Column::Status).toString(), "arrives turn 2");
    ASSERT_TRUE(window->moveToNextPhase()); // turn 2, morale: the last phase of the last turn
    EXPECT_EQ(next->text(), "&End the game");
    auto asked = answerQuestion("Next phase", QMessageBox::Yes); // should anything be owed
    QTest::mouseClick(next, Qt::LeftButton);
    asked->stop = true;
    ASSERT_NE(gameOver(doc().state()), nullptr);
    EXPECT_EQ(doc().state().turn, 2); // never "Turn 3 of 2"
    auto* turn = window->turnTracker()->findChild<QLabel*>();
    ASSERT_NE(turn, nullptr);
    EXPECT_EQ(turn->text(), "Game over after turn 2");
    const QStringList lines = trackerLines();
    ASSERT_GE(lines.size(), 2);
    EXPECT_EQ(lines[0], "Result: Draw");
    EXPECT_EQ(lines[1], "Confederate victory: the Union loses half its figures. — not met: Union "
                        "lost 0 of 18 figures (0%; needs 50%)");
    EXPECT_EQ(next->text(), "Game over");
    EXPECT_FALSE(next->isEnabled());
    EXPECT_FALSE(window->action("nextPhase")->isEnabled());
    EXPECT_FALSE(window->action("endGame")->isEnabled());
    window->action("undo")->trigger();
    EXPECT_EQ(gameOver(doc().state()), nullptr);
    EXPECT_TRUE(next->isEnabled());
    EXPECT_TRUE(window->action("nextPhase")->isEnabled());
}

TEST_F(ScenarioEndTest, TheRefereeEndsTheGameEarlyFromTheGameMenu) {
    ASSERT_TRUE(window->endGameNow());
    ASSERT_NE(gameOver(doc().state()), nullptr);
    EXPECT_EQ(gameOverWords(doc().state()),
              "The game is over: the referee ended it on turn 1. Draw");
    auto refused = answerQuestion("Next phase", QMessageBox::Ok);
    EXPECT_FALSE(window->moveToNextPhase()) << "a game over has no next phase";
    EXPECT_TRUE(refused->done);
    EXPECT_TRUE(refused->text.startsWith("The game is over")) << refused->text.toStdString();
}

} // namespace
} // namespace adc::test
