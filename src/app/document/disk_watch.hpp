#pragma once
// Notices when the saved game the document has open is changed on disk by another program (an
// `adc apply` from a script, another copy of Aide-de-Camp), once per change. The document's own
// saves are not changes: the watch remembers the bytes as the document last read or wrote them.
#include <QByteArray>
#include <QObject>
#include <QString>

class QFileSystemWatcher;

namespace adc::app {

class GameDocument;

class DiskWatch : public QObject {
    Q_OBJECT
public:
    explicit DiskWatch(GameDocument& document, QObject* parent = nullptr);

    // The saved game being watched; empty while the document holds a scenario or nothing.
    const QString& path() const { return path_; }
    // Whether the system's file watch is open: only once there has been a saved game to watch.
    bool watching() const { return watcher_ != nullptr; }
    // Takes the file as it is now as the one the document knows (after a reload, or when the
    // referee keeps the game on screen), so the same change is not reported again.
    void acknowledge();

signals:
    void changedOnDisk(const QString& path);

private:
    void rewatch();
    void check();
    QFileSystemWatcher& watcher();

    GameDocument& document_;
    // Made for the first saved game: a scenario is never watched, and a watcher opens an inotify
    // instance of the kernel's as it is made.
    QFileSystemWatcher* watcher_ = nullptr;
    QString path_;
    QByteArray known_; // digest of the file's bytes as last read or written here
};

} // namespace adc::app
