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
    // Fills the text for the game on screen if a game came while the panel was hidden. The
    // window builds the panel when its tab is first picked and calls this each time it is.
    void bringUpToDate();

private:
    void refill();

    GameDocument& document_;
    bool stale_ = true;
};

} // namespace adc::app
