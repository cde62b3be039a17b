#pragma once
// The side views' server: Qt 6.4's HTTP server on our capped listening sockets, answering
// through the router, and the WebSocket push on the same port (6.4 hands upgraded connections
// over through newWebSocketConnection). Each change to the game is pushed to every connected
// client of each side, built for that side. It listens on the addresses it is given only
// while it exists: the app makes one when sharing starts and deletes it when it stops.
#include "router.hpp"
#include "side_feed.hpp"
#include "side_state.hpp"

#include <QAbstractHttpServer>
#include <QHostAddress>
#include <QList>
#include <QString>

#include <map>
#include <memory>
#include <optional>

class QWebSocket;

namespace adc::share {

class ConnectionCap;

struct ServerLimits {
    int connections = 64;                  // sockets at once, HTTP and WebSocket together
    int perAddress = 16;                   // of those, from one address (an IPv6 /64)
    bool limitLoopback = false;            // loopback (the referee's machine) held to perAddress
    qint64 clientFrameBytes = 1024;        // a client frame past this closes its socket
    qint64 backlogBytes = 4 * 1024 * 1024; // unsent to one client: a stuck client is closed
    int idleMs = 30000; // an HTTP connection without a whole request for this long is closed
    RequestLimits request;
};

class ShareServer : public QAbstractHttpServer, private SideViews {
    Q_OBJECT
public:
    explicit ShareServer(ServerLimits limits = {}, QObject* parent = nullptr);
    ~ShareServer() override;

    // Listens on each address at `port`; returns "" or the reason it could not.
    QString start(const QList<QHostAddress>& addresses, quint16 port);

    void setGame(const Game* game); // null while there is none; pushes "state"
    // Side -> secret. Clients of a side whose secret changed are closed (New links).
    void setKeys(SideKeys keys);
    const SideKeys& keys() const { return keys_; }
    void setPage(std::string html) { page_ = std::move(html); }
    // The referee's form and its odds, or nullopt; pushes "odds" to the sides that may see them
    // or no longer may.
    void setOdds(std::optional<FormOdds> odds);
    // Pushes what a change of the history changed to every client, as `change.kind`
    // ("applied", "undone", ...): the events it added, the rows it altered, the head.
    void publish(const HistoryChange& change);

    int liveClients() const { return static_cast<int>(clients_.size()); }
    // Requests and WebSocket handshakes refused (4xx) since the server started.
    long refusals() const { return refusals_; }
    int connections() const;

private:
    bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override;
    void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override;
    bool hasSide(const std::string& side) const override;
    std::string page(const std::string& side) const override;
    std::string state(const std::string& side) const override;

    void acceptWebSockets();
    // The first message of a new socket: its side's whole view, or, for a page that says which
    // events it has (`since` and `mark` in the live link's query), only those it lacks.
    void greet(QWebSocket* socket, const QUrl& url);
    void sendState(QWebSocket* socket);
    std::vector<QWebSocket*> sockets() const;
    const FormOdds* oddsPtr() const { return odds_ ? &*odds_ : nullptr; }
    void send(QWebSocket* socket, const char* kind, json view);
    // The events a page that had `since` events at `mark` still holds as they are now.
    std::optional<std::size_t> stillHeld(std::size_t since, long long mark) const;

    struct Client {
        std::string side;
        qint64 seq = 0;
        std::string odds; // the odds it was sent last, as JSON
    };
    ServerLimits limits_;
    std::shared_ptr<ConnectionCap> cap_;
    const Game* game_ = nullptr;
    SideKeys keys_;
    std::string page_;
    std::optional<FormOdds> odds_;
    std::map<QWebSocket*, Client> clients_;
    long refusals_ = 0;
    mutable std::map<std::string, std::string> stateCache_; // side -> JSON, until a change
    SideFeed feed_;
    // Each change's mark (one per change of the history or of the game, from a base the
    // start time makes larger than any earlier server's), with the events it left as they
    // were: a page's `mark` says which changes it has missed.
    long long firstMark_ = 0;
    long long mark_ = 0;
    std::vector<std::pair<long long, std::size_t>> intact_;
};

} // namespace adc::share
