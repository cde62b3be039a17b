// Games saved by an earlier version load and replay to the state they were saved in. The saves
// in data/saves were written with `adc new` and `adc apply` by main at 7afd0d3 (save format 1),
// each with a test owed in the form that version stores it (ROE `roe.acted`, MWAN
// `mwan_morale_due`, Jackson the bare `attacker` and its units' `morale_due`, Blue and Gray
// `morale_due`). Save format 2 keeps owed tests in one record (adc/owed_tests.hpp): each
// module's migration rewrites the old form, and these tests check what it made of them.
#include "adc/builtin_rulesets.hpp"
#include "adc/owed_tests.hpp"
#include "adc/saved_game.hpp"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>

namespace adc {
namespace {

namespace fs = std::filesystem;

Game loadSaved(const std::string& name) {
    const fs::path file = fs::path(ADC_GAME_SCRIPTS_DIR) / "saves" / name;
    return loadGameFile(file.string(), builtinRulesets(), ADC_TEST_DATA_DIR);
}

// Saving the migrated game writes today's format, which loads to the same state again.
void expectSavedAgainAlike(const Game& g) {
    const json again = saveGameToJson(g);
    EXPECT_EQ(again["format"], kSaveFormat);
    const Game reloaded = gameFromJson(again, builtinRulesets(), ADC_TEST_DATA_DIR, "again.json");
    EXPECT_TRUE(reloaded.state().sameAs(g.state()));
    EXPECT_EQ(reloaded.position(), g.position());
}

TEST(SavesFromMain7afd0d3, RoeActedUnitsLoadAndReplay) {
    const Game g = loadSaved("roe-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 3u);
    // Units that acted are the turn's bookkeeping, not tests owed: they stay as they were.
    EXPECT_EQ(g.state().flags.at("roe.acted"), json::array({"miss-a"}));
    EXPECT_TRUE(g.state().owed.empty());
    expectSavedAgainAlike(g);
}

TEST(SavesFromMain7afd0d3, MwanMoraleDueBecomesTheOwedRecord) {
    const Game g = loadSaved("mwan-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 5u);
    EXPECT_FALSE(g.state().flags.contains("mwan_morale_due"));
    ASSERT_NE(owedTest(g.state(), "cs-21va", "morale"), nullptr);
    EXPECT_EQ(*owedTest(g.state(), "cs-21va", "morale"),
              json({{"reason", "fire"}, {"stands_lost", 2}}));
    // The history's fire now owes the test with an Owed effect.
    const auto& fire = g.events().back().outcome.effects;
    EXPECT_TRUE(std::any_of(fire.begin(), fire.end(), [](const Effect& e) {
        return e.kind == EffectKind::Owed && e.unit == "cs-21va" && e.key == "morale";
    }));
    expectSavedAgainAlike(g);
}

TEST(SavesFromMain7afd0d3, JacksonAttackerStaysAndMoraleDueLeavesTheUnits) {
    const Game g = loadSaved("jackson-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 3u);
    // The attacking side is the turn's order of moves, not a test owed: it stays a flag.
    EXPECT_EQ(g.state().flags.at("attacker"), "nezperce");
    for (const Unit& u : g.state().units) {
        EXPECT_FALSE(u.attrs.contains("morale_due")) << u.id;
    }
    EXPECT_TRUE(g.state().owed.empty());
    expectSavedAgainAlike(g);
}

TEST(SavesFromMain7afd0d3, BlueGrayMoraleDueBecomesTheOwedRecord) {
    const Game g = loadSaved("bluegray-owed-tests.adc.json");
    EXPECT_EQ(g.position(), 4u);
    EXPECT_FALSE(g.state().flags.contains("morale_due"));
    ASSERT_NE(owedTest(g.state(), "cs-humphreys", "morale"), nullptr);
    EXPECT_EQ(*owedTest(g.state(), "cs-humphreys", "morale"),
              json({{"reason", "fired on in move 1"}, {"move", 1}}));
    expectSavedAgainAlike(g);
}

} // namespace
} // namespace adc
