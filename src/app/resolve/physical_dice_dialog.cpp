#include "resolve/physical_dice_dialog.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace adc::app {

PhysicalDieDialog::PhysicalDieDialog(const Die& die, std::string_view purpose, int number,
                                     QWidget* parent)
    : QDialog(parent), die_(die) {
    setWindowTitle(tr("Enter physical dice"));
    auto* layout = new QVBoxLayout(this);
    auto* what = new QLabel(
        tr("<b>Die %1</b>: %2<br>%3")
            .arg(number)
            .arg(QString::fromStdString(die.name()).toHtmlEscaped())
            .arg(QString::fromUtf8(purpose.data(), static_cast<qsizetype>(purpose.size()))
                     .toHtmlEscaped()),
        this);
    what->setObjectName(QStringLiteral("purpose"));
    what->setWordWrap(true);
    layout->addWidget(what);
    layout->addWidget(new QLabel(tr("Click the face showing, or type it."), this));
    auto* grid = new QGridLayout;
    int perRow = die.sides <= 6 ? die.sides : 5;
    for (int f = die.lowest; f <= die.highest(); ++f) {
        auto* b = new QPushButton(QString::number(f), this);
        b->setObjectName(QStringLiteral("face%1").arg(f));
        b->setMinimumSize(48, 48);
        QFont font = b->font();
        font.setPointSizeF(font.pointSizeF() * 1.6);
        b->setFont(font);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, [this, f] { choose(f); });
        int i = f - die.lowest;
        grid->addWidget(b, i / perRow, i % perRow);
    }
    layout->addLayout(grid);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void PhysicalDieDialog::choose(int face) {
    face_ = face;
    accept();
}

void PhysicalDieDialog::keyPressEvent(QKeyEvent* event) {
    // Digits choose a face directly ("0" is zero on a D10 read 0-9, ten never appears).
    bool ok = false;
    int digit = event->text().toInt(&ok);
    if (ok && event->text().size() == 1 && die_.accepts(digit)) {
        choose(digit);
        return;
    }
    QDialog::keyPressEvent(event);
}

int PhysicalDieDialog::ask(QWidget* parent, const Die& die, std::string_view purpose, int number) {
    PhysicalDieDialog dialog(die, purpose, number, parent);
    if (dialog.exec() != QDialog::Accepted) {
        throw DiceExhausted("the referee cancelled the physical dice");
    }
    return dialog.face();
}

CardPickerDialog::CardPickerDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Card drawn"));
    rank_ = new QComboBox(this);
    rank_->setObjectName(QStringLiteral("rank"));
    const QStringList ranks{"Ace", "2",  "3",    "4",     "5",    "6",         "7",          "8",
                            "9",   "10", "Jack", "Queen", "King", "Red Joker", "Black Joker"};
    rank_->addItems(ranks);
    suit_ = new QComboBox(this);
    suit_->setObjectName(QStringLiteral("suit"));
    suit_->addItems({tr("Clubs ♣"), tr("Diamonds ♦"), tr("Hearts ♥"), tr("Spades ♠")});
    connect(rank_, &QComboBox::currentIndexChanged, this,
            [this](int i) { suit_->setEnabled(i < 13); });
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Rank:"), rank_);
    form->addRow(tr("&Suit:"), suit_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

Card CardPickerDialog::card() const {
    int r = rank_->currentIndex();
    if (r >= 13) {
        return Card{Suit::Joker, r - 12};
    }
    return Card{static_cast<Suit>(suit_->currentIndex()), r + 1};
}

std::optional<Card> CardPickerDialog::ask(QWidget* parent) {
    CardPickerDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return dialog.card();
}

} // namespace adc::app
