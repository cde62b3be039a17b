#include "jackson_fixture.hpp"

#include <gtest/gtest.h>

namespace adc::jackson::test {

namespace {

JacksonGame fight(const std::string& aKind, int aFig, const std::string& dKind, int dFig,
                  const std::string& aWeapon = "carbine", const std::string& dWeapon = "bows") {
    JacksonGame t;
    t.add("army", unit("a", aKind, aFig, aWeapon));
    t.add("sioux", unit("d", dKind, dFig, dWeapon));
    return t;
}

json melee(json extra = json::object()) {
    json p = {{"attacker", "a"}, {"defender", "d"}, {"charging", false}};
    for (auto& [k, v] : extra.items()) {
        p[k] = v;
    }
    return p;
}

} // namespace

TEST(JacksonMelee, HighWinsMarginOneCapturesTwoKills) {
    // Foot v foot (both white, no modifiers): 5 v 4 → captured; 6 v 4 → killed; 3 v 5 → killed.
    JacksonGame t;
    t.add("army", unit("a", "foot", 3, "rifled_musket"));
    t.add("sioux", unit("d", "foot", 3, "rifled_musket"));
    Outcome o = t.play("melee", melee(), {5, 4, 6, 4, 3, 5});
    EXPECT_EQ(o.result["captured"], 1);
    EXPECT_EQ(o.result["killed"], 2);
    EXPECT_EQ(o.result["attacker_losses"], 1);
    EXPECT_EQ(o.result["defender_losses"], 2);
    EXPECT_EQ(o.result["winner"], "attacker");
    EXPECT_EQ(t.u("d").strength, 1);
    EXPECT_EQ(t.u("a").strength, 2);
    EXPECT_EQ(t.u("a").attr<int>("last_melee_turn", 0), 1);
    EXPECT_EQ(o.rolls[0].purpose, "melee: pair 1: a figure 1 v d figure 1, attacker");
}

TEST(JacksonMelee, TheHeadlineTellsEachSidesLossesByKind) {
    // Issue 37: "2 to 2, no winner" hid a scalped figure behind a killed one.
    JacksonGame t;
    t.add("army", unit("a", "foot", 3, "rifled_musket"));
    t.add("sioux", unit("d", "foot", 3, "rifled_musket"));
    Outcome o = t.resolve("melee", melee(), {5, 4, 6, 4, 3, 5});
    EXPECT_EQ(o.summary, "Melee: a 1 killed, d 1 killed and 1 captured: a win");
    JacksonGame n = fight("foot", 1, "foot", 1, "rifled_musket", "rifled_musket");
    EXPECT_EQ(n.resolve("melee", melee(), {4, 4}).summary,
              "Melee: a none lost, d none lost: no winner");
}

TEST(JacksonMelee, IndiansScalpAndJ1Readings) {
    // Indian warband (+1) v foot: 4+1 v 4 → scalped.
    JacksonGame t = fight("foot", 1, "indian_warband", 1, "rifled_musket");
    EXPECT_EQ(t.resolve("melee", melee(), {4, 4}).result["scalped"], 1);
    // Foot winner by 1 captures (default); nothing under cavalry_only; by_loser_type: Indian
    // loser is scalped.
    JacksonGame a = fight("foot", 1, "indian_warband", 1, "rifled_musket");
    EXPECT_EQ(a.resolve("melee", melee(), {6, 4}).result["captured"], 1); // 6 v 4+1
    JacksonGame c = fight("foot", 1, "indian_warband", 1, "rifled_musket");
    c.option("melee_margin_one", "cavalry_only");
    Outcome none = c.resolve("melee", melee(), {6, 4});
    EXPECT_EQ(none.result["defender_losses"], 0);
    JacksonGame cav = fight("mounted", 1, "indian_warband", 1);
    cav.option("melee_margin_one", "cavalry_only");
    EXPECT_EQ(cav.resolve("melee", melee(), {5, 4}).result["captured"], 1); // 5+1 v 4+1
    JacksonGame l = fight("foot", 1, "indian_warband", 1, "rifled_musket");
    l.option("melee_margin_one", "by_loser_type");
    EXPECT_EQ(l.resolve("melee", melee(), {6, 4}).result["scalped"], 1);
}

TEST(JacksonMelee, J2Ties) {
    JacksonGame t = fight("foot", 1, "foot", 1, "rifled_musket", "rifled_musket");
    Outcome o = t.resolve("melee", melee(), {4, 4});
    EXPECT_EQ(o.result["ties"], 1);
    EXPECT_EQ(o.result["winner"], "none");
    JacksonGame r = fight("foot", 1, "foot", 1, "rifled_musket", "rifled_musket");
    r.option("melee_ties", "reroll");
    Outcome rr = r.resolve("melee", melee(), {4, 4, 7, 3});
    EXPECT_EQ(rr.rolls.size(), 4u);
    EXPECT_EQ(rr.result["killed"], 1);
    JacksonGame h = fight("foot", 1, "foot", 1, "rifled_musket", "rifled_musket");
    h.option("melee_ties", "defender_holds");
    EXPECT_EQ(h.resolve("melee", melee(), {4, 4}).result["winner"], "defender");
}

TEST(JacksonMelee, EveryModifier) {
    struct Case {
        json params;
        std::string rule;
        int size;
    };
    const std::vector<Case> cases = {
        {{{"charging", true}}, "/melee/modifiers/charging", 1},
        {{{"defender_cover", "soft"}}, "/melee/modifiers/soft_cover", 1},
        {{{"defender_cover", "hard"}}, "/melee/modifiers/hard_cover", 2},
        {{{"attacker_in_water", true}}, "/melee/modifiers/in_water", -1},
        {{{"defender_command_distance", 13}}, "/melee/modifiers/out_of_command", -4}};
    for (const auto& c : cases) {
        JacksonGame t = fight("foot", 1, "foot", 1, "rifled_musket", "rifled_musket");
        Outcome o = t.resolve("melee", melee(c.params), {5, 5});
        bool seen = false;
        for (const auto& s : o.steps) {
            seen = seen || (s.rule == c.rule && s.modifier == c.size);
        }
        EXPECT_TRUE(seen) << c.rule;
        // 5 v 5 plus the modifier decides: |size| ≥ 2 kills, 1 captures.
        int losses =
            o.result["attacker_losses"].get<int>() + o.result["defender_losses"].get<int>();
        EXPECT_EQ(losses, 1) << c.rule;
        if (c.size > 0) {
            EXPECT_EQ(o.result["winner"],
                      c.rule.find("cover") != std::string::npos ? "defender" : "attacker");
        }
    }
    JacksonGame m = fight("mounted", 1, "indian_warband", 1);
    Outcome mo = m.resolve("melee", melee(), {5, 5}); // +1 mounted v +1 Indian: tie
    EXPECT_EQ(mo.result["ties"], 1);
    // Previous melee last turn: -1.
    JacksonGame p = fight("foot", 1, "foot", 2, "rifled_musket", "rifled_musket");
    p.play("melee", melee({{"defender_figures", 1}}), {5, 5});
    p.nextTurn();
    Outcome po = p.resolve("melee", melee({{"defender_figures", 1}}), {5, 5});
    EXPECT_EQ(po.result["ties"], 1); // both -1
    int prev = 0;
    for (const auto& s : po.steps) {
        prev += s.rule == "/melee/modifiers/previous_melee" ? 1 : 0;
    }
    EXPECT_EQ(prev, 2);
    // Leaderless: out of command.
    JacksonGame nl;
    nl.add("army", unit("a", "foot", 1, "rifled_musket", "regular", false));
    nl.add("sioux", unit("d", "foot", 1, "rifled_musket"));
    EXPECT_EQ(nl.resolve("melee", melee(), {9, 6}).result["winner"], "defender"); // 9-4 v 6
}

TEST(JacksonMelee, J13Pairing) {
    // 3 attackers v 1 defender, gang up: pair 1 and 2 tie, pair 3 kills.
    JacksonGame g = fight("foot", 3, "foot", 1, "rifled_musket", "rifled_musket");
    Outcome o = g.resolve("melee", melee(), {4, 4, 4, 4, 8, 2});
    EXPECT_EQ(o.rolls.size(), 6u);
    EXPECT_EQ(o.result["defender_losses"], 1);
    // A defender already out is not fought again.
    Outcome early = g.resolve("melee", melee(), {8, 2});
    EXPECT_EQ(early.rolls.size(), 2u);
    JacksonGame i = fight("foot", 3, "foot", 1, "rifled_musket", "rifled_musket");
    i.option("melee_pairing", "extras_idle");
    EXPECT_EQ(i.resolve("melee", melee(), {4, 4}).rolls.size(), 2u);
}

TEST(JacksonMelee, ChargeRefusals) {
    JacksonGame nl;
    nl.add("army", unit("a", "foot", 1, "rifled_musket", "regular", false));
    nl.add("sioux", unit("d", "foot", 1, "rifled_musket"));
    EXPECT_THROW(nl.resolve("melee", melee({{"charging", true}}), {5, 5}), RuleError);
    JacksonGame mi;
    mi.add("army", unit("d", "foot", 1, "rifled_musket"));
    mi.add("sioux", unit("a", "mounted_indians", 1, "spears"));
    try {
        mi.resolve("melee", melee({{"charging", true}}), {5, 5});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_NE(std::string(e.what()).find("do not close"), std::string::npos);
    }
    JacksonGame same;
    same.add("army", unit("a", "foot", 1, "rifled_musket"));
    same.add("army", unit("d", "foot", 1, "rifled_musket"));
    EXPECT_THROW(same.resolve("melee", melee(), {5, 5}), RuleError);
}

} // namespace adc::jackson::test
