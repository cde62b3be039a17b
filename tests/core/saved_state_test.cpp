// A save opened at its saved state (gameAtSavedState), not replayed: what adc show and the
// desktop program open, so that their cost does not grow with the history (issue 41, item 8).
// The events in effect can be undone once their replay is known: learned here (learnUndo) or
// taken from a replay made elsewhere (adoptUndo, the desktop's check on another thread).
#include "test_support.hpp"

namespace adc {

using testing::savedGameAfterAVolley;

namespace {

Game atSavedState(const json& save) {
    return gameAtSavedState(save, drill::registry(), drill::dataDir(), "g.adc.json");
}

Game replayed(const json& save) {
    return gameFromJson(save, drill::registry(), drill::dataDir(), "g.adc.json");
}

// The save after the volley, its state no longer the one its history arrives at: 1st Texas
// stands at 9, where the volley left 10. Still a state of the scenario in every field.
json stateTheHistoryDoesNotReach() {
    json save = savedGameAfterAVolley();
    for (json& unit : save["state"]["units"]) {
        if (unit["id"] == "tx1a") {
            EXPECT_EQ(unit["strength"], 10);
            unit["strength"] = 9;
        }
    }
    return save;
}

} // namespace

TEST(SavedState, ASaveIsOpenedAtItsStateWithoutReplayingIt) {
    const json save = stateTheHistoryDoesNotReach();
    Game g = atSavedState(save);
    EXPECT_EQ(g.state().unit("tx1a")->strength, 9); // as saved: nothing was replayed
    EXPECT_EQ(g.position(), 2u);
    ASSERT_EQ(g.events().size(), 2u);
    EXPECT_EQ(g.events()[0].outcome.action, "volley");
    EXPECT_EQ(json(g.state()), save["state"]);
    // The replay still finds the fault.
    try {
        replayed(save);
        FAIL() << "the replay took a state its history does not reach";
    } catch (const LoadError& e) {
        EXPECT_TRUE(testing::hasError(e.diagnostics(), "/state", "does not reach"));
    }
}

TEST(SavedState, ItsEventsAreUndoneOnceTheirReplayIsLearned) {
    const json save = savedGameAfterAVolley();
    Game g = atSavedState(save);
    EXPECT_EQ(g.undoBarrier(), 2u);
    EXPECT_FALSE(g.canUndo());
    g.undo(); // nothing known to undo with: nothing changes
    EXPECT_EQ(g.position(), 2u);
    g.learnUndo();
    EXPECT_EQ(g.undoBarrier(), 0u);
    ASSERT_TRUE(g.canUndo());
    g.undo();
    g.undo();
    EXPECT_TRUE(g.state().sameAs(testing::skirmishGame().state()));
    g.redo();
    g.redo();
    EXPECT_TRUE(g.state().sameAs(replayed(save).state()));
}

TEST(SavedState, AStateTheHistoryDoesNotReachCannotBeUndoneAndIsKept) {
    Game g = atSavedState(stateTheHistoryDoesNotReach());
    EXPECT_THROW(g.learnUndo(), RuleError);
    EXPECT_EQ(g.undoBarrier(), 2u);
    EXPECT_FALSE(g.canUndo());
    EXPECT_EQ(g.state().unit("tx1a")->strength, 9);
    // A replay made elsewhere of another history is not taken either.
    EXPECT_FALSE(g.adoptUndo(replayed(savedGameAfterAVolley())));
    EXPECT_EQ(g.undoBarrier(), 2u);
}

TEST(SavedState, AReplayMadeElsewhereIsTakenAfterNewEventsToo) {
    const json save = savedGameAfterAVolley();
    Game g = atSavedState(save);
    const GameState saved = g.state();
    g.apply(g.correction("tx1a", "strength", 7));
    EXPECT_TRUE(g.canUndo()); // the new event was applied here: its undo is known
    g.undo();
    EXPECT_FALSE(g.canUndo());
    g.redo();
    ASSERT_TRUE(g.adoptUndo(replayed(save)));
    EXPECT_EQ(g.undoBarrier(), 0u);
    g.undo();
    EXPECT_TRUE(g.state().sameAs(saved));
    g.undo();
    g.undo();
    EXPECT_EQ(g.position(), 0u);
    EXPECT_TRUE(g.state().sameAs(testing::skirmishGame().state()));
}

TEST(SavedState, TheRedoListIsReadAndMustApply) {
    Game played = replayed(savedGameAfterAVolley());
    played.undo();
    json save = saveGameToJson(played);
    Game g = atSavedState(save);
    EXPECT_EQ(g.position(), 1u);
    ASSERT_TRUE(g.canRedo());
    g.redo();
    EXPECT_TRUE(g.state().sameAs(replayed(savedGameAfterAVolley()).state()));
    // An event of the redo list that no longer fits the saved state is refused with its place.
    save["history"][1]["outcome"]["effects"] = json::array({Effect::setStrength("nobody", 1)});
    try {
        atSavedState(save);
        FAIL() << "a redo list that cannot be redone was taken";
    } catch (const LoadError& e) {
        EXPECT_FALSE(e.diagnostics().items().empty());
        EXPECT_EQ(e.diagnostics().items().front().pointer.rfind("/history/1", 0), 0u) << e.what();
    }
}

TEST(SavedState, TheSavedStateIsCheckedAgainstTheScenario) {
    json save = savedGameAfterAVolley();
    save["state"]["units"][0]["id"] = "someone";
    try {
        atSavedState(save);
        FAIL() << "a state of other units was taken";
    } catch (const LoadError& e) {
        EXPECT_TRUE(testing::hasError(e.diagnostics(), "/state/units", "scenario's"));
    }
}

} // namespace adc
