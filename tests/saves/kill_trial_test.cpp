// The kill -9 trial: a child writes the recovery file of a growing game in a loop and is
// killed at random moments. Every recovery file left must load, with the name of the file it
// belongs to from the same save; the temporaries the kills leave are tidied by a later save
// once they are old, and never while they are young.
//
// ADC_KILL_TRIALS sets the number of trials (50 by default, a few seconds); ADC_KILL_SEED
// repeats a run's random moments.
#include "child_process.hpp"
#include "drill_ruleset.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <gtest/gtest.h>

#include <poll.h>
#include <sys/inotify.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <thread>

namespace adc::testing {
namespace {

namespace fs = std::filesystem;

int envNumber(const char* name, int otherwise) {
    const char* v = std::getenv(name);
    return v && *v ? std::atoi(v) : otherwise;
}

std::vector<fs::path> temporariesIn(const std::string& dir) {
    std::vector<fs::path> found;
    for (const auto& e : fs::directory_iterator(dir)) {
        std::string name = e.path().filename().string();
        if (name.rfind("recovery.adc.json.", 0) == 0) {
            found.push_back(e.path());
        }
    }
    return found;
}

// Tells when a save's temporary appears in the folder (inotify).
class TemporaryWatch {
public:
    explicit TemporaryWatch(const std::string& dir) : fd_(::inotify_init1(IN_NONBLOCK)) {
        ::inotify_add_watch(fd_, dir.c_str(), IN_CREATE);
    }
    ~TemporaryWatch() { ::close(fd_); }
    TemporaryWatch(const TemporaryWatch&) = delete;
    TemporaryWatch& operator=(const TemporaryWatch&) = delete;
    void forgetEarlier() {
        alignas(inotify_event) char buffer[8192];
        while (::read(fd_, buffer, sizeof buffer) > 0) {
        }
    }
    // Up to a second; a slow machine only makes the kill land a little later.
    void waitForOne() {
        pollfd p{fd_, POLLIN, 0};
        ::poll(&p, 1, 1000);
        forgetEarlier();
    }

private:
    int fd_;
};

class KillTrial : public ::testing::Test {
protected:
    void SetUp() override {
        std::string t = (fs::temp_directory_path() / "adc-kill-XXXXXX").string();
        ASSERT_NE(::mkdtemp(t.data()), nullptr);
        dir_ = t;
        recovery_ = dir_ + "/recovery.adc.json";
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    // The recovery file as the trial left it: it loads, and its name matches its game.
    void expectWholeRecovery(int trial) {
        try {
            Recovery r = loadRecoveryFile(recovery_, drill::registry(), drill::dataDir());
            ASSERT_TRUE(r.source.has_value()) << "trial " << trial;
            EXPECT_EQ(*r.source, "after-" + std::to_string(r.game.events().size()) + "-events")
                << "trial " << trial << ": the name and the game come from different saves";
        } catch (const std::exception& e) {
            FAIL() << "trial " << trial << ": the recovery file left does not load: " << e.what();
        }
    }
    std::string dir_, recovery_;
};

TEST_F(KillTrial, EveryRecoveryFileLeftLoadsAndOldTemporariesGo) {
    const int trials = envNumber("ADC_KILL_TRIALS", 50);
    const unsigned seed =
        static_cast<unsigned>(envNumber("ADC_KILL_SEED", static_cast<int>(std::random_device{}())));
    std::mt19937 random(seed);
    RecordProperty("seed", static_cast<int>(seed));
    int killedMidSave = 0;
    TemporaryWatch newTemporary(dir_);
    for (int trial = 0; trial < trials && !HasFailure(); ++trial) {
        Child child({ADC_SAVE_LOOP, dir_}, environmentWith({}), false);
        ASSERT_TRUE(child.started());
        std::string ready = child.readLine();
        newTemporary.forgetEarlier();
        ASSERT_EQ(ready.rfind("ready ", 0), 0u) << "trial " << trial << ": " << ready;
        long perSave = std::max(1L, std::atol(ready.c_str() + 6));
        std::size_t before = temporariesIn(dir_).size();
        if (trial % 2 == 0) {
            // Anywhere in the next saves: building the text, writing, syncing or renaming.
            std::uniform_int_distribution<long> moment(0, 2 * perSave);
            std::this_thread::sleep_for(std::chrono::microseconds(moment(random)));
        } else {
            // Within a few milliseconds of a temporary appearing: the write, the fsyncs and the
            // rename, which take little of a save's time in a debug build and are where a kill
            // matters most.
            newTemporary.waitForOne();
            std::uniform_int_distribution<long> moment(0, 3000);
            std::this_thread::sleep_for(std::chrono::microseconds(moment(random)));
        }
        child.kill(SIGKILL);
        int status = child.wait();
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "trial " << trial;
        expectWholeRecovery(trial);
        killedMidSave += temporariesIn(dir_).size() > before ? 1 : 0;
    }
    std::cout << "[ kill -9 ] " << trials << " trials (seed " << seed << "), " << killedMidSave
              << " killed in the middle of a save\n";

    // The kills' temporaries are young: the next save must leave them alone, since they might
    // be another live writer's. The same name's old ones go; another file's never do.
    const std::size_t left = temporariesIn(dir_).size();
    writeFileAtomically(dir_ + "/recovery.adc.json.AbC123", "a live writer's temporary");
    writeFileAtomically(dir_ + "/other.adc.json.Old123", "another file's temporary");
    Child again({ADC_SAVE_LOOP, dir_}, environmentWith({}), false);
    ASSERT_EQ(again.readLine().rfind("ready ", 0), 0u);
    again.kill(SIGKILL);
    again.wait();
    EXPECT_GE(temporariesIn(dir_).size(), left + 1);
    auto twoHoursAgo = fs::file_time_type::clock::now() - std::chrono::hours(2);
    for (const auto& t : temporariesIn(dir_)) {
        fs::last_write_time(t, twoHoursAgo);
    }
    fs::last_write_time(dir_ + "/other.adc.json.Old123", twoHoursAgo);
    saveRecoveryFile(recovery_,
                     loadRecoveryFile(recovery_, drill::registry(), drill::dataDir()).game,
                     "after-tidying");
    EXPECT_TRUE(temporariesIn(dir_).empty());
    EXPECT_TRUE(fs::exists(dir_ + "/other.adc.json.Old123"));
    EXPECT_EQ(loadRecoveryFile(recovery_, drill::registry(), drill::dataDir()).source,
              "after-tidying");
}

} // namespace
} // namespace adc::testing
