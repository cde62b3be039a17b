// RFC 6455's pieces as bytes (src/share/live_frames.hpp): the handshake read and answered, the
// server's frames' lengths, and a page's frames read whole however the bytes arrive.
#include "live_frames.hpp"

#include <gtest/gtest.h>

namespace adc::share {
namespace {

QByteArray maskedFrame(quint8 first, const QByteArray& payload) {
    const QByteArray mask("\x01\x02\x03\x04", 4);
    QByteArray out(1, static_cast<char>(first));
    if (payload.size() < 126) {
        out.append(static_cast<char>(0x80 | payload.size()));
    } else {
        out.append(static_cast<char>(0x80 | 126));
        out.append(static_cast<char>(payload.size() >> 8));
        out.append(static_cast<char>(payload.size() & 0xFF));
    }
    out += mask;
    for (qsizetype i = 0; i < payload.size(); ++i) {
        out.append(static_cast<char>(payload[i] ^ mask[i % 4]));
    }
    return out;
}

const QByteArray kHandshake = "GET /side/usa/live?key=k HTTP/1.1\r\nHost: 10.0.0.5:8080\r\n"
                              "Upgrade: WebSocket\r\nConnection: keep-alive, Upgrade\r\n"
                              "Origin: http://10.0.0.5:8080\r\n"
                              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                              "Sec-WebSocket-Version: 13";

TEST(LiveFrames, AWellFormedHandshakeIsReadAndAnswered) {
    const std::optional<UpgradeRequest> upgrade = readUpgrade(kHandshake);
    ASSERT_TRUE(upgrade);
    EXPECT_EQ(upgrade->target, "/side/usa/live?key=k");
    EXPECT_EQ(upgrade->host, "10.0.0.5:8080");
    EXPECT_EQ(upgrade->origin, "http://10.0.0.5:8080");
    EXPECT_EQ(acceptKey(upgrade->key), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="); // RFC 6455, 1.3
    const QByteArray answer = switchingProtocols(*upgrade, upgrade->origin);
    EXPECT_EQ(answer,
              "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
              "Connection: Upgrade\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"
              "Access-Control-Allow-Origin: http://10.0.0.5:8080\r\n\r\n");
}

TEST(LiveFrames, AHandshakeMissingAnythingIsNotOne) {
    auto without = [](const QByteArray& line) {
        QByteArray head = kHandshake;
        return head.replace(line, "X-Nothing: here");
    };
    EXPECT_FALSE(readUpgrade(without("Sec-WebSocket-Version: 13")));
    EXPECT_FALSE(readUpgrade(without("Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==")));
    EXPECT_FALSE(readUpgrade(without("Upgrade: WebSocket")));
    EXPECT_FALSE(readUpgrade(without("Connection: keep-alive, Upgrade")));
    EXPECT_FALSE(readUpgrade(without("Host: 10.0.0.5:8080")));
    QByteArray shortKey = kHandshake;
    EXPECT_FALSE(readUpgrade(shortKey.replace("dGhlIHNhbXBsZSBub25jZQ==", "c2hvcnQ=")));
    QByteArray post = kHandshake;
    EXPECT_FALSE(readUpgrade(post.replace("GET ", "POST ")));
    EXPECT_FALSE(readUpgrade(kHandshake + "\r\nHost: elsewhere"));
    EXPECT_FALSE(readUpgrade(kHandshake + "\r\n folded"));
}

TEST(LiveFrames, TheServersFramesAreWholeUnmaskedAndSizedThreeWays) {
    EXPECT_EQ(serverFrame(Opcode::Text, "hi"), QByteArray("\x81\x02hi", 4));
    const QByteArray mid = serverFrame(Opcode::Text, QByteArray(300, 'a'));
    EXPECT_EQ(mid.left(4), QByteArray("\x81\x7e\x01\x2c", 4));
    EXPECT_EQ(mid.size(), 304);
    const QByteArray big = serverFrame(Opcode::Text, QByteArray(70000, 'a'));
    EXPECT_EQ(big.left(10), QByteArray("\x81\x7f\x00\x00\x00\x00\x00\x01\x11\x70", 10));
    EXPECT_EQ(closeFrame(1002, "why"), QByteArray("\x88\x05\x03\xeawhy", 7));
}

TEST(LiveFrames, FramesAreReadWholeWhateverPiecesTheBytesComeIn) {
    const QByteArray bytes = maskedFrame(0x01, "Hello, ") + maskedFrame(0x89, "ping") +
                             maskedFrame(0x80, QByteArray(200, 'w')) +
                             maskedFrame(0x88, "\x03\xe8"
                                               "bye");
    FrameReader reader(1024);
    std::vector<ClientFrame> frames;
    for (char c : bytes) { // a byte at a time
        reader.feed(QByteArray(1, c));
        while (auto f = reader.next()) {
            frames.push_back(*f);
        }
    }
    ASSERT_EQ(frames.size(), 3u);
    EXPECT_EQ(frames[0].kind, ClientFrame::Kind::Ping);
    EXPECT_EQ(frames[0].payload, "ping");
    EXPECT_EQ(frames[1].kind, ClientFrame::Kind::Text);
    EXPECT_EQ(frames[1].payload, "Hello, " + QByteArray(200, 'w'));
    EXPECT_EQ(frames[2].kind, ClientFrame::Kind::Close);
    EXPECT_EQ(frames[2].code, 1000);
    EXPECT_EQ(frames[2].payload, "bye");
}

TEST(LiveFrames, AFaultyFramesPayloadIsPassedOverSoTheCloseAfterItIsRead) {
    FrameReader reader(1024);
    QByteArray unmasked("\x81\x05hello", 7);
    reader.feed(maskedFrame(0x81, QByteArray(1500, 'x')) + unmasked +
                maskedFrame(0x88, "\x03\xe8"));
    auto tooBig = reader.next();
    ASSERT_TRUE(tooBig);
    EXPECT_EQ(tooBig->kind, ClientFrame::Kind::Fault);
    EXPECT_EQ(tooBig->code, 1009);
    auto bare = reader.next();
    ASSERT_TRUE(bare);
    EXPECT_EQ(bare->kind, ClientFrame::Kind::Fault);
    EXPECT_EQ(bare->code, 1002);
    auto close = reader.next();
    ASSERT_TRUE(close);
    EXPECT_EQ(close->kind, ClientFrame::Kind::Close);
    EXPECT_FALSE(reader.next());
}

TEST(LiveFrames, ALengthPastTwoToTheSixtyThreeIsAFaultAndTheRestUnread) {
    FrameReader reader(1024);
    reader.feed(QByteArray("\x82\xff\x80\x00\x00\x00\x00\x00\x00\x00", 10) +
                maskedFrame(0x89, "p"));
    auto fault = reader.next();
    ASSERT_TRUE(fault);
    EXPECT_EQ(fault->code, 1002);
    EXPECT_FALSE(reader.next());
}

} // namespace
} // namespace adc::share
