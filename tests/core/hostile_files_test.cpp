// Hostile files (issue 41): nesting deep enough to overflow the stack, huge and broken texts,
// out-of-range turns and phases, games behind symlinks. Each is refused with its file and
// pointer, or handled, never a crash.
#include "test_support.hpp"

#include "adc/atomic_file.hpp"
#include "adc/file_lock.hpp"
#include "adc/saved_game.hpp"

#include <chrono>
#include <filesystem>
#include <functional>
#include <unistd.h>

namespace adc {

using testing::hasError;
using testing::saveErrors;
using testing::TempDir;

namespace {

std::string hostile(const std::string& name) {
    return std::string(ADC_TEST_DATA_DIR) + "/tests/core/data/hostile/" + name;
}

Diagnostics loadErrors(const std::function<void()>& load) {
    try {
        load();
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("no error");
}

// "/terrain/0/cover" followed by `levels` "/0".
std::string listPointer(const std::string& at, int levels) {
    std::string p = at;
    for (int i = 0; i < levels; ++i) {
        p += "/0";
    }
    return p;
}

} // namespace

// 20,000 nested lists in a 40 kB file overflowed the stack as the scenario was copied.
TEST(DeepFiles, AScenarioNestedTwentyThousandLevelsIsRefusedWithItsPointer) {
    Diagnostics d = loadErrors([] {
        loadScenarioFile(hostile("deep-terrain.json"), drill::registry(), drill::dataDir());
    });
    // /terrain is level 2, its first object 3, "cover" opens level 4: the list at level 65 is
    // the first too deep.
    EXPECT_TRUE(hasError(d, listPointer("/terrain/0/cover", 61), "deeper than 64 levels"));
    EXPECT_EQ(d.items().size(), 1u);
    EXPECT_EQ(d.items()[0].file, hostile("deep-terrain.json"));
}

TEST(DeepFiles, ARulesetWithDeepNotesIsRefusedWithItsPointer) {
    Diagnostics d = loadErrors([] { drill::registry().load(hostile("deep-notes.json")); });
    std::string pointer = "/notes";
    for (int i = 0; i < 99; ++i) {
        pointer += "/a";
    }
    EXPECT_TRUE(hasError(d, pointer, "deeper than 100 levels"));
}

TEST(DeepFiles, ASaveCarryingTheDeepScenarioIsRefusedNotCrashed) {
    std::string text = testing::savedGameAfterAVolley().dump();
    const std::string deep = readFile(hostile("deep-terrain.json"));
    const std::string key = "\"scenario\":";
    const std::size_t at = text.find(key) + key.size();
    // The deep file in place of the save's scenario, as a save written from it would hold it.
    const std::size_t end = text.find(",\"state\":", at);
    text.replace(at, end - at, deep);
    Diagnostics d("g.adc.json");
    EXPECT_FALSE(parseJson(text, d).has_value());
    EXPECT_TRUE(hasError(d, listPointer("/scenario/terrain/0/cover", 96), "deeper than 100"));
}

// A scenario as deep as a scenario may be still makes a save that loads again.
TEST(DeepFiles, TheDeepestScenarioAllowedSavesAndLoadsAgain) {
    json j = testing::skirmishJson();
    json cover = 1;
    for (int i = 0; i < kMaxScenarioDepth - 3; ++i) {
        cover = json::array({cover});
    }
    j["terrain"][0]["cover"] = cover;
    auto rs = testing::drillRuleset();
    Game g(rs, scenarioFromJson(j, *rs, "deepest.json"));
    TempDir dir;
    saveGameFile(dir.file("g.adc.json"), g);
    Game again = loadGameFile(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    EXPECT_EQ(again.scenario().terrain, g.scenario().terrain);
    // One level more is refused.
    j["terrain"][0]["cover"] = json::array({cover});
    Diagnostics d = loadErrors([&] { scenarioFromJson(j, *rs, "deeper.json"); });
    EXPECT_TRUE(
        hasError(d, listPointer("/terrain/0/cover", kMaxScenarioDepth - 3), "deeper than 64"));
}

TEST(DeepFiles, TheScanNamesEscapedKeysAndIgnoresBracketsInText) {
    EXPECT_EQ(tooDeep(R"({"a/b": {"t~x": [[1]]}})", 3), "/a~1b/t~0x/0");
    EXPECT_EQ(tooDeep(R"({"a": "[[[[[[", "b\"[": [1, [2]]})", 2), "/b\"[/1");
    EXPECT_FALSE(tooDeep(R"({"a": "[[[[[[[[[[[["})", 2).has_value());
}

TEST(HugeTexts, ATextOverTheLimitIsRefusedWithItsPointerAndNotEchoed) {
    json j = testing::savedGameAfterAVolley();
    j["history"][0]["outcome"]["summary"] = std::string(kMaxTextBytes + 1, 'x');
    Diagnostics d("g.adc.json");
    EXPECT_FALSE(parseJson(j.dump(), d).has_value());
    EXPECT_TRUE(hasError(d, "/history/0/outcome/summary", "bytes of text"));
    EXPECT_LT(d.text().size(), 300u);
}

TEST(HugeTexts, ABadValueIsNamedNotEchoedInFull) {
    json j = testing::savedGameAfterAVolley();
    j["dice"]["seed"] = std::string(kMaxTextBytes, '7');
    Diagnostics d = saveErrors(j);
    ASSERT_TRUE(hasError(d, "/dice/seed", "must be a whole number"));
    EXPECT_LT(d.text().size(), kMaxShown + 100);
    EXPECT_NE(d.text().find("bytes in all"), std::string::npos) << d.text();
}

TEST(NulInNames, AUnitNameWithANulIsRefused) {
    json j = testing::skirmishJson();
    j["sides"][0]["units"][0]["name"] = std::string("Co. A\0B", 7);
    TempDir dir;
    std::ofstream(dir.file("s.json")) << j.dump();
    Diagnostics d = loadErrors(
        [&] { loadScenarioFile(dir.file("s.json"), drill::registry(), drill::dataDir()); });
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/name", "U+0000"));
    auto rs = testing::drillRuleset();
    d = loadErrors([&] { scenarioFromJson(j, *rs, "s.json"); });
    EXPECT_TRUE(hasError(d, "/sides/0/units/0/name", "U+0000"));
}

TEST(EventsOutOfRange, TurnAndPhaseOfAnEventMustBeOfTheSequence) {
    json j = testing::savedGameAfterAVolley();
    j["history"][0]["turn"] = 0;
    j["history"][0]["phase"] = 9;
    Diagnostics d = saveErrors(j);
    EXPECT_TRUE(hasError(d, "/history/0/turn", "≥ 1")) << d.text();
    EXPECT_TRUE(hasError(d, "/history/0/phase", "phase of the ruleset's sequence")) << d.text();
    j = testing::savedGameAfterAVolley();
    j["history"][1]["outcome"]["effects"][0]["value"] = 7; // the drill ruleset has fewer phases
    d = saveErrors(j);
    EXPECT_TRUE(hasError(d, "/history/1/outcome/effects/0/value", "phase of the ruleset's"))
        << d.text();
}

TEST(EventsOutOfRange, AnEffectThatDoesNotApplyNamesItsPointerOnce) {
    json j = testing::savedGameAfterAVolley();
    j["history"][0]["outcome"]["effects"][0] = {
        {"kind", "casualties"}, {"unit", "nobody"}, {"count", 1}};
    Diagnostics d = saveErrors(j);
    ASSERT_EQ(d.items().size(), 1u) << d.text();
    const std::string& message = d.items()[0].message;
    EXPECT_EQ(message.find("/history"), std::string::npos) << message;
    EXPECT_EQ(message.find("/effects"), std::string::npos) << message;
}

TEST(RepeatedPhase, APhaseIdGivenTwiceIsRefused) {
    json j = testing::drillRulesetJson();
    j["sequence"].push_back(j["sequence"][0]);
    const std::string at = "/sequence/" + std::to_string(j["sequence"].size() - 1) + "/id";
    EXPECT_TRUE(hasError(testing::rulesetErrors(j), at, "earlier phase"));
}

TEST(ReadingFiles, AFolderIsNamedAsOne) {
    TempDir dir;
    try {
        readFile(dir.path());
        FAIL();
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("it is a folder"), std::string::npos) << e.what();
    }
}

TEST(ReadingFiles, ParseErrorsAreWordedWithoutTheLibrarysNumbers) {
    TempDir dir;
    std::ofstream(dir.file("s.json")) << "{\"format\": 1,";
    Diagnostics d = loadErrors(
        [&] { loadScenarioFile(dir.file("s.json"), drill::registry(), drill::dataDir()); });
    EXPECT_EQ(d.text().find("[json.exception"), std::string::npos) << d.text();
    EXPECT_NE(d.text().find("not valid JSON"), std::string::npos) << d.text();
}

// A game behind a symlink was replaced by a plain file while the real one stayed as it was,
// and the link and the real name took different locks.
TEST(SymlinkedGames, ASaveWritesThroughTheLinkAndBothNamesTakeOneLock) {
    TempDir dir;
    std::filesystem::create_directory(dir.file("real"));
    const std::string real = dir.file("real/game.adc.json");
    const std::string link = dir.file("game.adc.json");
    writeFileAtomically(real, "old\n");
    std::filesystem::create_symlink("real/game.adc.json", link);
    writeFileAtomically(link, "new\n");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
    EXPECT_EQ(readFile(real), "new\n");
    EXPECT_EQ(linkTarget(link), dir.file("real/game.adc.json"));
    FileLock held(real, std::chrono::milliseconds(0));
    EXPECT_THROW(FileLock(link, std::chrono::milliseconds(0)), LockBusy);
}

TEST(SymlinkedGames, ASymlinkLoopIsAnErrorNotACrash) {
    const std::string loop = std::string(ADC_TEST_DATA_DIR) + "/tests/cli/data/hostile/loop";
    ASSERT_TRUE(std::filesystem::is_symlink(loop)) << "the fixture is a symlink to itself";
    EXPECT_THROW(linkTarget(loop), std::runtime_error);
    EXPECT_THROW(writeFileAtomically(loop, "x"), SaveError);
    EXPECT_THROW(FileLock(loop, std::chrono::milliseconds(0)), std::runtime_error);
    EXPECT_THROW(readFile(loop), std::runtime_error);
}

TEST(SurplusDice, FacesLeftOverAreRefused) {
    ScriptedDice dice({3, 4, 5});
    Dice d(dice);
    d.roll(Die{6, 1}, "test");
    try {
        dice.checkAllUsed();
        FAIL();
    } catch (const DiceError& e) {
        EXPECT_NE(std::string(e.what()).find("3 faces were given but the action rolled 1 die"),
                  std::string::npos)
            << e.what();
    }
    d.roll(Die{6, 1}, "test");
    d.roll(Die{6, 1}, "test");
    EXPECT_NO_THROW(dice.checkAllUsed());
}

} // namespace adc
