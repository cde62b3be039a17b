// Units that leave the table, through `adc leave`, `undo`, `redo`, `replay`, `show`, `end` and
// `validate` on the shipped scenarios: the departure as an event, its refusals (the file left
// as it was), a unit that has left absent from what the game needs next, and the `units_left`
// victory test met and not met.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/departure.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario_play.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace adc::cli {

namespace {

using test::contains;
using test::Ran;
using test::runAdc;

std::string bytesOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

class Departures : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args) { return runAdc(registry_, ADC_TEST_DATA_DIR, args); }

    std::string start(const std::string& scenarioPath) {
        const std::string game = dir_.file("game.adc.json");
        std::filesystem::remove(game);
        Ran r = adc({"new", scenarioPath, "--out", game, "--seed", "7"});
        EXPECT_EQ(r.code, Ok) << r.err;
        return game;
    }
    std::string shipped(const std::string& name) {
        return std::string(ADC_TEST_DATA_DIR) + "/scenarios/" + name;
    }
    // Clearwater with a victory condition of its own: the Nez Perce win if `atLeast` of their
    // units escape.
    std::string clearwaterWithEscapes(int atLeast, const std::string& how = "escaped") {
        Diagnostics d;
        json s = *readJsonFile(shipped("jackson-clearwater-1877.json"), d);
        json escapes = {
            {"winner", "nezperce"},
            {"result", "Nez Perce victory"},
            {"rule", "/victory/2"},
            {"all",
             {{{"units_left",
                {{"units", {{"side", "nezperce"}}}, {"how", how}, {"at_least", atLeast}}}}}}};
        s["victory_conditions"].insert(s["victory_conditions"].begin(), escapes);
        const std::string path = dir_.file("escapes.json");
        std::ofstream(path) << s.dump(2);
        return path;
    }
    Game load(const std::string& game) { return loadGameFile(game, registry_, ADC_TEST_DATA_DIR); }
    json shownUnit(const std::string& game, const std::string& id) {
        const json shown = json::parse(adc({"show", game, "--json"}).out);
        for (const auto& side : shown.at("sides")) {
            for (const auto& u : side.at("units")) {
                if (u.at("id") == id) {
                    return u;
                }
            }
        }
        return {};
    }

    RulesetRegistry registry_ = builtinRulesets();
    testing::TempDir dir_;
};

} // namespace

TEST_F(Departures, AUnitLeavesAndUndoRedoAndReplayHoldIt) {
    const std::string game = start(shipped("jackson-clearwater-1877.json"));
    Ran r = adc({"leave", game, "cav-f", "withdrawn", "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Co. F, 1st Cavalry left the table (withdrawn), turn 1")) << r.out;
    EXPECT_TRUE(contains(r.out, "withdrawn (ordered off the table)")) << r.out;
    json u = shownUnit(game, "cav-f");
    EXPECT_EQ(u.at("on_table"), false);
    EXPECT_EQ(u.at("left_table"), "left the table (withdrawn, turn 1)");
    r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "left the table (withdrawn, turn 1)")) << r.out;
    EXPECT_EQ(adc({"replay", game}).code, Ok);
    ASSERT_EQ(adc({"undo", game}).code, Ok);
    EXPECT_EQ(shownUnit(game, "cav-f").at("on_table"), true);
    ASSERT_EQ(adc({"redo", game}).code, Ok);
    EXPECT_EQ(shownUnit(game, "cav-f").at("left_table"), "left the table (withdrawn, turn 1)");
    // By its name, as the roster shows it.
    r = adc({"leave", game, "Co. L, 1st Cavalry", "escaped"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(departureWords(load(game).state(), "cav-l"), "left the table (escaped, turn 1)");
}

TEST_F(Departures, WhatCannotLeaveIsRefusedAndTheFileIsUnchanged) {
    const std::string game = start(shipped("jackson-clearwater-1877.json"));
    ASSERT_EQ(adc({"leave", game, "cav-f", "escaped"}).code, Ok);
    const std::string before = bytesOf(game);
    const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
        {{"nobody", "escaped"}, "/unit: there is no unit \"nobody\" in this game (its units:"},
        {{"cav-b", "escaped"},
         "Co. B, 1st Cavalry (with the pack train) has not arrived yet (arrives turn 4): only a "
         "unit on the table can leave it"},
        {{"cav-f", "withdrawn"}, "Co. F, 1st Cavalry left the table (escaped, turn 1) already"},
        {{"cav-l", "fled"},
         "say how the unit left the table: \"withdrawn\" (ordered off) or "
         "\"escaped\" (got away off a table edge), found \"fled\""}};
    for (const auto& [args, words] : refused) {
        Ran r = adc({"leave", game, args[0], args[1]});
        EXPECT_EQ(r.code, BadRequest) << args[0];
        EXPECT_TRUE(contains(r.err, words)) << r.err;
        EXPECT_EQ(bytesOf(game), before) << args[0];
    }
    ASSERT_EQ(adc({"end", game}).code, Ok);
    Ran r = adc({"leave", game, "cav-l", "escaped"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "/turn: The game is over: the referee ended it on turn 1"))
        << r.err;
}

