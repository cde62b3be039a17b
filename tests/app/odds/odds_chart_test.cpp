// The odds chart painted by our own widget: its bars are the values given, the rolled bar is
// black and the others grey, each bar's tooltip shows where the pointer is, and no two labels it
// draws overlap, however narrow the chart and however many bars the shipped scenarios give.
#include "screen_fixture.hpp"

#include "odds/odds_chart.hpp"
#include "odds/odds_panel.hpp"
#include "odds_words.hpp"

#include <QHelpEvent>
#include <QImage>
#include <QStyleOptionComboBox>
#include <QToolTip>

namespace adc::test {
namespace {

using adc::app::OddsChart;

// n bars "0".."n-1", falling away from the first, as a binomial's tail does.
std::vector<OddsChart::Bar> countingBars(int n) {
    std::vector<OddsChart::Bar> bars;
    double left = 100;
    for (int i = 0; i < n; ++i) {
        double p = i + 1 < n ? left / 2 : left;
        left -= p;
        bars.push_back({QString::number(i), p, QStringLiteral("tip %1").arg(i),
                        QStringLiteral("%1 hits").arg(i)});
    }
    return bars;
}

// Every label the chart draws at `size` lies inside it and clear of every other.
::testing::AssertionResult labelsClear(const OddsChart& chart, QSize size) {
    const OddsChart::Layout l = chart.layoutFor(size);
    const std::vector<QRect> rects = l.labelRects();
    for (std::size_t i = 0; i < rects.size(); ++i) {
        if (!QRect(QPoint(0, 0), size).contains(rects[i])) {
            return ::testing::AssertionFailure()
                   << "label " << i << " at " << rects[i].x() << "," << rects[i].y() << " "
                   << rects[i].width() << "x" << rects[i].height() << " outside " << size.width()
                   << "x" << size.height();
        }
        for (std::size_t j = i + 1; j < rects.size(); ++j) {
            if (rects[i].intersects(rects[j])) {
                return ::testing::AssertionFailure()
                       << "labels " << i << " and " << j << " overlap at width " << size.width();
            }
        }
    }
    const int n = static_cast<int>(chart.bars().size());
    if (n > 0 && (l.categoryBars.empty() || l.categoryBars.front() != 0 ||
                  (size.width() >= 200 && l.categoryBars.back() != n - 1))) {
        return ::testing::AssertionFailure() << "the first or last value is not shown";
    }
    if (l.ticks.size() < 2) {
        return ::testing::AssertionFailure() << "fewer than two ticks on the scale";
    }
    return ::testing::AssertionSuccess();
}

// The chart of every key the odds chart, at widths of 200, 300 and 500 px.
void expectClearAtEveryWidth(const Odds& odds, const std::string& what) {
    OddsChart chart;
    for (const auto* key : words::chartableKeys(odds)) {
        std::vector<OddsChart::Bar> bars;
        for (const auto& v : key->values) {
            bars.push_back({QString::fromStdString(v.value.dump()), 100 * v.probability,
                            words::barToolTip(*key, v), words::valueWords(key->key, v.value)});
        }
        chart.setBars(bars);
        chart.setRolled(static_cast<int>(bars.size()) / 2);
        for (int width : {200, 300, 500}) {
            EXPECT_TRUE(labelsClear(chart, QSize(width, 160)))
                << what << " " << key->key << " (" << bars.size() << " bars)";
        }
    }
}

TEST(OddsChart, NoTwoLabelsOverlapHoweverManyBarsAndNarrowTheChart) {
    OddsChart chart;
    for (int n : {1, 2, 5, 13, 25, 40}) { // 40: the most chartableKeys lets through
        chart.setBars(countingBars(n));
        chart.setRolled(n - 1);
        for (int width : {120, 200, 300, 500}) {
            EXPECT_TRUE(labelsClear(chart, QSize(width, 160))) << n << " bars";
            EXPECT_TRUE(labelsClear(chart, QSize(width, 90))) << n << " bars, short";
        }
    }
    // At 500 px thirteen counts all show; their percentages do not all fit above them, so the
    // rolled bar's alone shows.
    chart.setBars(countingBars(13));
    chart.setRolled(4);
    EXPECT_EQ(chart.layoutFor({500, 160}).categories.size(), 13u);
    ASSERT_EQ(chart.layoutFor({500, 160}).values.size(), 1u);
    EXPECT_EQ(chart.layoutFor({500, 160}).values[0].text, "3.1%");
    // Five fit, percentages and all.
    chart.setBars(countingBars(5));
    EXPECT_EQ(chart.layoutFor({500, 160}).values.size(), 5u);
    // At 200 px forty do not: every n-th, the first and last among them.
    chart.setBars(countingBars(40));
    const auto narrow = chart.layoutFor({200, 160});
    EXPECT_LT(narrow.categories.size(), 40u);
    EXPECT_GE(narrow.categories.size(), 3u);
    EXPECT_EQ(narrow.categories.front().text, "0");
    EXPECT_EQ(narrow.categories.back().text, "39");
}

TEST(OddsChart, TheScaleHasRoundTicksAndRoomAboveTheTallestBar) {
    OddsChart chart;
    chart.setBars({{"0", 19.75, {}, {}},
                   {"1", 39.5, {}, {}},
                   {"2", 29.6, {}, {}},
                   {"3", 9.9, {}, {}},
                   {"4", 1.25, {}, {}}});
    const auto l = chart.layoutFor({300, 200});
    ASSERT_GE(l.ticks.size(), 3u);
    EXPECT_EQ(l.ticks.front().text, "0%");
    const double step = l.tickValues[1] - l.tickValues[0];
    EXPECT_TRUE(step == 1 || step == 2 || step == 5 || step == 10 || step == 20 || step == 25)
        << step;
    EXPECT_GE(l.scaleTop, 39.5);
    // The tallest bar's percentage sits above it, inside the chart.
    ASSERT_EQ(l.values.size(), 5u);
    EXPECT_EQ(l.values[1].text, "39.5%");
    EXPECT_LE(l.values[1].rect.bottom(), l.bars[1].top());
    EXPECT_GE(l.values[1].rect.top(), 0);
    // Bars stand on one baseline, heights in proportion.
    EXPECT_EQ(l.bars[0].bottom(), l.bars[1].bottom());
    EXPECT_NEAR(double(l.bars[0].height()) / l.bars[1].height(), 0.5, 0.02);
}

TEST(OddsChart, TheRolledBarIsPaintedBlackAndTheOthersGrey) {
    OddsChart chart;
    chart.resize(300, 160);
    chart.setBars(countingBars(5));
    chart.setRolled(1);
    const QImage shot = chart.grab().toImage();
    const auto l = chart.layoutFor(chart.size());
    for (int i = 0; i < 3; ++i) {
        const QRect bar = l.bars[i];
        ASSERT_GT(bar.height(), 4) << i;
        const QColor inside = shot.pixelColor(bar.center());
        const QColor edge = shot.pixelColor(bar.left(), bar.center().y());
        EXPECT_EQ(edge, QColor(Qt::black)) << "bar " << i << "'s edge";
        if (i == 1) {
            EXPECT_EQ(inside, QColor(Qt::black)) << "the rolled bar";
        } else {
            EXPECT_EQ(inside, QColor(0xB0, 0xB0, 0xB0)) << "bar " << i;
        }
    }
    // Marking another bar repaints it.
    chart.setRolled(2);
    const QImage again = chart.grab().toImage();
    EXPECT_EQ(again.pixelColor(l.bars[2].center()), QColor(Qt::black));
    EXPECT_EQ(again.pixelColor(l.bars[1].center()), QColor(0xB0, 0xB0, 0xB0));
}

TEST(OddsChart, HoveringABarShowsItsTooltip) {
    OddsChart chart;
    chart.resize(300, 160);
    chart.setBars(countingBars(5));
    chart.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&chart));
    const auto l = chart.layout();
    for (int i : {0, 3, 4}) {
        const QPoint centre = l.bars[i].center();
        EXPECT_EQ(chart.barAt(centre), i);
        QHelpEvent help(QEvent::ToolTip, centre, chart.mapToGlobal(centre));
        QApplication::sendEvent(&chart, &help);
        EXPECT_TRUE(QToolTip::isVisible()) << i;
        EXPECT_EQ(QToolTip::text(), QStringLiteral("tip %1").arg(i));
    }
    // Left of the bars, on the scale: no bar, no tooltip.
    EXPECT_EQ(chart.barAt(QPoint(2, l.plot.center().y())), -1);
    QToolTip::hideText();
}

