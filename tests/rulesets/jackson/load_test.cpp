#include "jackson_fixture.hpp"

#include "command.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace adc::jackson::test {

TEST(JacksonRuleset, ShippedFileLoadsWithEveryAction) {
    auto rs = builtinRulesets().loadById("jackson", ADC_TEST_DATA_DIR);
    EXPECT_EQ(rs->id(), "jackson");
    for (const char* a :
         {"designate_attacker", "move", "stay_put", "aim", "fire", "gatling", "shot", "canister",
          "shell", "morale", "melee", "command_figure_lost", "promote"}) {
        EXPECT_NE(rs->action(a), nullptr) << a;
    }
    ASSERT_EQ(rs->sequence().size(), 6u);
    EXPECT_EQ(rs->sequence()[0].id, "movement");
    EXPECT_EQ(rs->sequence()[5].id, "melee");
    EXPECT_EQ(rs->houseRules().size(), 17u);
}

TEST(JacksonRuleset, EditedTableCellChangesPlay) {
    json data = shippedJson();
    data["fire"]["to_hit"]["close"]["open"] = 2;
    JacksonGame edited(loadRuleset(data));
    edited.add("army", unit("a", "foot", 1, "rifled_musket"));
    edited.add("sioux", unit("b", "foot", 5, "bows"));
    json p = {{"firer", "a"}, {"target", "b"}, {"range", 10}};
    EXPECT_EQ(edited.resolve("fire", p, {4}).result["hits"], 0);
    JacksonGame shipped;
    shipped.add("army", unit("a", "foot", 1, "rifled_musket"));
    shipped.add("sioux", unit("b", "foot", 5, "bows"));
    EXPECT_EQ(shipped.resolve("fire", p, {4}).result["hits"], 1);
    // A range edit moves the band, and the Gatling's dice count is read from the file.
    data["weapons"]["rifled_musket"]["ranges"]["close"] = 5;
    data["artillery"]["gatling"]["dice"] = 3;
    JacksonGame more(loadRuleset(data));
    more.add("army", unit("a", "foot", 1, "rifled_musket"));
    more.add("army", unit("g", "gatling", 3, "gatling_gun"));
    more.add("sioux", unit("b", "foot", 5, "bows"));
    EXPECT_EQ(more.resolve("fire", p, {4}).result["band"], "effective");
    EXPECT_EQ(more.resolve("gatling", {{"gun", "g"}, {"target", "b"}, {"range", 10}}, {8, 8, 8})
                  .rolls.size(),
              3u);
    // Movement dice per troop type.
    data["troop_types"]["foot"]["move_dice"] = 1;
    JacksonGame slow(loadRuleset(data));
    slow.add("army", unit("a", "foot", 1, "rifled_musket"));
    EXPECT_EQ(slow.resolve("move", {{"unit", "a"}}, {7}).result["distance"], 7.0);
}

// A referee's copy may name a weapon or a terrain with a "/" or "~": the steps' pointers escape
// the key (RFC 6901), so they still name the value read (resolve holds every step to it).
TEST(JacksonRuleset, StepsCiteKeysThatNeedEscaping) {
    json data = shippedJson();
    data["weapons"]["carbine/1873"] = data["weapons"]["carbine"];
    data["weapons"].erase("carbine");
    for (json& w : data["unit_schema"]["attributes"]["weapon"]["choices"]) {
        if (w == "carbine") {
            w = "carbine/1873";
        }
    }
    data["movement"]["terrain"]["light~woods"] = data["movement"]["terrain"]["light_woods"];
    data["movement"]["terrain"].erase("light_woods");
    JacksonGame t(loadRuleset(data));
    t.add("army", unit("a", "foot", 1, "carbine/1873"));
    t.add("sioux", unit("b", "foot", 5, "bows"));
    Outcome fire = t.resolve("fire", {{"firer", "a"}, {"target", "b"}, {"range", 10}}, {4});
    EXPECT_TRUE(adc::test::hasStep(fire, "/weapons/carbine~11873/ranges"));
    Outcome move = t.resolve(
        "move", {{"unit", "b"}, {"terrain", "light~woods"}, {"other_side_done", true}}, {4, 4});
    EXPECT_TRUE(adc::test::hasStep(move, "/movement/terrain/light~0woods/fraction"));
}

TEST(JacksonRuleset, BrokenCopiesReportPointers) {
    auto errors = [](const json& data) {
        try {
            loadRuleset(data);
        } catch (const LoadError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    json a = shippedJson();
    a["weapons"].erase("carbine");
    EXPECT_NE(errors(a).find("/unit_schema/attributes/weapon/choices/1"), std::string::npos);
    json b = shippedJson();
    b["fire"]["to_hit"]["long"]["hard"] = "one";
    EXPECT_NE(errors(b).find("/fire/to_hit/long/hard"), std::string::npos);
    json c = shippedJson();
    c["melee"]["modifiers"]["mounted_bonus"] = 1;
    EXPECT_NE(errors(c).find("/melee/modifiers/mounted_bonus"), std::string::npos);
    json d = shippedJson();
    d["troop_types"].erase("gatling");
    EXPECT_NE(errors(d).find("/troop_types/gatling"), std::string::npos);
    json e = shippedJson();
    e["house_rules"].erase("gatling_jam");
    EXPECT_NE(errors(e).find("/house_rules/gatling_jam"), std::string::npos);
    json f = shippedJson();
    f["weapons"]["bows"]["ranges"]["close"] = 30;
    EXPECT_NE(errors(f).find("/weapons/bows/ranges"), std::string::npos);
}

TEST(JacksonRuleset, AdcValidateAcceptsShippedAndReportsBrokenCopy) {
    RulesetRegistry registry = builtinRulesets();
    std::istringstream in;
    std::ostringstream out, err;
    cli::Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
    const std::string shipped = std::string(ADC_TEST_DATA_DIR) + "/rulesets/jackson.json";
    EXPECT_EQ(cli::run({"validate", shipped}, c), cli::Ok) << err.str();
    json broken = shippedJson();
    broken["movement"]["terrain"]["river"]["fraction"] = 4;
    auto path = std::filesystem::temp_directory_path() / "jackson-broken.json";
    {
        std::ofstream o(path);
        o << broken.dump(2);
    }
    std::ostringstream out2, err2;
    cli::Context c2{registry, ADC_TEST_DATA_DIR, in, out2, err2};
    EXPECT_NE(cli::run({"validate", path.string()}, c2), cli::Ok);
    EXPECT_NE((out2.str() + err2.str()).find("/movement/terrain/river/fraction"), std::string::npos)
        << out2.str() << err2.str();
    std::filesystem::remove(path);
}

TEST(JacksonRuleset, HintNamesTheBand) {
    JacksonGame t;
    t.add("army", unit("a", "foot", 1, "rifled_musket"));
    EXPECT_EQ(t.ruleset().hint("fire", {{"firer", "a"}, {"range", 30}}, t.state()),
              "effective range (close 20\", effective 40\", long 50\")");
}

} // namespace adc::jackson::test
