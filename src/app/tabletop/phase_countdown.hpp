#pragma once
// The referee's phase countdown ("5 minutes to write orders"): started from the Game menu,
// counted down in large type on the players' display and in the status bar. A setting of the
// table, like the slot's clock, not an event of the game: Undo leaves it and the file does not
// change. It reads the document's clock (GameDocument::clock), so a test moves the time.
#include "adc/slot.hpp"

#include <QObject>
#include <QString>

#include <optional>
#include <utility>

class QTimer;
class QWidget;

namespace adc::app {

class GameDocument;

class PhaseCountdown : public QObject {
    Q_OBJECT
public:
    explicit PhaseCountdown(GameDocument& document, QObject* parent = nullptr);

    // Counts `minutes` down for the phase on now; the phase moving on ends it.
    void start(int minutes);
    void stop();
    bool running() const { return ends_.has_value(); }
    // "Orders: 4:59 left", "Orders: time is up"; "" when no countdown runs.
    QString text() const { return text_; }
    // Reads the clock again (the timer does, every second).
    void refresh();

signals:
    void changed(const QString& text);

private:
    void setText(const QString& text);

    GameDocument& document_;
    QTimer* timer_;
    std::optional<WallTime> ends_;
    std::pair<int, int> phase_{-1, -1}; // the turn and phase it counts for
    QString phaseName_;
    QString text_;
};

// Adds "phaseTimer" (Phase countdown…, Ctrl+Shift+K: asks the minutes) and "phaseTimerStop"
// (Stop the countdown, Ctrl+Alt+K) to the window.
void addCountdownCommands(QWidget* window, PhaseCountdown& countdown);

} // namespace adc::app
