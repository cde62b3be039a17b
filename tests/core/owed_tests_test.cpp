// The one record of owed tests: Owed effects owe and discharge a unit's test, undo puts the
// record back exactly, saves keep it, and the migration helpers turn the records older saves
// kept in a module's own flag or unit attribute into it.
#include "test_support.hpp"

#include "adc/owed_tests.hpp"

namespace adc {

using testing::effects;
using testing::skirmishGame;

namespace {

TEST(OwedTests, AnOwedEffectOwesAndDischargesOneTest) {
    Game g = skirmishGame();
    const json before = g.state();
    g.apply(effects({Effect::owed("tx1a", "morale", {{"reason", "fired on"}, {"lost", 2}}),
                     Effect::owed("tx1a", "rally", {{"reason", "routed"}}),
                     Effect::owed("ma20a", "morale", {{"reason", "joker"}})}));
    ASSERT_NE(owedTest(g.state(), "tx1a", "morale"), nullptr);
    EXPECT_EQ(*owedTest(g.state(), "tx1a", "morale"), json({{"reason", "fired on"}, {"lost", 2}}));
    EXPECT_EQ(owedTest(g.state(), "ma20b", "morale"), nullptr);
    const std::vector<OwedTest> morale = owedTests(g.state(), "morale");
    ASSERT_EQ(morale.size(), 2u);
    EXPECT_EQ(morale[0].unit, "ma20a"); // by unit id
    EXPECT_EQ(morale[0].reason(), "joker");
    EXPECT_EQ(owedTests(g.state()).size(), 3u);
    EXPECT_EQ(json(g.state())["owed"]["tx1a"]["rally"], json({{"reason", "routed"}}));

    g.apply(
        effects({Effect::owed("tx1a", "morale", nullptr), Effect::owed("tx1a", "rally", nullptr),
                 Effect::owed("ma20a", "morale", nullptr)}));
    // Nothing owed leaves no trace: the state reads as before any test was owed.
    EXPECT_TRUE(g.state().owed.empty());
    EXPECT_EQ(json(g.state()), before);
    EXPECT_FALSE(json(g.state()).contains("owed"));
    g.undo();
    EXPECT_EQ(owedTests(g.state()).size(), 3u);
    g.undo();
    EXPECT_EQ(json(g.state()), before);
}

TEST(OwedTests, AnOwedEffectNamesAUnitAndAnAction) {
    Game g = skirmishGame();
    EXPECT_THROW(g.apply(effects({Effect::owed("nobody", "morale", {{"reason", "x"}})})),
                 RuleError);
    EXPECT_THROW(g.apply(effects({Effect::owed("tx1a", "", {{"reason", "x"}})})), RuleError);
    // Discharging what is not owed changes nothing.
    const json before = g.state();
    g.apply(effects({Effect::owed("tx1a", "morale", nullptr)}));
    EXPECT_EQ(json(g.state()), before);
}

TEST(OwedTests, TheEffectReadsAndWritesAsJsonAndInWords) {
    const Effect e = Effect::owed("tx1a", "morale", {{"reason", "fired on"}});
    const json j = e;
    EXPECT_EQ(j, json({{"kind", "owed"},
                       {"unit", "tx1a"},
                       {"key", "morale"},
                       {"value", {{"reason", "fired on"}}}}));
    EXPECT_EQ(j.get<Effect>(), e);
    const json cleared = Effect::owed("tx1a", "morale", nullptr);
    EXPECT_TRUE(cleared.contains("value"));
    EXPECT_EQ(cleared.get<Effect>(), Effect::owed("tx1a", "morale", nullptr));
    EXPECT_EQ(e.describe(), "tx1a: owes a morale test (fired on)");
    EXPECT_EQ(Effect::owed("tx1a", "morale", nullptr).describe(), "tx1a: owes no morale test");
}

TEST(OwedTests, ASavedGameKeepsTheRecordAndReplaysToIt) {
    Game g = skirmishGame();
    g.apply(effects({Effect::owed("tx1a", "morale", {{"reason", "fired on"}})}));
    const json saved = saveGameToJson(g);
    EXPECT_EQ(saved["format"], kSaveFormat);
    EXPECT_EQ(saved["state"]["owed"], json({{"tx1a", {{"morale", {{"reason", "fired on"}}}}}}));
    Game loaded = gameFromJson(saved, drill::registry(), drill::dataDir(), "g.adc.json");
    EXPECT_TRUE(loaded.state().sameAs(g.state()));
    // A save of the first format loads (the drill module had nothing to migrate); a newer one
    // is refused at its format.
    json first = saved;
    first["format"] = 1;
    EXPECT_NO_THROW(gameFromJson(first, drill::registry(), drill::dataDir(), "g.adc.json"));
    json newer = saved;
    newer["format"] = kSaveFormat + 1;
    EXPECT_TRUE(testing::hasError(testing::saveErrors(newer), "/format"));
}

json effectJson(const Effect& e) {
    return e;
}

// A save as an older version wrote it: only what the migration reads.
json oldSave(std::vector<std::vector<json>> events, json stateFlags, json stateUnits = json()) {
    json history = json::array();
    for (auto& list : events) {
        history.push_back({{"outcome", {{"effects", list}}}});
    }
    json save = {{"history", history}, {"state", {{"flags", stateFlags}}}};
    if (!stateUnits.is_null()) {
        save["state"]["units"] = stateUnits;
    }
    return save;
}

TEST(OwedTests, AWholeTableUnderAFlagBecomesOwedEffectsOfWhatEachSetChanged) {
    const json other = effectJson(Effect::attr("a", "fired", true));
    json save =
        oldSave({{other, effectJson(Effect::flag("due", {{"a", 1}}))},
                 {effectJson(Effect::flag("due", {{"a", 1}, {"b", 2}}))},
                 {effectJson(Effect::flag("due", {{"b", 3}})), effectJson(Effect::flag("x", 1))},
                 {effectJson(Effect::flag("due", nullptr))}},
                {{"due", {{"b", 3}}}, {"x", 1}});
    migrateOwedFlag(save, "due", "morale", [](const json& n) { return json{{"move", n}}; });
    const json& h = save["history"];
    EXPECT_EQ(h[0]["outcome"]["effects"],
              json({other, effectJson(Effect::owed("a", "morale", {{"move", 1}}))}));
    EXPECT_EQ(h[1]["outcome"]["effects"],
              json({effectJson(Effect::owed("b", "morale", {{"move", 2}}))}));
    EXPECT_EQ(h[2]["outcome"]["effects"],
              json({effectJson(Effect::owed("a", "morale", nullptr)),
                    effectJson(Effect::owed("b", "morale", {{"move", 3}})),
                    effectJson(Effect::flag("x", 1))}));
    EXPECT_EQ(h[3]["outcome"]["effects"], json({effectJson(Effect::owed("b", "morale", nullptr))}));
    EXPECT_EQ(save["state"]["flags"], json({{"x", 1}}));
    EXPECT_EQ(save["state"]["owed"], json({{"b", {{"morale", {{"move", 3}}}}}}));
}

TEST(OwedTests, AListOfUnitsUnderAFlagIsATableOfTrue) {
    json save =
        oldSave({{effectJson(Effect::flag("owed_list", {"a", "b"}))}}, {{"owed_list", {"a", "b"}}});
    migrateOwedFlag(save, "owed_list", "morale", [](const json& v) {
        return json{{"reason", "joker"}, {"was", v}};
    });
    EXPECT_EQ(save["history"][0]["outcome"]["effects"].size(), 2u);
    EXPECT_EQ(save["state"]["owed"]["b"]["morale"], json({{"reason", "joker"}, {"was", true}}));
    EXPECT_FALSE(save["state"]["flags"].contains("owed_list"));
}

TEST(OwedTests, AUnitAttributeBecomesOwedEffectsAndLeavesTheUnits) {
    json save = oldSave({{effectJson(Effect::attr("a", "due", "fired on")),
                          effectJson(Effect::attr("a", "moved", true))},
                         {effectJson(Effect::attr("a", "due", ""))}},
                        json::object(),
                        json::array({{{"id", "a"}, {"attrs", {{"due", ""}, {"moved", true}}}},
                                     {{"id", "b"}, {"attrs", {{"due", "lost a leader"}}}}}));
    save["scenario"] = {
        {"sides", json::array({{{"units", json::array({{{"id", "a"}, {"due", ""}}})}}})}};
    migrateOwedAttribute(save, "due", "morale", [](const json& why) {
        return json{{"reason", why}};
    });
    EXPECT_EQ(save["history"][0]["outcome"]["effects"],
              json({effectJson(Effect::owed("a", "morale", {{"reason", "fired on"}})),
                    effectJson(Effect::attr("a", "moved", true))}));
    EXPECT_EQ(save["history"][1]["outcome"]["effects"],
              json({effectJson(Effect::owed("a", "morale", nullptr))}));
    EXPECT_EQ(save["state"]["units"][0]["attrs"], json({{"moved", true}}));
    EXPECT_EQ(save["state"]["owed"], json({{"b", {{"morale", {{"reason", "lost a leader"}}}}}}));
    EXPECT_EQ(save["scenario"]["sides"][0]["units"][0], json({{"id", "a"}}));
}

} // namespace
} // namespace adc