TEST(OddsChart, AScreenReaderHearsTheBarsValues) {
    OddsChart chart;
    chart.setBars({{"no", 25, {}, "not passed"}, {"yes", 75, {}, "passed"}});
    chart.setRolled(1);
    EXPECT_FALSE(chart.accessibleName().isEmpty());
    EXPECT_EQ(chart.accessibleDescription(), "not passed: 25.0%; passed: 75.0% (rolled)");
}

// The largest distributions the shipped scenarios give: each screenshot script's last fire
// (the ROE one at a large unit among them) and Jackson's Gatling gun firing its twelve dice.
TEST(OddsChart, TheShippedScenariosLargestChartsKeepTheirLabelsApart) {
    const std::vector<std::pair<QString, QString>> played = {
        {"fredericksburg-1862.json", "roe-script.json"},
        {"mwan-cedar-mountain.json", "mwan-script.json"},
        {"jackson-clearwater-1877.json", "jackson-script.json"},
        {"bluegray-fort-sanders-1863.json", "bluegray-script.json"}};
    std::size_t mostBars = 0;
    auto check = [&](MainWindow& window, const std::string& what) {
        auto* resolve = window.resolvePanel();
        Odds odds = computeOdds(window.document().ruleset(), resolve->currentRequest(),
                                window.document().state());
        for (const auto* key : words::chartableKeys(odds)) {
            mostBars = std::max(mostBars, key->values.size());
        }
        EXPECT_FALSE(words::chartableKeys(odds).empty()) << what;
        expectClearAtEveryWidth(odds, what);
    };
    for (const auto& [scenario, script] : played) {
        auto window = playedWindow(scenario, script);
        check(*window, scenario.toStdString());
    }
    auto jackson = shownWindow("jackson-clearwater-1877.json");
    ASSERT_TRUE(jackson->moveToNextPhase()); // Movement -> Fire
    auto* resolve = jackson->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("gatling"));
    resolve->selectSide("army");
    ASSERT_TRUE(resolve->form()->setValue("gun", "gatling-1"));
    ASSERT_TRUE(resolve->form()->setValue("target", "toohool"));
    ASSERT_TRUE(resolve->form()->setValue("range", 20.0));
    check(*jackson, "gatling");
    EXPECT_GE(mostBars, 13u) << "twelve Gatling dice: 0 to 12 hits";
}

