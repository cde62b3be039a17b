#pragma once
// The odds before the roll: a bar chart of one result key (the most telling one unless the
// referee picks another), its expected value and "at least k", and after the roll the bar of
// what happened marked. It only shows what computeOdds found; it decides nothing.
#include "adc/odds.hpp"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QStackedLayout;
class QVBoxLayout;

namespace adc::app {

class OddsChart;

class OddsPanel : public QWidget {
    Q_OBJECT
public:
    explicit OddsPanel(QWidget* parent = nullptr);

    // Shows the distribution of a request of `action` (the key remembered for that action, or
    // the most telling one). Clears any mark.
    // headline: the ruleset's result keys for the action, best first (the key shown first).
    void showOdds(const std::string& action, Odds odds,
                  const std::vector<std::string>& headline = {});
    // Shows a sentence instead of the chart: what the form still needs, or why there is none.
    void showHint(const QString& text);
    // Marks the bar of what happened (the outcome's result) on the key shown, and on any key
    // the referee switches to afterwards.
    void markResult(const json& result);
    bool hasMark() const { return mark_.has_value(); }
    // "3 hits: 12.3% — at least 3: 20.1%" for the key shown; empty when there are no odds.
    QString chanceOf(const json& result) const;
    const Odds* odds() const { return odds_ ? &*odds_ : nullptr; }

    // The chart's least height: below it the bars and their labels no longer read, and a
    // pane too short for it shows the summary lines ("Expected", "At least") alone.
    static int minimumChartHeight() { return 90; }
    bool chartFolded() const;
    // For tests and screenshots.
    bool chartShown() const;
    std::string keyShown() const;
    bool showKey(const std::string& key);
    // The chart and the controls above and below it are null until the first odds are shown.
    OddsChart* chart() const { return chart_; }
    // The bars' heights in percent, and the values under them.
    std::vector<double> barValues() const;
    QStringList categories() const;
    const QStringList& barToolTips() const { return toolTips_; }
    int markedBar() const { return marked_; }
    QString meanText() const;
    QString atLeastText() const;
    QString hintText() const;
    QComboBox* keyBox() const { return keyBox_; }
    // How a value that is a word reads on screen (a side's or a unit's name for its id, the
    // ruleset's label for a word of its own): the values stay the engine's, only the bars,
    // their tooltips and the chance words show these.
    using ValueNamer = std::function<std::string(const std::string& value)>;
    void setValueNamer(ValueNamer namer) { namer_ = std::move(namer); }

signals:
    // New odds shown, or none (a hint instead): the side views follow the chart.
    void oddsChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitChart();
    void drawKey();
    void keyPicked(int index);
    void buildChartPage();
    // The key with its word values named (setValueNamer), for what is shown of it.
    KeyOdds named(const KeyOdds& key) const;
    json named(const json& value) const;

    std::optional<Odds> odds_;
    std::string action_;
    std::map<std::string, std::string> chosenKey_; // per action, for the session
    std::optional<json> mark_;
    int marked_ = -1;
    QStringList toolTips_;
    ValueNamer namer_;

    QStackedLayout* pages_ = nullptr;
    QWidget* chartPage_ = nullptr; // built by the first showOdds, with the controls below
    QComboBox* keyBox_ = nullptr;
    QLabel* mean_ = nullptr;
    QVBoxLayout* chartLayout_ = nullptr;
    OddsChart* chart_ = nullptr;
    QLabel* atLeast_ = nullptr;
    QLabel* hint_ = nullptr;
};

} // namespace adc::app
