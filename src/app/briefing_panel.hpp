#pragma once
// The scenario's briefing beside the game: what the battle is, its special rules, how it is won
// and what the terrain does, so the referee need not reach for the printout.
#include "adc/scenario.hpp"

#include <QString>
#include <QTextBrowser>

namespace adc::app {

class GameDocument;

// The briefing as rich text; a line saying there is none when the scenario gives nothing.
QString briefingHtml(const Scenario& scenario);

class BriefingPanel : public QTextBrowser {
    Q_OBJECT
public:
    BriefingPanel(GameDocument& document, QWidget* parent = nullptr);
    // Fills the text for the game on screen if a game came while the panel was hidden.
    void bringUpToDate();

protected:
    // Filled when first seen: its tab sits behind the log at start-up, and laying out its rich
    // text (an eighth of the start-up's work) for nobody would slow the window's first show.
    void showEvent(QShowEvent* event) override;

private:
    void refill();

    GameDocument& document_;
    bool stale_ = true;
};

} // namespace adc::app
