#include "live_frames.hpp"

#include <QCryptographicHash>
#include <QList>

#include <algorithm>

namespace adc::share {

namespace {

// A header's value as a list of tokens ("keep-alive, Upgrade"), compared without case.
bool namesToken(const QByteArray& value, const QByteArray& token) {
    const QList<QByteArray> tokens = value.split(',');
    return std::any_of(tokens.begin(), tokens.end(), [&](const QByteArray& t) {
        return t.trimmed().compare(token, Qt::CaseInsensitive) == 0;
    });
}

// The headers of a head, by lower-case name; nullopt for a line that is not "name: value"
// (folded lines included: nothing a browser sends).
std::optional<std::vector<std::pair<QByteArray, QByteArray>>>
readHeaders(const QList<QByteArray>& lines) {
    std::vector<std::pair<QByteArray, QByteArray>> out;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray& line = lines[i];
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || line.front() == ' ' || line.front() == '\t') {
            return std::nullopt;
        }
        out.emplace_back(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
    }
    return out;
}

// RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF.
bool isUtf8(const QByteArray& bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    const auto* end = p + bytes.size();
    while (p < end) {
        const unsigned char c = *p++;
        int more = 0;
        unsigned int least = 0, code = 0;
        if (c < 0x80) {
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            more = 1, least = 0x80, code = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            more = 2, least = 0x800, code = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            more = 3, least = 0x10000, code = c & 0x07;
        } else {
            return false;
        }
        if (end - p < more) {
            return false;
        }
        for (int i = 0; i < more; ++i, ++p) {
            if ((*p & 0xC0) != 0x80) {
                return false;
            }
            code = (code << 6) | (*p & 0x3F);
        }
        if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
            return false;
        }
    }
    return true;
}

bool validCloseCode(std::uint16_t code) {
    return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1011) ||
           (code >= 3000 && code <= 4999);
}

std::uint64_t bigEndian(const QByteArray& bytes, qsizetype at, int count) {
    std::uint64_t n = 0;
    for (int i = 0; i < count; ++i) {
        n = (n << 8) | static_cast<unsigned char>(bytes[at + i]);
    }
    return n;
}

} // namespace

std::optional<UpgradeRequest> readUpgrade(const QByteArray& head) {
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray& line : lines) {
        if (line.endsWith('\r')) {
            line.chop(1);
        }
    }
    const QList<QByteArray> start = lines.value(0).split(' ');
    if (start.size() != 3 || start[0] != "GET" || start[2] != "HTTP/1.1" ||
        !start[1].startsWith('/')) {
        return std::nullopt;
    }
    const auto headers = readHeaders(lines);
    if (!headers) {
        return std::nullopt;
    }
    UpgradeRequest out;
    out.target = start[1];
    int hosts = 0, origins = 0, keys = 0;
    QByteArray upgrade, connection, version;
    for (const auto& [name, value] : *headers) {
        if (name == "host") {
            ++hosts, out.host = value;
        } else if (name == "origin") {
            ++origins, out.origin = value;
        } else if (name == "sec-websocket-key") {
            ++keys, out.key = value;
        } else if (name == "upgrade") {
            upgrade += value + ",";
        } else if (name == "connection") {
            connection += value + ",";
        } else if (name == "sec-websocket-version") {
            version += value;
        }
    }
    const auto key =
        QByteArray::fromBase64Encoding(out.key, QByteArray::AbortOnBase64DecodingErrors);
    if (hosts != 1 || origins > 1 || keys != 1 || !key || key.decoded.size() != 16 ||
        !namesToken(upgrade, "websocket") || !namesToken(connection, "upgrade") ||
        version != "13") {
        return std::nullopt;
    }
    return out;
}

QByteArray acceptKey(const QByteArray& key) {
    return QCryptographicHash::hash(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                                    QCryptographicHash::Sha1)
        .toBase64();
}

QByteArray switchingProtocols(const UpgradeRequest& request, const QByteArray& allowOrigin) {
    QByteArray out = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                     "Connection: Upgrade\r\nSec-WebSocket-Accept: " +
                     acceptKey(request.key) + "\r\n";
    if (!allowOrigin.isEmpty()) {
        out += "Access-Control-Allow-Origin: " + allowOrigin + "\r\n";
    }
    return out + "\r\n";
}

QByteArray serverFrame(Opcode opcode, const QByteArray& payload) {
    QByteArray out;
    out.reserve(payload.size() + 10);
    out.append(static_cast<char>(0x80 | static_cast<std::uint8_t>(opcode))); // FIN: never split
    const auto length = static_cast<std::uint64_t>(payload.size());
    int bytes = 0;
    if (length < 126) {
        out.append(static_cast<char>(length));
    } else if (length < 65536) {
        out.append(static_cast<char>(126));
        bytes = 2;
    } else {
        out.append(static_cast<char>(127));
        bytes = 8;
    }
    for (int i = bytes - 1; i >= 0; --i) {
        out.append(static_cast<char>((length >> (8 * i)) & 0xFF));
    }
    return out + payload;
}

