// The shipped scenarios run themselves through `adc new`, `apply`, `next`, `end` and `show`:
// each plays to its last turn and ends there with its result; units arrive on their turn; the
// rules by turn refuse and set defaults in the scenario's words.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/atomic_file.hpp"
#include "adc/builtin_rulesets.hpp"
#include "adc/game_end.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario_play.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace adc::cli {

namespace {

using test::contains;
using test::Ran;
using test::runAdc;

class ScenarioTimeline : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args) { return runAdc(registry_, ADC_TEST_DATA_DIR, args); }

    std::string start(const std::string& scenario) {
        const std::string game = dir_.file("game.adc.json");
        std::filesystem::remove(game);
        Ran r = adc({"new", std::string(ADC_TEST_DATA_DIR) + "/scenarios/" + scenario, "--out",
                     game, "--seed", "7"});
        EXPECT_EQ(r.code, Ok) << r.err;
        return game;
    }

    Ran apply(const std::string& game, const json& request) {
        const std::string file = dir_.file("request.json");
        std::ofstream(file) << request.dump();
        return adc({"apply", game, "--request", file});
    }

    // `adc next --force` until the game is at `turn` (first phase).
    void nextTo(const std::string& game, int turn) {
        for (int i = 0; i < 200; ++i) {
            Game g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
            if (g.state().turn >= turn) {
                return;
            }
            Ran r = adc({"next", game, "--force"});
            ASSERT_EQ(r.code, Ok) << r.err;
        }
        FAIL() << "never reached turn " << turn;
    }

    RulesetRegistry registry_ = builtinRulesets();
    testing::TempDir dir_;
};

} // namespace

TEST_F(ScenarioTimeline, EveryShippedScenarioEndsAtItsLastTurnWithItsResult) {
    for (const std::string scenario :
         {"mwan-cedar-mountain.json", "fredericksburg-1862.json", "jackson-clearwater-1877.json",
          "bluegray-fort-sanders-1863.json"}) {
        SCOPED_TRACE(scenario);
        const std::string game = start(scenario);
        const int turns = loadGameFile(game, registry_, ADC_TEST_DATA_DIR).scenario().turns;
        Ran r;
        int moves = 0;
        while ((r = adc({"next", game, "--force"})).code == Ok && moves < 500) {
            ++moves;
        }
        EXPECT_EQ(r.code, BadRequest);
        EXPECT_TRUE(contains(r.err, "The game is over: turn " + std::to_string(turns) +
                                        ", the scenario's last, has ended"))
            << r.err;
        EXPECT_TRUE(contains(r.err, "Nothing was changed")) << r.err;
        Game over = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
        EXPECT_EQ(over.state().turn, turns); // never "Turn 9 of 8"
        ASSERT_NE(gameOver(over.state()), nullptr);
        r = adc({"show", game});
        EXPECT_TRUE(contains(r.out, "Game over after turn " + std::to_string(turns))) << r.out;
        EXPECT_TRUE(contains(r.out, "Result: ")) << r.out;
        // Undo takes the end back; the game goes on at the last phase of its last turn.
        EXPECT_EQ(adc({"undo", game}).code, Ok);
        Game back = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
        EXPECT_EQ(gameOver(back.state()), nullptr);
        EXPECT_EQ(back.state().turn, turns);
    }
}

TEST_F(ScenarioTimeline, TheRefereeEndsAGameEarlyAndTheResultIsPrinted) {
    const std::string game = start("fredericksburg-1862.json");
    Ran r = adc({"end", game, "--reason", "time is up", "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "the referee ended it on turn 1 (time is up)")) << r.out;
    // Nothing is lost: the Market House and the buildings are the referee's to say.
    EXPECT_TRUE(contains(r.out, "Game over: For the referee: Union major victory or Union minor "
                                "victory or Confederate victory if the referee says so; "
                                "otherwise Draw"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "lost 0 of 41 figures (0%; needs 50%)")) << r.out;
    r = adc({"show", game, "--json"});
    json shown = json::parse(r.out);
    EXPECT_EQ(shown.at("game_over").at("why"), "the referee ended it on turn 1 (time is up)");
    r = adc({"end", game});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "The game is over")) << r.err;
    EXPECT_EQ(adc({"next", game}).code, BadRequest);
    EXPECT_EQ(adc({"undo", game}).code, Ok);
    EXPECT_EQ(adc({"next", game, "--force"}).code, Ok);
}

