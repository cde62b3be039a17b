// The referee's table on a laptop: every window fits its screen, the resolve form never scrolls
// sideways, splitters are remembered; the outcome panel tells undone from applied; a broken
// file at start says what is wrong and offers a way on; stale errors clear; the briefing and
// the Help menu are on the game screen.
#include "adc/builtin_rulesets.hpp"
#include "gui_fixture.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_panel.hpp"
#include "tabletop/briefing_panel.hpp"

#include "adc/atomic_file.hpp"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTest>
#include <QTextBrowser>

namespace adc::test {
namespace {

using adc::app::MainWindow;

QSize room(const QWidget* w) {
    return w->screen()->availableGeometry().size();
}

void expectFits(const QWidget* w, const std::string& what) {
    QSize frame = w->frameGeometry().size();
    QSize avail = room(w);
    EXPECT_LE(frame.width(), avail.width()) << what;
    EXPECT_LE(frame.height(), avail.height()) << what;
}

// The program is laid out for 1366×768 and up; ctest runs these on both screen sizes
// (app_table_on_1366x768, app_table_on_1920x1080), the default offscreen screen is smaller.
#define SKIP_BELOW_LAPTOP()                                                                        \
    if (belowLaptop())                                                                             \
    GTEST_SKIP() << "screen smaller than 1366x768"

class TableTest : public GuiTest {
protected:
    void fire(std::vector<int> faces) {
        auto* resolve = window->resolvePanel();
        ASSERT_TRUE(resolve->selectAction("fire"));
        resolve->selectSide("union");
        ASSERT_TRUE(resolve->form()->setValue("shooter", "mass20a"));
        ASSERT_TRUE(resolve->form()->setValue("target", "miss13a"));
        ASSERT_TRUE(resolve->form()->setValue("range", 10.0));
        ScriptedDice dice(std::move(faces));
        ASSERT_TRUE(resolve->rollWith(dice));
        ASSERT_TRUE(resolve->applyPending());
    }
};

TEST_F(TableTest, TheMainWindowFitsItsScreen) {
    SKIP_BELOW_LAPTOP();
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    expectFits(window.get(), "main window");
}

TEST_F(TableTest, AGeometrySavedOnABiggerMonitorIsClippedToThisScreen) {
    SKIP_BELOW_LAPTOP();
    // A window as big as two monitors, saved by an earlier run.
    window->show();
    window->setGeometry(QRect(QPoint(0, 0), room(window.get()) * 2));
    QSettings().setValue("window/geometry", window->saveGeometry());
    window->document().removeRecovery();
    window.reset();
    window = makeWindow();
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    expectFits(window.get(), "restored main window");
}

TEST_F(TableTest, SplitterPositionsAreRememberedAndHandlesCanBeGrabbed) {
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    auto* panes = window->resolvePanel()->panes();
    EXPECT_GE(panes->handleWidth(), 5);
    ASSERT_EQ(panes->count(), 2); // the form; the odds and the outcome in tabs
    // Dragged by the mouse, as the referee does: only a drag overrides the form's own fit.
    QSplitterHandle* handle = panes->handle(1);
    const QPoint grip = handle->rect().center();
    const int before = panes->sizes().value(0);
    QTest::mousePress(handle, Qt::LeftButton, {}, grip);
    QTest::mouseMove(handle, grip + QPoint(0, 40));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, grip + QPoint(0, 40));
    QList<int> moved = panes->sizes();
    ASSERT_NE(moved.value(0), before) << "the drag did not move the handle";
    ASSERT_TRUE(window->close());
    window = makeWindow();
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    EXPECT_EQ(window->resolvePanel()->panes()->sizes(), moved);
}

TEST_F(TableTest, UndoSaysTheOutcomeWasUndoneAndRedoThatItIsApplied) {
    fire({1, 6, 6, 6});
    auto* view = window->resolvePanel()->outcomeView();
    EXPECT_EQ(view->stateText(), "Applied.");
    doc().undo();
    EXPECT_TRUE(view->stateText().startsWith("Undone")) << view->stateText().toStdString();
    EXPECT_FALSE(view->applyButton()->isEnabled());
    doc().redo();
    EXPECT_EQ(view->stateText(), "Applied.");
    // Undone and replaced by another event: the old outcome is gone, not "Undone".
    doc().undo();
    fire({6, 6, 6, 6});
    doc().undo();
    EXPECT_TRUE(view->stateText().startsWith("Undone"));
}

TEST_F(TableTest, ABrokenFileAtStartSaysWhyAndOffersAnother) {
    window->document().removeRecovery();
    window.reset();
    QString torn = temp.filePath("torn.json");
    writeFileAtomically(torn.toStdString(), "{\"format\": 1, \"kind\": \"sce");
    window = makeWindow();
    window->startUp(torn);
    EXPECT_FALSE(window->document().hasGame());
    auto* box = window->findChild<QMessageBox*>("noGameBox");
    ASSERT_NE(box, nullptr);
    QString text = box->text();
    EXPECT_FALSE(text.contains("unchanged")) << text.toStdString();
    EXPECT_TRUE(text.contains("could not be opened")) << text.toStdString();
    EXPECT_TRUE(text.contains("torn.json")) << text.toStdString();
    EXPECT_TRUE(text.contains("line 1, column")) << text.toStdString();
    EXPECT_FALSE(text.contains("json.exception")) << text.toStdString();
    EXPECT_NE(box->findChild<QPushButton*>("openAnother"), nullptr);
    box->close();
}

TEST_F(TableTest, AFailedOpenWithAGameOnScreenStillSaysItIsUnchanged) {
    QString torn = temp.filePath("torn.json");
    writeFileAtomically(torn.toStdString(), "[1, 2");
    EXPECT_FALSE(window->openFile(torn));
    auto boxes = window->findChildren<QMessageBox*>();
    ASSERT_FALSE(boxes.isEmpty());
    EXPECT_TRUE(boxes.last()->text().contains("the game on screen is unchanged"));
    EXPECT_EQ(window->findChild<QMessageBox*>("noGameBox"), nullptr);
    for (auto* b : boxes) {
        b->close();
    }
}

TEST_F(TableTest, AStaleRefusalClearsWhenTheFormChanges) {
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("draw"));
    ASSERT_TRUE(resolve->form()->setValue("card", "ZZ")); // no such card: refused
    ScriptedDice dice({});
    EXPECT_FALSE(resolve->rollWith(dice));
    auto* view = resolve->outcomeView();
    ASSERT_TRUE(view->showsError()) << view->summaryText().toStdString();
    QString refusal = view->summaryText();
    EXPECT_TRUE(refusal.contains("is not a card")) << refusal.toStdString();
    ASSERT_TRUE(resolve->form()->setValue("card", "AS"));
    EXPECT_FALSE(view->showsError());
    EXPECT_NE(view->summaryText(), refusal);
}

