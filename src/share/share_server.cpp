#include "share_server.hpp"

#include "capped_server.hpp"
#include "live_socket.hpp"
#include "side_clock.hpp"

#include <QDateTime>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLoggingCategory>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

namespace adc::share {

namespace {

const char* methodName(QHttpServerRequest::Method m) {
    using M = QHttpServerRequest::Method;
    switch (m) {
    case M::Get:
        return "GET";
    case M::Put:
        return "PUT";
    case M::Delete:
        return "DELETE";
    case M::Post:
        return "POST";
    case M::Head:
        return "HEAD";
    case M::Options:
        return "OPTIONS";
    case M::Patch:
        return "PATCH";
    case M::Connect:
        return "CONNECT";
    case M::Trace:
        return "TRACE";
    default:
        return "OTHER";
    }
}

std::string targetOf(const QUrl& url) {
    std::string target = url.path(QUrl::FullyEncoded).toStdString();
    if (url.hasQuery()) {
        target += "?" + url.query(QUrl::FullyEncoded).toStdString();
    }
    return target;
}

} // namespace

ShareServer::ShareServer(ServerLimits limits, QObject* parent)
    : QAbstractHttpServer(parent), limits_(limits),
      cap_(std::make_shared<ConnectionCap>(limits.connections, limits.perAddress,
                                           limits.limitLoopback)),
      // A thousand marks a millisecond: a server started later begins past every mark an
      // earlier one gave, and a page's mark from before it is known to be from another.
      firstMark_(QDateTime::currentMSecsSinceEpoch() * 1000), mark_(firstMark_) {
    // Qt's server writes a line to standard error for each refused WebSocket: an attacker's
    // churn would fill the referee's log. They are counted instead (refusals()); the usual
    // QT_LOGGING_RULES still bring the lines back for debugging.
    QLoggingCategory::setFilterRules(QStringLiteral("qt.httpserver.warning=false"));
    // Qt 6.4 asks handleRequest about an upgrade only while this signal has a listener. It
    // never hands one over (handleRequest refuses every upgrade that reaches it), so any
    // that came would be closed.
    connect(this, &QAbstractHttpServer::newWebSocketConnection, this, [this] {
        while (hasPendingWebSocketConnections()) {
            nextPendingWebSocketConnection()->abort();
        }
    });
    auto* clockTimer = new QTimer(this);
    connect(clockTimer, &QTimer::timeout, this, &ShareServer::refreshClock);
    clockTimer->start(kClockRefreshMs);
}

ShareServer::~ShareServer() {
    // The sockets go with their listening sockets, our children; they must not tell this
    // server, half gone, that they closed.
    for (auto& [socket, _] : clients_) {
        socket->disconnect(this);
        socket->abort();
    }
}

QString ShareServer::start(const QList<QHostAddress>& addresses, quint16 port) {
    for (const auto& address : addresses) {
        auto* server = new CappedTcpServer(cap_, limits_.request, limits_.idleMs, this);
        if (!server->listen(address, port)) {
            QString why = server->errorString();
            delete server;
            return tr("cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(why);
        }
        server->setUpgradeTaker(
            {[this](const QByteArray& head) { return wantsLive(head); },
             [this](QTcpSocket* socket, const QByteArray& head) { takeLive(socket, head); }});
        bind(server);
        if (port == 0) {
            // Any free port is taken once, by the first address; the others listen on the
            // same one, so the links' port is every address's (docs/share-protocol.md).
            port = server->serverPort();
        }
    }
    return {};
}

int ShareServer::connections() const {
    return cap_->count();
}

void ShareServer::setGame(const Game* game) {
    game_ = game;
    odds_.reset();
    feed_.follow(game);
    stateCache_.clear();
    intact_.emplace_back(++mark_, 0); // another game: nothing a page holds is of it
    clockNews_ = clockNews(clock());  // each state carries the clock
    for (LiveSocket* socket : sockets()) {
        sendState(socket);
    }
}

void ShareServer::setKeys(SideKeys keys) {
    std::vector<LiveSocket*> revoked;
    for (const auto& [socket, client] : clients_) {
        auto was = keys_.find(client.side), now = keys.find(client.side);
        if (was == keys_.end() || now == keys.end() || was->second != now->second) {
            revoked.push_back(socket);
        }
    }
    keys_ = std::move(keys);
    for (LiveSocket* socket : revoked) {
        socket->close(ClosePolicy, "new links");
    }
}

std::vector<LiveSocket*> ShareServer::sockets() const {
    // A copy: a client closed for its backlog leaves the map while it is walked.
    std::vector<LiveSocket*> out;
    for (const auto& [socket, _] : clients_) {
        out.push_back(socket);
    }
    return out;
}

void ShareServer::setOdds(std::optional<FormOdds> odds) {
    if (!odds && !odds_) {
        return; // still none: nothing to tell
    }
    odds_ = std::move(odds);
    stateCache_.clear();
    std::map<std::string, json> bySide;
    for (LiveSocket* socket : sockets()) {
        auto it = clients_.find(socket);
        if (it == clients_.end()) {
            continue;
        }
        auto seen = bySide.find(it->second.side);
        if (seen == bySide.end()) {
            seen = bySide.emplace(it->second.side, feed_.odds(it->second.side, oddsPtr())).first;
        }
        // New odds that change nothing a side sees (the rule keeps them from it) are not news.
        if (it->second.odds != seen->second.dump()) {
            send(socket, "odds", json{{"odds", seen->second}});
        }
    }
}

void ShareServer::publish(const HistoryChange& change) {
    stateCache_.clear();
    intact_.emplace_back(++mark_, change.from);
    std::optional<std::map<std::string, json>> views = feed_.change(change);
    // A change that moved the forecast (a turn's end) carries the clock with it.
    json clockNow = clock();
    std::string news = clockNews(clockNow);
    const bool clockMoved = news != clockNews_;
    clockNews_ = std::move(news);
    std::map<std::string, json> odds; // side -> its odds, where they changed for a client
    for (LiveSocket* socket : sockets()) {
        auto it = clients_.find(socket);
        if (it == clients_.end()) {
            continue;
        }
        if (!views) {
            sendState(socket); // the feed lost the thread: the whole view again
            continue;
        }
        const std::string& side = it->second.side;
        json view = (*views)[side];
        auto sideOdds = odds.find(side);
        if (sideOdds == odds.end()) {
            sideOdds = odds.emplace(side, feed_.odds(side, oddsPtr())).first;
        }
        if (it->second.odds != sideOdds->second.dump()) {
            view["odds"] = sideOdds->second; // the rows it names may have changed sight
        }
        if (clockMoved) {
            view["clock"] = clockNow;
        }
        send(socket, change.kind.c_str(), std::move(view));
    }
}

void ShareServer::sendState(LiveSocket* socket) {
    auto it = clients_.find(socket);
    if (it != clients_.end()) {
        send(socket, "state", json::parse(state(it->second.side)));
    }
}

void ShareServer::send(LiveSocket* socket, const char* kind, json view) {
    auto it = clients_.find(socket);
    if (it == clients_.end()) {
        return;
    }
    if (socket->bytesToWrite() > limits_.backlogBytes) {
        socket->abort(); // it reads nothing: its queue would grow without end
        return;
    }
    Client& client = it->second;
    if (view.contains("odds")) {
        client.odds = view["odds"].dump();
    }
    const json message = {{"seq", ++client.seq}, {"kind", kind}, {"mark", mark_}, {"state", view}};
    socket->sendText(QByteArray::fromStdString(message.dump()));
}

std::optional<std::size_t> ShareServer::stillHeld(std::size_t since, long long mark) const {
    if (mark < firstMark_ || mark > mark_) {
        return std::nullopt; // a mark of another server, or none this one gave
    }
    std::size_t held = std::min(since, game_ ? game_->position() : 0);
    for (auto it = intact_.rbegin(); it != intact_.rend() && it->first > mark; ++it) {
        held = std::min(held, it->second);
    }
    return held;
}

void ShareServer::greet(LiveSocket* socket, const QUrl& url) {
    const QUrlQuery query(url);
    bool sinceOk = false, markOk = false;
    const qulonglong since = query.queryItemValue(QStringLiteral("since")).toULongLong(&sinceOk);
    const qlonglong mark = query.queryItemValue(QStringLiteral("mark")).toLongLong(&markOk);
    std::optional<std::size_t> held;
    if (sinceOk && markOk) {
        held = stillHeld(static_cast<std::size_t>(since), mark);
    }
    if (!held) {
        sendState(socket);
        return;
    }
    const std::string& side = clients_[socket].side;
    json view = feed_.since(side, *held, oddsPtr());
    view["clock"] = clock();
    send(socket, "since", std::move(view));
}

json ShareServer::clock() const {
    return game_ ? sideClock(*game_) : json();
}

void ShareServer::refreshClock() {
    if (!game_) {
        return;
    }
    json now = clock();
    std::string news = clockNews(now);
    if (news == clockNews_) {
        return; // the pages count the seconds down themselves
    }
    clockNews_ = std::move(news);
    for (LiveSocket* socket : sockets()) {
        send(socket, "clock", json{{"clock", now}});
    }
}

namespace {

bool wantsWebSocket(const QHttpServerRequest& request) {
    return request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0;
}

// A side page's socket comes from the page this server gave it, so a browser names as its
// Origin the address it asked us by (Host). Only an upgrade from our own page is answered, and
// the 101 names that page alone (issue 36, item 7: Qt's handshake answered "*" to a request
// without an Origin and echoed any other site's).
bool ownPage(const QByteArray& host, const QByteArray& origin) {
    return !host.isEmpty() && origin.compare("http://" + host, Qt::CaseInsensitive) == 0;
}

} // namespace

bool ShareServer::wantsLive(const QByteArray& head) const {
    const std::optional<UpgradeRequest> upgrade = readUpgrade(head);
    return upgrade && game_ && ownPage(upgrade->host, upgrade->origin) &&
           liveSide(upgrade->target.toStdString(), keys_);
}

void ShareServer::takeLive(QTcpSocket* socket, const QByteArray& head) {
    const std::optional<UpgradeRequest> upgrade = readUpgrade(head);
    const std::optional<std::string> side =
        upgrade ? liveSide(upgrade->target.toStdString(), keys_) : std::nullopt;
    if (!side || !game_) {
        socket->abort(); // wantsLive said yes a moment ago: not reached
        return;
    }
    ConnectionCap::keyShown(socket);
    socket->write(switchingProtocols(*upgrade, upgrade->origin));
    auto* live =
        new LiveSocket(socket, QUrl::fromEncoded(upgrade->target), limits_.clientFrameBytes);
    connect(live, &LiveSocket::disconnected, this, [this, live] { clients_.erase(live); });
    clients_[live] = Client{*side, 0, {}};
    greet(live, live->requestUrl());
}

bool ShareServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
    // A page's well-formed upgrade never comes here: its capped socket hands it to takeLive
    // before the HTTP server reads it. Any other upgrade is refused, our answer written, and
    // Qt closes the socket (false).
    const bool upgrade = wantsWebSocket(request);
    RequestHead head;
    head.method = methodName(request.method());
    head.target = targetOf(request.url());
    for (const auto& [name, value] : request.headers()) {
        head.headers.emplace_back(name.toStdString(), value.toStdString());
        head.headBytes += static_cast<std::size_t>(name.size() + value.size() + 4);
    }
    head.headBytes += head.target.size();
    head.bodyBytes = static_cast<std::size_t>(request.body().size());
    Answer answer = route(head, keys_, *this, limits_.request);
    if (upgrade && answer.status == 426) { // the side's live view, with its key
        answer = ownPage(request.value("host"), request.value("origin"))
                     ? Answer{400, "text/plain; charset=utf-8",
                              "Bad Request: not a WebSocket opening handshake\n"}
                     : Answer{403, "text/plain; charset=utf-8",
                              "Forbidden: the live view opens from its own page only\n"};
    }
    const bool refused = answer.status >= 400;
    refusals_ += refused ? 1 : 0;
    if (!refused) {
        ConnectionCap::keyShown(socket);
    }
    {
        QHttpServerResponder responder = makeResponder(request, socket);
        const QByteArray body = QByteArray::fromStdString(answer.body);
        const QByteArray type = QByteArray::fromStdString(answer.contentType);
        // Nothing here is for a cache or another site: the view changes, and the key is secret.
        // The page's one socket goes back to where the page came from, and nowhere else.
        const QByteArray origin = "ws://" + socket->localAddress().toString().toLatin1() + ":" +
                                  QByteArray::number(socket->localPort());
        responder.write(body,
                        {{"Content-Type", type},
                         {"Cache-Control", "no-store"},
                         {"X-Content-Type-Options", "nosniff"},
                         {"Referrer-Policy", "no-referrer"},
                         {"Content-Security-Policy",
                          "default-src 'none'; script-src 'unsafe-inline'; style-src "
                          "'unsafe-inline'; connect-src 'self' " +
                              origin + "; img-src 'self' data:"}},
                        static_cast<QHttpServerResponder::StatusCode>(answer.status));
    }
    // A connection that asked without the right key has had its answer: it holds no place a
    // player needs (keep-alive would let it ask again and again).
    if (refused && !upgrade && !ConnectionCap::hasShownKey(socket)) {
        socket->disconnectFromHost();
    }
    return !upgrade;
}

void ShareServer::missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) {
    if (!wantsWebSocket(request)) { // a refused upgrade has had its answer already
        makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
    }
}

bool ShareServer::hasSide(const std::string& side) const {
    return game_ && game_->state().side(side) != nullptr;
}

std::string ShareServer::page(const std::string&) const {
    return page_;
}

std::string ShareServer::state(const std::string& side) const {
    auto it = stateCache_.find(side);
    if (it == stateCache_.end()) {
        it = stateCache_.emplace(side, feed_.state(side, oddsPtr()).dump()).first;
    }
    // The clock of this moment, into the object as cached: its seconds left are now's.
    std::string out = it->second;
    if (game_ && out.size() > 2 && out.back() == '}') {
        out.pop_back();
        out += ",\"clock\":" + clock().dump() + "}";
    }
    return out;
}

} // namespace adc::share
