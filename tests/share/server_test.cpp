// The side views' server for real, on loopback: answers, the secrets, the caps on request size,
// and the WebSocket push with its sequence numbers. The limits on connections are
// server_limits_test.cpp; the live socket's handshake and frames, live_socket_test.cpp.
#include "server_fixture.hpp"

namespace adc::share {
namespace {

TEST_F(ShareServerTest, PageStateAndEveryRefusal) {
    start();
    QByteArray state = ask("GET /side/csa/state?key=csa-key HTTP/1.1\r\nHost: x\r\n\r\n");
    ASSERT_TRUE(state.startsWith("HTTP/1.1 200")) << state.left(200).toStdString();
    EXPECT_TRUE(state.toLower().contains("content-type: application/json"));
    json body = json::parse(state.mid(state.indexOf("\r\n\r\n") + 4).toStdString());
    EXPECT_EQ(body["side"]["id"], "csa");
    EXPECT_EQ(body["turn"], 1);
    QByteArray page = ask("GET /side/usa?key=usa-key HTTP/1.1\r\nHost: x\r\n\r\n");
    EXPECT_TRUE(page.startsWith("HTTP/1.1 200"));
    EXPECT_TRUE(page.contains("<html>side page</html>"));
    EXPECT_EQ(status("/side/usa/state?key=csa-key"), 403);
    EXPECT_EQ(status("/side/usa/state"), 403);
    EXPECT_EQ(status("/side/prussia/state?key=usa-key"), 404);
    EXPECT_EQ(status("/etc/passwd"), 404);
    EXPECT_EQ(status("/side/usa/state?key=usa-key", "POST"), 405);
    EXPECT_EQ(status("/side/usa/state?key=usa-key", "DELETE"), 405);
    EXPECT_EQ(status("/side/usa/live?key=usa-key"), 426);
}

TEST_F(ShareServerTest, OversizedOrMalformedRequestsGet4xxOrAClosedSocket) {
    start();
    QByteArray big =
        "GET /side/usa?key=usa-key HTTP/1.1\r\nHost: x\r\nX-Pad: " + QByteArray(20000, 'a') +
        "\r\n\r\n";
    EXPECT_TRUE(ask(big).startsWith("HTTP/1.1 431"));
    QByteArray posted = "POST /side/usa?key=usa-key HTTP/1.1\r\nHost: x\r\nContent-Length: "
                        "100000000\r\n\r\n";
    EXPECT_TRUE(ask(posted).startsWith("HTTP/1.1 413"));
    QByteArray chunked = "POST /side/usa HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    EXPECT_TRUE(ask(chunked).startsWith("HTTP/1.1 413"));
    QByteArray garbage = ask(QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11) +
                             QByteArray(300, '\0') + "\r\n\r\n");
    EXPECT_TRUE(garbage.isEmpty() || garbage.startsWith("HTTP/1.1 4")) << garbage.toStdString();
    // And the server still answers.
    EXPECT_EQ(status("/side/usa/state?key=usa-key"), 200);
}

TEST_F(ShareServerTest, EachChangeIsPushedInOrderFilteredForItsSide) {
    start();
    auto csa = live(QStringLiteral("/side/csa/live?key=csa-key"));
    QSignalSpy csaMessages(csa.get(), &QWebSocket::textMessageReceived);
    ASSERT_TRUE(QTest::qWaitFor([&] { return csaMessages.count() == 1; }, 3000));
    json first = json::parse(csaMessages.at(0).at(0).toString().toStdString());
    EXPECT_EQ(first["seq"], 1);
    EXPECT_EQ(first["kind"], "state");
    EXPECT_EQ(first["state"]["side"]["id"], "csa");
    EXPECT_EQ(server->liveClients(), 1);

    const Unit& target = game.state().units.back();
    Outcome hit;
    hit.effects = {Effect::casualties(target.id, 1, "fire")};
    game.apply(hit, std::nullopt, "a hit");
    server->publish(HistoryChange{"applied", 0, 1});
    game.undo();
    server->publish(HistoryChange{"undone", 0, 1});
    ASSERT_TRUE(QTest::qWaitFor([&] { return csaMessages.count() == 3; }, 3000));
    json applied = json::parse(csaMessages.at(1).at(0).toString().toStdString());
    EXPECT_EQ(applied["seq"], 2);
    EXPECT_EQ(applied["kind"], "applied");
    ASSERT_EQ(applied["state"]["events"].size(), 1u);
    EXPECT_EQ(applied["state"]["events"][0]["title"], "a hit");
    json undone = json::parse(csaMessages.at(2).at(0).toString().toStdString());
    EXPECT_EQ(undone["seq"], 3);
    EXPECT_TRUE(undone["state"]["events"].empty());
    EXPECT_EQ(undone["state"]["in_effect"], 0);
    // Only the row the hit changed goes, and back: not the whole roster each time.
    ASSERT_EQ(applied["state"]["units"].size(), 1u);
    EXPECT_EQ(applied["state"]["units"][0]["id"], target.id);
    ASSERT_EQ(undone["state"]["units"].size(), 1u);
    EXPECT_EQ(undone["state"]["units"][0]["id"], target.id);
}

TEST_F(ShareServerTest, AReconnectingPageGetsOnlyTheEventsItLacks) {
    start();
    auto first = live(QStringLiteral("/side/usa/live?key=usa-key"));
    QSignalSpy firstMessages(first.get(), &QWebSocket::textMessageReceived);
    ASSERT_TRUE(QTest::qWaitFor([&] { return firstMessages.count() == 1; }, 3000));
    const Unit& target = game.state().units.back();
    for (int i = 0; i < 3; ++i) {
        Outcome hit;
        hit.effects = {Effect::casualties(target.id, 1, "fire")};
        game.apply(hit, std::nullopt, "hit " + std::to_string(i + 1));
        server->publish(HistoryChange{"applied", game.position() - 1, game.position()});
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return firstMessages.count() == 4; }, 3000));
    const json third = json::parse(firstMessages.at(3).at(0).toString().toStdString());
    const long long mark = third["mark"];
    auto greeting = [&](const QString& query) {
        auto socket = live(QStringLiteral("/side/usa/live?key=usa-key") + query);
        QSignalSpy messages(socket.get(), &QWebSocket::textMessageReceived);
        EXPECT_TRUE(QTest::qWaitFor([&] { return messages.count() == 1; }, 3000));
        return messages.isEmpty() ? json()
                                  : json::parse(messages.at(0).at(0).toString().toStdString());
    };
    // Holding the first event at the mark of the third: events 2 and 3, newest first.
    json since = greeting(QStringLiteral("&since=1&mark=%1").arg(mark));
    EXPECT_EQ(since["kind"], "since");
    ASSERT_EQ(since["state"]["events"].size(), 2u);
    EXPECT_EQ(since["state"]["events"][0]["index"], 3);
    EXPECT_EQ(since["state"]["events"][1]["index"], 2);
    // Two undone and one applied since: only event 1 is still as the page has it.
    game.undo();
    game.undo();
    server->publish(HistoryChange{"undone", 1, 3});
    Outcome other;
    other.effects = {Effect::casualties(target.id, 2, "fire")};
    game.apply(other, std::nullopt, "another hit");
    server->publish(HistoryChange{"applied", 1, 2});
    since = greeting(QStringLiteral("&since=3&mark=%1").arg(mark));
    EXPECT_EQ(since["kind"], "since");
    ASSERT_EQ(since["state"]["events"].size(), 1u);
    EXPECT_EQ(since["state"]["events"][0]["title"], "another hit");
    // A mark this server never gave: the whole view.
    EXPECT_EQ(greeting(QStringLiteral("&since=1&mark=12"))["kind"], "state");
    EXPECT_EQ(greeting(QStringLiteral("&since=1&mark=%1").arg(mark + 1000))["kind"], "state");
}

