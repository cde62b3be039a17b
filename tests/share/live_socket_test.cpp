// A page's live socket on the wire (issue 36, item 7), through a raw socket as an attacker on
// the network would send it: the 101 is the protocol's and no more (no Server line), the server's
// frames are unmasked text, and every frame RFC 6455 says to fail on closes the connection with
// the RFC's code (Qt 6.4's own server ignored an unmasked frame).
#include "live_frames.hpp"
#include "server_fixture.hpp"

#include <optional>

namespace adc::share {
namespace {

// A frame as a browser sends it: masked unless told, its first byte (FIN, RSV, opcode) as given.
QByteArray pageFrame(quint8 first, const QByteArray& payload, bool masked = true) {
    QByteArray out(1, static_cast<char>(first));
    const char maskBit = masked ? static_cast<char>(0x80) : '\0';
    const auto n = payload.size();
    if (n < 126) {
        out.append(static_cast<char>(maskBit | static_cast<char>(n)));
    } else {
        out.append(static_cast<char>(maskBit | 126));
        out.append(static_cast<char>(n >> 8));
        out.append(static_cast<char>(n & 0xFF));
    }
    if (!masked) {
        return out + payload;
    }
    const QByteArray mask("\x37\xfa\x21\x3d", 4);
    out += mask;
    for (qsizetype i = 0; i < n; ++i) {
        out.append(static_cast<char>(payload[i] ^ mask[i % 4]));
    }
    return out;
}

QByteArray closePayload(quint16 code, const QByteArray& reason = {}) {
    QByteArray out;
    out.append(static_cast<char>(code >> 8));
    out.append(static_cast<char>(code & 0xFF));
    return out + reason;
}

struct SentFrame {
    quint8 first = 0;
    bool masked = false;
    QByteArray payload;
    quint16 closeCode() const {
        return payload.size() >= 2
                   ? static_cast<quint16>((static_cast<unsigned char>(payload[0]) << 8) |
                                          static_cast<unsigned char>(payload[1]))
                   : 0;
    }
};

class LiveSocketTest : public ShareServerTest {
protected:
    // Opens Union's live view: the 101's head (the state's frame is left to read).
    QByteArray open(const QByteArray& extraHeaders = {}) {
        socket.connectToHost(QHostAddress::LocalHost, port);
        EXPECT_TRUE(socket.waitForConnected(2000));
        const QByteArray own = "127.0.0.1:" + QByteArray::number(port);
        socket.write(
            "GET /side/usa/live?key=usa-key HTTP/1.1\r\nHost: " + own + "\r\nOrigin: http://" +
            own +
            "\r\nUpgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" +
            (extraHeaders.isEmpty() ? QByteArray("Sec-WebSocket-Version: 13\r\n") : extraHeaders) +
            "\r\n");
        (void)QTest::qWaitFor(
            [&] {
                in += socket.readAll();
                return in.contains("\r\n\r\n") ||
                       socket.state() == QAbstractSocket::UnconnectedState;
            },
            3000);
        const qsizetype end = in.indexOf("\r\n\r\n");
        const QByteArray head = end < 0 ? in : in.left(end);
        in = end < 0 ? QByteArray() : in.mid(end + 4);
        return head;
    }

    // Opens the view and reads its first message, the state.
    void openAndGreet() {
        ASSERT_TRUE(open().startsWith("HTTP/1.1 101 "));
        std::optional<SentFrame> state = next();
        ASSERT_TRUE(state);
        ASSERT_EQ(state->first, 0x81);
    }

    // The server's next whole frame; nullopt when none came within 3 s or the connection ended.
    std::optional<SentFrame> next() {
        std::optional<SentFrame> frame;
        (void)QTest::qWaitFor(
            [&] {
                in += socket.readAll();
                frame = take();
                return frame || socket.state() == QAbstractSocket::UnconnectedState;
            },
            3000);
        return frame ? frame : take();
    }

    std::optional<SentFrame> take() {
        if (in.size() < 2) {
            return std::nullopt;
        }
        SentFrame f;
        f.first = static_cast<quint8>(in[0]);
        f.masked = static_cast<unsigned char>(in[1]) & 0x80;
        qsizetype length = static_cast<unsigned char>(in[1]) & 0x7F;
        qsizetype header = 2;
        if (length == 126) {
            if (in.size() < 4) {
                return std::nullopt;
            }
            length = (static_cast<unsigned char>(in[2]) << 8) | static_cast<unsigned char>(in[3]);
            header = 4;
        } else if (length == 127) {
            if (in.size() < 10) {
                return std::nullopt;
            }
            length = 0;
            for (int i = 2; i < 10; ++i) {
                length = (length << 8) | static_cast<unsigned char>(in[i]);
            }
            header = 10;
        }
        if (in.size() < header + length) {
            return std::nullopt;
        }
        f.payload = in.mid(header, length);
        in.remove(0, header + length);
        return f;
    }

    // The code of the close the server sends next (frames before it are passed over), 0 when
    // the connection ended without one.
    quint16 closeCode() {
        while (std::optional<SentFrame> f = next()) {
            if (f->first == 0x88) {
                return f->closeCode();
            }
        }
        return 0;
    }

    bool ends() {
        return QTest::qWaitFor(
            [&] {
                socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState;
            },
            3000);
    }