// After a roll every key the referee switches to marks its own bar of what happened (ROE's
// fire: casualties, and the other keys of its result).
TEST(OddsChart, EveryKeySwitchedToAfterTheRollMarksWhatHappened) {
    auto window = playedWindow("fredericksburg-1862.json", "roe-script.json");
    auto* resolve = window->resolvePanel();
    std::optional<Outcome> rolled;
    QObject::connect(resolve, &app::ResolvePanel::outcomeShown,
                     [&](const Outcome& o) { rolled = o; });
    resolve->rollProgramDice();
    ASSERT_TRUE(rolled.has_value());
    auto* odds = resolve->oddsPanel();
    ASSERT_GE(odds->keyBox()->count(), 2);
    int marked = 0;
    for (int k = 0; k < odds->keyBox()->count(); ++k) {
        const std::string key = odds->keyBox()->itemData(k).toString().toStdString();
        ASSERT_TRUE(odds->showKey(key));
        const KeyOdds* values = odds->odds()->key(key);
        ASSERT_NE(values, nullptr);
        int expected = -1;
        for (std::size_t i = 0; i < values->values.size(); ++i) {
            if (rolled->result.contains(key) && values->values[i].value == rolled->result[key]) {
                expected = static_cast<int>(i);
            }
        }
        EXPECT_EQ(odds->chart()->rolled(), expected) << key;
        EXPECT_EQ(odds->markedBar(), expected) << key;
        marked += expected >= 0 ? 1 : 0;
    }
    EXPECT_GE(marked, 2) << "at least two keys of the result charted";
}

