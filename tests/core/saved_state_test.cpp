// A save opened at its saved state (gameAtSavedState), not replayed: what adc show and the
// desktop program open, so that their cost does not grow with the history (issue 41, item 8).
// A format-4 save's events say what they replaced and are undone at once; a format-3 save's
// events in effect can be undone once their replay is known: learned here (learnUndo) or taken
// from a replay made elsewhere (adoptUndo, the desktop's check on another thread).
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

// The save as format 3 wrote it: its events do not say what they replaced.
json formatThree(json save) {
    save["format"] = 3;
    for (json& event : save["history"]) {
        event.erase("replaced");
    }
    return save;
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

TEST(SavedState, AFormatThreeSavesEventsAreUndoneOnceTheirReplayIsLearned) {
    const json four = savedGameAfterAVolley();
    const json save = formatThree(four);
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
    // Learned, they say what they replaced when the game is saved again, as format 4.
    EXPECT_EQ(saveGameToJson(g), four);
}

TEST(SavedState, AFormatFourSavesEventsAreUndoneAtOnce) {
    const json save = savedGameAfterAVolley();
    EXPECT_EQ(save["format"], 4);
    Game g = atSavedState(save);
    EXPECT_EQ(g.undoBarrier(), 0u);
    ASSERT_TRUE(g.canUndo());
    g.undo();
    g.undo();
    EXPECT_TRUE(g.state().sameAs(testing::skirmishGame().state()));
}

// What a save says an event replaced is checked as far as the state can tell before an undo
// takes it: 1st Texas "had" 11 before a volley that left it at 10 with 2 hits.
TEST(SavedState, ARecordThatDoesNotTakeTheEventBackIsRefusedWithItsPlace) {
    json save = savedGameAfterAVolley();
    json& volley = save["history"][0];
    std::size_t hit = 0;
    while (volley["outcome"]["effects"][hit]["kind"] != "casualties") {
        ++hit;
    }
    EXPECT_EQ(volley["replaced"][hit]["strength"], 12);
    volley["replaced"][hit]["strength"] = 11;
    Game g = atSavedState(save);
    g.undo();
    const GameState before = g.state();
    try {
        g.undo();
        FAIL() << "a record that does not take the volley back was taken";
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/history/0/replaced") << e.what();
    }
    EXPECT_EQ(g.position(), 1u);
    EXPECT_TRUE(g.state().sameAs(before));
    // The replay names the entry and what the history gives.
    try {
        replayed(save);
        FAIL() << "the replay took a record the history does not give";
    } catch (const LoadError& e) {
        EXPECT_TRUE(testing::hasError(e.diagnostics(), "/history/0/replaced/" + std::to_string(hit),
                                      "replayed"))
            << e.what();
    }
}

// Its shape is checked on reading, with the pointer, as every field of a save is.
TEST(SavedState, ARecordOfTheWrongShapeIsRefusedWithItsPlace) {
    json save = savedGameAfterAVolley();
    save["history"][1]["replaced"][0] = json::object({{"turn", "two"}});
    try {
        atSavedState(save);
        FAIL() << "a record of the wrong shape was read";
    } catch (const LoadError& e) {
        EXPECT_FALSE(e.diagnostics().ok());
        EXPECT_EQ(e.diagnostics().items().front().pointer.rfind("/history/1/replaced/0", 0), 0u)
            << e.what();
    }
    save["history"][1]["replaced"] = json::array();
    try {
        atSavedState(save);
        FAIL() << "a record without an entry for each effect was read";
    } catch (const LoadError& e) {
        EXPECT_TRUE(testing::hasError(e.diagnostics(), "/history/1/replaced", "one entry"));
    }
}

TEST(SavedState, AStateTheHistoryDoesNotReachCannotBeUndoneAndIsKept) {
    Game g = atSavedState(formatThree(stateTheHistoryDoesNotReach()));
    EXPECT_THROW(g.learnUndo(), RuleError);
    EXPECT_EQ(g.undoBarrier(), 2u);
    EXPECT_FALSE(g.canUndo());
    EXPECT_EQ(g.state().unit("tx1a")->strength, 9);
    // A replay made elsewhere of another history is not taken either.
    EXPECT_FALSE(g.adoptUndo(replayed(savedGameAfterAVolley())));
    EXPECT_EQ(g.undoBarrier(), 2u);
}

TEST(SavedState, AReplayMadeElsewhereIsTakenAfterNewEventsToo) {
    const json save = formatThree(savedGameAfterAVolley());
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
