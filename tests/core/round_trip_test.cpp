// load → save → load gives the same scenario and game; saving is atomic.
#include "test_support.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <sys/stat.h>

namespace adc {

using testing::skirmishGame;
using testing::skirmishJson;
using testing::TempDir;

TEST(ScenarioRoundTrip, LoadSaveLoadIsTheSame) {
    auto rs = testing::drillRuleset();
    Scenario first = scenarioFromJson(skirmishJson(), *rs, "a.json");
    TempDir dir;
    saveScenarioFile(dir.file("a.json"), first);
    auto loaded = loadScenarioFile(dir.file("a.json"), drill::registry(), drill::dataDir());
    const Scenario& second = loaded.scenario;
    EXPECT_EQ(scenarioToJson(second), scenarioToJson(first));
    EXPECT_EQ(second.name, "Skirmish at the Mill");
    EXPECT_EQ(second.date, "1862-09-17");
    EXPECT_EQ(second.turns, 6);
    EXPECT_EQ(second.specialRules, first.specialRules);
    EXPECT_EQ(second.victory, first.victory);
    EXPECT_EQ(second.terrain, first.terrain);
    EXPECT_EQ(second.notes, "Numbers scaled 1:20.");
    EXPECT_EQ(second.sides, first.sides);
    EXPECT_EQ(second.units, first.units);
    EXPECT_TRUE(second.initialState().sameAs(first.initialState()));
}

TEST(ScenarioSave, WritesExactlyTheScenariosJsonIndentedByTwo) {
    auto rs = testing::drillRuleset();
    json j = skirmishJson();
    j["name"] = "Skirmish \"at\" the Mill\n\u00dcber die Br\u00fccke";
    j["sides"][0]["units"][0]["notes"] = "tab\there, a/b and ~";
    j["sides"][1]["units"][0]["badges"] = json::array();
    j["sides"].push_back({{"id", "town"}, {"name", "Townsfolk"}, {"units", json::array()}});
    Scenario s = scenarioFromJson(j, *rs, "a.json");
    TempDir dir;
    saveScenarioFile(dir.file("a.json"), s);
    std::string expected = scenarioToJson(s).dump(2) + "\n";
    EXPECT_EQ(readFile(dir.file("a.json")), expected);
    EXPECT_NE(expected.find("\"units\": []"), std::string::npos);
    EXPECT_NE(expected.find("\"badges\": []"), std::string::npos);
}

TEST(ScenarioRoundTrip, KeysWithSlashesAndTildesSurvive) {
    auto rs = testing::drillRuleset();
    json j = skirmishJson();
    j["sides"][0]["units"][0]["id"] = "a/b~c";
    j["sides"][0]["commands"][0]["units"][0] = "a/b~c";
    Scenario s = scenarioFromJson(j, *rs, "a.json");
    EXPECT_EQ(scenarioToJson(scenarioFromJson(scenarioToJson(s), *rs, "b.json")),
              scenarioToJson(s));
}

TEST(SavedGameRoundTrip, LoadSaveLoadIsTheSameAndRollsOn) {
    Game g = skirmishGame();
    g.setSeed(2026u);
    ActionRequest volley{"volley", {{"shooter", "tx1a"}, {"target", "ma20b"}, {"dice", 5}}};
    g.apply(g.resolve(volley), volley);
    ActionRequest morale{"morale", {{"unit", "ma20b"}}};
    g.apply(g.resolve(morale), morale);
    g.apply(g.correction("tx1a", "loaded", true));
    Deck deck = g.state().deck;
    deck.shuffle(g.dice());
    g.apply(testing::effects({Effect::deckSet(deck), Effect::deckDraw()}));
    g.apply(g.advancePhase(g.dice()));
    g.undo(); // one event left to redo
    TempDir dir;
    saveGameFile(dir.file("g.adc.json"), g);
    Game loaded = loadGameFile(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(saveGameToJson(loaded), saveGameToJson(g));
    EXPECT_TRUE(loaded.state().sameAs(g.state()));
    EXPECT_EQ(loaded.position(), 4u);
    EXPECT_EQ(loaded.events().size(), 5u);
    EXPECT_EQ(loaded.seed(), 2026u);
    // The loaded game rolls on exactly as the original would have.
    Outcome a = g.resolve(morale), b = loaded.resolve(morale);
    EXPECT_EQ(a, b);
    loaded.redo();
    g.redo();
    EXPECT_TRUE(loaded.state().sameAs(g.state()));
}

TEST(SavedGameRoundTrip, LargeSeedsSurvive) {
    Game g = skirmishGame();
    g.setSeed(4000000000u);
    json j = saveGameToJson(g);
    Game loaded = gameFromJson(j, drill::registry(), drill::dataDir(), "g.adc.json");
    EXPECT_EQ(loaded.seed(), 4000000000u);
}

class AtomicSave : public ::testing::Test {
protected:
    void SetUp() override {
        path_ = dir_.file("game.adc.json");
        writeFileAtomically(path_, old_);
    }
    // The old file is untouched and no temporary is left beside it.
    void expectUntouched() {
        EXPECT_EQ(readFile(path_), old_);
        std::size_t files = 0;
        for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir_.path())) {
            ++files;
        }
        EXPECT_EQ(files, 1u);
    }
    TempDir dir_;
    std::string path_;
    const std::string old_ = "{\"old\": true}\n";
};

