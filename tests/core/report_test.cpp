// The after-action report's figures on a drill game whose every roll is scripted: casualties by
// side and turn, each unit's fate, the decisive moments and the luck against the exact odds, all
// checked against numbers this test works out from the dice itself.
#include "test_support.hpp"

#include "adc/game_end.hpp"
#include "adc/report.hpp"

#include <cmath>

namespace adc {

namespace {

constexpr WallTime kReportSix = 1796320800;

struct ScriptedGame {
    std::shared_ptr<SetClock> clock = std::make_shared<SetClock>(kReportSix);
    Game game = testing::skirmishGame();

    ScriptedGame() { game.setClock(clock); }
    void roll(const ActionRequest& r, std::vector<int> faces) {
        clock->advanceMinutes(2);
        ScriptedDice dice(std::move(faces));
        game.apply(game.resolve(r, dice), r);
    }
    void reload(const std::string& unit) { game.apply(game.correction(unit, "loaded", true)); }
    void next() {
        clock->advanceMinutes(2);
        game.apply(game.advancePhase(game.dice()));
    }
};

ActionRequest reportVolley(const std::string& shooter, const std::string& target, int dice) {
    return {"volley", {{"shooter", shooter}, {"target", target}, {"dice", dice}}};
}

ActionRequest morale(const std::string& unit) {
    return {"morale", {{"unit", unit}, {"stance", "steady"}}};
}

// The drill's volley with its volley bonus hits on 3+: p = 4/6. Three turns: the Union's two
// companies fire one die each (a 6: one hit) in turns 1 and 2, Co. A alone in turn 3; the Texans
// fire three dice once, all 1s; Co. B tests morale six times on a 2 (it passes on 4 or less).
ScriptedGame threeTurns() {
    ScriptedGame s;
    for (int turn = 1; turn <= 3; ++turn) {
        s.reload("ma20a");
        s.reload("ma20b");
        s.roll(reportVolley("ma20a", "tx1a", 1), {6});
        if (turn < 3) {
            s.roll(reportVolley("ma20b", "tx1a", 1), {6});
        }
        if (turn == 2) {
            s.roll(reportVolley("tx1a", "ma20a", 3), {1, 1, 1});
        }
        s.next();
        s.roll(morale("ma20b"), {2});
        s.roll(morale("ma20b"), {2});
        s.next();
    }
    return s;
}

// The mid-percentile's mean and variance over a distribution of ordered values.
struct Mid {
    double at;       // of the value
    double variance; // over the distribution
};
Mid midOf(const std::vector<double>& p, std::size_t value) {
    Mid m{0, 0};
    double below = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const double mid = below + p[i] / 2;
        if (i == value) {
            m.at = mid;
        }
        m.variance += p[i] * (mid - 0.5) * (mid - 0.5);
        below += p[i];
    }
    return m;
}

const LuckLine* luckOf(const Report& r, const std::string& side, const std::string& action) {
    for (const auto& l : r.luck) {
        if (l.side == side && l.action == action) {
            return &l;
        }
    }
    return nullptr;
}

} // namespace

