#include "odds/odds_chart.hpp"

#include "odds_words.hpp"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace adc::app {

namespace {

// Grey bars with a black edge and the rolled bar in black; a light grid behind them.
const QColor oddsBarGrey(0xB0, 0xB0, 0xB0);
const QColor oddsRolledBlack(Qt::black);
const QColor oddsGridGrey(0xE0, 0xE0, 0xE0);
constexpr double oddsBarShare = 0.7; // of a bar's column: the gaps tell the bars apart
constexpr int oddsLabelGap = 4;      // pixels between two labels side by side

bool oddsLabelsClash(const QRect& left, const QRect& right) {
    return left.right() + oddsLabelGap >= right.left();
}

} // namespace

std::vector<QRect> OddsChart::Layout::labelRects() const {
    std::vector<QRect> out;
    for (const auto* texts : {&ticks, &values, &categories}) {
        for (const auto& t : *texts) {
            out.push_back(t.rect);
        }
    }
    return out;
}

OddsChart::OddsChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("oddsChart"));
    setAccessibleName(tr("Odds chart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void OddsChart::setBars(std::vector<Bar> bars) {
    bars_ = std::move(bars);
    rolled_ = -1;
    categoryWidths_.clear();
    describe();
    update();
}

void OddsChart::setRolled(int index) {
    const int rolled = index >= 0 && index < static_cast<int>(bars_.size()) ? index : -1;
    if (rolled == rolled_) {
        return; // (the panel sets it after every new set of bars, mostly to none)
    }
    rolled_ = rolled;
    describe();
    update();
}

std::vector<double> OddsChart::values() const {
    std::vector<double> out;
    for (const auto& b : bars_) {
        out.push_back(b.percent);
    }
    return out;
}

QStringList OddsChart::labels() const {
    QStringList out;
    for (const auto& b : bars_) {
        out << b.label;
    }
    return out;
}

QStringList OddsChart::toolTips() const {
    QStringList out;
    for (const auto& b : bars_) {
        out << b.toolTip;
    }
    return out;
}

void OddsChart::describe() {
    // A screen reader hears the bars' values, the rolled one said as such.
    QStringList said;
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        QString s =
            QStringLiteral("%1: %2").arg(bars_[i].words, words::percent(bars_[i].percent / 100));
        said << (static_cast<int>(i) == rolled_ ? tr("%1 (rolled)").arg(s) : s);
    }
    setAccessibleDescription(said.join(QStringLiteral("; ")));
}

QFont OddsChart::categoryFont() const {
    QFont f = font();
    f.setPointSize(std::max(10, f.pointSize() + 1));
    return f;
}

QFont OddsChart::valueFont() const {
    QFont f = font();
    f.setPointSize(std::max(9, f.pointSize()));
    f.setBold(true);
    return f;
}

void OddsChart::measureLabels() const {
    if (categoryWidths_.size() == bars_.size()) {
        return;
    }
    const QFontMetrics cat(categoryFont());
    const QFontMetrics val(valueFont());
    categoryWidths_.clear();
    valueWidths_.clear();
    valueTexts_.clear();
    for (const auto& b : bars_) {
        categoryWidths_.push_back(cat.horizontalAdvance(b.label));
        valueTexts_.push_back(words::percent(b.percent / 100));
        valueWidths_.push_back(val.horizontalAdvance(valueTexts_.back()));
    }
}

OddsChart::Layout OddsChart::layoutFor(const QSize& size) const {
    measureLabels();
    Layout out;
    const int categoryHeight = QFontMetrics(categoryFont()).height();
    // Room above the tallest bar for its percentage, and under the baseline for the values.
    const int top = QFontMetrics(valueFont()).height() + 4;
    const int baseline = std::max(top + 1, size.height() - categoryHeight - 4);
    const int axisWidth = [&] {
        placeTicks(out, top, baseline, 0);
        int widest = 0;
        for (const auto& t : out.ticks) {
            widest = std::max(widest, t.rect.width());
        }
        return widest + 6;
    }();
    out.ticks.clear();
    out.tickValues.clear();
    placeTicks(out, top, baseline, axisWidth);
    out.plot = QRect(axisWidth, top, std::max(1, size.width() - axisWidth - 2), baseline - top);

    const int n = static_cast<int>(bars_.size());
    const double column = n > 0 ? double(out.plot.width()) / n : 0;
    for (int i = 0; i < n; ++i) {
        const int left = out.plot.left() + int(std::lround(column * i));
        const int right = out.plot.left() + int(std::lround(column * (i + 1)));
        out.columns.emplace_back(left, 0, std::max(1, right - left), size.height());
        const double margin = column * (1 - oddsBarShare) / 2;
        const int barLeft = out.plot.left() + int(std::lround(column * i + margin));
        const int barRight = out.plot.left() + int(std::lround(column * (i + 1) - margin));
        const int height = int(std::lround(bars_[i].percent / out.scaleTop * out.plot.height()));
        out.bars.emplace_back(barLeft, baseline - height, std::max(1, barRight - barLeft), height);
    }
    placeValues(out);
    placeCategories(out, size.width());
    return out;
}

