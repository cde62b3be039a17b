#include "odds/odds_panel.hpp"

#include "odds/odds_chart.hpp"
#include "odds_words.hpp"
#include "widgets/wrapping_label.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QStackedLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace adc::app {

OddsPanel::OddsPanel(QWidget* parent) : QWidget(parent) {
    hint_ = new WrappingLabel(this);
    hint_->setObjectName(QStringLiteral("oddsHint"));
    hint_->setWordWrap(true);
    hint_->setAlignment(Qt::AlignCenter);
    pages_ = new QStackedLayout(this);
    pages_->addWidget(hint_);
    showHint(QString());
}

void OddsPanel::buildChartPage() {
    // Built when the first odds arrive, not with the window: it opens on the hint (the form is
    // filled, and its odds counted, only once the window is up).
    keyBox_ = new QComboBox(this);
    keyBox_->setObjectName(QStringLiteral("oddsKey"));
    keyBox_->setToolTip(tr("Which part of the result the chart shows"));
    // As wide as the words of the key on show, whichever the odds offer (a box sized once, at
    // its first show, cut "modified" to "modifie…" on a laptop).
    keyBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mean_ = new QLabel(this);
    mean_->setObjectName(QStringLiteral("oddsMean"));
    mean_->setWordWrap(true); // beside a wide picker it takes two lines, not the panel's width
    atLeast_ = new WrappingLabel(this);
    atLeast_->setObjectName(QStringLiteral("oddsAtLeast"));
    atLeast_->setWordWrap(true);
    chartPage_ = new QWidget(this);
    auto* top = new QHBoxLayout;
    auto* keyLabel = new QLabel(tr("&Odds of:"), chartPage_);
    keyLabel->setBuddy(keyBox_);
    top->addWidget(keyLabel);
    top->addWidget(keyBox_);
    top->addWidget(mean_, 1);
    chartLayout_ = new QVBoxLayout(chartPage_);
    chartLayout_->setContentsMargins(0, 0, 0, 0);
    chartLayout_->addLayout(top);
    chart_ = new OddsChart(chartPage_);
    chartLayout_->addWidget(chart_, 1);
    chartLayout_->addWidget(atLeast_);
    pages_->addWidget(chartPage_);
    connect(keyBox_, &QComboBox::activated, this, &OddsPanel::keyPicked);
    fitChart();
}

void OddsPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitChart();
}

void OddsPanel::fitChart() {
    if (!chart_) {
        return;
    }
    const int summary = keyBox_->sizeHint().height() + atLeast_->heightForWidth(width()) +
                        2 * chartLayout_->spacing();
    const bool room = height() >= summary + minimumChartHeight();
    if (chart_->isVisibleTo(this) != room) {
        chart_->setVisible(room);
    }
}

bool OddsPanel::chartFolded() const {
    return chart_ && !chart_->isVisibleTo(this);
}

void OddsPanel::showOdds(const std::string& action, Odds odds,
                         const std::vector<std::string>& headline) {
    odds_ = std::move(odds);
    action_ = action;
    mark_.reset();
    auto keys = words::chartableKeys(*odds_);
    if (!chartPage_) {
        buildChartPage();
    }
    keyBox_->blockSignals(true);
    keyBox_->clear();
    for (const auto* k : keys) {
        keyBox_->addItem(words::keyWords(k->key), QString::fromStdString(k->key));
    }
    std::string wanted = words::tellingKey(keys, headline);
    if (auto it = chosenKey_.find(action); it != chosenKey_.end() && odds_->key(it->second)) {
        wanted = it->second;
    }
    keyBox_->setCurrentIndex(std::max(0, keyBox_->findData(QString::fromStdString(wanted))));
    keyBox_->blockSignals(false);
    if (keys.empty()) {
        showHint(tr("This action's result has nothing to chart."));
        return;
    }
    // A chart of one bar at 100% (who moves first as the scenario says, a movement allowance,
    // a card named) tells nothing: odds only where something varies.
    if (std::all_of(keys.begin(), keys.end(),
                    [](const KeyOdds* k) { return k->values.size() == 1; })) {
        showHint(tr("Nothing here depends on the dice: the result is certain."));
        return;
    }
    pages_->setCurrentWidget(chartPage_);
    drawKey();
    emit oddsChanged();
}

void OddsPanel::showHint(const QString& text) {
    odds_.reset();
    mark_.reset();
    marked_ = -1;
    hint_->setText(text);
    pages_->setCurrentWidget(hint_);
    emit oddsChanged();
}

bool OddsPanel::showKey(const std::string& key) {
    if (!keyBox_) {
        return false;
    }
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
    const KeyOdds* key = odds_ && chart_ ? odds_->key(keyShown()) : nullptr;
    if (!key) {
        return;
    }
    std::vector<OddsChart::Bar> bars;
    toolTips_.clear();
    const KeyOdds shown = named(*key);
    for (const auto& v : shown.values) {
        QString label = v.value.is_string()    ? QString::fromStdString(v.value.get<std::string>())
                        : v.value.is_boolean() ? (v.value.get<bool>() ? tr("yes") : tr("no"))
                                               : QString::fromStdString(v.value.dump());
        toolTips_ << words::barToolTip(shown, v);
        bars.push_back(
            {label, v.probability * 100, toolTips_.back(), words::valueWords(key->key, v.value)});
    }
    chart_->setBars(std::move(bars));
    chart_->setAccessibleName(tr("Odds of %1").arg(words::keyWords(key->key)));

    if (key->numeric) {
        mean_->setText(tr("Expected: %1 %2")
                           .arg(QString::number(key->mean, 'f', 2), words::keyWords(key->key)));
        QStringList atLeast;
        for (std::size_t i = 1; i < key->values.size(); ++i) {
            double k = key->values[i].value.get<double>();
            atLeast << QStringLiteral("%1: %2").arg(QString::number(k, 'g', 6),
                                                    words::percent(key->atLeast(k)));
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
            }
        }
    }
    chart_->setRolled(marked_);
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
    return words::chanceWords(named(*key), named(result[key->key]));
}

json OddsPanel::named(const json& value) const {
    return namer_ && value.is_string() ? json(namer_(value.get<std::string>())) : value;
}

KeyOdds OddsPanel::named(const KeyOdds& key) const {
    KeyOdds out = key;
    for (auto& v : out.values) {
        v.value = named(v.value);
    }
    return out;
}

bool OddsPanel::chartShown() const {
    return chartPage_ && pages_->currentWidget() == chartPage_;
}

std::string OddsPanel::keyShown() const {
    return keyBox_ ? keyBox_->currentData().toString().toStdString() : std::string();
}

std::vector<double> OddsPanel::barValues() const {
    return chart_ ? chart_->values() : std::vector<double>();
}

QStringList OddsPanel::categories() const {
    return chart_ ? chart_->labels() : QStringList();
}

QString OddsPanel::meanText() const {
    return mean_ ? mean_->text() : QString();
}

QString OddsPanel::atLeastText() const {
    return atLeast_ ? atLeast_->text() : QString();
}

QString OddsPanel::hintText() const {
    return hint_->text();
}

} // namespace adc::app
