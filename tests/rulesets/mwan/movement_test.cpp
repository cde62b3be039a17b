#include "mwan_fixture.hpp"

namespace adc::mwan::test {

namespace {

double allowance(const Game& g, json params) {
    return resolve(g, "move", std::move(params)).result["allowance"].get<double>();
}

Game one(json unit, json options = json::object()) {
    return game(json::array({unit}), json::array({regiment("enemy", 4)}), options);
}

} // namespace

TEST(MwanMovement, InfantryRatesByFormation) {
    EXPECT_EQ(allowance(one(regiment("a", 4)), {{"unit", "a"}}), 6);
    EXPECT_EQ(
        allowance(one(regiment("a", 4, "trained", "rifled_musket", {{"formation", "column"}})),
                  {{"unit", "a"}}),
        9);
    EXPECT_EQ(
        allowance(one(regiment("a", 4, "trained", "rifled_musket", {{"formation", "road_column"}})),
                  {{"unit", "a"}}),
        12);
}

TEST(MwanMovement, CavalryRates) {
    json cav = regiment("c", 3, "veteran", "rifled_carbine", {{"kind", "cavalry"}});
    EXPECT_EQ(allowance(one(cav), {{"unit", "c"}}), 9);
    cav["formation"] = "road_column";
    EXPECT_EQ(allowance(one(cav), {{"unit", "c"}}), 18);
    cav["formation"] = "line";
    Game g = one(cav);
    EXPECT_EQ(
        refusal(g, "move", {{"unit", "c"}, {"change", "formation"}, {"new_formation", "column"}}),
        "/params/new_formation");
}

TEST(MwanMovement, ChargingInLineDoublesAndMarksTheTarget) {
    Game g = one(regiment("a", 4));
    Outcome o = play(
        g, "move", {{"unit", "a"}, {"charge", true}, {"charge_target", "enemy"}, {"distance", 11}});
    EXPECT_EQ(o.result["allowance"], 12);
    EXPECT_TRUE(g.state().unit("a")->attr<bool>("charging", false));
    EXPECT_EQ(due(g)["enemy"]["reason"], "charged");
    EXPECT_EQ(g.state().unit("a")->attr<double>("moved", 0), 11);
    json col = regiment("a", 4, "trained", "rifled_musket", {{"formation", "column"}});
    EXPECT_EQ(allowance(one(col), {{"unit", "a"}, {"charge", true}}), 9);
}

TEST(MwanMovement, UnitThatFiredMayNotCharge) {
    Game g = one(regiment("a", 4, "trained", "rifled_musket", {{"fired", true}}));
    EXPECT_EQ(refusal(g, "move", {{"unit", "a"}, {"charge", true}}), "/params/charge");
}

TEST(MwanMovement, ChangeOfFormationOrFacingCostsHalf) {
    Game g = one(regiment("a", 4));
    Outcome o =
        play(g, "move", {{"unit", "a"}, {"change", "formation"}, {"new_formation", "column"}});
    EXPECT_EQ(o.result["allowance"], 4.5);
    EXPECT_EQ(g.state().unit("a")->attr<std::string>("formation", ""), "column");
    EXPECT_EQ(allowance(one(regiment("a", 4)), {{"unit", "a"}, {"change", "facing"}}), 3);
}

TEST(MwanMovement, M13ColumnWheelFreeOrCosting) {
    json col = regiment("a", 4, "trained", "rifled_musket", {{"formation", "column"}});
    EXPECT_EQ(allowance(one(col), {{"unit", "a"}, {"change", "column_wheel"}}), 9);
    EXPECT_EQ(allowance(one(col, {{"formation_change_cost", "every_change"}}),
                        {{"unit", "a"}, {"change", "column_wheel"}}),
              4.5);
    EXPECT_EQ(refusal(one(regiment("a", 4)), "move", {{"unit", "a"}, {"change", "column_wheel"}}),
              "/params/change");
}

// "we did not apply it to a simple "Column Right, March" ... We did apply it to right facing a
// line to form a column ... but I'm not sure we should have." M13 (b): "Wheels and simple column
// turns are exempt" takes in a line's wheel too.
TEST(MwanMovement, M13ALinesWheelIsFreeOnlyUnderWheelsFree) {
    json line = regiment("a", 4);
    json col = regiment("a", 4, "trained", "rifled_musket", {{"formation", "column"}});
    EXPECT_EQ(allowance(one(line), {{"unit", "a"}, {"change", "wheel"}}), 3);
    EXPECT_EQ(allowance(one(line, {{"formation_change_cost", "wheels_free"}}),
                        {{"unit", "a"}, {"change", "wheel"}}),
              6);
    EXPECT_EQ(allowance(one(col, {{"formation_change_cost", "wheels_free"}}),
                        {{"unit", "a"}, {"change", "column_wheel"}}),
              9);
    EXPECT_EQ(allowance(one(line, {{"formation_change_cost", "wheels_free"}}),
                        {{"unit", "a"}, {"change", "facing"}}),
              3); // a change of facing is no wheel
    EXPECT_EQ(refusal(one(col), "move", {{"unit", "a"}, {"change", "wheel"}}), "/params/change");
}

TEST(MwanMovement, RoadCountsForNothingOffTheGunsAndSaysSo) {
    Outcome o = resolve(one(regiment("a", 4)), "move", {{"unit", "a"}, {"road", true}});
    EXPECT_EQ(o.result["allowance"], 6);
    bool said = false;
    for (const auto& step : o.steps) {
        said = said || step.text.find("counts for nothing") != std::string::npos;
    }
    EXPECT_TRUE(said);
}

TEST(MwanMovement, ArtilleryLimberedUnlimberedAndRoad) {
    json limbered = section("g", 1, "rifled_artillery", {{"limbered", true}});
    EXPECT_EQ(allowance(one(limbered), {{"unit", "g"}}), 6);
    EXPECT_EQ(allowance(one(limbered), {{"unit", "g"}, {"road", true}}), 12);
    EXPECT_EQ(allowance(one(section("g", 1, "rifled_artillery")), {{"unit", "g"}}), 4);
    Game g = one(section("g", 1, "rifled_artillery"));
    Outcome o = play(g, "move", {{"unit", "g"}, {"change", "limber"}});
    EXPECT_EQ(o.result["allowance"], 3);
    EXPECT_TRUE(g.state().unit("g")->attr<bool>("limbered", false));
    EXPECT_EQ(refusal(g, "move", {{"unit", "g"}, {"change", "limber"}}), "/params/change");
    EXPECT_EQ(refusal(g, "move", {{"unit", "g"}, {"charge", true}}), "/params/charge");
}

TEST(MwanMovement, M9NoLimbers) {
    json gun = section("g", 1, "smoothbore_artillery");
    EXPECT_EQ(allowance(one(gun, {{"limbers", "no_limbers"}}), {{"unit", "g"}}), 6);
    EXPECT_EQ(allowance(one(gun, {{"limbers", "no_limbers"}, {"no_limber_rule", "four_inch_cap"}}),
                        {{"unit", "g"}, {"road", true}}),
              4);
    EXPECT_EQ(refusal(one(gun, {{"limbers", "no_limbers"}}), "move",
                      {{"unit", "g"}, {"change", "limber"}}),
              "/params/change");
}

TEST(MwanMovement, OneInchStandsMoveTwoThirds) {
    EXPECT_EQ(allowance(one(regiment("a", 4), {{"base_size", "one_inch"}}), {{"unit", "a"}}), 4);
    json cav = regiment("c", 3, "veteran", "rifled_carbine",
                        {{"kind", "cavalry"}, {"formation", "road_column"}});
    EXPECT_EQ(allowance(one(cav, {{"base_size", "one_inch"}}), {{"unit", "c"}}), 12);
}

TEST(MwanMovement, DistanceBeyondAllowanceIsRefused) {
    Game g = one(regiment("a", 4));
    EXPECT_EQ(refusal(g, "move", {{"unit", "a"}, {"distance", 6.5}}), "/params/distance");
    EXPECT_EQ(refusal(g, "move", {{"unit", "a"}, {"distance", 6}}), "");
}

TEST(MwanMovement, RoutedRalliedAndCommandersDoNotUseTheCalculator) {
    Game g = game(json::array({regiment("r", 4, "trained", "rifled_musket", {{"status", "routed"}}),
                               regiment("y", 4, "trained", "rifled_musket", {{"rallied", true}}),
                               commander("gen", "brigade", "")}),
                  json::array({regiment("enemy", 4)}));
    for (const char* id : {"r", "y", "gen"}) {
        EXPECT_EQ(refusal(g, "move", {{"unit", id}}), "/params/unit") << id;
    }
}

TEST(MwanMovement, EditedRateChangesTheAllowance) {
    json data = shippedJson();
    data["movement"]["infantry"]["line"] = 8;
    data["movement"]["charge_multiplier"] = 3;
    Game g = game(json::array({regiment("a", 4)}), json::array({regiment("b", 4)}), json::object(),
                  ruleset(data));
    EXPECT_EQ(allowance(g, {{"unit", "a"}, {"charge", true}}), 24);
}

// M9 move_or_fire: guns without limbers that move more than 4" are told they may not fire.
TEST(MwanMovement, M9MovingGunsWithoutLimbersAreToldTheyMayNotFire) {
    Game g = one(section("g", 1, "smoothbore_artillery"), {{"limbers", "no_limbers"}});
    Outcome far = resolve(g, "move", {{"unit", "g"}, {"distance", 5}});
    EXPECT_TRUE(adc::test::hasStep(far, "M9"));
    EXPECT_EQ(far.result["distance"], 5);
    EXPECT_FALSE(adc::test::hasStep(resolve(g, "move", {{"unit", "g"}, {"distance", 4}}), "M9"));
}

TEST(MwanMovement, UnlimberedGunsGainNothingOnARoad) {
    Outcome o =
        resolve(one(section("g", 1, "rifled_artillery")), "move", {{"unit", "g"}, {"road", true}});
    EXPECT_EQ(o.result["allowance"], 4);
    ASSERT_EQ(o.steps.size(), 2u);
    EXPECT_EQ(o.steps[1].text, "On a road: counts for nothing for unlimbered guns");
    EXPECT_EQ(o.steps[1].rule, "/movement/artillery/unlimbered");
}

} // namespace adc::mwan::test