TEST_F(TableTest, TheBriefingIsOnTheGameScreen) {
    auto* dock = window->findChild<QDockWidget*>("briefingDock");
    ASSERT_NE(dock, nullptr);
    QString text = window->briefingPanel()->toPlainText();
    EXPECT_TRUE(text.contains("Test skirmish at the mill")) << text.toStdString();
    EXPECT_TRUE(text.contains("Two companies a side; used by the GUI tests only."));
}

TEST(Briefing, ShowsSpecialRulesVictoryAndTerrainNotes) {
    Scenario s;
    s.name = "Hawke Street";
    s.description = "The crossing.";
    s.specialRules = {"Boats carry 12."};
    s.victory = {"Hold two buildings."};
    s.terrain = json::parse(R"([{"name": "Market House", "notes": "Union objective."},
                                {"name": "Wall"}, {"cover": "half"}])");
    QTextBrowser view;
    view.setHtml(adc::app::briefingHtml(s));
    QString text = view.toPlainText();
    for (const char* part :
         {"Hawke Street", "The crossing.", "Special rules", "Boats carry 12.", "Victory conditions",
          "Hold two buildings.", "Terrain", "Market House: Union objective.", "Wall"}) {
        EXPECT_TRUE(text.contains(part)) << part << " in " << text.toStdString();
    }
}

QTextBrowser* openedHelp(MainWindow& w, const char* action, const char* dialog) {
    w.action(action)->trigger();
    auto* d = w.findChild<QDialog*>(dialog);
    return d ? d->findChild<QTextBrowser*>() : nullptr;
}

TEST_F(TableTest, TheHelpMenuHasTheGuideTheShortcutsAndAbout) {
    QMenu* help = window->menuBar()->findChild<QMenu*>("helpMenu");
    ASSERT_NE(help, nullptr);
    // Empty until opened (it is filled just before it shows), then the window's commands.
    EXPECT_TRUE(help->actions().isEmpty());
    window->show();
    window->menuBar()->setActiveAction(help->menuAction());
    EXPECT_TRUE(help->isVisible());
    help->close();
    QStringList names;
    for (auto* a : help->actions()) {
        names << a->objectName();
    }
    EXPECT_TRUE(names.contains("userGuide"));
    EXPECT_TRUE(names.contains("shortcuts"));
    EXPECT_TRUE(names.contains("about"));

    QTextBrowser* guide = openedHelp(*window, "userGuide", "userGuide");
    ASSERT_NE(guide, nullptr);
    QString text = guide->toPlainText();
    // The turn comes from the ruleset's own sequence of play.
    EXPECT_TRUE(text.contains("Card activation — Draw cards; the colour drawn acts."))
        << text.toStdString();
    EXPECT_TRUE(text.contains("Physical dice"));
    EXPECT_TRUE(text.contains("Recovery"));
    EXPECT_TRUE(text.contains("player display"));
    expectFits(guide->window(), "user guide");

    QTextBrowser* keys = openedHelp(*window, "shortcuts", "shortcutsHelp");
    ASSERT_NE(keys, nullptr);
    QString listed = keys->toPlainText();
    EXPECT_TRUE(listed.contains("Roll\nCtrl+R")) << listed.toStdString();
    EXPECT_TRUE(listed.contains("User guide\nF1")) << listed.toStdString();

    window->action("about")->trigger();
    auto* about = window->findChild<QMessageBox*>("aboutBox");
    ASSERT_NE(about, nullptr);
    EXPECT_TRUE(about->text().contains("Aide-de-Camp"));
    about->close();
}

// The largest form of every shipped ruleset, at the size the window takes on this screen.
TEST(ShippedForms, EveryFieldShowsWithoutSidewaysScrolling) {
    SKIP_BELOW_LAPTOP();
    QString data = QStringLiteral(ADC_TEST_DATA_DIR);
    QDir dir(data + "/scenarios");
    for (const auto& f : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        MainWindow window(builtinRulesets(), data);
        window.document().setRecoveryPath({});
        ASSERT_TRUE(window.openFile(dir.filePath(f)));
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        expectFits(&window, f.toStdString());
        auto* resolve = window.resolvePanel();
        auto* scroll = resolve->formScroll();
        for (int i = 0; i < resolve->actionBox()->count(); ++i) {
            resolve->actionBox()->setCurrentIndex(i);
            QApplication::processEvents();
            std::string what = f.toStdString() + " " + resolve->currentAction();
            EXPECT_LE(scroll->widget()->minimumSizeHint().width(), scroll->viewport()->width())
                << what;
            EXPECT_EQ(scroll->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
        }
        window.close();
    }
}

} // namespace
} // namespace adc::test