TEST_F(ScenarioTimeline, TheRefereeAnswersTheScenariosQuestionsAndTheResultFollows) {
    const std::string game = start("fredericksburg-1862.json");
    Ran r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "Questions for the referee (adc answer GAME NUMBER yes|no):\n  "
                                "1. Did a Union unit in good order occupy the Market House at "
                                "the end of any turn? — not answered"))
        << r.out;
    ASSERT_EQ(adc({"end", game}).code, Ok);
    ASSERT_EQ(adc({"answer", game, "1", "no"}).code, Ok);
    r = adc({"answer", game, "2", "yes", "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Game over: Union minor victory")) << r.out;
    r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "Result: Union minor victory")) << r.out;
    EXPECT_TRUE(contains(r.out, "1. Did a Union unit in good order occupy the Market House at "
                                "the end of any turn? — no"))
        << r.out;
    r = adc({"answer", game, "9", "yes"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "there is no question 9")) << r.err;
    EXPECT_EQ(adc({"answer", game, "one", "yes"}).code, BadRequest);
}

TEST_F(ScenarioTimeline, CedarMountainsStonewallBrigadeArrivesOnTurnThree) {
    const std::string game = start("mwan-cedar-mountain.json");
    Ran r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "has not arrived yet (arrives turn 3)")) << r.out;
    const json move = {{"action", "move"}, {"params", {{"unit", "cs-stonewall"}, {"distance", 6}}}};
    nextTo(game, 2);
    r = apply(game, move);
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(
        r.err, "Stonewall Brigade (4th and 27th Virginia) has not arrived yet (arrives turn 3)"))
        << r.err;
    nextTo(game, 3);
    Game g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
    const Event& turn3 = g.events().back();
    EXPECT_TRUE(contains(turn3.outcome.steps.back().text,
                         "Stonewall Brigade (4th and 27th Virginia) arrives on turn 3"));
    EXPECT_EQ(turn3.outcome.steps.back().rule, "scenario:/special_rules/4");
    // MWAN's turn begins with the initiative; the brigade moves in the movement phases.
    while (g.ruleset().sequence()[static_cast<std::size_t>(g.state().phase)].id != "move_first") {
        ASSERT_EQ(adc({"next", game, "--force"}).code, Ok);
        g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
    }
    r = apply(game, move);
    EXPECT_EQ(r.code, Ok) << r.err;
}

TEST_F(ScenarioTimeline, GarnettsRegimentsMayNotMoveOnTurnOne) {
    const std::string game = start("mwan-cedar-mountain.json");
    ASSERT_EQ(adc({"next", game, "--force"}).code, Ok); // to the first move
    Ran r = apply(game, {{"action", "move"}, {"params", {{"unit", "cs-21va"}, {"distance", 4}}}});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "/params/distance: Distance moved 4\" is beyond the 0\" allowed "
                                "on turn 1 (the scenario: \"Surprise: Crawford's attack"))
        << r.err;
    // A change of facing is allowed, as the rule says.
    r = apply(game, {{"action", "move"},
                     {"params", {{"unit", "cs-21va"}, {"change", "facing"}, {"distance", 0}}}});
    EXPECT_EQ(r.code, Ok) << r.err;
}

