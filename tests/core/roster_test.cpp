// Units, leaders, casualties by turn, and the unit schema's checks.
#include "test_support.hpp"

#include "adc/unit_schema.hpp"

namespace adc {

using testing::drillRuleset;
using testing::hasError;
using testing::skirmishGame;

TEST(Roster, ScenarioUnitsCarryEverything) {
    Game g = skirmishGame();
    const GameState& s = g.state();
    ASSERT_EQ(s.units.size(), 3u);
    const Unit* b = s.unit("ma20b");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->side, "usa");
    EXPECT_EQ(b->name, "20th Mass. Co. B");
    EXPECT_EQ(b->kind, "infantry");
    EXPECT_EQ(b->quality, "green");
    EXPECT_EQ(b->strength, 8);
    EXPECT_EQ(b->startStrength, 10);
    EXPECT_EQ(b->status, status::Disordered);
    EXPECT_EQ(b->attrs["weapon"], "musket");
    EXPECT_EQ(b->attrs["morale"], 4);
    EXPECT_EQ(b->attrs["loaded"], true); // schema default
    EXPECT_EQ(b->attrs["range"], 12.5);
    EXPECT_EQ(b->attrs["notes"], "lost two at the ford");
    const Unit* a = s.unit("ma20a");
    ASSERT_EQ(a->leaders.size(), 1u);
    EXPECT_EQ(a->leaders[0], (Leader{"Capt. Holmes", "captain", 1, "active"}));
    EXPECT_EQ(a->startStrength, 10);
    EXPECT_EQ(s.unit("tx1a")->attrs["badges"], json::array({"Gaines' Mill"}));
    EXPECT_EQ(s.side("csa")->colour, "red");
    EXPECT_EQ(s.side("usa")->commands.at(0).units, (std::vector<std::string>{"ma20a", "ma20b"}));
    EXPECT_EQ(s.unit("nobody"), nullptr);
    EXPECT_EQ(s.side("nobody"), nullptr);
    EXPECT_EQ(s.options.at("volley_bonus"), "plus_one");
    EXPECT_EQ(b->attr<int>("morale", 0), 4);
    EXPECT_EQ(b->attr<int>("absent", -1), -1);
}

TEST(Roster, CasualtiesAreKeptWithTheirTurn) {
    Game g = skirmishGame();
    g.apply(testing::effects({Effect::casualties("tx1a", 2, "volley")}));
    g.apply(testing::effects({Effect::phase(2, 0)}));
    g.apply(testing::effects(
        {Effect::casualties("tx1a", 3, "melee"), Effect::casualties("tx1a", 1, "volley")}));
    g.apply(testing::effects({Effect::casualties("tx1a", 0, "missed")}));
    const Unit& u = *g.state().unit("tx1a");
    EXPECT_EQ(u.strength, 6);
    EXPECT_EQ(u.lossesInTurn(1), 2);
    EXPECT_EQ(u.lossesInTurn(2), 4);
    EXPECT_EQ(u.lossesInTurn(3), 0);
    EXPECT_EQ(u.totalLosses(), 6);
    ASSERT_EQ(u.casualties.size(), 3u); // nothing recorded for zero losses
    EXPECT_EQ(u.casualties[1], (Casualty{2, 3, "melee"}));
    EXPECT_EQ(g.events()[2].turn, 2);
}

TEST(Roster, LossesStopAtZeroAndEliminate) {
    Game g = skirmishGame();
    g.apply(testing::effects({Effect::casualties("ma20b", 50, "canister")}));
    const Unit& u = *g.state().unit("ma20b");
    EXPECT_EQ(u.strength, 0);
    EXPECT_TRUE(u.eliminated());
    EXPECT_EQ(u.totalLosses(), 8);
    g.undo();
    EXPECT_EQ(g.state().unit("ma20b")->status, status::Disordered);
    EXPECT_EQ(g.state().unit("ma20b")->strength, 8);
}

TEST(Roster, ToJsonNamesEveryField) {
    Game g = skirmishGame();
    json j = *g.state().unit("ma20a");
    for (const char* key : {"id", "name", "side", "kind", "quality", "strength", "start_strength",
                            "status", "leaders", "attrs", "casualties"}) {
        EXPECT_TRUE(j.contains(key)) << key;
    }
    EXPECT_EQ(j["leaders"][0]["modifier"], 1);
}

class SchemaTest : public ::testing::Test {
protected:
    const UnitSchema& schema() { return rs_->unitSchema(); }
    Diagnostics check(const json& unit) {
        Diagnostics d("u.json");
        JsonReader r(unit, d);
        schema().check(r, "");
        return d;
    }
    std::shared_ptr<const Ruleset> rs_ = drillRuleset();
};

