#pragma once
// The screen tests' shared pieces: the shipped scenarios in the real window, whether a window
// fits its screen, and whether an outcome's headline, dice and steps are wholly in sight. The
// ScreenTest fixture runs only on a screen of at least 1366x768 (the app_table_on_* runs give
// the offscreen platform one).
#include "adc/builtin_rulesets.hpp"
#include "gui_fixture.hpp"
#include "odds/odds_chart.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/physical_dice_dialog.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_bar.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "table_colours.hpp"
#include "tabletop/player_display.hpp"
#include "widgets/dice_painter.hpp"
#include "window/demo_script.hpp"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>
#include <QTextEdit>
#include <QTreeView>
#include <QTreeWidget>

#include <memory>

#ifdef ADC_HAVE_EDITOR
#include "editor/scenario_editor_window.hpp"
#endif

namespace adc::test {

using adc::app::MainWindow;

inline QString dataDir() {
    return QStringLiteral(ADC_TEST_DATA_DIR);
}

// Where a window may go: the screen it is on, less what the desktop keeps for itself.
inline ::testing::AssertionResult fitsItsScreen(const QWidget* w) {
    QSize frame = w->frameGeometry().size();
    QSize room = w->screen()->availableGeometry().size();
    if (frame.width() <= room.width() && frame.height() <= room.height()) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << w->metaObject()->className() << " \"" << w->windowTitle().toStdString() << "\" is "
           << frame.width() << "x" << frame.height() << " on a screen of " << room.width() << "x"
           << room.height() << " (its least " << w->minimumSizeHint().width() << "x"
           << w->minimumSizeHint().height() << ", inside its frame " << w->width() << "x"
           << w->height() << ")";
}

inline std::unique_ptr<MainWindow> shippedWindow(const QString& scenario) {
    auto w = std::make_unique<MainWindow>(builtinRulesets(), dataDir());
    w->document().setRecoveryPath({});
    if (!w->openFile(dataDir() + "/scenarios/" + scenario)) {
        ADD_FAILURE() << w->lastErrors().join("\n").toStdString();
    }
    return w;
}

// The window on a shipped scenario, shown and exposed, as the referee first sees it.
inline std::unique_ptr<MainWindow> shownWindow(const QString& scenario) {
    auto w = shippedWindow(scenario);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) {
        ADD_FAILURE() << "the window on " << scenario.toStdString() << " was never exposed";
    }
    return w;
}

// The same with one of docs/screenshots' scripts played on it (every step taken).
inline std::unique_ptr<MainWindow> playedWindow(const QString& scenario, const QString& script) {
    auto w = shownWindow(scenario);
    const QStringList problems = app::playScript(*w, dataDir() + "/docs/screenshots/" + script);
    EXPECT_TRUE(problems.isEmpty()) << problems.join("\n").toStdString();
    QApplication::processEvents();
    return w;
}

// A widget inside `page` is wholly inside it: the scroll area shows all of it when scrolled.
inline ::testing::AssertionResult whollyIn(const QWidget* child, const QWidget* page,
                                           const char* what) {
    QRect r(child->mapTo(page, QPoint(0, 0)), child->size());
    if (page->rect().contains(r)) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << what << " at " << r.y() << "+" << r.height()
                                         << " outside a page of " << page->height();
}

inline void expectOutcomeWhole(const app::OutcomeView* view) {
    const QWidget* page = view->scrollArea()->widget();
    const QLabel* headline = view->summaryLabel();
    EXPECT_GE(headline->height(), headline->heightForWidth(headline->width()))
        << headline->text().toStdString();
    EXPECT_TRUE(whollyIn(headline, page, "headline"));
    const app::DiceStrip* dice = view->diceStrip();
    EXPECT_GE(dice->height(), dice->heightForWidth(dice->width()))
        << "page " << page->width() << "x" << page->height() << " hfw "
        << page->heightForWidth(page->width()) << " dice width " << dice->width();
    EXPECT_TRUE(whollyIn(dice, page, "dice"));
    for (std::size_t i = 0; i < dice->rolls().size(); ++i) {
        EXPECT_TRUE(dice->rect().contains(dice->dieRect(i))) << "die " << i + 1;
    }
    const QTreeWidget* steps = view->stepsView();
    EXPECT_TRUE(whollyIn(steps, page, "steps"));
    for (int i = 0; i < steps->topLevelItemCount(); ++i) {
        QRect row = steps->visualItemRect(steps->topLevelItem(i));
        EXPECT_TRUE(steps->viewport()->rect().contains(row))
            << "step " << i + 1 << ": " << steps->topLevelItem(i)->text(0).toStdString();
    }
    EXPECT_TRUE(whollyIn(view->effectsView(), page, "effects"));
}

class ScreenTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (belowLaptop()) {
            GTEST_SKIP() << "screen smaller than 1366x768";
        }
        QSettings().clear();
    }
    void TearDown() override { QSettings().clear(); }
};

} // namespace adc::test
