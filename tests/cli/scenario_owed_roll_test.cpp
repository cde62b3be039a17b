// Cedar Mountain's "Winder's guns": "At the end of turn 1 roll 2D6 for Winder as if his regiment
// had taken casualties; on a 12 he is mortally wounded by a Union shell (remove him) and every
// Confederate regiment within 12\" casts morale." Played through `adc`: the roll is owed in the
// morale phase of turn 1 in the scenario's words and holds up the next phase; on a 12 Winder is
// removed and the referee is asked which regiments are within 12", each yes owing a morale test;
// on anything less nothing more is owed. Broken `then` entries are refused by `adc validate`.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/game_end.hpp"
#include "adc/owed_tests.hpp"
#include "adc/saved_game.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace adc::cli {

namespace {

using test::contains;
using test::Ran;
using test::runAdc;

class WinderRoll : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args) { return runAdc(registry_, ADC_TEST_DATA_DIR, args); }

    // A new Cedar Mountain game moved on, --force, to the morale phase of turn 1.
    std::string atTheEndOfTurnOne() {
        const std::string game = dir_.file("game.adc.json");
        std::filesystem::remove(game);
        Ran r = adc({"new", scenarioFile(), "--out", game, "--seed", "7"});
        EXPECT_EQ(r.code, Ok) << r.err;
        for (int i = 0; i < 5; ++i) {
            r = adc({"next", game, "--force"});
            EXPECT_EQ(r.code, Ok) << r.err;
        }
        return game;
    }

    Ran roll(const std::string& game, std::vector<int> dice) {
        const std::string file = dir_.file("request.json");
        std::ofstream(file) << json{
            {"action", "commander_risk"},
            {"params", {{"commander", "cs-winder"}}},
            {"dice", dice}}.dump();
        return adc({"apply", game, "--request", file, "--text"});
    }

    json owed(const std::string& game) {
        return json::parse(adc({"show", game, "--json"}).out).at("owed");
    }

    static std::string scenarioFile() {
        return std::string(ADC_TEST_DATA_DIR) + "/scenarios/mwan-cedar-mountain.json";
    }

    RulesetRegistry registry_ = builtinRulesets();
    testing::TempDir dir_;
};

bool owes(const json& owed, const std::string& unit, const std::string& action) {
    return std::any_of(owed.begin(), owed.end(), [&](const json& o) {
        return o.at("unit") == unit && o.at("action") == action;
    });
}

} // namespace

TEST_F(WinderRoll, IsOwedAtTheEndOfTurnOneInTheScenariosWords) {
    const std::string game = atTheEndOfTurnOne();
    Ran r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "Still owed in this phase:\n  Brig. Gen. Charles S. Winder — "
                                "Winder's guns: while Brig. Gen. Winder is unattached"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "(Commander's risk)")) << r.out;
    r = adc({"next", game});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "(Commander's risk)")) << r.err;
    // The step of the phase change says so, citing the special rule.
    Game g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
    const Outcome& morale = g.events().back().outcome;
    EXPECT_TRUE(contains(morale.steps.back().text,
                         "Brig. Gen. Charles S. Winder owes Commander's risk on turn 1 (the "
                         "scenario: \"Winder's guns:"))
        << morale.steps.back().text;
    EXPECT_EQ(morale.steps.back().rule, "scenario:/special_rules/3");
}