    QTcpSocket socket;
    QByteArray in;
};

TEST_F(LiveSocketTest, TheHandshakeIsTheProtocolsAndNoMore) {
    start();
    const QByteArray head = open();
    ASSERT_TRUE(head.startsWith("HTTP/1.1 101 ")) << head.constData();
    const QByteArray lower = head.toLower();
    // RFC 6455, 1.3's own example key and answer.
    EXPECT_TRUE(lower.contains("\r\nsec-websocket-accept: s3pplmbitxaq9kygzzhzrbk+xoo="))
        << head.constData();
    EXPECT_TRUE(lower.contains("\r\nupgrade: websocket"));
    EXPECT_FALSE(lower.contains("\r\nserver:")) << "the 101 names the server: " << head.constData();
    std::optional<SentFrame> state = next();
    ASSERT_TRUE(state);
    EXPECT_EQ(state->first, 0x81) << "a whole text frame";
    EXPECT_FALSE(state->masked) << "a server's frames are never masked";
    const json message = json::parse(state->payload.toStdString());
    EXPECT_EQ(message["kind"], "state");
    EXPECT_EQ(message["state"]["side"]["id"], "usa");
    EXPECT_EQ(server->liveClients(), 1);
}

TEST_F(LiveSocketTest, AnUnmaskedFrameClosesWith1002) {
    start();
    openAndGreet();
    socket.write(pageFrame(0x81, "hello", false));
    EXPECT_EQ(closeCode(), 1002);
    EXPECT_TRUE(ends());
    EXPECT_TRUE(QTest::qWaitFor([&] { return server->liveClients() == 0; }, 3000));
}

TEST_F(LiveSocketTest, APingIsAnsweredWithItsPong) {
    start();
    openAndGreet();
    socket.write(pageFrame(0x89, "are you there"));
    std::optional<SentFrame> pong = next();
    ASSERT_TRUE(pong);
    EXPECT_EQ(pong->first, 0x8A);
    EXPECT_EQ(pong->payload, "are you there");
    EXPECT_EQ(server->liveClients(), 1);
}

TEST_F(LiveSocketTest, APageCloseIsAnsweredAndTheConnectionEnds) {
    start();
    openAndGreet();
    socket.write(pageFrame(0x88, closePayload(1001, "going away")));
    EXPECT_EQ(closeCode(), 1001) << "its code back";
    EXPECT_TRUE(ends());
    EXPECT_TRUE(QTest::qWaitFor([&] { return server->liveClients() == 0; }, 3000));
}

TEST_F(LiveSocketTest, AFragmentedMessageIsReadWholeAndHeldToTheLimit) {
    start();
    openAndGreet();
    // Text in two fragments with a ping between them (RFC 6455, 5.4): read, nothing asked.
    socket.write(pageFrame(0x01, "frag") + pageFrame(0x89, "mid") + pageFrame(0x80, "ment"));
    std::optional<SentFrame> pong = next();
    ASSERT_TRUE(pong);
    EXPECT_EQ(pong->first, 0x8A);
    EXPECT_EQ(pong->payload, "mid");
    // Fragments of 600 bytes each are under the limit of 1024; their message is not.
    socket.write(pageFrame(0x01, QByteArray(600, 'a')) + pageFrame(0x80, QByteArray(600, 'b')));
    EXPECT_EQ(closeCode(), 1009);
    EXPECT_TRUE(ends());
}

TEST_F(LiveSocketTest, AFrameOverTheLimitClosesWith1009) {
    start();
    openAndGreet();
    socket.write(pageFrame(0x81, QByteArray(2000, 'x')));
    EXPECT_EQ(closeCode(), 1009);
    EXPECT_TRUE(ends());
}

TEST_F(LiveSocketTest, FramesNoPageMaySendCloseWithTheirCodes) {
    start();
    const std::vector<std::tuple<const char*, QByteArray, quint16>> cases = {
        {"a reserved opcode", pageFrame(0x83, "hi"), 1002},
        {"a reserved bit", pageFrame(0xC1, "hi"), 1002},
        {"a continuation with no message", pageFrame(0x80, "hi"), 1002},
        {"a ping in fragments", pageFrame(0x09, "hi"), 1002},
        {"a close of one byte", pageFrame(0x88, "x"), 1002},
        {"a close code no page may send", pageFrame(0x88, closePayload(1005)), 1002},
        {"text that is not UTF-8", pageFrame(0x81, QByteArray("\xc0\xaf", 2)), 1007},
    };
    for (const auto& [words, frame, code] : cases) {
        socket.abort();
        in.clear();
        openAndGreet();
        socket.write(frame);
        EXPECT_EQ(closeCode(), code) << words;
        EXPECT_TRUE(ends()) << words;
    }
    EXPECT_TRUE(QTest::qWaitFor([&] { return server->liveClients() == 0; }, 3000));
}

TEST_F(LiveSocketTest, NewLinksCloseWith1008) {
    start();
    openAndGreet();
    server->setKeys({{"csa", "csa-key"}, {"usa", "new-usa-key"}});
    EXPECT_EQ(closeCode(), 1008);
    socket.write(pageFrame(0x88, closePayload(1008))); // the page's answer ends it
    EXPECT_TRUE(ends());
}

TEST_F(LiveSocketTest, AHandshakeOfAnotherVersionIsRefused) {
    start();
    const QByteArray head = open("Sec-WebSocket-Version: 8\r\n");
    EXPECT_TRUE(head.startsWith("HTTP/1.1 400 ")) << head.constData();
    EXPECT_EQ(server->liveClients(), 0);
}

} // namespace
} // namespace adc::share
