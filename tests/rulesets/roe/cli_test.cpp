// End to end through `adc resolve`, `adc validate` and `adc actions`, in-process.
#include "roe_support.hpp"

#include "command.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace adc::roe::test {

namespace {

struct CliRun {
    int code = 0;
    std::string out, err;
    json outcome() const { return json::parse(out); }
};

CliRun runCli(const std::vector<std::string>& args, const std::string& stdinText = {}) {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in(stdinText);
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    CliRun r;
    r.code = cli::run(args, c);
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string tempFile(const std::string& name, const std::string& text) {
    auto path = std::filesystem::temp_directory_path() / ("roe-cli-" + name);
    std::ofstream(path) << text;
    return path.string();
}

json request(const std::string& action, json params, json dice, json extra = json::object()) {
    json figs = json::array({{{"name", "Capt. H"}, {"role", "officer"}, {"modifier", 1}},
                             {{"name", "Pvt. A"}},
                             {{"name", "Pvt. B"}},
                             {{"name", "Pvt. C"}, {"status", "runaway"}}});
    json r = {{"ruleset", "roe"},
              {"action", action},
              {"params", params},
              {"dice", dice},
              {"sides",
               {{{"id", "csa"}, {"name", "13th Miss."}, {"colour", "red"}},
                {{"id", "usa"}, {"name", "20th Mass."}, {"colour", "black"}}}},
              {"units",
               {{{"side", "csa"},
                 {"id", "miss"},
                 {"name", "13th Miss. Co. A"},
                 {"kind", "infantry"},
                 {"quality", "average"},
                 {"strength", 3},
                 {"start_strength", 4},
                 {"figures", figs}},
                {{"side", "usa"},
                 {"id", "mass"},
                 {"name", "20th Mass. Co. B"},
                 {"kind", "infantry"},
                 {"quality", "green"},
                 {"strength", 4},
                 {"order", "close"},
                 {"figures", json::array({{{"name", "Pvt. U1"}},
                                          {{"name", "Pvt. U2"}},
                                          {{"name", "Pvt. U3"}},
                                          {{"name", "Pvt. U4"}}})}}}}};
    for (const auto& [k, v] : extra.items()) {
        r[k] = v;
    }
    return r;
}

CliRun resolveFile(const std::string& name, const json& req) {
    return runCli({"resolve", "--request", tempFile(name + ".json", req.dump())});
}

} // namespace

TEST(RoeCli, DrawCard) {
    auto r = resolveFile("draw", request("draw_card", {{"card", "QD"}}, json::array(),
                                         {{"phase", 1}, {"flags", {{"roe.shuffled_turn", 1}}}}));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["result"]["meaning"], "leader_initiative");
    // Through standard input, with the deck shuffled first by the given faces: 53 zeros put
    // the ace of clubs on top, the draw die picks the top (53), so a random-event die follows.
    std::vector<int> faces(53, 0);
    faces.push_back(53);
    faces.push_back(2);
    json req = request("draw_card", json::object(), faces, {{"phase", 1}});
    r = runCli({"resolve", "--request", "-"}, req.dump());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["rolls"].size(), 55u);
    EXPECT_EQ(r.outcome()["result"]["meaning"], "random_event");
    faces.resize(52);
    r = runCli({"resolve", "--request", "-"},
               request("draw_card", json::object(), faces, {{"phase", 1}}).dump());
    EXPECT_EQ(r.code, 3);
}

TEST(RoeCli, Activate) {
    json flags = {{"roe.pending", {{"card", "5H"}, {"colour", "red"}, {"initiative", false}}}};
    auto r = resolveFile(
        "activate", request("activate", {{"unit", "miss"}}, {4}, {{"phase", 1}, {"flags", flags}}));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["result"]["acting"], 3); // 4 + captain 1 = 5, capped at the 3 fighting
    r = resolveFile("activate-wrong",
                    request("activate", {{"unit", "mass"}}, {4}, {{"phase", 1}, {"flags", flags}}));
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("/params/unit"), std::string::npos);
}

TEST(RoeCli, Bonus) {
    auto r = resolveFile("bonus",
                         request("bonus", {{"unit", "miss"}, {"choice", "aim"}}, json::array()));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["result"]["aimed"], true);
}

