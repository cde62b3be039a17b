#include "odds_panel.hpp"

#include "odds_words.hpp"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QStackedLayout>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace adc::app {

namespace {

// Grey bars with a black edge and the rolled bar in black: it reads the same on a projector,
// in black-and-white print and for colour-blind players.
const QColor barGrey(0xB0, 0xB0, 0xB0);
const QColor rolledBlack(Qt::black);

} // namespace

OddsPanel::OddsPanel(QWidget* parent) : QWidget(parent) {
    keyBox_ = new QComboBox(this);
    keyBox_->setObjectName(QStringLiteral("oddsKey"));
    keyBox_->setToolTip(tr("Which part of the result the chart shows"));
    mean_ = new QLabel(this);
    mean_->setObjectName(QStringLiteral("oddsMean"));

    atLeast_ = new QLabel(this);
    atLeast_->setObjectName(QStringLiteral("oddsAtLeast"));
    atLeast_->setWordWrap(true);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("oddsHint"));
    hint_->setWordWrap(true);
    hint_->setAlignment(Qt::AlignCenter);

    auto* chartPage = new QWidget(this);
    auto* top = new QHBoxLayout;
    auto* keyLabel = new QLabel(tr("&Odds of:"), chartPage);
    keyLabel->setBuddy(keyBox_);
    top->addWidget(keyLabel);
    top->addWidget(keyBox_);
    top->addWidget(mean_, 1);
    chartLayout_ = new QVBoxLayout(chartPage);
    chartLayout_->setContentsMargins(0, 0, 0, 0);
    chartLayout_->addLayout(top);
    chartLayout_->addWidget(atLeast_);
    pages_ = new QStackedLayout(this);
    pages_->addWidget(chartPage);
    pages_->addWidget(hint_);

    connect(keyBox_, &QComboBox::activated, this, &OddsPanel::keyPicked);
    showHint(QString());
}

void OddsPanel::buildChart() {
    // Built when the first odds arrive, not with the window: Qt Charts is the costliest part
    // of the resolve panel to set up, and the window opens before any form is filled.
    bars_ = new QBarSet(QString()); // owned by the series, the series and axes by the chart
    bars_->setColor(barGrey);
    bars_->setBorderColor(Qt::black);
    bars_->setSelectedColor(rolledBlack);
    bars_->setLabelColor(Qt::black);
    QFont labelFont = font();
    labelFont.setPointSize(std::max(9, labelFont.pointSize()));
    labelFont.setBold(true);
    bars_->setLabelFont(labelFont);
    series_ = new QBarSeries;
    series_->append(bars_);
    series_->setLabelsVisible(true);
    series_->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series_->setLabelsFormat(QStringLiteral("@value%"));
    series_->setLabelsPrecision(3);
    series_->setBarWidth(0.7);

    auto* chart = new QChart;
    chart->addSeries(series_);
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    xAxis_ = new QBarCategoryAxis;
    QFont axisFont = font();
    axisFont.setPointSize(std::max(10, axisFont.pointSize() + 1));
    xAxis_->setLabelsFont(axisFont);
    xAxis_->setGridLineVisible(false);
    yAxis_ = new QValueAxis;
    // The bars carry their own percentages; a scale beside them would only be read wrongly.
    yAxis_->setVisible(false);
    chart->addAxis(xAxis_, Qt::AlignBottom);
    chart->addAxis(yAxis_, Qt::AlignLeft);
    series_->attachAxis(xAxis_);
    series_->attachAxis(yAxis_);
    view_ = new QChartView(chart, chartLayout_->parentWidget());
    view_->setObjectName(QStringLiteral("oddsChart"));
    view_->setRenderHint(QPainter::Antialiasing);
    // No least height of its own: below its least the chart is folded away (fitChart), so a
    // short pane keeps the summary lines rather than squeezing the bars' labels together.
    view_->setFrameShape(QFrame::NoFrame);

    chartLayout_->insertWidget(1, view_, 1);
    connect(series_, &QBarSeries::hovered, this, &OddsPanel::showBarTip);
    connect(chart, &QChart::plotAreaChanged, this, &OddsPanel::fitHeadroom);
    fitChart();
}

void OddsPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitChart();
}

void OddsPanel::fitChart() {
    if (!view_) {
        return;
    }
    const int summary = keyBox_->sizeHint().height() + atLeast_->heightForWidth(width()) +
                        2 * chartLayout_->spacing();
    const bool room = height() >= summary + minimumChartHeight();
    if (view_->isVisibleTo(this) != room) {
        view_->setVisible(room);
    }
}

bool OddsPanel::chartFolded() const {
    return view_ && !view_->isVisibleTo(this);
}

