// The ROE odds shortcuts (drawing a card, activation, fire, moves, morale) add up what the walk
// finds one branch at a time: every key, value and fraction must be the walk's, under the house
// rules they read, and a request the resolver refuses is refused the same way.
#include "roe_requests.hpp"
#include "scenario_odds.hpp"

#include <gtest/gtest.h>

namespace adc {

using testing::fredericksburg;
using testing::kActivation;
using testing::kMorale;
using testing::oddsOf;

TEST(RoeShortcut, ActivationAddedUpUnitByUnitIsTheWalk) {
    const json face = {{"roe.shuffled_turn", 1},
                       {"roe.pending", {{"card", "KH"}, {"colour", "red"}, {"initiative", true}}}};
    const json plain = {
        {"roe.shuffled_turn", 1},
        {"roe.pending", {{"card", "7H"}, {"colour", "red"}, {"initiative", false}}}};
    const struct {
        const char* name;
        json params;
        json flags;
        json options = json::object();
    } cases[] = {
        {"face card, two directed", {{"unit", "miss-a"}, {"directed", {"miss-b", "miss-c"}}}, face},
        {"flat bonus for more leaders",
         {{"unit", "miss-a"}, {"directed", {"miss-c"}}},
         face,
         {{"additional_leaders", "flat"}}},
        {"two men out of the radius", {{"unit", "miss-a"}, {"out_of_radius", 2}}, plain},
        {"close order directs a sharpshooter",
         {{"unit", "miss-hq"}, {"directed", {"miss-ss-steeple", "miss-b"}}},
         face},
        {"two men split from a formation and roll",
         {{"unit", "miss-hq"}, {"split", "Pvt. J. Allen, Pvt. W. Bell"}},
         plain,
         {{"close_order_split", "leader_roll"}}},
    };
    for (const auto& c : cases) {
        const cli::Request q =
            fredericksburg("activate", c.params, kActivation, c.flags, c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
    // A unit that has already acted is refused by the shortcut as by the resolver.
    json acted = face;
    acted["roe.acted"] = {"miss-a"};
    EXPECT_THROW(oddsOf(fredericksburg("activate", {{"unit", "miss-a"}}, kActivation, acted)),
                 RuleError);
}

TEST(RoeShortcut, DrawingACardAddedUpIsTheWalk) {
    const struct {
        const char* name;
        json flags;
        json options = json::object();
    } cases[] = {
        {"first card, the deck shuffled first", json::object()},
        {"from the shuffled deck", {{"roe.shuffled_turn", 1}}},
        {"an ace brings its event instead",
         {{"roe.shuffled_turn", 1}},
         {{"face_and_ace", "instead"}}},
        {"a card still waits for a unit",
         {{"roe.shuffled_turn", 1},
          {"roe.pending", {{"card", "7H"}, {"colour", "red"}, {"initiative", false}}}}},
    };
    for (const auto& c : cases) {
        const cli::Request q =
            fredericksburg("draw_card", json::object(), kActivation, c.flags, c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
}

TEST(RoeShortcut, FireAddedUpIsTheWalk) {
    const json acting = {{"roe.acting", {{"miss-a", 7}, {"mass-abbott", 8}}}};
    const struct {
        const char* name;
        json params;
        json options = json::object();
    } cases[] = {
        {"house company at short range into close order",
         {{"unit", "miss-a"}, {"target", "mass-macy"}, {"range", 10}, {"target_moving", true}}},
        {"biggest platoon at medium range behind cover",
         {{"unit", "mass-abbott"}, {"target", "miss-a"}, {"range", 30}, {"cover", "half"}}},
        {"no modifiers at short range, a one always hits",
         {{"unit", "miss-a"},
          {"target", "mass-macy"},
          {"range", 10},
          {"target_moving", true},
          {"cover", "half"}},
         {{"short_range_modifiers", "none_at_short"}, {"aimed_natural_one", "always_hits"}}},
        {"named firers and a named first man down",
         {{"unit", "mass-abbott"},
          {"target", "miss-a"},
          {"range", 20},
          {"firers", "Lt. Henry L. Abbott, Pvt. K. Kelly"},
          {"hit_order", "Capt. J. Hunt"}}},
    };
    for (const auto& c : cases) {
        const cli::Request q = fredericksburg("fire", c.params, kActivation, acting, c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
    // A man named who is not there is refused by the shortcut as by the resolver.
    EXPECT_THROW(
        oddsOf(fredericksburg(
            "fire",
            {{"unit", "miss-a"}, {"target", "mass-macy"}, {"range", 10}, {"hit_order", "Nobody"}},
            kActivation, acting)),
        RuleError);
}

TEST(RoeShortcut, MovesAddedUpAreTheWalk) {
    const json acting = {{"roe.acting", {{"mass-19", 8}, {"miss-a", 7}}}};
    const struct {
        const char* name;
        json params;
        json options = json::object();
    } cases[] = {
        {"charge with the leader out in front",
         {{"unit", "mass-19"}, {"pace", "charge"}, {"leader_in_front", true}}},
        {"charge, stragglers plus the modifier",
         {{"unit", "miss-a"}, {"pace", "charge"}},
         {{"charge_stragglers", "d6_plus_modifier"}}},
        {"run with the leader in front",
         {{"unit", "miss-a"}, {"pace", "run"}, {"leader_in_front", true}}},
        {"the men who charge named, their leader in front",
         {{"unit", "miss-a"},
          {"figures", "Capt. J. Hunt, Pvt. T. Carter, Pvt. R. Dean"},
          {"pace", "charge"},
          {"leader_in_front", true}}},
        {"carrying wounded with helpers, a ladder",
         {{"unit", "miss-a"},
          {"pace", "walk"},
          {"leader_in_front", true},
          {"carry_wounded", true},
          {"assisting", 2},
          {"ladder", true}},
         {{"carry_assist", "halve_then_add"}, {"ladder", "six_total"}}},
    };
    for (const auto& c : cases) {
        const cli::Request q = fredericksburg("move", c.params, kActivation, acting, c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
    // Helpers with nothing to help are refused by the shortcut as by the resolver.
    EXPECT_THROW(
        oddsOf(fredericksburg("move", {{"unit", "miss-a"}, {"assisting", 2}}, kActivation, acting)),
        RuleError);
    // So are more men than the leader roll let act.
    EXPECT_THROW(oddsOf(fredericksburg("move", {{"unit", "miss-a"}}, kActivation,
                                       {{"roe.acting", {{"miss-a", 2}}}})),
                 RuleError);
}

TEST(RoeShortcut, MoraleAddedUpIsTheWalk) {
    const struct {
        const char* name;
        json params;
        json options = json::object();
    } cases[] = {
        {"house company, building on fire", {{"unit", "miss-a"}, {"building_on_fire", true}}},
        {"a distance for each runaway",
         {{"unit", "mass-hq"}, {"building_on_fire", true}},
         {{"runaway_distance", "each_soldier"}}},
        {"equal fails and one runs",
         {{"unit", "miss-b"}, {"building_on_fire", true}, {"cover", "hard"}},
         {{"morale_equal", "fails_one_runs"}, {"morale_grade", "lowest"}}},
        {"equal passes, the leader's grade",
         {{"unit", "mass-abbott"}, {"artillery_hit", "yes"}},
         {{"morale_equal", "passes"}, {"morale_grade", "leader"}, {"leader_bonus", "fixed"}}},
    };
    for (const auto& c : cases) {
        const cli::Request q =
            fredericksburg("morale", c.params, kMorale, json::object(), c.options);
        testing::expectSameOdds(oddsOf(q), testing::walkedOddsOf(q), c.name);
    }
    json done = {{"roe.morale_done", {"miss-a"}}};
    EXPECT_THROW(oddsOf(fredericksburg("morale", {{"unit", "miss-a"}}, kMorale, done)), RuleError);
}

} // namespace adc