void OddsChart::placeTicks(Layout& out, int top, int bottom, int left) const {
    // The smallest round step giving at most five steps that stand far enough apart to read.
    double highest = 1;
    for (const auto& b : bars_) {
        highest = std::max(highest, b.percent);
    }
    const QFontMetrics fm(font());
    const double height = bottom - top;
    double step = 50;
    for (double s : {1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0}) {
        const double scaleTop = std::ceil(highest / s - 1e-9) * s;
        if (scaleTop / s <= 5 && height * s / scaleTop >= 1.5 * fm.height()) {
            step = s;
            break;
        }
    }
    out.scaleTop = std::ceil(highest / step - 1e-9) * step;
    for (double v = 0; v <= out.scaleTop + 1e-9; v += step) {
        const QString text = QStringLiteral("%1%").arg(v);
        const int y = bottom - 1 - int(std::lround(v / out.scaleTop * height));
        const int w = fm.horizontalAdvance(text);
        QRect r(left - 4 - w, y - fm.height() / 2, w, fm.height());
        // On a chart too short for two ticks, the lowest ones are kept.
        if (out.ticks.empty() || r.bottom() < out.ticks.back().rect.top()) {
            out.ticks.push_back({r, text});
            out.tickValues.push_back(v);
        }
    }
}

void OddsChart::placeValues(Layout& out) const {
    const int n = static_cast<int>(bars_.size());
    const int h = QFontMetrics(valueFont()).height();
    auto placed = [&](int i) {
        const QRect& bar = out.bars[i];
        const int w = valueWidths_[i];
        int x = bar.center().x() - w / 2;
        x = std::clamp(x, out.plot.left(), std::max(out.plot.left(), out.plot.right() - w));
        return QRect(x, bar.top() - h - 1, w, h);
    };
    bool allFit = true;
    for (int i = 0; i < n && allFit; ++i) {
        allFit = valueWidths_[i] + oddsLabelGap < out.columns[i].width();
    }
    // Where they do not all fit, the rolled bar's alone (the axis gives the others' scale,
    // their tooltips the exact chances).
    for (int i = 0; i < n; ++i) {
        if (allFit || i == rolled_) {
            out.values.push_back({placed(i), valueTexts_[i]});
        }
    }
}

void OddsChart::placeCategories(Layout& out, int width) const {
    const int n = static_cast<int>(bars_.size());
    if (n == 0) {
        return;
    }
    const int h = QFontMetrics(categoryFont()).height();
    std::vector<QRect> rects;
    for (int i = 0; i < n; ++i) {
        const int w = categoryWidths_[i];
        int x = out.columns[i].center().x() - w / 2;
        x = std::clamp(x, out.plot.left(), std::max(out.plot.left(), width - w));
        rects.emplace_back(x, out.plot.bottom() + 3, w, h);
    }
    // Every n-th label, the smallest n at which none clash; the last always shown (in place
    // of the n-th before it if those two would clash).
    std::vector<int> shown;
    for (int stride = 1; stride <= n; ++stride) {
        shown.clear();
        for (int i = 0; i < std::max(1, n - 1); i += stride) {
            shown.push_back(i);
        }
        while (shown.size() > 1 && oddsLabelsClash(rects[shown.back()], rects[n - 1])) {
            shown.pop_back();
        }
        if (n > 1 && !oddsLabelsClash(rects[shown.back()], rects[n - 1])) {
            shown.push_back(n - 1);
        }
        bool clear = true;
        for (std::size_t k = 1; k < shown.size() && clear; ++k) {
            clear = !oddsLabelsClash(rects[shown[k - 1]], rects[shown[k]]);
        }
        if (clear) {
            break;
        }
    }
    for (int i : shown) {
        out.categories.push_back({rects[i], bars_[i].label});
        out.categoryBars.push_back(i);
    }
}

int OddsChart::barAt(const QPoint& pos) const {
    const Layout l = layout();
    for (std::size_t i = 0; i < l.columns.size(); ++i) {
        if (l.columns[i].contains(pos)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QSize OddsChart::sizeHint() const {
    const int h = fontMetrics().height();
    return {h * 16, h * 9};
}

QSize OddsChart::minimumSizeHint() const {
    // No least height of its own: below the odds panel's least the chart is folded away.
    return {fontMetrics().height() * 6, 0};
}

void OddsChart::paintEvent(QPaintEvent*) {
    const Layout l = layout();
    QPainter p(this);
    p.fillRect(rect(), Qt::white);
    p.setPen(oddsGridGrey);
    for (double v : l.tickValues) {
        const int y = l.plot.bottom() - int(std::lround(v / l.scaleTop * l.plot.height()));
        p.drawLine(l.plot.left(), y, l.plot.right(), y);
    }
    p.setPen(Qt::black);
    p.setFont(font());
    for (const auto& t : l.ticks) {
        p.drawText(t.rect, Qt::AlignRight | Qt::AlignVCenter, t.text);
    }
    for (std::size_t i = 0; i < l.bars.size(); ++i) {
        const QRect& bar = l.bars[i];
        if (bar.height() > 0) {
            const bool rolled = static_cast<int>(i) == rolled_;
            p.fillRect(bar, rolled ? oddsRolledBlack : oddsBarGrey);
            p.drawRect(bar.adjusted(0, 0, -1, -1));
        }
    }
    p.drawLine(l.plot.left(), l.plot.bottom(), l.plot.right(), l.plot.bottom());
    p.setFont(valueFont());
    for (const auto& t : l.values) {
        p.drawText(t.rect, Qt::AlignCenter, t.text);
    }
    p.setFont(categoryFont());
    for (const auto& t : l.categories) {
        p.drawText(t.rect, Qt::AlignCenter, t.text);
    }
}

bool OddsChart::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int i = barAt(help->pos());
        if (i >= 0 && !bars_[i].toolTip.isEmpty()) {
            QToolTip::showText(help->globalPos(), bars_[i].toolTip, this, layout().columns[i]);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    if (event->type() == QEvent::FontChange) {
        categoryWidths_.clear();
    }
    return QWidget::event(event);
}

} // namespace adc::app
