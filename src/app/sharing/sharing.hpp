#pragma once
// What the window knows of sharing with the players (Game → Share with players…, --share PORT).
// The code that serves the side views needs Qt Network, HttpServer, WebSockets and libqrencode,
// which the dynamic loader would otherwise bind at every start (Debian's Qt is built with
// BIND_NOW) though most games are never shared; so it lives in the aide-de-camp-sharing module
// beside the program, loaded the first time sharing is asked for, and the window talks to it
// through these two classes only.
#include <QObject>
#include <QString>

#include <string>
#include <vector>

class QDialog;
class QWidget;

namespace adc::app {

class GameDocument;
class ResolvePanel;

// The side views' server fed with the game on screen while sharing is on.
class Sharing : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~Sharing() override;

    // Starts serving on `host` (the address in the links; empty: this machine's first address
    // on the local network) and on loopback; port 0 takes any free one. "" or the reason.
    virtual QString start(const QString& host, quint16 port) = 0;
    virtual void stop() = 0;
    virtual bool isOn() const = 0;
    virtual QString host() const = 0;
    virtual quint16 port() const = 0;

    struct SideLink {
        std::string side; // its id
        QString name;     // "Union"
        QString url;      // its secret link
    };
    // Each side's link, in the game's side order; none while sharing is off.
    virtual std::vector<SideLink> links() const = 0;
    // New secrets for every side: the old links answer 403 and their pages are closed.
    virtual void renewLinks() = 0;

signals:
    void sharingChanged(bool on);
    // The links changed: sharing started or stopped, another game, or New links.
    void linksChanged();
};

// What the module makes: the session of a window and its dialog.
class SharingModule {
public:
    virtual ~SharingModule() = default;
    virtual Sharing* makeSession(GameDocument& document, ResolvePanel* resolve,
                                 QObject* parent) = 0;
    virtual QDialog* makeDialog(Sharing& session, QWidget* parent) = 0;
};

// The module's one entry point, resolved by name.
inline constexpr const char* kSharingEntry = "adc_sharing_module";
using SharingEntry = SharingModule* (*)();

// The module, loaded on first call; null, and `why` says which file and the loader's reason,
// when it cannot be loaded.
SharingModule* sharingModule(QString* why);

} // namespace adc::app