TEST_F(ShareServerTest, AWebSocketWithoutItsSidesKeyIsRefused) {
    start();
    for (const QString& path :
         {QStringLiteral("/side/csa/live?key=usa-key"), QStringLiteral("/side/csa/live"),
          QStringLiteral("/side/nobody/live?key=csa-key")}) {
        auto socket = live(path);
        QSignalSpy messages(socket.get(), &QWebSocket::textMessageReceived);
        QSignalSpy closed(socket.get(), &QWebSocket::disconnected);
        ASSERT_TRUE(QTest::qWaitFor([&] { return closed.count() > 0; }, 3000))
            << path.toStdString();
        EXPECT_EQ(messages.count(), 0) << path.toStdString();
    }
    EXPECT_EQ(server->liveClients(), 0);
}

TEST_F(ShareServerTest, AClientFrameOverTheLimitClosesItsSocket) {
    start();
    auto socket = live(QStringLiteral("/side/usa/live?key=usa-key"));
    QSignalSpy messages(socket.get(), &QWebSocket::textMessageReceived);
    QSignalSpy closed(socket.get(), &QWebSocket::disconnected);
    ASSERT_TRUE(QTest::qWaitFor([&] { return messages.count() == 1; }, 3000));
    socket->sendTextMessage(QStringLiteral("small")); // ignored
    socket->sendTextMessage(QString(2000, QLatin1Char('x')));
    ASSERT_TRUE(QTest::qWaitFor([&] { return closed.count() > 0; }, 3000));
    EXPECT_TRUE(QTest::qWaitFor([&] { return server->liveClients() == 0; }, 3000));
    EXPECT_EQ(status("/side/usa/state?key=usa-key"), 200);
}

