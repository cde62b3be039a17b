#include "roe_support.hpp"

namespace adc::roe::test {

TEST(RoeFigures, DefaultsComeFromTheUnit) {
    auto rs = shipped();
    GameState s = makeState(*rs, {{"csa", unitJson("miss", json::array({fig("A")}),
                                                   {{"quality", "crack"}, {"weapon", "rifle"}})}});
    const auto& roe = dynamic_cast<const RoeRuleset&>(*rs);
    auto figs = readFigures(*s.unit("miss"), roe.tables());
    ASSERT_EQ(figs.size(), 1u);
    EXPECT_EQ(figs[0].grade, "crack");
    EXPECT_EQ(figs[0].weapon, "rifle");
    EXPECT_TRUE(figs[0].loaded);
    EXPECT_FALSE(figs[0].aimed);
    EXPECT_EQ(figs[0].role, "private");
    EXPECT_EQ(figs[0].status, "fighting");
}

TEST(RoeFigures, AMalformedFigureInARequestNamesTheParameter) {
    auto rs = shipped();
    GameState s =
        makeState(*rs, {{"csa", unitJson("miss", json::array({fig("A", {{"weapon", "bow"}})}))},
                        {"usa", unitJson("mass", privates("U", 2))}});
    s.flags = acting("miss", 1);
    try {
        resolve(*rs, s, "fire", {{"unit", "miss"}, {"target", "mass"}, {"range", 5}}, {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/unit");
        EXPECT_NE(std::string(e.what()).find("weapon must be one of"), std::string::npos);
    }
}

TEST(RoeFigures, ScenarioChecksSharpshootersLeadersNamesAndStrength) {
    auto rs = shipped();
    json scenario = {
        {"format", 1},
        {"kind", "scenario"},
        {"ruleset", "roe"},
        {"name", "check"},
        {"sides",
         {{{"id", "csa"},
           {"name", "C"},
           {"colour", "red"},
           {"units",
            {unitJson("ss", privates("S", 2), {{"kind", "sharpshooter"}}),
             unitJson("dup", json::array({fig("Same"), fig("Same")})),
             unitJson("old", privates("O", 2),
                      {{"leaders", {{{"name", "Capt. X"}, {"rank", "officer"}}}}})}}},
          {{"id", "usa"}, {"name", "U"}, {"colour", "red"}, {"units", json::array()}}}}};
    scenario["sides"][0]["units"][1]["strength"] = 1;
    try {
        scenarioFromJson(scenario, *rs, "check.json");
        FAIL();
    } catch (const LoadError& e) {
        std::string t = e.what();
        EXPECT_NE(t.find("/sides/0/units/0/figures: sharpshooters"), std::string::npos) << t;
        EXPECT_NE(t.find("/sides/0/units/1/figures/1/name"), std::string::npos) << t;
        EXPECT_NE(t.find("/sides/0/units/1/strength"), std::string::npos) << t;
        EXPECT_NE(t.find("/sides/0/units/2/leaders"), std::string::npos) << t;
        EXPECT_NE(t.find("/sides/1/colour: another side"), std::string::npos) << t;
    }
}

TEST(RoeFigures, EveryRandomEventCanBeRolled) {
    auto rs = shipped();
    GameState s = makeState(*rs, {{"csa", unitJson("miss", privates("P", 1))}});
    s.flags["roe.shuffled_turn"] = 1;
    const json events = shippedJson()["random_events"]["events"];
    ASSERT_EQ(events.size(), 6u);
    for (const auto& ev : events) {
        Outcome o = resolve(*rs, s, "draw_card", {{"card", "AH"}}, {ev["roll"].get<int>()});
        EXPECT_EQ(o.result["event"]["name"], ev["name"]);
        EXPECT_EQ(o.result["event"]["text"], ev["text"]);
    }
}

TEST(RoeFigures, HintNamesTheRangeBand) {
    auto rs = shipped();
    GameState s = makeState(*rs, {});
    EXPECT_EQ(rs->hint("fire", {{"range", 12}}, s), "SHORT (0-12\")");
    EXPECT_EQ(rs->hint("fire", {{"range", 30}}, s), "MEDIUM (12-72\")");
    EXPECT_EQ(rs->hint("fire", {{"range", 80}}, s), "out of range (beyond 72\")");
}

TEST(RoeFigures, BrokenRulesetCopiesAreReportedWithPointers) {
    json data = shippedJson();
    data["fire"]["hit_on"]["musket"].erase("medium");
    data["grades"]["morale_level"]["crack"] = 20;
    data["movement"]["obstacles"]["doorway"]["inches"] = "four";
    data["typo_key"] = 1;
    try {
        edited(data);
        FAIL();
    } catch (const LoadError& e) {
        std::string t = e.what();
        EXPECT_NE(t.find("/fire/hit_on/musket: has no hit number for band \"medium\""),
                  std::string::npos)
            << t;
        EXPECT_NE(t.find("/grades/morale_level/crack"), std::string::npos) << t;
        EXPECT_NE(t.find("/movement/obstacles/doorway/inches"), std::string::npos) << t;
        EXPECT_NE(t.find("/typo_key"), std::string::npos) << t;
    }
}

} // namespace adc::roe::test
