#pragma once
// The side views' server for real, on loopback: the fixture the server's tests share (a
// server on any free port, Fredericksburg as its game, requests on their own connections).
#include "share_server.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <gtest/gtest.h>

#include <memory>

namespace adc::share {

inline Game serverTestGame() {
    static const RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded =
        loadScenarioFile(std::string(ADC_TEST_DATA_DIR) + "/scenarios/fredericksburg-1862.json",
                         registry, ADC_TEST_DATA_DIR);
    return Game(loaded.ruleset, loaded.scenario);
}

class ShareServerTest : public ::testing::Test {
protected:
    void start(ServerLimits limits = {}) {
        server = std::make_unique<ShareServer>(limits);
        ASSERT_EQ(server->start({QHostAddress(QHostAddress::LocalHost)}, 0), QString());
        port = server->serverPorts().front();
        server->setPage("<html>side page</html>");
        server->setKeys({{"csa", "csa-key"}, {"usa", "usa-key"}});
        server->setGame(&game);
    }

    // One request on its own connection: the raw answer ("" when the server closed it).
    QByteArray ask(const QByteArray& request) {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        EXPECT_TRUE(socket.waitForConnected(2000));
        socket.write(request);
        QByteArray answer;
        (void)QTest::qWaitFor( // the answer as far as it came
            [&] {
                answer += socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState ||
                       (answer.contains("\r\n\r\n") && bodyComplete(answer));
            },
            3000);
        return answer;
    }

    static bool bodyComplete(const QByteArray& answer) {
        qsizetype end = answer.indexOf("\r\n\r\n");
        qsizetype at = answer.toLower().indexOf("content-length:");
        if (at < 0 || at > end) {
            return true;
        }
        qsizetype eol = answer.indexOf("\r\n", at);
        qsizetype length = answer.mid(at + 15, eol - at - 15).trimmed().toLongLong();
        return answer.size() - (end + 4) >= length;
    }

    int status(const QByteArray& target, const QByteArray& method = "GET") {
        QByteArray answer = ask(method + " " + target +
                                " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        return answer.startsWith("HTTP/1.1 ") ? answer.mid(9, 3).toInt() : 0;
    }

    std::unique_ptr<QWebSocket> live(const QString& path) {
        // From the page the server gave, as a browser's socket is (its Origin is the page's).
        auto socket = std::make_unique<QWebSocket>(QStringLiteral("http://127.0.0.1:%1").arg(port));
        socket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(port).arg(path)));
        return socket;
    }

    Game game = serverTestGame();
    std::unique_ptr<ShareServer> server;
    quint16 port = 0;
};

} // namespace adc::share