TEST_F(ShareServerTest, NewLinksCloseTheOldPagesAndRefuseTheOldKey) {
    start();
    auto socket = live(QStringLiteral("/side/usa/live?key=usa-key"));
    QSignalSpy messages(socket.get(), &QWebSocket::textMessageReceived);
    QSignalSpy closed(socket.get(), &QWebSocket::disconnected);
    ASSERT_TRUE(QTest::qWaitFor([&] { return messages.count() == 1; }, 3000));
    server->setKeys({{"csa", "csa-key"}, {"usa", "new-usa-key"}});
    ASSERT_TRUE(QTest::qWaitFor([&] { return closed.count() > 0; }, 3000));
    EXPECT_EQ(status("/side/usa/state?key=usa-key"), 403);
    EXPECT_EQ(status("/side/usa/state?key=new-usa-key"), 200);
    EXPECT_EQ(status("/side/csa/state?key=csa-key"), 200);
}

// Issue 36, cosmetic: refused handshakes are counted, not each written to standard error.
std::vector<std::string>* g_warnings = nullptr;
void keepWarning(QtMsgType type, const QMessageLogContext&, const QString& text) {
    if (g_warnings && type != QtDebugMsg && type != QtInfoMsg) {
        g_warnings->push_back(text.toStdString());
    }
}

TEST_F(ShareServerTest, RefusedHandshakesAreCountedNotLogged) {
    start();
    std::vector<std::string> warnings;
    g_warnings = &warnings;
    QtMessageHandler before = qInstallMessageHandler(keepWarning);
    for (int i = 0; i < 3; ++i) {
        auto socket = live(QStringLiteral("/side/csa/live?key=wrong"));
        QSignalSpy closed(socket.get(), &QWebSocket::disconnected);
        (void)QTest::qWaitFor([&] { return closed.count() > 0; }, 3000);
    }
    qInstallMessageHandler(before);
    g_warnings = nullptr;
    EXPECT_TRUE(warnings.empty()) << warnings.front();
    EXPECT_EQ(server->refusals(), 3);
}

// Issue 36, item 10: any free port is one port, on every address the links may name.
TEST_F(ShareServerTest, AnyFreePortIsTheSamePortOnEveryAddress) {
    server = std::make_unique<ShareServer>();
    ASSERT_EQ(
        server->start(
            {QHostAddress(QStringLiteral("127.0.0.2")), QHostAddress(QHostAddress::LocalHost)}, 0),
        QString());
    const auto ports = server->serverPorts();
    ASSERT_EQ(ports.size(), 2);
    EXPECT_NE(ports[0], 0);
    EXPECT_EQ(ports[0], ports[1]);
}

