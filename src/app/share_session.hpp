#pragma once
// Sharing with the players (Game → Share with players…, --share PORT): runs the side views'
// server while sharing is on and feeds it the game on screen, each change as it happens, and the
// odds of the referee's form. The server and what it shows are src/share's; this only wires
// the desktop's document and panels to it.
#include "share_server.hpp"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace adc::app {

class GameDocument;
class ResolvePanel;

class ShareSession : public QObject {
    Q_OBJECT
public:
    ShareSession(GameDocument& document, ResolvePanel* resolve, QObject* parent = nullptr);
    ~ShareSession() override;

    // Starts serving on `host` (the address in the links) and on loopback; "" or the reason.
    QString start(const QHostAddress& host, quint16 port);
    void stop();
    bool isOn() const { return server_ != nullptr; }
    QHostAddress host() const { return host_; }
    quint16 port() const { return port_; }

    struct SideLink {
        std::string side; // its id
        QString name;     // "Union"
        QString url;      // its secret link
    };
    // Each side's link, in the game's side order; none while sharing is off.
    std::vector<SideLink> links() const;
    // New secrets for every side: the old links answer 403 and their pages are closed.
    void renewLinks();
    share::ShareServer* server() const { return server_.get(); }

signals:
    void sharingChanged(bool on);
    // The links changed: sharing started or stopped, another game, or New links.
    void linksChanged();

private:
    void gameReplaced();
    void gameChanged();
    void oddsChanged();
    void remember(const Game& game);

    GameDocument& document_;
    ResolvePanel* resolve_;
    std::unique_ptr<share::ShareServer> server_;
    share::SideKeys keys_;
    QHostAddress host_;
    quint16 port_ = 0;
    std::size_t position_ = 0;        // events in effect when last published
    std::size_t events_ = 0;          // events in the history then
    std::optional<Outcome> nextRedo_; // the event redo would bring back then
};

} // namespace adc::app
