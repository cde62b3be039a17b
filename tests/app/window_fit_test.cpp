// No window or dialog of the program is larger than the screen it opens on.
#include "screen_fixture.hpp"
#include "widgets/screen_fit.hpp"

#include <QMainWindow>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>

namespace adc::test {
namespace {

// Opens a modal dialog with `open` and checks it fits as it shows; closes it.
void expectModalFits(const std::function<void()>& open, const std::string& what) {
    auto seen = std::make_shared<bool>(false);
    auto* timer = new QTimer(qApp);
    timer->setInterval(5);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, seen, what] {
        if (QWidget* w = QApplication::activeModalWidget()) {
            *seen = true;
            EXPECT_TRUE(fitsItsScreen(w)) << what;
            w->close();
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
    open();
    EXPECT_TRUE(*seen) << what << " never opened";
}

// The panels that share a tab bar (the side column's on a short screen) show whole titles.
TEST_F(ScreenTest, EveryPanelsTabShowsItsWholeTitle) {
    auto window = shownWindow("fredericksburg-1862.json");
    int tabs = 0;
    for (auto* bar : window->findChildren<QTabBar*>()) {
        if (!bar->isVisible() || !qobject_cast<QMainWindow*>(bar->parentWidget())) {
            continue; // the resolve panel's own Odds/Outcome tabs are checked with the form
        }
        for (int i = 0; i < bar->count(); ++i, ++tabs) {
            // What QTabBar asks for a tab of text alone: the text and the style's padding.
            const int whole = bar->fontMetrics().horizontalAdvance(bar->tabText(i)) +
                              bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
            EXPECT_GE(bar->tabRect(i).width(), whole)
                << "tab \"" << bar->tabText(i).toStdString() << "\" is cut";
        }
    }
    EXPECT_GE(tabs, 2);
}

TEST_F(ScreenTest, EveryWindowAndDialogFitsItsScreen) {
    auto window = shownWindow("fredericksburg-1862.json");
    EXPECT_TRUE(fitsItsScreen(window.get()));

    auto* player = window->playerDisplay();
    player->show();
    QApplication::processEvents();
    EXPECT_TRUE(fitsItsScreen(player));
    player->close();

    window->showUserGuide();
    QApplication::processEvents();
    auto* guide = window->findChild<QDialog*>("userGuide");
    ASSERT_NE(guide, nullptr);
    EXPECT_TRUE(fitsItsScreen(guide));
    guide->close();

    expectModalFits([&] { window->showPreferences(); }, "preferences");
    expectModalFits(
        [&] {
            try {
                app::PhysicalDieDialog::ask(window.get(), Die{10, 0}, "a test", 1);
            } catch (const DiceExhausted&) {
                // closed unanswered, as the test meant
            }
        },
        "physical die");
    expectModalFits([&] { app::CardPickerDialog::ask(window.get()); }, "physical card");
#ifdef ADC_HAVE_PRINT
    expectModalFits([&] { window->action("print")->trigger(); }, "print dialog");
#endif
#ifdef ADC_HAVE_EDITOR
    window->action("editor")->trigger();
    QApplication::processEvents();
    auto* editor = window->findChild<adc::editor::ScenarioEditorWindow*>();
    ASSERT_NE(editor, nullptr);
    EXPECT_TRUE(fitsItsScreen(editor));
    editor->close();
#endif
    // A file error listing many problems.
    QTemporaryDir temp;
    QString torn = temp.filePath("torn.json");
    QFile f(torn);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": 1, \"kind\": \"scenario\", \"sides\": [");
    f.close();
    EXPECT_FALSE(window->openFile(torn));
    QApplication::processEvents();
    for (auto* box : window->findChildren<QMessageBox*>()) {
        EXPECT_TRUE(fitsItsScreen(box));
        box->close();
    }
}

// A window sized for a desktop monitor is brought within a laptop's screen as it shows, with
// the program's look set (whose style is a child of the application, as a search for the
// screen-keeping filter by its type once mistook for the filter).
TEST_F(ScreenTest, AWindowSizedForABiggerScreenIsBroughtWithinThisOne) {
    app::keepEveryWindowOnScreen();
    app::keepEveryWindowOnScreen(); // once is enough: a second call adds nothing
    EXPECT_EQ(qApp->findChildren<QObject*>(QStringLiteral("adcWindowsOnScreen"),
                                           Qt::FindDirectChildrenOnly)
                  .size(),
              1);
    QDialog big;
    big.resize(4000, 3000);
    big.show();
    QApplication::processEvents();
    EXPECT_TRUE(fitsItsScreen(&big));
}

// The resolve column runs the window's whole height at both screen sizes: the form, Roll and
// the outcome never share their height with the log and the undo history, which sit under the
// rosters (or, on a short screen, behind the deck's tab).
TEST_F(ScreenTest, TheResolveColumnRunsTheWindowsWholeHeight) {
    for (const char* scenario : {"fredericksburg-1862.json", "bluegray-fort-sanders-1863.json"}) {
        auto window = shownWindow(scenario);
        QWidget* resolve = window->resolvePanel();
        const QRect column(resolve->mapTo(window.get(), QPoint(0, 0)), resolve->size());
        const QRect rosters(window->rosterBar()->mapTo(window.get(), QPoint(0, 0)),
                            window->rosterBar()->size());
        EXPECT_LE(column.top(), rosters.top()) << scenario;
        const int statusTop = window->statusBar()->mapTo(window.get(), QPoint(0, 0)).y();
        EXPECT_GE(column.bottom(), statusTop - 12) << scenario << ": the column stops short";
        for (const char* name : {"logDock", "historyDock", "briefingDock"}) {
            auto* dock = window->findChild<QDockWidget*>(name);
            ASSERT_NE(dock, nullptr) << name;
            if (!dock->isVisible()) {
                continue;
            }
            const QRect r(dock->mapTo(window.get(), QPoint(0, 0)), dock->size());
            EXPECT_FALSE(r.intersects(column)) << scenario << ": " << name << " under the form";
        }
        // It is the working column: never among the docks a menu can hide.
        openEveryMenu(*window);
        for (QMenu* menu : window->findChildren<QMenu*>()) {
            for (QAction* a : menu->actions()) {
                EXPECT_NE(a->text(), QStringLiteral("Resolve")) << menu->title().toStdString();
            }
        }
        std::unique_ptr<QMenu> popup(window->createPopupMenu());
        ASSERT_NE(popup, nullptr);
        for (QAction* a : popup->actions()) {
            EXPECT_NE(a->text(), QStringLiteral("Resolve")) << scenario;
        }
    }
}

} // namespace
} // namespace adc::test
