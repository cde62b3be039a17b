#include "sharing/share_links.hpp"

#include "document/game_document.hpp"

#include <QCryptographicHash>
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

share::SideKeys keys(const GameDocument& document, bool renew) {
    share::SideKeys out;
    if (!document.hasGame()) {
        return out;
    }
    QSettings settings;
    settings.beginGroup(group(document));
    for (const auto& side : document.state().sides) {
        const QString name = QString::fromStdString(side.id).toUtf8().toHex();
        QString secret = settings.value(name).toString();
        if (renew || secret.isEmpty()) {
            secret = QString::fromStdString(newSecret());
            settings.setValue(name, secret);
        }
        out[side.id] = secret.toStdString();
    }
    return out;
}

} // namespace

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
