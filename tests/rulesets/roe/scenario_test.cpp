// The home scenario: Fredericksburg, 11 December 1862.
#include "roe_support.hpp"

#include "adc/game.hpp"
#include "adc/game_end.hpp"
#include "adc/owed_tests.hpp"
#include "adc/rule_reference.hpp"
#include "adc/saved_game.hpp"

#include <fstream>
#include <set>

namespace adc::roe::test {

namespace {

const std::string kScenario =
    std::string(ADC_TEST_DATA_DIR) + "/scenarios/fredericksburg-1862.json";

LoadedScenario load() {
    return loadScenarioFile(kScenario, builtinRulesets(), ADC_TEST_DATA_DIR);
}

json scenarioJson() {
    std::ifstream in(kScenario);
    return json::parse(in);
}

} // namespace

TEST(RoeScenario, FredericksburgLoadsWithItsOrderOfBattle) {
    auto ls = load();
    const Scenario& s = ls.scenario;
    EXPECT_EQ(s.rulesetId, "roe");
    ASSERT_EQ(s.sides.size(), 2u);
    EXPECT_EQ(s.sides[0].colour, "red");
    EXPECT_EQ(s.sides[1].colour, "black");
    std::size_t commands = s.sides[0].commands.size() + s.sides[1].commands.size();
    EXPECT_EQ(commands, 8u); // up to 8 players
    int figures = 0, leaders = 0, colours = 0, sharpshooters = 0;
    const auto& rs = dynamic_cast<const RoeRuleset&>(*ls.ruleset);
    for (const auto& u : s.units) {
        auto figs = readFigures(u, rs.tables());
        figures += static_cast<int>(figs.size());
        for (const auto& f : figs) {
            leaders += isLeaderRole(rs.tables(), f.role) ? 1 : 0;
            colours += f.role == "colours" ? 1 : 0;
            sharpshooters += f.role == "sharpshooter" ? 1 : 0;
        }
    }
    EXPECT_GE(figures, 40);
    EXPECT_LE(figures, 70);
    EXPECT_EQ(figures, 66);
    EXPECT_GE(leaders, 15);
    EXPECT_EQ(colours, 2);
    EXPECT_EQ(sharpshooters, 3);
    int boats = 0, burning = 0;
    for (const auto& t : s.terrain) {
        boats += t.value("type", "") == "boat" ? 1 : 0;
        burning += t.value("on_fire", false) ? 1 : 0;
    }
    EXPECT_EQ(boats, 3);
    EXPECT_EQ(burning, 2);
    EXPECT_FALSE(s.victory.empty());
    EXPECT_FALSE(s.specialRules.empty());
    EXPECT_NE(s.notes.find("scaled down"), std::string::npos);
    EXPECT_NE(s.notes.find("McElroy"), std::string::npos);
    EXPECT_NE(s.notes.find("Macy"), std::string::npos);
    // Save and load again: the same scenario.
    Scenario again = scenarioFromJson(scenarioToJson(s), *ls.ruleset, "round-trip");
    EXPECT_TRUE(again.initialState().sameAs(s.initialState()));
}

TEST(RoeScenario, BrokenCopiesAreReportedWithTheirPointers) {
    auto rs = shipped();
    json data = scenarioJson();
    data["sides"][0]["units"][1]["figures"][2]["grade"] = "elite";
    data["sides"][1].erase("colour");
    data["sides"][1]["units"][0]["strength"] = 5;
    try {
        scenarioFromJson(data, *rs, "broken.json");
        FAIL();
    } catch (const LoadError& e) {
        std::string text = e.what();
        EXPECT_NE(text.find("/sides/0/units/1/figures"), std::string::npos) << text;
        EXPECT_NE(text.find("grade must be one of"), std::string::npos) << text;
        EXPECT_NE(text.find("/sides/1/colour"), std::string::npos) << text;
        EXPECT_NE(text.find("/sides/1/units/0/strength"), std::string::npos) << text;
    }
}

// The shipped scenario without its rules by turn: these tests play the module's fire at the
// numbers of an unsmoked turn; the scenario's smoke on turns 1-2 has its own test
// (tests/cli/scenario_timeline_commands_test.cpp).
Scenario withoutTheSmoke(Scenario sc) {
    sc.timeline.turnRules.clear();
    return sc;
}

TEST(RoeScenario, PlaysAScriptedSequenceUndoesAndRedoes) {
    auto ls = load();
    Game game(ls.ruleset, withoutTheSmoke(ls.scenario));
    const GameState start = game.state();
    auto act = [&](const std::string& action, json params, std::vector<int> faces) {
        return adc::test::playGame(game, action, params, std::move(faces));
    };
    auto advance = [&](std::vector<int> faces) {
        return adc::test::advanceGame(game, std::move(faces));
    };

    advance({}); // bonus -> card activation
    EXPECT_EQ(game.state().phase, 1);
    // The referee draws the nine of spades from a real deck: shuffled first (53 faces).
    Outcome card = act("draw_card", {{"card", "9S"}}, zeros(53));
    EXPECT_EQ(card.result["activates"], "black");
    EXPECT_EQ(game.state().deck.left(), 53u);
    Outcome abbott = act("activate", {{"unit", "mass-abbott"}}, {});
    EXPECT_EQ(abbott.result["acting"], 8); // close order with Lt. Abbott: all act
    // Abbott's column fires up Hawke Street at Co. A in the brick house (1/2 cover).
    Outcome volley = act(
        "fire", {{"unit", "mass-abbott"}, {"target", "miss-a"}, {"range", 10}, {"cover", "half"}},
        {1, 1, 1, 6, 6, 6, 6, 6});
    EXPECT_EQ(volley.result["hits"], 3);
    EXPECT_EQ(volley.result["fallen"], json({"Pvt. T. Carter", "Pvt. R. Dean", "Pvt. H. Ellis"}));
    EXPECT_EQ(game.state().unit("miss-a")->strength, 4);
    EXPECT_THROW(act("activate", {{"unit", "mass-abbott"}}, {}), RuleError); // no card waiting

    act("draw_card", {{"card", "5H"}}, {});
    Outcome co = act("activate", {{"unit", "miss-a"}}, {3});
    EXPECT_EQ(co.result["acting"], 4); // 3 + Capt. +1 + Sgt. +1 = 5, only 4 left
    Outcome reply =
        act("fire", {{"unit", "miss-a"}, {"target", "mass-abbott"}, {"range", 10}}, {6, 6, 6, 6});
    EXPECT_EQ(reply.result["hits"], 1); // Capt. Hunt's pistol: 3 + 2 close order + 1 = 6
    EXPECT_EQ(game.state().unit("mass-abbott")->strength, 7);

    advance({}); // -> morale phase
    auto owed = game.ruleset().owed(game.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].unit, "miss-a");
    Outcome test = act("morale", {{"unit", "miss-a"}, {"cover", "hard"}}, {5, 6, 2, 2, 2, 2});
    EXPECT_EQ(test.result["grade"], "crack");
    EXPECT_EQ(test.result["level"], 9); // 9 + leader 1 + hard cover 2 - 3 losses
    EXPECT_EQ(test.result["runaways"], 2);
    EXPECT_EQ(test.result["ran"], json({"Pvt. M. Fox", "Capt. J. Hunt"}));
    EXPECT_EQ(game.state().unit("miss-a")->status, "disordered");
    EXPECT_TRUE(game.ruleset().owed(game.state()).empty());
    Outcome rally = act("rally", {{"unit", "miss-a"}}, {4});
    EXPECT_EQ(rally.result["rallied"], 2);
    EXPECT_EQ(game.state().unit("miss-a")->strength, 4);
    EXPECT_EQ(game.state().unit("miss-a")->status, "good_order");

