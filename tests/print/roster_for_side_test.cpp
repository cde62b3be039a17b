// A roster printed for one side (`adc roster --for SIDE`): its own units in full, the others'
// only as far as the ruleset declares public, and the notice the rules make a side give.
#include "print/roster_sheet.hpp"

#include "adc/builtin_rulesets.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace adc::print {
namespace {

// Fort Sanders after a volley each way and the end of the move: the 79th New York is down to 3
// figures (below Blue and Gray's 4), Humphreys' brigade to 15.
Game fortSandersAfterAMove() {
    RulesetRegistry registry = builtinRulesets();
    auto loaded = loadScenarioFile(
        std::string(ADC_TEST_DATA_DIR "/scenarios/bluegray-fort-sanders-1863.json"), registry,
        ADC_TEST_DATA_DIR);
    Game g(loaded.ruleset, loaded.scenario);
    Outcome fire;
    fire.action = "test";
    fire.summary = "a volley each way";
    fire.effects = {Effect::casualties("us-79ny", 3, "fire"),
                    Effect::casualties("cs-humphreys", 5, "fire")};
    g.apply(fire);
    ScriptedDice none({});
    while (g.state().turn == 1) {
        g.apply(g.advancePhase(none));
    }
    return g;
}

QString rosterFor(const Game& g, const std::string& side) {
    RosterOptions o;
    o.forSide = side;
    return test::plainText(rosterHtml(g, o));
}

TEST(RosterForASide, ShowsTheOtherSidesUnitsOnlyAsTheRulesetDeclaresPublic) {
    Game g = fortSandersAfterAMove();
    const QString referee = test::plainText(rosterHtml(g));
    EXPECT_TRUE(referee.contains(QStringLiteral("3 of 6"))) << referee.toStdString();
    EXPECT_TRUE(referee.contains(QStringLiteral("15 of 20")));
    EXPECT_FALSE(referee.contains(QStringLiteral("kept by its side")));

    const QString union_ = rosterFor(g, "union");
    EXPECT_TRUE(union_.contains(QStringLiteral("Printed for Union")));
    EXPECT_TRUE(union_.contains(QStringLiteral("3 of 6"))) << "its own units in full";
    EXPECT_FALSE(union_.contains(QStringLiteral("15 of 20"))) << union_.toStdString();
    EXPECT_FALSE(union_.contains(QStringLiteral("T1: 5"))) << "nor the enemy's losses by turn";
    EXPECT_TRUE(union_.contains(QStringLiteral("? of 20")));
    EXPECT_TRUE(union_.contains(QStringLiteral("kept by its side")));

    const QString confed = rosterFor(g, "confed");
    EXPECT_TRUE(confed.contains(QStringLiteral("15 of 20")));
    EXPECT_FALSE(confed.contains(QStringLiteral("3 of 6")));
    // The notice the rules make the Union give at the end of the move.
    EXPECT_TRUE(confed.contains(QStringLiteral("fewer than 4 figures at the end of the last move")))
        << confed.toStdString();
}

TEST(RosterForASide, AllPublicRulesetsPrintTheSameForEitherSide) {
    RulesetRegistry registry = builtinRulesets();
    auto loaded =
        loadScenarioFile(std::string(ADC_TEST_DATA_DIR "/scenarios/fredericksburg-1862.json"),
                         registry, ADC_TEST_DATA_DIR);
    Game g(loaded.ruleset, loaded.scenario);
    const QString referee = test::plainText(rosterHtml(g));
    for (const auto& side : g.state().sides) {
        EXPECT_EQ(rosterFor(g, side.id), referee) << side.id;
    }
}

TEST(RosterForASide, AnUnknownSideIsRefusedNamingTheSidesThereAre) {
    Game g = fortSandersAfterAMove();
    try {
        rosterFor(g, "prussia");
        FAIL() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("\"prussia\" is not a side"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("union ("), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace adc::print
