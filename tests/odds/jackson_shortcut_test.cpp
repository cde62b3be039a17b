// The Jackson odds shortcuts (fire, the Gatling, shell, melee) add up what the walk finds one
// branch at a time: every key, every value and every fraction must be the walk's, under every
// reading of the house rules they depend on, and a request the resolver refuses is refused the
// same way.
#include "scenario_odds.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <string>

namespace adc {

namespace {

struct Case {
    std::string name;
    std::string action;
    json params;
    json options = json::object();
};

cli::Request clearwater(const Case& c) {
    return testing::scenarioRequest("jackson", "jackson-clearwater-1877.json", c.action, c.params,
                                    c.options);
}

const json fireOnHorsemen = {{"firer", "inf-21"}, {"target", "ollokot"}, {"range", 15}};
const json gatlingOnHorsemen = {
    {"gun", "gatling-1"}, {"target", "ollokot"}, {"range", 30}, {"cover", "open"}};
const json gangUp = {{"attacker", "inf-21"},
                     {"defender", "toohool"},
                     {"attacker_figures", 6},
                     {"defender_figures", 4},
                     {"defender_cover", "soft"}};
const json troopersOnHorsemen = {{"attacker", "cav-f"},
                                 {"defender", "ollokot"},
                                 {"attacker_figures", 3},
                                 {"defender_figures", 5}};

} // namespace

TEST(JacksonShortcut, EveryShortcutGivesTheWalksFractions) {
    const std::vector<Case> cases = {
        {"rifles on warriors on foot",
         "fire",
         {{"firer", "inf-21"}, {"target", "toohool"}, {"range", 15}}},
        {"rifles on horsemen", "fire", fireOnHorsemen},
        {"rifles on horsemen, every unit tests",
         "fire",
         fireOnHorsemen,
         {{"morale_fired_on", "every_unit_fired_on"}}},
        {"a few rifles on horsemen",
         "fire",
         {{"firer", "inf-21"}, {"target", "ollokot"}, {"range", 15}, {"figures_firing", 3}}},
        {"bows on troopers", "fire", {{"firer", "young-men"}, {"target", "cav-f"}, {"range", 8}}},
        {"carbines into soft cover",
         "fire",
         {{"firer", "ollokot"}, {"target", "art-4"}, {"range", 20}, {"cover", "soft"}}},
        {"horsemen fire, J7 single",
         "fire",
         {{"firer", "ollokot"}, {"target", "art-4"}, {"range", 20}, {"cover", "soft"}},
         {{"indian_horseback_stack", "single"}}},
        {"Gatling on warriors",
         "gatling",
         {{"gun", "gatling-1"}, {"target", "toohool"}, {"range", 30}, {"cover", "open"}}},
        {"Gatling on horsemen", "gatling", gatlingOnHorsemen},
        {"Gatling on green horsemen in hard cover",
         "gatling",
         {{"gun", "gatling-1"}, {"target", "young-men"}, {"range", 30}, {"cover", "hard"}}},
        {"shell on horsemen",
         "shell",
         {{"gun", "howitzer"}, {"target", "ollokot"}, {"range", 80}, {"figures_under", 5}}},
        {"shell on horsemen, range and cover",
         "shell",
         {{"gun", "howitzer"},
          {"target", "ollokot"},
          {"range", 130},
          {"figures_under", 5},
          {"cover", "soft"}},
         {{"shell_modifiers", "range_and_cover"}}},
        {"shell on warriors, uncapped",
         "shell",
         {{"gun", "howitzer"}, {"target", "camp-guard"}, {"range", 80}, {"figures_under", 2}},
         {{"shell_hits", "fixed_uncapped"}}},
        {"shell that can wipe out",
         "shell",
         {{"gun", "howitzer"}, {"target", "camp-guard"}, {"range", 80}, {"figures_under", 5}}},
        {"move", "move", {{"unit", "ollokot"}, {"charging", true}, {"other_side_done", true}}},
        {"river uphill", "move", {{"unit", "cav-f"}, {"terrain", "river"}, {"uphill_levels", 1}}},
        {"river, rounded up, deductions first",
         "move",
         {{"unit", "cav-f"}, {"terrain", "river"}, {"uphill_levels", 2}, {"obstacles", 1}},
         {{"river_casualties", "round_up"}, {"terrain_order", "deduct_first"}}},
        {"morale", "morale", {{"unit", "cav-l"}, {"reason", "fired_on"}}},
        {"morale, two more chargers",
         "morale",
         {{"unit", "cav-l"}, {"reason", "to_stand"}, {"extra_chargers", 2}}},
        {"morale, a charger falls back with the charge die",
         "morale",
         {{"unit", "cav-l"}, {"reason", "to_close"}, {"was_charging", true}},
         {{"failure_move", "with_charge_die"}}},
        {"Indians under shell", "morale", {{"unit", "toohool"}, {"reason", "shell"}}},
        {"morale of green gunners",
         "morale",
         {{"unit", "art-4"}, {"reason", "fired_on"}},
         {{"morale_figures", "starting"}}},
        {"one pair",
         "melee",
         {{"attacker", "cav-f"},
          {"defender", "ollokot"},
          {"attacker_figures", 1},
          {"defender_figures", 1}}},
        {"eight against eight", "melee", {{"attacker", "cav-f"}, {"defender", "ollokot"}}},
        {"gang up", "melee", gangUp},
        {"gang up, ties rolled again", "melee", gangUp, {{"melee_ties", "reroll"}}},
        {"gang up, the defender holds ties", "melee", gangUp, {{"melee_ties", "defender_holds"}}},
        {"extras idle", "melee", gangUp, {{"melee_pairing", "extras_idle"}}},
        {"short attackers gang up", "melee", troopersOnHorsemen},
        {"short attackers, ties again", "melee", troopersOnHorsemen, {{"melee_ties", "reroll"}}},
        {"cavalry only capture",
         "melee",
         troopersOnHorsemen,
         {{"melee_margin_one", "cavalry_only"}}},
        {"by the loser's type", "melee", gangUp, {{"melee_margin_one", "by_loser_type"}}},
    };
    for (const Case& c : cases) {
        const cli::Request q = clearwater(c);
        testing::expectSameOdds(testing::oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
}

TEST(JacksonShortcut, AChargeAtAnEmptyPlaceIsWalked) {
    // The warriors failed to stand: no fight and no dice, the same odds either way.
    json request = json::parse(R"({"ruleset": "jackson", "action": "melee",
        "params": {"attacker": "troop", "defender": "braves"},
        "units": [
          {"side": "army", "id": "troop", "name": "Troop", "kind": "mounted", "quality": "regular",
           "strength": 6, "weapon": "carbine", "charge_target": "braves", "close_test": "passed",
           "leaders": [{"name": "Capt.", "rank": "officer"}]},
          {"side": "nezperce", "id": "braves", "name": "Braves", "kind": "indian_warband",
           "quality": "regular", "strength": 6, "weapon": "bows", "stand_test": "failed"}]})");
    const cli::Request q = cli::readRequest(request, testing::shippedRegistry(), ADC_TEST_DATA_DIR,
                                            "jackson_shortcut_test");
    const Odds o = testing::oddsOf(q);
    testing::expectSameOdds(o, testing::walkedOddsOf(q), "empty place");
    EXPECT_EQ(testing::fraction(o, "winner", "attacker"), "1");
    EXPECT_EQ(testing::fraction(o, "fought", false), "1");
}

TEST(JacksonShortcut, HitsOnAPartlyUnhorsedUnitFindTheRidersLeftFirst) {
    // Three of eight already on foot: the first five hits find riders, the rest men on foot.
    json request = json::parse(R"({"ruleset": "jackson", "action": "fire",
        "params": {"firer": "rifles", "target": "horse", "range": 15},
        "units": [
          {"side": "army", "id": "rifles", "name": "Rifles", "kind": "foot", "quality": "regular",
           "strength": 10, "weapon": "rifled_musket"},
          {"side": "nezperce", "id": "horse", "name": "Horse", "kind": "mounted_indians",
           "quality": "regular", "strength": 8, "weapon": "carbine", "unhorsed": 3}]})");
    const cli::Request q = cli::readRequest(request, testing::shippedRegistry(), ADC_TEST_DATA_DIR,
                                            "jackson_shortcut_test");
    const Odds o = testing::oddsOf(q);
    testing::expectSameOdds(o, testing::walkedOddsOf(q), "partly unhorsed");
    // Never more than the five still mounted hit as riders or mounts.
    EXPECT_EQ(o.key("riders_hit")->values.back().value, 5);
}

TEST(JacksonShortcut, WhitesUnderShellTestInsteadOfSkedaddling) {
    // A captured gun turned on the troopers: no skedaddle dice, a morale test unless wiped out.
    json request = json::parse(R"({"ruleset": "jackson", "action": "shell",
        "params": {"gun": "gun", "target": "troop", "range": 80, "figures_under": 6},
        "units": [
          {"side": "nezperce", "id": "gun", "name": "Gun", "kind": "artillery",
           "quality": "regular", "strength": 4, "weapon": "12pdr", "limbered": false},
          {"side": "army", "id": "troop", "name": "Troop", "kind": "mounted",
           "quality": "regular", "strength": 6, "weapon": "carbine"}]})");
    const cli::Request q = cli::readRequest(request, testing::shippedRegistry(), ADC_TEST_DATA_DIR,
                                            "jackson_shortcut_test");
    const Odds o = testing::oddsOf(q);
    testing::expectSameOdds(o, testing::walkedOddsOf(q), "whites under shell");
    EXPECT_EQ(o.key("skedaddle_inches"), nullptr);
    // Wiped out on 6 or more hits of ten dice at 7/10: then no test is owed.
    EXPECT_EQ(o.probability("morale_test", nullptr),
              o.key("casualties")->values.back().probability);
}

TEST(JacksonShortcut, TheShortcutRefusesWhatTheResolverRefuses) {
    const cli::Request own =
        clearwater({"own side", "fire", {{"firer", "inf-21"}, {"target", "art-4"}, {"range", 15}}});
    EXPECT_THROW(testing::oddsOf(own), RuleError);
    const cli::Request tooMany =
        clearwater({"too many",
                    "melee",
                    {{"attacker", "cav-f"}, {"defender", "ollokot"}, {"attacker_figures", 9}}});
    EXPECT_THROW(testing::oddsOf(tooMany), RuleError);
}

TEST(JacksonShortcut, BigRequestsWeighFarFewerTermsThanTheWalksBranches) {
    const cli::Request gatling = clearwater({"Gatling", "gatling", gatlingOnHorsemen});
    EXPECT_LT(testing::oddsOf(gatling).branches, testing::walkedOddsOf(gatling).branches);
    const cli::Request melee = clearwater({"gang up", "melee", gangUp});
    EXPECT_LE(testing::oddsOf(melee).branches, 2000u);
}

} // namespace adc
