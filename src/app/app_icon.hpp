#pragma once
// The window's icon, read from the files beside the program's data rather than looked up in the
// icon theme: the theme's lookup reads every index.theme on the system (about a sixth of the
// start-up's work) and, from a build tree, finds nothing.
#include <QIcon>
#include <QString>

namespace adc::app {

// From the data directory adc::dataDirectory() found: an installed copy's PNGs in
// <dataDir>/../icons/hicolor; run from the build tree, the PNGs the build rendered, else the
// source's resources/icons/aide-de-camp.svg; else the icon theme's "aide-de-camp" (an installed
// copy whose icon files are somewhere else).
QIcon applicationIcon(const QString& dataDir);

} // namespace adc::app
