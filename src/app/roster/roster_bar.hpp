#pragma once
// Over the rosters: the one filter field for every side's roster (Ctrl+F) and the legend of
// the casualty colours, so "3 [2] [1]" in a roster reads as two lost in turn 1, one in turn 2.
#include <QWidget>

class QLineEdit;

namespace adc::app {

class GameDocument;

// "Losses by turn: [turn 1] [turn 2]", each turn in its colour. Painted, not rich text: a
// label would lay out an HTML document for it at every start.
class CasualtyLegend : public QWidget {
    Q_OBJECT
public:
    explicit CasualtyLegend(QWidget* parent = nullptr);
    // Shows the turns up to `now` (the last eight: the colours cycle after them).
    void setTurn(int now);
    int firstTurn() const { return first_; }
    int lastTurn() const { return last_; }
    // The words shown, "Losses by turn: turn 1 turn 2".
    QString text() const;
    // Where turn `t`'s chip is drawn, or an empty rect.
    QRect chipRect(int turn) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QString chipText(int turn) const;

    int first_ = 1;
    int last_ = 1;
    // Measured once per turns shown and font: the layouts ask for it over and over.
    mutable QSize hint_;
};

class RosterBar : public QWidget {
    Q_OBJECT
public:
    explicit RosterBar(GameDocument& document, QWidget* parent = nullptr);
    QLineEdit* filterEdit() const { return filter_; }
    CasualtyLegend* legend() const { return legend_; }

signals:
    void filterChanged(const QString& text);

private:
    void updateLegend();

    GameDocument& document_;
    QLineEdit* filter_;
    CasualtyLegend* legend_;
};

} // namespace adc::app
