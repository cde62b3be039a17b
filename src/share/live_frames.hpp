#pragma once
// The side views' live socket, server side of RFC 6455, as pure functions over bytes: the
// opening handshake read from a request head and answered, the frames a page sends read one by
// one, and the frames the server sends written. No socket here (live_socket.hpp drives one), so
// the tests feed every malformed byte directly. Qt 6.4's own WebSocket server offered no hook to
// leave out its Server line or to close on an unmasked frame (issue 36, item 7), hence our own.
#include <QByteArray>

#include <cstdint>
#include <optional>
#include <vector>

namespace adc::share {

// The parts of an upgrade request the server decides on. Built only from a head that is a
// well-formed WebSocket opening handshake (RFC 6455, 4.2.1): GET over HTTP/1.1, one Host,
// "Upgrade: websocket", a Connection that names Upgrade, version 13 and a key of 16 bytes.
struct UpgradeRequest {
    QByteArray target; // "/side/union/live?key=..."
    QByteArray host;
    QByteArray origin; // empty when none was sent
    QByteArray key;    // Sec-WebSocket-Key as sent
};

// `head` is the request line and headers, without the blank line that ends them.
std::optional<UpgradeRequest> readUpgrade(const QByteArray& head);

// Sec-WebSocket-Accept for a key: SHA-1 of the key and the RFC's GUID, in base64.
QByteArray acceptKey(const QByteArray& key);

// The 101 answer: the protocol's lines and, when given, the page's origin; no Server line.
QByteArray switchingProtocols(const UpgradeRequest& request, const QByteArray& allowOrigin);

enum class Opcode : std::uint8_t {
    Continuation = 0x0,
    Text = 0x1,
    Binary = 0x2,
    Close = 0x8,
    Ping = 0x9,
    Pong = 0xA,
};

// The close codes the server sends (RFC 6455, 7.4.1).
enum CloseCode : std::uint16_t {
    CloseNormal = 1000,
    CloseProtocolError = 1002,
    CloseBadData = 1007, // a text message that is not UTF-8
    ClosePolicy = 1008,
    CloseTooBig = 1009,
};

// A frame from the server: never masked (5.1), never fragmented.
QByteArray serverFrame(Opcode opcode, const QByteArray& payload);
QByteArray closeFrame(std::uint16_t code, const QByteArray& reason);

// What the page's bytes said, a whole message or control frame at a time.
struct ClientFrame {
    enum class Kind { Text, Binary, Ping, Pong, Close, Fault } kind = Kind::Fault;
    QByteArray payload;     // the message (unmasked); a ping's or pong's data; a close's reason
    std::uint16_t code = 0; // a close's code (1005 when it gave none); a fault's, to close with
};

// Reads a page's frames as they come in, in pieces or many at once. A fault (an unmasked
// frame, a reserved bit or opcode, a frame or message past `most` bytes, a fragment out of
// order, text that is not UTF-8) is read as one frame of Kind::Fault with the code to close
// with; the faulty frame's payload is skipped, so a page's close that follows is still read.
class FrameReader {
public:
    explicit FrameReader(std::uint64_t most) : most_(most) {}

    void feed(const QByteArray& bytes) { buffer_ += bytes; }
    // The next whole frame, or nullopt until more bytes come.
    std::optional<ClientFrame> next();

private:
    std::optional<ClientFrame> fault(std::uint16_t code, const char* why);
    std::optional<ClientFrame> finish(Opcode opcode, bool fin, QByteArray payload);

    std::uint64_t most_;
    QByteArray buffer_;
    std::uint64_t skip_ = 0;        // payload bytes of a faulty frame still to pass over
    bool lost_ = false;             // a length past any frame's: nothing after it can be read
    std::optional<Opcode> message_; // the kind of the message being assembled from fragments
    QByteArray parts_;
};

} // namespace adc::share
