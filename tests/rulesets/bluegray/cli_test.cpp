// End to end through `adc resolve`, `adc validate` and `adc actions`, in-process.
#include "command.hpp"

#include "adc/builtin_rulesets.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace adc::bluegray::test {

namespace {

struct CliRun {
    int code = 0;
    std::string out, err;
};

CliRun adcRun(const std::vector<std::string>& args, const std::string& input = {}) {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in(input);
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    CliRun r;
    r.code = cli::run(args, c);
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string tempFile(const std::string& name, const std::string& text) {
    auto path = std::filesystem::temp_directory_path() / ("bluegray_" + name);
    std::ofstream(path) << text;
    return path.string();
}

json units() {
    return json::array({
        {{"side", "union"},
         {"id", "a"},
         {"name", "20th Maine"},
         {"kind", "infantry"},
         {"quality", "line"},
         {"strength", 10}},
        {{"side", "confed"},
         {"id", "b"},
         {"name", "15th Alabama"},
         {"kind", "infantry"},
         {"quality", "recruit"},
         {"strength", 12}},
        {{"side", "union"},
         {"id", "gun"},
         {"name", "Battery B"},
         {"kind", "artillery"},
         {"quality", "line"},
         {"strength", 5}},
        {{"side", "union"},
         {"id", "gat"},
         {"name", "Gatling"},
         {"kind", "gatling"},
         {"quality", "line"},
         {"strength", 2}},
        {{"side", "union"},
         {"id", "sk"},
         {"name", "Sharpshooters"},
         {"kind", "skirmisher"},
         {"quality", "elite"},
         {"strength", 4}},
        {{"side", "union"},
         {"id", "eng"},
         {"name", "Engineers"},
         {"kind", "engineer"},
         {"quality", "line"},
         {"strength", 2}},
        {{"side", "confed"},
         {"id", "ret"},
         {"name", "Retreating"},
         {"kind", "infantry"},
         {"quality", "line"},
         {"strength", 8},
         {"status", "retreating"},
         {"retreat_turn", 1}},
    });
}

json resolve(const std::string& action, json params, std::vector<int> dice, int turn = 2,
             json flags = json::object()) {
    json req = {{"ruleset", "bluegray"}, {"action", action}, {"params", params}, {"units", units()},
                {"dice", dice},          {"turn", turn},     {"flags", flags}};
    std::string path = tempFile(action + ".json", req.dump());
    CliRun r = adcRun({"resolve", "--request", path});
    EXPECT_EQ(r.code, 0) << action << ": " << r.err;
    return r.code == 0 ? json::parse(r.out) : json();
}

} // namespace

TEST(BlueGrayCli, EveryActionResolvesEndToEnd) {
    EXPECT_EQ(resolve("initiative", json::object(), {6, 2})["result"]["winner"], "union");
    EXPECT_TRUE(resolve("deployment_check", {{"unit", "a"}, {"from_rear", 8}, {"from_side", 20}},
                        {})["result"]["allowed"]
                    .get<bool>());
    EXPECT_EQ(resolve("write_order", {{"unit", "a"}, {"order", "forward"}}, {})["result"]["order"],
              "forward");
    EXPECT_EQ(resolve("move", {{"unit", "sk"}}, {})["result"]["inches"], 7.0);
    json fire = resolve("fire", {{"unit", "a"}, {"target", "b"}, {"range", 12}}, {5});
    EXPECT_EQ(fire["result"]["hits"], 3);
    EXPECT_EQ(fire["summary"], "Fire: 20th Maine → 15th Alabama, 3 hits");
    EXPECT_EQ(fire["rolls"][0]["face"], 5);
    EXPECT_EQ(resolve("individual_fire", {{"unit", "sk"}, {"target", "b"}, {"range", 20}},
                      {4, 4, 1, 6})["result"]["hits"],
              3);
    EXPECT_EQ(resolve("cannon_fire", {{"unit", "gun"}, {"target", "b"}, {"range", 40}},
                      {6})["result"]["hits"],
              2);
    EXPECT_EQ(resolve("gatling_fire", {{"unit", "gat"}, {"target", "b"}, {"range", 20}},
                      {4})["result"]["hits"],
              4);
    EXPECT_EQ(resolve("melee", {{"attacker", "a"}, {"defender", "b"}}, {3, 3})["result"]["winner"],
              "attacker");
    json melees = {{"melees", json::array({{{"attacker", "a"},
                                            {"defender", "b"},
                                            {"turn", 1},
                                            {"winner", "a"},
                                            {"loser", "b"}}})}};
    EXPECT_EQ(resolve("melee_end", {{"attacker", "a"}}, {}, 2, melees)["result"]["retreat_inches"],
              9.0);
    EXPECT_FALSE(resolve("morale", {{"unit", "b"}}, {2})["result"]["passed"].get<bool>());
    EXPECT_TRUE(resolve("rally", {{"unit", "ret"}}, {2})["result"]["rallied"].get<bool>());
    EXPECT_EQ(
        resolve("grenade", {{"unit", "eng"}, {"target", "b"}, {"range", 4}}, {5})["result"]["hits"],
        6);
    EXPECT_EQ(resolve("explosives", {{"unit", "eng"}, {"obstacle", "palisade"}},
                      {})["result"]["gap_inches"],
              2.0);
    EXPECT_EQ(
        resolve("tear_down", {{"unit", "a"}, {"obstacle", "palisade"}}, {})["result"]["moves"], 1);
    EXPECT_EQ(resolve("victory", json::object(), {})["result"]["verdict"], "continue");
    EXPECT_EQ(resolve("special_rule", {{"rule", "Night falls at move 8"}}, {})["result"]["rule"],
              "Night falls at move 8");
}

TEST(BlueGrayCli, ResolveThroughStdinAndErrors) {
    json req = {{"ruleset", "bluegray"},
                {"action", "fire"},
                {"params", {{"unit", "a"}, {"target", "b"}, {"range", 30}}},
                {"units", units()},
                {"dice", {5}}};
    CliRun r = adcRun({"resolve", "--request", "-"}, req.dump());
    EXPECT_EQ(r.code, 2); // out of rifle range
    EXPECT_NE(r.err.find("/params/range"), std::string::npos) << r.err;
    req["params"]["range"] = 10;
    req["dice"] = json::array();
    EXPECT_EQ(adcRun({"resolve", "--request", "-"}, req.dump()).code, 3); // dice ran out
    req["dice"] = {3};
    CliRun ok = adcRun({"resolve", "--request", "-", "--text"}, req.dump());
    EXPECT_EQ(ok.code, 0);
    EXPECT_NE(ok.out.find("line infantry table"), std::string::npos) << ok.out;
}

TEST(BlueGrayCli, ValidateShippedAndBrokenRuleset) {
    CliRun good = adcRun({"validate", std::string(ADC_TEST_DATA_DIR) + "/rulesets/bluegray.json"});
    EXPECT_EQ(good.code, 0) << good.out << good.err;
    std::ifstream f(std::string(ADC_TEST_DATA_DIR) + "/rulesets/bluegray.json");
    json data = json::parse(f);
    data["fire"]["unit_tables"]["line"].erase(5);
    data["artillery"]["bands"][1]["from"] = 13;
    std::string path = tempFile("broken.json", data.dump());
    CliRun bad = adcRun({"validate", path});
    EXPECT_NE(bad.code, 0);
    std::string all = bad.out + bad.err;
    EXPECT_NE(all.find("/fire/unit_tables/line"), std::string::npos) << all;
    EXPECT_NE(all.find("/artillery/bands/1/from"), std::string::npos) << all;
}

TEST(BlueGrayCli, ActionsAreListed) {
    CliRun r = adcRun({"actions", "bluegray"});
    EXPECT_EQ(r.code, 0);
    for (const char* id :
         {"initiative", "deployment_check", "write_order", "move", "fire", "individual_fire",
          "cannon_fire", "gatling_fire", "melee", "melee_end", "morale", "rally", "grenade",
          "explosives", "tear_down", "victory", "special_rule"}) {
        EXPECT_NE(r.out.find(id), std::string::npos) << id;
    }
}

} // namespace adc::bluegray::test
