#pragma once
// Sharing with the players (Game → Share with players…, --share PORT): runs the side views'
// server while sharing is on and feeds it the game on screen, each change as it happens, and the
// odds of the referee's form. The server and what it shows are src/share's; this only wires
// the desktop's document and panels to it. Built into the aide-de-camp-sharing module; the window
// knows it as a Sharing (sharing.hpp).
#include "share_server.hpp"
#include "sharing/sharing.hpp"

#include <QHostAddress>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace adc::app {

class GameDocument;
struct GameChange;
class ResolvePanel;

// No Q_OBJECT of its own: its signals are Sharing's, whose one copy is the program's.
class ShareSession : public Sharing {
public:
    ShareSession(GameDocument& document, ResolvePanel* resolve, QObject* parent = nullptr);
    ~ShareSession() override;

    QString start(const QString& host, quint16 port) override;
    void stop() override;
    bool isOn() const override { return server_ != nullptr; }
    QString host() const override { return host_.toString(); }
    quint16 port() const override { return port_; }
    std::vector<SideLink> links() const override;
    void renewLinks() override;
    share::ShareServer* server() const { return server_.get(); }

private:
    void gameReplaced();
    // A game started from a scenario in this run, played or not: a new game, not one resumed.
    bool isNewGame() const;
    void gameChanged(const GameChange& change);
    void oddsCounted(const ActionRequest& request, const Odds& odds);
    void oddsChanged();

    GameDocument& document_;
    ResolvePanel* resolve_;
    std::unique_ptr<share::ShareServer> server_;
    share::SideKeys keys_;
    QHostAddress host_;
    quint16 port_ = 0;
    // The odds last counted for the referee's form, with the request they are for.
    std::optional<share::FormOdds> formOdds_;
    bool renewedForGame_ = false; // the game on screen has had its new links
};

} // namespace adc::app
