#pragma once
// Plays steps of requests through the real resolve panel, for demonstrations and for the
// screenshots in docs/screenshots (aide-de-camp --script FILE), and for scripts and tests that
// drive a running program line by line (--steps-from-stdin). Each step is
// {"action": id, "side": sideId, "params": {...}, "apply": true} ("roll": false fills the form
// and stops there, its odds in front), {"next_phase": true} or {"end_game": true} (End the game
// now, its question answered Yes), and
// for the line-by-line driver also {"undo": true} or {"redo": true}; {"trigger": name} triggers
// a menu command or clicks a button by its object name (screenshots); the game's own seeded dice
// roll, so a script replays the same every time.
#include "adc/json_reader.hpp"

#include <QObject>
#include <QString>
#include <QStringList>

class QSocketNotifier;

namespace adc::app {

class MainWindow;

// Plays one step; returns the problems met (empty when it ran). `where` names the step in them.
QStringList playStep(MainWindow& window, const json& step, const QString& where);

// Returns the problems met (a step the engine refused), empty when every step ran.
QStringList playScript(MainWindow& window, const QString& path);

// Runs the event loop until the odds of the form on show are counted (10 s at most), so what a
// script or a side view reads next follows from all that went before.
void waitForOdds(MainWindow& window);

// Reads one JSON step a line from standard input while the program runs, and answers each on
// standard output, flushed: "done N" (N = the events in effect) or "error: <words>". The end of
// the input leaves the program running.
class StdinSteps : public QObject {
    Q_OBJECT
public:
    explicit StdinSteps(MainWindow& window, QObject* parent = nullptr);

private:
    void readLines();
    void answer(const QByteArray& line);

    MainWindow& window_;
    QSocketNotifier* notifier_;
    QByteArray pending_;
    int lines_ = 0;
};

} // namespace adc::app
