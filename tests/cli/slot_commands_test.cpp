// adc show's clock and adc slot, on a clock the test moves: the times the game commands stamp,
// the pace, the forecast in words and as JSON, a pause that every face reports.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/saved_game.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

namespace adc::cli {

namespace {

using test::contains;
using test::Ran;

// 2026-12-03 18:00:00 UTC.
constexpr WallTime kSix = 1796320800;

class SlotCommands : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args) {
        std::istringstream in;
        std::ostringstream out, err;
        Context c{registry_, dataDir_, in, out, err, clock_, 0L};
        const int code = run(args, c);
        return {code, out.str(), err.str()};
    }
    void next(double afterMinutes) {
        clock_->advanceMinutes(afterMinutes);
        Ran r = adc({"next", game_, "--force"});
        ASSERT_EQ(r.code, Ok) << r.err;
    }
    void SetUp() override {
        Ran r = adc({"new", drill::dataDir() + "/scenarios/drill_skirmish.json", "--out", game_,
                     "--seed", "42"});
        ASSERT_EQ(r.code, Ok) << r.err;
    }

    RulesetRegistry registry_ = drill::registry();
    std::string dataDir_ = drill::dataDir();
    adc::testing::TempDir dir_;
    std::string game_ = dir_.file("mill.adc.json");
    std::shared_ptr<SetClock> clock_ = std::make_shared<SetClock>(kSix);
};

} // namespace

TEST_F(SlotCommands, ShowPrintsTheClockThePaceAndTheForecast) {
    Ran r = adc({"show", game_});
    EXPECT_TRUE(contains(r.out, "Clock: The slot has not started")) << r.out;
    ASSERT_EQ(adc({"slot", game_, "--start", "now", "--minutes", "120"}).code, Ok);
    next(10);
    next(10); // turn 1: 20 min
    next(15);
    next(15); // turn 2: 30 min
    clock_->advanceMinutes(5);
    r = adc({"show", game_});
    EXPECT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Pace: turn 1 20 min, turn 2 30 min, turn 3 5 min so far"))
        << r.out;
    // 25 a turn: turn 3 ends at 19:15, then 19:40, 20:05, 20:30: turns 3 and 4 by 20:00.
    EXPECT_TRUE(contains(r.out, "you will reach the end of turn 4 of 6 by the slot's end"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "the last turn would end about 20:30")) << r.out;
    EXPECT_TRUE(contains(r.out, "Warning: At this pace the game ends at turn 4 of 6")) << r.out;

    Ran j = adc({"show", game_, "--json"});
    ASSERT_EQ(j.code, Ok) << j.err;
    const json clock = json::parse(j.out).at("clock");
    EXPECT_EQ(clock.at("start"), "2026-12-03T18:00:00Z");
    EXPECT_EQ(clock.at("seconds_left"), (120 - 55) * 60);
    EXPECT_EQ(clock.at("minutes_per_turn"), 25.0);
    EXPECT_EQ(clock.at("reach_turn"), 4);
    EXPECT_EQ(clock.at("finish_at"), "2026-12-03T20:30:00Z");
    EXPECT_EQ(clock.at("paused"), false);
    const json pace = json::parse(j.out).at("pace");
    EXPECT_EQ(pace.at("turns").at(1).at("seconds"), 30 * 60);
    EXPECT_EQ(pace.at("turns").at(1).at("phases").at(0).at("seconds"), 15 * 60);
}

TEST_F(SlotCommands, APauseIsSavedShownAndRefusedTwice) {
    ASSERT_EQ(adc({"slot", game_, "--start", "now"}).code, Ok);
    next(10);
    Ran p = adc({"slot", game_, "--pause"});
    ASSERT_EQ(p.code, Ok) << p.err;
    EXPECT_TRUE(contains(p.out, "The clock is paused (since 18:10)")) << p.out;
    Ran again = adc({"slot", game_, "--pause"});
    EXPECT_EQ(again.code, BadRequest);
    EXPECT_TRUE(contains(again.err, "already paused"));
    clock_->advanceMinutes(30);
    Ran shown = adc({"show", game_});
    EXPECT_TRUE(contains(shown.out, "Warning: Paused since 18:10")) << shown.out;
    ASSERT_EQ(adc({"slot", game_, "--resume"}).code, Ok);
    const Game g = loadGameFile(game_, registry_, dataDir_);
    ASSERT_EQ(g.slot().breaks.size(), 1u);
    EXPECT_EQ(g.slot().breaks[0].from, kSix + 600);
    EXPECT_EQ(g.slot().breaks[0].to, kSix + 2400);
    EXPECT_EQ(g.events().at(0).at, kSix + 600); // adc next stamped its event
    Ran bad = adc({"slot", game_, "--minutes", "0"});
    EXPECT_EQ(bad.code, BadRequest);
    EXPECT_TRUE(contains(bad.err, "--minutes must be"));
}

} // namespace adc::cli
