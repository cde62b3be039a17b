// The main window's part in sharing the side views: the session, made on first use, and the
// Game → Share with players… dialog.
#include "main_window.hpp"
#include "share_dialog.hpp"
#include "share_session.hpp"

namespace adc::app {

ShareSession* MainWindow::shareSession() {
    if (!share_) {
        share_ = new ShareSession(*document_, resolve_, this);
    }
    return share_;
}

void MainWindow::showShareDialog() {
    if (!shareDialog_) {
        shareDialog_ = new ShareDialog(*shareSession(), this);
    }
    shareDialog_->show();
    shareDialog_->raise();
    shareDialog_->activateWindow();
}

} // namespace adc::app
