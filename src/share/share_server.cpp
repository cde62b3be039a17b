#include "share_server.hpp"

#include "capped_server.hpp"

#include <QDateTime>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLoggingCategory>
#include <QTcpSocket>
#include <QUrlQuery>
#include <QWebSocket>

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
    connect(this, &QAbstractHttpServer::newWebSocketConnection, this,
            &ShareServer::acceptWebSockets);
}

ShareServer::~ShareServer() {
    for (auto& [socket, _] : clients_) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
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
    for (QWebSocket* socket : sockets()) {
        sendState(socket);
    }
}

void ShareServer::setKeys(SideKeys keys) {
    std::vector<QWebSocket*> revoked;
    for (const auto& [socket, client] : clients_) {
        auto was = keys_.find(client.side), now = keys.find(client.side);
        if (was == keys_.end() || now == keys.end() || was->second != now->second) {
            revoked.push_back(socket);
        }
    }
    keys_ = std::move(keys);
    for (QWebSocket* socket : revoked) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, tr("new links"));
    }
}

std::vector<QWebSocket*> ShareServer::sockets() const {
    // A copy: a client closed for its backlog leaves the map while it is walked.
    std::vector<QWebSocket*> out;
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
    for (QWebSocket* socket : sockets()) {
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
    std::map<std::string, json> odds; // side -> its odds, where they changed for a client
    for (QWebSocket* socket : sockets()) {
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
        send(socket, change.kind.c_str(), std::move(view));
    }
}

void ShareServer::sendState(QWebSocket* socket) {
    auto it = clients_.find(socket);
    if (it != clients_.end()) {
        send(socket, "state", json::parse(state(it->second.side)));
    }
}

void ShareServer::send(QWebSocket* socket, const char* kind, json view) {
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
    socket->sendTextMessage(QString::fromStdString(message.dump()));
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

void ShareServer::greet(QWebSocket* socket, const QUrl& url) {
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
    send(socket, "since", feed_.since(side, *held, oddsPtr()));
}

void ShareServer::acceptWebSockets() {
    while (hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> owned = nextPendingWebSocketConnection();
        QWebSocket* socket = owned.release();
        socket->setParent(this);
        socket->setMaxAllowedIncomingFrameSize(static_cast<quint64>(limits_.clientFrameBytes));
        socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(limits_.clientFrameBytes));
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            clients_.erase(socket);
            socket->deleteLater();
        });
        const QUrl url = socket->requestUrl();
        std::optional<std::string> side = liveSide(targetOf(url), keys_);
        if (!side || !game_) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, tr("not this side's link"));
            continue;
        }
        clients_[socket] = Client{*side, 0, {}};
        // Clients send nothing: a frame over the limit is closed by QWebSocket itself; the
        // rest is ignored.
        greet(socket, url);
    }
}

namespace {

bool wantsWebSocket(const QHttpServerRequest& request) {
    return request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0;
}

// A side page's socket comes from the page this server gave it, so a browser names as its
// Origin the address it asked us by (Host). Qt's handshake echoes the Origin in
// Access-Control-Allow-Origin, and answers "*" to a request without one (issue 36, item 7):
// only an upgrade from our own page is handed over, so its answer names that page alone.
bool fromOwnPage(const QHttpServerRequest& request) {
    const QByteArray host = request.value("host");
    return !host.isEmpty() &&
           request.value("origin").compare("http://" + host, Qt::CaseInsensitive) == 0;
}

} // namespace

bool ShareServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
    // Qt 6.4 asks here before it hands an upgrade to its WebSocket server: true with nothing
    // written hands it over (acceptWebSockets checks the link again); false with our answer
    // written refuses it, and Qt closes the socket.
    const bool upgrade = wantsWebSocket(request);
    const bool elsewhere = upgrade && !fromOwnPage(request);
    if (upgrade && !elsewhere && request.method() == QHttpServerRequest::Method::Get &&
        liveSide(targetOf(request.url()), keys_) && game_) {
        CappedTcpServer::stopIdleWatch(socket);
        ConnectionCap::keyShown(socket);
        return true;
    }
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
    if (elsewhere && answer.status == 426) { // the side's live view, with its key, from elsewhere
        answer = {403, "text/plain; charset=utf-8",
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
    return it->second;
}

} // namespace adc::share
