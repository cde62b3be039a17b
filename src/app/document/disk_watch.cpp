#include "document/disk_watch.hpp"

#include "document/game_document.hpp"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>

namespace adc::app {

namespace {

QByteArray digestOf(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return hash.result();
}

} // namespace

DiskWatch::DiskWatch(GameDocument& document, QObject* parent)
    : QObject(parent), document_(document) {
    connect(&document_, &GameDocument::gameReplaced, this, &DiskWatch::rewatch);
    // A save in place ends with the document unmodified: its bytes are now the known ones.
    connect(&document_, &GameDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            rewatch();
        }
    });
}

QFileSystemWatcher& DiskWatch::watcher() {
    if (!watcher_) {
        watcher_ = new QFileSystemWatcher(this);
        connect(watcher_, &QFileSystemWatcher::fileChanged, this, &DiskWatch::check);
        // The atomic writer renames a new file over the old one: the watched inode goes, and
        // the file comes back as a change of its folder.
        connect(watcher_, &QFileSystemWatcher::directoryChanged, this, &DiskWatch::check);
    }
    return *watcher_;
}

void DiskWatch::rewatch() {
    if (watcher_ && !watcher_->files().isEmpty()) {
        watcher_->removePaths(watcher_->files());
    }
    if (watcher_ && !watcher_->directories().isEmpty()) {
        watcher_->removePaths(watcher_->directories());
    }
    path_ =
        document_.canSaveInPlace() ? QFileInfo(document_.filePath()).absoluteFilePath() : QString();
    known_.clear();
    if (path_.isEmpty()) {
        return;
    }
    watcher().addPath(QFileInfo(path_).absolutePath());
    watcher().addPath(path_);
    known_ = digestOf(path_);
}

void DiskWatch::acknowledge() {
    known_ = digestOf(path_);
}

void DiskWatch::check() {
    if (path_.isEmpty() || !QFileInfo::exists(path_)) {
        return; // gone for now; a file renamed back in is a change of the folder
    }
    if (!watcher().files().contains(path_)) {
        watcher().addPath(path_); // the new inode
    }
    QByteArray now = digestOf(path_);
    if (now.isEmpty() || now == known_) {
        return; // our own save, or the folder changed around it
    }
    known_ = now;
    emit changedOnDisk(path_);
}

} // namespace adc::app
