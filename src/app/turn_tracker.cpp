#include "turn_tracker.hpp"

#include "game_document.hpp"

#include "adc/obligations.hpp"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace adc::app {

TurnTracker::TurnTracker(GameDocument& document, QWidget* parent)
    : QWidget(parent), document_(document) {
    turn_ = new QLabel(this);
    QFont f = turn_->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    turn_->setFont(f);
    phases_ = new QListWidget(this);
    phases_->setMaximumHeight(130);
    owed_ = new QListWidget(this);
    owed_->setObjectName(QStringLiteral("owed"));
    // Long reasons wrap at the dock's width: a sideways scroll bar hid their ends on a laptop.
    owed_->setWordWrap(true);
    owed_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    owed_->setResizeMode(QListView::Adjust);
    next_ = new QPushButton(tr("&Next phase"), this);
    next_->setToolTip(tr("Move to the next phase of the sequence of play (Ctrl+N… see Game menu)"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(turn_);
    layout->addWidget(phases_);
    layout->addWidget(next_);
    layout->addWidget(new QLabel(tr("Still owed in this phase:"), this));
    layout->addWidget(owed_);
    connect(next_, &QPushButton::clicked, this, &TurnTracker::nextPhaseRequested);
    connect(&document_, &GameDocument::gameReplaced, this, &TurnTracker::refresh);
    connect(&document_, &GameDocument::changed, this, &TurnTracker::refresh);
    refresh();
}

void TurnTracker::refresh() {
    phases_->clear();
    owed_->clear();
    if (!document_.hasGame()) {
        return;
    }
    const GameState& s = document_.state();
    int turns = document_.game().scenario().turns;
    turn_->setText(turns > 0 ? tr("Turn %1 of %2").arg(s.turn).arg(turns)
                             : tr("Turn %1").arg(s.turn));
    const auto& seq = document_.ruleset().sequence();
    for (std::size_t i = 0; i < seq.size(); ++i) {
        auto* item = new QListWidgetItem(QString::fromStdString(seq[i].name), phases_);
        item->setToolTip(QString::fromStdString(seq[i].description));
        if (static_cast<int>(i) == s.phase) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
            item->setText(QStringLiteral("▶ ") + item->text());
            phases_->setCurrentItem(item);
        }
    }
    std::vector<Obligation> owed;
    try {
        owed = document_.ruleset().owed(s);
    } catch (const std::exception& e) {
        owed_->addItem(tr("(could not work out what is owed: %1)").arg(e.what()));
    }
    for (const auto& o : owed) {
        owed_->addItem(QString::fromStdString(obligationWords(o, document_.ruleset(), s)));
    }
    if (owed.empty() && owed_->count() == 0) {
        owed_->addItem(tr("Nothing owed."));
    }
}

} // namespace adc::app