TEST_F(ScenarioTimeline, ClearwatersCompanyBArrivesOnTurnFourAndOwesNothingBefore) {
    const std::string game = start("jackson-clearwater-1877.json");
    Ran r = adc({"show", game, "--json"});
    json shown = json::parse(r.out);
    for (const auto& o : shown.at("owed")) {
        EXPECT_NE(o.at("unit"), "cav-b") << o.dump();
    }
    r = apply(game, {{"action", "move"}, {"params", {{"unit", "cav-b"}}}, {"dice", {4, 5, 6}}});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "has not arrived yet (arrives turn 4)")) << r.err;
    nextTo(game, 4);
    shown = json::parse(adc({"show", game, "--json"}).out);
    bool owesMove = false;
    for (const auto& o : shown.at("owed")) {
        owesMove = owesMove || (o.at("unit") == "cav-b" && o.at("action") == "move");
    }
    EXPECT_TRUE(owesMove) << shown.at("owed").dump();
}

TEST_F(ScenarioTimeline, ClearwatersCompanyBNeverArrivesWhenTheRefereeSaysThePackTrainWasCut) {
    const std::string game = start("jackson-clearwater-1877.json");
    Ran r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "  1. Did a Nez Perce unit end a turn within 6\" of the road edge "
                                "before turn 4 (the pack train cut off)? — not answered"))
        << r.out;
    ASSERT_EQ(adc({"answer", game, "1", "yes"}).code, Ok);
    nextTo(game, 4);
    Game g = loadGameFile(game, registry_, ADC_TEST_DATA_DIR);
    EXPECT_FALSE(onTable(g.state(), "cav-b"));
    EXPECT_EQ(offTableWords(g.state(), "cav-b"), "never arrives (its arrival was cancelled)");
    EXPECT_TRUE(contains(g.events().back().outcome.steps.back().text,
                         "Co. B, 1st Cavalry (with the pack train) never arrives: the referee "
                         "answered yes"));
    r = apply(game, {{"action", "move"}, {"params", {{"unit", "cav-b"}}}, {"dice", {4, 5, 6}}});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "never arrives")) << r.err;
    // Unanswered, the company comes on turn 4; an answer after it came is too late.
    const std::string other = start("jackson-clearwater-1877.json");
    nextTo(other, 4);
    EXPECT_TRUE(onTable(loadGameFile(other, registry_, ADC_TEST_DATA_DIR).state(), "cav-b"));
    r = adc({"answer", other, "1", "yes"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "too late")) << r.err;
}

TEST_F(ScenarioTimeline, FortSandersFogRefusesFireBeyondTwelveInchesOnMovesOneAndTwo) {
    const std::string game = start("bluegray-fort-sanders-1863.json");
    const json fire = {{"action", "cannon_fire"},
                       {"params", {{"unit", "cs-parker"}, {"target", "us-buckley"}, {"range", 30}}},
                       {"dice", {1}}};
    Ran r = apply(game, fire);
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "/params/range: Range 30\" is beyond the 12\" allowed on turns "
                                "1–2 (the scenario: \"Fog and smoke: on moves 1 and 2 no fire "
                                "beyond 12\".\")"))
        << r.err;
    nextTo(game, 3);
    while (loadGameFile(game, registry_, ADC_TEST_DATA_DIR).state().phase != 3) {
        ASSERT_EQ(adc({"next", game, "--force"}).code, Ok);
    }
    r = apply(game, fire);
    EXPECT_EQ(r.code, Ok) << r.err;
}

TEST_F(ScenarioTimeline, AFireTheSmokeRuleChangedReplaysAsItWasResolved) {
    const std::string game = start("fredericksburg-1862.json");
    ASSERT_EQ(adc({"next", game, "--force"}).code, Ok);
    ASSERT_EQ(apply(game, {{"action", "draw_card"}, {"params", {{"card", "9S"}}}}).code, Ok);
    ASSERT_EQ(apply(game, {{"action", "activate"}, {"params", {{"unit", "mass-abbott"}}}}).code,
              Ok);
    Ran r = apply(game, {{"action", "fire"},
                         {"params", {{"unit", "mass-abbott"}, {"target", "miss-a"}, {"range", 10}}},
                         {"dice", {1, 1, 1, 6, 6, 6, 6, 6}}});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "scenario:/special_rules/2")) << r.out;
    r = adc({"replay", game});
    EXPECT_EQ(r.code, Ok) << r.err;
}

