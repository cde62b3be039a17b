// The referee's table read from the screen: the outcome's headline, steps and dice are never
// cut off (12 Gatling dice all drawn), every window and dialog fits its screen, no internal
// name reaches any widget after a scripted turn of each shipped scenario, and the rosters show
// each unit's men and leaders under one filter field with a legend for the casualty colours.
#include "adc/builtin_rulesets.hpp"
#include "demo_script.hpp"
#include "dice_painter.hpp"
#include "gui_fixture.hpp"
#include "outcome_view.hpp"
#include "param_form.hpp"
#include "physical_dice_dialog.hpp"
#include "player_display.hpp"
#include "resolve_panel.hpp"
#include "roster_bar.hpp"
#include "roster_model.hpp"
#include "roster_panel.hpp"
#include "table_colours.hpp"

#include <QAbstractButton>
#include <QAction>
#include <QBarCategoryAxis>
#include <QChartView>
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
namespace {

using adc::app::MainWindow;

QString dataDir() {
    return QStringLiteral(ADC_TEST_DATA_DIR);
}

bool belowLaptop() {
    QSize s = QGuiApplication::primaryScreen()->availableGeometry().size();
    return s.width() < 1366 || s.height() < 768;
}

// Where a window may go: the screen it is on, less what the desktop keeps for itself.
::testing::AssertionResult fitsItsScreen(const QWidget* w) {
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

std::unique_ptr<MainWindow> shippedWindow(const QString& scenario) {
    auto w = std::make_unique<MainWindow>(builtinRulesets(), dataDir());
    w->document().setRecoveryPath({});
    if (!w->openFile(dataDir() + "/scenarios/" + scenario)) {
        ADD_FAILURE() << w->lastErrors().join("\n").toStdString();
    }
    return w;
}

// A widget inside `page` is wholly inside it: the scroll area shows all of it when scrolled.
::testing::AssertionResult whollyIn(const QWidget* child, const QWidget* page, const char* what) {
    QRect r(child->mapTo(page, QPoint(0, 0)), child->size());
    if (page->rect().contains(r)) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << what << " at " << r.y() << "+" << r.height()
                                         << " outside a page of " << page->height();
}

void expectOutcomeWhole(const app::OutcomeView* view) {
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

TEST_F(ScreenTest, TwelveGatlingDiceAreAllDrawnWithTheHeadlineAndEveryStep) {
    auto window = shippedWindow("jackson-clearwater-1877.json");
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    ASSERT_TRUE(window->moveToNextPhase()); // Movement -> Fire
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("gatling"));
    resolve->selectSide("army");
    ASSERT_TRUE(resolve->form()->setValue("gun", "gatling-1"));
    ASSERT_TRUE(resolve->form()->setValue("target", "toohool"));
    ASSERT_TRUE(resolve->form()->setValue("range", 20.0));
    resolve->rollProgramDice();
    ASSERT_TRUE(resolve->hasPending()) << resolve->outcomeView()->summaryText().toStdString();
    QApplication::processEvents();
    auto* view = resolve->outcomeView();
    ASSERT_EQ(view->diceStrip()->rolls().size(), 12u);
    expectOutcomeWhole(view);
}

TEST_F(ScreenTest, ALongRoeFireShowsItsWholeHeadlineAndEveryStep) {
    auto window = shippedWindow("fredericksburg-1862.json");
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    QStringList problems =
        app::playScript(*window, dataDir() + "/docs/screenshots/roe-script.json");
    EXPECT_TRUE(problems.isEmpty()) << problems.join("\n").toStdString();
    QApplication::processEvents();
    auto* view = window->resolvePanel()->outcomeView();
    ASSERT_GE(view->stepsView()->topLevelItemCount(), 3);
    expectOutcomeWhole(view);
}

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

TEST_F(ScreenTest, EveryWindowAndDialogFitsItsScreen) {
    auto window = shippedWindow("fredericksburg-1862.json");
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
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

// Every text a widget shows: labels, buttons, fields, lists, tables and trees (display text and
// headers), tabs, dock and window titles, menus, and the chart's labels.
class ScreenTexts {
public:
    void add(const QString& text, bool prose = false) {
        if (!text.isEmpty()) {
            (prose ? prose_ : texts_) << text;
        }
    }
    void addModel(const QAbstractItemModel* m, const QModelIndex& parent, int skipColumn) {
        for (int r = 0; r < std::min(m->rowCount(parent), 200); ++r) {
            for (int c = 0; c < m->columnCount(parent); ++c) {
                if (c != skipColumn || parent.isValid()) {
                    add(m->index(r, c, parent).data(Qt::DisplayRole).toString());
                }
            }
            QModelIndex first = m->index(r, 0, parent);
            if (m->hasChildren(first)) {
                addModel(m, first, skipColumn);
            }
        }
        if (!parent.isValid()) {
            for (int c = 0; c < m->columnCount(); ++c) {
                add(m->headerData(c, Qt::Horizontal).toString());
            }
        }
    }
    void addWidget(QWidget* w, const QWidget* ruleColumnView) {
        if (w->isWindow()) {
            add(w->windowTitle());
        }
        if (auto* l = qobject_cast<QLabel*>(w)) {
            QTextDocument d;
            d.setHtml(l->text());
            add(Qt::mightBeRichText(l->text()) ? d.toPlainText() : l->text(), l->wordWrap());
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            add(b->text());
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            add(e->text());
            add(e->placeholderText());
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                add(c->itemText(i));
            }
        } else if (auto* t = qobject_cast<QTextEdit*>(w)) {
            add(t->toPlainText(), true);
        } else if (auto* p = qobject_cast<QPlainTextEdit*>(w)) {
            add(p->toPlainText(), true);
        } else if (auto* g = qobject_cast<QGroupBox*>(w)) {
            add(g->title());
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(tabs->tabText(i));
            }
        } else if (auto* d = qobject_cast<QDockWidget*>(w)) {
            add(d->windowTitle());
        } else if (auto* m = qobject_cast<QMenu*>(w)) {
            add(m->title());
            for (auto* a : m->actions()) {
                add(a->text());
            }
        } else if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
            // The outcome's "Table row / rule" column is the rule's reference, not a sentence.
            addModel(v->model(), {}, v == ruleColumnView ? 1 : -1);
        } else if (auto* chart = qobject_cast<QChartView*>(w); chart && chart->chart()) {
            add(chart->chart()->title());
            for (auto* axis : chart->chart()->axes()) {
                add(axis->titleText());
                if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis)) {
                    for (const auto& c : bars->categories()) {
                        add(c);
                    }
                }
            }
            for (auto* s : chart->chart()->series()) {
                add(s->name());
            }
        }
    }
    // Texts with an internal name in them, each with the name found.
    QStringList leaks(const GameState& state, const Ruleset& ruleset) const {
        QStringList ids;     // never on screen, even inside a longer word
        QStringList sideIds; // plain words: checked as words outside prose
        for (auto it = state.flags.begin(); it != state.flags.end(); ++it) {
            ids << QString::fromStdString(it.key());
        }
        for (const auto& u : state.units) {
            ids << QString::fromStdString(u.id);
        }
        for (const auto& a : ruleset.actions()) {
            ids << QString::fromStdString(a.id);
        }
        for (const auto& s : state.sides) {
            sideIds << QString::fromStdString(s.id);
        }
        // Only the ids no sentence would hold: with a dot, a dash, an underscore or a digit.
        static const QRegularExpression distinctive(QStringLiteral("[._\\-0-9]"));
        static const QRegularExpression snakeCase(QStringLiteral("\\b[a-z]+_[a-z_]+\\b"));
        static const QRegularExpression pointer(QStringLiteral("(^|\\s)/[a-z_]+(/|:)"));
        // A step's rule reference ("fire_table/short") is the rule's address, not a sentence
        // (how it is written is the rule convention's business).
        static const QRegularExpression ruleReference(QStringLiteral("^[a-z0-9_]+(/[a-z0-9_]+)+$"));
        QStringList found;
        auto check = [&](const QString& t, bool prose) {
            if (ruleReference.match(t).hasMatch()) {
                return;
            }
            for (const auto& id : ids) {
                if (id.contains(distinctive) &&
                    QRegularExpression(QStringLiteral("(^|[^\\w-])%1($|[^\\w-])")
                                           .arg(QRegularExpression::escape(id)))
                        .match(t)
                        .hasMatch()) {
                    found << id + " in: " + t;
                }
            }
            if (!prose) {
                for (const auto& id : sideIds) {
                    if (QRegularExpression(
                            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(id)))
                            .match(t)
                            .hasMatch()) {
                        found << id + " in: " + t;
                    }
                }
            }
            for (const auto* re : {&snakeCase, &pointer}) {
                if (auto m = re->match(t); m.hasMatch()) {
                    found << m.captured(0).trimmed() + " in: " + t;
                }
            }
            if (t.contains(QLatin1String("json.exception"))) {
                found << "json.exception in: " + t;
            }
        };
        for (const auto& t : texts_) {
            check(t, false);
        }
        for (const auto& t : prose_) {
            check(t, true);
        }
        found.removeDuplicates();
        return found;
    }

