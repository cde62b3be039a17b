// A full disk or a failing disk at each step of a save, injected by the preload shim into a
// child that saves with the atomic writer: the old file survives byte for byte, no temporary
// is left, a failed folder fsync is reported, and the next save succeeds once the fault is
// gone.
#include "child_process.hpp"

#include "adc/atomic_file.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>

namespace adc::testing {
namespace {

namespace fs = std::filesystem;

struct Fault {
    std::string step;  // as the shim names it
    std::string error; // ENOSPC or EIO
    int nth = 1;
    std::string words;  // what the message must say about the step
    std::string reason; // strerror's words
};

std::string reasonOf(const std::string& error) {
    return error == "ENOSPC" ? "No space left on device" : "Input/output error";
}

class SaveFaults : public ::testing::TestWithParam<Fault> {
protected:
    void SetUp() override {
        std::string t = (fs::temp_directory_path() / "adc-faults-XXXXXX").string();
        ASSERT_NE(::mkdtemp(t.data()), nullptr);
        dir_ = t;
        path_ = dir_ + "/game.adc.json";
        writeFileAtomically(path_, old_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    // Runs save_once under the shim; returns everything it printed.
    std::string saveUnder(const std::string& fault, int attempts, int* status,
                          const std::string& chunk = {}) {
        const char* asan = std::getenv("ASAN_OPTIONS");
        std::vector<std::string> extra{
            "LD_PRELOAD=" ADC_FAULT_SHIM, "ADC_FAULT=" + fault, "ADC_FAULT_DIR=" + dir_,
            // The sanitizer runtime wants to come first; the shim only needs to come before
            // libc, so tell the sanitizer the order is fine.
            std::string("ASAN_OPTIONS=") + (asan ? std::string(asan) + ":" : "") +
                "verify_asan_link_order=0"};
        if (!chunk.empty()) {
            extra.push_back("ADC_FAULT_WRITE_CHUNK=" + chunk);
        }
        Child child({ADC_SAVE_ONCE, path_, std::to_string(newSize_), std::to_string(attempts)},
                    environmentWith(extra), true);
        EXPECT_TRUE(child.started());
        std::string out = child.readAll();
        int raw = child.wait();
        *status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
        return out;
    }
    std::set<std::string> filesLeft() const {
        std::set<std::string> names;
        for (const auto& e : fs::directory_iterator(dir_)) {
            names.insert(e.path().filename().string());
        }
        return names;
    }
    std::string newContents() const {
        // save_once's own contents: only their size and first line matter here.
        return readFile(path_);
    }

    std::string dir_, path_;
    const std::string old_ = "{\"format\": 1, \"kind\": \"save\", \"the old game\": true}\n";
    const std::size_t newSize_ = 100000;
};

TEST_P(SaveFaults, TheOldFileSurvivesByteForByteAndNoTemporaryIsLeft) {
    const Fault& f = GetParam();
    int status = 0;
    std::string out = saveUnder(f.step + ":" + std::to_string(f.nth) + ":" + f.error, 1, &status,
                                f.step == "write" ? "4096" : "");
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("adc fault shim: " + f.step + " #" + std::to_string(f.nth)),
              std::string::npos)
        << "the shim did not inject the fault:\n"
        << out;
    EXPECT_NE(out.find("kept: cannot save " + path_ + ": " + f.words + ": " + f.reason),
              std::string::npos)
        << out;
    EXPECT_EQ(readFile(path_), old_);
    EXPECT_EQ(filesLeft(), std::set<std::string>{"game.adc.json"});
}

TEST_P(SaveFaults, TheNextSaveSucceedsOnceTheFaultIsGone) {
    const Fault& f = GetParam();
    int status = 0;
    // The shim fails only the Nth step, so the second attempt in the same process meets no
    // fault: the writer has kept no state from the failure that could spoil it.
    std::string out = saveUnder(f.step + ":" + std::to_string(f.nth) + ":" + f.error, 2, &status,
                                f.step == "write" ? "4096" : "");
    EXPECT_EQ(status, 0) << out;
    EXPECT_NE(out.find("kept: "), std::string::npos) << out;
    EXPECT_NE(out.find("\nsaved\n"), std::string::npos) << out;
    EXPECT_EQ(newContents().size(), newSize_);
    EXPECT_EQ(newContents().rfind("a new game, line 0\n", 0), 0u);
    EXPECT_EQ(filesLeft(), std::set<std::string>{"game.adc.json"});
}

Fault fault(std::string step, std::string error, int nth, std::string words) {
    std::string reason = reasonOf(error);
    return {std::move(step), std::move(error), nth, std::move(words), std::move(reason)};
}

// 100,000 bytes in writes of 4,096: the 1st write fails on an empty temporary, the 12th half
// way through the file, as a disk that fills up does.
INSTANTIATE_TEST_SUITE_P(EachStep, SaveFaults,
                         ::testing::Values(fault("write", "ENOSPC", 1, "write failed"),
                                           fault("write", "ENOSPC", 12, "write failed"),
                                           fault("write", "EIO", 1, "write failed"),
                                           fault("write", "EIO", 12, "write failed"),
                                           fault("fsync", "ENOSPC", 1, "fsync failed"),
                                           fault("fsync", "EIO", 1, "fsync failed"),
                                           fault("rename", "ENOSPC", 1, "rename failed"),
                                           fault("rename", "EIO", 1, "rename failed"),
                                           // mkstemp's 0600 would otherwise be kept silently
                                           fault("fchmod", "EIO", 1,
                                                 "cannot give the new file the old one's "
                                                 "permissions")),
                         [](const ::testing::TestParamInfo<Fault>& info) {
                             return info.param.step + "_" + std::to_string(info.param.nth) + "_" +
                                    info.param.error;
                         });

TEST_F(SaveFaults, AFailedFolderFsyncIsReportedWithTheNewFileInPlace) {
    for (std::string error : {"EIO", "ENOSPC"}) {
        writeFileAtomically(path_, old_);
        int status = 0;
        std::string out = saveUnder("dirfsync:1:" + error, 1, &status);
        EXPECT_EQ(status, 1) << out;
        EXPECT_NE(out.find("adc fault shim: dirfsync #1"), std::string::npos) << out;
        EXPECT_NE(out.find("replaced: cannot save " + path_ +
                           ": the new file is in place, but the fsync of its folder failed, so "
                           "a power cut could still lose it: " +
                           reasonOf(error)),
                  std::string::npos)
            << out;
        EXPECT_EQ(newContents().size(), newSize_);
        EXPECT_EQ(filesLeft(), std::set<std::string>{"game.adc.json"});
        // And the next save is whole again.
        out = saveUnder("dirfsync:1:" + error, 2, &status);
        EXPECT_EQ(status, 0) << out;
    }
}

TEST_F(SaveFaults, WithoutAFaultTheShimChangesNothing) {
    int status = 0;
    std::string out = saveUnder("rename:99:EIO", 1, &status, "4096");
    EXPECT_EQ(status, 0) << out;
    EXPECT_EQ(out, "saved\n");
    EXPECT_EQ(newContents().size(), newSize_);
    EXPECT_EQ(filesLeft(), std::set<std::string>{"game.adc.json"});
}

// adc's game commands under the same faults: a failed save prints no outcome (it is not in the
// file), and a save whose only fault is the folder's fsync has its own exit code, 4, so a script
// that retries on 1 does not make the change twice.
class AdcSaveFaults : public SaveFaults {
protected:
    struct Ran {
        int code;
        std::string out;
    };
    Ran adc(const std::vector<std::string>& args, const std::string& fault) {
        std::vector<std::string> argv{ADC_EXECUTABLE};
        argv.insert(argv.end(), args.begin(), args.end());
        const char* asan = std::getenv("ASAN_OPTIONS");
        std::vector<std::string> extra{"ADC_FAULT_DIR=" + dir_};
        if (!fault.empty()) {
            extra.push_back("LD_PRELOAD=" ADC_FAULT_SHIM);
            extra.push_back("ADC_FAULT=" + fault);
            extra.push_back(std::string("ASAN_OPTIONS=") + (asan ? std::string(asan) + ":" : "") +
                            "verify_asan_link_order=0");
        }
        Child child(argv, environmentWith(extra), false); // stdout only
        std::string out = child.readAll();
        int raw = child.wait();
        return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, out};
    }
    std::string newGame() {
        const std::string game = dir_ + "/fredericksburg.adc.json";
        EXPECT_EQ(adc({"new", "fredericksburg-1862", "--out", game, "--seed", "7"}, "").code, 0);
        return game;
    }
};

TEST_F(AdcSaveFaults, AFailedSavePrintsNoOutcome) {
    const std::string game = newGame();
    const std::string before = readFile(game);
    Ran r = adc({"next", game, "--force"}, "rename:1:EIO");
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.out, ""); // nothing was saved, so nothing was done
    EXPECT_EQ(readFile(game), before);
}

TEST_F(AdcSaveFaults, OnlyTheFolderFsyncFailingExitsFourWithTheOutcome) {
    const std::string game = newGame();
    const std::string before = readFile(game);
    Ran r = adc({"next", game, "--force"}, "dirfsync:1:EIO");
    EXPECT_EQ(r.code, 4);
    EXPECT_NE(r.out.find("\"effects\""), std::string::npos) << r.out; // the outcome it saved
    EXPECT_NE(readFile(game), before);
    EXPECT_EQ(
        adc({"new", "fredericksburg-1862", "--out", dir_ + "/b.adc.json"}, "dirfsync:1:EIO").code,
        4);
}

} // namespace
} // namespace adc::testing