TEST(RoeCli, Fire) {
    json flags = {{"roe.acting", {{"miss", 3}}}, {"roe.acted", {"miss"}}};
    auto r =
        resolveFile("fire", request("fire", {{"unit", "miss"}, {"target", "mass"}, {"range", 10}},
                                    {5, 4, 6}, {{"phase", 1}, {"flags", flags}}));
    ASSERT_EQ(r.code, 0) << r.err;
    // musket short 1-3, +2 close-order target, captain +1: 1-6; privates 1-5
    EXPECT_EQ(r.outcome()["result"]["hits"], 2);
    EXPECT_EQ(r.outcome()["summary"],
              "Fire: 13th Miss. Co. A → 20th Mass. Co. B, 2 hits (3 firing, "
              "short range)");
    auto text =
        runCli({"resolve", "--text", "--request",
                tempFile("fire2.json",
                         request("fire", {{"unit", "miss"}, {"target", "mass"}, {"range", 10}},
                                 {5, 4, 6}, {{"phase", 1}, {"flags", flags}})
                             .dump())});
    EXPECT_NE(text.out.find("target in close order"), std::string::npos);
    r = resolveFile("fire-far",
                    request("fire", {{"unit", "miss"}, {"target", "mass"}, {"range", 80}},
                            json::array(), {{"phase", 1}, {"flags", flags}}));
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("/params/range"), std::string::npos);
}

TEST(RoeCli, Melee) {
    json flags = {{"roe.acting", {{"mass", 4}}}};
    auto r = resolveFile("melee", request("melee",
                                          {{"attacker", "mass"},
                                           {"attacker_figure", "Pvt. U1"},
                                           {"defender", "miss"},
                                           {"defender_figure", "Pvt. A"},
                                           {"attacker_additional", 1}},
                                          {2, 5}, {{"phase", 1}, {"flags", flags}}));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["result"]["winner"], "defender");
    EXPECT_EQ(r.outcome()["result"]["loser_result"], "runaway"); // 2 + 2 = 4
}

TEST(RoeCli, MoraleAndRally) {
    auto r = resolveFile("morale",
                         request("morale", {{"unit", "miss"}}, {6, 6, 1, 2, 3, 4}, {{"phase", 2}}));
    ASSERT_EQ(r.code, 0) << r.err;
    // average 8, -1 for the runaway: 7; 12 - 7 = 5 run, capped at the 3 fighting
    EXPECT_EQ(r.outcome()["result"]["level"], 7);
    EXPECT_EQ(r.outcome()["result"]["runaways"], 3);
    r = resolveFile("rally", request("rally", {{"unit", "miss"}}, {3}, {{"phase", 2}}));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["result"]["rallied"], 1);
}

TEST(RoeCli, Move) {
    auto r = resolveFile(
        "move",
        request("move", {{"unit", "mass"}, {"pace", "charge"}, {"stone_wall", 1}, {"assisting", 2}},
                json::array()));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.outcome()["result"]["inches"], 4); // at the walk: 12 - 10 + 2
}

TEST(RoeCli, ValidateAcceptsTheShippedFilesAndPointsAtABrokenCopy) {
    std::string dir = ADC_TEST_DATA_DIR;
    auto r = runCli(
        {"validate", dir + "/rulesets/roe.json", dir + "/scenarios/fredericksburg-1862.json"});
    EXPECT_EQ(r.code, 0) << r.err;
    json broken = shippedJson();
    broken["fire"]["hit_on"]["musket"]["short"] = "three";
    broken["morale"]["cover"].erase("hard");
    r = runCli({"validate", tempFile("broken-roe.json", broken.dump())});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("/fire/hit_on/musket/short"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("/morale/cover"), std::string::npos) << r.err;
}

TEST(RoeCli, ActionsAreListedWithTheirParameters) {
    auto r = runCli({"actions", "roe"});
    ASSERT_EQ(r.code, 0) << r.err;
    for (const char* a :
         {"draw_card", "activate", "bonus", "fire", "melee", "morale", "rally", "move"}) {
        EXPECT_NE(r.out.find(a), std::string::npos) << a;
    }
}

} // namespace adc::roe::test