private:
    QStringList texts_;
    QStringList prose_;
};

TEST_F(ScreenTest, NoInternalNameOnScreenAfterAScriptedTurnOfEachShippedScenario) {
    for (const char* file : {"fredericksburg-1862.json", "mwan-cedar-mountain.json",
                             "jackson-clearwater-1877.json", "bluegray-fort-sanders-1863.json"}) {
        auto window = shippedWindow(file);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        QString id = QString::fromStdString(window->document().ruleset().id());
        QStringList problems =
            app::playScript(*window, dataDir() + "/docs/screenshots/" + id + "-script.json");
        EXPECT_TRUE(problems.isEmpty()) << file << ": " << problems.join("\n").toStdString();
        window->playerDisplay()->show();
        window->resolvePanel()->updateOdds();
        QApplication::processEvents();
        for (auto* r : window->rosters()) {
            r->view()->expandAll();
        }
        ScreenTexts texts;
        QWidgetList widgets = window->findChildren<QWidget*>();
        widgets << window.get();
        for (auto* w : widgets) {
            texts.addWidget(w, window->resolvePanel()->outcomeView()->stepsView());
        }
        QStringList leaks = texts.leaks(window->document().state(), window->document().ruleset());
        EXPECT_TRUE(leaks.isEmpty()) << file << ":\n" << leaks.join("\n").toStdString();
        window->playerDisplay()->close();
    }
}

