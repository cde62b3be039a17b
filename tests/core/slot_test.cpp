// The convention slot's clock: event times in the save, the pace of each turn and phase, the
// forecast and its warnings, all on a clock the test moves by hand (no sleeping).
#include "test_support.hpp"

#include "adc/pace.hpp"

namespace adc {

using testing::hasError;
using testing::TempDir;

namespace {

// 2026-12-03 18:00:00 UTC: the slot's start in these tests.
constexpr WallTime kSix = 1796320800;

const ActionRequest volley{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};

struct TimedGame {
    std::shared_ptr<SetClock> clock = std::make_shared<SetClock>(kSix);
    Game game = testing::skirmishGame();

    TimedGame() {
        game.setClock(clock);
        game.slot().start = kSix;
    }
    void fire(double afterMinutes) {
        clock->advanceMinutes(afterMinutes);
        ScriptedDice dice({6, 6, 1});
        game.apply(game.resolve(volley, dice), volley);
    }
    void next(double afterMinutes) {
        clock->advanceMinutes(afterMinutes);
        game.apply(game.advancePhase(game.dice()));
    }
    // A whole turn of the drill (fire, then morale) taking `minutes`, the fire phase half of it.
    void turn(double minutes) {
        next(minutes / 2);
        next(minutes / 2);
    }
};

} // namespace

TEST(WallTime, ReadsBackWhatItWritesAndNothingElse) {
    EXPECT_EQ(wallTimeText(kSix), "2026-12-03T18:00:00Z");
    EXPECT_EQ(wallTimeFromText("2026-12-03T18:00:00Z"), kSix);
    EXPECT_EQ(wallTimeFromText("2026-12-03 18:00:00Z"), std::nullopt);
    EXPECT_EQ(wallTimeFromText("2026-02-31T18:00:00Z"), std::nullopt);
    EXPECT_EQ(wallTimeFromText("2026-12-03T18:00:00+01"), std::nullopt);
    EXPECT_EQ(clockText(kSix, 0), "18:00");
    EXPECT_EQ(clockText(kSix, -5 * 3600), "13:00");
}

TEST(Slot, BreaksAreTakenOutOfThePlayAndOnlyAnOpenOneRunsToNow) {
    Slot slot;
    slot.pause(kSix + 600);
    EXPECT_TRUE(slot.paused());
    EXPECT_THROW(slot.pause(kSix + 700), std::logic_error);
    EXPECT_EQ(slot.playSeconds(kSix, kSix + 1200), 600); // paused at 10 min, still paused at 20
    slot.resume(kSix + 1500);
    EXPECT_FALSE(slot.paused());
    EXPECT_THROW(slot.resume(kSix + 1600), std::logic_error);
    EXPECT_EQ(slot.playSeconds(kSix, kSix + 3600), 3600 - 900);
    EXPECT_EQ(slot.playSeconds(kSix + 1500, kSix + 3600), 2100);
}

TEST(Pace, EachTurnAndPhaseTakesTheTimeBetweenTheEventsThatEndThem) {
    TimedGame t;
    t.fire(4);  // turn 1, fire
    t.next(6);  // fire ends at 10 min
    t.next(15); // morale ends at 25 min: turn 1 took 25
    t.turn(30); // turn 2: 30
    t.clock->advanceMinutes(7);
    const Pace pace = measurePace(t.game);
    ASSERT_EQ(pace.turns.size(), 3u);
    EXPECT_EQ(pace.turns[0].seconds, 25 * 60);
    ASSERT_EQ(pace.turns[0].phases.size(), 2u);
    EXPECT_EQ(pace.turns[0].phases[0].seconds, 10 * 60);
    EXPECT_EQ(pace.turns[0].phases[1].seconds, 15 * 60);
    EXPECT_TRUE(pace.turns[0].finished);
    EXPECT_EQ(pace.turns[1].seconds, 30 * 60);
    EXPECT_EQ(pace.turns[1].began, kSix + 25 * 60);
    EXPECT_EQ(pace.turns[2].seconds, 7 * 60); // under way
    EXPECT_FALSE(pace.turns[2].finished);
    EXPECT_TRUE(pace.turns[2].phases[0].underWay);
    EXPECT_EQ(pace.played, 62 * 60);
}

TEST(Pace, ABreakIsNotPartOfTheTurnItFellIn) {
    TimedGame t;
    t.next(10);
    t.game.slot().pause(t.clock->now());
    t.clock->advanceMinutes(20);
    t.game.slot().resume(t.clock->now());
    t.next(5);
    const Pace pace = measurePace(t.game);
    EXPECT_EQ(pace.turns[0].seconds, 15 * 60);
    EXPECT_EQ(pace.turns[0].phases[1].seconds, 5 * 60);
    EXPECT_EQ(pace.played, 15 * 60);
}

TEST(Forecast, FromTheLastThreeTurnsWithTheirSpreadAndWhatWouldFinish) {
    TimedGame t;
    t.turn(40); // not among the recent three
    t.turn(20);
    t.turn(30);
    t.turn(25); // recent: 20, 30, 25 -> 25 a turn
    t.clock->advanceMinutes(5);
    const Forecast f = forecastGame(t.game, 0);
    EXPECT_EQ(f.turn, 5);
    EXPECT_EQ(f.turns, 6);
    EXPECT_EQ(f.recentTurns, 3);
    EXPECT_DOUBLE_EQ(*f.minutesPerTurn, 25);
    EXPECT_DOUBLE_EQ(*f.fastest, 20);
    EXPECT_DOUBLE_EQ(*f.slowest, 30);
    EXPECT_EQ(f.playLeft, (180 - 120) * 60);
    // 20 more minutes of turn 5, then 25 for turn 6: the end at 18:00 + 2 h + 45 min.
    EXPECT_EQ(f.finishAt, kSix + (120 + 45) * 60);
    EXPECT_EQ(f.finishEarliest, kSix + (120 + 15 + 20) * 60);
    EXPECT_EQ(f.finishLatest, kSix + (120 + 25 + 30) * 60);
    EXPECT_EQ(f.reachTurn, 6);
    EXPECT_NEAR(*f.minutesPerTurnToFinish, (60.0 + 5) / 2, 1e-9);
    EXPECT_NE(f.words.find("the last turn (6) will end about 20:45 (between 20:35 and 20:55"),
              std::string::npos)
        << f.words;
    EXPECT_TRUE(f.warnings.empty());

    t.game.slot().minutes = 140; // the room is wanted at 20:20
    const Forecast late = forecastGame(t.game, 0);
    EXPECT_EQ(late.playLeft, 20 * 60);
    EXPECT_EQ(late.reachTurn, 5); // 20 minutes left finish turn 5 only
    EXPECT_NEAR(*late.minutesPerTurnToFinish, (20.0 + 5) / 2, 1e-9);
    EXPECT_NE(late.words.find("you will reach the end of turn 5 of 6 by the slot's end"),
              std::string::npos)
        << late.words;
    EXPECT_NE(late.words.find("each of the 2 turns left, this one included, in about 13 minutes"),
              std::string::npos)
        << late.words;
    ASSERT_EQ(late.warnings.size(), 2u);
    EXPECT_EQ(late.warnings[0], "30 minutes left or less (20 min)");
    EXPECT_EQ(late.warnings[1], "At this pace the game ends at turn 5 of 6");
}

TEST(Forecast, SaysWhenItIsOnlyARoughGuessOrTooEarly) {
    TimedGame t;
    t.fire(3);
    EXPECT_NE(forecastGame(t.game, 0).words.find("too early to forecast"), std::string::npos);
    t.next(7);
    t.next(10);
    const Forecast f = forecastGame(t.game, 0);
    EXPECT_EQ(f.recentTurns, 1);
    EXPECT_NE(f.words.find("a rough guess from only 1 finished turn"), std::string::npos)
        << f.words;
}

TEST(Forecast, APausedClockStandsStillAndSaysSo) {
    TimedGame t;
    t.turn(20);
    t.game.slot().pause(t.clock->now());
    t.clock->advanceMinutes(45);
    const Forecast f = forecastGame(t.game, 0);
    EXPECT_TRUE(f.paused);
    EXPECT_EQ(f.playLeft, 160 * 60);
    EXPECT_EQ(f.warnings.front(), "Paused since 18:20");
    EXPECT_EQ(f.words.rfind("The clock is paused (since 18:20)", 0), 0u) << f.words;
}

TEST(SavedGameTimes, ASaveWithTimesAndASlotReplaysToThem) {
    TempDir dir;
    TimedGame t;
    t.fire(4);
    t.turn(20);
    t.game.slot().minutes = 150;
    t.game.slot().pause(kSix + 30 * 60);
    t.game.slot().resume(kSix + 40 * 60);
    t.game.undo(); // the redo list keeps its time too
    saveGameFile(dir.file("g.adc.json"), t.game);
    Game back = loadGameFile(dir.file("g.adc.json"), drill::registry(), drill::dataDir());
    ASSERT_EQ(back.events().size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(back.events()[i].at, t.game.events()[i].at) << i;
    }
    EXPECT_EQ(back.events()[2].at, kSix + 24 * 60);
    EXPECT_EQ(back.slot().minutes, 150);
    EXPECT_EQ(back.slot().start, kSix);
    ASSERT_EQ(back.slot().breaks.size(), 1u);
    EXPECT_EQ(back.slot().breaks[0].to, kSix + 40 * 60);
    EXPECT_EQ(saveGameToJson(back), saveGameToJson(t.game));
    back.redo();
    EXPECT_EQ(back.events()[2].at, kSix + 24 * 60); // a redo keeps the first apply's time
}

TEST(SavedGameTimes, AFormat2SaveMigratesAndItsEventsCountForNothing) {
    TimedGame t;
    t.turn(20);
    json old = saveGameToJson(t.game);
    old["format"] = 2;
    old.erase("slot");
    for (auto& e : old["history"]) {
        e.erase("at");
    }
    Game g = gameFromJson(old, drill::registry(), drill::dataDir(), "old.adc.json");
    EXPECT_FALSE(g.events()[0].at);
    EXPECT_EQ(g.slot().minutes, kDefaultSlotMinutes);
    EXPECT_FALSE(g.slot().start);
    auto later = std::make_shared<SetClock>(kSix + 3600);
    g.setClock(later);
    Pace before = measurePace(g);
    EXPECT_FALSE(before.start);
    EXPECT_FALSE(before.turns[0].seconds);
    g.apply(g.advancePhase(g.dice())); // the first event with a time starts the slot
    later->advanceMinutes(10);
    g.apply(g.advancePhase(g.dice()));
    Pace after = measurePace(g);
    EXPECT_EQ(after.start, kSix + 3600);
    ASSERT_EQ(after.turns.size(), 3u);
    EXPECT_FALSE(after.turns[0].seconds); // its events have no time
    EXPECT_FALSE(after.turns[1].seconds); // began with an untimed event
    EXPECT_EQ(after.turns[1].phases[1].seconds, 10 * 60);
    EXPECT_EQ(saveGameToJson(g)["format"], kSaveFormat);
    EXPECT_GE(kSaveFormat, 3); // format 3 brought the times
}

TEST(SavedGameTimes, ABadTimeOrSlotIsNamedWithItsPlace) {
    TimedGame t;
    t.fire(1);
    json bad = saveGameToJson(t.game);
    bad["history"][0]["at"] = "yesterday";
    bad["slot"]["minutes"] = 0;
    bad["slot"]["breaks"] = {{{"from", "2026-12-03T18:10:00Z"}},
                             {{"from", "2026-12-03T18:20:00Z"}}};
    try {
        gameFromJson(bad, drill::registry(), drill::dataDir(), "bad.adc.json");
        FAIL() << "loaded";
    } catch (const LoadError& e) {
        EXPECT_TRUE(hasError(e.diagnostics(), "/slot/minutes", "1 to 1440"));
        EXPECT_TRUE(hasError(e.diagnostics(), "/slot/breaks/0", "only the last break"));
    }
    bad["slot"] = saveGameToJson(t.game)["slot"];
    try {
        gameFromJson(bad, drill::registry(), drill::dataDir(), "bad.adc.json");
        FAIL() << "loaded";
    } catch (const LoadError& e) {
        EXPECT_TRUE(hasError(e.diagnostics(), "/history/0", "\"at\" must be a UTC time"));
    }
    json noSlot = saveGameToJson(t.game);
    noSlot.erase("slot");
    try {
        gameFromJson(noSlot, drill::registry(), drill::dataDir(), "bad.adc.json");
        FAIL() << "loaded";
    } catch (const LoadError& e) {
        EXPECT_TRUE(hasError(e.diagnostics(), "/slot"));
    }
}

} // namespace adc
