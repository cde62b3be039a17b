// The roll on show is one value (issue 35, item 3): after a roll, an apply, an undo, a redo, a
// new event and a change of the form, what the panel says of it (pending, applied, undone, or
// nothing) agrees with the Outcome tab and the history.
#include "gui_fixture.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include <QAction>
#include <QTabWidget>

namespace adc::test {
namespace {

using adc::app::ResolvePanel;
using adc::app::ShownRoll;
using Stage = ShownRoll::Stage;

class ShownRollTest : public GuiTest {
protected:
    ResolvePanel* panel() { return window->resolvePanel(); }
    void fillFire(double range = 10.0) {
        ASSERT_TRUE(panel()->selectAction("fire"));
        panel()->selectSide("union");
        ASSERT_TRUE(panel()->form()->setValue("shooter", "mass20a"));
        ASSERT_TRUE(panel()->form()->setValue("target", "miss13a"));
        ASSERT_TRUE(panel()->form()->setValue("range", range));
    }
    // The panel's one value and what the Outcome tab says agree.
    void expectStage(Stage stage) {
        const auto& shown = panel()->shownRoll();
        ASSERT_TRUE(shown.has_value());
        EXPECT_EQ(shown->stage(), stage);
        EXPECT_EQ(panel()->hasPending(), stage == Stage::Pending);
        EXPECT_EQ(shown->outcome() == nullptr, stage == Stage::Refused);
        EXPECT_EQ(shown->event().has_value(), stage == Stage::Applied || stage == Stage::Undone);
        EXPECT_EQ(panel()->outcomeView()->showsError(), stage == Stage::Refused);
        const QString said = panel()->outcomeView()->stateText();
        switch (stage) {
        case Stage::Pending:
            EXPECT_EQ(said, "Not applied yet.");
            break;
        case Stage::Applied:
            EXPECT_EQ(said, "Applied.");
            EXPECT_EQ(*shown->event() + 1, doc().game().position());
            EXPECT_TRUE(*shown->outcome() == doc().latestEvent()->outcome);
            break;
        case Stage::Undone:
            EXPECT_TRUE(said.startsWith("Undone")) << said.toStdString();
            EXPECT_EQ(*shown->event(), doc().game().position());
            break;
        case Stage::Refused:
            break;
        }
    }
};

TEST_F(ShownRollTest, RollApplyUndoRedoKeepTheShownRollAndTheOutcomeTabAgreed) {
    EXPECT_FALSE(panel()->shownRoll().has_value()); // a new game shows nothing
    fillFire();
    ScriptedDice dice({1, 2, 5, 6});
    ASSERT_TRUE(panel()->rollWith(dice));
    expectStage(Stage::Pending);
    EXPECT_TRUE(panel()->shownRoll()->charted());

    ASSERT_TRUE(panel()->applyPending());
    expectStage(Stage::Applied);
    EXPECT_FALSE(panel()->applyPending()); // applied once only

    window->action("undo")->trigger();
    expectStage(Stage::Undone);
    window->action("redo")->trigger();
    expectStage(Stage::Applied);

    // Undone and replaced by another event: nothing is left to show.
    window->action("undo")->trigger();
    ScriptedDice again({6, 6, 6, 6});
    ASSERT_TRUE(panel()->rollWith(again));
    expectStage(Stage::Pending);
    ASSERT_TRUE(panel()->applyPending());
    window->action("undo")->trigger();
    expectStage(Stage::Undone);
    panel()->selectAction("draw");
    ScriptedDice draw({1});
    ASSERT_TRUE(panel()->rollWith(draw));
    ASSERT_TRUE(panel()->applyPending());
    expectStage(Stage::Applied);
    EXPECT_EQ(panel()->shownRoll()->request()->action, "draw");
}

TEST_F(ShownRollTest, AFormChangedFromTheRollBringsTheOddsForwardAndKeepsTheRoll) {
    fillFire();
    ScriptedDice dice({1, 2, 5, 6});
    ASSERT_TRUE(panel()->rollWith(dice));
    ASSERT_TRUE(panel()->applyPending());
    ASSERT_TRUE(panel()->form()->setValue("range", 20.0));
    panel()->updateOdds();
    EXPECT_EQ(panel()->results()->currentIndex(), 0); // the odds of the new request
    expectStage(Stage::Applied);                      // the roll stays what it was
    EXPECT_FALSE(panel()->shownRoll()->isOf(panel()->currentRequest()));
    EXPECT_FALSE(panel()->shownRoll()->charted()); // the chart has moved on
}

TEST_F(ShownRollTest, ARefusalIsShownUntilTheFormChanges) {
    ASSERT_TRUE(panel()->selectAction("draw"));
    ASSERT_TRUE(panel()->form()->setValue("card", "XX")); // no such card: refused
    ScriptedDice dice({1});
    EXPECT_FALSE(panel()->rollWith(dice).has_value());
    expectStage(Stage::Refused);
    EXPECT_FALSE(panel()->applyPending());
    ASSERT_TRUE(panel()->form()->setValue("card", "QH"));
    EXPECT_FALSE(panel()->shownRoll().has_value());
    EXPECT_FALSE(panel()->outcomeView()->showsError());
}

} // namespace
} // namespace adc::test
