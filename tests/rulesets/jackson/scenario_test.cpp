// The shipped Clearwater scenario loads, validates and plays a scripted turn through adc::Game,
// then undoes back to the start and redoes to the same end.
#include "jackson_fixture.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/game.hpp"
#include "adc/game_end.hpp"
#include "adc/obligations.hpp"
#include "command.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

namespace adc::jackson::test {

namespace {

const std::string kScenario =
    std::string(ADC_TEST_DATA_DIR) + "/scenarios/jackson-clearwater-1877.json";

} // namespace

TEST(JacksonScenario, ClearwaterLoadsAndValidates) {
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario ls = loadScenarioFile(kScenario, registry, ADC_TEST_DATA_DIR);
    EXPECT_EQ(ls.ruleset->id(), "jackson");
    EXPECT_EQ(ls.scenario.turns, 8);
    EXPECT_FALSE(ls.scenario.specialRules.empty());
    EXPECT_FALSE(ls.scenario.victory.empty());
    std::set<std::string> kinds;
    for (const auto& u : ls.scenario.units) {
        kinds.insert(u.kind);
    }
    for (const char* k :
         {"foot", "mounted", "mounted_indians", "indian_warband", "artillery", "gatling"}) {
        EXPECT_TRUE(kinds.count(k)) << k;
    }
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    EXPECT_EQ(cli::run({"validate", kScenario}, c), cli::Ok) << err.str();
    // Load → save → load gives the same scenario.
    json saved = scenarioToJson(ls.scenario);
    Scenario again = scenarioFromJson(saved, *ls.ruleset, "round trip");
    EXPECT_EQ(scenarioToJson(again), saved);
}

TEST(JacksonScenario, ClearwaterPlaysAScriptedTurn) {
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario ls = loadScenarioFile(kScenario, registry, ADC_TEST_DATA_DIR);
    Game game(ls.ruleset, ls.scenario);
    const GameState start = game.state();
    std::vector<GameState> after;
    auto play = [&](const std::string& action, json params, std::vector<int> faces) {
        Outcome o = adc::test::playGame(game, action, params, std::move(faces));
        after.push_back(game.state());
        return o;
    };
    auto advance = [&]() {
        adc::test::advanceGame(game);
        after.push_back(game.state());
    };

    // Turn 1, movement: the army attacks; mounted units first, alternating.
    play("designate_attacker", {{"side", "army"}}, {});
    Outcome m1 = play("move", {{"unit", "cav-f"}}, {4, 5, 6});
    EXPECT_EQ(m1.result["distance"], 15.0);
    Outcome m2 = play("move", {{"unit", "ollokot"}, {"charging", true}}, {2, 3, 4, 5, 6});
    EXPECT_EQ(m2.result["distance"], 20.0);
    // "All mounted units must move before any dismounted units may move": Co. L holds the ring,
    // Co. B is not on the table before turn 4, the young men wait; then the foot may move.
    EXPECT_THROW(game.resolve({"move", {{"unit", "inf-21"}}}), RuleError);
    play("stay_put", {{"unit", "cav-l"}}, {});
    play("stay_put", {{"unit", "young-men"}}, {});
    play("move", {{"unit", "inf-21"}, {"other_side_done", false}}, {3, 3});
    // Toohoolhoolzote's men climb out of a ravine (1 level uphill) into the breastworks.
    Outcome m4 = play("move", {{"unit", "toohool"}, {"uphill_levels", 1}}, {6, 2});
    EXPECT_EQ(m4.result["distance"], 6.0);
    advance(); // → fire
    // Fire: the Gatling sweeps the breastworks (effective, hard cover: 0-2) and jams on a 9.
    Outcome g = play(
        "gatling", {{"gun", "gatling-1"}, {"target", "toohool"}, {"range", 40}, {"cover", "hard"}},
        {0, 2, 5, 7, 8, 9, 3, 4, 6, 8, 7, 5});
    EXPECT_EQ(g.result["hits"], 2);
    EXPECT_EQ(g.result["jammed"], true);
    EXPECT_EQ(game.state().unit("toohool")->strength, 6);
    // The howitzer fires shell into the riflemen's ravine: 4 hits on the 3 under the burst.
    Outcome s = play(
        "shell", {{"gun", "howitzer"}, {"target", "riflemen"}, {"range", 70}, {"figures_under", 3}},
        {1, 7, 3, 9, 8, 0, 6, 9, 7, 8, 4, 2, 6});
    EXPECT_EQ(s.result["casualties"], 3);
    EXPECT_EQ(s.result["skedaddle_inches"], 12);
    EXPECT_EQ(game.state().unit("riflemen")->status, status::Retreating);
    // Joseph's band (carbines, Indians: +1, hits on 0-4) fires on Co. F at close range; hits on
    // mounted troops roll rider (0-5) or mount (6-9), and then, for each mount hit, the rider
    // avoids injury on 0-4.
    Outcome f = play("fire", {{"firer", "joseph"}, {"target", "cav-f"}, {"range", 10}},
                     {0, 1, 2, 3, 6, 7, 3, 8, 2, 9, 4, 7});
    EXPECT_EQ(f.result["hits"], 4);
    EXPECT_EQ(f.result["riders_hit"], 2);
    EXPECT_EQ(f.result["mounts_hit"], 2);
    EXPECT_EQ(f.result["unhorsed"], 1);
    EXPECT_EQ(f.result["casualties"], 3);
    EXPECT_EQ(game.state().unit("cav-f")->strength, 5);
    EXPECT_EQ(game.state().unit("cav-f")->attr<int>("mounts_run_off", 0), 2);
    EXPECT_EQ(moraleOwedBy(game.state(), "cav-f"), "lost a figure (regular)");
    // The 21st moved this turn: it may not shoot back.
    EXPECT_THROW(
        game.resolve({"fire", {{"firer", "inf-21"}, {"target", "ollokot"}, {"range", 20}}}),
        RuleError);
    advance(); // → morale: units fired on
    Outcome mo = play("morale", {{"unit", "cav-f"}, {"reason", "figure_lost"}}, {3});
    EXPECT_EQ(mo.result["passed"], true);
    // Toohoolhoolzote's warriors are elite: no test for figures lost.
    EXPECT_EQ(moraleOwedBy(game.state(), "toohool"), "");
    EXPECT_TRUE(game.ruleset().owed(game.state()).size() >= 1); // the jammed Gatling
    advance();                                                  // → morale to close
    advance();                                                  // → morale to stand
    advance();                                                  // → melee
    // Miller's battalion (green, not charging this turn) meets the camp guard in the ravine.
    Outcome me = play("melee",
                      {{"attacker", "art-4"},
                       {"defender", "camp-guard"},
                       {"attacker_figures", 2},
                       {"defender_figures", 2},
                       {"charging", false},
                       {"defender_cover", "soft"}},
                      {8, 3, 2, 6});
    EXPECT_EQ(me.result["defender_losses"], 1); // 8 v 3-2 (soft +1, no leader -4, Indian +1)
    EXPECT_EQ(me.result["attacker_losses"], 1); // 2 v 6-2: lost by 2, killed
    advance();                                  // → turn 2
    EXPECT_EQ(game.state().turn, 2);
    EXPECT_FALSE(game.state().unit("cav-f")->attr<bool>("moved", true));
    EXPECT_EQ(game.state().unit("gatling-1")->attr<int>("jammed_turn", 0), 1);
    EXPECT_THROW(
        game.resolve({"gatling", {{"gun", "gatling-1"}, {"target", "toohool"}, {"range", 40}}}),
        RuleError);

    // Undo everything: back to the start state. Redo everything: the same end state.
    const GameState end = game.state();
    const std::size_t events = game.events().size();
    ASSERT_EQ(events, after.size());
    for (std::size_t i = events; i > 0; --i) {
        ASSERT_TRUE(game.canUndo());
        game.undo();
        if (i > 1) {
            EXPECT_TRUE(game.state().sameAs(after[i - 2])) << "after undoing event " << i;
        }
    }
    EXPECT_FALSE(game.canUndo());
    EXPECT_TRUE(game.state().sameAs(start));
    for (std::size_t i = 0; i < events; ++i) {
        game.redo();
    }
    EXPECT_TRUE(game.state().sameAs(end));
}

// Every action the module declares, played (or, for the gun's other two loads, asked) through
// a scripted first turn at Clearwater: each step cites a value of jackson.json or one of its
// rulings (the one convention of adc/rule_reference.hpp).
TEST(JacksonScenario, ClearwaterEveryActionCitesItsRules) {
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario ls = loadScenarioFile(kScenario, registry, ADC_TEST_DATA_DIR);
    Game game(ls.ruleset, ls.scenario);
    std::set<std::string> played;
    auto ask = [&](const std::string& action, json params, std::vector<int> faces) {
        played.insert(action);
        return adc::test::askGame(game, action, params, std::move(faces));
    };
    auto play = [&](const std::string& action, json params, std::vector<int> faces) {
        played.insert(action);
        return adc::test::playGame(game, action, params, std::move(faces));
    };
    auto advance = [&]() { adc::test::advanceGame(game); };

    // Movement: Co. F charges the riflemen, Ollokot's horsemen charge through; the rest of the
    // mounted stay put; the 21st climbs through light woods, Toohoolhoolzote's men ford the river.
    play("designate_attacker", {{"side", "army"}}, {});
    play("move", {{"unit", "cav-f"}, {"charging", true}, {"target", "riflemen"}}, {5, 5, 5, 5});
    play("move", {{"unit", "ollokot"}, {"charging", true}}, {2, 3, 4, 5, 6});
    play("stay_put", {{"unit", "cav-l"}}, {});
    play("stay_put", {{"unit", "young-men"}}, {});
    play("move",
         {{"unit", "inf-21"}, {"terrain", "light_woods"}, {"uphill_levels", 1}, {"obstacles", 1}},
         {6, 6});
    Outcome ford = play("move", {{"unit", "toohool"}, {"terrain", "river"}}, {8, 8, 3});
    EXPECT_EQ(ford.result["casualties"], 1); // 3/2 rounded down
    advance();                               // → fire

    // Fire: a Gatling aims, the howitzer is asked for shot and canister and fires shell.
    play("aim", {{"unit", "gatling-2"}}, {});
    ask("shot", {{"gun", "howitzer"}, {"target", "toohool"}, {"range", 70}, {"cover", "soft"}},
        {0});
    ask("canister",
        {{"gun", "howitzer"}, {"target", "joseph"}, {"range", 20}, {"figures_under", 2}}, {});
    Outcome shell =
        play("shell",
             {{"gun", "howitzer"}, {"target", "camp-guard"}, {"range", 70}, {"figures_under", 3}},
             {7, 8, 9, 0, 7, 8, 9, 7, 8, 9, 4, 4, 4});
    EXPECT_EQ(shell.result["casualties"], 1);
    play("gatling", {{"gun", "gatling-1"}, {"target", "toohool"}, {"range", 40}, {"cover", "hard"}},
         {0, 2, 5, 7, 8, 9, 3, 4, 6, 8, 7, 5});
    Outcome volley = play("fire", {{"firer", "joseph"}, {"target", "cav-f"}, {"range", 10}},
                          {0, 1, 2, 3, 6, 7, 3, 8, 2, 9, 4, 7});
    EXPECT_EQ(volley.result["casualties"], 3);
    play("fire", {{"firer", "cav-l"}, {"target", "ollokot"}, {"range", 10}},
         {9, 9, 9, 9, 9, 9, 9, 9});
    advance(); // → morale: units fired on

    play("morale", {{"unit", "cav-f"}, {"reason", "figure_lost"}}, {3});
    advance(); // → morale to close
    play("morale", {{"unit", "cav-f"}, {"reason", "to_close"}}, {2});
    advance(); // → morale to stand
    play("morale", {{"unit", "riflemen"}, {"reason", "to_stand"}}, {1});
    advance(); // → melee
    play("melee",
         {{"attacker", "cav-f"},
          {"defender", "riflemen"},
          {"attacker_figures", 2},
          {"defender_figures", 2}},
         {8, 3, 2, 6});
    play("command_figure_lost", {{"unit", "toohool"}}, {});
    Outcome promoted = play("promote", {{"unit", "toohool"}}, {1});
    EXPECT_EQ(promoted.result["promoted"], true);
    advance(); // → turn 2: the jam holds, the camp guard has finished falling back
    EXPECT_EQ(game.state().turn, 2);

    for (const ActionSpec& spec : game.ruleset().actions()) {
        EXPECT_TRUE(played.count(spec.id)) << spec.id << " is not played";
    }
}

} // namespace adc::jackson::test

