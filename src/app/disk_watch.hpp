#pragma once
// Notices when the saved game the document has open is changed on disk by another program (an
// `adc apply` from a script, another copy of Aide-de-Camp), once per change. The document's own
// saves are not changes: the watch remembers the bytes as the document last read or wrote them.
#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>

namespace adc::app {

class GameDocument;

class DiskWatch : public QObject {
    Q_OBJECT
public:
    explicit DiskWatch(GameDocument& document, QObject* parent = nullptr);

    // The saved game being watched; empty while the document holds a scenario or nothing.
    const QString& path() const { return path_; }
    // Takes the file as it is now as the one the document knows (after a reload, or when the
    // referee keeps the game on screen), so the same change is not reported again.
    void acknowledge();

signals:
    void changedOnDisk(const QString& path);

private:
    void rewatch();
    void check();

    GameDocument& document_;
    QFileSystemWatcher watcher_;
    QString path_;
    QByteArray known_; // digest of the file's bytes as last read or written here
};

} // namespace adc::app
