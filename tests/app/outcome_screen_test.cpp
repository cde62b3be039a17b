// The outcome is never cut off: its headline, all its dice (12 Gatling dice all drawn) and
// every step in sight, scrolled as a whole.
#include "screen_fixture.hpp"

namespace adc::test {
namespace {

// The steps' rows wholly in sight in the outcome's pane as it opens (scrolled to its headline).
int stepRowsInSight(const app::OutcomeView* view) {
    const QWidget* pane = view->scrollArea()->viewport();
    const QTreeWidget* steps = view->stepsView();
    const QPoint origin = steps->viewport()->mapTo(pane, QPoint(0, 0));
    int inSight = 0;
    for (int i = 0; i < steps->topLevelItemCount(); ++i) {
        QRect row = steps->visualItemRect(steps->topLevelItem(i)).translated(origin);
        inSight += pane->rect().contains(row) ? 1 : 0;
    }
    return inSight;
}

TEST_F(ScreenTest, TwelveGatlingDiceAreAllDrawnWithTheHeadlineAndEveryStep) {
    auto window = shownWindow("jackson-clearwater-1877.json");
    ASSERT_TRUE(window->moveToNextPhase()); // Movement -> Fire
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("gatling"));
    resolve->selectSide("army");
    ASSERT_TRUE(resolve->form()->setValue("gun", "gatling-1"));
    ASSERT_TRUE(resolve->form()->setValue("target", "toohool"));
    ASSERT_TRUE(resolve->form()->setValue("range", 20.0));
    resolve->rollProgramDice();
    ASSERT_TRUE(resolve->hasPending()) << resolve->outcomeView()->summaryText().toStdString();
    QApplication::processEvents();
    auto* view = resolve->outcomeView();
    ASSERT_EQ(view->diceStrip()->rolls().size(), 12u);
    expectOutcomeWhole(view);
}

TEST_F(ScreenTest, ALongRoeFireShowsItsWholeHeadlineAndEveryStep) {
    auto window = playedWindow("fredericksburg-1862.json", "roe-script.json");
    auto* view = window->resolvePanel()->outcomeView();
    ASSERT_GE(view->stepsView()->topLevelItemCount(), 3);
    expectOutcomeWhole(view);
}

// Issue 37: eight steps in sight at 768 px without dragging the splitter between form and outcome.
TEST_F(ScreenTest, AnOutcomeShowsEightStepsWithoutDraggingASplitter) {
    auto window = playedWindow("fredericksburg-1862.json", "roe-script.json");
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->hasPending());
    QApplication::processEvents();
    auto* view = resolve->outcomeView();
    ASSERT_GE(view->stepsView()->topLevelItemCount(), 8);
    EXPECT_GE(stepRowsInSight(view), 8)
        << "of " << view->stepsView()->topLevelItemCount() << " steps, in a pane "
        << view->scrollArea()->viewport()->height() << " high, the steps at "
        << view->stepsView()->mapTo(view->scrollArea()->viewport(), QPoint(0, 0)).y();
    EXPECT_TRUE(fitsItsScreen(window.get()));
}

} // namespace
} // namespace adc::test
