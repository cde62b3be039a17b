#include "share_server.hpp"

#include "capped_server.hpp"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLoggingCategory>
#include <QTcpSocket>
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
      cap_(std::make_shared<ConnectionCap>(limits.connections)) {
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
    publish(QStringLiteral("state"));
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

void ShareServer::setOdds(std::optional<FormOdds> odds) {
    if (!odds && !odds_) {
        return; // still none: nothing to tell
    }
    odds_ = std::move(odds);
    publish(QStringLiteral("odds"));
}

void ShareServer::publish(const QString& kind) {
    const bool oddsOnly = kind == QStringLiteral("odds");
    stateCache_.clear();
    if (!oddsOnly) {
        eventsCache_.clear();
    }
    // A copy: a client closed for its backlog leaves the map while it is walked.
    std::vector<QWebSocket*> sockets;
    for (const auto& [socket, _] : clients_) {
        sockets.push_back(socket);
    }
    for (QWebSocket* socket : sockets) {
        auto it = clients_.find(socket);
        // New odds that change nothing a side sees (the rule keeps them from it) are not news.
        if (oddsOnly && it != clients_.end() && it->second.last == state(it->second.side)) {
            continue;
        }
        send(socket, kind);
    }
}

void ShareServer::send(QWebSocket* socket, const QString& kind) {
    auto it = clients_.find(socket);
    if (it == clients_.end()) {
        return;
    }
    if (socket->bytesToWrite() > limits_.backlogBytes) {
        socket->abort(); // it reads nothing: its queue would grow without end
        return;
    }
    Client& client = it->second;
    client.last = state(client.side);
    std::string message = R"({"seq":)" + std::to_string(++client.seq) + R"(,"kind":")" +
                          kind.toStdString() + R"(","state":)" + state(client.side) + "}";
    socket->sendTextMessage(QString::fromStdString(message));
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
        send(socket, QStringLiteral("state"));
    }
}

namespace {

bool wantsWebSocket(const QHttpServerRequest& request) {
    return request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0;
}

} // namespace

bool ShareServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
    // Qt 6.4 asks here before it hands an upgrade to its WebSocket server: true with nothing
    // written hands it over (acceptWebSockets checks the link again); false with our answer
    // written refuses it, and Qt closes the socket.
    const bool upgrade = wantsWebSocket(request);
    if (upgrade && request.method() == QHttpServerRequest::Method::Get &&
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
        json view = json::object();
        if (game_) {
            auto events = eventsCache_.find(side);
            if (events == eventsCache_.end()) {
                events = eventsCache_.emplace(side, sideEvents(*game_, Viewer::ofSide(side))).first;
            }
            view = sideState(*game_, side, odds_ ? &*odds_ : nullptr, &events->second);
        }
        it = stateCache_.emplace(side, view.dump()).first;
    }
    return it->second;
}

} // namespace adc::share
