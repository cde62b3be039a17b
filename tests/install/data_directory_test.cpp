// Where the programs find rulesets/ and scenarios/: beside themselves when installed, the
// source tree only when run from the build tree, and never the source tree for an installed
// copy, even one whose data is missing.
#include "adc/data_directory.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

class DataDirectory : public ::testing::Test {
protected:
    void SetUp() override {
        root_ = fs::temp_directory_path() /
                ("adc-data-dir-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(root_);
        fs::create_directories(root_);
        root_ = fs::canonical(root_);
    }
    void TearDown() override { fs::remove_all(root_); }

    // A program file at `relative` under the test's root, as an install or a build lays it.
    std::string program(const std::string& relative) {
        fs::path p = root_ / relative;
        fs::create_directories(p.parent_path());
        std::ofstream(p) << "#!/bin/sh\n";
        return p.string();
    }
    void makeData(const std::string& relative) {
        fs::create_directories(root_ / relative / "rulesets");
    }
    std::string at(const std::string& relative) const { return (root_ / relative).string(); }

    fs::path root_;
};

TEST_F(DataDirectory, InstalledProgramReadsShareBesideItsBin) {
    const std::string adc = program("usr/bin/adc");
    makeData("usr/share/aide-de-camp");
    makeData("src");
    const adc::BuildTree build{at("build"), at("src")};
    EXPECT_EQ(adc::dataDirectoryFor(adc, build), at("usr/share/aide-de-camp"));
}

TEST_F(DataDirectory, InstalledProgramWithoutItsDataNeverFallsBackToTheSourceTree) {
    // The source tree the program was built from is still there; the install lost its data.
    const std::string adc = program("opt/adc/bin/adc");
    makeData("src");
    const adc::BuildTree build{at("build"), at("src")};
    EXPECT_EQ(adc::dataDirectoryFor(adc, build), at("opt/adc/share/aide-de-camp"));
}

TEST_F(DataDirectory, InstalledCopyMovedElsewhereFollowsItself) {
    const std::string adc = program("moved/bin/adc");
    makeData("moved/share/aide-de-camp");
    const adc::BuildTree build{at("gone/build"), at("gone/src")};
    EXPECT_EQ(adc::dataDirectoryFor(adc, build), at("moved/share/aide-de-camp"));
}

TEST_F(DataDirectory, BuildTreeProgramReadsTheSourceTree) {
    const std::string adc = program("build/dev/src/cli/adc");
    makeData("src");
    const adc::BuildTree build{at("build/dev"), at("src")};
    EXPECT_EQ(adc::dataDirectoryFor(adc, build), at("src"));
}

TEST_F(DataDirectory, ProgramInASiblingOfTheBuildTreeIsNotInsideIt) {
    // build/dev-old is not inside build/dev, though its name starts the same.
    const std::string adc = program("build/dev-old/bin/adc");
    makeData("src");
    const adc::BuildTree build{at("build/dev"), at("src")};
    EXPECT_EQ(adc::dataDirectoryFor(adc, build), at("build/dev-old/share/aide-de-camp"));
}

TEST_F(DataDirectory, SymlinkedProgramFindsTheDataOfItsRealFile) {
    const std::string adc = program("usr/bin/adc");
    makeData("usr/share/aide-de-camp");
    fs::create_directories(root_ / "home/bin");
    fs::create_symlink(adc, root_ / "home/bin/adc");
    const adc::BuildTree build{at("build"), at("src")};
    EXPECT_EQ(adc::dataDirectoryFor(at("home/bin/adc"), build), at("usr/share/aide-de-camp"));
}

TEST(RunningExecutable, IsThisTestProgramWhateverArgv0Says) {
    // Started as plain `adc` from PATH, argv[0] names no file; /proc/self/exe still does.
    const fs::path self = adc::runningExecutable("adc");
    ASSERT_FALSE(self.empty());
    EXPECT_EQ(self.filename(), "install_tests");
    EXPECT_TRUE(fs::exists(self));
}

TEST(RunningExecutable, ThisBuildTreeTestReadsTheSourceData) {
    // The test runs from the build tree, so (without ADC_DATA_DIR) it reads the source tree.
    ::unsetenv("ADC_DATA_DIR");
    const std::string dir = adc::dataDirectory();
    EXPECT_EQ(dir, adc::thisBuild().sourceDataDir);
    EXPECT_TRUE(fs::exists(fs::path(dir) / "rulesets" / "roe.json"));
}

TEST(RunningExecutable, DataDirEnvironmentWins) {
    ::setenv("ADC_DATA_DIR", "/somewhere/else", 1);
    EXPECT_EQ(adc::dataDirectory(), "/somewhere/else");
    ::unsetenv("ADC_DATA_DIR");
}

} // namespace
