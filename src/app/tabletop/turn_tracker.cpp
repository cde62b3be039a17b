#include "tabletop/turn_tracker.hpp"

#include "document/game_document.hpp"
#include "widgets/reading_list.hpp"

#include "adc/game_end.hpp"
#include "adc/obligations.hpp"
#include "adc/scenario_play.hpp"

#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace adc::app {

TurnTracker::TurnTracker(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    turn_ = new QLabel(this);
    QFont f = turn_->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    turn_->setFont(f);
    phases_ = new ReadingList(ReadingList::Shape::Names, this);
    phases_->setObjectName(QStringLiteral("phases"));
    phases_->setAccessibleName(tr("Phases of the turn"));
    // Long reasons wrap at the dock's width: a sideways scroll bar hid their ends on a laptop.
    owed_ = new ReadingList(ReadingList::Shape::Sentences, this);
    owed_->setObjectName(QStringLiteral("owed"));
    owed_->setAccessibleName(tr("Still owed in this phase"));
    // A long list (13 morale checks after a joker) scrolls in its own box, which takes the
    // dock's spare height: Next phase above it stays in sight.
    owed_->setFrameShape(QFrame::NoFrame); // the box's frame is the scroll area's
    owed_->setPreferredLines(10);
    auto* owedBox = new QScrollArea(this);
    owedBox->setWidget(owed_);
    owedBox->setWidgetResizable(true);
    owedBox->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    owedBox->setMinimumHeight(2 * fontMetrics().lineSpacing() + 12);
    next_ = new QPushButton(tr("&Next phase"), this);
    next_->setToolTip(tr("Move to the next phase of the sequence of play (Ctrl+N… see Game menu)"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(turn_);
    layout->addWidget(phases_);
    layout->addWidget(next_);
    owedTitle_ = new QLabel(tr("Still owed in this phase:"), this);
    layout->addWidget(owedTitle_);
    layout->addWidget(owedBox);
    connect(next_, &QPushButton::clicked, this, &TurnTracker::nextPhaseRequested);
    connect(&document_, &GameDocument::gameReplaced, this, &TurnTracker::refresh);
    connect(&document_, &GameDocument::changed, this, &TurnTracker::refresh);
    refresh();
}

void TurnTracker::refresh() {
    if (!document_.hasGame()) {
        phases_->setLines({});
        owed_->setLines({});
        return;
    }
    const GameState& s = document_.state();
    int turns = document_.game().scenario().turns;
    turn_->setText(turns > 0 ? tr("Turn %1 of %2").arg(s.turn).arg(turns)
                             : tr("Turn %1").arg(s.turn));
    const auto& seq = document_.ruleset().sequence();
    QList<ReadingList::Line> phases;
    for (std::size_t i = 0; i < seq.size(); ++i) {
        ReadingList::Line line;
        line.text = QString::fromStdString(seq[i].name);
        line.toolTip = QString::fromStdString(seq[i].description);
        if (static_cast<int>(i) == s.phase) {
            line.text = QStringLiteral("▶ ") + line.text;
            line.current = true;
        }
        phases.push_back(line);
    }
    phases_->setLines(phases);
    // As tall as its lines, asked outright: the owed list below gives up its room first.
    phases_->setFixedHeight(phases_->sizeHint().height());
    // The last phase of the last turn ends the game; a game that is over shows its result where
    // the owed list was, and has no next phase (undo takes the end back).
    const Scenario& scenario = document_.game().scenario();
    next_->setText(atLastPhase(scenario, document_.ruleset(), s) ? tr("&End the game")
                                                                 : tr("&Next phase"));
    if (const json* over = gameOver(s)) {
        turn_->setText(tr("Game over after turn %1").arg(s.turn));
        next_->setText(tr("Game over"));
        next_->setEnabled(false);
        owedTitle_->setText(tr("Result (Edit → Undo takes the end back):"));
        // The outcome first, then each condition with its figures, as `adc show` prints them.
        QList<ReadingList::Line> lines;
        const auto words = resultLines(*over);
        for (std::size_t i = 1; i < words.size(); ++i) {
            ReadingList::Line line{QString::fromStdString(words[i]).trimmed(), {}, {}};
            line.current = i == 1;
            lines.push_back(line);
        }
        owed_->setLines(lines);
        return;
    }
    next_->setEnabled(true);
    owedTitle_->setText(tr("Still owed in this phase:"));
    QList<ReadingList::Line> owed;
    try {
        for (const auto& o : owedNow(document_.ruleset(), s)) {
            owed.push_back(
                {QString::fromStdString(obligationWords(o, document_.ruleset(), s)), {}, {}});
        }
    } catch (const std::exception& e) {
        owed.push_back({tr("(could not work out what is owed: %1)").arg(e.what()), {}, {}});
    }
    if (owed.isEmpty()) {
        owed.push_back({tr("Nothing owed."), {}, {}});
    }
    owed_->setLines(owed);
}

} // namespace adc::app