TEST_F(AtomicSave, ReplacesTheFileAndKeepsItsPermissions) {
    ::chmod(path_.c_str(), 0600);
    writeFileAtomically(path_, "new");
    EXPECT_EQ(readFile(path_), "new");
    struct stat st {};
    ASSERT_EQ(::stat(path_.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
}

TEST_F(AtomicSave, FailingWriteLeavesTheOldFileAndSaysWhy) {
    // A path under a regular file cannot be created, even by root.
    std::string bad = path_ + "/inside.json";
    try {
        writeFileAtomically(bad, "new");
        FAIL() << "saved under a regular file";
    } catch (const std::runtime_error& e) {
        std::string m = e.what();
        EXPECT_NE(m.find("cannot save " + bad), std::string::npos) << m;
        EXPECT_NE(m.find("Not a directory"), std::string::npos) << m;
    }
    expectUntouched();
}

TEST_F(AtomicSave, DirectoryThatRefusesNewFiles) {
    // /proc refuses new files even for root (tests run as root in CI).
    try {
        writeFileAtomically("/proc/adc-test.json", "new");
        FAIL() << "saved into /proc";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("cannot create a temporary file"), std::string::npos)
            << e.what();
    }
    expectUntouched();
}

TEST_F(AtomicSave, RenameOverADirectoryFailsAndCleansUp) {
    std::filesystem::create_directory(dir_.file("taken"));
    std::filesystem::create_directory(dir_.file("taken/child"));
    try {
        writeFileAtomically(dir_.file("taken"), "new");
        FAIL() << "replaced a directory";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("rename failed"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(std::filesystem::is_directory(dir_.file("taken/child")));
    std::filesystem::remove_all(dir_.file("taken"));
    expectUntouched();
}

TEST_F(AtomicSave, SavedGameAndScenarioFailuresLeaveTheOldFile) {
    Game g = skirmishGame();
    EXPECT_THROW(saveGameFile(path_ + "/x.adc.json", g), std::runtime_error);
    EXPECT_THROW(saveScenarioFile(dir_.file("no/such/dir/s.json"), g.scenario()),
                 std::runtime_error);
    expectUntouched();
}

TEST(ReadFile, MissingFileSaysWhich) {
    try {
        readFile("/nonexistent/file.json");
        FAIL();
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/file.json"), std::string::npos);
    }
}

} // namespace adc
