// Each `adc` subcommand and its exit codes, run in-process against the drill test ruleset.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/saved_game.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>
#include <sstream>

namespace adc::cli {

using adc::testing::TempDir;

namespace {

using test::contains;
using test::Ran;
using test::runAdc;

class CliTest : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args, const std::string& input = {}) {
        return runAdc(registry_, drill::dataDir(), args, input);
    }
    std::string write(const std::string& name, const json& j) {
        std::ofstream(dir_.file(name)) << j.dump(1);
        return dir_.file(name);
    }
    static json request() {
        return {{"ruleset", "drill"},
                {"action", "volley"},
                {"params", {{"shooter", "a"}, {"target", "b"}, {"dice", 3}}},
                {"units",
                 {{{"id", "a"},
                   {"name", "Co. A"},
                   {"side", "usa"},
                   {"kind", "infantry"},
                   {"quality", "average"},
                   {"strength", 10},
                   {"weapon", "rifle"}},
                  {{"id", "b"},
                   {"name", "Co. B"},
                   {"side", "csa"},
                   {"kind", "infantry"},
                   {"quality", "green"},
                   {"strength", 6},
                   {"weapon", "musket"}}}},
                {"dice", {6, 3, 4}}};
    }
    RulesetRegistry registry_ = drill::registry();
    TempDir dir_;
};

} // namespace

TEST_F(CliTest, NoArgumentsShowsUsageAndFails) {
    Ran r = adc({});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "Usage: adc COMMAND"));
}

TEST_F(CliTest, HelpAndVersion) {
    Ran r = adc({"--help"});
    EXPECT_EQ(r.code, Ok);
    for (const char* c : {"rulesets", "actions", "resolve", "roll", "validate", "replay"}) {
        EXPECT_TRUE(contains(r.out, std::string("  ") + c)) << c;
        Ran h = adc({c, "--help"});
        EXPECT_EQ(h.code, Ok) << c;
        EXPECT_TRUE(contains(h.out, std::string("Usage: adc ") + c)) << h.out;
    }
    EXPECT_EQ(adc({"--version"}).out, "adc 0.1.0\n");
}

TEST_F(CliTest, UnknownCommandFlagOrValueIsRejected) {
    Ran r = adc({"frobnicate"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "unknown command \"frobnicate\""));
    r = adc({"rulesets", "--colour"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "unknown option --colour"));
    r = adc({"rulesets", "--json=yes"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "--json takes no value"));
    r = adc({"roll", "1d6", "--seed"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "--seed needs a value (N)"));
    r = adc({"roll", "1d6", "--seed", "many"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "--seed must be a whole number"));
    r = adc({"roll"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "expected NOTATION"));
    r = adc({"actions", "drill", "extra"});
    EXPECT_EQ(r.code, BadRequest);
}

TEST_F(CliTest, Rulesets) {
    Ran r = adc({"rulesets"});
    EXPECT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(r.out, "drill     1.0  Drill (test rules)\n");
    r = adc({"rulesets", "--json"});
    EXPECT_EQ(r.code, Ok);
    json j = json::parse(r.out);
    ASSERT_EQ(j.size(), 1u);
    EXPECT_EQ(j[0]["id"], "drill");
    EXPECT_EQ(j[0]["version"], "1.0");
    registry_.add("ghost", drill::make); // known to the program, but no file
    r = adc({"rulesets"});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "ghost.json"));
    EXPECT_TRUE(contains(r.out, "drill"));
}

TEST_F(CliTest, Actions) {
    Ran r = adc({"actions", "drill"});
    EXPECT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Drill (test rules) (drill 1.0)"));
    EXPECT_TRUE(contains(r.out, "volley — Volley  [phase: fire]"));
    EXPECT_TRUE(contains(r.out, "dice (integer 1..10, default 1)  Dice"));
    EXPECT_TRUE(contains(r.out, "stance (choice: steady|wavering, default \"steady\")"));
    EXPECT_TRUE(contains(r.out, "shooter (unit, required)  Shooter"));
    r = adc({"actions", "drill", "--json"});
    EXPECT_EQ(r.code, Ok);
    json j = json::parse(r.out);
    ASSERT_EQ(j.size(), 2u);
    EXPECT_EQ(j[1]["params"][1]["choices"], json::array({"steady", "wavering"}));
    r = adc({"actions", "chess"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "\"chess\" is not a ruleset"));
}

TEST_F(CliTest, ResolvePrintsTheOutcome) {
    Ran r = adc({"resolve", "--request", write("q.json", request())});
    ASSERT_EQ(r.code, Ok) << r.err;
    json o = json::parse(r.out);
    EXPECT_EQ(o["action"], "volley");
    EXPECT_EQ(o["result"]["hits"], 2); // 6 and 4 reach 4+
    ASSERT_EQ(o["rolls"].size(), 3u);
    EXPECT_EQ(o["rolls"][1]["face"], 3);
    EXPECT_EQ(o["rolls"][1]["source"], "scripted");
    EXPECT_EQ(o["effects"][0], json(Effect::casualties("b", 2, "volley: Co. A")));
    EXPECT_EQ(o["summary"], "Co. A fires at Co. B: 2 hits");
}

