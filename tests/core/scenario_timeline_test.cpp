// The scenario's timeline on the drill ruleset: arrivals, rules by turn, the end of the game and
// who won, and the loader's refusals with their pointers.
#include "test_support.hpp"

#include "adc/game_end.hpp"
#include "adc/obligations.hpp"
#include "adc/rule_reference.hpp"
#include "adc/scenario_play.hpp"

namespace adc {

namespace {

using testing::drillRuleset;
using testing::hasError;
using testing::skirmishJson;

// The skirmish with a timeline: the Texans arrive on turn 2, no volley beyond 12" on turns 1-2,
// Co. B may not test morale on turn 1, aimed fire is the default on turn 1, Co. A owes a morale
// test in the morale phase of turn 1; the Confederates win if the Union loses half its men.
json timelineJson() {
    json s = skirmishJson();
    s["format"] = 2;
    s["special_rules"] = {"Reinforcements: the 1st Texas arrives at the start of turn 2.",
                          "Fog: on turns 1 and 2 no fire beyond 12\".",
                          "Shaken: Co. B may not test morale on turn 1.",
                          "Surprise: every volley on turns 1 and 2 is aimed.",
                          "Drill: Co. A tests morale in the morale phase of turn 1."};
    s["victory"] = {"Confederate victory: the Union loses half its men.",
                    "Union victory: two Confederate units routed or removed.",
                    "Union victory if they hold the mill.", "Anything else is a draw."};
    s["arrivals"] = {{{"units", {"tx1a"}}, {"turn", 2}, {"rule", "/special_rules/0"}}};
    s["turn_rules"] = {{{"turns", {1, 2}},
                        {"actions", {"volley"}},
                        {"limit", {{"parameter", "range"}, {"max", 12}}},
                        {"rule", "/special_rules/1"}},
                       {{"turns", {1, 1}},
                        {"actions", {"morale"}},
                        {"units", {{"units", {"ma20b"}}}},
                        {"refuse", true},
                        {"rule", "/special_rules/2"}},
                       {{"turns", {1, 2}},
                        {"actions", {"volley"}},
                        {"default", {{"parameter", "aimed"}, {"value", true}}},
                        {"rule", "/special_rules/3"}},
                       {{"turns", {1, 1}},
                        {"actions", {"morale"}},
                        {"units", {{"units", {"ma20a"}}}},
                        {"owe", {{"phase", "morale"}}},
                        {"rule", "/special_rules/4"}}};
    s["victory_conditions"] = {
        {{"winner", "csa"},
         {"rule", "/victory/0"},
         {"all", {{{"losses", {{"side", "usa"}, {"at_least", 0.5}}}}}}},
        {{"winner", "usa"},
         {"level", "minor"},
         {"rule", "/victory/1"},
         {"all", {{{"units_lost", {{"units", {{"side", "csa"}}}, {"at_least", 1}}}}}}},
        {{"winner", "usa"},
         {"rule", "/victory/2"},
         {"all", {{{"question", "Does a Union unit hold the mill?"}}}}}};
    s["victory_otherwise"] = {{"rule", "/victory/3"}};
    return s;
}

Game timelineGame() {
    auto rs = drillRuleset();
    return Game(rs, scenarioFromJson(timelineJson(), *rs, "timeline.json"));
}

Diagnostics loadErrors(const json& data) {
    try {
        scenarioFromJson(data, *drillRuleset(), "timeline.json");
    } catch (const LoadError& e) {
        return e.diagnostics();
    }
    return Diagnostics("timeline.json");
}

ActionRequest timelineVolley(const std::string& shooter, const std::string& target, double range) {
    return {"volley", {{"shooter", shooter}, {"target", target}, {"range", range}}};
}

void next(Game& g) {
    g.apply(g.advancePhase(g.dice()));
}

std::string refusal(Game& g, const ActionRequest& r) {
    try {
        g.resolve(r);
    } catch (const RuleError& e) {
        return e.what();
    }
    return "(accepted)";
}

} // namespace

TEST(ScenarioTimeline, AScenarioWithoutOneStartsAndIsWrittenAsBefore) {
    auto rs = drillRuleset();
    Scenario s = scenarioFromJson(skirmishJson(), *rs, "drill_skirmish.json");
    EXPECT_TRUE(s.timeline.empty());
    EXPECT_TRUE(s.initialState().flags.empty());
    EXPECT_EQ(scenarioToJson(s).at("format"), 1);
}

TEST(ScenarioTimeline, AFileWrittenWithItsKeysSortedReadsUnitByUnitAsWell) {
    // "turn_rules" after "sides": its entries' "units" filters are no side's units.
    testing::TempDir dir;
    const std::string path = dir.file("sorted.json");
    std::ofstream(path) << timelineJson().dump(2);
    auto loaded = loadScenarioFile(path, drill::registry(), drill::dataDir());
    EXPECT_EQ(loaded.scenario.units.size(), 3u);
    EXPECT_EQ(loaded.scenario.timeline.turnRules.size(), 4u);
}

TEST(ScenarioTimeline, RoundTripsThroughItsJson) {
    auto rs = drillRuleset();
    Scenario s = scenarioFromJson(timelineJson(), *rs, "timeline.json");
    ASSERT_EQ(s.timeline.arrivals.size(), 1u);
    ASSERT_EQ(s.timeline.turnRules.size(), 4u);
    json written = scenarioToJson(s);
    EXPECT_EQ(written.at("format"), kScenarioFormat);
    Scenario again = scenarioFromJson(written, *rs, "again.json");
    EXPECT_EQ(again.timeline, s.timeline);
}

TEST(ScenarioTimeline, AUnitNotYetArrivedIsInNoPickerOwesNothingAndArrivesOnItsTurn) {
    Game g = timelineGame();
    EXPECT_EQ(offTableWords(g.state(), "tx1a"), "has not arrived yet (arrives turn 2)");
    EXPECT_NE(refusal(g, timelineVolley("tx1a", "ma20a", 6)).find("has not arrived yet"),
              std::string::npos);
    EXPECT_NE(refusal(g, timelineVolley("ma20a", "tx1a", 6)).find("has not arrived yet"),
              std::string::npos);
    next(g); // turn 1, morale
    next(g); // turn 2, fire: the Texans arrive
    EXPECT_EQ(g.state().turn, 2);
    EXPECT_TRUE(onTable(g.state(), "tx1a"));
    const Event& arrival = g.events().back();
    ASSERT_FALSE(arrival.outcome.steps.empty());
    EXPECT_NE(arrival.outcome.steps.back().text.find("1st Texas Co. A arrives on turn 2"),
              std::string::npos);
    EXPECT_EQ(arrival.outcome.steps.back().rule, "scenario:/special_rules/0");
    EXPECT_EQ(refusal(g, timelineVolley("tx1a", "ma20a", 6)), "(accepted)");
    g.undo();
    EXPECT_FALSE(onTable(g.state(), "tx1a"));
}

TEST(ScenarioTimeline, RulesByTurnLimitRefuseAndSetDefaultsInTheScenariosWords) {
    Game g = timelineGame();
    const std::string far = refusal(g, timelineVolley("ma20a", "ma20b", 30));
    EXPECT_NE(far.find("/params/range"), std::string::npos) << far;
    EXPECT_NE(far.find("Range 30\" is beyond the 12\" allowed on turns 1–2"), std::string::npos)
        << far;
    EXPECT_NE(far.find("Fog: on turns 1 and 2 no fire beyond 12\""), std::string::npos) << far;
    const std::string shaken = refusal(g, {"morale", {{"unit", "ma20b"}}});
    EXPECT_NE(shaken.find("Morale test by 20th Mass. Co. B is refused on turn 1"),
              std::string::npos)
        << shaken;
    // The default: aimed fire on turns 1-2, said in the steps, and readable by a form.
    next(g);
    next(g); // turn 2: the Texans are on the table to be fired at
    auto aimed = scenarioDefault(g.scenario(), g.state(), "volley", "aimed", "ma20a");
    ASSERT_TRUE(aimed);
    EXPECT_EQ(aimed->value, true);
    ScriptedDice dice({1});
    Outcome o = g.resolve({"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}}}, dice);
    ASSERT_FALSE(o.steps.empty());
    EXPECT_EQ(o.steps.front().rule, "scenario:/special_rules/3");
    EXPECT_NE(o.steps.front().text.find("Aimed: yes, set by the scenario on turns 1–2"),
              std::string::npos)
        << o.steps.front().text;
    EXPECT_TRUE(std::any_of(o.steps.begin(), o.steps.end(),
                            [](const Step& s) { return s.text == "aimed fire"; }));
    // On turn 3 the fog has lifted and nothing is set.
    next(g);
    next(g);
    EXPECT_EQ(g.state().turn, 3);
    EXPECT_EQ(refusal(g, timelineVolley("ma20a", "tx1a", 30)), "(accepted)");
    EXPECT_FALSE(scenarioDefault(g.scenario(), g.state(), "volley", "aimed"));
}

TEST(ScenarioTimeline, AnOwedActionShowsAsStillOwedHoldsUpTheNextPhaseAndIsDischarged) {
    Game g = timelineGame();
    EXPECT_TRUE(owedNow(g.ruleset(), g.state()).empty());
    next(g); // turn 1, morale: Co. A owes its test
    auto owed = owedBeforeNextPhase(g.ruleset(), g.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].unit, "ma20a");
    EXPECT_EQ(owed[0].action, "morale");
    EXPECT_EQ(owed[0].reason, "Drill: Co. A tests morale in the morale phase of turn 1.");
    ScriptedDice dice({0});
    Outcome o = g.resolve({"morale", {{"unit", "ma20a"}}}, dice);
    g.apply(o, ActionRequest{"morale", {{"unit", "ma20a"}}});
    EXPECT_TRUE(owedBeforeNextPhase(g.ruleset(), g.state()).empty());
    g.undo();
    EXPECT_EQ(owedBeforeNextPhase(g.ruleset(), g.state()).size(), 1u);
}

TEST(ScenarioTimeline, TheLastTurnsEndEndsTheGameAndUndoTakesItBack) {
    Game g = timelineGame();
    for (int i = 0; i < 11; ++i) { // to turn 6, morale: the last phase of the last turn
        next(g);
    }
    EXPECT_EQ(g.state().turn, 6);
    EXPECT_EQ(gameOver(g.state()), nullptr);
    next(g);
    ASSERT_NE(gameOver(g.state()), nullptr);
    EXPECT_EQ(g.state().turn, 6); // never "Turn 7 of 6"
    EXPECT_EQ(gameOverWords(g.state()).rfind("The game is over: turn 6, the scenario's last", 0),
              0u)
        << gameOverWords(g.state());
    try {
        g.advancePhase(g.dice());
        ADD_FAILURE() << "moved on past the end";
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("The game is over"), std::string::npos);
    }
    EXPECT_NE(refusal(g, timelineVolley("ma20a", "tx1a", 6)).find("The game is over"),
              std::string::npos);
    // Saved and replayed, the game is still over.
    auto rs = drillRuleset();
    Game loaded = gameFromJson(saveGameToJson(g), drill::registry(), drill::dataDir(), "g.json");
    EXPECT_NE(gameOver(loaded.state()), nullptr);
    g.undo();
    EXPECT_EQ(gameOver(g.state()), nullptr);
    EXPECT_EQ(g.state().turn, 6);
}

TEST(ScenarioTimeline, WhoWonIsComputedWithItsFiguresOrLeftToTheReferee) {
    Game g = timelineGame();
    // Nothing lost: the mill is the referee's question, and nothing else is met.
    VictoryResult r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    EXPECT_FALSE(r.decided);
    EXPECT_EQ(r.text, "For the referee: Union victory if the referee says so; otherwise Draw");
    ASSERT_EQ(r.conditions.size(), 3u);
    EXPECT_EQ(r.conditions[0].figures, "Union lost 2 of 20 figures (10%; needs 50%)");
    // The Union loses 9 more of its 20 men: 11 of 20, the Confederates win.
    g.apply(testing::effects({Effect::casualties("ma20a", 9, "test")}));
    r = judgeVictory(g.scenario(), g.ruleset(), g.state());
    EXPECT_TRUE(r.decided);
    EXPECT_EQ(r.text, "Confederate victory");
    EXPECT_EQ(r.winner, "csa");
    EXPECT_EQ(r.conditions[0].met, ConditionVerdict::Met::Yes);
    // Ended early by the referee, the result is in the event's steps, citing the words.
    Outcome end = g.endEarly("time is up");
    EXPECT_EQ(end.summary, "Game over: Confederate victory");
    EXPECT_EQ(end.steps[1].rule, "scenario:/victory/0");
    EXPECT_EQ(ruleReferenceWords(g.ruleset(), end.steps[1].rule),
              "the scenario's victory condition 1");
    g.apply(end);
    EXPECT_EQ(resultLines(*gameOver(g.state()))[1], "Result: Confederate victory");
}

TEST(ScenarioTimeline, TheRefereesAnswerIsKeptAsAnEventAndJudgesTheEndAgain) {
    Game g = timelineGame();
    auto questions = refereeQuestions(g.scenario(), g.state());
    ASSERT_EQ(questions.size(), 1u);
    EXPECT_EQ(questions[0].words, "Does a Union unit hold the mill?");
    EXPECT_EQ(questions[0].at, "/victory_conditions/2/all/0");
    EXPECT_FALSE(questions[0].answer);
    g.apply(g.endEarly());
    EXPECT_EQ(resultLines(*gameOver(g.state()))[1],
              "Result: For the referee: Union victory if the referee says so; otherwise Draw");
    g.apply(answerQuestion(g.scenario(), g.ruleset(), g.state(), 1, true));
    EXPECT_EQ(resultLines(*gameOver(g.state()))[1], "Result: Union victory");
    EXPECT_EQ(refereeQuestions(g.scenario(), g.state())[0].answer, true);
    g.undo();
    EXPECT_FALSE(refereeQuestions(g.scenario(), g.state())[0].answer);
    g.apply(answerQuestion(g.scenario(), g.ruleset(), g.state(), 1, false));
    EXPECT_EQ(resultLines(*gameOver(g.state()))[1], "Result: Draw");
    EXPECT_THROW(answerQuestion(g.scenario(), g.ruleset(), g.state(), 2, true), RuleError);
}

// "From turn 2, every Union unit that fires also tests morale": owed by the unit that fired,
// due in the morale phase (not in the fire phase it fired in), citing the scenario's words.
TEST(ScenarioTimeline, AnActionOwedAfterAnotherIsOwedByTheUnitThatTookIt) {
    json data = timelineJson();
    data["special_rules"].push_back("Thirst: from turn 2, every Union unit that fires also tests "
                                    "morale in the morale phase.");
    data["turn_rules"].push_back({{"turns", {2, 6}},
                                  {"actions", {"morale"}},
                                  {"units", {{"side", "usa"}}},
                                  {"owe", {{"after", {"volley"}}, {"phase", "morale"}}},
                                  {"rule", "/special_rules/5"}});
    auto rs = drillRuleset();
    const Scenario scenario = scenarioFromJson(data, *rs, "timeline.json");
    EXPECT_EQ(scenario.timeline.turnRules[4].after, std::vector<std::string>{"volley"});
    // Written back as it was read.
    EXPECT_EQ(scenarioFromJson(scenarioToJson(scenario), *rs, "again.json").timeline,
              scenario.timeline);
    Game g(rs, scenario);
    next(g); // turn 1, morale: Co. A takes the test the drill owes it
    ScriptedDice steady({0});
    g.apply(g.resolve({"morale", {{"unit", "ma20a"}}}, steady),
            ActionRequest{"morale", {{"unit", "ma20a"}}});
    next(g); // turn 2, fire: the Texans have arrived
    ScriptedDice miss2({1});
    Outcome fired = g.resolve(timelineVolley("ma20b", "tx1a", 6), miss2);
    g.apply(fired, timelineVolley("ma20b", "tx1a", 6));
    EXPECT_EQ(fired.steps.back().text,
              "20th Mass. Co. B owes Morale test after Volley on turns 2–6 (the scenario: "
              "\"Thirst: from turn 2, every Union unit that fires also tests morale in the morale "
              "phase.\")");
    EXPECT_EQ(fired.steps.back().rule, "scenario:/special_rules/5");
    // Not due in the fire phase: the next phase is not held up by it.
    EXPECT_TRUE(owedBeforeNextPhase(g.ruleset(), g.state()).empty());
    next(g); // turn 2, morale: due now
    auto owed = owedBeforeNextPhase(g.ruleset(), g.state());
    ASSERT_EQ(owed.size(), 1u);
    EXPECT_EQ(owed[0].unit, "ma20b");
    EXPECT_EQ(owed[0].action, "morale");
    EXPECT_EQ(owed[0].reason,
              "Thirst: from turn 2, every Union unit that fires also tests morale in the morale "
              "phase.");
    ScriptedDice pass({0});
    g.apply(g.resolve({"morale", {{"unit", "ma20b"}}}, pass),
            ActionRequest{"morale", {{"unit", "ma20b"}}});
    EXPECT_TRUE(owedBeforeNextPhase(g.ruleset(), g.state()).empty());
    // A rule owing after an action the ruleset does not have is refused with its pointer.
    data["turn_rules"][4]["owe"]["after"][0] = "skirmish";
    EXPECT_TRUE(hasError(loadErrors(data), "/turn_rules/4/owe/after/0", "not an action of drill"));
}

// The desktop asks an arrival's question on the turn before the units are due, and the victory
// conditions' questions once the game is over.
TEST(ScenarioTimeline, AQuestionIsDueWhenTheRuleNeedsItsAnswer) {
    json data = timelineJson();
    data["arrivals"][0]["turn"] = 3;
    data["arrivals"][0]["unless"] = "Did the Texans lose their way?";
    auto rs = drillRuleset();
    Game g(rs, scenarioFromJson(data, *rs, "timeline.json"));
    EXPECT_TRUE(questionsDue(g.scenario(), g.state()).empty()); // turn 1: not yet
    next(g);
    next(g); // turn 2: the Texans are due next turn
    auto due = questionsDue(g.scenario(), g.state());
    ASSERT_EQ(due.size(), 1u);
    EXPECT_EQ(due[0].number, 1);
    EXPECT_EQ(due[0].words, "Did the Texans lose their way?");
    next(g);
    next(g); // turn 3: they came; the question is past
    EXPECT_TRUE(questionsDue(g.scenario(), g.state()).empty());
    g.apply(g.endEarly());
    due = questionsDue(g.scenario(), g.state());
    ASSERT_EQ(due.size(), 1u);
    EXPECT_EQ(due[0].words, "Does a Union unit hold the mill?");
}

TEST(ScenarioTimeline, BrokenEntriesAreRefusedWithTheirPointers) {
    json unknown = timelineJson();
    unknown["arrivals"][0]["units"][0] = "tx9z";
    EXPECT_TRUE(hasError(loadErrors(unknown), "/arrivals/0/units/0",
                         "\"tx9z\" is not a unit of the scenario"));
    json late = timelineJson();
    late["arrivals"][0]["turn"] = 7;
    EXPECT_TRUE(hasError(loadErrors(late), "/arrivals/0/turn", "past the scenario's last turn, 6"));
    json nobody = timelineJson();
    nobody["turn_rules"][1]["units"] = {{"side", "csa"}, {"kinds", {"artillery"}}};
    EXPECT_TRUE(hasError(loadErrors(nobody), "/turn_rules/1/units", "picks no unit"));
    json action = timelineJson();
    action["turn_rules"][0]["actions"][0] = "charge";
    EXPECT_TRUE(hasError(loadErrors(action), "/turn_rules/0/actions/0", "not an action of drill"));
    json param = timelineJson();
    param["turn_rules"][0]["limit"]["parameter"] = "reach";
    EXPECT_TRUE(hasError(loadErrors(param), "/turn_rules/0/limit/parameter",
                         "\"reach\" is not a parameter of volley"));
    json rule = timelineJson();
    rule["victory_conditions"][0]["rule"] = "/victory/9";
    EXPECT_TRUE(hasError(loadErrors(rule), "/victory_conditions/0/rule", "must cite one"));
    json side = timelineJson();
    side["victory_conditions"][0]["all"][0]["losses"]["side"] = "prussia";
    EXPECT_TRUE(hasError(loadErrors(side), "/victory_conditions/0/all/0/losses/side",
                         "not a side of the scenario"));
    json phase = timelineJson();
    phase["turn_rules"][3]["owe"]["phase"] = "lunch";
    EXPECT_TRUE(hasError(loadErrors(phase), "/turn_rules/3/owe/phase", "not a phase of drill"));
    // A format-1 file has no timeline.
    json old = timelineJson();
    old["format"] = 1;
    EXPECT_TRUE(hasError(loadErrors(old), "/arrivals"));
}

// A default is filled in as if the referee had given it, so one the request's check would
// refuse is refused when the scenario is read (the editor shows it at the field as typed).
TEST(ScenarioTimeline, ADefaultMustBeAValueItsParameterTakes) {
    json typed = timelineJson();
    typed["turn_rules"][2]["default"]["value"] = "yes";
    EXPECT_TRUE(hasError(loadErrors(typed), "/turn_rules/2/default/value",
                         "must be true or false (Aimed), found \"yes\""));
    json range = timelineJson();
    range["turn_rules"][2]["default"] = {{"parameter", "range"}, {"value", "12x"}};
    EXPECT_TRUE(hasError(loadErrors(range), "/turn_rules/2/default/value",
                         "must be a distance in inches from"));
    json unit = timelineJson();
    unit["turn_rules"][2]["default"] = {{"parameter", "target"}, {"value", "cs1"}};
    EXPECT_TRUE(hasError(loadErrors(unit), "/turn_rules/2/default/value",
                         "a scenario sets no default for \"target\""));
    range["turn_rules"][2]["default"]["value"] = 10.5;
    EXPECT_TRUE(loadErrors(range).ok()) << loadErrors(range).text();
}

} // namespace adc
