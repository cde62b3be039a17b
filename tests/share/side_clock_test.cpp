// The convention slot's clock on each side's page (issue 39): every side's state carries it,
// with the seconds left as of the moment it is asked for; a pause, a resume or a new length
// goes to every page at once; a clock that only counts down is not news (the page counts).
// The game's clock is the test's: no sleeping.
#include "server_fixture.hpp"
#include "side_clock.hpp"

#include "adc/slot.hpp"

namespace adc::share {
namespace {

class SideClockTest : public ShareServerTest {
protected:
    void SetUp() override {
        clock = std::make_shared<SetClock>(*wallTimeFromText("2026-12-03T18:00:00Z"));
        game.setClock(clock);
        game.slot().start = clock->now();
        game.slot().minutes = 180;
        clock->advanceMinutes(25);
    }

    // The messages a page was sent, as JSON.
    static json message(const QSignalSpy& spy, qsizetype i) {
        return json::parse(spy.at(i).at(0).toString().toStdString());
    }

    std::shared_ptr<SetClock> clock;
};

TEST_F(SideClockTest, EachSidesStateCarriesTheClockAsOfNow) {
    const json running = sideClock(game, 0);
    EXPECT_EQ(running["started"], true);
    EXPECT_EQ(running["paused"], false);
    EXPECT_EQ(running["start"], "18:00");
    EXPECT_EQ(running["slot_minutes"], 180);
    EXPECT_EQ(running["seconds_left"], 155 * 60);
    EXPECT_EQ(running["ends"], "21:00");
    EXPECT_EQ(running["turns"], game.scenario().turns);
    EXPECT_NE(running["forecast"].get<std::string>().find("ends at 21:00"), std::string::npos)
        << running["forecast"];

    start();
    auto csa = live(QStringLiteral("/side/csa/live?key=csa-key"));
    QSignalSpy messages(csa.get(), &QWebSocket::textMessageReceived);
    ASSERT_TRUE(QTest::qWaitFor([&] { return messages.count() == 1; }, 3000));
    EXPECT_EQ(message(messages, 0)["state"]["clock"]["seconds_left"], 155 * 60);
    // The state answered later, from the same cache, has the seconds of its own moment.
    clock->advanceMinutes(5);
    const QByteArray answer = ask("GET /side/usa/state?key=usa-key HTTP/1.1\r\nHost: x\r\n\r\n");
    const json state = json::parse(answer.mid(answer.indexOf("\r\n\r\n") + 4).toStdString());
    EXPECT_EQ(state["clock"]["seconds_left"], 150 * 60);
    EXPECT_EQ(state["side"]["id"], "usa");
}

TEST_F(SideClockTest, APauseAndAResumeGoToEveryPageAtOnce) {
    start();
    auto csa = live(QStringLiteral("/side/csa/live?key=csa-key"));
    auto usa = live(QStringLiteral("/side/usa/live?key=usa-key"));
    QSignalSpy csaMessages(csa.get(), &QWebSocket::textMessageReceived);
    QSignalSpy usaMessages(usa.get(), &QWebSocket::textMessageReceived);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return csaMessages.count() == 1 && usaMessages.count() == 1; }, 3000));
    // Only counting down (20 s: the forecast's words still say 2 h 35 min): nothing to send.
    clock->set(clock->now() + 20);
    server->refreshClock();
    QTest::qWait(200);
    EXPECT_EQ(csaMessages.count(), 1);

    game.slot().pause(clock->now());
    server->refreshClock();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return csaMessages.count() == 2 && usaMessages.count() == 2; }, 3000));
    for (const QSignalSpy* spy : {&csaMessages, &usaMessages}) {
        const json paused = message(*spy, 1);
        EXPECT_EQ(paused["kind"], "clock");
        EXPECT_EQ(paused["state"]["clock"]["paused"], true);
        EXPECT_NE(paused["state"]["clock"]["forecast"].get<std::string>().find("paused"),
                  std::string::npos);
    }
    clock->advanceMinutes(10); // the break: the clock stands
    game.slot().resume(clock->now());
    server->refreshClock();
    ASSERT_TRUE(QTest::qWaitFor([&] { return csaMessages.count() == 3; }, 3000));
    const json resumed = message(csaMessages, 2)["state"]["clock"];
    EXPECT_EQ(resumed["paused"], false);
    EXPECT_EQ(resumed["seconds_left"], 155 * 60 - 20) << "the break taken out";
}

TEST_F(SideClockTest, AChangeThatMovesTheForecastCarriesTheClock) {
    start();
    auto csa = live(QStringLiteral("/side/csa/live?key=csa-key"));
    QSignalSpy messages(csa.get(), &QWebSocket::textMessageReceived);
    ASSERT_TRUE(QTest::qWaitFor([&] { return messages.count() == 1; }, 3000));
    game.slot().minutes = 240; // a longer slot, then an event before any refresh
    Outcome note;
    note.effects = {Effect::casualties(game.state().units.back().id, 1, "fire")};
    game.apply(note, std::nullopt, "a hit");
    server->publish(HistoryChange{"applied", 0, 1});
    ASSERT_TRUE(QTest::qWaitFor([&] { return messages.count() == 2; }, 3000));
    const json applied = message(messages, 1);
    EXPECT_EQ(applied["kind"], "applied");
    EXPECT_EQ(applied["state"]["clock"]["slot_minutes"], 240);
    // The next change that leaves it as it was does not repeat it.
    game.undo();
    server->publish(HistoryChange{"undone", 0, 1});
    ASSERT_TRUE(QTest::qWaitFor([&] { return messages.count() == 3; }, 3000));
    EXPECT_FALSE(message(messages, 2)["state"].contains("clock"));
}

} // namespace
} // namespace adc::share
