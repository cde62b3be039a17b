#include "adc/odds.hpp"
#include "adc/odds_tally.hpp"
#include "simulation.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stop_token>

namespace adc {

namespace {

ParamSpec whole(std::string name, int min, int max) {
    ParamSpec p;
    p.name = name;
    p.label = name;
    p.type = ParamType::Integer;
    p.min = min;
    p.max = max;
    return p;
}

// A small ruleset whose actions have textbook closed forms.
class TextbookRuleset : public Ruleset {
public:
    TextbookRuleset(const json& data, JsonReader& r) : Ruleset(data, "textbook.json", r) {
        declareResolved({"fire", "Fire", "", "n d6, each 5-6 hits", {whole("dice", 1, 12)}});
        declareResolved({"morale", "Morale", "", "2d6 under a level", {whole("level", 2, 13)}});
        declareResolved({"d10",
                         "D10 roll-under",
                         "",
                         "a 0-9 d10 at or under a number",
                         {whole("target", 0, 9)}});
        declareResolved({"reroll", "Reroll on 6", "", "a d6; a 6 rolls again and adds", {}});
        declareResolved(
            {"volley", "Volley", "", "a pool of n d6, each 5-6 hits", {whole("dice", 0, 60)}});
        declareResolved({"gatling",
                         "Gatling",
                         "",
                         "12 0-9 d10s: 0-4 hit, a 9 jams; each hit then 0-5 rider, 6-9 mount",
                         {}});
    }

protected:
    // Every action of this test ruleset is resolved by resolveAs, one function for them all.
    void declareResolved(ActionSpec spec) {
        const std::string id = spec.id;
        declare(std::move(spec), [this, id](const json& p, const GameState& s, Dice& d) {
            return resolveAs(*action(id), p, s, d);
        });
    }

    virtual Outcome resolveAs(const ActionSpec& spec, const json& params, const GameState&,
                              Dice& dice) const {
        Outcome o;
        if (spec.id == "fire") {
            int hits = 0;
            for (int f : dice.roll(params["dice"].get<int>(), Die::d6(), "fire")) {
                hits += f >= 5;
            }
            o.result["hits"] = hits;
        } else if (spec.id == "morale") {
            int total = dice.roll(Die::d6(), "morale") + dice.roll(Die::d6(), "morale");
            o.result["passed"] = total < params["level"].get<int>();
        } else if (spec.id == "d10") {
            o.result["hit"] = dice.roll(Die::d10zero(), "to hit") <= params["target"].get<int>();
        } else if (spec.id == "volley") {
            int hits = 0;
            for (int f : dice.pool(params["dice"].get<int>(), Die::d6(), "volley", {5})) {
                hits += f >= 5;
            }
            o.result["hits"] = hits;
        } else if (spec.id == "gatling") {
            int hits = 0;
            bool jammed = false;
            for (int f :
                 dice.pool(12, Die::d10zero(), "gatling", bandCuts(Die::d10zero(), {5, 9}))) {
                hits += f <= 4;
                jammed = jammed || f == 9;
            }
            int riders = 0;
            for (int f : dice.pool(hits, Die::d10zero(), "rider or mount", {6})) {
                riders += f <= 5;
            }
            o.result["hits"] = hits;
            o.result["riders"] = riders;
            o.result["jammed"] = jammed;
        } else {
            // The second die is rolled only on some branches: the walk must weigh them right.
            int f = dice.roll(Die::d6(), "first");
            o.result["total"] = f == 6 ? 6 + dice.roll(Die::d6(), "again") : f;
        }
        return o;
    }
};

json textbookJson() {
    return json::parse(R"({"format": 1, "id": "textbook", "name": "Textbook", "version": "1",
        "public": {"dice": true, "table_result": true, "unit_strength": true, "side_totals": true},
        "sequence": [{"id": "turn", "name": "Turn"}],
        "unit_schema": {"strength_unit": "figures", "kinds": ["infantry"], "qualities": ["line"]}})");
}

struct Fixture {
    json data = textbookJson();
    Diagnostics d;
    JsonReader r{data, d};
    TextbookRuleset rs{data, r};
    GameState state;
};

double binomial(int n, int k, double p) {
    return std::tgamma(n + 1) / (std::tgamma(k + 1) * std::tgamma(n - k + 1)) * std::pow(p, k) *
           std::pow(1 - p, n - k);
}

} // namespace

TEST(Odds, FireDiceAreExactlyBinomial) {
    Fixture f;
    ASSERT_TRUE(f.d.ok()) << f.d.text();
    for (int n : {1, 3, 5}) {
        Odds o = computeOdds(f.rs, {"fire", {{"dice", n}}}, f.state);
        const KeyOdds* hits = o.key("hits");
        ASSERT_NE(hits, nullptr);
        ASSERT_EQ(hits->values.size(), static_cast<std::size_t>(n + 1));
        for (int k = 0; k <= n; ++k) {
            EXPECT_NEAR(o.probability("hits", k), binomial(n, k, 1.0 / 3), 1e-12);
        }
        EXPECT_NEAR(hits->mean, n / 3.0, 1e-12);
        EXPECT_EQ(o.branches, static_cast<std::uint64_t>(std::pow(6, n)));
    }
    Odds three = computeOdds(f.rs, {"fire", {{"dice", 3}}}, f.state);
    // C(3,0)(2/3)^3 = 8/27 exactly.
    EXPECT_EQ(three.key("hits")->values.front().fraction, "8/27");
    EXPECT_NEAR(three.key("hits")->atLeast(1), 19.0 / 27, 1e-12);
}