TEST_F(CliTest, ResolveFromStandardInputAsText) {
    json q = request();
    q["options"] = {{"volley_bonus", "plus_one"}};
    Ran r = adc({"resolve", "--request", "-", "--text"}, q.dump());
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Co. A fires at Co. B: 3 hits\n")) << r.out;
    EXPECT_TRUE(contains(r.out, "  - volley bonus (+1)  [R1]")) << r.out;
    EXPECT_TRUE(contains(r.out, "  d6 = 3  (volley) [scripted]")) << r.out;
}

TEST_F(CliTest, ResolveWithASeedRepeats) {
    json q = request();
    q.erase("dice");
    q["seed"] = 4000000000u;
    std::string path = write("q.json", q);
    Ran a = adc({"resolve", "--request", path});
    Ran b = adc({"resolve", "--request", path});
    ASSERT_EQ(a.code, Ok) << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_EQ(json::parse(a.out)["rolls"][0]["source"], "random");
}

TEST_F(CliTest, ResolveWithAScenario) {
    json q = {{"ruleset", "drill"},
              {"action", "morale"},
              {"params", {{"unit", "ma20b"}}},
              {"scenario", drill::dataDir() + "/scenarios/drill_skirmish.json"},
              {"dice", {5}}};
    Ran r = adc({"resolve", "--request", write("q.json", q)});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(json::parse(r.out)["result"]["passed"], false); // morale 4
}

TEST_F(CliTest, ResolveBadRequestExitsTwoNamingTheField) {
    struct Case {
        std::function<void(json&)> change;
        std::string says;
    };
    std::vector<Case> cases = {
        {[](json& q) { q["params"]["target"] = "nobody"; },
         "/params/target: no unit has the id \"nobody\""},
        {[](json& q) { q["params"]["dice"] = 11; }, "/params/dice"},
        {[](json& q) { q["action"] = "charge"; }, "/action: \"charge\" is not an action of drill"},
        {[](json& q) { q["ruleset"] = "chess"; }, "/ruleset"},
        {[](json& q) { q["weather"] = "rain"; }, "/weather: is not a known key"},
        {[](json& q) { q["units"][1]["strength"] = "six"; }, "/units/1/strength"},
        {[](json& q) { q["units"][1]["id"] = "a"; }, "/units/1/id: \"a\" is used by another unit"},
        {[](json& q) { q["dice"][0] = "six"; }, "/dice/0"},
        {[](json& q) { q["seed"] = -1; }, "/seed"},
        {[](json& q) { q["phase"] = 2; }, "/phase"},
        {[](json& q) {
             q["options"] = {{"night", "yes"}};
         },
         "/options/night"},
        {[](json& q) { q["scenario"] = "x.json"; }, "/units: give either a scenario or inline"},
        {[](json& q) {
             q["dice"] = {6, 7, 1};
         },
         "/dice: scripted face 7"},
        {[](json& q) { q["units"][0]["loaded"] = false; }, "/params/shooter: Co. A is not loaded"},
    };
    for (const auto& c : cases) {
        json q = request();
        c.change(q);
        Ran r = adc({"resolve", "--request", write("q.json", q)});
        EXPECT_EQ(r.code, BadRequest) << c.says << "\n" << r.err;
        EXPECT_TRUE(contains(r.err, c.says)) << c.says << "\n" << r.err;
        EXPECT_TRUE(r.out.empty());
    }
    Ran r = adc({"resolve", "--request", "-"}, "{\"ruleset\": ");
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "<stdin>: not valid JSON"));
    r = adc({"resolve", "--request", dir_.file("missing.json")});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "missing.json"));
    r = adc({"resolve"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "--request FILE|- is required"));
}

TEST_F(CliTest, ResolveExitsThreeWhenTheDiceRunOut) {
    json q = request();
    q["dice"] = {6, 6};
    Ran r = adc({"resolve", "--request", write("q.json", q)});
    EXPECT_EQ(r.code, DiceRanOut);
    EXPECT_TRUE(contains(r.err, "/dice: the given dice ran out after 2 faces: a d6 is still "
                                "needed for volley"))
        << r.err;
}

TEST_F(CliTest, Roll) {
    Ran a = adc({"roll", "3d6+2", "--seed", "7"});
    Ran b = adc({"roll", "3d6+2", "--seed=7"});
    ASSERT_EQ(a.code, Ok) << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_TRUE(contains(a.out, "3d6+2: ")) << a.out;
    Ran j = adc({"roll", "4d10z-1", "--seed", "4294967295", "--json"});
    ASSERT_EQ(j.code, Ok) << j.err;
    json r = json::parse(j.out);
    EXPECT_EQ(r["notation"], "4d10z-1");
    ASSERT_EQ(r["faces"].size(), 4u);
    int sum = -1;
    for (int f : r["faces"]) {
        EXPECT_TRUE(f >= 0 && f <= 9) << f;
        sum += f;
    }
    EXPECT_EQ(r["total"], sum);
    Ran bad = adc({"roll", "3q6"});
    EXPECT_EQ(bad.code, BadRequest);
    EXPECT_TRUE(contains(bad.err, "is not dice notation"));
    EXPECT_EQ(adc({"roll", "1d6", "--seed", "4294967296"}).code, BadRequest);
    EXPECT_EQ(adc({"roll", "1d6", "--seed", "-3"}).code, BadRequest);
    EXPECT_EQ(adc({"roll", "1d6", "--seed", "12abc"}).code, BadRequest);
}