TEST_F(SchemaTest, ReadsTheDeclaration) {
    EXPECT_EQ(schema().strengthUnit, "figures");
    EXPECT_EQ(schema().kinds, (std::vector<std::string>{"infantry", "artillery"}));
    EXPECT_EQ(schema().statuses.size(), 7u); // six core statuses and "shaken"
    EXPECT_EQ(schema().statuses.back(), "shaken");
    const AttributeSpec* m = schema().find("morale");
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(m->type, AttrType::Integer);
    EXPECT_EQ(m->min, 0);
    EXPECT_EQ(m->max, 9);
    EXPECT_EQ(m->defaultValue, 5);
    EXPECT_TRUE(schema().find("weapon")->required);
    EXPECT_EQ(schema().find("nothing"), nullptr);
    json j = schema();
    EXPECT_EQ(j["attributes"]["weapon"]["choices"], json::array({"musket", "rifle"}));
}

TEST_F(SchemaTest, ChecksEachTypeOfAttribute) {
    EXPECT_TRUE(check({{"weapon", "rifle"}}).ok());
    EXPECT_TRUE(hasError(check(json::object()), "/weapon", "is missing (Weapon)"));
    EXPECT_TRUE(hasError(check({{"weapon", "bow"}}), "/weapon", "must be one of musket, rifle"));
    EXPECT_TRUE(hasError(check({{"weapon", "rifle"}, {"morale", 10}}), "/morale",
                         "must be a whole number ≥ 0 and ≤ 9, found 10"));
    EXPECT_TRUE(hasError(check({{"weapon", "rifle"}, {"morale", 2.5}}), "/morale"));
    EXPECT_TRUE(check({{"weapon", "rifle"}, {"morale", 2.0}}).ok());
    EXPECT_TRUE(hasError(check({{"weapon", "rifle"}, {"morale", "high"}}), "/morale"));
    EXPECT_TRUE(
        hasError(check({{"weapon", "rifle"}, {"loaded", 1}}), "/loaded", "must be true or false"));
    EXPECT_TRUE(hasError(check({{"weapon", "rifle"}, {"range", -1}}), "/range",
                         "must be a number ≥ 0 and ≤ 100"));
    EXPECT_TRUE(check({{"weapon", "rifle"}, {"range", 99.5}}).ok());
    EXPECT_TRUE(
        hasError(check({{"weapon", "rifle"}, {"badges", "one"}}), "/badges", "must be a list"));
    EXPECT_TRUE(hasError(check({{"weapon", "rifle"}, {"motto", 3}}), "/motto", "must be text"));
    EXPECT_TRUE(hasError(check(json::array()), "", "must be an object"));
}

TEST_F(SchemaTest, CheckValueAnswersForOneValue) {
    const AttributeSpec& morale = *schema().find("morale");
    EXPECT_EQ(schema().checkValue(morale, 9), "");
    EXPECT_EQ(schema().checkValue(morale, -1), "must be a whole number ≥ 0 and ≤ 9");
    EXPECT_NE(schema().checkValue(morale, true), "");
    EXPECT_NE(schema().checkValue(morale, json()), "");
}

TEST(SchemaReading, ErrorsCarryTheirPointers) {
    json s = {{"strength_unit", "bananas"},
              {"kinds", json::array()},
              {"statuses", {1}},
              {"extra", true},
              {"attributes",
               {{"a", {{"type", "colour"}, {"default", 1}}},
                {"b", {{"type", "integer"}}},
                {"c", {{"type", "choice"}, {"required", true}}},
                {"d", {{"type", "integer"}, {"min", 0}, {"max", 3}, {"default", 7}}},
                {"e", 5}}}};
    json root = {{"unit_schema", s}};
    Diagnostics d;
    JsonReader r(root, d);
    readUnitSchema(r, "/unit_schema");
    EXPECT_TRUE(hasError(d, "/unit_schema/strength_unit", "must be one of figures"));
    EXPECT_TRUE(hasError(d, "/unit_schema/kinds", "at least one kind"));
    EXPECT_TRUE(hasError(d, "/unit_schema/statuses/0", "must be text"));
    EXPECT_TRUE(hasError(d, "/unit_schema/extra", "is not a known key"));
    EXPECT_TRUE(hasError(d, "/unit_schema/attributes/a/type", "must be one of integer"));
    EXPECT_TRUE(hasError(d, "/unit_schema/attributes/b/default", "needs a default"));
    EXPECT_TRUE(hasError(d, "/unit_schema/attributes/c/choices", "is missing"));
    EXPECT_TRUE(hasError(d, "/unit_schema/attributes/d/default", "≤ 3"));
    EXPECT_TRUE(hasError(d, "/unit_schema/attributes/e", "must be an object"));
}

} // namespace adc