TEST(Odds, TwoD6MoraleMatchesTheClosedForm) {
    Fixture f;
    Odds o = computeOdds(f.rs, {"morale", {{"level", 8}}}, f.state);
    EXPECT_EQ(o.key("passed")->values.back().fraction, "7/12"); // 21 of 36 totals are under 8
    EXPECT_EQ(o.branches, 36u);
}

TEST(Odds, ZeroBasedD10RollUnder) {
    Fixture f;
    Odds o = computeOdds(f.rs, {"d10", {{"target", 4}}}, f.state);
    EXPECT_EQ(o.key("hit")->values.back().fraction, "1/2"); // 0-4 of 0-9
}

TEST(Odds, BranchesOfDifferentLengthAreWeighedByTheirDice) {
    Fixture f;
    Odds o = computeOdds(f.rs, {"reroll", json::object()}, f.state);
    EXPECT_EQ(o.branches, 11u);
    EXPECT_NEAR(o.probability("total", 3), 1.0 / 6, 1e-12);
    EXPECT_NEAR(o.probability("total", 9), 1.0 / 36, 1e-12);
    EXPECT_NEAR(o.key("total")->mean, 2.5 + 3.5 / 6 + 1, 1e-12);
}

TEST(Odds, AgreesWithAMillionRollSimulation) {
    Fixture f;
    const int n = 4;
    Odds o = computeOdds(f.rs, {"fire", {{"dice", n}}}, f.state);
    RandomDice source(20261130);
    const int trials = 1'000'000;
    std::vector<int> count(n + 1);
    for (int t = 0; t < trials; ++t) {
        Dice dice(source);
        Outcome out = f.rs.resolve({"fire", {{"dice", n}}}, f.state, dice);
        ++count[out.result["hits"].get<int>()];
    }
    for (int k = 0; k <= n; ++k) {
        double p = o.probability("hits", k);
        double sigma = std::sqrt(trials * p * (1 - p));
        EXPECT_NEAR(count[k], trials * p, 4 * sigma) << k << " hits";
    }
}

TEST(Odds, APoolWeighsCountsPerBandExactly) {
    Fixture f;
    for (int n : {0, 1, 7, 60}) {
        Odds o = computeOdds(f.rs, {"volley", {{"dice", n}}}, f.state);
        EXPECT_EQ(o.branches, static_cast<std::uint64_t>(n + 1)) << n;
        for (int k = 0; k <= n; ++k) {
            EXPECT_EQ(o.key("hits")->values[static_cast<std::size_t>(k)].fraction,
                      testing::binomialFraction(n, k, 1, 3))
                << n << " dice, " << k << " hits";
        }
    }
}

TEST(Odds, TwelveGatlingDiceAndTheirRidersInAFewHundredBranches) {
    Fixture f;
    Odds o = computeOdds(f.rs, {"gatling", json::object()}, f.state);
    // 91 ways to split 12 dice into three bands, then k+1 rider splits for k hits.
    EXPECT_LT(o.branches, 500u);
    // No 9 among 12 dice: (9/10)^12.
    EXPECT_EQ(o.key("jammed")->values.front().fraction, "282429536481/1000000000000");
    for (int k = 0; k <= 12; ++k) {
        EXPECT_EQ(o.key("hits")->values[static_cast<std::size_t>(k)].fraction,
                  testing::binomialFraction(12, k, 1, 2));
    }
    // Each die is a rider hit with chance 1/2 * 6/10.
    EXPECT_EQ(o.key("riders")->values[3].fraction, testing::binomialFraction(12, 3, 3, 10));
}

