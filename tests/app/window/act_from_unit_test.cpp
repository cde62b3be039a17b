// An action starts from the unit, and the keys that save inputs (issue 37, item 2), with real
// key and mouse events in the real window: Next owed (Ctrl+J) steps through what the game
// needs, Ctrl+Shift+Return rolls and applies, a right-click (or the menu key) on a unit in a
// roster offers what it may do, and on an enemy unit the form's action against it.
#include "screen_fixture.hpp"

namespace adc::test {
namespace {

using app::ResolvePanel;

class ActFromUnit : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        window = shownWindow(QStringLiteral("mwan-cedar-mountain.json"));
        window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
        for (int i = 0; i < 10 && phase() != "fire"; ++i) {
            window->document().advancePhase();
        }
        ASSERT_EQ(phase(), "fire");
    }
    void TearDown() override { QSettings().clear(); }
    std::string phase() {
        const auto& d = window->document();
        return d.ruleset().sequence().at(static_cast<std::size_t>(d.state().phase)).id;
    }
    ResolvePanel* panel() { return window->resolvePanel(); }
    std::string picked(const std::string& param) {
        return panel()->form()->params().value(param, "");
    }
    std::vector<NextStep> steps() {
        return window->document().ruleset().nextSteps(window->document().state());
    }
    QTreeView* roster(std::size_t side) { return window->rosters().at(side)->view(); }
    QModelIndex rowOf(std::size_t side, const std::string& id) {
        auto* model = window->rosters().at(side)->model();
        return model->index(model->rowOf(id), 0);
    }
    // The unit menu a right-click on the row opened.
    QMenu* rightClick(std::size_t side, const std::string& id) {
        QTreeView* view = roster(side);
        const QRect cell = view->visualRect(rowOf(side, id));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseClick(view->viewport(), Qt::RightButton, {}, cell.center());
        QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, cell.center(),
                                    view->viewport()->mapToGlobal(cell.center()));
        if (!window->rosters().at(side)->findChild<QMenu*>(QStringLiteral("unitMenu"))) {
            // The platform's right-click makes the context-menu event; offscreen, made here.
            QApplication::sendEvent(view->viewport(), &menuEvent);
        }
        return window->rosters().at(side)->findChild<QMenu*>(QStringLiteral("unitMenu"));
    }

    std::unique_ptr<app::MainWindow> window;
};

TEST_F(ActFromUnit, CtrlJStepsThroughWhatTheGameNeeds) {
    const auto next = steps();
    ASSERT_GE(next.size(), 2u);
    ASSERT_EQ(picked("firer"), next[0].unit);
    QTest::keyClick(window.get(), Qt::Key_J, Qt::ControlModifier);
    EXPECT_EQ(panel()->currentAction(), next[1].action);
    EXPECT_EQ(picked("firer"), next[1].unit);
    QTest::mouseClick(panel()->nextOwedButton(), Qt::LeftButton);
    EXPECT_EQ(picked("firer"), next[2].unit);
}

// A label's "&" marks its key only with a buddy; without one it shows as typed ("A&ction:",
// seen on the merged window) and Alt+C reaches nothing. Every such label in the window has one.
TEST_F(ActFromUnit, EveryLabelWithAKeyHasABuddy) {
    for (const QLabel* label : window->findChildren<QLabel*>()) {
        const QString text = label->text();
        if (text.contains(QLatin1Char('&')) && !text.contains(QLatin1Char('<')) &&
            !text.contains(QStringLiteral("&&")) && label->isVisibleTo(window.get())) {
            EXPECT_NE(label->buddy(), nullptr) << text.toStdString();
        }
    }
}

TEST_F(ActFromUnit, CtrlShiftReturnRollsAndApplies) {
    ASSERT_TRUE(panel()->form()->setValue("range", 6.0));
    const std::size_t before = window->document().game().position();
    QTest::keyClick(window.get(), Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(window->document().game().position(), before + 1);
    EXPECT_EQ(panel()->outcomeView()->stateText(), "Applied.");
}

TEST_F(ActFromUnit, ARightClickOnAUnitOffersWhatItMayDoNow) {
    const std::string second = steps().at(1).unit;
    const std::size_t side = window->document().state().unit(second)->side == "us" ? 0 : 1;
    QMenu* menu = rightClick(side, second);
    ASSERT_NE(menu, nullptr);
    ASSERT_FALSE(menu->actions().isEmpty());
    QAction* first = menu->actions().front();
    EXPECT_EQ(first->data().toString(), "fire") << first->text().toStdString();
    first->trigger();
    EXPECT_EQ(panel()->currentAction(), "fire");
    EXPECT_EQ(picked("firer"), second);
}

TEST_F(ActFromUnit, ARightClickOnAnEnemyUnitOffersFireAtItFromTheActingUnit) {
    const std::string firer = picked("firer");
    const std::string side = window->document().state().unit(firer)->side;
    const std::size_t enemySide = side == "us" ? 1 : 0;
    const Unit* enemy = nullptr;
    for (const auto& u : window->document().state().units) {
        if (u.side != side && u.kind != "commander") {
            enemy = &u;
            break;
        }
    }
    ASSERT_NE(enemy, nullptr);
    QMenu* menu = rightClick(enemySide, enemy->id);
    ASSERT_NE(menu, nullptr);
    QAction* first = menu->actions().front();
    EXPECT_TRUE(first->text().contains(QString::fromStdString(enemy->name)))
        << first->text().toStdString();
    first->trigger();
    EXPECT_EQ(picked("firer"), firer);
    EXPECT_EQ(picked("target"), enemy->id);
}

} // namespace
} // namespace adc::test
