// The outcome is never cut off: its headline, all its dice (12 Gatling dice all drawn) and
// every step in sight, scrolled as a whole.
#include "screen_fixture.hpp"

namespace adc::test {
namespace {

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

} // namespace
} // namespace adc::test