    Outcome turn2 = advance(zeros(53)); // new turn: reshuffled
    EXPECT_EQ(game.state().turn, 2);
    EXPECT_EQ(game.state().phase, 0);
    EXPECT_EQ(game.state().deck.left(), 54u);
    EXPECT_FALSE(game.state().flags.contains("roe.acted"));
    const GameState end = game.state();

    // Saved and loaded, the history replays to the same place.
    Game loaded = gameFromJson(saveGameToJson(game), builtinRulesets(), ADC_TEST_DATA_DIR, "save");
    EXPECT_TRUE(loaded.state().sameAs(end));

    while (game.canUndo()) {
        game.undo();
    }
    EXPECT_TRUE(game.state().sameAs(start));
    while (game.canRedo()) {
        game.redo();
    }
    EXPECT_TRUE(game.state().sameAs(end));
}

// Issue 18: every step of a scripted turn of the home scenario, through every action ROE
// declares (and the phases between them), cites a value of rulesets/roe.json or a ruling.
TEST(RoeScenario, EveryStepOfAScriptedTurnCitesTheRulesetOrARuling) {
    auto ls = load();
    Game game(ls.ruleset, withoutTheSmoke(ls.scenario));
    const Ruleset& rs = game.ruleset();
    std::set<std::string> cited;
    auto check = [&](const Outcome& o) {
        adc::test::expectRulesCited(rs, o);
        for (const auto& step : o.steps) {
            cited.insert(step.rule);
        }
    };
    auto act = [&](const std::string& action, json params, std::vector<int> faces) {
        Outcome o = adc::test::playGame(game, action, params, std::move(faces));
        check(o);
        return o;
    };
    auto advance = [&](std::vector<int> faces) {
        check(adc::test::advanceGame(game, std::move(faces)));
    };

    // A) Bonus phase: reload, aim, flee, take cover (a contact that counts for nothing).
    act("bonus", {{"unit", "miss-a"}, {"choice", "reload"}}, {});
    act("bonus", {{"unit", "mass-abbott"}, {"choice", "aim"}}, {});
    act("bonus", {{"unit", "miss-b"}, {"choice", "flee"}, {"distance", 3}}, {});
    act("bonus",
        {{"unit", "miss-c"}, {"choice", "take_cover"}, {"distance", 2}, {"into_contact", true}},
        {});
    advance({});

    // B-C) An ace (its event, then a red unit with a leader roll), fire at 12" and a move over
    // a stone wall with the leader out in front.
    act("draw_card", {{"card", "AH"}}, [] {
        auto faces = zeros(53);
        faces.push_back(3);
        return faces;
    }());
    act("activate", {{"unit", "miss-a"}}, {4});
    act("fire",
        {{"unit", "miss-a"},
         {"target", "mass-abbott"},
         {"range", 12},
         {"cover", "half"},
         {"firers", "Capt. J. Hunt, Pvt. T. Carter"}},
        {6, 6});
    act("move",
        {{"unit", "miss-a"},
         {"figures", "Sgt. W. Hollis, Pvt. R. Dean, Pvt. H. Ellis"},
         {"pace", "charge"},
         {"leader_in_front", true},
         {"stone_wall", 1},
         {"assisting", 1}},
        {2, 3});
    // A face card: a close-order formation directs a skirmish company, which charges and
    // fights in melee; the formation fires at medium range.
    act("draw_card", {{"card", "KS"}}, {});
    act("activate", {{"unit", "mass-macy"}, {"directed", {"mass-19"}}}, {2});
    act("fire",
        {{"unit", "mass-macy"},
         {"target", "miss-b"},
         {"range", 30},
         {"firers", "Pvt. S. Shea, Pvt. W. Ward"}},
        {1, 6});
    act("move",
        {{"unit", "mass-19"}, {"figures", "Pvt. T. Hayes, Pvt. B. Mahoney"}, {"pace", "charge"}},
        {3});
    act("melee",
        {{"attacker", "mass-19"},
         {"attacker_figure", "Pvt. T. Hayes"},
         {"attacker_additional", 1},
         {"defender", "miss-a"},
         {"defender_figure", "Pvt. S. Gray"},
         {"defender_cover", "light"}},
        {5, 1});
    // The joker ends the turn: D) morale, a check passed and one failed, then a rally.
    act("draw_card", {{"card", "JR"}}, {});
    act("morale", {{"unit", "miss-a"}, {"cover", "hard"}}, {1, 1});
    act("morale", {{"unit", "mass-19"}}, {6, 6, 1, 1, 1, 1});
    act("rally", {{"unit", "mass-19"}}, {2, 2});
    advance(zeros(53)); // a new turn, the deck shuffled

    // A) of turn 2: the company repeats its last move.
    act("bonus", {{"unit", "miss-a"}, {"choice", "repeat_move"}}, {});

    // The sections the turn read, each by its own pointer.
    for (const char* rule : {"/sequence/0",
                             "/sequence/1",
                             "/sequence/2",
                             "R2",
                             "/random_events/events/2",
                             "/cards/face_ranks",
                             "/leader_roll/dice",
                             "/fire/hit_on/pistol/short",
                             "/fire/modifiers/cover/half",
                             "/fire/hit_on/musket/medium",
                             "/leader_roll/close_order_all_act",
                             "/movement/obstacles/stone_wall",
                             "/movement/leader_in_front_dice",
                             "/movement/obstacles_at_the_walk",
                             "R10",
                             "/melee/cover/light",
                             "/melee/additional_fighter",
                             "/melee/die_sides",
                             "/melee/wounded_at_most",
                             "/grades/morale_level/average",
                             "/morale/cover/hard",
                             "/morale/runaway_dice",
                             "/morale/rally_dice_per_leader",
                             "/bonus/flee_or_cover_max"}) {
        EXPECT_TRUE(cited.count(rule))
            << rule << " not cited; cited: " << ::testing::PrintToString(cited);
    }
}

