// Saving, and saying so when it fails: a failed save names the file and the reason in a
// dialog, and a failing autosave keeps a warning in the status bar until one succeeds. The
// game is never lost from memory and stays marked unsaved until a save really succeeded.
#include "window/main_window.hpp"

#include "document/game_document.hpp"
#include "document/preferences.hpp"
#include "widgets/text_colour.hpp"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>

namespace adc::app {

void MainWindow::createSaveWarning() {
    saveWarning_ = new QLabel(this);
    saveWarning_->setObjectName(QStringLiteral("saveWarning"));
    setTextColour(saveWarning_, QColor(0xa00000));
    QFont bold = saveWarning_->font();
    bold.setBold(true);
    saveWarning_->setFont(bold);
    saveWarning_->hide();
    statusBar()->addPermanentWidget(saveWarning_, 1);
    connect(document_, &GameDocument::autosaveFailed, this, &MainWindow::autosaveFailed);
    connect(document_, &GameDocument::autosaveRestored, this, &MainWindow::autosaveRestored);
    connect(document_, &GameDocument::historyMismatch, this, [this](const QStringList& errors) {
        showWarning(QStringLiteral("historyMismatch"), tr("The history does not replay"),
                    tr("The game is open as it was saved, but replaying its history does not "
                       "arrive there, so its earlier events cannot be undone.\n\n%1")
                        .arg(errors.mid(0, 12).join(QLatin1Char('\n'))));
    });
}

bool MainWindow::saveTo(const QString& path) {
    QString target = path;
    if (!target.endsWith(QStringLiteral(".adc.json"))) {
        target += QStringLiteral(".adc.json");
    }
    if (QString err = document_->saveAs(target); !err.isEmpty()) {
        showWarning(QStringLiteral("saveFailed"), tr("Not saved"),
                    tr("Saving %1 failed.\n\n%2\n\nThe game is still open with all its changes, "
                       "marked unsaved. Free some space or choose another place, then save again.")
                        .arg(QFileInfo(target).fileName(), err));
        showStatus(tr("Not saved: %1").arg(err));
        return false;
    }
    addRecentFile(target);
    updateRecentMenu();
    showStatus(tr("Saved %1").arg(target));
    return true;
}

bool MainWindow::save() {
    return document_->canSaveInPlace() ? saveTo(document_->filePath()) : saveAsDialog();
}

bool MainWindow::saveAsDialog() {
    if (!document_->hasGame()) {
        return false;
    }
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save game"), {}, tr("Saved games (*.adc.json)"));
    return !path.isEmpty() && saveTo(path);
}

void MainWindow::showWarning(const QString& name, const QString& title, const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(name);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::autosaveFailed(const QString& reason) {
    saveWarning_->setText(tr("Autosave failed: %1").arg(reason));
    saveWarning_->setToolTip(tr("The game is safe in memory, but a crash now would lose what "
                                "happened since the last autosave. Save it elsewhere to be sure."));
    saveWarning_->show();
    if (!autosaveDialogShown_) {
        autosaveDialogShown_ = true;
        showWarning(QStringLiteral("autosaveFailed"), tr("Autosave failed"),
                    tr("The recovery file could not be written:\n%1\n\nPlay can go on: the game "
                       "is in memory and each event tries again. Until an autosave succeeds, "
                       "a crash would lose what happens from now on; the warning stays in the "
                       "status bar until then.")
                        .arg(reason));
    }
}

void MainWindow::autosaveRestored() {
    saveWarning_->hide();
    saveWarning_->clear();
    autosaveDialogShown_ = false;
    showStatus(tr("Autosave works again"));
}

} // namespace adc::app
