// A saved game opened for one change (openForChange): the saved state taken as it stands and
// checked against the scenario, the history kept as text, and the file written after the change
// exactly what a replayed game writes.
#include "test_support.hpp"

#include "adc/atomic_file.hpp"
#include "adc/stored_game.hpp"

namespace adc {

using testing::hasError;
using testing::TempDir;

namespace {

const ActionRequest volley{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};

// The skirmish after `events` events: a volley, then phase after phase.
Game playedGame(int events) {
    Game g = testing::skirmishGame();
    for (int i = 0; i < events; ++i) {
        if (i == 0) {
            ScriptedDice dice({6, 6, 1});
            g.apply(g.resolve(volley, dice), volley);
        } else {
            g.apply(g.advancePhase(g.dice()));
        }
    }
    return g;
}

// A referee's correction: always applies, whatever the phase.
void correct(Game& g, int strength) {
    g.apply(g.correction("tx1a", "strength", strength));
}

Diagnostics openErrors(const std::string& path) {
    try {
        openForChange(path, drill::registry(), drill::dataDir());
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("no error");
}

} // namespace

TEST(StoredGame, AChangeWritesExactlyWhatTheReplayedGameWrites) {
    TempDir dir;
    Game g = playedGame(5);
    g.undo(); // one event to redo, dropped by the change as by Game::apply
    saveGameFile(dir.file("g.adc.json"), g);
    StoredGame stored = openForChange(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(stored.kept.size(), 3u); // the latest in effect is read, to be undone
    EXPECT_TRUE(stored.game.state().sameAs(g.state()));
    correct(stored.game, 4);
    correct(g, 4);
    stored.game.apply(stored.game.advancePhase(stored.game.dice()));
    g.apply(g.advancePhase(g.dice()));
    saveChange(dir.file("changed.adc.json"), stored);
    saveGameFile(dir.file("replayed.adc.json"), g);
    EXPECT_EQ(readFile(dir.file("changed.adc.json")), readFile(dir.file("replayed.adc.json")));
    // And it loads by replay, every event in place.
    Game again = loadGameFile(dir.file("changed.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(again.position(), 6u);
}

TEST(StoredGame, AGameWithoutEventsAndOneWithOnlyNewOnesSaveAsBefore) {
    TempDir dir;
    Game g = testing::skirmishGame();
    saveGameFile(dir.file("g.adc.json"), g);
    StoredGame stored = openForChange(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_TRUE(stored.kept.empty());
    saveChange(dir.file("same.adc.json"), stored);
    EXPECT_EQ(readFile(dir.file("same.adc.json")), readFile(dir.file("g.adc.json")));
}

TEST(StoredGame, AStateThatIsNotTheScenariosIsRefused) {
    TempDir dir;
    json save = saveGameToJson(playedGame(2));
    json bad = save;
    bad["state"]["units"][0]["id"] = "someone";
    std::ofstream(dir.file("units.adc.json")) << bad.dump(1);
    EXPECT_TRUE(hasError(openErrors(dir.file("units.adc.json")), "/state/units", "scenario's"));
    bad = save;
    bad["state"]["units"][0]["strength"] = "many";
    std::ofstream(dir.file("type.adc.json")) << bad.dump(1);
    EXPECT_TRUE(hasError(openErrors(dir.file("type.adc.json")), "/state", "not a game state"));
    bad = save;
    bad["state"]["surplus"] = 1;
    std::ofstream(dir.file("key.adc.json")) << bad.dump(1);
    EXPECT_TRUE(hasError(openErrors(dir.file("key.adc.json")), "/state", "as this program"));
    bad = save;
    bad["position"] = 3;
    std::ofstream(dir.file("position.adc.json")) << bad.dump(1);
    EXPECT_TRUE(hasError(openErrors(dir.file("position.adc.json")), "/position", "past the end"));
    bad = save;
    bad["state"]["phase"] = 5;
    std::ofstream(dir.file("phase.adc.json")) << bad.dump(1);
    EXPECT_TRUE(hasError(openErrors(dir.file("phase.adc.json")), "/state/phase"));
}

// A hand-written save laid out otherwise keeps its events' text as it is, and still loads.
TEST(StoredGame, AnotherLayoutIsKeptAsWritten) {
    TempDir dir;
    json save = saveGameToJson(playedGame(3));
    std::ofstream(dir.file("g.adc.json")) << save.dump(); // one line
    StoredGame stored = openForChange(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    ASSERT_EQ(stored.kept.size(), 2u);
    EXPECT_EQ(json::parse(stored.keptEvent(1)), save["history"][1]);
    correct(stored.game, 3);
    saveChange(dir.file("g.adc.json"), stored);
    Game again = loadGameFile(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(again.position(), 4u);
}

// adc undo takes the latest event back with what the save says it replaced (format 4), without
// replaying the history (issue 41, item 8): here the history cannot be replayed at all, its
// first event naming a unit the scenario does not have, and the undo still works. adc replay
// and adc validate are where such a history is found out.
TEST(StoredGame, AnUndoTakesTheLatestEventBackWithoutReplayingTheHistory) {
    TempDir dir;
    json save = saveGameToJson(playedGame(5));
    save["history"][0]["outcome"]["effects"] = json::array({Effect::status("nobody", "routed")});
    save["history"][0]["replaced"] = json::array({{{"status", "good_order"}}});
    std::ofstream(dir.file("g.adc.json")) << save.dump(1);
    EXPECT_THROW(loadGameFile(dir.file("g.adc.json"), drill::registry(), drill::dataDir()),
                 LoadError);
    StoredGame stored = openForChange(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    ASSERT_TRUE(stored.game.canUndo());
    stored.game.undo();
    EXPECT_TRUE(stored.game.state().sameAs(playedGame(4).state()));
    saveChange(dir.file("g.adc.json"), stored);
    const json written = json::parse(readFile(dir.file("g.adc.json")));
    EXPECT_EQ(written["position"], 4);
    EXPECT_EQ(written["history"], save["history"]); // the undone event kept, with its record
    EXPECT_EQ(written["state"], json(playedGame(4).state()));
}

// A format-3 save says nothing of what its events replaced: it is undone by one replay, and
// written as format 4, every event with its record, so the next undo needs none.
TEST(StoredGame, AFormatThreeSaveIsUndoneByReplayAndWrittenAsFormatFour) {
    TempDir dir;
    json save = saveGameToJson(playedGame(3));
    const json four = save;
    save["format"] = 3;
    for (json& event : save["history"]) {
        event.erase("replaced");
    }
    std::ofstream(dir.file("g.adc.json")) << save.dump(1);
    StoredGame stored = openForChange(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_TRUE(stored.kept.empty()); // replayed
    saveChange(dir.file("g.adc.json"), stored);
    EXPECT_EQ(json::parse(readFile(dir.file("g.adc.json"))), four);
    stored = openForChange(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(stored.kept.size(), 2u); // read, not replayed
    stored.game.undo();
    EXPECT_TRUE(stored.game.state().sameAs(playedGame(2).state()));
}

} // namespace adc
