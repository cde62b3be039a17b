// The odds in the resolve panel: the chart follows the form and equals the engine's exact
// distribution, a form that cannot be resolved shows what it lacks, and after a roll the panel
// and the player display say how likely the outcome was. The skirmish fire rolls one D6 per
// figure (four here), hitting on 1-2 at short range and on 1 beyond 12": binomial counts.
#include "gui_fixture.hpp"
#include "odds/odds_chart.hpp"
#include "odds/odds_panel.hpp"
#include "odds/odds_worker.hpp"
#include "odds_words.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "tabletop/player_display.hpp"

#include "adc/odds.hpp"

#include <QComboBox>
#include <QHelpEvent>
#include <QSpinBox>
#include <QTest>
#include <QToolTip>

#include <cmath>

namespace adc::test {
namespace {

using adc::app::OddsPanel;

class OddsPanelTest : public GuiTest {
protected:
    adc::app::ResolvePanel* resolve() { return window->resolvePanel(); }
    OddsPanel* odds() { return resolve()->oddsPanel(); }
    // 20th Mass. (ten men, so four dice) fires at the 13th Mississippi.
    void fillFire(double range, bool aimed = false) {
        ASSERT_TRUE(resolve()->selectAction("fire"));
        resolve()->selectSide("union");
        auto* form = resolve()->form();
        ASSERT_TRUE(form->setValue("shooter", "mass20a"));
        ASSERT_TRUE(form->setValue("target", "miss13a"));
        ASSERT_TRUE(form->setValue("range", range));
        ASSERT_TRUE(form->setValue("aimed", aimed));
    }
    // Counts the odds of the form and waits for them: they are counted off the GUI thread.
    void countOdds() {
        resolve()->updateOdds();
        ASSERT_TRUE(QTest::qWaitFor([this] { return !resolve()->oddsPending(); }, 5000));
    }
    // The bars as (category, percent).
    std::vector<std::pair<QString, double>> bars() {
        std::vector<std::pair<QString, double>> out;
        QStringList cats = odds()->categories();
        std::vector<double> values = odds()->barValues();
        for (std::size_t i = 0; i < values.size(); ++i) {
            out.emplace_back(cats.value(int(i)), values[i]);
        }
        return out;
    }
};

TEST_F(OddsPanelTest, BarsAreTheEngineOddsOfTheFormsRequest) {
    fillFire(10);
    countOdds();
    ASSERT_TRUE(odds()->chartShown()) << odds()->hintText().toStdString();
    EXPECT_EQ(odds()->keyShown(), "hits");

    Odds engine = computeOdds(doc().ruleset(), resolve()->currentRequest(), doc().state());
    const KeyOdds* hits = engine.key("hits");
    ASSERT_NE(hits, nullptr);
    auto shown = bars();
    ASSERT_EQ(shown.size(), hits->values.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        EXPECT_EQ(shown[i].first, qs(hits->values[i].value.dump()));
        EXPECT_DOUBLE_EQ(shown[i].second, 100 * hits->values[i].probability);
    }
    // Four dice hitting on a third: 16, 32, 24, 8 and 1 in 81.
    ASSERT_EQ(shown.size(), 5u);
    EXPECT_DOUBLE_EQ(shown[0].second, 100.0 * 16 / 81);
    EXPECT_DOUBLE_EQ(shown[2].second, 100.0 * 24 / 81);
    EXPECT_DOUBLE_EQ(shown[4].second, 100.0 * 1 / 81);
    EXPECT_EQ(odds()->barToolTips().value(2),
              "2 hits: 29.6% (exactly 8/27)\nat least 2: 40.7%"); // 33/81
    EXPECT_EQ(odds()->barToolTips().value(1), "1 hit: 39.5% (exactly 32/81)\nat least 1: 80.2%");
    EXPECT_EQ(odds()->meanText(), "Expected: 1.33 hits");
    EXPECT_EQ(odds()->atLeastText(), "At least 1: 80.2% · 2: 40.7% · 3: 11.1% · 4: 1.2%");
    EXPECT_EQ(odds()->markedBar(), -1);

    // The chart draws those bars, and hovering one shows its tooltip.
    auto* chart = odds()->chart();
    ASSERT_NE(chart, nullptr);
    EXPECT_EQ(chart->labels(), QStringList({"0", "1", "2", "3", "4"}));
    EXPECT_EQ(chart->accessibleName(), "Odds of hits");
    EXPECT_TRUE(chart->accessibleDescription().startsWith("0 hits: 19.8%; 1 hit: 39.5%"))
        << chart->accessibleDescription().toStdString();
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    ASSERT_TRUE(chart->isVisible()) << "the chart folded in a window of " << window->height();
    const QPoint centre = chart->layout().bars.at(2).center();
    QHelpEvent help(QEvent::ToolTip, centre, chart->mapToGlobal(centre));
    QApplication::sendEvent(chart, &help);
    EXPECT_EQ(QToolTip::text(), odds()->barToolTips().value(2));
    QToolTip::hideText();
}

TEST_F(OddsPanelTest, ChangingAFieldRedrawsTheChartOnceTypingPauses) {
    fillFire(10);
    countOdds();
    ASSERT_DOUBLE_EQ(bars().at(0).second, 100.0 * 16 / 81);
    // Long range: hits on a 1 only, so no hit in (5/6)^4 = 625/1296.
    ASSERT_TRUE(resolve()->form()->setValue("range", 18.0));
    // Not at every keystroke: the chart waits for the form to rest.
    EXPECT_DOUBLE_EQ(bars().at(0).second, 100.0 * 16 / 81);
    auto firstBarIs = [this](double percent) {
        return QTest::qWaitFor([&] { return std::abs(bars().at(0).second - percent) < 1e-9; },
                               2000);
    };
    EXPECT_TRUE(firstBarIs(100.0 * 625 / 1296));
    EXPECT_EQ(odds()->barToolTips().value(0), "0 hits: 48.2% (exactly 625/1296)");
    // Aimed at long range: hits on 1-2 again.
    ASSERT_TRUE(resolve()->form()->setValue("aimed", true));
    EXPECT_TRUE(firstBarIs(100.0 * 16 / 81));
}

TEST_F(OddsPanelTest, AFormTheEngineRefusesShowsWhatItLacksAndNoChart) {
    fillFire(10);
    countOdds();
    ASSERT_TRUE(odds()->chartShown());
    EXPECT_FALSE(resolve()->form()->setValue("target", "nobody")); // the picker left empty
    countOdds();
    EXPECT_FALSE(odds()->chartShown());
    EXPECT_EQ(odds()->odds(), nullptr);
    EXPECT_TRUE(odds()->hintText().startsWith("Fill the form to see the odds — Target: "))
        << odds()->hintText().toStdString();
    // Filled again: the chart comes back.
    ASSERT_TRUE(resolve()->form()->setValue("target", "miss13a"));
    countOdds();
    EXPECT_TRUE(odds()->chartShown());
}

TEST_F(OddsPanelTest, AfterTheRollThePanelAndPlayerDisplaySayHowLikelyItWas) {
    auto* display = window->playerDisplay();
    fillFire(10);
    ScriptedDice dice({1, 2, 5, 6}); // two hits
    auto outcome = resolve()->rollWith(dice);
    ASSERT_TRUE(outcome.has_value());
    ASSERT_EQ(outcome->result["hits"], 2);
    // Exactly 8/27 for two hits and 33/81 for two or more.
    EXPECT_EQ(resolve()->chanceText(), "How likely: 2 hits: 29.6% — at least 2: 40.7%");
    EXPECT_EQ(odds()->markedBar(), 2);
    EXPECT_EQ(odds()->chart()->rolled(), 2);
    EXPECT_EQ(odds()->chanceOf(outcome->result), "2 hits: 29.6% — at least 2: 40.7%");

    // Applied: the chart still shows the odds the roll had, its bar marked, though the
    // target has lost two men since; the player display repeats the chance.
    ASSERT_TRUE(resolve()->applyPending());
    countOdds();
    EXPECT_EQ(odds()->markedBar(), 2);
    EXPECT_EQ(display->chanceText(), "Chance of that: 2 hits: 29.6% — at least 2: 40.7%");

    // A new request clears the mark; the outcome below keeps its chance.
    ASSERT_TRUE(resolve()->form()->setValue("range", 14.0));
    countOdds();
    EXPECT_EQ(odds()->markedBar(), -1);
    EXPECT_EQ(resolve()->chanceText(), "How likely: 2 hits: 29.6% — at least 2: 40.7%");

    // Undone: the player display shows no chance for an outcome it has none for.
    doc().undo();
    EXPECT_EQ(display->chanceText(), "");
}

// Odds only where something varies (issue 37, item 3): a card named in the form is drawn for
// certain, and a chart of one bar at 100% is not drawn.
TEST_F(OddsPanelTest, ACertainResultHasNoChart) {
    ASSERT_TRUE(resolve()->selectAction("draw"));
    ASSERT_TRUE(resolve()->form()->setValue("card", "QH"));
    countOdds();
    EXPECT_FALSE(odds()->chartShown());
    EXPECT_EQ(odds()->hintText(), "Nothing here depends on the dice: the result is certain.");
}

TEST_F(OddsPanelTest, TooManyDiceToCountSaysSoAndTheRollStillWorks) {
    fillFire(10);
    resolve()->setOddsBranchLimit(10); // four D6 need more
    countOdds();
    EXPECT_FALSE(odds()->chartShown());
    EXPECT_EQ(odds()->hintText(), "Too many dice to count the odds exactly.");
    ScriptedDice dice({1, 6, 6, 6});
    auto outcome = resolve()->rollWith(dice);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_EQ(outcome->result["hits"], 1);
    EXPECT_EQ(resolve()->chanceText(), "");
}

// The roll shows the odds the worker counted for its request at this position of the game,
// rather than counting them again on the GUI thread; once the game has moved on they are
// counted again (issue 35, item 3).
TEST_F(OddsPanelTest, ARollReusesTheOddsCountedForItsRequestAndPosition) {
    fillFire(10);
    countOdds();
    ASSERT_TRUE(odds()->chartShown());
    resolve()->setOddsBranchLimit(10); // counting again now would give no odds
    ScriptedDice dice({1, 2, 5, 6});   // two hits
    ASSERT_TRUE(resolve()->rollWith(dice).has_value());
    EXPECT_EQ(resolve()->chanceText(), "How likely: 2 hits: 29.6% — at least 2: 40.7%");
    EXPECT_EQ(odds()->markedBar(), 2);

    ASSERT_TRUE(resolve()->applyPending()); // the target has lost two men since
    ScriptedDice again({1, 6, 6, 6});
    ASSERT_TRUE(resolve()->rollWith(again).has_value());
    EXPECT_EQ(resolve()->chanceText(), "") << "counted again, against the game as it is";
}

TEST_F(OddsPanelTest, TheKeyPickedIsKeptForThatAction) {
    ASSERT_TRUE(resolve()->selectAction("morale"));
    ASSERT_TRUE(resolve()->form()->setValue("unit", "miss13a"));
    countOdds();
    ASSERT_TRUE(odds()->chartShown()) << odds()->hintText().toStdString();
    EXPECT_EQ(odds()->keyShown(), "passed");
    // 2D6 ≤ 8: 26 of 36.
    ASSERT_EQ(odds()->categories(), QStringList({"no", "yes"}));
    EXPECT_DOUBLE_EQ(odds()->barValues().at(1), 100.0 * 26 / 36);
    EXPECT_EQ(odds()->meanText(), "");
}

// Odds are counted off the GUI thread: while a walk of 6^12 branches runs, the form takes
// typing, and a change of the form stops the walk at once rather than queueing behind it.
TEST_F(OddsPanelTest, TypingGoesOnWhileALargeRequestIsCounted) {
    ASSERT_TRUE(resolve()->selectAction("volley"));
    resolve()->setOddsBranchLimit(std::uint64_t(1) << 40);
    auto* dice = qobject_cast<QSpinBox*>(resolve()->form()->field("dice"));
    ASSERT_NE(dice, nullptr);
    dice->setValue(12);
    resolve()->updateOdds();
    ASSERT_TRUE(resolve()->oddsPending());
    // Keys typed while the walk runs reach the form.
    dice->setFocus();
    dice->selectAll();
    QTest::keyClicks(dice, "11");
    EXPECT_EQ(dice->value(), 11);
    EXPECT_TRUE(resolve()->oddsPending()) << "the walk is still counting";
    // The form changed: the next count stops the walk under way.
    const int stoppedBefore = resolve()->oddsWorker()->stopped();
    dice->setValue(2);
    resolve()->updateOdds();
    EXPECT_EQ(resolve()->oddsWorker()->stopped(), stoppedBefore + 1);
    ASSERT_TRUE(QTest::qWaitFor([this] { return !resolve()->oddsPending(); }, 5000));
    ASSERT_TRUE(odds()->chartShown()) << odds()->hintText().toStdString();
    EXPECT_DOUBLE_EQ(odds()->barValues().at(2), 100.0 / 36); // two sixes
}

// The share server reads the odds of the form as they are counted.
TEST_F(OddsPanelTest, TheOddsOfTheFormAreAnnounced) {
    std::vector<std::string> announced;
    QObject::connect(resolve(), &adc::app::ResolvePanel::oddsReady,
                     [&](const ActionRequest& request, const Odds& odds) {
                         announced.push_back(request.action + " " + std::to_string(odds.branches));
                     });
    fillFire(10);
    countOdds();
    ASSERT_FALSE(announced.empty());
    EXPECT_EQ(announced.back(), "fire 1296");
}

TEST(OddsWords, ValuesPercentagesAndTheTellingKey) {
    using namespace adc::app;
    EXPECT_EQ(words::valueWords("hits", 1), "1 hit");
    EXPECT_EQ(words::valueWords("casualties", 1), "1 casualty");
    EXPECT_EQ(words::valueWords("stands_removed", 1), "1 stand removed");
    EXPECT_EQ(words::valueWords("stands_removed", 3), "3 stands removed");
    EXPECT_EQ(words::valueWords("passed", true), "passed");
    EXPECT_EQ(words::valueWords("passed", false), "not passed");
    EXPECT_EQ(words::valueWords("winner", "attacker"), "winner: attacker");
    EXPECT_EQ(words::percent(0.0), "0%");
    EXPECT_EQ(words::percent(1.0), "100%");
    EXPECT_EQ(words::percent(0.123456), "12.3%");
    EXPECT_EQ(words::percent(0.0004), "0.04%");
    EXPECT_EQ(words::percent(0.99999), ">99.9%");

    Odds o;
    o.keys.push_back({"roll", {{7, "1/1", 1.0}}, true, 7});
    o.keys.push_back({"order", {{"charge", "1/1", 1.0}}, false, 0});
    o.keys.push_back({"figures", {{json::array({1, 2}), "1/1", 1.0}}, false, 0});
    auto keys = words::chartableKeys(o);
    ASSERT_EQ(keys.size(), 2u); // the array-valued key has no chart
    EXPECT_EQ(words::tellingKey(keys, {"passed"}), "roll")
        << "the first number when none is declared";
    o.keys.push_back({"passed", {{false, "1/2", 0.5}, {true, "1/2", 0.5}}, false, 0});
    EXPECT_EQ(words::tellingKey(words::chartableKeys(o), {"hits", "passed"}), "passed");
    EXPECT_EQ(words::tellingKey(words::chartableKeys(o), {}), "roll");
    EXPECT_EQ(words::chanceWords(o.keys.back(), false), "not passed: 50.0%");
    EXPECT_EQ(words::chanceWords(o.keys[1], "charge"), "order: charge — 100%");
}

} // namespace
} // namespace adc::test
