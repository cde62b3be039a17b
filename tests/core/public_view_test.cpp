// What is public: the "public" declaration is read and checked with its pointers, and the one
// filter every public face uses shows an opponent only what it allows.
#include "test_support.hpp"

#include "adc/public_view.hpp"

namespace adc {

using testing::drillRulesetJson;
using testing::hasError;
using testing::rulesetErrors;
using testing::skirmishJson;

namespace {

// The drill rules with Blue and Gray's kind of secrecy: totals hidden, volleys' orders kept,
// units below the hit number announced at the end of the morale phase.
json secretDrill() {
    json data = drillRulesetJson();
    data["public"] = {{"dice", true},
                      {"table_result", true},
                      {"unit_strength", false},
                      {"side_totals", false},
                      {"private_actions", {"morale"}},
                      {"strength_notice", {{"below", "/hit_on"}, {"at_end_of", "morale"}}}};
    return data;
}

Game secretGame() {
    std::shared_ptr<const Ruleset> rs = drill::registry().fromJson(secretDrill(), "drill.json");
    return Game(rs, scenarioFromJson(skirmishJson(), *rs, "drill_skirmish.json"));
}

// Format 3 requires the declaration: a current file without one is refused with its pointer.
TEST(PublicRules, ACurrentFileWithoutADeclarationIsRefused) {
    json data = drillRulesetJson();
    data["format"] = kRulesetFormat;
    data.erase("public");
    Diagnostics d = rulesetErrors(data);
    EXPECT_TRUE(hasError(d, "/public", "is missing"));
    EXPECT_NE(d.text().find("drill.json: /public: is missing"), std::string::npos) << d.text();
}

// An older file without one played with everything public: it is migrated to an all-public
// declaration, and the load says so; a current file brings no notice.
TEST(PublicRules, AnOlderFileWithoutADeclarationIsMadeAllPublicWithANotice) {
    for (int format : {1, 2}) {
        json data = drillRulesetJson();
        data["format"] = format;
        data.erase("public");
        auto rs = drill::registry().fromJson(data, "drill.json");
        EXPECT_TRUE(rs->publicRules().allPublic()) << format;
        EXPECT_EQ(rs->data()["public"], allPublicSection()) << format;
        EXPECT_EQ(rs->data()["format"], kRulesetFormat);
        ASSERT_EQ(rs->loadNotices().size(), 1u) << format;
        EXPECT_NE(rs->loadNotices()[0].find("has no \"public\" section (a format " +
                                            std::to_string(format) + " file)"),
                  std::string::npos)
            << rs->loadNotices()[0];
    }
    json current = secretDrill();
    current["format"] = kRulesetFormat;
    EXPECT_TRUE(drill::registry().fromJson(current, "drill.json")->loadNotices().empty());
    // An older file that already declares one keeps its own.
    json older = secretDrill();
    older["format"] = 2;
    auto rs = drill::registry().fromJson(older, "drill.json");
    EXPECT_FALSE(rs->publicRules().sideTotals);
    EXPECT_TRUE(rs->loadNotices().empty());
}

TEST(PublicRules, TheDeclarationIsReadWithTheNumberItPointsAt) {
    Game g = secretGame();
    const PublicRules& p = g.ruleset().publicRules();
    EXPECT_FALSE(p.unitStrength);
    EXPECT_FALSE(p.sideTotals);
    EXPECT_TRUE(p.dice);
    ASSERT_TRUE(p.noticeBelow);
    EXPECT_EQ(*p.noticeBelow, 4); // the drill's hit_on, never restated
    EXPECT_EQ(p.noticePhase, "morale");
    EXPECT_TRUE(p.isPrivate("morale"));
}

TEST(PublicRules, ErrorsCarryTheirPointers) {
    json data = secretDrill();
    data["public"]["strength_notice"] = {{"below", "/no/such"}, {"at_end_of", "lunch"}};
    data["public"]["private_actions"] = {"parley"};
    data["public"]["side_totals"] = "no";
    Diagnostics d = rulesetErrors(data);
    EXPECT_TRUE(hasError(d, "/public/strength_notice/below", "not a whole number"));
    EXPECT_TRUE(hasError(d, "/public/strength_notice/at_end_of"));
    EXPECT_TRUE(hasError(d, "/public/side_totals"));
    data["public"]["side_totals"] = false;
    data["public"]["strength_notice"] = {{"below", "/hit_on"}};
    EXPECT_TRUE(hasError(rulesetErrors(data), "/public/private_actions/0", "not an action"));
    data["public"]["spies"] = true;
    EXPECT_TRUE(hasError(rulesetErrors(data), "/public/spies"));
}

TEST(PublicView, OpponentsSeeNoTotalsButTheirOwnSideSeesAll) {
    Game g = secretGame();
    GameSight everyone = gameSight(g, Viewer::everyone());
    for (const auto& s : everyone.sides) {
        EXPECT_FALSE(s.totalsShown) << s.side->id;
    }
    for (const auto& u : everyone.units) {
        EXPECT_FALSE(u.strengthShown) << u.unit->id;
    }
    GameSight union_ = gameSight(g, Viewer::ofSide("usa"));
    EXPECT_TRUE(union_.sides[0].totalsShown);
    EXPECT_FALSE(union_.sides[1].totalsShown);
    EXPECT_TRUE(union_.units[0].strengthShown);  // ma20a, its own
    EXPECT_FALSE(union_.units[2].strengthShown); // tx1a, the enemy's
}

TEST(PublicView, TheNoticeComesAtTheEndOfTheMoveAndHoldsUntilTheNext) {
    Game g = secretGame();
    g.apply(testing::effects({Effect::casualties("tx1a", 9, "volley")}));
    EXPECT_TRUE(noticedUnits(g).empty()) << "still in the fire phase";
    ScriptedDice none({});
    g.apply(g.advancePhase(none)); // to morale, the phase at whose end it is given
    EXPECT_EQ(noticedUnits(g), std::vector<std::string>{"tx1a"});
    g.apply(g.advancePhase(none)); // turn 2, fire
    EXPECT_EQ(g.state().turn, 2);
    g.apply(testing::effects({Effect::casualties("ma20a", 8, "volley")}));
    // The Union company fell below 4 in this move: not announced until it ends.
    EXPECT_EQ(noticedUnits(g), std::vector<std::string>{"tx1a"});
    GameSight sight = gameSight(g, Viewer::everyone());
    EXPECT_TRUE(sight.units[2].belowNotice);
    EXPECT_FALSE(sight.units[0].belowNotice);
}

TEST(PublicView, ThrowsAndTheTablesResultArePublicOrdersAreNot) {
    Game g = secretGame();
    Outcome fire = testing::effects(
        {Effect::casualties("tx1a", 2, "volley"), Effect::setStrength("ma20a", 7)});
    fire.rolls = {Roll{Die::d6(), 6, "volley"}};
    EventSight seen =
        eventSight(g.ruleset(), fire, std::nullopt, "", g.state(), Viewer::everyone());
    EXPECT_EQ(seen.rolls, fire.rolls);
    ASSERT_EQ(seen.effects.size(), 1u) << "a correction tells the men left";
    EXPECT_EQ(seen.effects[0].kind, EffectKind::Casualties);
    EXPECT_FALSE(seen.headline);
    EventSight own =
        eventSight(g.ruleset(), fire, std::nullopt, "", g.state(), Viewer::ofSide("usa"));
    EXPECT_EQ(own.effects.size(), 2u);
    EXPECT_TRUE(own.headline) << "the Union sees its own correction";

    Outcome order = testing::effects({Effect::attr("ma20a", "motto", "forward")});
    order.action = "morale";
    EXPECT_TRUE(
        eventSight(g.ruleset(), order, std::nullopt, "", g.state(), Viewer::everyone()).kept);
    EXPECT_TRUE(
        eventSight(g.ruleset(), order, std::nullopt, "", g.state(), Viewer::ofSide("csa")).kept);
    EXPECT_FALSE(
        eventSight(g.ruleset(), order, std::nullopt, "", g.state(), Viewer::ofSide("usa")).kept);
}

// What the filter has no rule for stays hidden: an event that names no unit shows only its
// name where anything is private; a note naming an enemy unit, an attribute of an enemy unit
// (a corrected order) and the label that states them are withheld.
TEST(PublicView, WhatTheFilterDoesNotKnowStaysHidden) {
    Game g = secretGame();
    Outcome check;
    check.action = "volley";
    check.summary = "Victory: Confederates lost 28.4%";
    check.steps = {{"Confederates: 525 of 1850 men lost (28.4%)", "/x", std::nullopt}};
    check.effects = {Effect::note("Victory check: Confederates lost 28.4%")};
    for (const Viewer& v : {Viewer::everyone(), Viewer::ofSide("usa"), Viewer::ofSide("csa")}) {
        EventSight seen = eventSight(g.ruleset(), check, std::nullopt, "", g.state(), v);
        EXPECT_TRUE(seen.steps.empty());
        EXPECT_TRUE(seen.effects.empty());
        EXPECT_EQ(seen.title.find("28.4"), std::string::npos) << seen.title;
    }
    Outcome corrected = testing::effects({Effect::attr("tx1a", "motto", "stand fast")});
    corrected.summary = "Referee correction: 1st Texas motto → stand fast";
    EventSight usa = eventSight(g.ruleset(), corrected, std::nullopt, corrected.summary, g.state(),
                                Viewer::ofSide("usa"));
    EXPECT_TRUE(usa.effects.empty());
    EXPECT_EQ(usa.title.find("stand fast"), std::string::npos) << usa.title;
    EventSight csa = eventSight(g.ruleset(), corrected, std::nullopt, corrected.summary, g.state(),
                                Viewer::ofSide("csa"));
    EXPECT_EQ(csa.title, corrected.summary) << "its own side reads its correction";
    Outcome noted = testing::effects({Effect::note("tx1a has 3 men")});
    noted.effects[0].unit = "tx1a";
    EXPECT_TRUE(eventSight(g.ruleset(), noted, std::nullopt, "", g.state(), Viewer::ofSide("usa"))
                    .effects.empty());
    Outcome unknown = testing::effects({Effect::casualties("tx1a", 1, "x")});
    unknown.effects[0].kind = static_cast<EffectKind>(99);
    EventSight odd =
        eventSight(g.ruleset(), unknown, std::nullopt, "x", g.state(), Viewer::ofSide("usa"));
    EXPECT_TRUE(odd.effects.empty()) << "a kind with no rule is dropped";
    EXPECT_FALSE(odd.headline);
}

} // namespace
} // namespace adc
