#include "sharing/share_session.hpp"

#include "document/game_document.hpp"
#include "document/game_origin.hpp"
#include "local_addresses.hpp"
#include "odds/odds_panel.hpp"
#include "resolve/resolve_panel.hpp"
#include "sharing/share_links.hpp"
#include "side_page.hpp"

namespace adc::app {

ShareSession::ShareSession(GameDocument& document, ResolvePanel* resolve, QObject* parent)
    : Sharing(parent), document_(document), resolve_(resolve) {
    connect(&document_, &GameDocument::gameReplaced, this, [this] {
        renewedForGame_ = false; // another game on screen
        gameReplaced();
    });
    connect(&document_, &GameDocument::changed, this, &ShareSession::gameChanged);
    // A pause, a resume or a new length of the slot: each side's clock says so at once.
    connect(&document_, &GameDocument::slotChanged, this, [this] {
        if (server_) {
            server_->refreshClock();
        }
    });
    if (resolve_) {
        // The odds with the request they were counted for, as the panel pairs them: the form
        // may have changed while a slow count ran, so its current request is not theirs.
        connect(resolve_, &ResolvePanel::oddsReady, this, &ShareSession::oddsCounted);
        connect(resolve_->oddsPanel(), &OddsPanel::oddsChanged, this, &ShareSession::oddsChanged);
    }
}

ShareSession::~ShareSession() = default;

QString ShareSession::start(const QString& hostText, quint16 port) {
    stop();
    const QHostAddress host =
        hostText.isEmpty() ? share::firstLocalAddress() : QHostAddress(hostText);
    if (host.isNull()) {
        return tr("'%1' is not an address of this machine").arg(hostText);
    }
    auto server = std::make_unique<share::ShareServer>();
    QList<QHostAddress> addresses{host};
    if (!host.isLoopback()) {
        addresses.append(QHostAddress(QHostAddress::LocalHost)); // for tests on the machine
    }
    if (QString why = server->start(addresses, port); !why.isEmpty()) {
        return why;
    }
    server->setPage(share::sidePage());
    server_ = std::move(server);
    host_ = host;
    port_ = server_->serverPorts().value(0, port); // the one chosen, when asked for any (0)
    gameReplaced();
    server_->setOdds(formOdds_);
    emit sharingChanged(true);
    emit linksChanged();
    return {};
}

void ShareSession::stop() {
    if (!server_) {
        return;
    }
    server_.reset(); // stops listening and closes every page's connection
    emit sharingChanged(false);
    emit linksChanged();
}

std::vector<ShareSession::SideLink> ShareSession::links() const {
    std::vector<SideLink> out;
    if (!server_ || !document_.hasGame()) {
        return out;
    }
    for (const auto& side : document_.state().sides) {
        auto key = keys_.find(side.id);
        if (key == keys_.end()) {
            continue;
        }
        QString url =
            QStringLiteral("http://%1:%2/side/%3?key=%4")
                .arg(host_.toString())
                .arg(port_)
                .arg(QString::fromUtf8(QUrl::toPercentEncoding(QString::fromStdString(side.id))))
                .arg(QString::fromStdString(key->second));
        out.push_back({side.id, QString::fromStdString(side.name), url});
    }
    return out;
}

void ShareSession::renewLinks() {
    keys_ = renewShareKeys(document_);
    if (server_) {
        server_->setKeys(keys_);
    }
    emit linksChanged();
}

bool ShareSession::isNewGame() const {
    return startedHere(document_);
}

void ShareSession::gameReplaced() {
    // A new game from a scenario gets new links once, whether sharing is on yet or not, and
    // whatever was played before it is first shared: the keys are kept by file, and the earlier
    // game of the same scenario had its own players.
    if (isNewGame() && !renewedForGame_) {
        renewShareKeys(document_);
        renewedForGame_ = true;
    }
    if (!server_) {
        return;
    }
    keys_ = document_.hasGame() ? loadShareKeys(document_) : share::SideKeys{};
    server_->setKeys(keys_);
    server_->setGame(document_.hasGame() ? &document_.game() : nullptr);
    emit linksChanged();
}

void ShareSession::gameChanged(const GameChange& change) {
    if (!server_ || !document_.hasGame()) {
        return;
    }
    // The words the side page reads (resources/share/side.html).
    const char* kind = "applied";
    switch (change.kind) {
    case GameChange::Kind::Applied:
        break;
    case GameChange::Kind::Phase:
        kind = "phase";
        break;
    case GameChange::Kind::Undone:
        kind = "undone";
        break;
    case GameChange::Kind::Redone:
        kind = "redone";
        break;
    }
    server_->publish(share::HistoryChange{kind, change.from, change.to});
}

void ShareSession::oddsCounted(const ActionRequest& request, const Odds& odds) {
    formOdds_ = share::FormOdds{request, odds};
    if (server_) {
        server_->setOdds(formOdds_);
    }
}

void ShareSession::oddsChanged() {
    // Only the chart taken away is news here; new odds come with their request (oddsCounted).
    if (formOdds_ && resolve_ && !resolve_->oddsPanel()->odds()) {
        formOdds_.reset();
        if (server_) {
            server_->setOdds(std::nullopt);
        }
    }
}

} // namespace adc::app
