// Every action end to end through `adc resolve`, the request written to a temp file.
#include "adc/builtin_rulesets.hpp"
#include "command.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

namespace adc::jackson::test {

namespace {

struct Result {
    int exit = 0;
    json outcome;
    std::string err;
};

Result resolve(const json& request) {
    // One file per distinct request, so parallel test runs do not share a file.
    auto path =
        std::filesystem::temp_directory_path() /
        ("jackson-request-" + std::to_string(std::hash<std::string>{}(request.dump())) + ".json");
    {
        std::ofstream o(path);
        o << request.dump();
    }
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    Result r;
    r.exit = cli::run({"resolve", "--request", path.string()}, c);
    r.err = err.str();
    if (r.exit == 0) {
        r.outcome = json::parse(out.str());
    }
    std::filesystem::remove(path);
    return r;
}

json units() {
    auto u = [](const char* id, const char* side, const char* kind, int n, const char* weapon,
                const char* quality) {
        return json{{"id", id},
                    {"name", id},
                    {"side", side},
                    {"kind", kind},
                    {"strength", n},
                    {"weapon", weapon},
                    {"quality", quality},
                    {"leaders", json::array({{{"name", "Capt. X"}, {"rank", "officer"}}})}};
    };
    return json::array({u("troop", "army", "mounted", 6, "carbine", "regular"),
                        u("gun", "army", "artillery", 4, "12pdr", "regular"),
                        u("gat", "army", "gatling", 3, "gatling_gun", "regular"),
                        u("braves", "sioux", "indian_warband", 8, "bows", "green")});
}

json request(const std::string& action, json params, std::vector<int> dice) {
    return {{"ruleset", "jackson"},
            {"action", action},
            {"params", params},
            {"units", units()},
            {"dice", dice}};
}

} // namespace

TEST(JacksonResolveCli, EveryAction) {
    struct Case {
        std::string action;
        json params;
        std::vector<int> dice;
        std::string key;
        json value;
    };
    const std::vector<Case> cases = {
        {"designate_attacker", {{"side", "sioux"}}, {}, "attacker", "sioux"},
        {"move",
         {{"unit", "troop"}, {"charging", true}, {"target", "braves"}},
         {1, 2, 3, 4},
         "distance",
         10.0},
        {"stay_put", {{"unit", "troop"}}, {}, "stays_put", true},
        {"aim", {{"unit", "troop"}}, {}, "aimed_turn", 1},
        {"fire",
         {{"firer", "troop"}, {"target", "braves"}, {"range", 12}},
         {4, 4, 5, 0, 0, 9},
         "hits",
         4},
        {"gatling",
         {{"gun", "gat"}, {"target", "braves"}, {"range", 40}},
         {0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8, 8},
         "hits",
         3},
        {"shot", {{"gun", "gun"}, {"target", "braves"}, {"range", 130}}, {0}, "casualties", 2},
        {"canister",
         {{"gun", "gun"}, {"target", "braves"}, {"range", 30}, {"figures_under", 3}},
         {},
         "casualties",
         3},
        {"shell",
         {{"gun", "gun"}, {"target", "braves"}, {"range", 90}, {"figures_under", 2}},
         {0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 3, 3, 3},
         "skedaddle_inches",
         9},
        {"morale", {{"unit", "braves"}, {"reason", "fired_on"}}, {7}, "passed", true},
        {"melee",
         {{"attacker", "troop"},
          {"defender", "braves"},
          {"attacker_figures", 1},
          {"defender_figures", 1}},
         {5, 6},
         "winner",
         "none"},
        {"command_figure_lost", {{"unit", "troop"}}, {}, "leaderless", true},
        {"promote", {{"unit", "troop"}}, {0}, "promoted", false},
    };
    for (const auto& c : cases) {
        json req = request(c.action, c.params, c.dice);
        if (c.action == "promote") {
            req["units"][0]["leaders"][0]["status"] = "killed";
            req["dice"] = {5};
        }
        Result r = resolve(req);
        ASSERT_EQ(r.exit, 0) << c.action << ": " << r.err;
        EXPECT_EQ(r.outcome["action"], c.action);
        EXPECT_EQ(r.outcome["result"][c.key], c.value) << c.action << " " << r.outcome.dump();
        EXPECT_FALSE(r.outcome["summary"].get<std::string>().empty());
    }
}

TEST(JacksonResolveCli, RefusalsExitTwoAndDiceRunOutExitThree) {
    Result far =
        resolve(request("fire", {{"firer", "troop"}, {"target", "braves"}, {"range", 31}}, {0}));
    EXPECT_EQ(far.exit, 2);
    EXPECT_NE(far.err.find("/params/range"), std::string::npos);
    EXPECT_NE(far.err.find("out of range"), std::string::npos);
    json jammed = request("gatling", {{"gun", "gat"}, {"target", "braves"}, {"range", 40}}, {0});
    jammed["units"][2]["jammed_turn"] = 1;
    jammed["turn"] = 2;
    Result j = resolve(jammed);
    EXPECT_EQ(j.exit, 2);
    EXPECT_NE(j.err.find("jammed"), std::string::npos);
    Result out = resolve(request("move", {{"unit", "troop"}}, {1}));
    EXPECT_EQ(out.exit, 3);
}

} // namespace adc::jackson::test
