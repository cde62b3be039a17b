// The home scenario: Fredericksburg, 11 December 1862.
#include "roe_support.hpp"

#include "adc/game.hpp"
#include "adc/saved_game.hpp"

#include <fstream>

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

TEST(RoeScenario, PlaysAScriptedSequenceUndoesAndRedoes) {
    auto ls = load();
    Game game(ls.ruleset, ls.scenario);
    const GameState start = game.state();
    auto act = [&](const std::string& action, json params, std::vector<int> faces) {
        ScriptedDice source(std::move(faces));
        ActionRequest req{action, std::move(params)};
        Outcome o = game.resolve(req, source);
        EXPECT_EQ(source.remaining(), 0u) << action;
        game.apply(o, req);
        return o;
    };
    auto advance = [&](std::vector<int> faces) {
        ScriptedDice source(std::move(faces));
        Outcome o = game.advancePhase(source);
        EXPECT_EQ(source.remaining(), 0u);
        game.apply(o);
        return o;
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

} // namespace adc::roe::test
