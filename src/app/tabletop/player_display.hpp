#pragma once
// The players' window for a second screen or a TV: the latest outcome in large type (dice,
// result, how likely it was, what changed) and each side's strength; once the game is over, the
// result with each victory condition, and its figures where the public may read them.
#include "adc/action.hpp"
#include "adc/outcome.hpp"

#include <QMargins>
#include <QWidget>

#include <optional>

class QLabel;

namespace adc::app {

class DiceStrip;
class GameDocument;
class PhaseCountdown;
class SlotClock;

class PlayerDisplay : public QWidget {
    Q_OBJECT
public:
    explicit PlayerDisplay(GameDocument& document, QWidget* parent = nullptr);
    // The type the referee chose (Preferences); the display uses less where its screen is too
    // short for everything at that size (typeShown()).
    void setFontSize(int points);
    int fontSize() const { return fontSize_; }
    int typeShown() const { return typeShown_; }
    // Shows the referee's phase countdown ("Orders: 4:59 left") in large type under the turn.
    void setCountdown(PhaseCountdown* countdown);
    QString countdownText() const;
    // Where the display opens: filling a screen other than the referee's when there is one; on
    // the referee's only screen beside the main window where there is room, else minimized, so
    // it never covers the referee's window. Sets the geometry; the caller shows it so.
    enum class Placement { OwnScreen, Beside, Minimized };
    Placement placeFor(const QWidget* referee);
    // Shows an outcome not yet applied (players check it before the referee applies it).
    void showPending(const Outcome& outcome);
    // How likely an outcome was ("3 hits: 12.3% — at least 3: 20.1%"), shown under its
    // headline whenever that outcome is on the display.
    void showChance(const Outcome& outcome, const QString& chance);
    QString headlineText() const;
    QString chanceText() const;
    QString strengthsText() const;
    // The result once the game is over ("" before): the outcome, then each condition's verdict
    // and words, with its figures where the game-over event's steps are public.
    QString resultText() const;
    // "Turn 2 — Fire": large, for the table; no bookkeeping of the referee's (an unsaved
    // file's "*").
    QString turnText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    // The fonts of every line at `points` (the headline half as large again).
    void applyType(int points);
    // The largest type up to the referee's that shows everything in the window's height.
    void fitType();
    // The window frame's margins once it is on screen (none before).
    QMargins frameMargins() const;
    // Each side's strength as far as the ruleset makes it public.
    QString sidesText() const;
    void showResult();
    // Whether the public may read the figures the game's end was judged on: the steps of the
    // event that set the result, as the one filter (eventSight) passes them.
    bool figuresPublic() const;
    void showOutcome(const QString& headline, const Outcome& o,
                     const std::optional<ActionRequest>& request, bool pending);

    GameDocument& document_;
    int fontSize_ = 28;
    int typeShown_ = 28;
    bool fitting_ = false;
    QLabel* countdown_;
    QLabel* title_;
    QLabel* headline_;
    QLabel* chance_;
    std::optional<Outcome> chanceOf_;
    QString chanceWords_;
    DiceStrip* dice_;
    QLabel* changes_;
    QLabel* strengths_;
    QLabel* result_;
    SlotClock* clock_;
};

} // namespace adc::app
