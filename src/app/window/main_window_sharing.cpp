// The main window's part in sharing the side views: the session, made on first use from the
// aide-de-camp-sharing module, and the Game → Share with players… dialog.
#include "sharing/sharing.hpp"
#include "window/main_window.hpp"

#include <QDialog>

namespace adc::app {

Sharing* MainWindow::shareSession(QString* why) {
    if (!share_) {
        if (SharingModule* module = sharingModule(why)) {
            share_ = module->makeSession(*document_, resolve_, this);
        }
    }
    return share_;
}

void MainWindow::showShareDialog() {
    if (!shareDialog_) {
        QString why;
        SharingModule* module = sharingModule(&why);
        Sharing* session = module ? shareSession(&why) : nullptr;
        if (!session) { // the game and the menu stay as they were: only sharing is missing
            showWarning(QStringLiteral("sharingMissing"), tr("Share with players"),
                        tr("Sharing with the players is not available: %1").arg(why));
            return;
        }
        shareDialog_ = module->makeDialog(*session, this);
    }
    shareDialog_->show();
    shareDialog_->raise();
    shareDialog_->activateWindow();
}

} // namespace adc::app
