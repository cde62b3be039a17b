#include "roster_bar.hpp"

#include "drawn_icons.hpp"
#include "game_document.hpp"
#include "table_colours.hpp"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

#include <algorithm>

namespace adc::app {

namespace {
// The colours cycle after eight turns: the legend shows the last eight, which are the ones a
// roster can still confuse.
constexpr int turnsShown = 8;
} // namespace

RosterBar::RosterBar(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    filter_ = new QLineEdit(this);
    filter_->setObjectName(QStringLiteral("rosterFilter"));
    filter_->setPlaceholderText(tr("Filter every roster: unit, man, kind… (Ctrl+F)"));
    auto* clear = filter_->addAction(drawnClearIcon(), QLineEdit::TrailingPosition);
    clear->setToolTip(tr("Clear the filter"));
    clear->setVisible(false);
    connect(clear, &QAction::triggered, filter_, &QLineEdit::clear);
    connect(filter_, &QLineEdit::textChanged, this, [this, clear](const QString& text) {
        clear->setVisible(!text.isEmpty());
        emit filterChanged(text);
    });
    legend_ = new QLabel(this);
    legend_->setObjectName(QStringLiteral("casualtyLegend"));
    legend_->setToolTip(tr("A roster's Casualties cell shows the total lost, then each turn's "
                           "losses in that turn's colour."));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_, 1);
    layout->addWidget(legend_);
    connect(&document_, &GameDocument::gameReplaced, this, &RosterBar::updateLegend);
    connect(&document_, &GameDocument::changed, this, &RosterBar::updateLegend);
    updateLegend();
}

void RosterBar::updateLegend() {
    int now = document_.hasGame() ? std::max(1, document_.state().turn) : 1;
    QString chips = tr("Losses by turn:");
    for (int t = std::max(1, now - turnsShown + 1); t <= now; ++t) {
        chips +=
            QStringLiteral(" <span style='background-color:%1; color:white'>&nbsp;%2&nbsp;</span>")
                .arg(turnColour(t).name())
                .arg(tr("turn %1").arg(t));
    }
    legend_->setText(chips);
}

} // namespace adc::app