TEST_F(ScenarioTimeline, FredericksburgsSmokeIsTickedOnTurnsOneAndTwo) {
    auto loaded =
        loadScenarioFile(std::string(ADC_TEST_DATA_DIR) + "/scenarios/fredericksburg-1862.json",
                         registry_, ADC_TEST_DATA_DIR);
    Game g(loaded.ruleset, std::move(loaded.scenario));
    g.apply(g.advancePhase(g.dice()));
    for (const ActionRequest& r : {ActionRequest{"draw_card", {{"card", "9S"}}},
                                   ActionRequest{"activate", {{"unit", "mass-abbott"}}}}) {
        g.apply(g.resolve(r, g.dice()), r);
    }
    ScriptedDice dice({1, 1, 1, 6, 6, 6, 6, 6});
    Outcome o =
        g.resolve({"fire", {{"unit", "mass-abbott"}, {"target", "miss-a"}, {"range", 10}}}, dice);
    ASSERT_FALSE(o.steps.empty());
    EXPECT_EQ(o.steps.front().rule, "scenario:/special_rules/2");
    EXPECT_TRUE(contains(o.steps.front().text,
                         "Smoke or dark: yes, set by the scenario on turns 1–2 (the scenario: "
                         "\"Smoke on the river"))
        << o.steps.front().text;
}

// `adc odds` (and `adc resolve`) on a request naming a scenario apply its rules by turn as its
// game does: the smoke of turns 1-2 is counted with, Garnett's halt on turn 1 refused in the
// scenario's words (before, the odds counted a fire without smoke and a move the game refuses).
TEST_F(ScenarioTimeline, TheOddsApplyTheScenariosRulesByTurn) {
    auto odds = [&](const json& request) {
        const std::string file = dir_.file("odds.json");
        std::ofstream(file) << request.dump();
        return adc({"odds", "--request", file});
    };
    const std::string fredericksburg =
        std::string(ADC_TEST_DATA_DIR) + "/scenarios/fredericksburg-1862.json";
    json fire = {{"ruleset", "roe"},
                 {"scenario", fredericksburg},
                 {"flags", {{"roe.acting", {{"mass-abbott", 8}}}}},
                 {"action", "fire"},
                 {"params", {{"unit", "mass-abbott"}, {"target", "miss-a"}, {"range", 10}}}};
    const Ran left = odds(fire);
    ASSERT_EQ(left.code, Ok) << left.err;
    fire["params"]["smoke_or_dark"] = true;
    const Ran smoke = odds(fire);
    ASSERT_EQ(smoke.code, Ok) << smoke.err;
    EXPECT_EQ(left.out, smoke.out) << "the scenario's smoke is the default on turn 1";
    fire["params"]["smoke_or_dark"] = false;
    EXPECT_NE(odds(fire).out, left.out);
    const json move = {
        {"ruleset", "mwan"},
        {"scenario", std::string(ADC_TEST_DATA_DIR) + "/scenarios/mwan-cedar-mountain.json"},
        {"action", "move"},
        {"params", {{"unit", "cs-21va"}, {"distance", 4}}}};
    const Ran refused = odds(move);
    EXPECT_EQ(refused.code, BadRequest);
    EXPECT_TRUE(contains(refused.err, "/params/distance: Distance moved 4\" is beyond the 0\" "
                                      "allowed on turn 1 (the scenario: \"Surprise"))
        << refused.err;
    const std::string file = dir_.file("resolve.json");
    std::ofstream(file) << move.dump();
    EXPECT_EQ(adc({"resolve", "--request", file}).code, BadRequest) << "resolve agrees";
}

} // namespace adc::cli
