#include "sharing/share_links.hpp"

#include "document/game_document.hpp"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSettings>

namespace adc::app {

namespace {

// 128 random bits from the system's generator, as 32 hex digits (safe in a URL as it is).
std::string newSecret() {
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    QByteArray bytes(reinterpret_cast<const char*>(words), sizeof words);
    return bytes.toHex().toStdString();
}

QString group(const GameDocument& document) {
    return QStringLiteral("share-links/") + shareGameKey(document);
}

// Readable and writable by the referee alone, whatever the umask made of it.
void ownerOnly(const QString& path) {
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

share::SideKeys keys(const GameDocument& document, bool renew) {
    share::SideKeys out;
    if (!document.hasGame()) {
        return out;
    }
    const QString path = shareKeysFile();
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!QFileInfo::exists(path)) { // made private before the first secret goes in
        QFile made(path);
        (void)made.open(QIODevice::WriteOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    ownerOnly(path);
    QSettings settings(path, QSettings::IniFormat);
    // Secrets an earlier version kept in the settings file, which others may read: moved.
    QSettings old;
    settings.beginGroup(group(document));
    old.beginGroup(group(document));
    for (const auto& side : document.state().sides) {
        const QString name = QString::fromStdString(side.id).toUtf8().toHex();
        QString secret = settings.value(name).toString();
        if (secret.isEmpty() && !renew) {
            secret = old.value(name).toString();
            settings.setValue(name, secret);
        }
        if (renew || secret.isEmpty()) {
            secret = QString::fromStdString(newSecret());
            settings.setValue(name, secret);
        }
        out[side.id] = secret.toStdString();
    }
    old.endGroup();
    old.remove(group(document));
    settings.endGroup();
    settings.sync();
    ownerOnly(path);
    return out;
}

} // namespace

QString shareKeysFile() {
    return QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/share-links.ini");
}

QString shareGameKey(const GameDocument& document) {
    QString identity =
        document.filePath().isEmpty()
            ? QStringLiteral("scenario:") + QString::fromStdString(document.game().scenario().name)
            : QFileInfo(document.filePath()).absoluteFilePath();
    return QString::fromLatin1(
        QCryptographicHash::hash(identity.toUtf8(), QCryptographicHash::Sha1).toHex());
}

share::SideKeys loadShareKeys(const GameDocument& document) {
    return keys(document, false);
}

share::SideKeys renewShareKeys(const GameDocument& document) {
    return keys(document, true);
}

} // namespace adc::app
