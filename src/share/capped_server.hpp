#pragma once
// The listening socket of the side views. Qt 6.4's HTTP server has no limits of its own, so
// they are here, before a byte reaches it: past the cap on connections a new one is closed at
// once; a request whose head grows past the router's limit, or that announces a body, is
// answered 431 or 413 and closed. Memory stays bounded by connections x head size.
#include "router.hpp"

#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <memory>

namespace adc::share {

// The connections of every listening socket of one server (the local address and loopback
// share one cap). Counted through QPointer, not signals: the HTTP server disconnects a
// socket's signals when it hands it to the WebSocket server.
class ConnectionCap {
public:
    explicit ConnectionCap(int most) : most_(most) {}
    bool full();
    void add(QTcpSocket* socket) { sockets_.append(socket); }
    int count();
    int most() const { return most_; }
    // Full, a connection that has not shown a side's key gives way to a new one: the oldest
    // such is closed. False when every connection has shown a key (the players hold them all).
    bool makeRoom();
    // The connection asked with a side's right key: it keeps its place.
    static void keyShown(QTcpSocket* socket);
    static bool hasShownKey(const QTcpSocket* socket);

private:
    int most_;
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

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void guard(QTcpSocket* socket);

    std::shared_ptr<ConnectionCap> cap_;
    RequestLimits limits_;
    int idleMs_;
};

} // namespace adc::share
