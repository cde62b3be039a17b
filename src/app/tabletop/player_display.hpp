#pragma once
// The players' window for a second screen or a TV: the latest outcome in large type (dice,
// result, how likely it was, what changed) and each side's strength.
#include "adc/action.hpp"
#include "adc/outcome.hpp"

#include <QWidget>

#include <optional>

class QLabel;

namespace adc::app {

class DiceStrip;
class GameDocument;
class SlotClock;

class PlayerDisplay : public QWidget {
    Q_OBJECT
public:
    explicit PlayerDisplay(GameDocument& document, QWidget* parent = nullptr);
    void setFontSize(int points);
    int fontSize() const { return fontSize_; }
    // Shows an outcome not yet applied (players check it before the referee applies it).
    void showPending(const Outcome& outcome);
    // How likely an outcome was ("3 hits: 12.3% — at least 3: 20.1%"), shown under its
    // headline whenever that outcome is on the display.
    void showChance(const Outcome& outcome, const QString& chance);
    QString headlineText() const;
    QString chanceText() const;
    QString strengthsText() const;
    // "Turn 2 — Fire": large, for the table; no bookkeeping of the referee's (an unsaved
    // file's "*").
    QString turnText() const;

private:
    void refresh();
    // Each side's strength as far as the ruleset makes it public.
    QString sidesText() const;
    void showOutcome(const QString& headline, const Outcome& o,
                     const std::optional<ActionRequest>& request, bool pending);

    GameDocument& document_;
    int fontSize_ = 28;
    QLabel* title_;
    QLabel* headline_;
    QLabel* chance_;
    std::optional<Outcome> chanceOf_;
    QString chanceWords_;
    DiceStrip* dice_;
    QLabel* changes_;
    QLabel* strengths_;
    SlotClock* clock_;
};

} // namespace adc::app
