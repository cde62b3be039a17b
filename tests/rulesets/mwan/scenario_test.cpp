// The shipped Cedar Mountain scenario: loads, validates, round-trips, and plays a scripted turn
// through adc::Game with undo back to the start and redo to the end.
#include "adc/builtin_rulesets.hpp"
#include "adc/game.hpp"
#include "command.hpp"
#include "mwan_fixture.hpp"
#include "ruleset_fixture.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

namespace adc::mwan::test {

namespace {

const std::string kScenario =
    std::string(ADC_TEST_DATA_DIR) + "/scenarios/mwan-cedar-mountain.json";

LoadedScenario load() {
    return loadScenarioFile(kScenario, builtinRulesets(), ADC_TEST_DATA_DIR);
}

// The actions a test played, so a scripted turn can show it played every one the module declares.
std::set<std::string>& played() {
    static std::set<std::string> actions;
    return actions;
}

// Plays an action with scripted faces, every step held to the citation convention.
Outcome step(Game& g, const std::string& action, json params, std::vector<int> faces = {}) {
    played().insert(action);
    ScriptedDice dice(std::move(faces));
    Outcome o = g.resolve({action, params}, dice);
    EXPECT_EQ(dice.remaining(), 0u) << action;
    adc::test::expectRulesCited(g.ruleset(), o);
    g.apply(o, ActionRequest{action, params});
    return o;
}

} // namespace

TEST(MwanCedarMountain, LoadsWithEveryTroopType) {
    LoadedScenario ls = load();
    const Scenario& s = ls.scenario;
    EXPECT_EQ(s.rulesetId, "mwan");
    EXPECT_EQ(s.turns, 8);
    EXPECT_FALSE(s.specialRules.empty());
    EXPECT_FALSE(s.victory.empty());
    std::set<std::string> qualities, weapons, ranks, kinds;
    for (const auto& u : s.units) {
        kinds.insert(u.kind);
        if (u.kind == "infantry") {
            qualities.insert(u.quality);
        }
        weapons.insert(u.attr<std::string>("weapon", "none"));
        ranks.insert(u.attr<std::string>("rank", "none"));
    }
    EXPECT_EQ(kinds, (std::set<std::string>{"infantry", "cavalry", "artillery", "commander"}));
    EXPECT_GE(qualities.size(), 4u);
    for (const char* w : {"rifled_musket", "smoothbore_musket", "rifled_carbine",
                          "rifled_artillery", "smoothbore_artillery"}) {
        EXPECT_TRUE(weapons.count(w)) << w;
    }
    EXPECT_TRUE(ranks.count("brigade"));
    EXPECT_TRUE(ranks.count("division"));
}

TEST(MwanCedarMountain, ValidatesAndRoundTrips) {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    EXPECT_EQ(cli::run({"validate", kScenario}, c), 0) << err.str();
    LoadedScenario ls = load();
    json saved = scenarioToJson(ls.scenario);
    Scenario again = scenarioFromJson(saved, *ls.ruleset, "round trip");
    EXPECT_EQ(scenarioToJson(again), saved);
}

// A whole turn of every action the module declares, with scripted dice; each step of each
// outcome (phase changes included) cites a value of mwan.json or a ruling (step, advance).
TEST(MwanCedarMountain, PlaysAScriptedTurnWithUndoAndRedo) {
    LoadedScenario ls = load();
    Game g(ls.ruleset, ls.scenario);
    const GameState start = g.state();
    played().clear();

    // Initiative: the scenario has the Union move first, no dice.
    EXPECT_EQ(step(g, "initiative", json::object()).result["first"], "us");
    advance(g);
    // Union moves: Crawford joins the 10th Maine, which charges the 21st Virginia.
    step(g, "attach", {{"commander", "us-crawford"}, {"regiment", "us-10me"}});
    Outcome charge = step(
        g, "move",
        {{"unit", "us-10me"}, {"charge", true}, {"charge_target", "cs-21va"}, {"distance", 10}});
    EXPECT_EQ(charge.result["allowance"], 12);
    Outcome check =
        step(g, "commander_check", {{"commander", "us-williams"}, {"enemy_distance", 15}});
    EXPECT_FALSE(check.result["allowed"].get<bool>());
    advance(g);
    // Confederates: the charged 21st Virginia casts morale (veteran +1, Garnett attached +1).
    Outcome stand = step(g, "morale", {{"unit", "cs-21va"}}, {2});
    EXPECT_TRUE(stand.result["passed"].get<bool>());
    advance(g);
    // Fire: the Parrott section at 30" (within half range 36"), and the Napoleons at the
    // 48th Virginia in soft cover at 20" (no effect of soft cover by default).
    Outcome parrott =
        step(g, "fire", {{"firer", "us-knap"}, {"target", "cs-48va"}, {"range", 30}}, {5});
    EXPECT_EQ(parrott.result["stands_removed"], 1);
    // The 21st Virginia fires at the charging 10th Maine: rifled muskets get no charger bonus.
    Outcome volley = step(g, "fire", {{"firer", "cs-21va"}, {"target", "us-10me"}, {"range", 3}},
                          {6, 2, 1, 4, 5});
    EXPECT_EQ(volley.result["dice"], 3);
    EXPECT_EQ(volley.result["hits"], 1);
    EXPECT_FALSE(volley.result.contains("commanders_killed")); // Crawford rolled 4 + 5
    EXPECT_EQ(g.state().unit("us-10me")->strength, 4);
    advance(g);
    // Melee: the 10th Maine (4 stands, +1 charging, -1 against the woods) against the 21st.
    Outcome melee = step(g, "melee", {{"attacker", "us-10me"}, {"defender", "cs-21va"}},
                         {5, 5, 2, 1, 3, 1, 1, 3, 3});
    EXPECT_EQ(melee.result["attacker_hits"], 2);
    EXPECT_EQ(melee.result["defender_hits"], 0);
    EXPECT_EQ(melee.result["loser"], "cs-21va");
    EXPECT_EQ(g.state().unit("cs-21va")->strength, 1);
    advance(g);
    // Morale: the 21st lost most; it breaks (2 +1 veteran +1 Garnett -2 stands = 2).
    Outcome breaks = step(g, "morale", {{"unit", "cs-21va"}}, {2});
    EXPECT_FALSE(breaks.result["passed"].get<bool>());
    EXPECT_EQ(g.state().unit("cs-21va")->status, "routed");
    // The routing 21st passes the 42nd Virginia, which casts and stands.
    step(g, "routed_past", {{"routed", "cs-21va"}, {"passed", {"cs-42va"}}});
    step(g, "morale", {{"unit", "cs-42va"}}, {3});
    // The 10th Maine, fired on, stands (3 - 1 stand + 1 Crawford); so does the 48th; the
    // 21st then fails to rally even with Garnett (3 + 1 = 4).
    step(g, "morale", {{"unit", "us-10me"}}, {3});
    step(g, "morale", {{"unit", "cs-48va"}}, {4});
    EXPECT_FALSE(step(g, "rally", {{"unit", "cs-21va"}}, {3}).result["rallied"].get<bool>());
    // Winder's roll at the end of turn 1 (the scenario's "Winder's guns"): 7, unhurt.
    EXPECT_FALSE(step(g, "commander_risk", {{"commander", "cs-winder"}}, {3, 4})
                     .result["killed"]
                     .get<bool>());
    EXPECT_TRUE(g.ruleset().owed(g.state()).empty());
    advance(g);
    EXPECT_EQ(g.state().turn, 2);
    const GameState end = g.state();
    std::set<std::string> declared;
    for (const ActionSpec& a : g.ruleset().actions()) {
        declared.insert(a.id);
    }
    EXPECT_EQ(played(), declared);

    while (g.canUndo()) {
        g.undo();
    }
    EXPECT_TRUE(g.state().sameAs(start));
    while (g.canRedo()) {
        g.redo();
    }
    EXPECT_TRUE(g.state().sameAs(end));
}

} // namespace adc::mwan::test