// Issue 36, item 7: a head past the limit read in one go, a length announced two ways, and the
// page's sockets allowed only back to its own origin.
TEST_F(ShareServerTest, AHugeHeaderInOneGoAndAnAmbiguousLengthAreRefused) {
    start();
    for (int size : {100 * 1024, 125 * 1024}) {
        QByteArray big = "GET /side/usa/state?key=usa-key HTTP/1.1\r\nHost: x\r\nX-Pad: " +
                         QByteArray(size, 'a') + "\r\n\r\n";
        QByteArray answer = ask(big);
        EXPECT_TRUE(answer.isEmpty() || answer.startsWith("HTTP/1.1 431"))
            << size << ": " << answer.left(40).toStdString();
    }
    QByteArray both = "GET /side/usa/state?key=usa-key HTTP/1.1\r\nHost: x\r\nContent-Length: "
                      "0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n";
    QByteArray answer = ask(both);
    EXPECT_TRUE(answer.isEmpty() || answer.startsWith("HTTP/1.1 4"))
        << answer.left(40).toStdString();
    QByteArray page =
        ask("GET /side/usa?key=usa-key HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const QByteArray csp = "connect-src 'self' ws://127.0.0.1:" + QByteArray::number(port) + ";";
    EXPECT_TRUE(page.contains(csp)) << page.left(600).toStdString();
    EXPECT_FALSE(page.contains(" ws: ")) << "no socket to any host";
}

// Issue 36, item 7: Qt's handshake answers an upgrade with "Access-Control-Allow-Origin: *"
// when the request names no Origin, and echoes any other site's. The live view is handed over
// only to a socket from the server's own page: without an Origin or from another site the
// upgrade gets 403 and its connection is closed; from the page, the 101 names that page alone.
TEST_F(ShareServerTest, TheLiveViewOpensFromItsOwnPageOnly) {
    start();
    const QByteArray own = "127.0.0.1:" + QByteArray::number(port);
    auto upgrade = [&](const QByteArray& origin) {
        return ask("GET /side/usa/live?key=usa-key HTTP/1.1\r\nHost: " + own + "\r\n" +
                   (origin.isEmpty() ? QByteArray() : "Origin: " + origin + "\r\n") +
                   "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                   "Sec-WebSocket-Version: 13\r\n\r\n");
    };
    for (const QByteArray& origin : {QByteArray(), QByteArray("http://elsewhere.example"),
                                     QByteArray("http://127.0.0.1:1"), "https://" + own}) {
        const QByteArray answer = upgrade(origin);
        EXPECT_TRUE(answer.startsWith("HTTP/1.1 403 "))
            << origin.constData() << ": " << answer.left(200).constData();
        EXPECT_FALSE(answer.contains("Access-Control-Allow-Origin")) << origin.constData();
    }
    EXPECT_EQ(server->liveClients(), 0);
    const QByteArray answer = upgrade("http://" + own);
    ASSERT_TRUE(answer.startsWith("HTTP/1.1 101 ")) << answer.left(200).constData();
    const QByteArray head = answer.left(answer.indexOf("\r\n\r\n")).toLower();
    EXPECT_TRUE(head.contains("\r\naccess-control-allow-origin: http://" + own + "\r\n") ||
                head.endsWith("\r\naccess-control-allow-origin: http://" + own))
        << head.constData();
    EXPECT_FALSE(head.contains("access-control-allow-origin: *"));
    // A wrong key is refused for its key, whatever the Origin.
    EXPECT_TRUE(ask("GET /side/usa/live?key=csa-key HTTP/1.1\r\nHost: " + own +
                    "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    "Sec-WebSocket-Version: 13\r\n\r\n")
                    .contains("this link's key is not this side's"));
}

} // namespace
} // namespace adc::share
