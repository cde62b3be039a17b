#pragma once
// Over the rosters: the one filter field for every side's roster (Ctrl+F) and the legend of
// the casualty colours, so "3 [2] [1]" in a roster reads as two lost in turn 1, one in turn 2.
#include <QWidget>

class QLabel;
class QLineEdit;

namespace adc::app {

class GameDocument;

class RosterBar : public QWidget {
    Q_OBJECT
public:
    explicit RosterBar(GameDocument& document, QWidget* parent = nullptr);
    QLineEdit* filterEdit() const { return filter_; }
    QLabel* legend() const { return legend_; }

signals:
    void filterChanged(const QString& text);

private:
    void updateLegend();

    GameDocument& document_;
    QLineEdit* filter_;
    QLabel* legend_;
};

} // namespace adc::app
