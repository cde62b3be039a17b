// The shipped Fort Sanders scenario: loads, validates and plays a scripted assault through
// adc::Game, then undoes back to the start and redoes to the end.
#include "command.hpp"
#include "ruleset_fixture.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/game.hpp"
#include "adc/game_end.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

namespace adc::bluegray::test {

namespace {

const std::string kPath =
    std::string(ADC_TEST_DATA_DIR) + "/scenarios/bluegray-fort-sanders-1863.json";

// Resolves with scripted faces, holds every step to the one convention of what a step cites,
// and applies the outcome as one event.
Outcome playScripted(Game& game, const std::string& action, json params, std::vector<int> faces) {
    ScriptedDice d(std::move(faces));
    ActionRequest r{action, std::move(params)};
    Outcome o = game.resolve(r, d);
    adc::test::expectRulesCited(game.ruleset(), o);
    game.apply(o, r, o.summary);
    return o;
}

// Moves the game through the sequence of play to a move and phase, each step's citation checked.
void advanceGame(Game& game, int turn, const std::string& phase) {
    ScriptedDice none({});
    for (int guard = 0; guard < 50; ++guard) {
        const auto& seq = game.ruleset().sequence();
        if (game.state().turn == turn &&
            seq[static_cast<std::size_t>(game.state().phase)].id == phase) {
            return;
        }
        const Outcome next = game.advancePhase(none);
        adc::test::expectRulesCited(game.ruleset(), next);
        game.apply(next);
    }
    FAIL() << "never reached move " << turn << " " << phase;
}

// The shipped scenario without its rules by turn: these tests play the module's tables at every
// range on move 1, which the scenario's fog forbids beyond 12" (that refusal has its own test,
// tests/cli/scenario_timeline_commands_test.cpp).
Scenario withoutTheFog(Scenario sc) {
    sc.timeline.turnRules.clear();
    return sc;
}

class FortSanders : public ::testing::Test {
protected:
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(kPath, registry, ADC_TEST_DATA_DIR);
    Game game{loaded.ruleset, withoutTheFog(loaded.scenario)};

    Outcome play(const std::string& action, json params, std::vector<int> faces = {}) {
        return playScripted(game, action, std::move(params), std::move(faces));
    }
    void advanceTo(int turn, const std::string& phase) { advanceGame(game, turn, phase); }
    const Unit& u(const std::string& id) { return *game.state().unit(id); }
};

// The shipped scenario with a Gatling gun added to the garrison, the one troop type it lacks, so
// that every action the module declares can be played in it.
Scenario withAGatling(Scenario sc, const Ruleset& rs) {
    const json gatling = {{"id", "us-gatling"}, {"name", "Gatling gun"}, {"kind", "gatling"},
                          {"quality", "line"},  {"strength", 2},         {"men_per_figure", 25}};
    Diagnostics d;
    JsonReader r(gatling, d);
    sc.units.push_back(unitFromJson(r, "", rs, "union"));
    return sc;
}

class FortSandersEveryAction : public ::testing::Test {
protected:
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(kPath, registry, ADC_TEST_DATA_DIR);
    Game game{loaded.ruleset, withAGatling(withoutTheFog(loaded.scenario), *loaded.ruleset)};
    std::set<std::string> played;

