#pragma once
// The window's icon, read from the files beside the program's data rather than looked up in the
// icon theme: the theme's lookup reads every index.theme on the system (about a sixth of the
// start-up's work) and, from a build tree, finds nothing.
#include <QIcon>
#include <QImage>
#include <QList>
#include <QString>

namespace adc::app {

// From the data directory adc::dataDirectory() found: an installed copy's PNGs in
// <dataDir>/../icons/hicolor; run from the build tree, the PNGs the build rendered, else the
// source's resources/icons/aide-de-camp.svg; else the icon theme's "aide-de-camp" (an installed
// copy whose icon files are somewhere else).
QIcon applicationIcon(const QString& dataDir);

// The same in two halves, so the PNGs can be decoded off the GUI thread: their images (none when
// there are no PNGs; QImage works on any thread), then the icon from them (on the GUI thread).
QList<QImage> applicationIconImages(const QString& dataDir);
QIcon applicationIcon(const QString& dataDir, const QList<QImage>& images);

} // namespace adc::app