// A game saved before issue 18 kept the steps' old strings: it still loads and replays, and the
// log shows each old string as it was written, never as a pointer it is not.
TEST(RoeScenario, AnOldSaveKeepsItsStepsRulesAsWritten) {
    std::ifstream in(std::string(ADC_TEST_DATA_DIR) +
                     "/tests/cli/data/saves/roe-owed-tests.adc.json");
    const json save = json::parse(in);
    Game game = gameFromJson(save, builtinRulesets(), ADC_TEST_DATA_DIR, "roe-owed-tests");
    std::set<std::string> rules;
    for (const auto& event : save.at("history")) {
        for (const auto& step : event.at("outcome").at("steps")) {
            rules.insert(step.at("rule").get<std::string>());
        }
    }
    ASSERT_TRUE(rules.count("B1 red card"));
    ASSERT_TRUE(rules.count("C leader roll"));
    for (const std::string& rule : rules) {
        EXPECT_EQ(ruleReferenceWords(game.ruleset(), rule),
                  rule == "R13" ? std::string("ruling R13") : rule);
    }
}

// The joker ends the turn and every unit owes a morale check; a check not made by the end of the
// turn is owed no more (Ruleset::endOfTurn): as the next turn begins, and as the scenario's last
// turn ends the game, each step saying so.
TEST(RoeScenario, TheJokersChecksNotMadeAreDroppedAtTheEndOfTheTurnEvenTheLast) {
    for (int turns : {2, 1}) {
        auto ls = load();
        Scenario sc = withoutTheSmoke(ls.scenario);
        sc.turns = turns;
        Game game(ls.ruleset, sc);
        adc::test::advanceGame(game); // bonus -> card activation
        adc::test::playGame(game, "draw_card", {{"card", "JR"}}, zeros(53));
        ASSERT_EQ(game.state().phase, 2) << "the joker moves on to the morale phase";
        const std::size_t owed = owedTests(game.state(), "morale").size();
        ASSERT_EQ(owed, sc.units.size());
        const Unit& first = game.state().units.front();
        Outcome end = adc::test::advanceGame(game, turns == 2 ? zeros(53) : std::vector<int>{});
        std::size_t dropped = 0;
        for (const Effect& fx : end.effects) {
            dropped += fx.kind == EffectKind::Owed && fx.key == "morale" && fx.value.is_null();
        }
        EXPECT_EQ(dropped, owed) << "turns " << turns;
        EXPECT_TRUE(owedTests(game.state(), "morale").empty());
        const bool said = std::any_of(end.steps.begin(), end.steps.end(), [&](const Step& st) {
            return st.text == first.name +
                                  ": the morale check not made by the end of the turn is owed "
                                  "no more";
        });
        EXPECT_TRUE(said) << "turns " << turns;
        EXPECT_EQ(gameOver(game.state()) != nullptr, turns == 1);
    }
}

} // namespace adc::roe::test
