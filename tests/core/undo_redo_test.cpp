// Random sequences of events, undone and redone, always land on the same states.
#include "test_support.hpp"

#include <boost/random/mersenne_twister.hpp>
#include <boost/random/uniform_int_distribution.hpp>

namespace adc {

using testing::effects;
using testing::skirmishGame;

namespace {

// One random but valid event for the skirmish game.
Outcome randomEvent(boost::random::mt19937& rng, const GameState& s) {
    auto pick = [&](int n) { return boost::random::uniform_int_distribution<int>(0, n - 1)(rng); };
    const char* units[] = {"ma20a", "ma20b", "tx1a"};
    std::string unit = units[pick(3)];
    const char* statuses[] = {"good_order", "disordered", "routed", "shaken"};
    std::vector<Effect> list;
    int n = 1 + pick(3);
    for (int i = 0; i < n; ++i) {
        switch (pick(10)) {
        case 0:
            list.push_back(Effect::casualties(unit, pick(4), "fire"));
            break;
        case 1:
            list.push_back(Effect::setStrength(unit, pick(15)));
            break;
        case 2:
            list.push_back(Effect::status(unit, statuses[pick(4)]));
            break;
        case 3:
            list.push_back(Effect::attr(unit, pick(2) ? "loaded" : "jammed",
                                        pick(3) ? json(pick(2) == 1) : json()));
            break;
        case 4:
            list.push_back(Effect::leaderStatus("ma20a", 0, pick(2) ? "wounded" : "active"));
            break;
        case 5:
            list.push_back(
                Effect::flag("acted" + std::to_string(pick(3)), pick(3) ? json(unit) : json()));
            break;
        case 6:
            list.push_back(pick(2) ? Effect::deckDraw()
                                   : Effect::deckDraw(Deck::fullSet()[std::size_t(pick(54))]));
            break;
        case 7: {
            Deck d = s.deck;
            RandomDice dice(static_cast<std::uint32_t>(pick(1000)));
            d.shuffle(dice);
            list.push_back(Effect::deckSet(d));
            break;
        }
        case 8:
            // Owed tests: a unit may owe two at once, and a discharge may find none owed.
            list.push_back(
                Effect::owed(unit, pick(2) ? "morale" : "rally",
                             pick(3) ? json{{"reason", "fire"}, {"n", pick(3)}} : json()));
            break;
        default:
            list.push_back(Effect::phase(s.turn + pick(2), pick(2)));
        }
    }
    return effects(list);
}

} // namespace

class UndoRedo : public ::testing::TestWithParam<std::uint32_t> {};

TEST_P(UndoRedo, UndoAllReturnsTheStartRedoAllTheEnd) {
    boost::random::mt19937 rng(GetParam());
    Game g = skirmishGame();
    const json start = g.state();
    std::vector<json> states = {start};
    for (int i = 0; i < 60; ++i) {
        g.apply(randomEvent(rng, g.state()));
        states.push_back(g.state());
    }
    const json end = g.state();
    // Undo and redo at random first, checking each position's state.
    for (int i = 0; i < 200; ++i) {
        if (boost::random::uniform_int_distribution<int>(0, 1)(rng) && g.canUndo()) {
            g.undo();
        } else if (g.canRedo()) {
            g.redo();
        }
        ASSERT_EQ(json(g.state()), states[g.position()]) << "at " << g.position();
    }
    while (g.canUndo()) {
        g.undo();
    }
    EXPECT_EQ(g.position(), 0u);
    EXPECT_EQ(json(g.state()), start);
    g.undo(); // nothing to undo: nothing happens
    EXPECT_EQ(json(g.state()), start);
    while (g.canRedo()) {
        g.redo();
    }
    EXPECT_EQ(g.position(), 60u);
    EXPECT_EQ(json(g.state()), end);
    g.redo();
    EXPECT_EQ(json(g.state()), end);
}

// Save format 4 (issue 41, item 8): each event says what it replaced, so a saved game opened at
// its saved state undoes to its start without replaying its history, through every kind of
// effect; what it says is what the replay finds, and it survives being undone and saved.
TEST_P(UndoRedo, ASavedGameUndoesWithWhatEachEventReplaced) {
    boost::random::mt19937 rng(GetParam());
    Game g = skirmishGame();
    std::vector<json> states = {g.state()};
    for (int i = 0; i < 60; ++i) {
        g.apply(randomEvent(rng, g.state()));
        states.push_back(g.state());
    }
    const json save = saveGameToJson(g);
    EXPECT_EQ(save["format"], 4);
    ASSERT_TRUE(save["history"][59].contains("replaced"));
    Game opened = gameAtSavedState(save, drill::registry(), drill::dataDir(), "g.adc.json");
    EXPECT_EQ(opened.undoBarrier(), 0u);
    while (opened.canUndo()) {
        opened.undo();
        ASSERT_EQ(json(opened.state()), states[opened.position()]) << "at " << opened.position();
    }
    EXPECT_EQ(opened.position(), 0u);
    // Undone, each event keeps what it replaced: saved, the history is the same.
    EXPECT_EQ(saveGameToJson(opened)["history"], save["history"]);
    // The replay works out the same records, and the save written from it is the same file.
    Game replayed = gameFromJson(save, drill::registry(), drill::dataDir(), "g.adc.json");
    EXPECT_EQ(saveGameToJson(replayed), save);
}

INSTANTIATE_TEST_SUITE_P(Seeds, UndoRedo, ::testing::Values(1u, 2u, 3u, 42u, 1862u));

TEST(UndoRedoHistory, ApplyAfterUndoDropsTheRedoList) {
    Game g = skirmishGame();
    g.apply(effects({Effect::status("tx1a", "shaken")}));
    g.apply(effects({Effect::status("tx1a", "routed")}));
    g.undo();
    EXPECT_TRUE(g.canRedo());
    g.apply(effects({Effect::casualties("tx1a", 1, "x")}));
    EXPECT_FALSE(g.canRedo());
    EXPECT_EQ(g.events().size(), 2u);
    EXPECT_EQ(g.state().unit("tx1a")->status, "shaken");
}

TEST(UndoRedoHistory, EventsKeepRequestRollsTurnAndLabel) {
    Game g = skirmishGame();
    ActionRequest req{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 2}}};
    ScriptedDice dice({6, 2});
    Outcome o = g.resolve(req, dice);
    g.apply(o, req);
    const Event& e = g.events().back();
    EXPECT_EQ(e.label, o.summary);
    ASSERT_TRUE(e.request);
    EXPECT_EQ(e.request->params["target"], "tx1a");
    ASSERT_EQ(e.outcome.rolls.size(), 2u);
    EXPECT_EQ(e.outcome.rolls[1].face, 2);
    EXPECT_EQ(e.turn, 1);
    // volley_bonus plus_one: hits on 3+, so 6 hits and 2 misses.
    EXPECT_EQ(g.state().unit("tx1a")->strength, 11);
    g.apply(g.advancePhase(dice), std::nullopt, "next phase");
    EXPECT_EQ(g.events().back().label, "next phase");
    EXPECT_EQ(g.state().phase, 1);
    g.apply(g.advancePhase(dice));
    EXPECT_EQ(g.state().turn, 2);
    EXPECT_EQ(g.state().phase, 0);
}

TEST(UndoRedoHistory, CorrectionsAreEventsToo) {
    Game g = skirmishGame();
    g.apply(g.correction("ma20a", "strength", 9));
    g.apply(g.correction("ma20a", "status", "shaken"));
    g.apply(g.correction("ma20a", "morale", 2));
    EXPECT_EQ(g.state().unit("ma20a")->strength, 9);
    EXPECT_EQ(g.state().unit("ma20a")->status, "shaken");
    EXPECT_EQ(g.state().unit("ma20a")->attrs["morale"], 2);
    EXPECT_THROW(g.correction("ma20a", "strength", -1), RuleError);
    EXPECT_THROW(g.correction("ma20a", "strength", "ten"), RuleError);
    EXPECT_THROW(g.correction("ma20a", "status", "asleep"), RuleError);
    EXPECT_THROW(g.correction("ma20a", "morale", 12), RuleError);
    EXPECT_THROW(g.correction("ma20a", "horses", 2), RuleError);
    EXPECT_THROW(g.correction("nobody", "strength", 2), RuleError);
    g.undo();
    g.undo();
    g.undo();
    EXPECT_TRUE(g.state().sameAs(skirmishGame().state()));
}

} // namespace adc