TEST_F(Departures, AUnitThatLeftIsNotAmongWhatTheGameNeedsNext) {
    // Cedar Mountain's fire phase lists each stand that may still fire.
    const std::string game = start(shipped("mwan-cedar-mountain.json"));
    for (int i = 0; i < 12; ++i) {
        Game g = load(game);
        if (g.ruleset().sequence()[static_cast<std::size_t>(g.state().phase)].id == "fire") {
            break;
        }
        ASSERT_EQ(adc({"next", game, "--force"}).code, Ok);
    }
    Game g = load(game);
    const auto steps = g.ruleset().nextSteps(g.state());
    ASSERT_FALSE(steps.empty());
    const std::string firer = steps.front().unit;
    ASSERT_FALSE(firer.empty());
    ASSERT_EQ(adc({"leave", game, firer, "withdrawn"}).code, Ok);
    g = load(game);
    for (const NextStep& s : g.ruleset().nextSteps(g.state())) {
        EXPECT_NE(s.unit, firer) << s.action;
    }
    Ran r = adc({"show", game, "--json"});
    for (const auto& o : json::parse(r.out).at("owed")) {
        EXPECT_NE(o.at("unit"), firer) << o.dump();
    }
    const std::string request = dir_.file("fire.json");
    std::string target;
    for (const Unit& u : g.state().units) {
        if (target.empty() && u.side != g.state().unit(firer)->side && u.kind != "commander" &&
            onTable(g.state(), u.id)) {
            target = u.id;
        }
    }
    std::ofstream(request) << json{{"action", "fire"},
                                   {"params", {{"firer", firer}, {"target", target}, {"range", 6}}}}
                                  .dump();
    r = adc({"apply", game, "--request", request});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "left the table (withdrawn, turn 1)")) << r.err;
}

TEST_F(Departures, UnitsLeftDecidesTheResultWithItsFigures) {
    // Two Nez Perce units escape: met.
    std::string game = start(clearwaterWithEscapes(2));
    ASSERT_EQ(adc({"leave", game, "ollokot", "escaped"}).code, Ok);
    ASSERT_EQ(adc({"leave", game, "young-men", "escaped"}).code, Ok);
    Ran r = adc({"end", game, "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Game over: Nez Perce victory")) << r.out;
    EXPECT_TRUE(contains(r.out, "Nez Perce (non-treaty bands): 2 units escaped (needs 2) — "
                                "Ollokot's horsemen, Young men on horseback"))
        << r.out;
    r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "met: Nez Perce (non-treaty bands): 2 units escaped")) << r.out;
    // One escapes and one is withdrawn: not met.
    game = start(clearwaterWithEscapes(2));
    ASSERT_EQ(adc({"leave", game, "ollokot", "escaped"}).code, Ok);
    ASSERT_EQ(adc({"leave", game, "joseph", "withdrawn"}).code, Ok);
    r = adc({"end", game, "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_FALSE(contains(r.out, "Game over: Nez Perce victory")) << r.out;
    EXPECT_TRUE(contains(r.out, "not met: Nez Perce (non-treaty bands): 1 unit escaped (needs "
                                "2) — Ollokot's horsemen"))
        << r.out;
}

TEST_F(Departures, ValidateRefusesABrokenUnitsLeftWithItsPointer) {
    Diagnostics d;
    json s = *readJsonFile(clearwaterWithEscapes(2, "ran"), d);
    Ran r = adc({"validate", dir_.file("escapes.json")});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.out + r.err, "/victory_conditions/0/all/0/units_left/how")) << r.out;
    s["victory_conditions"][0]["all"][0]["units_left"]["how"] = "escaped";
    s["victory_conditions"][0]["all"][0]["units_left"]["units"] = {{"side", "nezperce"},
                                                                   {"kinds", {"gatling"}}};
    std::ofstream(dir_.file("escapes.json")) << s.dump(2);
    r = adc({"validate", dir_.file("escapes.json")});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.out + r.err, "/victory_conditions/0/all/0/units_left/units: picks no "
                                        "unit of the scenario"))
        << r.out << r.err;
}

} // namespace adc::cli