TEST(OddsSimulation, TwelveGatlingDiceAndTheirRiders) {
    Fixture f;
    testing::expectOddsMatchSimulation(f.rs, {"gatling", json::object()}, f.state, 200'000);
}

TEST(Odds, APoolRollsAndRecordsEveryDieOutsideTheWalk) {
    Fixture f;
    ScriptedDice source({6, 1, 5});
    Dice dice(source);
    Outcome o = f.rs.resolve({"volley", {{"dice", 3}}}, f.state, dice);
    EXPECT_EQ(o.result["hits"], 2);
    ASSERT_EQ(o.rolls.size(), 3u);
    EXPECT_EQ(o.rolls[1].face, 1);
    EXPECT_EQ(o.rolls[1].purpose, "volley, die 2 of 3");
}

TEST(Odds, APoolRefusesBandsOutsideTheDie) {
    ScriptedDice source({1});
    Dice dice(source);
    EXPECT_THROW(dice.pool(1, Die::d6(), "x", {7}), DiceError);
    EXPECT_THROW(dice.pool(1, Die::d6(), "x", {4, 3}), DiceError);
    EXPECT_EQ(bandCuts(Die::d10zero(), {9, 5, 10, 0, 5}), (std::vector<int>{5, 9}));
}

TEST(Odds, RefusesTreesLargerThanTheLimit) {
    Fixture f;
    EXPECT_THROW(computeOdds(f.rs, {"fire", {{"dice", 8}}}, f.state, {1000}), OddsTooLarge);
}

// A walk abandoned because the form changed frees its core at once: a stop requested before it
// starts walks no branch, one requested during it walks no further branch.
TEST(Odds, AStoppedWalkReturnsAtOnce) {
    Fixture f;
    std::stop_source stop;
    stop.request_stop();
    OddsLimits limits;
    limits.stop = stop.get_token();
    try {
        (void)walkOdds(f.rs, {"fire", {{"dice", 8}}}, f.state, limits);
        FAIL() << "a stopped walk gave odds";
    } catch (const OddsStopped& e) {
        EXPECT_STREQ(e.what(), "the odds walk was stopped after 0 branches");
    }
}

namespace {
// Asks for a stop from inside its tenth branch, as the form changing mid-walk would.
class StoppingRuleset : public TextbookRuleset {
public:
    using TextbookRuleset::TextbookRuleset;
    mutable int resolved = 0;
    mutable std::stop_source stop;

protected:
    Outcome resolveAs(const ActionSpec& spec, const json& params, const GameState& state,
                      Dice& dice) const override {
        if (++resolved == 10) {
            stop.request_stop();
        }
        return TextbookRuleset::resolveAs(spec, params, state, dice);
    }
};
} // namespace

TEST(Odds, AStopDuringTheWalkIsHeardBeforeTheNextBranch) {
    json data = textbookJson();
    Diagnostics d;
    JsonReader r{data, d};
    StoppingRuleset rs{data, r};
    OddsLimits limits;
    limits.stop = rs.stop.get_token();
    EXPECT_THROW((void)walkOdds(rs, {"fire", {{"dice", 8}}}, GameState{}, limits), OddsStopped);
    EXPECT_EQ(rs.resolved, 10) << "of 6^8 branches";
}

TEST(Odds, BadRequestsAreRuleErrors) {
    Fixture f;
    EXPECT_THROW(computeOdds(f.rs, {"fire", {{"dice", 99}}}, f.state), RuleError);
}

// The walk checks a request once and resolves it again on every branch.
TEST(Odds, ACheckedRequestResolvesAsTheRequestDoes) {
    Fixture f;
    EXPECT_THROW(f.rs.check({"fire", {{"dice", 99}}}, f.state), RuleError);
    EXPECT_THROW(f.rs.check({"charge", json::object()}, f.state), RuleError);
    const Ruleset::CheckedRequest checked = f.rs.check({"volley", {{"dice", 3}}}, f.state);
    EXPECT_EQ(checked.spec, f.rs.action("volley"));
    ScriptedDice a({6, 1, 5}), b({6, 1, 5});
    Dice da(a), db(b);
    EXPECT_EQ(f.rs.resolve(checked, f.state, da),
              f.rs.resolve({"volley", {{"dice", 3}}}, f.state, db));
}

// Under the walk the faces are branches, not dice anyone rolled: none is recorded.
TEST(Odds, TheWalkRecordsNoRolls) {
    struct Walker : DiceSource {
        int face(const Die& die, std::string_view) override { return die.lowest; }
        RollSource kind() const override { return RollSource::Enumerated; }
    } walker;
    Dice dice(walker);
    dice.roll(Die::d6(), "morale");
    dice.pool(3, Die::d6(), "volley", {5});
    EXPECT_TRUE(dice.rolls().empty());
}

namespace {
// A module that forgot an action's resolver.
class ForgetfulRuleset : public Ruleset {
public:
    ForgetfulRuleset(const json& data, JsonReader& r) : Ruleset(data, "forgetful.json", r) {
        declare({"fire", "Fire", "", "declared without a resolver", {}}, nullptr);
    }
};
} // namespace

// An action is declared with its resolver: one without is refused when the ruleset is made, not
// found out the first time a referee asks for it.
TEST(ActionDeclaration, WithoutAResolverIsRefusedWhenTheRulesetIsMade) {
    json data = textbookJson();
    Diagnostics d;
    JsonReader r{data, d};
    EXPECT_THROW(ForgetfulRuleset(data, r), std::logic_error);
}

// An action declared without an odds shortcut is walked: the declaration says it has none.
TEST(ActionDeclaration, AnActionWithoutAShortcutAddsNothing) {
    Fixture f;
    OddsTally tally;
    EXPECT_EQ(f.rs.addShortcutOdds(f.rs.check({"fire", {{"dice", 2}}}, f.state), f.state, tally),
              std::nullopt);
    EXPECT_EQ(computeOdds(f.rs, {"fire", {{"dice", 2}}}, f.state).branches, 36u);
}

} // namespace adc