void OddsPanel::showOdds(const std::string& action, Odds odds,
                         const std::vector<std::string>& headline) {
    odds_ = std::move(odds);
    action_ = action;
    mark_.reset();
    auto keys = chartableKeys(*odds_);
    keyBox_->blockSignals(true);
    keyBox_->clear();
    for (const auto* k : keys) {
        keyBox_->addItem(keyWords(k->key), QString::fromStdString(k->key));
    }
    std::string wanted = tellingKey(keys, headline);
    if (auto it = chosenKey_.find(action); it != chosenKey_.end() && odds_->key(it->second)) {
        wanted = it->second;
    }
    keyBox_->setCurrentIndex(std::max(0, keyBox_->findData(QString::fromStdString(wanted))));
    keyBox_->blockSignals(false);
    if (keys.empty()) {
        showHint(tr("This action's result has nothing to chart."));
        return;
    }
    if (!view_) {
        buildChart();
    }
    pages_->setCurrentIndex(0);
    drawKey();
    emit oddsChanged();
}

void OddsPanel::showHint(const QString& text) {
    odds_.reset();
    mark_.reset();
    marked_ = -1;
    hint_->setText(text);
    pages_->setCurrentIndex(1);
    emit oddsChanged();
}

bool OddsPanel::showKey(const std::string& key) {
    int i = keyBox_->findData(QString::fromStdString(key));
    if (i < 0) {
        return false;
    }
    keyBox_->setCurrentIndex(i);
    keyPicked(i);
    return true;
}

void OddsPanel::keyPicked(int index) {
    if (index < 0) {
        return;
    }
    chosenKey_[action_] = keyBox_->itemData(index).toString().toStdString();
    drawKey();
}

void OddsPanel::drawKey() {
    const KeyOdds* key = odds_ && view_ ? odds_->key(keyShown()) : nullptr;
    if (!key) {
        return;
    }
    QList<qreal> values;
    QStringList labels;
    toolTips_.clear();
    double highest = 0;
    for (const auto& v : key->values) {
        values << v.probability * 100;
        labels << (v.value.is_string()    ? QString::fromStdString(v.value.get<std::string>())
                   : v.value.is_boolean() ? (v.value.get<bool>() ? tr("yes") : tr("no"))
                                          : QString::fromStdString(v.value.dump()));
        toolTips_ << barToolTip(*key, v);
        highest = std::max(highest, v.probability * 100);
    }
    bars_->deselectAllBars();
    bars_->remove(0, bars_->count());
    bars_->append(values);
    xAxis_->clear();
    xAxis_->append(labels);
    highest_ = highest;
    fitHeadroom();

    if (key->numeric) {
        mean_->setText(
            tr("Expected: %1 %2").arg(QString::number(key->mean, 'f', 2), keyWords(key->key)));
        QStringList atLeast;
        for (std::size_t i = 1; i < key->values.size(); ++i) {
            double k = key->values[i].value.get<double>();
            atLeast << QStringLiteral("%1: %2").arg(QString::number(k, 'g', 6),
                                                    percent(key->atLeast(k)));
        }
        atLeast_->setText(atLeast.isEmpty() ? QString()
                                            : tr("At least %1").arg(atLeast.join(" · ")));
    } else {
        mean_->clear();
        atLeast_->clear();
    }
    marked_ = -1;
    if (mark_ && mark_->contains(key->key)) {
        const json& rolled = (*mark_)[key->key];
        for (std::size_t i = 0; i < key->values.size(); ++i) {
            if (key->values[i].value == rolled) {
                marked_ = static_cast<int>(i);
                bars_->selectBar(marked_);
            }
        }
    }
}

void OddsPanel::fitHeadroom() {
    // Room above the tallest bar for its percentage, however short the chart is.
    const double plot = view_->chart()->plotArea().height();
    const double label = QFontMetrics(bars_->labelFont()).height() + 6;
    const double share = plot > 2 * label ? plot / (plot - label) : 2.0;
    yAxis_->setRange(0, std::max(1.0, highest_ * share));
}

void OddsPanel::markResult(const json& result) {
    if (!odds_) {
        return;
    }
    mark_ = result;
    drawKey();
}

QString OddsPanel::chanceOf(const json& result) const {
    const KeyOdds* key = odds_ ? odds_->key(keyShown()) : nullptr;
    if (!key || !result.contains(key->key)) {
        return {};
    }
    return chanceWords(*key, result[key->key]);
}

void OddsPanel::showBarTip(bool hovering, int index, QBarSet*) {
    if (hovering && index >= 0 && index < toolTips_.size()) {
        QToolTip::showText(QCursor::pos(), toolTips_[index], view_);
    } else {
        QToolTip::hideText();
    }
}

bool OddsPanel::chartShown() const {
    return pages_->currentIndex() == 0;
}

std::string OddsPanel::keyShown() const {
    return keyBox_->currentData().toString().toStdString();
}

QStringList OddsPanel::categories() const {
    return xAxis_ ? xAxis_->categories() : QStringList();
}

QString OddsPanel::meanText() const {
    return mean_->text();
}

QString OddsPanel::atLeastText() const {
    return atLeast_->text();
}

QString OddsPanel::hintText() const {
    return hint_->text();
}

} // namespace adc::app
