#include "outcome_view.hpp"

#include "dice_painter.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

OutcomeView::OutcomeView(QWidget* parent) : QWidget(parent) {
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = summary_->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    summary_->setFont(f);
    dice_ = new DiceStrip(this);
    steps_ = new QTreeWidget(this);
    steps_->setColumnCount(3);
    steps_->setHeaderLabels({tr("Step"), tr("Table row / rule"), tr("Modifier")});
    steps_->setRootIsDecorated(false);
    // The step is what the referee reads: it gets the room and wraps; the rule id beside it is
    // a reference, kept to a third of the width (elided in the middle, whole in its tooltip).
    steps_->setWordWrap(true);
    steps_->setTextElideMode(Qt::ElideMiddle);
    steps_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    steps_->header()->setStretchLastSection(false);
    steps_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    steps_->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    steps_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    effects_ = new QListWidget(this);
    effects_->setWordWrap(true);
    effects_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    effects_->setMaximumHeight(130);
    apply_ = new QPushButton(tr("&Apply outcome"), this);
    apply_->setEnabled(false);
    state_ = new QLabel(this);
    connect(apply_, &QPushButton::clicked, this, &OutcomeView::applyRequested);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(summary_);
    layout->addWidget(dice_);
    layout->addWidget(steps_, 1);
    layout->addWidget(new QLabel(tr("Effects:"), this));
    layout->addWidget(effects_);
    auto* row = new QHBoxLayout;
    row->addWidget(state_, 1);
    row->addWidget(apply_);
    layout->addLayout(row);
    clear();
}

QString OutcomeView::summaryText() const {
    return summary_->text();
}

void OutcomeView::clear() {
    summary_->setText(tr("No outcome yet: pick an action and roll."));
    dice_->setRolls({});
    steps_->clear();
    effects_->clear();
    apply_->setEnabled(false);
    state_->clear();
    summary_->setStyleSheet({});
    error_ = false;
}

void OutcomeView::showError(const QString& text) {
    clear();
    summary_->setText(text);
    summary_->setStyleSheet(QStringLiteral("color: #C0392B"));
    error_ = true;
}

void OutcomeView::showOutcome(const Outcome& o, const QStringList& effects, bool pending) {
    summary_->setStyleSheet({});
    error_ = false;
    summary_->setText(QString::fromStdString(o.summary));
    dice_->setRolls(o.rolls);
    steps_->clear();
    for (const auto& s : o.steps) {
        auto* item = new QTreeWidgetItem(steps_);
        item->setText(0, QString::fromStdString(s.text));
        item->setText(1, QString::fromStdString(s.rule));
        if (s.modifier) {
            item->setText(2,
                          QStringLiteral("%1%2").arg(*s.modifier > 0 ? "+" : "").arg(*s.modifier));
            item->setForeground(2, *s.modifier >= 0 ? QColor(0x1B7F3B) : QColor(0xC0392B));
        }
        item->setToolTip(0, QString::fromStdString(s.text));
        item->setToolTip(1, QString::fromStdString(s.rule));
    }
    fitRuleColumn();
    effects_->clear();
    for (const auto& line : effects) {
        auto* item = new QListWidgetItem(line, effects_);
        item->setToolTip(line);
    }
    if (effects.isEmpty()) {
        effects_->addItem(tr("(no change to the game)"));
    }
    apply_->setEnabled(pending);
    state_->setText(pending ? tr("Not applied yet.") : tr("Applied."));
}

void OutcomeView::fitRuleColumn() {
    int room = steps_->viewport()->width();
    if (room < 100) {
        room = steps_->width(); // not laid out yet
    }
    steps_->resizeColumnToContents(1);
    steps_->setColumnWidth(1, std::min(steps_->columnWidth(1), room / 3));
}

void OutcomeView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (steps_->topLevelItemCount() > 0) {
        fitRuleColumn();
    }
}

void OutcomeView::setApplied() {
    apply_->setEnabled(false);
    state_->setText(tr("Applied."));
}

void OutcomeView::setUndone() {
    apply_->setEnabled(false);
    state_->setText(tr("Undone: this outcome is no longer in the game (Redo brings it back)."));
}

QString OutcomeView::stateText() const {
    return state_->text();
}

} // namespace adc::app