TEST_F(ScreenTest, SideHeadingsNameCardColoursOnlyWhereTheRulesDo) {
    auto roe = shippedWindow("fredericksburg-1862.json");
    EXPECT_TRUE(roe->rosters().at(0)->headingText().contains("(red cards)"))
        << roe->rosters().at(0)->headingText().toStdString();
    auto mwan = shippedWindow("mwan-cedar-mountain.json");
    for (auto* r : mwan->rosters()) {
        EXPECT_FALSE(r->headingText().contains("cards")) << r->headingText().toStdString();
        EXPECT_FALSE(r->headingText().contains("red")) << r->headingText().toStdString();
        EXPECT_FALSE(r->headingText().contains("black")) << r->headingText().toStdString();
    }
}

// The row of a unit in a roster's view (through its sort and filter proxy).
QModelIndex unitRow(app::RosterPanel* panel, const QString& name) {
    auto* proxy = panel->proxy();
    for (int r = 0; r < proxy->rowCount(); ++r) {
        if (proxy->index(r, 0).data().toString() == name) {
            return proxy->index(r, 0);
        }
    }
    return {};
}

TEST_F(ScreenTest, TheRosterOpensEachUnitOntoItsMenAndLeaders) {
    auto window = shippedWindow("fredericksburg-1862.json");
    auto* panel = window->rosters().at(1);
    QModelIndex boat = unitRow(panel, "7th Michigan, first boat");
    ASSERT_TRUE(boat.isValid());
    QStringList men;
    for (int r = 0; r < panel->proxy()->rowCount(boat); ++r) {
        men << panel->proxy()->index(r, 0, boat).data().toString();
    }
    ASSERT_EQ(men.size(), 6) << men.join("\n").toStdString();
    // Each man with his weapon and where he stands, in words.
    for (const auto& m : men) {
        EXPECT_TRUE(m.contains(QStringLiteral(" — "))) << m.toStdString();
        EXPECT_TRUE(m.endsWith("fighting") || m.endsWith("hit") || m.endsWith("killed") ||
                    m.endsWith("wounded") || m.endsWith("runaway"))
            << m.toStdString();
    }
    EXPECT_TRUE(men.join("\n").contains("officer")) << men.join("\n").toStdString();
    panel->view()->expand(boat);
    EXPECT_TRUE(panel->view()->isFirstColumnSpanned(0, boat));
    // Units with listed leaders show them as well (Jackson's command figures).
    auto jackson = shippedWindow("jackson-clearwater-1877.json");
    QModelIndex gun = unitRow(jackson->rosters().at(0), "Gatling gun no. 1");
    ASSERT_TRUE(gun.isValid());
    EXPECT_EQ(jackson->rosters().at(0)->proxy()->index(0, 0, gun).data().toString(),
              "Leader: Cpl., Gatling no. 1 (command figure)");
}

TEST_F(ScreenTest, OneFilterFieldFiltersEveryRosterAndCtrlFFindsIt) {
    auto window = shippedWindow("fredericksburg-1862.json");
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    window->activateWindow();
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QLineEdit* filter = window->rosterBar()->filterEdit();
    EXPECT_TRUE(filter->hasFocus());
    QTest::keyClicks(filter, "sharpshooter");
    // Both sides have sharpshooters: both rosters narrow to them.
    for (auto* r : window->rosters()) {
        EXPECT_GE(r->proxy()->rowCount(), 1);
        EXPECT_LT(r->proxy()->rowCount(), r->model()->rowCount());
    }
    // A man's name finds his unit.
    filter->setText("Pvt. E. Eaton");
    auto* union_ = window->rosters().at(1);
    ASSERT_EQ(union_->proxy()->rowCount(), 1);
    EXPECT_EQ(union_->proxy()->index(0, 0).data().toString(), "7th Michigan, second boat");
    EXPECT_EQ(window->rosters().at(0)->proxy()->rowCount(), 0);
    filter->clear();
    for (auto* r : window->rosters()) {
        EXPECT_EQ(r->proxy()->rowCount(), r->model()->rowCount());
    }
}

TEST_F(ScreenTest, TheLegendNamesTheColourOfEachTurnsLosses) {
    auto window = shippedWindow("fredericksburg-1862.json");
    QLabel* legend = window->rosterBar()->legend();
    QTextDocument d;
    d.setHtml(legend->text());
    EXPECT_EQ(d.toPlainText().simplified(), "Losses by turn: turn 1");
    EXPECT_TRUE(legend->text().contains(app::turnColour(1).name())) << legend->text().toStdString();
}

} // namespace
} // namespace adc::test
