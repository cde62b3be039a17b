#include "tabletop/dice_tray.hpp"

#include "document/game_document.hpp"
#include "widgets/dice_painter.hpp"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace adc::app {

DiceTray::DiceTray(GameDocument& document, QWidget* parent) : QWidget(parent), document_(document) {
    notation_ = new QLineEdit(QStringLiteral("2d6"), this);
    notation_->setObjectName(QStringLiteral("notation"));
    notation_->setToolTip(tr("NdX, NdX+M, NdXz for dice read 0..X-1 (3d10z)"));
    purpose_ = new QLineEdit(this);
    purpose_->setPlaceholderText(tr("what the roll is for"));
    result_ = new QLabel(this);
    result_->setWordWrap(true);
    dice_ = new DiceStrip(this);
    dice_->setDieSize(32);
    auto* button = new QPushButton(tr("R&oll"), this);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Dice:"), notation_);
    form->addRow(tr("&For:"), purpose_);
    form->addRow(button);
    form->addRow(dice_);
    form->addRow(result_);
    connect(button, &QPushButton::clicked, this, &DiceTray::roll);
    connect(notation_, &QLineEdit::returnPressed, this, &DiceTray::roll);
    connect(purpose_, &QLineEdit::returnPressed, this, &DiceTray::roll);
}

void DiceTray::roll() {
    if (!document_.hasGame()) {
        return;
    }
    try {
        FreeRoll r = document_.freeRoll(notation_->text(), purpose_->text());
        dice_->setRolls(r.rolls);
        result_->setText(
            tr("<b>%1</b> = %2").arg(QString::fromStdString(r.notation.text())).arg(r.total));
    } catch (const std::exception& e) {
        dice_->setRolls({});
        result_->setText(tr("<span style='color:#C0392B'>%1</span>")
                             .arg(QString::fromStdString(e.what()).toHtmlEscaped()));
    }
}

} // namespace adc::app