namespace adc::jackson::test {

namespace {

Game clearwaterGame() {
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario ls = loadScenarioFile(kScenario, registry, ADC_TEST_DATA_DIR);
    return Game(ls.ruleset, ls.scenario);
}

// Moves on to the phase of the turn given, with no dice.
void advanceTo(Game& game, int turn, const std::string& phase) {
    const auto& sequence = game.ruleset().sequence();
    while (game.state().turn < turn ||
           sequence[static_cast<std::size_t>(game.state().phase)].id != phase) {
        adc::test::advanceGame(game);
    }
}

const char* kNoWater = "No water on the bluff: from turn 6, every army unit that fires also tests "
                       "morale (as fired on) before the morale phase ends; this stands for the "
                       "thirst and heat of the second day.";

} // namespace

// Special rule 5: "from turn 6, every army unit that fires also tests morale".
TEST(JacksonScenario, ClearwaterFromTurnSixAnArmyUnitThatFiresOwesMorale) {
    Game game = clearwaterGame();
    advanceTo(game, 5, "fire");
    const json volley = {{"firer", "inf-21"}, {"target", "toohool"}, {"range", 10}};
    const std::vector<int> misses(12, 9);
    Outcome before = adc::test::playGame(game, "fire", volley, misses);
    EXPECT_EQ(moraleOwedBy(game.state(), "inf-21"), "") << "turn 5: no thirst yet";
    advanceTo(game, 6, "fire");
    Outcome fired = adc::test::playGame(game, "fire", volley, misses);
    EXPECT_EQ(moraleOwedBy(game.state(), "inf-21"), kNoWater);
    EXPECT_EQ(fired.steps.back().text, "Battalion, 21st Infantry owes Morale test after Fire "
                                       "(small arms) on turns 6–8 (the scenario: \"" +
                                           std::string(kNoWater) + "\")");
    // The Nez Perce fire as they please.
    adc::test::playGame(game, "fire", {{"firer", "joseph"}, {"target", "inf-21"}, {"range", 10}},
                        std::vector<int>(6, 9));
    EXPECT_EQ(moraleOwedBy(game.state(), "joseph"), "");
    EXPECT_TRUE(owedBeforeNextPhase(game.ruleset(), game.state()).empty()) << "not in the fire";
    adc::test::advanceGame(game); // → morale: units fired on
    const auto owed = owedBeforeNextPhase(game.ruleset(), game.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(obligationWords(owed[0], game.ruleset(), game.state()),
              "Battalion, 21st Infantry must test morale (" + std::string(kNoWater) +
                  ") (Morale test)");
    const auto steps = game.ruleset().nextSteps(game.state());
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(steps[0].action, "morale");
    EXPECT_EQ(steps[0].unit, "inf-21");
    EXPECT_EQ(steps[0].params.value("reason", ""), "fired_on");
    adc::test::playGame(game, "morale", {{"unit", "inf-21"}, {"reason", "fired_on"}}, {0});
    EXPECT_TRUE(owedBeforeNextPhase(game.ruleset(), game.state()).empty());
}

// The last turn ends as every turn does: a unit falling back has finished by the end, before the
// result is judged.
TEST(JacksonScenario, ClearwaterTheLastTurnsEndIsAppliedBeforeTheGameEnds) {
    Game game = clearwaterGame();
    advanceTo(game, 8, "melee");
    Outcome fled;
    fled.effects.push_back(Effect::status("riflemen", status::Retreating));
    game.apply(fled);
    const Outcome end = adc::test::advanceGame(game);
    ASSERT_NE(gameOver(game.state()), nullptr);
    EXPECT_EQ(game.state().unit("riflemen")->status, status::GoodOrder);
    EXPECT_EQ(end.steps.front().text, "Sharpshooters in the ravines has finished falling back");
    game.undo();
    EXPECT_EQ(gameOver(game.state()), nullptr);
    EXPECT_EQ(game.state().unit("riflemen")->status, status::Retreating);
}

} // namespace adc::jackson::test