QByteArray closeFrame(std::uint16_t code, const QByteArray& reason) {
    QByteArray payload;
    payload.append(static_cast<char>(code >> 8));
    payload.append(static_cast<char>(code & 0xFF));
    payload += reason.left(123); // a control frame holds at most 125 bytes
    return serverFrame(Opcode::Close, payload);
}

std::optional<ClientFrame> FrameReader::fault(std::uint16_t code, const char* why) {
    message_.reset();
    parts_.clear();
    return ClientFrame{ClientFrame::Kind::Fault, QByteArray(why), code};
}

std::optional<ClientFrame> FrameReader::next() {
    while (true) {
        if (lost_) {
            buffer_.clear();
            return std::nullopt;
        }
        if (skip_ > 0) {
            const auto n =
                std::min<std::uint64_t>(skip_, static_cast<std::uint64_t>(buffer_.size()));
            buffer_.remove(0, static_cast<qsizetype>(n));
            skip_ -= n;
            if (skip_ > 0) {
                return std::nullopt;
            }
        }
        if (buffer_.size() < 2) {
            return std::nullopt;
        }
        const auto b0 = static_cast<unsigned char>(buffer_[0]);
        const auto b1 = static_cast<unsigned char>(buffer_[1]);
        const bool fin = b0 & 0x80;
        const auto op = static_cast<std::uint8_t>(b0 & 0x0F);
        const bool masked = b1 & 0x80;
        std::uint64_t length = b1 & 0x7F;
        qsizetype header = 2;
        if (length >= 126) {
            const int bytes = length == 126 ? 2 : 8;
            if (buffer_.size() < 2 + bytes) {
                return std::nullopt;
            }
            length = bigEndian(buffer_, 2, bytes);
            header += bytes;
            if (length >> 63) {
                lost_ = true; // the RFC's most significant bit must be 0: no frame to skip
                return fault(CloseProtocolError, "a frame length past 2^63");
            }
        }
        header += masked ? 4 : 0;
        if (buffer_.size() < header) {
            return std::nullopt;
        }
        const bool control = op >= 0x8;
        const char* why = nullptr;
        std::uint16_t code = CloseProtocolError;
        if (b0 & 0x70) {
            why = "a reserved bit set";
        } else if (op > 0xA || (op > 0x2 && op < 0x8)) {
            why = "a reserved opcode";
        } else if (!masked) {
            why = "an unmasked frame"; // RFC 6455, 5.1: the server must close
        } else if (control && (!fin || length > 125)) {
            why = "a control frame split or past 125 bytes";
        } else if (op == 0x0 && !message_) {
            why = "a continuation with no message begun";
        } else if (!control && op != 0x0 && message_) {
            why = "a new message before the last one ended";
        } else if (!control && length + static_cast<std::uint64_t>(parts_.size()) > most_) {
            why = "a message past the limit";
            code = CloseTooBig;
        }
        if (why) {
            buffer_.remove(0, header);
            skip_ = length;
            return fault(code, why);
        }
        if (static_cast<std::uint64_t>(buffer_.size() - header) < length) {
            return std::nullopt; // at most the limit (or 125 bytes) is ever waited for
        }
        QByteArray payload = buffer_.mid(header, static_cast<qsizetype>(length));
        for (qsizetype i = 0; i < payload.size(); ++i) {
            payload[i] = static_cast<char>(payload[i] ^ buffer_[header - 4 + (i % 4)]);
        }
        buffer_.remove(0, header + static_cast<qsizetype>(length));
        if (auto frame = finish(static_cast<Opcode>(op), fin, std::move(payload))) {
            return frame;
        }
    }
}

std::optional<ClientFrame> FrameReader::finish(Opcode opcode, bool fin, QByteArray payload) {
    using Kind = ClientFrame::Kind;
    switch (opcode) {
    case Opcode::Ping:
        return ClientFrame{Kind::Ping, std::move(payload), 0};
    case Opcode::Pong:
        return ClientFrame{Kind::Pong, std::move(payload), 0};
    case Opcode::Close: {
        if (payload.size() == 1) {
            return fault(CloseProtocolError, "a close of one byte");
        }
        if (payload.isEmpty()) {
            return ClientFrame{Kind::Close, {}, 1005}; // RFC 6455, 7.1.5: no code was given
        }
        const auto code = static_cast<std::uint16_t>(bigEndian(payload, 0, 2));
        if (!validCloseCode(code)) {
            return fault(CloseProtocolError, "a close code no endpoint may send");
        }
        if (!isUtf8(payload.mid(2))) {
            return fault(CloseBadData, "a close reason that is not UTF-8");
        }
        return ClientFrame{Kind::Close, payload.mid(2), code};
    }
    default:
        break;
    }
    if (opcode != Opcode::Continuation) {
        message_ = opcode;
    }
    parts_ += payload;
    if (!fin) {
        return std::nullopt; // its continuations follow
    }
    const Opcode kind = *message_;
    QByteArray message = std::move(parts_);
    message_.reset();
    parts_.clear();
    if (kind == Opcode::Text && !isUtf8(message)) {
        return fault(CloseBadData, "a text message that is not UTF-8");
    }
    return ClientFrame{kind == Opcode::Text ? Kind::Text : Kind::Binary, std::move(message), 0};
}

} // namespace adc::share
