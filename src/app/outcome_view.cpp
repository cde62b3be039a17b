#include "outcome_view.hpp"

#include "dice_painter.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

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
    steps_->setWordWrap(true);
    steps_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    steps_->header()->setStretchLastSection(false);
    effects_ = new QListWidget(this);
    effects_->setMaximumHeight(110);
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
}

void OutcomeView::showError(const QString& text) {
    clear();
    summary_->setText(text);
    summary_->setStyleSheet(QStringLiteral("color: #C0392B"));
}

void OutcomeView::showOutcome(const Outcome& o, bool pending) {
    summary_->setStyleSheet({});
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
    }
    steps_->resizeColumnToContents(1);
    effects_->clear();
    for (const auto& e : o.effects) {
        effects_->addItem(QString::fromStdString(e.describe()));
    }
    if (o.effects.empty()) {
        effects_->addItem(tr("(no change to the game)"));
    }
    apply_->setEnabled(pending);
    state_->setText(pending ? tr("Not applied yet.") : tr("Applied."));
}

void OutcomeView::setApplied() {
    apply_->setEnabled(false);
    state_->setText(tr("Applied."));
}

} // namespace adc::app
