// End to end through `adc resolve`, `adc validate` and `adc actions`, run in-process.
#include "adc/atomic_file.hpp"
#include "adc/builtin_rulesets.hpp"
#include "command.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <unistd.h>

namespace adc::mwan::test {

namespace {

namespace fs = std::filesystem;

struct AdcRun {
    int code = 0;
    std::string out, err;
};

AdcRun adc(const std::vector<std::string>& args, const std::string& input = {}) {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in(input);
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    AdcRun r;
    r.code = cli::run(args, c);
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string tempFile(const std::string& name, const std::string& text) {
    fs::path dir = fs::temp_directory_path() / ("mwan_cli_test_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::string path = (dir / name).string();
    writeFileAtomically(path, text);
    return path;
}

const json kUnits = json::array({{{"id", "a"},
                                  {"name", "1st Minn."},
                                  {"side", "us"},
                                  {"kind", "infantry"},
                                  {"quality", "veteran"},
                                  {"strength", 4},
                                  {"weapon", "rifled_musket"}},
                                 {{"id", "r"},
                                  {"name", "2nd Wis."},
                                  {"side", "us"},
                                  {"kind", "infantry"},
                                  {"quality", "trained"},
                                  {"strength", 4},
                                  {"weapon", "rifled_musket"},
                                  {"status", "routed"}},
                                 {{"id", "bg"},
                                  {"name", "Gen. Gorman"},
                                  {"side", "us"},
                                  {"kind", "commander"},
                                  {"quality", "veteran"},
                                  {"strength", 1},
                                  {"rank", "brigade"}},
                                 {{"id", "b"},
                                  {"name", "15th Va."},
                                  {"side", "cs"},
                                  {"kind", "infantry"},
                                  {"quality", "green"},
                                  {"strength", 6},
                                  {"weapon", "rifled_musket"}}});

json resolveFile(const std::string& action, const json& params, const json& dice,
                 json extra = json::object()) {
    json request = {{"ruleset", "mwan"},
                    {"action", action},
                    {"params", params},
                    {"units", kUnits},
                    {"dice", dice}};
    request.update(extra);
    AdcRun r = adc({"resolve", "--request", tempFile(action + ".json", request.dump())});
    EXPECT_EQ(r.code, 0) << r.err;
    return r.code == 0 ? json::parse(r.out) : json();
}

} // namespace

TEST(MwanCli, ResolveInitiative) {
    json o = resolveFile(
        "initiative", json::object(), {4, 2},
        {{"sides", {{{"id", "us"}, {"name", "Union"}}, {{"id", "cs"}, {"name", "Confederate"}}}}});
    EXPECT_EQ(o["result"]["first"], "us");
}

TEST(MwanCli, ResolveMove) {
    json o = resolveFile("move", {{"unit", "a"}, {"charge", true}, {"charge_target", "b"}},
                         json::array());
    EXPECT_EQ(o["result"]["allowance"], 12);
}

TEST(MwanCli, ResolveAttachAndCommanderCheck) {
    EXPECT_EQ(resolveFile("attach", {{"commander", "bg"}, {"regiment", "a"}},
                          json::array())["result"]["attached_to"],
              "a");
    EXPECT_EQ(resolveFile("commander_check", {{"commander", "bg"}, {"enemy_distance", 12}},
                          json::array())["result"]["allowed"],
              false);
}

TEST(MwanCli, ResolveFire) {
    json o = resolveFile("fire", {{"firer", "a"}, {"target", "b"}, {"range", 8}}, {6, 5, 2, 1});
    EXPECT_EQ(o["result"]["hits"], 2);
    EXPECT_EQ(o["summary"], "Fire: 1st Minn. → 15th Va., 2 hits, 2 stands removed");
}

TEST(MwanCli, ResolveFireOutOfRangeExitsTwoNamingTheField) {
    json request = {{"ruleset", "mwan"},
                    {"action", "fire"},
                    {"params", {{"firer", "a"}, {"target", "b"}, {"range", 20}}},
                    {"units", kUnits}};
    AdcRun r = adc({"resolve", "--request", "-"}, request.dump());
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("/params/range: out of range"), std::string::npos) << r.err;
}

TEST(MwanCli, ResolveMelee) {
    json o = resolveFile("melee", {{"attacker", "a"}, {"defender", "b"}},
                         {4, 4, 1, 1, 6, 1, 1, 1, 1, 1});
    EXPECT_EQ(o["result"]["attacker_hits"], 2);
    EXPECT_EQ(o["result"]["defender_hits"], 1);
    EXPECT_EQ(o["result"]["loser"], "b");
}

TEST(MwanCli, ResolveMoraleFromStdin) {
    json request = {{"ruleset", "mwan"},
                    {"action", "morale"},
                    {"params", {{"unit", "b"}}},
                    {"units", kUnits},
                    {"dice", {3}},
                    {"owed", {{"b", {{"morale", {{"reason", "fire"}, {"stands_lost", 1}}}}}}}};
    AdcRun r = adc({"resolve", "--request", "-"}, request.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    json o = json::parse(r.out);
    EXPECT_EQ(o["result"]["total"], 2); // 3 - 1 green
    EXPECT_EQ(o["result"]["passed"], false);
}

TEST(MwanCli, ResolveRallyAndRoutedPast) {
    EXPECT_EQ(resolveFile("rally", {{"unit", "r"}}, {5})["result"]["rallied"], true);
    EXPECT_EQ(resolveFile("routed_past", {{"routed", "r"}, {"passed", {"a"}}},
                          json::array())["result"]["must_test"],
              json::array({"a"}));
}

TEST(MwanCli, ResolveWithTheOneInchOption) {
    json o = resolveFile("move", {{"unit", "a"}}, json::array(),
                         {{"options", {{"base_size", "one_inch"}}}});
    EXPECT_EQ(o["result"]["allowance"], 4);
}

TEST(MwanCli, DiceRunningOutExitsThree) {
    json request = {{"ruleset", "mwan"},
                    {"action", "fire"},
                    {"params", {{"firer", "a"}, {"target", "b"}, {"range", 8}}},
                    {"units", kUnits},
                    {"dice", {6}}};
    EXPECT_EQ(adc({"resolve", "--request", "-"}, request.dump()).code, 3);
}

TEST(MwanCli, ValidateAcceptsTheShippedFileAndReportsABrokenCopy) {
    std::string shipped = std::string(ADC_TEST_DATA_DIR) + "/rulesets/mwan.json";
    AdcRun ok = adc({"validate", shipped});
    EXPECT_EQ(ok.code, 0) << ok.err;
    json broken = json::parse(readFile(shipped));
    broken["fire"]["weapons"]["rifled_musket"]["range"] = -3;
    broken["melee"]["hit_on"] = "five";
    broken["morale"]["stands_onn"] = 3;
    broken["fire"]["weapons"].erase("rifled_carbine");
    AdcRun bad = adc({"validate", tempFile("broken-mwan.json", broken.dump())});
    EXPECT_EQ(bad.code, 1);
    for (const char* where : {"/fire/weapons/rifled_musket/range", "/melee/hit_on",
                              "/morale/stands_onn", "/fire/weapons/rifled_carbine"}) {
        EXPECT_NE(bad.err.find(where), std::string::npos) << where << "\n" << bad.err;
    }
}

TEST(MwanCli, ActionsListsEveryAction) {
    AdcRun r = adc({"actions", "mwan"});
    ASSERT_EQ(r.code, 0);
    for (const char* id : {"initiative", "move", "attach", "commander_check", "fire", "melee",
                           "morale", "rally", "routed_past"}) {
        EXPECT_NE(r.out.find(std::string("\n") + id + " — "), std::string::npos) << id;
    }
}

} // namespace adc::mwan::test