TEST_F(CliTest, ValidateAcceptsGoodFiles) {
    Ran r = adc({"validate", drill::dataDir() + "/rulesets/drill.json",
                 drill::dataDir() + "/scenarios/drill_skirmish.json"});
    EXPECT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "drill.json: ok (ruleset)"));
    // The drill rules are a format-1 file without a "public" section: validate says what the
    // load made of it.
    EXPECT_TRUE(contains(r.out, "drill.json: has no \"public\" section (a format 1 file): every "
                                "side sees everything, as before"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "drill_skirmish.json: ok (scenario)"));
    r = adc({"validate", "--quiet", drill::dataDir() + "/rulesets/drill.json"});
    EXPECT_EQ(r.code, Ok);
    EXPECT_TRUE(r.out.empty());
}

TEST_F(CliTest, ValidateRejectsBrokenFilesWithPointers) {
    json s = adc::testing::skirmishJson();
    s["sides"][0]["units"][1]["strength"] = -1;
    s["sides"][1]["units"][0]["weapon"] = "bow";
    std::string bad = write("bad.json", s);
    json rs = adc::testing::drillRulesetJson();
    rs["hit_on"] = 0;
    std::string badRuleset = write("rules.json", rs);
    std::string unknown = write("what.json", json{{"format", 1}});
    std::string good = drill::dataDir() + "/scenarios/drill_skirmish.json";
    Ran r = adc({"validate", bad, good, badRuleset, unknown, dir_.file("none.json")});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, bad + ": /sides/0/units/1/strength: must be a whole number"))
        << r.err;
    EXPECT_TRUE(contains(r.err, bad + ": /sides/1/units/0/weapon: must be one of musket, rifle"))
        << r.err;
    EXPECT_TRUE(contains(r.err, badRuleset + ": /hit_on: must be a whole number from 1 to 6"))
        << r.err;
    EXPECT_TRUE(contains(r.err, unknown + ": /kind: cannot tell what this file is")) << r.err;
    EXPECT_TRUE(contains(r.err, "none.json")) << r.err;
    EXPECT_TRUE(contains(r.out, "drill_skirmish.json: ok (scenario)"));
}

class CliReplay : public CliTest {
protected:
    void SetUp() override {
        Game g = adc::testing::skirmishGame();
        ScriptedDice dice({6, 6, 1, 9});
        ActionRequest volley{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};
        g.apply(g.resolve(volley, dice), volley);
        ActionRequest morale{"morale", {{"unit", "tx1a"}}};
        g.apply(g.resolve(morale, dice), morale);
        g.apply(g.correction("tx1a", "loaded", false));
        save_ = saveGameToJson(g);
    }
    json save_;
};

TEST_F(CliReplay, GoodSaveReplays) {
    Ran r = adc({"replay", write("g.adc.json", save_)});
    EXPECT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "ok, 3 events replayed (2 re-resolved with their dice), turn 1"))
        << r.out;
    r = adc({"validate", dir_.file("g.adc.json")});
    EXPECT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "ok (save)"));
}

TEST_F(CliReplay, TamperedFaceFails) {
    // The morale die is changed from 9 (routs) to 0 (stands); the stored effects still rout.
    save_["history"][1]["outcome"]["rolls"][0]["face"] = 0;
    Ran r = adc({"replay", write("g.adc.json", save_)});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/history/1/outcome/effects: re-resolving") &&
                contains(r.err, "different effects"))
        << r.err;
    // validate checks what replay checks (issue 41).
    EXPECT_EQ(adc({"validate", dir_.file("g.adc.json")}).code, Failed);
}

TEST_F(CliReplay, TamperedStateFails) {
    save_["state"]["units"][0]["strength"] = 99;
    Ran r = adc({"replay", write("g.adc.json", save_)});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/state: replaying the history does not reach the saved state"))
        << r.err;
    EXPECT_EQ(adc({"validate", dir_.file("g.adc.json")}).code, Failed);
}

TEST_F(CliReplay, TamperedEffectsFail) {
    save_["history"][0]["outcome"]["effects"][0]["count"] = 1; // 2 hits rolled, 1 recorded
    save_["state"]["units"][2]["strength"] = 11;
    save_["state"]["units"][2]["casualties"][0]["count"] = 1;
    Ran r = adc({"replay", write("g.adc.json", save_)});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/history/0/outcome/effects: re-resolving")) << r.err;
}

TEST_F(CliReplay, MissingOrBrokenFile) {
    Ran r = adc({"replay", dir_.file("none.adc.json")});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "none.adc.json"));
    save_["position"] = "two";
    r = adc({"replay", write("g.adc.json", save_)});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/position: must be a whole number")) << r.err;
}

} // namespace adc::cli