TEST_F(WinderRoll, OnATwelveWinderIsRemovedAndTheRegimentsTheRefereeNamesCastMorale) {
    const std::string game = atTheEndOfTurnOne();
    Ran r = roll(game, {6, 6});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Brig. Gen. Charles S. Winder rolls 12 on 2D6: killed")) << r.out;
    EXPECT_TRUE(contains(r.out, "Brig. Gen. Charles S. Winder: killed — 4 questions for the "
                                "referee"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "Question for the referee: Is 21st Virginia within 12\" of Brig. "
                                "Gen. Charles S. Winder? (a yes owes 21st Virginia Morale)"))
        << r.out;
    Game g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
    EXPECT_TRUE(g.state().unit("cs-winder")->eliminated());
    // The four of Garnett's regiments on the table are asked about (the Stonewall Brigade has
    // not arrived), after the scenario's two questions of victory.
    r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "3. Is 21st Virginia within 12\" of Brig. Gen. Charles S. "
                                "Winder? — not answered"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "6. Is 1st Virginia (Irish) Battalion within 12\"")) << r.out;
    EXPECT_FALSE(contains(r.out, "7. ")) << r.out;
    EXPECT_FALSE(owes(owed(game), "cs-winder", "commander_risk"));
    // Unanswered, they hold up the next phase.
    r = adc({"next", game});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "the referee's question: Is 42nd Virginia within 12\"")) << r.err;
    ASSERT_EQ(adc({"answer", game, "3", "yes"}).code, Ok);
    ASSERT_EQ(adc({"answer", game, "4", "no"}).code, Ok);
    ASSERT_EQ(adc({"answer", game, "5", "yes"}).code, Ok);
    ASSERT_EQ(adc({"answer", game, "6", "no"}).code, Ok);
    json now = owed(game);
    EXPECT_TRUE(owes(now, "cs-21va", "morale")) << now.dump();
    EXPECT_TRUE(owes(now, "cs-48va", "morale")) << now.dump();
    EXPECT_FALSE(owes(now, "cs-42va", "morale")) << now.dump();
    EXPECT_FALSE(owes(now, "cs-1vabn", "morale")) << now.dump();
    EXPECT_EQ(now.size(), 2u) << now.dump();
    g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
    EXPECT_EQ(owedTest(g.state(), "cs-21va", "morale")->at("reason"), "commander_killed");
    // The referee changes his mind: a no takes back what the yes owed.
    ASSERT_EQ(adc({"answer", game, "5", "no"}).code, Ok);
    EXPECT_FALSE(owes(owed(game), "cs-48va", "morale"));
    // The test is cast as any owed morale test, and then the turn may end.
    const std::string file = dir_.file("morale.json");
    std::ofstream(file) << json{
        {"action", "morale"},
        {"params", {{"unit", "cs-21va"}, {"reason", "listed"}}},
        {"dice", {4}}}.dump();
    r = adc({"apply", game, "--request", file, "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "commander_killed")) << r.out;
    EXPECT_EQ(adc({"next", game}).code, Ok);
    // Undo takes the next phase and the cast back, one event each.
    EXPECT_EQ(adc({"undo", game}).code, Ok);
    EXPECT_EQ(adc({"undo", game}).code, Ok);
    EXPECT_TRUE(owes(owed(game), "cs-21va", "morale"));
}

TEST_F(WinderRoll, BelowTwelveNothingMoreIsOwed) {
    const std::string game = atTheEndOfTurnOne();
    Ran r = roll(game, {6, 5});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Brig. Gen. Charles S. Winder rolls 11 on 2D6: unhurt")) << r.out;
    EXPECT_EQ(owed(game), json::array());
    r = adc({"show", game});
    EXPECT_FALSE(contains(r.out, "3. ")) << r.out;
    EXPECT_EQ(adc({"next", game}).code, Ok);
}

TEST_F(WinderRoll, ABrokenConsequenceIsRefusedWithItsPointer) {
    json data = json::parse(std::ifstream(scenarioFile()));
    json& then = data["turn_rules"][1]["owe"]["then"];
    then["when"] = "routed";
    then["reason"] = "sunstroke";
    then["ask"] = "Is he near?";
    then["units"] = {{"side", "cs"}, {"kinds", {"gunboat"}}};
    const std::string file = dir_.file("broken.json");
    std::ofstream(file) << data.dump();
    Ran r = adc({"validate", file});
    EXPECT_NE(r.code, Ok);
    for (const char* part :
         {"/turn_rules/1/owe/then/when: \"routed\" is not a result of commander_risk",
          "/turn_rules/1/owe/then/reason: \"sunstroke\" is not a reason morale takes",
          "/turn_rules/1/owe/then/ask: must name the unit it asks about as {unit}",
          "/turn_rules/1/owe/then/units/kinds/0: \"gunboat\" is not a unit kind of mwan"}) {
        EXPECT_TRUE(contains(r.out + r.err, part)) << part << "\n" << r.out << r.err;
    }
}

} // namespace adc::cli