TEST(Report, CasualtiesBySideAndTurnAndEachUnitsFate) {
    ScriptedGame s = threeTurns();
    const Report r = buildReport(s.game, {std::nullopt, 5, 200'000, 0L});
    ASSERT_EQ(r.sides.size(), 2u);
    const SideLosses& csa = r.sides[1];
    EXPECT_EQ(csa.side, "csa");
    EXPECT_EQ(csa.perTurn, (std::vector<int>{2, 2, 1, 0}));
    EXPECT_EQ(csa.total, (std::vector<int>{2, 4, 5, 5}));
    EXPECT_EQ(csa.startStrength, 12);
    EXPECT_EQ(r.sides[0].total.back(), 0);
    EXPECT_FALSE(csa.breakPoint); // the drill has no break points
    const UnitFate& tx = r.units[2];
    EXPECT_EQ(tx.id, "tx1a");
    EXPECT_EQ(tx.strength, 7);
    EXPECT_EQ(tx.lost, (std::vector<std::pair<int, int>>{{1, 2}, {2, 2}, {3, 1}}));
    EXPECT_EQ(r.turn, 4);
    ASSERT_EQ(r.timeline.size(), 4u);
    // Turn 1: two volleys and the phase change, two tests and the change: 6 x 2 minutes.
    EXPECT_EQ(r.timeline[0].seconds, 12 * 60);
    EXPECT_EQ(r.timeline[1].seconds, 14 * 60);
    EXPECT_EQ(r.result, "The game has not ended: no end is recorded yet.");
}

TEST(Report, AnEndedGameGivesTheResultJudgedAtItsEnd) {
    ScriptedGame s = threeTurns();
    s.game.apply(s.game.endEarly("the hall closes"));
    const Report r = buildReport(s.game, {std::string("csa"), 3, 200'000, 0L});
    EXPECT_TRUE(r.ended);
    EXPECT_EQ(r.result, gameOverWords(s.game.state()));
    EXPECT_NE(r.result.find("the referee ended it on turn 4 (the hall closes)"), std::string::npos)
        << r.result;
    EXPECT_FALSE(r.outcome.empty());
    EXPECT_NE(r.outcome, "Not ended");
    EXPECT_FALSE(r.forSide); // after the end every side sees the whole report
}

TEST(Report, TheDecisiveMomentIsTheLeastLikelyResultByItsExactOdds) {
    ScriptedGame s = threeTurns();
    const Report r = buildReport(s.game, {std::nullopt, 3, 200'000, 0L});
    ASSERT_EQ(r.moments.size(), 3u);
    // Three dice hitting on 3+ all missing: (2/6)^3 = 1/27.
    EXPECT_NEAR(r.moments[0].chance, 1.0 / 27, 1e-12);
    EXPECT_EQ(r.moments[0].side, "csa");
    EXPECT_EQ(r.moments[0].key, "hits");
    EXPECT_EQ(r.moments[0].value, 0);
    EXPECT_EQ(r.moments[0].turn, 2);
    // Next, a pass of Co. B's morale (0-4 of a d10 read 0-9): 5 in 10; a one-die volley's hit
    // (2/3) comes after.
    EXPECT_NEAR(r.moments[1].chance, 0.5, 1e-12);
    EXPECT_EQ(r.moments[1].key, "passed");
}

TEST(Report, LuckIsEachRollsPercentileInItsOwnDistributionAveragedWithAnInterval) {
    ScriptedGame s = threeTurns();
    const Report r = buildReport(s.game, {std::nullopt, 5, 200'000, 0L});
    // Union volleys: 5 rolls of one die, each a hit (p = 2/3): mid-percentile 1/3 + 1/3.
    const Mid hit = midOf({1.0 / 3, 2.0 / 3}, 1);
    const LuckLine* fire = luckOf(r, "usa", "Volley");
    ASSERT_TRUE(fire);
    EXPECT_EQ(fire->rolls, 5);
    EXPECT_NEAR(fire->mean, hit.at, 1e-12);
    EXPECT_NEAR(fire->high - 0.5, 1.96 * std::sqrt(5 * hit.variance) / 5, 1e-12);
    EXPECT_EQ(fire->verdict, LuckLine::Verdict::Chance); // 0.667 inside 0.5 +- 0.207
    // Co. B's six passes at 5 in 10: mid-percentile 0.5 + 0.25, above 0.5 + 0.2: lucky.
    const Mid pass = midOf({0.5, 0.5}, 1);
    const LuckLine* tests = luckOf(r, "usa", "Morale test");
    ASSERT_TRUE(tests);
    EXPECT_EQ(tests->rolls, 6);
    EXPECT_NEAR(tests->mean, 0.75, 1e-12);
    EXPECT_NEAR(tests->high, 0.5 + 1.96 * std::sqrt(6 * pass.variance) / 6, 1e-12);
    EXPECT_EQ(tests->verdict, LuckLine::Verdict::Lucky);
    // The Texans' one volley, all misses: the lowest percentile, and far too few to say.
    const LuckLine* texas = luckOf(r, "csa", "Volley");
    ASSERT_TRUE(texas);
    EXPECT_EQ(texas->rolls, 1);
    EXPECT_NEAR(texas->mean, midOf({1. / 27, 6. / 27, 12. / 27, 8. / 27}, 0).at, 1e-12);
    EXPECT_EQ(texas->verdict, LuckLine::Verdict::TooFew);
}

} // namespace adc
