#pragma once
// Dice and cards drawn as the table knows them: a D6 with pips, a D10 as a kite with its
// number (0 is zero), a playing card with rank and suit.
#include "adc/deck.hpp"
#include "adc/dice.hpp"

#include <QWidget>

#include <vector>

class QPainter;

namespace adc::app {

void paintDie(QPainter& painter, const QRectF& rect, const Die& die, int face,
              const QColor& body = QColor(0xFAF7EF));
void paintCard(QPainter& painter, const QRectF& rect, const Card& card);

// A row of dice, each with its purpose underneath as a tooltip.
class DiceStrip : public QWidget {
    Q_OBJECT
public:
    explicit DiceStrip(QWidget* parent = nullptr);
    static constexpr int defaultDieSize = 40; // pixels
    void setRolls(std::vector<Roll> rolls);
    const std::vector<Roll>& rolls() const { return rolls_; }
    void setDieSize(int pixels);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {dieSize_ + 8, dieSize_ + 8}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // Where die i is painted at the present width (rows wrap).
    QRect dieRect(std::size_t i) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    int perRow() const;
    int perRow(int width) const;
    std::vector<Roll> rolls_;
    int dieSize_ = defaultDieSize;
};

// One playing card, or an empty slot.
class CardView : public QWidget {
    Q_OBJECT
public:
    explicit CardView(QWidget* parent = nullptr);
    void setCard(std::optional<Card> card);
    const std::optional<Card>& card() const { return card_; }
    QSize sizeHint() const override { return {110, 154}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<Card> card_;
};

} // namespace adc::app
