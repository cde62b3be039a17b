// Games saved by an earlier version load and replay to the state they were saved in. The saves
// in data/saves were written with `adc new` and `adc apply` by main at 7afd0d3, each with a test
// owed in the form that version stores it (ROE `roe.acted`, MWAN `mwan_morale_due`, Jackson the
// bare `attacker`, Blue and Gray `morale_due`), for the day that form changes (issue 18): a
// migration on load must keep them loading, and these tests then check what it made of them.
#include "adc/builtin_rulesets.hpp"
#include "adc/saved_game.hpp"

#include <filesystem>
#include <gtest/gtest.h>

namespace adc {
namespace {

namespace fs = std::filesystem;

Game loadSaved(const std::string& name) {
    const fs::path file = fs::path(ADC_GAME_SCRIPTS_DIR) / "saves" / name;
    return loadGameFile(file.string(), builtinRulesets(), ADC_TEST_DATA_DIR);
}

TEST(SavesFromMain7afd0d3, RoeActedUnitsLoadAndReplay) {
    const Game g = loadSaved("roe-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 3u);
    EXPECT_EQ(g.state().flags.at("roe.acted"), json::array({"miss-a"}));
}

TEST(SavesFromMain7afd0d3, MwanMoraleDueLoadsAndReplays) {
    const Game g = loadSaved("mwan-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 5u);
    EXPECT_EQ(g.state().flags.at("mwan_morale_due"),
              json({{"cs-21va", {{"reason", "fire"}, {"stands_lost", 2}}}}));
}

TEST(SavesFromMain7afd0d3, JacksonAttackerLoadsAndReplays) {
    const Game g = loadSaved("jackson-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 3u);
    EXPECT_EQ(g.state().flags.at("attacker"), "nezperce");
}

TEST(SavesFromMain7afd0d3, BlueGrayMoraleDueLoadsAndReplays) {
    const Game g = loadSaved("bluegray-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 4u);
    EXPECT_EQ(g.state().flags.at("morale_due"), json({{"cs-humphreys", 1}}));
}

} // namespace
} // namespace adc
