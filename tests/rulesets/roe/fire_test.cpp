#include "roe_support.hpp"

namespace adc::roe::test {

namespace {

class RoeFire : public ::testing::Test {
protected:
    std::shared_ptr<const Ruleset> rs = shipped();

    // One firer with weapon (and extra fields) at a skirmish-order target of 6 privates.
    GameState oneShot(const std::string& weapon, json extra = json::object()) {
        extra["weapon"] = weapon;
        GameState s =
            makeState(*rs, {{"csa", unitJson("miss", json::array({fig("Pvt. A", extra)}))},
                            {"usa", unitJson("mass", privates("Pvt. U", 6))}});
        s.flags = acting("miss", 1);
        return s;
    }
    json params(double range, json extra = json::object()) {
        json p = {{"unit", "miss"}, {"target", "mass"}, {"range", range}};
        for (const auto& [k, v] : extra.items()) {
            p[k] = v;
        }
        return p;
    }
};

} // namespace

TEST_F(RoeFire, EveryTableEntryHitsOnItsNumberAndMissesAbove) {
    const json hitOn = shippedJson()["fire"]["hit_on"];
    for (const auto& [weapon, bands] : hitOn.items()) {
        for (const auto& [band, need] : bands.items()) {
            double range = band == "short" ? 6 : 40;
            int n = need.get<int>();
            Outcome hit = resolve(*rs, oneShot(weapon), "fire", params(range), {n});
            EXPECT_EQ(hit.result["hits"], 1) << weapon << " " << band << " rolled " << n;
            EXPECT_EQ(hit.result["band"], band);
            if (n < 6) {
                Outcome miss = resolve(*rs, oneShot(weapon), "fire", params(range), {n + 1});
                EXPECT_EQ(miss.result["hits"], 0) << weapon << " " << band << " rolled " << n + 1;
            }
        }
    }
}

TEST_F(RoeFire, ShippedNumbersMatchTheText) {
    // MUSKET 1-3/1-2, RIFLE 1-4/1-3, PISTOL 1-3/1, SHOT 1/1, CAN 1-5/1-4.
    EXPECT_EQ(resolve(*rs, oneShot("musket"), "fire", params(12), {3}).result["hits"], 1);
    EXPECT_EQ(resolve(*rs, oneShot("musket"), "fire", params(12.5), {3}).result["hits"], 0);
    EXPECT_EQ(resolve(*rs, oneShot("rifle"), "fire", params(72), {3}).result["hits"], 1);
    EXPECT_EQ(resolve(*rs, oneShot("pistol"), "fire", params(20), {2}).result["hits"], 0);
    EXPECT_EQ(resolve(*rs, oneShot("can"), "fire", params(10), {5}).result["hits"], 1);
    EXPECT_EQ(resolve(*rs, oneShot("shot"), "fire", params(10), {2}).result["hits"], 0);
}

TEST_F(RoeFire, EachModifierShiftsTheHitNumber) {
    // Musket at medium range hits on 1-2; a face of 3 hits only with a net +1.
    struct Case {
        json extra;
        int face;
        int hits;
        int modifier;
    };
    std::vector<Case> cases = {
        {{{"target_close_order", "yes"}}, 4, 1, 2},
        {{{"target_close_order", "yes"}}, 5, 0, 2},
        {{{"rifle_rest", true}}, 3, 1, 1},
        {{{"rifle_rest", true}}, 4, 0, 1},
        {{{"target_moving", true}}, 1, 1, -1},
        {{{"target_moving", true}}, 2, 0, -1},
        {{{"smoke_or_dark", true}}, 2, 0, -1},
        {{{"cover", "quarter"}}, 1, 1, -1},
        {{{"cover", "half"}, {"target_close_order", "yes"}}, 2, 1, 0},
        {{{"cover", "three_quarters"}, {"target_close_order", "yes"}}, 1, 1, -1},
        {{{"cover", "three_quarters"}, {"target_close_order", "yes"}}, 2, 0, -1},
    };
    for (const auto& c : cases) {
        Outcome o = resolve(*rs, oneShot("musket"), "fire", params(30, c.extra), {c.face});
        EXPECT_EQ(o.result["hits"], c.hits) << c.extra.dump() << " face " << c.face;
        EXPECT_EQ(o.result["shots"][0]["needed"], 2 + c.modifier) << c.extra.dump();
    }
}

TEST_F(RoeFire, IndividualModifierAndAimedFire) {
    Outcome o = resolve(*rs, oneShot("musket", {{"modifier", 1}}), "fire", params(30), {3});
    EXPECT_EQ(o.result["hits"], 1);
    o = resolve(*rs, oneShot("musket", {{"modifier", -1}}), "fire", params(30), {2});
    EXPECT_EQ(o.result["hits"], 0);
    o = resolve(*rs, oneShot("musket", {{"aimed", true}}), "fire", params(30), {3});
    EXPECT_EQ(o.result["hits"], 1); // +1 aimed: 1-3
    // Aimed fire always hits on a 1, even with every penalty.
    o = resolve(*rs, oneShot("pistol", {{"aimed", true}}), "fire",
                params(30, {{"cover", "three_quarters"}, {"smoke_or_dark", true}}), {1});
    EXPECT_EQ(o.result["hits"], 1);
    EXPECT_EQ(o.result["shots"][0]["needed"], -2);
}

TEST_F(RoeFire, UnaimedNaturalOneCanMissUnlessR14SaysOtherwise) {
    auto s = oneShot("pistol");
    json p = params(30, {{"cover", "half"}});
    EXPECT_EQ(resolve(*rs, s, "fire", p, {1}).result["hits"], 0);
    s.options["aimed_natural_one"] = "always_hits";
    EXPECT_EQ(resolve(*rs, s, "fire", p, {1}).result["hits"], 1);
}

TEST_F(RoeFire, R1ShortRangeReadings) {
    json p = params(8, {{"cover", "half"}, {"target_close_order", "yes"}});
    auto s = oneShot("musket"); // short: 1-3
    // all_apply (default): 3 - 2 + 2 = 3
    EXPECT_EQ(resolve(*rs, s, "fire", p, {3}).result["shots"][0]["needed"], 3);
    s.options["short_range_modifiers"] = "none_at_short";
    EXPECT_EQ(resolve(*rs, s, "fire", p, {3}).result["shots"][0]["needed"], 3);
    EXPECT_EQ(
        resolve(*rs, s, "fire", params(8, {{"target_close_order", "yes"}}), {4}).result["hits"], 0);
    s.options["short_range_modifiers"] = "situational_ignored_at_short";
    // cover ignored, close order kept: 3 + 2 = 5
    EXPECT_EQ(resolve(*rs, s, "fire", p, {5}).result["shots"][0]["needed"], 5);
    // at medium range every modifier applies whatever the reading: 2 - 2 + 2
    EXPECT_EQ(
        resolve(*rs, s, "fire", params(30, {{"cover", "half"}, {"target_close_order", "yes"}}), {3})
            .result["shots"][0]["needed"],
        2);
}

TEST_F(RoeFire, R2TwelveInchesAndMaximumRange) {
    auto s = oneShot("musket");
    EXPECT_EQ(resolve(*rs, s, "fire", params(12), {1}).result["band"], "short");
    s.options["range_boundary"] = "medium";
    EXPECT_EQ(resolve(*rs, s, "fire", params(12), {1}).result["band"], "medium");
    EXPECT_THROW(resolve(*rs, s, "fire", params(73), {}), RuleError);
    s.options["beyond_maximum"] = "medium";
    EXPECT_EQ(resolve(*rs, s, "fire", params(100), {1}).result["band"], "medium");
}

TEST_F(RoeFire, FiringEmptiesWeaponsAndHitsBecomeCasualtiesPrivatesFirst) {
    json target = json::array({fig("Capt. X", {{"role", "officer"}}), fig("Pvt. Y"),
                               fig("Color Sgt. Z", {{"role", "colours"}}), fig("Pvt. W")});
    GameState s =
        makeState(*rs, {{"csa", unitJson("miss", privates("Pvt. C", 3, {{"aimed", true}}))},
                        {"usa", unitJson("mass", target)}});
    s.flags = acting("miss", 3);
    Outcome o = resolve(*rs, s, "fire", params(10), {1, 2, 3}); // aimed musket short: 1-4
    EXPECT_EQ(o.result["hits"], 3);
    EXPECT_EQ(o.result["fallen"], json({"Pvt. Y", "Pvt. W", "Color Sgt. Z"}));
    EXPECT_EQ(figureField(o, "mass", "Capt. X", "status"), "fighting");
    EXPECT_EQ(figureField(o, "mass", "Pvt. Y", "status"), "hit");
    EXPECT_EQ(figureField(o, "miss", "Pvt. C1", "loaded"), "false");
    EXPECT_EQ(figureField(o, "miss", "Pvt. C1", "aimed"), "false");
    const Effect* c = findEffect(o, EffectKind::Casualties, "mass");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->count, 3);
    EXPECT_EQ(o.summary, "Fire: miss → mass, 3 hits (3 firing, short range)");
    EXPECT_EQ(o.rolls.size(), 3u);
    // Alike men roll as one pool: die 2 is the second man's, and the result counts the group.
    EXPECT_EQ(o.rolls[1].purpose, "fire: miss, hits on 1-4, die 2 of 3");
    EXPECT_EQ(o.result["shots"],
              json::parse(R"([{"figures": ["Pvt. C1", "Pvt. C2", "Pvt. C3"], "needed": 4,
                              "hits": 3}])"));
    // The referee may name who falls first.
    o = resolve(*rs, s, "fire", params(10, {{"hit_order", "Capt. X"}}), {1, 6, 6});
    EXPECT_EQ(o.result["fallen"], json({"Capt. X"}));
}

