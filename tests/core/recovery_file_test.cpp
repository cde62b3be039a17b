// The recovery file holds the game and the name of its file in one save, and older saves
// without that name still load; a save tidies its own file's old temporaries and nothing else.
#include "test_support.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <chrono>
#include <set>

namespace adc {

using testing::skirmishGame;
using testing::TempDir;
namespace fs = std::filesystem;

namespace {
std::set<std::string> filesIn(const TempDir& dir) {
    std::set<std::string> names;
    for (const auto& e : fs::directory_iterator(dir.path())) {
        names.insert(e.path().filename().string());
    }
    return names;
}

void makeOld(const std::string& path, std::chrono::minutes age) {
    fs::last_write_time(path, fs::file_time_type::clock::now() - age);
}

Game gameWithOneEvent() {
    Game g = skirmishGame();
    g.apply(g.correction("tx1a", "loaded", true));
    return g;
}
} // namespace

TEST(RecoveryFile, HoldsTheGameAndTheNameOfItsFileTogether) {
    TempDir dir;
    Game g = gameWithOneEvent();
    saveRecoveryFile(dir.file("recovery.adc.json"), g, "/home/ref/antietam.adc.json");
    json data = json::parse(readFile(dir.file("recovery.adc.json")));
    EXPECT_EQ(data.at("recovery_of"), "/home/ref/antietam.adc.json");
    EXPECT_EQ(data.at("format"), kSaveFormat); // the key is optional: a save like any other
    Recovery r =
        loadRecoveryFile(dir.file("recovery.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(r.source, "/home/ref/antietam.adc.json");
    EXPECT_EQ(saveGameToJson(r.game), saveGameToJson(g));
    // One write, one file: no note beside it.
    EXPECT_EQ(filesIn(dir), std::set<std::string>{"recovery.adc.json"});
}

TEST(RecoveryFile, AGameOfNoFileIsNamedByAnEmptyText) {
    TempDir dir;
    saveRecoveryFile(dir.file("r.adc.json"), gameWithOneEvent(), "");
    EXPECT_EQ(loadRecoveryFile(dir.file("r.adc.json"), drill::registry(), drill::dataDir()).source,
              "");
}

TEST(RecoveryFile, ASaveWithoutTheNameStillLoadsBothWays) {
    // What every version so far wrote, for saves and recovery files alike.
    TempDir dir;
    Game g = gameWithOneEvent();
    saveGameFile(dir.file("old.adc.json"), g);
    EXPECT_FALSE(json::parse(readFile(dir.file("old.adc.json"))).contains("recovery_of"));
    Recovery r = loadRecoveryFile(dir.file("old.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_FALSE(r.source.has_value());
    EXPECT_EQ(r.game.events().size(), 1u);
    // And a recovery file opens as an ordinary saved game.
    saveRecoveryFile(dir.file("new.adc.json"), g, "x.adc.json");
    Game loaded = loadGameFile(dir.file("new.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(saveGameToJson(loaded), saveGameToJson(g));
}

TEST(RecoveryFile, ANameThatIsNotTextIsAnError) {
    json data = saveGameToJson(gameWithOneEvent());
    data["recovery_of"] = 7;
    try {
        gameFromJson(data, drill::registry(), drill::dataDir(), "r.adc.json");
        FAIL() << "loaded a number as a file name";
    } catch (const LoadError& e) {
        EXPECT_TRUE(testing::hasError(e.diagnostics(), "/recovery_of", "must be text"));
    }
}

TEST(StaleTemporaries, ASaveRemovesItsOwnFilesOldTemporariesOnly) {
    TempDir dir;
    const std::string path = dir.file("recovery.adc.json");
    writeFileAtomically(path, "old");
    // Left by killed saves two hours ago and a minute ago, and things that only look alike.
    for (const char* name :
         {"recovery.adc.json.a1B2c3", "recovery.adc.json.ZZZZZZ", "recovery.adc.json.young1",
          "recovery.adc.json.12345", "recovery.adc.json.1234567", "recovery.adc.json.ab-d12",
          "other.adc.json.a1B2c3", "xrecovery.adc.json.a1B2c3"}) {
        writeFileAtomically(dir.file(name), "left over");
        makeOld(dir.file(name), std::chrono::minutes(120));
    }
    makeOld(dir.file("recovery.adc.json.young1"), std::chrono::minutes(1));
    fs::create_directory(dir.file("recovery.adc.json.dir123"));
    makeOld(dir.file("recovery.adc.json.dir123"), std::chrono::minutes(120));

    writeFileAtomically(path, "new");
    EXPECT_EQ(readFile(path), "new");
    EXPECT_EQ(filesIn(dir),
              (std::set<std::string>{"recovery.adc.json", "recovery.adc.json.young1",
                                     "recovery.adc.json.12345", "recovery.adc.json.1234567",
                                     "recovery.adc.json.ab-d12", "other.adc.json.a1B2c3",
                                     "xrecovery.adc.json.a1B2c3", "recovery.adc.json.dir123"}));
}

TEST(StaleTemporaries, TheAgeIsAnHourByDefaultAndCanBeGiven) {
    TempDir dir;
    const std::string path = dir.file("g.adc.json");
    writeFileAtomically(dir.file("g.adc.json.Abc123"), "left over");
    makeOld(dir.file("g.adc.json.Abc123"), std::chrono::minutes(59));
    EXPECT_EQ(removeStaleTemporaries(path), 0);
    EXPECT_EQ(removeStaleTemporaries(path, std::chrono::minutes(30)), 1);
    EXPECT_TRUE(filesIn(dir).empty());
    // A folder that is not there has nothing to tidy, and says so without throwing.
    EXPECT_EQ(removeStaleTemporaries(dir.file("no/such/g.adc.json")), 0);
}

TEST(SaveErrorSteps, SayWhichStepFailedAndWhetherTheOldFileIsKept) {
    SaveError rename("/s/g.adc.json", SaveError::Step::Rename, ENOSPC);
    EXPECT_STREQ(rename.what(),
                 "cannot save /s/g.adc.json: rename failed: No space left on device");
    EXPECT_FALSE(rename.replacedTheOldFile());
    EXPECT_EQ(rename.error(), ENOSPC);
    SaveError folder("/s/g.adc.json", SaveError::Step::FolderFsync, EIO);
    EXPECT_TRUE(folder.replacedTheOldFile());
    EXPECT_NE(std::string(folder.what()).find("Input/output error"), std::string::npos);
}

} // namespace adc