    Outcome play(const std::string& action, json params, std::vector<int> faces = {}) {
        played.insert(action);
        return playScripted(game, action, std::move(params), std::move(faces));
    }
};

} // namespace

TEST_F(FortSanders, LoadsWithEveryTroopTypeAndAFortification) {
    const Scenario& s = loaded.scenario;
    EXPECT_EQ(s.rulesetId, "bluegray");
    EXPECT_EQ(s.turns, 8);
    EXPECT_FALSE(s.specialRules.empty());
    EXPECT_FALSE(s.victory.empty());
    std::set<std::string> kinds, qualities;
    bool enclosedWork = false;
    for (const auto& unit : s.units) {
        kinds.insert(unit.kind);
        if (unit.kind == "infantry") {
            qualities.insert(unit.quality);
        }
        enclosedWork =
            enclosedWork || (unit.attr<std::string>("cover", "") == "field_fortification" &&
                             unit.attr<bool>("enclosed", false));
        EXPECT_EQ(unit.attr<int>("men_per_figure", 0), 25) << unit.id;
    }
    for (const char* k : {"infantry", "skirmisher", "cavalry", "artillery", "engineer"}) {
        EXPECT_TRUE(kinds.count(k)) << k;
    }
    EXPECT_EQ(qualities, (std::set<std::string>{"elite", "line", "recruit"}));
    EXPECT_TRUE(enclosedWork);
    Diagnostics d;
    loaded.ruleset->checkScenario(game.state(), d);
    EXPECT_TRUE(d.ok()) << d.text();
}

TEST_F(FortSanders, ValidatesThroughTheCommand) {
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    EXPECT_EQ(cli::run({"validate", kPath}, c), 0) << out.str() << err.str();
}

TEST_F(FortSanders, ScriptedAssaultUndoRedo) {
    const GameState start = game.state();
    // Before the battle
    EXPECT_EQ(play("initiative", json::object(), {5, 2}).result["winner"], "union");
    EXPECT_TRUE(
        play("deployment_check", {{"unit", "cs-humphreys"}, {"from_rear", 6}, {"from_side", 30}})
            .result["allowed"]
            .get<bool>());
    // Move 1: the bombardment; no movement
    advanceTo(1, "orders");
    EXPECT_THROW(game.resolve({"move", {{"unit", "cs-humphreys"}}}), RuleError);
    advanceTo(1, "fire");
    // Parker's battery at Buckley's guns, 40" away, behind the parapet: under cover, throw 1
    Outcome duel =
        play("cannon_fire", {{"unit", "cs-parker"}, {"target", "us-buckley"}, {"range", 40}}, {1});
    EXPECT_TRUE(duel.result["knocked_out"].get<bool>());
    EXPECT_TRUE(u("us-buckley").attr<bool>("gun_out", false));
    // Benjamin's Parrotts at the Georgia column in the open, medium range, throw 5: 4 men
    EXPECT_EQ(
        play("cannon_fire", {{"unit", "us-benjamin"}, {"target", "cs-wofford"}, {"range", 20}}, {5})
            .result["hits"],
        4);
    // the sharpshooters (+1) at the 79th behind an enclosed work (-2): 6 figures
    Outcome sharp = play("individual_fire",
                         {{"unit", "cs-sharpshooters"}, {"target", "us-79ny"}, {"range", 12}},
                         {6, 5, 4, 3, 2, 1});
    // +1 sharpshooters, -2 enclosed field work: 5, 4, 3, 2...; skirmishers hit a unit on 4-6
    EXPECT_EQ(sharp.result["hits"], 2);
    EXPECT_EQ(u("us-79ny").strength, 4);
    // Move 2: orders, the charge, fire, grenades
    advanceTo(2, "morale");
    EXPECT_FALSE(game.ruleset().owed(game.state()).empty()); // Wofford and the 79th test
    EXPECT_FALSE(play("morale", {{"unit", "us-79ny"}}).result["tested"].get<bool>());
    EXPECT_FALSE(play("morale", {{"unit", "cs-wofford"}}).result["tested"].get<bool>());
    advanceTo(2, "orders");
    play("write_order",
         {{"unit", "cs-humphreys"}, {"order", "charge"}, {"direction", "the bastion"}});
    play("write_order", {{"unit", "cs-bryan"}, {"order", "forward"}, {"direction", "E"}});
    advanceTo(2, "movement");
    EXPECT_EQ(play("move", {{"unit", "cs-humphreys"}, {"pace", "charge"}, {"obstacles", 1}})
                  .result["inches"],
              10.0); // column charge 12 - 2 for the wire
    advanceTo(2, "fire");
    // the 79th fires as elite at the Mississippians: throw 4, 3 men
    EXPECT_EQ(play("fire", {{"unit", "us-79ny"}, {"target", "cs-humphreys"}, {"range", 8}}, {4})
                  .result["hits"],
              3);
    // Poe's shells into the ditch: two thrown, 3 and 1: one hit, 6 men
    EXPECT_EQ(play("grenade",
                   {{"unit", "us-poe"}, {"target", "cs-humphreys"}, {"range", 5}, {"grenades", 2}},
                   {3, 1})
                  .result["hits"],
              6);
    EXPECT_EQ(u("cs-humphreys").strength, 11);
    ASSERT_EQ(u("cs-humphreys").casualties.size(), 2u);
    EXPECT_EQ(u("cs-humphreys").casualties[0].turn, 2);
    advanceTo(2, "melee");
    // Humphreys (11 line) against the 20th Michigan (4 line, +1 each in an enclosed work): 11×3
    // = 33 against 8×5 = 40: the Mississippians lose 5.5 points = 6 men, the Michiganders 3
    Outcome m = play("melee", {{"attacker", "cs-humphreys"}, {"defender", "us-20mi"}}, {3, 5});
    EXPECT_EQ(m.result["shock"], 0); // no shock power against troops under cover
    EXPECT_EQ(m.result["winner"], "defender");
    EXPECT_EQ(m.result["attacker_losses"], 6);
    EXPECT_EQ(m.result["defender_losses"], 3);
    advanceTo(3, "morale");
    advanceTo(3, "melee");
    EXPECT_EQ(play("melee_end", {{"attacker", "cs-humphreys"}}).result["retreat_inches"], 12.0);
    Outcome v = play("victory", json::object());
    EXPECT_EQ(v.result["verdict"], "continue");
    EXPECT_GT(v.result["percent"]["confed"].get<double>(), 0.0);
    const GameState end = game.state();
    while (game.canUndo()) {
        game.undo();
    }
    EXPECT_TRUE(game.state().sameAs(start));
    while (game.canRedo()) {
        game.redo();
    }
    EXPECT_TRUE(game.state().sameAs(end));
}

// Issue 18: every step of every action the module declares, played through the shipped scenario
// with scripted dice, cites a value of bluegray.json or one of its rulings (play checks each
// outcome, advanceGame each change of phase).
TEST_F(FortSandersEveryAction, EveryStepCitesTheRulesetOrARuling) {
    // Before the battle: a tie thrown again, then Union 6 against 1
    EXPECT_EQ(play("initiative", json::object(), {4, 4, 6, 1}).result["winner"], "union");
    play("deployment_check", {{"unit", "cs-bryan"}, {"from_rear", 6}, {"from_side", 30}});
    play("special_rule", {{"rule", "Fog and smoke: no fire beyond 12\" on moves 1 and 2"},
                          {"ruling", "the bombardment of move 1 goes ahead"}});
    play("explosives", {{"unit", "cs-pioneers"}, {"obstacle", "palisade"}});
    advanceGame(game, 1, "fire");
    play("cannon_fire", {{"unit", "cs-parker"}, {"target", "us-buckley"}, {"range", 40}}, {4});
    play("cannon_fire", {{"unit", "us-benjamin"}, {"target", "cs-wofford"}, {"range", 20}}, {5});
    EXPECT_EQ(play("gatling_fire",
                   {{"unit", "us-gatling"}, {"target", "cs-humphreys"}, {"range", 10}}, {5})
                  .result["band"],
              "close");
    play("individual_fire", {{"unit", "cs-sharpshooters"}, {"target", "us-79ny"}, {"range", 12}},
         {6, 5, 4, 3, 2, 1});
    play("fire", {{"unit", "us-79ny"}, {"target", "cs-humphreys"}, {"range", 8}}, {4});
    play("grenade", {{"unit", "us-poe"}, {"target", "cs-humphreys"}, {"range", 5}, {"grenades", 2}},
         {3, 1});
    // Move 2: Humphreys, fired on, throws 1 and retreats; Wofford's veterans need no throw
    advanceGame(game, 2, "morale");
    EXPECT_FALSE(play("morale", {{"unit", "cs-humphreys"}}, {1}).result["passed"].get<bool>());
    EXPECT_FALSE(play("morale", {{"unit", "cs-wofford"}}).result["tested"].get<bool>());
    advanceGame(game, 2, "orders");
    play("write_order", {{"unit", "cs-bryan"}, {"order", "charge"}, {"direction", "the bastion"}});
    advanceGame(game, 2, "movement");
    play("move", {{"unit", "cs-bryan"}, {"pace", "charge"}, {"obstacles", 1}});
    play("tear_down", {{"unit", "cs-pioneers"}, {"obstacle", "palisade"}});
    advanceGame(game, 2, "melee");
    play("melee", {{"attacker", "cs-bryan"}, {"defender", "us-20mi"}}, {3, 5});
    // Move 3: Humphreys rallies on a 2; the melee of move 2 ends
    advanceGame(game, 3, "morale");
    EXPECT_TRUE(play("rally", {{"unit", "cs-humphreys"}}, {2}).result["rallied"].get<bool>());
    advanceGame(game, 3, "melee");
    play("melee_end", {{"attacker", "cs-bryan"}, {"winner", "hold"}});
    play("victory", json::object());
    std::set<std::string> declared;
    for (const auto& a : game.ruleset().actions()) {
        declared.insert(a.id);
    }
    EXPECT_EQ(played, declared);
}

// The last move ends as every move does: the units below the minimum are announced, then the
// result is judged (before, the end skipped the announcement).
TEST(FortSandersEnd, TheLastMoveIsAnnouncedBeforeTheGameEnds) {
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(kPath, registry, ADC_TEST_DATA_DIR);
    Game game(loaded.ruleset, loaded.scenario);
    while (!atLastPhase(game.scenario(), game.ruleset(), game.state())) {
        adc::test::advanceGame(game);
    }
    const Outcome end = adc::test::advanceGame(game);
    ASSERT_NE(gameOver(game.state()), nullptr);
    EXPECT_EQ(game.state().turn, 8);
    // The small units of the order of battle are announced, as at the end of every move.
    const std::string announced =
        "End of move 8: units with fewer than 4 men: 29th Massachusetts skirmishers (Union: Fort "
        "Sanders garrison (Ferrero's division, IX Corps)), Poe's engineers and shell throwers "
        "(Union: Fort Sanders garrison (Ferrero's division, IX Corps)), McLaws' pioneers "
        "(Confederate: McLaws' division, Longstreet's corps)";
    EXPECT_EQ(end.steps.front().text, announced);
    const Effect* note = adc::test::findEffect(end, EffectKind::Note);
    ASSERT_NE(note, nullptr);
    EXPECT_EQ(note->text, announced);
}

} // namespace adc::bluegray::test
