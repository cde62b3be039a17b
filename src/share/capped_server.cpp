#include "capped_server.hpp"

#include <QTimer>

#include <algorithm>

namespace adc::share {

int ConnectionCap::count() {
    sockets_.removeIf([](const QPointer<QTcpSocket>& s) {
        return s.isNull() || s->state() == QAbstractSocket::UnconnectedState;
    });
    return static_cast<int>(sockets_.size());
}

bool ConnectionCap::full() {
    return count() >= most_;
}

namespace {
const char* kKeyShown = "adc-key-shown";
} // namespace

void ConnectionCap::keyShown(QTcpSocket* socket) {
    socket->setProperty(kKeyShown, true);
}

bool ConnectionCap::hasShownKey(const QTcpSocket* socket) {
    return socket->property(kKeyShown).toBool();
}

bool sameMachine(const QHostAddress& a, const QHostAddress& b) {
    bool v4A = false;
    bool v4B = false;
    const quint32 ipA = a.toIPv4Address(&v4A);
    const quint32 ipB = b.toIPv4Address(&v4B);
    if (v4A || v4B) {
        return v4A && v4B && ipA == ipB;
    }
    return a.isInSubnet(b, 64);
}

int ConnectionCap::countFrom(const QHostAddress& peer) {
    count(); // the gone ones out first
    return static_cast<int>(
        std::count_if(sockets_.begin(), sockets_.end(), [&](const QPointer<QTcpSocket>& s) {
            return s && sameMachine(s->peerAddress(), peer);
        }));
}

bool ConnectionCap::makeRoom(const QHostAddress* peer) {
    count();                                         // the gone ones out first
    for (const QPointer<QTcpSocket>& s : sockets_) { // oldest first
        if (s && !hasShownKey(s) && (!peer || sameMachine(s->peerAddress(), *peer))) {
            s->abort();
            count();
            return true;
        }
    }
    return false;
}

bool ConnectionCap::admit(const QHostAddress& peer) {
    // An address past its limit makes room among its own connections, never another's: a
    // machine opening connections without end cannot push the players' out, even those that
    // have not asked yet.
    const bool limited = limitLoopback_ || !peer.isLoopback();
    if (limited && countFrom(peer) >= perAddress_ && !makeRoom(&peer)) {
        return false;
    }
    return !full() || makeRoom();
}

CappedTcpServer::CappedTcpServer(std::shared_ptr<ConnectionCap> cap, RequestLimits limits,
                                 int idleMs, QObject* parent)
    : QTcpServer(parent), cap_(std::move(cap)), limits_(limits), idleMs_(idleMs) {}

namespace {
const char* kIdleWatch = "adc-idle-watch";
} // namespace

void CappedTcpServer::stopIdleWatch(QTcpSocket* socket) {
    if (auto* idle = socket->findChild<QTimer*>(QLatin1String(kIdleWatch))) {
        idle->stop();
    }
}

void CappedTcpServer::incomingConnection(qintptr descriptor) {
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    // Past the cap, a connection that never showed a key makes room: keyless connections held
    // open cannot lock the players out; nor can one address, held to its own share.
    if (!cap_->admit(socket->peerAddress())) {
        socket->abort(); // refused cleanly: closed at once, nothing read
        socket->deleteLater();
        return;
    }
    cap_->add(socket);
    // Gone sockets are deleted, so a long session does not collect them.
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    guard(socket);
    addPendingConnection(socket);
}

namespace {

// The request head being read, so its end and size are seen across reads.
struct HeadWatch {
    QByteArray tail; // the head read so far since the last one ended
};

// Every line is read: a Content-Length followed by a Transfer-Encoding (request smuggling's
// shape) is as unknown a length as either alone.
std::size_t announcedBody(const QByteArray& head) {
    std::size_t most = 0;
    for (const QByteArray& line : head.split('\n')) {
        QByteArray l = line.trimmed().toLower();
        if (l.startsWith("content-length:")) {
            bool ok = false;
            qulonglong n = l.mid(15).trimmed().toULongLong(&ok);
            most = ok ? std::max(most, static_cast<std::size_t>(n)) : SIZE_MAX;
        }
        if (l.startsWith("transfer-encoding:")) {
            return SIZE_MAX; // a body of unknown length: nothing is posted here
        }
    }
    return most;
}

void refuse(QTcpSocket* socket, const char* statusLine) {
    socket->write(QByteArray("HTTP/1.1 ") + statusLine +
                  "\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    socket->flush();
    socket->disconnectFromHost();
    socket->close();
}

} // namespace

void CappedTcpServer::guard(QTcpSocket* socket) {
    // Connected before the HTTP server's own slot, so it runs first and sees each read.
    auto watch = std::make_shared<HeadWatch>();
    const RequestLimits limits = limits_;
    auto* idle = new QTimer(socket);
    idle->setObjectName(QLatin1String(kIdleWatch));
    idle->setSingleShot(true);
    connect(idle, &QTimer::timeout, socket, &QTcpSocket::abort);
    idle->start(idleMs_);
    connect(socket, &QTcpSocket::readyRead, socket, [this, socket, watch, limits, idle] {
        QByteArray chunk = socket->peek(socket->bytesAvailable());
        QByteArray seen = watch->tail + chunk;
        qsizetype from = 0;
        while (true) {
            qsizetype end = seen.indexOf("\r\n\r\n", from);
            if (end < 0) {
                break;
            }
            QByteArray head = seen.mid(from, end - from);
            // A whole head past the limit, read in one go, is as refused as one still growing.
            if (static_cast<std::size_t>(head.size()) > limits.headBytes) {
                refuse(socket, "431 Request Header Fields Too Large");
                return;
            }
            if (announcedBody(head) > limits.bodyBytes) {
                refuse(socket, "413 Payload Too Large");
                return;
            }
            // A connection's first request, an upgrade we answer ourselves: taken before the
            // HTTP server parses it (it reads only this and later heads).
            if (from == 0 && taker_.wants && taker_.wants(head)) {
                takeOver(socket, head);
                return;
            }
            from = end + 4;
            idle->start(); // a whole request: the connection is in use
        }
        // What follows the last head's end is the next head so far (or a body, refused
        // above): kept whole, which the limit keeps small.
        if (static_cast<std::size_t>(seen.size() - from) > limits.headBytes) {
            refuse(socket, "431 Request Header Fields Too Large");
            return;
        }
        watch->tail = seen.mid(from);
    });
}

void CappedTcpServer::takeOver(QTcpSocket* socket, const QByteArray& head) {
    // The HTTP server's reader is connected after ours, so it has not seen this read; what it
    // read of the head before, in its transaction, goes back to the socket's buffer.
    QObject::disconnect(socket, &QIODevice::readyRead, nullptr, nullptr);
    if (socket->isTransactionStarted()) {
        socket->rollbackTransaction();
    }
    const QByteArray whole = head + "\r\n\r\n";
    if (socket->peek(whole.size()) != whole) {
        socket->abort(); // a request the HTTP server had half read before this one: not ours
        return;
    }
    socket->skip(whole.size());
    stopIdleWatch(socket);
    taker_.take(socket, head);
}

} // namespace adc::share
