// The commands on hostile files (issue 41): paths that cannot be looked at, games behind
// symlinks, surplus dice, saves that validate passed and replay refused, read errors with
// their reasons, output that cannot be written.
#include "../core/test_support.hpp"
#include "command.hpp"
#include "standard_input.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace adc::cli {

namespace {

using test::contains;
using test::Ran;
using test::runAdc;

using adc::testing::TempDir;

namespace fs = std::filesystem;

class HostileCommands : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args, const std::string& input = {}) {
        return runAdc(registry_, dataDir_, args, input);
    }
    void newGame() {
        Ran r = adc({"new", drill::dataDir() + "/scenarios/drill_skirmish.json", "--out", game_,
                     "--seed", "42"});
        ASSERT_EQ(r.code, Ok) << r.err;
    }
    static std::string volley(const std::string& dice) {
        return R"({"action": "volley", "params": {"shooter": "ma20a", "target": "tx1a",
                   "dice": 3}, "dice": )" +
               dice + "}";
    }

    RulesetRegistry registry_ = drill::registry();
    std::string dataDir_ = drill::dataDir();
    TempDir dir_;
    std::string game_ = dir_.file("mill.adc.json");
};

const std::string loop = std::string(ADC_TEST_DATA_DIR) + "/tests/cli/data/hostile/loop";

} // namespace

// `ln -s loop loop; adc new loop` aborted (exit 134): std::filesystem::exists threw.
TEST_F(HostileCommands, NewOnAPathThatCannotBeLookedAtSaysWhyAndExitsOne) {
    ASSERT_TRUE(fs::is_symlink(loop)) << "the fixture is a symlink to itself";
    Ran r = adc({"new", loop, "--out", game_});
    EXPECT_EQ(r.code, Failed) << r.err;
    EXPECT_TRUE(contains(r.err, "Too many levels of symbolic links")) << r.err;
    const std::string longName(300, 'x');
    r = adc({"new", longName, "--out", game_});
    EXPECT_EQ(r.code, Failed) << r.err;
    EXPECT_TRUE(contains(r.err, "File name too long")) << r.err;
    r = adc({"new", drill::dataDir() + "/scenarios/drill_skirmish.json", "--out", loop});
    EXPECT_NE(r.code, Ok);
    EXPECT_FALSE(fs::exists(game_));
}

TEST_F(HostileCommands, AGameBehindASymlinkIsChangedThroughIt) {
    newGame();
    const std::string link = dir_.file("link.adc.json");
    fs::create_symlink(game_, link);
    Ran r = adc({"apply", link, "--request", "-"}, volley("[6, 6, 1]"));
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(loadGameFile(game_, registry_, dataDir_).position(), 1u);
    EXPECT_FALSE(fs::exists(game_ + ".lock"));
    EXPECT_FALSE(fs::exists(link + ".lock"));
}

// 50 faces for a 7-die fire were taken without a word.
TEST_F(HostileCommands, SurplusDiceAreRefusedAsTooFewAre) {
    newGame();
    const std::string before = readFile(game_);
    Ran r = adc({"apply", game_, "--request", "-"}, volley("[6, 6, 1, 5, 5]"));
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "/dice: 5 faces were given but the action rolled 3 dice")) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(readFile(game_), before);
    std::ofstream(dir_.file("q.json"))
        << R"({"ruleset": "drill", "scenario": ")" + drill::dataDir() +
               R"(/scenarios/drill_skirmish.json", "action": "volley", "params": {"shooter": "ma20a",
           "target": "tx1a", "dice": 3}, "dice": [6, 6, 1, 2]})";
    r = adc({"resolve", "--request", dir_.file("q.json")});
    EXPECT_EQ(r.code, BadRequest) << r.err;
    EXPECT_TRUE(contains(r.err, "4 faces were given")) << r.err;
}

// validate passed a save whose history held an action replay refused, and replay's pointer
// read /action for /history/0/request/action.
TEST_F(HostileCommands, ValidateChecksWhatReplayChecksAtTheSamePointer) {
    newGame();
    ASSERT_EQ(adc({"apply", game_, "--request", "-"}, volley("[6, 6, 1]")).code, Ok);
    json save = json::parse(readFile(game_));
    save["history"][0]["request"]["action"] = "charge";
    std::ofstream(game_, std::ios::trunc) << save.dump(1);
    for (const char* command : {"validate", "replay"}) {
        Ran r = adc({command, game_});
        EXPECT_EQ(r.code, Failed) << command;
        EXPECT_TRUE(contains(r.err, game_ + ": /history/0/request/action: ")) << r.err;
        EXPECT_FALSE(contains(r.err, ": /action")) << r.err;
    }
}

TEST_F(HostileCommands, ReadErrorsSayWhy) {
    Ran r = adc({"validate", dir_.path()});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "it is a folder")) << r.err;
    // Standard input that fails to read is not a JSON syntax error.
    newGame();
    int folder = ::open(dir_.path().c_str(), O_RDONLY | O_DIRECTORY);
    ASSERT_GE(folder, 0);
    DescriptorInput failing(folder); // read() on a folder fails with EISDIR
    std::istream in(&failing);
    std::ostringstream out, err;
    Context c{registry_, dataDir_, in, out, err};
    EXPECT_EQ(run({"apply", game_, "--request", "-"}, c), BadRequest);
    ::close(folder);
    EXPECT_TRUE(contains(err.str(), "cannot read the request from standard input: Is a directory"))
        << err.str();
    EXPECT_FALSE(contains(err.str(), "JSON")) << err.str();
}

// adc qrs had the same fault as adc new (std::filesystem::exists threw): the real program, as
// qrs and roster are not among the engine's commands.
TEST(CommandOutput, QrsAndRosterOnASymlinkLoopExitOneWithTheReason) {
    for (const std::string command : {"qrs", "roster"}) {
        const std::string line = std::string(ADC_EXECUTABLE) + " " + command + " " + loop +
                                 " --html /dev/null 2>&1 | grep -q 'Too many levels'";
        int raw = std::system(line.c_str());
        ASSERT_TRUE(WIFEXITED(raw)) << command;
        EXPECT_EQ(WEXITSTATUS(raw), 0) << command << ": the reason was not said";
        raw = std::system((std::string(ADC_EXECUTABLE) + " " + command + " " + loop +
                           " --html /dev/null 2>/dev/null")
                              .c_str());
        ASSERT_TRUE(WIFEXITED(raw)) << command;
        EXPECT_EQ(WEXITSTATUS(raw), Failed) << command;
    }
}

// A write to standard output that failed exited 0, the output lost.
TEST(CommandOutput, OutputThatCannotBeWrittenExitsFive) {
    const std::string command = std::string(ADC_EXECUTABLE) + " rulesets > /dev/full 2>/dev/null";
    int raw = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(raw));
    EXPECT_EQ(WEXITSTATUS(raw), OutputLost);
}

} // namespace adc::cli
