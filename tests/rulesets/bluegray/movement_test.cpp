#include "bluegray_fixture.hpp"

namespace adc::bluegray::test {

namespace {

double inches(const Outcome& o) {
    return o.result.at("inches").get<double>();
}

} // namespace

class Movement : public BlueGrayGame {
protected:
    // A fresh unit with a written order on move 2, then its move.
    Outcome moveOf(json u, json params, const std::string& ord = "forward") {
        sc.units.clear();
        unit(u, "union");
        at(2, "orders");
        if (!ord.empty()) {
            order(u["id"], ord);
        }
        params["unit"] = u["id"];
        return play("move", params);
    }
    json kind(const std::string& k, json extra = json::object()) {
        json u = {{"id", "m"}, {"name", "m"}, {"kind", k}, {"quality", "line"}, {"strength", 10}};
        u.update(extra);
        return u;
    }
};

TEST_F(Movement, InfantryLineAndColumnRates) {
    struct Case {
        std::string formation, pace, surface;
        double want;
    };
    const std::vector<Case> cases = {
        {"line", "march", "cross_country", 6},     {"line", "march", "road", 7},
        {"line", "charge", "cross_country", 9},    {"line", "charge", "road", 10},
        {"column", "march", "cross_country", 9},   {"column", "march", "road", 10},
        {"column", "charge", "cross_country", 12}, {"column", "charge", "road", 13}};
    for (const auto& c : cases) {
        Outcome o = moveOf(kind("infantry", {{"formation", c.formation}}),
                           {{"pace", c.pace}, {"surface", c.surface}},
                           c.pace == "charge" ? "charge" : "forward");
        EXPECT_EQ(inches(o), c.want) << c.formation << " " << c.pace << " " << c.surface;
    }
}

TEST_F(Movement, LightTroopsAddAnInchCavalryAndOthers) {
    EXPECT_EQ(inches(moveOf(kind("light_infantry"), {})), 7);
    EXPECT_EQ(inches(moveOf(kind("skirmisher"), {}, "")), 7); // skirmishers need no order
    EXPECT_EQ(inches(moveOf(kind("individual", {{"formation", "column"}}), {})), 10);
    EXPECT_EQ(inches(moveOf(kind("cavalry"), {})), 10);
    EXPECT_EQ(inches(moveOf(kind("cavalry"), {{"surface", "road"}})), 11);
    EXPECT_EQ(inches(moveOf(kind("cavalry"), {{"pace", "charge"}}, "charge")), 15);
    EXPECT_EQ(inches(moveOf(kind("cavalry"), {{"pace", "charge"}, {"surface", "road"}}, "charge")),
              16);
    EXPECT_EQ(inches(moveOf(kind("cavalry", {{"mount", "dismounted"}}), {})), 7);
    EXPECT_EQ(inches(moveOf(kind("horse_artillery"), {})), 10);
    EXPECT_EQ(inches(moveOf(kind("artillery"), {})), 6);
    EXPECT_EQ(inches(moveOf(kind("artillery"), {{"with_gun", false}})), 7);
    EXPECT_EQ(inches(moveOf(kind("engineer"), {})), 7);
    EXPECT_EQ(inches(moveOf(kind("engineer", {{"mount", "mounted"}}), {})), 10);
    EXPECT_EQ(
        inches(moveOf(kind("officer", {{"mount", "mounted"}}), {{"pace", "charge"}}, "charge")),
        15);
}

TEST_F(Movement, ObstaclesOnceOrPerObstacle) {
    EXPECT_EQ(inches(moveOf(kind("infantry"), {{"obstacles", 2}})), 4);
    option("obstacle_deduction", "per_obstacle");
    EXPECT_EQ(inches(moveOf(kind("infantry"), {{"obstacles", 2}})), 2);
    EXPECT_EQ(inches(moveOf(kind("infantry"), {{"obstacles", 4}})), 0); // never below 0
}

TEST_F(Movement, AfterAChargeAndTwoChargesThenRest) {
    inf("m", "union", "line", 10);
    unit(kind("cavalry", {{"id", "c"}, {"name", "c"}}), "union");
    at(2, "orders");
    order("m", "charge");
    order("c", "charge");
    EXPECT_EQ(inches(play("move", {{"unit", "m"}, {"pace", "charge"}})), 9);
    EXPECT_EQ(inches(play("move", {{"unit", "c"}, {"pace", "charge"}})), 15);
    at(3, "orders");
    order("m", "charge");
    order("c", "forward");
    Outcome second = play("move", {{"unit", "m"}, {"pace", "charge"}});
    EXPECT_EQ(inches(second), 6); // G9 (a): 9 - 3
    EXPECT_TRUE(hasStep(second, "G9"));
    EXPECT_EQ(inches(play("move", {{"unit", "c"}})), 5.5); // 10 - 4.5
    at(4, "orders");
    order("m", "forward");
    EXPECT_THROW(roll("move", {{"unit", "m"}}), RuleError); // must rest after two charges
    // G9 (b): the second charge at full speed
    option("second_charge", "full");
    sc.units.clear();
    inf("m", "union", "line", 10);
    at(2, "orders");
    order("m", "charge");
    play("move", {{"unit", "m"}, {"pace", "charge"}});
    at(3, "orders");
    order("m", "charge");
    EXPECT_EQ(inches(play("move", {{"unit", "m"}, {"pace", "charge"}})), 9);
}

TEST_F(Movement, SquareTakesAMove) {
    Outcome o = moveOf(kind("infantry"), {{"formation_change", "form_square"}}, "form_square");
    EXPECT_EQ(inches(o), 0);
    EXPECT_EQ(u("m").attr<std::string>("formation", ""), "square");
    at(3, "orders");
    order("m", "forward");
    EXPECT_THROW(roll("move", {{"unit", "m"}}), RuleError); // in square: form first
    order("m", "leave_square");
    play("move", {{"unit", "m"}, {"formation_change", "leave_square_column"}});
    EXPECT_EQ(u("m").attr<std::string>("formation", ""), "column");
    EXPECT_THROW(moveOf(kind("cavalry"), {{"formation_change", "form_square"}}, "form_square"),
                 RuleError);
}

TEST_F(Movement, CavalryDismountingOptions) {
    Outcome held =
        moveOf(kind("cavalry", {{"strength", 12}}), {{"dismount", "horse_holders"}}, "dismount");
    EXPECT_EQ(inches(held), 3);
    EXPECT_EQ(held.result["horse_holders"], 3); // 12 horses: 1 holder per 5, rounded up
    EXPECT_EQ(u("m").attr<std::string>("mount", ""), "dismounted");
    EXPECT_EQ(u("m").attr<std::string>("horses", ""), "held");
    sc.units.clear();
    unit(kind("cavalry"), "union");
    inf("e", "confed", "line", 10);
    at(2, "orders");
    order("m", "dismount");
    Outcome picket = play("move", {{"unit", "m"}, {"dismount", "picket"}});
    EXPECT_EQ(inches(picket), 0);
    at(2, "fire");
    EXPECT_THROW(roll("fire", {{"unit", "m"}, {"target", "e"}, {"range", 5}}, {3}), RuleError);
    Outcome stampede = moveOf(kind("cavalry"), {{"dismount", "stampede"}}, "dismount");
    EXPECT_EQ(stampede.result["stampede_inches"], 15);
    EXPECT_EQ(u("m").attr<std::string>("horses", ""), "stampeded");
    EXPECT_THROW(moveOf(kind("infantry"), {{"dismount", "picket"}}, "dismount"), RuleError);
}

// Remounting takes the whole move; its step cites the unit's mount attribute it sets.
TEST_F(Movement, RemountingSpendsTheMove) {
    unit(kind("cavalry"), "union");
    at(2, "orders");
    order("m", "dismount");
    play("move", {{"unit", "m"}, {"dismount", "horse_holders"}});
    at(3, "orders");
    order("m", "mount");
    Outcome o = play("move", {{"unit", "m"}, {"dismount", "remount"}});
    EXPECT_EQ(inches(o), 0);
    EXPECT_EQ(u("m").attr<std::string>("mount", ""), "mounted");
    EXPECT_EQ(u("m").attr<std::string>("horses", ""), "none");
    EXPECT_TRUE(hasStep(o, "/unit_schema/attributes/mount"));
}

TEST_F(Movement, DismountedWithHoldersFiresWithFewerMen) {
    unit(kind("cavalry", {{"strength", 5}}), "union");
    inf("e", "confed", "line", 10);
    at(2, "orders");
    order("m", "dismount");
    play("move", {{"unit", "m"}, {"dismount", "horse_holders"}});
    // 5 - 1 holder = 4: still a unit, fires on the dismounted (line) table
    EXPECT_EQ(roll("fire", {{"unit", "m"}, {"target", "e"}, {"range", 5}}, {3}).result["hits"], 2);
}

TEST_F(Movement, FirstMoveOrdersAndRefusals) {
    inf("m", "union", "line", 10);
    EXPECT_THROW(roll("move", {{"unit", "m"}}), RuleError); // no movement on the first move
    EXPECT_THROW(roll("write_order", {{"unit", "m"}, {"order", "forward"}}), RuleError);
    EXPECT_NO_THROW(roll("write_order", {{"unit", "m"}, {"order", "stand"}}));
    at(2, "movement");
    EXPECT_THROW(roll("move", {{"unit", "m"}}), RuleError); // no written order
    order("m", "stand");
    EXPECT_THROW(roll("move", {{"unit", "m"}}), RuleError); // ordered to stand
    order("m", "forward");
    EXPECT_THROW(roll("move", {{"unit", "m"}, {"pace", "charge"}}), RuleError);
    play("move", {{"unit", "m"}});
    EXPECT_THROW(roll("move", {{"unit", "m"}}), RuleError); // moved already
    EXPECT_THROW(roll("write_order", {{"unit", "m"}, {"order", "charge"}}), RuleError); // no dir
}

TEST_F(Movement, OrdersAreKeptPerMove) {
    inf("m", "union", "line", 10);
    at(2, "orders");
    order("m", "direction", "N.W.");
    order("m", "charge", "the stone wall"); // replaces this move's order
    at(3, "orders");
    order("m", "stand", "");
    json orders = u("m").attrs["orders"];
    ASSERT_EQ(orders.size(), 2u);
    EXPECT_EQ(orders[0]["turn"], 2);
    EXPECT_EQ(orders[0]["order"], "charge");
    EXPECT_EQ(orders[0]["direction"], "the stone wall");
    EXPECT_EQ(orders[1]["turn"], 3);
    EXPECT_EQ(u("m").attr<std::string>("order", ""), "stand");
}

} // namespace adc::bluegray::test
