// Units that leave the table (adc/departure.hpp), on the drill ruleset: the departure as an
// event (refusals, undo, replay), what a unit that has left no longer does, the `units_left`
// victory test, the losses it still counts in, and the scenario's scheduled departures.
#include "test_support.hpp"

#include "adc/departure.hpp"
#include "adc/game_end.hpp"
#include "adc/obligations.hpp"
#include "adc/scenario_play.hpp"
#include "adc/unit_filter.hpp"

namespace adc {

namespace {

using testing::drillRuleset;
using testing::hasError;
using testing::skirmishJson;

// The skirmish with the Texans arriving on turn 2, Co. A owing a morale test in the morale
// phase of turn 1; the Union wins if two of its units escape, the Confederates if the Union
// loses half its men.
json departureJson() {
    json s = skirmishJson();
    s["format"] = 2;
    s["special_rules"] = {"Reinforcements: the 1st Texas arrives at the start of turn 2.",
                          "Drill: Co. A tests morale in the morale phase of turn 1.",
                          "The wagons: Co. B withdraws with them at the start of turn 3."};
    s["victory"] = {"Union victory: both companies escape by the mill road.",
                    "Confederate victory: the Union loses half its men.",
                    "Union minor victory: one unit gets away, however it goes."};
    s["arrivals"] = {{{"units", {"tx1a"}}, {"turn", 2}, {"rule", "/special_rules/0"}}};
    s["turn_rules"] = {{{"turns", {1, 1}},
                        {"actions", {"morale"}},
                        {"units", {{"units", {"ma20a"}}}},
                        {"owe", {{"phase", "morale"}}},
                        {"rule", "/special_rules/1"}}};
    s["victory_conditions"] = {
        {{"winner", "usa"},
         {"rule", "/victory/0"},
         {"all",
          {{{"units_left", {{"units", {{"side", "usa"}}}, {"how", "escaped"}, {"at_least", 2}}}}}}},
        {{"winner", "csa"},
         {"rule", "/victory/1"},
         {"all", {{{"losses", {{"side", "usa"}, {"at_least", 0.5}}}}}}},
        {{"winner", "usa"},
         {"level", "minor"},
         {"rule", "/victory/2"},
         {"all", {{{"units_left", {{"units", {{"command", "a"}}}, {"at_least", 1}}}}}}}};
    return s;
}

Game departureGame(const json& data = departureJson()) {
    auto rs = drillRuleset();
    return Game(rs, scenarioFromJson(data, *rs, "departure.json"));
}

Diagnostics departureErrors(const json& data) {
    try {
        scenarioFromJson(data, *drillRuleset(), "departure.json");
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("departure.json");
}

void nextPhase(Game& g) {
    g.apply(g.advancePhase(g.dice()));
}

std::string leaveRefused(const Game& g, const std::string& unit, const std::string& how) {
    try {
        leaveTable(g.ruleset(), g.state(), unit, how);
    } catch (const RuleError& e) {
        return e.what();
    }
    return "(accepted)";
}

} // namespace

TEST(Departure, AUnitLeavesTheTableAsOneEventThatUndoTakesBack) {
    Game g = departureGame();
    Outcome o = leaveTable(g.ruleset(), g.state(), "ma20b", "withdrawn");
    EXPECT_EQ(o.summary, "20th Mass. Co. B left the table (withdrawn), turn 1");
    g.apply(o);
    EXPECT_EQ(g.events().back().label, "20th Mass. Co. B left the table (withdrawn), turn 1");
    EXPECT_FALSE(onTable(g.state(), "ma20b"));
    EXPECT_TRUE(inTheBattle(g.state(), "ma20b"));
    EXPECT_EQ(departureWords(g.state(), "ma20b"), "left the table (withdrawn, turn 1)");
    ASSERT_TRUE(departureOf(g.state(), "ma20b"));
    EXPECT_EQ(departureOf(g.state(), "ma20b")->how, "withdrawn");
    g.undo();
    EXPECT_TRUE(onTable(g.state(), "ma20b"));
    EXPECT_FALSE(departureOf(g.state(), "ma20b"));
    EXPECT_TRUE(g.state().sameAs(departureGame().state()));
    g.redo();
    EXPECT_FALSE(onTable(g.state(), "ma20b"));
}

TEST(Departure, ASavedDepartureReplaysToTheSameState) {
    Game g = departureGame();
    g.apply(leaveTable(g.ruleset(), g.state(), "ma20a", "escaped"));
    nextPhase(g);
    Game loaded = gameFromJson(saveGameToJson(g), drill::registry(), drill::dataDir(), "g.json");
    EXPECT_TRUE(loaded.state().sameAs(g.state()));
    EXPECT_EQ(departureWords(loaded.state(), "ma20a"), "left the table (escaped, turn 1)");
}

TEST(Departure, WhatCannotLeaveIsRefusedSayingWhy) {
    Game g = departureGame();
    EXPECT_EQ(leaveRefused(g, "nobody", "escaped"),
              "/unit: there is no unit \"nobody\" in this game");
    EXPECT_EQ(leaveRefused(g, "tx1a", "escaped"),
              "/unit: 1st Texas Co. A has not arrived yet (arrives turn 2): only a unit on the "
              "table can leave it");
    EXPECT_EQ(leaveRefused(g, "ma20a", "ran"),
              "/how: must be \"withdrawn\" (ordered off the table) or \"escaped\" (got away off "
              "a table edge), found \"ran\"");
    g.apply(leaveTable(g.ruleset(), g.state(), "ma20a", "escaped"));
    EXPECT_EQ(leaveRefused(g, "ma20a", "withdrawn"),
              "/unit: 20th Mass. Co. A left the table (escaped, turn 1) already");
    g.apply(testing::effects({Effect::status("ma20b", status::Eliminated)}));
    EXPECT_EQ(leaveRefused(g, "ma20b", "withdrawn"),
              "/unit: 20th Mass. Co. B is eliminated: only a unit on the table can leave it");
    g.undo();
    g.apply(g.endEarly("time is up"));
    EXPECT_NE(leaveRefused(g, "ma20b", "withdrawn").find("/turn: The game is over"),
              std::string::npos);
}

TEST(Departure, AUnitThatLeftIsInNoPickerAndOwesNothing) {
    Game g = departureGame();
    nextPhase(g); // turn 1, morale: Co. A owes its test
    ASSERT_EQ(owedBeforeNextPhase(g.ruleset(), g.state()).size(), 1u);
    Outcome o = leaveTable(g.ruleset(), g.state(), "ma20a", "withdrawn");
    const bool said = std::any_of(o.steps.begin(), o.steps.end(), [](const Step& s) {
        return s.text == "20th Mass. Co. A no longer owes Morale test (Drill: Co. A tests morale "
                         "in the morale phase of turn 1.): it has left the table";
    });
    EXPECT_TRUE(said);
    g.apply(o);
    EXPECT_TRUE(owedBeforeNextPhase(g.ruleset(), g.state()).empty());
    EXPECT_TRUE(owedNow(g.ruleset(), g.state()).empty());
    for (const NextStep& step : g.ruleset().nextSteps(g.state())) {
        EXPECT_NE(step.unit, "ma20a");
    }
    // No form may name it: the action's check refuses it with the words the roster shows.
    try {
        g.resolve({"morale", {{"unit", "ma20a"}}});
        ADD_FAILURE() << "a unit off the table took a morale test";
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("left the table (withdrawn, turn 1)"),
                  std::string::npos)
            << e.what();
    }
    const ActionSpec* morale = g.ruleset().action("morale");
    ASSERT_NE(morale, nullptr);
    EXPECT_EQ(g.ruleset().unitRefusal(*morale, morale->params.front(), *g.state().unit("ma20a"),
                                      g.state()),
              "left the table (withdrawn, turn 1)");
    g.undo();
    EXPECT_EQ(owedBeforeNextPhase(g.ruleset(), g.state()).size(), 1u);
}

TEST(Departure, UnitsLeftIsJudgedWithItsFigures) {
    Game g = departureGame();
    VictoryResult r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    ASSERT_EQ(r.conditions.size(), 3u);
    EXPECT_EQ(r.conditions[0].figures, "Union: 0 units escaped (needs 2)");
    EXPECT_EQ(r.conditions[0].met, ConditionVerdict::Met::No);
    EXPECT_EQ(r.conditions[2].figures, "Left wing: 0 units left the table (needs 1)");
    EXPECT_EQ(r.text, "Draw");
    // Co. B is withdrawn: it left, but did not escape.
    g.apply(leaveTable(g.ruleset(), g.state(), "ma20b", "withdrawn"));
    r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    EXPECT_EQ(r.conditions[0].figures, "Union: 0 units escaped (needs 2)");
    EXPECT_EQ(r.conditions[2].figures,
              "Left wing: 1 unit left the table (needs 1) — 20th Mass. Co. B");
    EXPECT_EQ(r.text, "Union minor victory");
    g.undo();
    g.apply(leaveTable(g.ruleset(), g.state(), "ma20a", "escaped"));
    g.apply(leaveTable(g.ruleset(), g.state(), "ma20b", "escaped"));
    r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    EXPECT_EQ(r.conditions[0].figures,
              "Union: 2 units escaped (needs 2) — 20th Mass. Co. A, 20th Mass. Co. B");
    EXPECT_EQ(r.conditions[0].met, ConditionVerdict::Met::Yes);
    EXPECT_EQ(r.text, "Union victory");
}

TEST(Departure, AUnitThatLeftStillCountsInItsSidesLosses) {
    Game g = departureGame();
    // Co. B (8 of 10) withdraws: the Union's 20 men at the start and its 2 lost still count.
    g.apply(leaveTable(g.ruleset(), g.state(), "ma20b", "withdrawn"));
    VictoryResult r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    EXPECT_EQ(r.conditions[1].figures, "Union lost 2 of 20 figures (10%; needs 50%)");
    // Co. A loses 8 of its 10: 10 of 20, half the Union's men.
    g.apply(testing::effects({Effect::casualties("ma20a", 8, "test")}));
    r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    EXPECT_EQ(r.conditions[1].figures, "Union lost 10 of 20 figures (50%; needs 50%)");
    EXPECT_EQ(r.text, "Confederate victory");
}

TEST(Departure, TheScenarioTakesUnitsOffTheTableOnTheirTurn) {
    json data = departureJson();
    data["departures"] = {
        {{"units", {"ma20b"}}, {"turn", 3}, {"how", "withdrawn"}, {"rule", "/special_rules/2"}}};
    Game g = departureGame(data);
    EXPECT_EQ(scenarioToJson(g.scenario()).at("departures"), data["departures"]);
    for (int i = 0; i < 3; ++i) { // to turn 2, morale
        nextPhase(g);
    }
    EXPECT_TRUE(onTable(g.state(), "ma20b"));
    nextPhase(g); // turn 3: the wagons go, and Co. B with them
    EXPECT_EQ(g.state().turn, 3);
    EXPECT_EQ(departureWords(g.state(), "ma20b"), "left the table (withdrawn, turn 3)");
    const auto& steps = g.events().back().outcome.steps;
    const bool said = std::any_of(steps.begin(), steps.end(), [](const Step& s) {
        return s.rule == "scenario:/special_rules/2" &&
               s.text.rfind("20th Mass. Co. B leaves the table: withdrawn (ordered off the "
                            "table) at the start of turn 3 (the scenario: \"The wagons",
                            0) == 0;
    });
    EXPECT_TRUE(said);
    g.undo();
    EXPECT_TRUE(onTable(g.state(), "ma20b"));
}

TEST(Departure, BrokenEntriesAreRefusedWithTheirPointers) {
    json data = departureJson();
    data["victory_conditions"][0]["all"][0]["units_left"]["how"] = "ran";
    EXPECT_TRUE(hasError(departureErrors(data), "/victory_conditions/0/all/0/units_left/how"));
    data = departureJson();
    data["victory_conditions"][0]["all"][0]["units_left"]["units"] = {{"side", "csa"},
                                                                      {"kinds", {"artillery"}}};
    EXPECT_TRUE(hasError(departureErrors(data), "/victory_conditions/0/all/0/units_left/units",
                         "picks no unit"));
    data = departureJson();
    data["victory_conditions"][0]["all"][0]["units_left"].erase("at_least");
    EXPECT_TRUE(hasError(departureErrors(data), "/victory_conditions/0/all/0/units_left/at_least"));
    data = departureJson();
    data["departures"] = {
        {{"units", {"tx1a", "nobody"}}, {"turn", 2}, {"how", "fled"}, {"rule", "/special_rules/2"}},
        {{"units", {"ma20a"}}, {"turn", 9}, {"how", "escaped"}, {"rule", "/special_rules/2"}}};
    const Diagnostics d = departureErrors(data);
    EXPECT_TRUE(hasError(d, "/departures/0/units/0", "leaves before it has arrived"));
    EXPECT_TRUE(hasError(d, "/departures/0/units/1", "is not a unit of the scenario"));
    EXPECT_TRUE(hasError(d, "/departures/0/how"));
    EXPECT_TRUE(hasError(d, "/departures/1/turn", "is past the scenario's last turn, 6"));
}

} // namespace adc
