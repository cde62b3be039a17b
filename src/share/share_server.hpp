#pragma once
// The side views' server: Qt 6.4's HTTP server on our capped listening sockets, answering
// through the router, and the WebSocket push on the same port, whose handshake and frames are
// our own (live_socket.hpp): the capped sockets hand a page's upgrade to it before the HTTP
// server reads it. Each change to the game is pushed to every connected
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

namespace adc::share {

class ConnectionCap;
class LiveSocket;

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
    // Sends every page the slot's clock, when anything of it a page cannot count for itself
    // changed (a pause or a resume, the slot's length, the forecast): the app calls it when the
    // slot changes, and a timer every kClockRefreshMs.
    void refreshClock();
    static constexpr int kClockRefreshMs = 15000;

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

    // Whether a connection's request head is an upgrade to a side's live view this server
    // answers itself (a well-formed handshake, from the side's own page, with its key), and
    // answering it.
    bool wantsLive(const QByteArray& head) const;
    void takeLive(QTcpSocket* socket, const QByteArray& head);
    // The first message of a new socket: its side's whole view, or, for a page that says which
    // events it has (`since` and `mark` in the live link's query), only those it lacks.
    void greet(LiveSocket* socket, const QUrl& url);
    void sendState(LiveSocket* socket);
    std::vector<LiveSocket*> sockets() const;
    const FormOdds* oddsPtr() const { return odds_ ? &*odds_ : nullptr; }
    void send(LiveSocket* socket, const char* kind, json view);
    json clock() const; // the slot's clock now, or null without a game
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
    std::map<LiveSocket*, Client> clients_;
    long refusals_ = 0;
    // side -> JSON without the clock (which moves on its own), until a change
    mutable std::map<std::string, std::string> stateCache_;
    std::string clockNews_; // of the clock the pages were sent last (side_clock.hpp)
    SideFeed feed_;
    // Each change's mark (one per change of the history or of the game, from a base the
    // start time makes larger than any earlier server's), with the events it left as they
    // were: a page's `mark` says which changes it has missed.
    long long firstMark_ = 0;
    long long mark_ = 0;
    std::vector<std::pair<long long, std::size_t>> intact_;
};

} // namespace adc::share