TEST_F(RoeFire, RefusesUnloadedUnactivatedAndOverTheLeaderRoll) {
    GameState s = oneShot("musket", {{"loaded", false}});
    try {
        resolve(*rs, s, "fire", params(10), {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/unit");
    }
    try {
        resolve(*rs, s, "fire", params(10, {{"firers", "Pvt. A"}}), {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/firers");
        EXPECT_NE(std::string(e.what()).find("not loaded"), std::string::npos);
    }
    s = oneShot("musket");
    s.flags = json::object();
    EXPECT_THROW(resolve(*rs, s, "fire", params(10), {}), RuleError);
    // Self-defence fire needs no activation.
    EXPECT_EQ(resolve(*rs, s, "fire", params(10, {{"self_defence", true}}), {1}).result["hits"], 1);
    GameState two = makeState(*rs, {{"csa", unitJson("miss", privates("P", 3))},
                                    {"usa", unitJson("mass", privates("U", 3))}});
    two.flags = acting("miss", 2);
    try {
        resolve(*rs, two, "fire", params(10), {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/params/firers");
    }
    // Fire belongs to the activation phase.
    GameState bonus = oneShot("musket");
    bonus.phase = 0;
    try {
        resolve(*rs, bonus, "fire", params(10), {});
        FAIL();
    } catch (const RuleError& e) {
        EXPECT_EQ(e.field(), "/phase");
    }
}

TEST_F(RoeFire, ArtilleryHitIsRememberedForMoraleUnlessShotIsAShotgun) {
    auto s = oneShot("shot");
    Outcome o = resolve(*rs, s, "fire", params(30), {1});
    const Effect* f = findEffect(o, EffectKind::Flag, "", "roe.artillery_hit");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->value, json({"mass"}));
    s.options["shot_column"] = "shotgun";
    o = resolve(*rs, s, "fire", params(30), {1});
    EXPECT_FALSE(findEffect(o, EffectKind::Flag, "", "roe.artillery_hit"));
    EXPECT_TRUE(findEffect(resolve(*rs, oneShot("can"), "fire", params(30), {1}), EffectKind::Flag,
                           "", "roe.artillery_hit"));
}

TEST_F(RoeFire, EditedTableCellChangesTheResult) {
    json data = shippedJson();
    data["fire"]["hit_on"]["musket"]["medium"] = 4;
    auto custom = edited(data);
    EXPECT_EQ(resolve(*rs, oneShot("musket"), "fire", params(30), {4}).result["hits"], 0);
    EXPECT_EQ(resolve(*custom, oneShot("musket"), "fire", params(30), {4}).result["hits"], 1);
    data["fire"]["modifiers"]["target_close_order"] = 3;
    custom = edited(data);
    EXPECT_EQ(resolve(*custom, oneShot("musket"), "fire",
                      params(30, {{"target_close_order", "yes"}}), {1})
                  .result["shots"][0]["needed"],
              7);
}

} // namespace adc::roe::test
