#include "widgets/dice_painter.hpp"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace adc::app {

namespace {
// Pip positions on a 3x3 grid for faces 1-6.
const std::vector<QPointF>& pips(int face) {
    static const std::vector<QPointF> layouts[7] = {
        {},
        {{1, 1}},
        {{0, 0}, {2, 2}},
        {{0, 0}, {1, 1}, {2, 2}},
        {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}};
    return layouts[face >= 1 && face <= 6 ? face : 0];
}

QString suitSymbol(Suit s) {
    switch (s) {
    case Suit::Clubs:
        return QStringLiteral("♣");
    case Suit::Diamonds:
        return QStringLiteral("♦");
    case Suit::Hearts:
        return QStringLiteral("♥");
    case Suit::Spades:
        return QStringLiteral("♠");
    case Suit::Joker:
        return QStringLiteral("★");
    }
    return {};
}

QString rankText(const Card& c) {
    if (c.isJoker()) {
        return QStringLiteral("JOKER");
    }
    switch (c.rank) {
    case 1:
        return QStringLiteral("A");
    case 11:
        return QStringLiteral("J");
    case 12:
        return QStringLiteral("Q");
    case 13:
        return QStringLiteral("K");
    default:
        return QString::number(c.rank);
    }
}
} // namespace

void paintDie(QPainter& p, const QRectF& rect, const Die& die, int face, const QColor& body) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    qreal s = std::min(rect.width(), rect.height());
    QRectF r(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s);
    p.setPen(QPen(QColor(0x333333), std::max<qreal>(1.5, s / 28)));
    p.setBrush(body);
    if (die.sides == 6 && die.lowest == 1) {
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), s / 6, s / 6);
        p.setBrush(QColor(0x222222));
        p.setPen(Qt::NoPen);
        qreal cell = s / 4;
        qreal rad = s / 11;
        for (const auto& pt : pips(face)) {
            p.drawEllipse(QPointF(r.left() + cell * (pt.x() + 1), r.top() + cell * (pt.y() + 1)),
                          rad, rad);
        }
    } else {
        // A kite for the D10, a rounded square with the number for anything else.
        QPainterPath path;
        if (die.sides == 10) {
            path.moveTo(r.center().x(), r.top() + 1);
            path.lineTo(r.right() - 1, r.top() + s * 0.42);
            path.lineTo(r.center().x(), r.bottom() - 1);
            path.lineTo(r.left() + 1, r.top() + s * 0.42);
            path.closeSubpath();
        } else {
            path.addRoundedRect(r.adjusted(1, 1, -1, -1), s / 6, s / 6);
        }
        p.drawPath(path);
        QFont f = p.font();
        f.setPixelSize(static_cast<int>(s * 0.42));
        f.setBold(true);
        p.setFont(f);
        p.setPen(QColor(0x222222));
        p.drawText(r.adjusted(0, die.sides == 10 ? -s * 0.06 : 0, 0, 0), Qt::AlignCenter,
                   QString::number(face));
    }
    p.restore();
}

void paintCard(QPainter& p, const QRectF& rect, const Card& card) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    qreal h = std::min(rect.height(), rect.width() * 1.4);
    qreal w = h / 1.4;
    QRectF r(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h);
    p.setPen(QPen(QColor(0x444444), 1.5));
    p.setBrush(Qt::white);
    p.drawRoundedRect(r, w / 12, w / 12);
    QColor ink = card.isRed() ? QColor(0xC0392B) : QColor(0x111111);
    p.setPen(ink);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(static_cast<int>(h / (card.isJoker() ? 9 : 6)));
    p.setFont(f);
    QRectF corner(r.left() + w * 0.08, r.top() + h * 0.04, w * 0.84, h * 0.3);
    p.drawText(corner, Qt::AlignLeft | Qt::AlignTop,
               card.isJoker() ? rankText(card) : rankText(card) + "\n" + suitSymbol(card.suit));
    f.setPixelSize(static_cast<int>(h / 2.6));
    p.setFont(f);
    p.drawText(r.adjusted(0, h * 0.12, 0, 0), Qt::AlignCenter, suitSymbol(card.suit));
    p.restore();
}

DiceStrip::DiceStrip(QWidget* parent) : QWidget(parent) {
    // As many rows as the dice need at the width it is given: 12 Gatling dice in a narrow
    // pane take two rows, never one row cut off at the edge.
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void DiceStrip::setRolls(std::vector<Roll> rolls) {
    rolls_ = std::move(rolls);
    updateGeometry();
    update();
}

void DiceStrip::setDieSize(int pixels) {
    dieSize_ = pixels;
    updateGeometry();
    update();
}

int DiceStrip::perRow(int width) const {
    return std::max(1, (width - 4) / (dieSize_ + 6));
}

int DiceStrip::perRow() const {
    return perRow(width());
}

int DiceStrip::heightForWidth(int width) const {
    int n = std::max<int>(1, static_cast<int>(rolls_.size()));
    int rows = (n + perRow(width) - 1) / perRow(width);
    return rows * (dieSize_ + 6) + 4;
}

QSize DiceStrip::sizeHint() const {
    int n = std::max<int>(1, static_cast<int>(rolls_.size()));
    int w = std::min(n, 12) * (dieSize_ + 6) + 4;
    return {w, heightForWidth(w)};
}

QRect DiceStrip::dieRect(std::size_t i) const {
    int per = perRow();
    int col = static_cast<int>(i) % per;
    int row = static_cast<int>(i) / per;
    return {2 + col * (dieSize_ + 6), 2 + row * (dieSize_ + 6), dieSize_, dieSize_};
}

void DiceStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    for (std::size_t i = 0; i < rolls_.size(); ++i) {
        QRectF r(dieRect(i));
        QColor body = rolls_[i].source == RollSource::Manual ? QColor(0xFFF3C4) : QColor(0xFAF7EF);
        paintDie(p, r, rolls_[i].die, rolls_[i].face, body);
    }
}

bool DiceStrip::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        int per = perRow();
        int i =
            (help->pos().y() - 2) / (dieSize_ + 6) * per + (help->pos().x() - 2) / (dieSize_ + 6);
        if (i >= 0 && i < static_cast<int>(rolls_.size())) {
            const Roll& r = rolls_[static_cast<std::size_t>(i)];
            QToolTip::showText(help->globalPos(), QStringLiteral("%1: %2 (%3)")
                                                      .arg(QString::fromStdString(r.die.name()))
                                                      .arg(r.face)
                                                      .arg(QString::fromStdString(r.purpose)));
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

CardView::CardView(QWidget* parent) : QWidget(parent) {
    setMinimumSize(80, 112);
}

void CardView::setCard(std::optional<Card> card) {
    card_ = card;
    update();
}

void CardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    if (card_) {
        paintCard(p, rect().adjusted(2, 2, -2, -2), *card_);
    } else {
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
        p.drawRoundedRect(rect().adjusted(4, 4, -4, -4), 8, 8);
        p.drawText(rect(), Qt::AlignCenter, tr("no card"));
    }
}

} // namespace adc::app
