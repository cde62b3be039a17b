#pragma once
// The convention slot's clock on screen: compact in the main window's status bar, large on the
// players' display. It reads the core's forecast (adc/pace.hpp) from the document's game on its
// own clock; the warnings are a coloured line in the clock itself, never a dialog.
#include "adc/pace.hpp"

#include <QWidget>

class QLabel;
class QTimer;

namespace adc::app {

class GameDocument;

class SlotClock : public QWidget {
    Q_OBJECT
public:
    enum class Size { Compact, Large };
    SlotClock(GameDocument& document, Size size, QWidget* parent = nullptr);

    // The large clock's type, from the display's: the time left larger, bold; the pace and the
    // warnings beside it smaller than the display's text (the warnings bold).
    void setPointSize(int points);
    // Reads the game again (the timer calls it every few seconds; the document's signals too).
    void refresh();
    QString clockText() const;   // the time left, or "Paused"
    QString detailText() const;  // the forecast in a line (its words are the tooltip)
    QString warningText() const; // "" when nothing is wrong
    const Forecast& forecast() const { return forecast_; }

private:
    GameDocument& document_;
    Size size_;
    QLabel* clock_;
    QLabel* detail_;
    QLabel* warning_;
    QTimer* timer_;
    Forecast forecast_;
};

// The refresh's period: a clock that shows minutes needs no more.
inline constexpr int kSlotClockPeriodMs = 5000;

} // namespace adc::app
