#pragma once
// The listening socket of the side views. Qt 6.4's HTTP server has no limits of its own, so
// they are here, before a byte reaches it: past the cap on connections a new one is closed at
// once; a request whose head grows past the router's limit, or that announces a body, is
// answered 431 or 413 and closed. Memory stays bounded by connections x head size.
#include "router.hpp"

#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <functional>
#include <memory>

namespace adc::share {

// One address, for the limit per address: IPv4 (plain, or mapped into IPv6 by a dual-stack
// socket) by the address itself; IPv6 by its /64, since one machine holds a whole /64.
bool sameMachine(const QHostAddress& a, const QHostAddress& b);

// The connections of every listening socket of one server (the local address and loopback
// share one cap). Counted through QPointer, not signals: the HTTP server disconnects a
// socket's signals when it hands it to the WebSocket server.
class ConnectionCap {
public:
    // At most `most` connections, of which at most `perAddress` from one address (an IPv6
    // network's /64 counts as one address: one machine holds many); loopback, the referee's own
    // machine, is held only to `most` unless `limitLoopback`.
    ConnectionCap(int most, int perAddress, bool limitLoopback = false)
        : most_(most), perAddress_(perAddress), limitLoopback_(limitLoopback) {}
    // Whether a new connection from `peer` may come in, room made for it where it can be: past
    // its address's limit the oldest connection of that address that showed no key gives way,
    // past the cap the oldest of any; one address's connections never push out another's.
    bool admit(const QHostAddress& peer);
    bool full();
    void add(QTcpSocket* socket) { sockets_.append(socket); }
    int count();
    // The connections from `peer`'s address (its /64 for IPv6).
    int countFrom(const QHostAddress& peer);
    int most() const { return most_; }
    // Full, a connection that has not shown a side's key gives way to a new one: the oldest
    // such (of `peer`'s address only, when one is given) is closed. False when every such
    // connection has shown a key (the players hold them all).
    bool makeRoom(const QHostAddress* peer = nullptr);
    // The connection asked with a side's right key: it keeps its place.
    static void keyShown(QTcpSocket* socket);
    static bool hasShownKey(const QTcpSocket* socket);

private:
    int most_;
    int perAddress_;
    bool limitLoopback_;
    QList<QPointer<QTcpSocket>> sockets_;
};

class CappedTcpServer : public QTcpServer {
    Q_OBJECT
public:
    // A connection that sends no complete request for idleMs is closed, so sockets left open
    // and silent cannot hold the cap against the players.
    CappedTcpServer(std::shared_ptr<ConnectionCap> cap, RequestLimits limits, int idleMs,
                    QObject* parent = nullptr);

    // The socket became a WebSocket: silence is its normal state (clients send nothing).
    static void stopIdleWatch(QTcpSocket* socket);

    // Who answers WebSocket upgrades instead of the HTTP server: `wants` is asked of each
    // connection's first request head (without its blank line); when it says yes, the HTTP
    // server reads nothing more of the socket and `take` gets it with the head read off.
    struct UpgradeTaker {
        std::function<bool(const QByteArray& head)> wants;
        std::function<void(QTcpSocket* socket, const QByteArray& head)> take;
    };
    void setUpgradeTaker(UpgradeTaker taker) { taker_ = std::move(taker); }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void guard(QTcpSocket* socket);
    void takeOver(QTcpSocket* socket, const QByteArray& head);

    std::shared_ptr<ConnectionCap> cap_;
    RequestLimits limits_;
    int idleMs_;
    UpgradeTaker taker_;
};

} // namespace adc::share
