#pragma once
// Plays a short script of requests through the real resolve panel, for demonstrations and for
// the screenshots in docs/screenshots (aide-de-camp --script FILE). Each step is
// {"action": id, "side": sideId, "params": {...}, "apply": true} or {"next_phase": true};
// the game's own seeded dice roll, so a script replays the same every time.
#include <QString>
#include <QStringList>

namespace adc::app {

class MainWindow;

// Returns the problems met (a step the engine refused), empty when every step ran.
QStringList playScript(MainWindow& window, const QString& path);

} // namespace adc::app
