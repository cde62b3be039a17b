#include "window/app_icon.hpp"

#include "adc/data_directory.hpp"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPixmap>

namespace adc::app {

namespace {

// The PNGs under root/<N>x<N>/apps, the layout of hicolor and of the build tree's rendered icons.
QList<QImage> imagesUnder(const QString& root) {
    // The sizes a window manager and a task switcher ask for, not all nine the package installs:
    // each is decoded now and sent to the window manager with the window.
    QList<QImage> images;
    for (int size : {16, 32, 48, 64}) {
        const QString png = QStringLiteral("%1/%2x%2/apps/aide-de-camp.png").arg(root).arg(size);
        // Only a file that is there: for a missing one the reader tries every image format's
        // suffix, loading each format's plugin to learn them.
        if (QFileInfo::exists(png)) {
            // PNG named, no guessing: a reader left to detect the format first asks every
            // image format plugin (SVG, JPEG, GIF, ICO) whether it reads the file, loading all
            // four libraries and the Qt SVG library they bring.
            QImageReader reader(png, "png");
            reader.setAutoDetectImageFormat(false);
            if (QImage image = reader.read(); !image.isNull()) {
                images << image;
            }
        }
    }
    return images;
}

} // namespace

QList<QImage> applicationIconImages(const QString& dataDir) {
    QStringList roots{QDir(dataDir).filePath(QStringLiteral("../icons/hicolor"))};
    const BuildTree build = thisBuild();
    if (dataDir == QString::fromStdString(build.sourceDataDir)) {
        // Run from its build tree: the PNGs the build renders from the SVG (target adc_icons).
        roots << QString::fromStdString(build.binaryDir) + QStringLiteral("/resources/icons");
    }
    for (const QString& root : roots) {
        if (QList<QImage> images = imagesUnder(root); !images.isEmpty()) {
            return images;
        }
    }
    return {};
}

QIcon applicationIcon(const QString& dataDir, const QList<QImage>& images) {
    if (!images.isEmpty()) {
        QIcon icon;
        for (const QImage& image : images) {
            icon.addPixmap(QPixmap::fromImage(image));
        }
        return icon;
    }
    // Drawn from the SVG: the icon engine plugin and four renderings, dearer than the PNGs.
    const QString svg = QDir(dataDir).filePath(QStringLiteral("resources/icons/aide-de-camp.svg"));
    if (QFileInfo::exists(svg)) {
        return QIcon(svg);
    }
    return QIcon::fromTheme(QStringLiteral("aide-de-camp"));
}

QIcon applicationIcon(const QString& dataDir) {
    return applicationIcon(dataDir, applicationIconImages(dataDir));
}

} // namespace adc::app
