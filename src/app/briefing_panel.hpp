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

private:
    void refill();

    GameDocument& document_;
};

} // namespace adc::app
