#include "mwan_fixture.hpp"

namespace adc::mwan::test {

namespace {

std::vector<std::string> owedActions(const Game& g) {
    std::vector<std::string> out;
    for (const auto& ob : g.ruleset().owed(g.state())) {
        out.push_back(ob.action + ":" + ob.unit);
    }
    return out;
}

} // namespace

TEST(MwanSequence, AlternateMovementThenSimultaneousFireMeleeMorale) {
    auto rs = ruleset();
    std::vector<std::string> ids;
    for (const auto& p : rs->sequence()) {
        ids.push_back(p.id);
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"initiative", "move_first", "move_second", "fire",
                                             "melee", "morale"}));
}

TEST(MwanSequence, InitiativeIsDicedWithTiesRolledAgain) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 4)}));
    EXPECT_EQ(owedActions(g), (std::vector<std::string>{"initiative:"}));
    Outcome o = play(g, "initiative", json::object(), {3, 3, 2, 5});
    EXPECT_EQ(o.result["first"], "cs");
    EXPECT_EQ(o.rolls.size(), 4u);
    EXPECT_EQ(g.state().flags["mwan_first_mover"], "cs");
    EXPECT_TRUE(owedActions(g).empty());
    advance(g, 6);
    EXPECT_FALSE(g.state().flags.contains("mwan_first_mover"));
}

TEST(MwanSequence, ScenarioSetsWhoMovesFirst) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 4)}),
                  {{"first_move", "second_side"}});
    Outcome o = play(g, "initiative", json::object());
    EXPECT_TRUE(o.rolls.empty());
    EXPECT_EQ(o.result["first"], "cs");
}

TEST(MwanSequence, NewTurnClearsTheTurnsMarks) {
    Game g = game(json::array({regiment("a", 4), section("g", 1, "rifled_artillery")}),
                  json::array({regiment("b", 6)}));
    play(g, "move", {{"unit", "g"}, {"distance", 3}});
    play(g, "move", {{"unit", "a"}, {"charge", true}, {"charge_target", "b"}});
    play(g, "fire", {{"firer", "g"}, {"target", "b"}, {"range", 10}}, {5});
    EXPECT_EQ(g.state().flags["mwan_fire_losses"]["b"], 1);
    advance(g, 4); // into the fire phase, then out of it to melee
    EXPECT_FALSE(g.state().flags.contains("mwan_fire_losses"));
    advance(g, 2); // turn 2
    EXPECT_EQ(g.state().turn, 2);
    EXPECT_FALSE(g.state().unit("g")->attr<bool>("fired", true));
    EXPECT_EQ(g.state().unit("g")->attr<double>("moved", 9), 0);
    EXPECT_FALSE(g.state().unit("a")->attr<bool>("charging", true));
}

TEST(MwanSequence, OwedListsMoraleTestsUntilTaken) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 6)}));
    play(g, "initiative", json::object(), {6, 1});
    play(g, "fire", {{"firer", "a"}, {"target", "b"}, {"range", 5}}, {6, 1, 1, 1});
    // The test is owed in the morale phase, after fire and melee.
    EXPECT_TRUE(owedActions(g).empty());
    adc::test::jumpToPhase(g, 1, "morale");
    EXPECT_EQ(owedActions(g), (std::vector<std::string>{"morale:b"}));
    play(g, "morale", {{"unit", "b"}}, {5});
    EXPECT_TRUE(owedActions(g).empty());
}

TEST(MwanSequence, UndoAndRedoRestoreTheBookkeeping) {
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 6)}));
    GameState start = g.state();
    play(g, "fire", {{"firer", "a"}, {"target", "b"}, {"range", 5}}, {6, 6, 1, 1});
    GameState after = g.state();
    g.undo();
    EXPECT_TRUE(g.state().sameAs(start));
    g.redo();
    EXPECT_TRUE(g.state().sameAs(after));
}

TEST(MwanScenarioCheck, BadUnitsAreReported) {
    auto rs = ruleset();
    json bad =
        scenarioJson(json::array({regiment("a", 4, "trained", "rifled_artillery"),
                                  section("g", 1, "rifled_musket"),
                                  regiment("c", 2, "trained", "rifled_carbine",
                                           {{"kind", "cavalry"}, {"formation", "column"}}),
                                  regiment("odd", 2, "trained", "rifled_musket", {{"castings", 9}}),
                                  commander("x", "brigade", "nobody")}),
                     json::array({regiment("b", 4)}));
    try {
        scenarioFromJson(bad, *rs, "bad.json");
        FAIL() << "accepted";
    } catch (const LoadError& e) {
        std::string text = e.what();
        for (const char* where : {"/units/a/weapon", "/units/g/weapon", "/units/c/formation",
                                  "/units/odd/castings", "/units/x/attached_to"}) {
            EXPECT_NE(text.find(where), std::string::npos) << where << "\n" << text;
        }
    }
}

} // namespace adc::mwan::test

namespace adc::mwan::test {

TEST(MwanHint, FireFormShowsRangesScaled) {
    Game g = game(json::array({section("g", 1, "smoothbore_artillery")}),
                  json::array({regiment("b", 4)}), {{"base_size", "one_inch"}});
    EXPECT_EQ(g.ruleset().hint("fire", {{"firer", "g"}}, g.state()),
              "smoothbore artillery: range 24\", half range 12\", canister 10\"");
}

} // namespace adc::mwan::test