// The room the box paints item k's words in (beside the arrow), as the style gives it.
int roomForItem(const QComboBox* box, int k) {
    QStyleOptionComboBox opt;
    opt.initFrom(box);
    opt.editable = false;
    opt.currentText = box->itemText(k);
    return box->style()
        ->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, box)
        .width();
}

// That room is at least as wide as the words of each of the box's items.
::testing::AssertionResult wordsWhole(const QComboBox* box) {
    for (int k = 0; k < box->count(); ++k) {
        const int room = roomForItem(box, k);
        const int words = box->fontMetrics().horizontalAdvance(box->itemText(k));
        if (room < words) {
            return ::testing::AssertionFailure() << "\"" << box->itemText(k).toStdString()
                                                 << "\" needs " << words << " px, has " << room;
        }
    }
    return ::testing::AssertionSuccess();
}

// Two bars of one key, for odds the test makes up.
KeyOdds twoBars(const std::string& key) {
    return {key, {{0, "1/2", 0.5}, {1, "1/2", 0.5}}, true, 0.5};
}

// Issue 37: the picker follows the words of the odds on show; it was sized once, at its first
// show, and cut a longer key's words after a short one's.
TEST_F(ScreenTest, TheOddsOfPickerWidensForALongerKeyThanItsFirst) {
    auto window = playedWindow("fredericksburg-1862.json", "roe-script.json");
    auto* resolve = window->resolvePanel();
    resolve->showResults(app::ResolvePanel::Results::Odds);
    auto* odds = resolve->oddsPanel();
    odds->showOdds("fire", Odds{4, {twoBars("hits")}});
    QApplication::processEvents();
    odds->showOdds("melee", Odds{4, {twoBars("men_who_ran_from_the_fight_and_the_officers")}});
    QApplication::processEvents();
    ASSERT_NE(odds->keyBox(), nullptr);
    EXPECT_TRUE(wordsWhole(odds->keyBox()));
    const QRect r(odds->keyBox()->mapTo(odds, QPoint(0, 0)), odds->keyBox()->size());
    EXPECT_TRUE(odds->rect().contains(r)) << "the picker inside the panel";
}

// Issue 37: the "Odds of" picker shows its words whole at 1366 wide, whichever key it is on,
// after each shipped scenario's scripted fire.
TEST_F(ScreenTest, TheOddsOfPickerShowsItsWordsWhole) {
    const std::pair<QString, QString> played[] = {
        {"fredericksburg-1862.json", "roe-script.json"},
        {"mwan-cedar-mountain.json", "mwan-script.json"},
        {"jackson-clearwater-1877.json", "jackson-script.json"},
        {"bluegray-fort-sanders-1863.json", "bluegray-script.json"}};
    for (const auto& [scenario, script] : played) {
        auto window = playedWindow(scenario, script);
        auto* resolve = window->resolvePanel();
        resolve->rollProgramDice();
        resolve->showResults(app::ResolvePanel::Results::Odds);
        auto* odds = resolve->oddsPanel();
        QComboBox* box = odds->keyBox();
        if (!box) {
            continue; // no odds for this script's last action
        }
        for (int k = 0; k < box->count(); ++k) {
            ASSERT_TRUE(odds->showKey(box->itemData(k).toString().toStdString()));
            QApplication::processEvents();
            EXPECT_GE(roomForItem(box, k), box->fontMetrics().horizontalAdvance(box->itemText(k)))
                << scenario.toStdString() << ": \"" << box->itemText(k).toStdString() << "\"";
            EXPECT_TRUE(box->isVisibleTo(window.get()));
            const QRect r(box->mapTo(odds, QPoint(0, 0)), box->size());
            EXPECT_TRUE(odds->rect().contains(r)) << scenario.toStdString();
        }
    }
}

} // namespace
} // namespace adc::test
