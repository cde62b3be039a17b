#pragma once
// The odds' bar chart, painted here: one bar per value a result can take, a percent scale with
// a few round ticks, grey bars with a black edge and the rolled bar black, so it reads the same
// on a projector, in black-and-white print and for colour-blind players. A tooltip per bar says
// the exact chance. Labels never overlap: a bar's percentage shows above it only where every
// bar's fits, and when the values under the bars do not fit their width every n-th is shown
// (always the first and the last). It draws what it is given; the odds panel decides what.
#include <QRect>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace adc::app {

class OddsChart : public QWidget {
    Q_OBJECT
public:
    // One bar: the value under it ("3", "yes"), its chance in percent, the tooltip, and the
    // value in words for a screen reader ("3 hits").
    struct Bar {
        QString label;
        double percent = 0;
        QString toolTip;
        QString words;
    };
    // What is painted where at one size. Computed by the same code that paints, so tests can
    // check the labels do not overlap.
    struct Layout {
        QRect plot;                 // the bars' area: baseline at the bottom, 0% to top()
        double scaleTop = 1;        // the percent at plot.top()
        std::vector<QRect> bars;    // one per bar; a bar of 0% is an empty rect on the baseline
        std::vector<QRect> columns; // one per bar: where hovering shows its tooltip
        struct Text {
            QRect rect;
            QString text;
        };
        std::vector<Text> ticks; // the scale's labels, "0%" up
        std::vector<double> tickValues;
        std::vector<Text> values;      // the bars' percentages shown
        std::vector<Text> categories;  // the values under the bars shown
        std::vector<int> categoryBars; // the bar each shown category belongs to
        // Every label drawn, for overlap checks.
        std::vector<QRect> labelRects() const;
    };

    explicit OddsChart(QWidget* parent = nullptr);

    // New bars; the mark of the rolled one is cleared.
    void setBars(std::vector<Bar> bars);
    // The rolled bar drawn black (-1: none).
    void setRolled(int index);
    int rolled() const { return rolled_; }

    const std::vector<Bar>& bars() const { return bars_; }
    std::vector<double> values() const;
    QStringList labels() const;
    QStringList toolTips() const;
    // The bar under a point (its column, from the scale's top to under its label), or -1.
    int barAt(const QPoint& pos) const;
    Layout layout() const { return layoutFor(size()); }
    Layout layoutFor(const QSize& size) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    void describe();
    void measureLabels() const;
    void placeTicks(Layout& out, int top, int bottom, int left) const;
    void placeCategories(Layout& out, int width) const;
    void placeValues(Layout& out) const;
    QFont categoryFont() const;
    QFont valueFont() const;

    std::vector<Bar> bars_;
    int rolled_ = -1;
    // The labels' widths, measured at the first layout after new bars or a new font (never at
    // construction: the window opens before any odds exist).
    mutable std::vector<int> categoryWidths_;
    mutable std::vector<int> valueWidths_;
    mutable std::vector<QString> valueTexts_;
};

} // namespace adc::app
