// A roster's other columns at 1366 wide (run in the app_table_on_* ctests with ScreenTest.*):
// scrolled sideways, the Unit column stays in view and agrees row by row with the roster; a
// right-click on the headings hides and shows columns (never Unit), remembered per ruleset;
// nothing is hidden by default.
#include "roster/roster_columns.hpp"
#include "roster/roster_frozen.hpp"
#include "screen_fixture.hpp"

#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>

namespace adc::test {
namespace {

using adc::app::RosterModel;
using adc::app::RosterPanel;

std::unique_ptr<MainWindow> shownRosters(const QString& scenario) {
    auto w = shippedWindow(scenario);
    w->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    QApplication::processEvents();
    return w;
}

// The frozen Unit column and the roster show each of their rows at the same height and place.
void expectRowsAgree(RosterPanel* panel, const QModelIndex& parent = {}) {
    QTreeView* view = panel->view();
    QTreeView* frozen = panel->frozenUnitColumn();
    QAbstractItemModel* model = view->model();
    for (int r = 0; r < model->rowCount(parent); ++r) {
        QModelIndex i = model->index(r, 0, parent);
        QRect mine = frozen->visualRect(i);
        QRect theirs = view->visualRect(i);
        EXPECT_EQ(mine.top(), theirs.top()) << i.data().toString().toStdString();
        EXPECT_EQ(mine.height(), theirs.height()) << i.data().toString().toStdString();
    }
}

TEST_F(ScreenTest, ScrolledSidewaysTheUnitColumnStaysInViewRowByRow) {
    auto window = shownRosters("mwan-cedar-mountain.json");
    RosterPanel* panel = window->rosters().at(0);
    QTreeView* view = panel->view();
    QScrollBar* sideways = view->horizontalScrollBar();
    ASSERT_GT(sideways->maximum(), 0) << "MWAN's roster has more columns than the roster shows";
    EXPECT_EQ(panel->frozenUnitColumn(), nullptr) << "built only when first scrolled";
    // Every column can be reached: scrolled to the end, the last column ends in view.
    sideways->setValue(sideways->maximum());
    QApplication::processEvents();
    QHeaderView* header = view->header();
    int last = header->logicalIndex(header->count() - 1);
    EXPECT_LE(header->sectionViewportPosition(last) + header->sectionSize(last),
              view->viewport()->width() + 1);
    // The Unit column lies over the roster's left edge, as wide as the roster's, and only it.
    auto* frozen = panel->frozenUnitColumn();
    ASSERT_NE(frozen, nullptr);
    EXPECT_TRUE(frozen->isVisible());
    EXPECT_EQ(frozen->geometry().left(), view->viewport()->geometry().left());
    EXPECT_EQ(frozen->columnWidth(0), view->columnWidth(0));
    EXPECT_EQ(frozen->header()->height(), header->height());
    for (int c = 1; c < view->model()->columnCount(); ++c) {
        EXPECT_TRUE(frozen->isColumnHidden(c)) << c;
    }
    expectRowsAgree(panel);
    // A cell the keyboard moves to under the frozen column is scrolled out from under it.
    int under = header->logicalIndexAt(view->columnWidth(0) / 2);
    ASSERT_GT(under, 0);
    view->setCurrentIndex(view->model()->index(1, under));
    QApplication::processEvents();
    EXPECT_GE(view->visualRect(view->model()->index(1, under)).left(), view->columnWidth(0));
    EXPECT_TRUE(frozen->isVisible());
    sideways->setValue(sideways->maximum());
    QApplication::processEvents();
    // Opening a unit opens it in both; its men's lines sit in the same rows.
    QModelIndex first = view->model()->index(0, 0);
    view->expand(first);
    QApplication::processEvents();
    EXPECT_TRUE(frozen->isExpanded(first));
    expectRowsAgree(panel);
    expectRowsAgree(panel, first);
    frozen->collapse(first);
    EXPECT_FALSE(view->isExpanded(first));
    // One vertical scroll for both (the roster shrunk so it has one).
    panel->setFixedHeight(120);
    QApplication::processEvents();
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
    QApplication::processEvents();
    ASSERT_GT(view->verticalScrollBar()->value(), 0);
    EXPECT_EQ(frozen->verticalScrollBar()->value(), view->verticalScrollBar()->value());
    expectRowsAgree(panel);
    // One selection: a unit picked in the frozen column is the roster's current unit.
    QModelIndex picked = view->model()->index(3, 0);
    frozen->selectionModel()->setCurrentIndex(picked, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    EXPECT_EQ(view->currentIndex(), picked);
    // The frozen "Unit" heading sorts the roster by name.
    QTest::mouseClick(frozen->header()->viewport(), Qt::LeftButton, {},
                      QPoint(frozen->header()->sectionSize(0) / 2, frozen->header()->height() / 2));
    EXPECT_EQ(header->sortIndicatorSection(), 0);
    QStringList names;
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        names << view->model()->index(r, 0).data().toString();
    }
    QStringList sorted = names;
    std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
        return QString::localeAwareCompare(a, b) < 0;
    });
    EXPECT_TRUE(names == sorted || names == QStringList(sorted.rbegin(), sorted.rend()))
        << names.join(", ").toStdString();
    // The filter hides the same rows in both, and they still agree row by row.
    const QString second = view->model()->index(1, 0).data().toString();
    panel->setFilterText(second);
    ASSERT_EQ(panel->unitsShown().size(), 1);
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        EXPECT_EQ(frozen->isRowHidden(r, {}), view->isRowHidden(r, {})) << r;
    }
    QApplication::processEvents();
    expectRowsAgree(panel);
    panel->setFilterText({});
    // Back at the left edge the roster's own Unit column shows: the frozen one steps aside.
    sideways->setValue(0);
    QApplication::processEvents();
    EXPECT_FALSE(frozen->isVisible());
}

TEST_F(ScreenTest, NothingIsHiddenByDefaultAndAHeadingsMenuHidesColumnsPerRuleset) {
    int quality = static_cast<int>(RosterModel::Column::Quality);
    {
        auto window = shownRosters("mwan-cedar-mountain.json");
        for (auto* panel : window->rosters()) {
            EXPECT_EQ(panel->columns()->hiddenCount(), 0);
            EXPECT_FALSE(panel->headingText().contains("hidden"));
        }
        RosterPanel* panel = window->rosters().at(0);
        std::unique_ptr<QMenu> menu(panel->columns()->menu(nullptr));
        QList<QAction*> entries;
        for (auto* a : menu->actions()) {
            if (a->isCheckable()) {
                entries << a;
            }
        }
        ASSERT_EQ(entries.size(), panel->model()->columnCount());
        EXPECT_EQ(entries[0]->text(), "Unit");
        EXPECT_FALSE(entries[0]->isEnabled()) << "Unit is never hidden";
        EXPECT_EQ(entries[quality]->text(), "Quality");
        entries[quality]->trigger();
        // Hidden in both rosters of the game, and each heading says so.
        for (auto* p : window->rosters()) {
            EXPECT_TRUE(p->view()->isColumnHidden(quality));
            EXPECT_TRUE(p->headingText().contains("1 column hidden"))
                << p->headingText().toStdString();
        }
        // The counts are still in view, the names still on two lines at most.
        QHeaderView* header = panel->view()->header();
        int atStart = static_cast<int>(RosterModel::Column::StartStrength);
        EXPECT_LE(header->sectionViewportPosition(atStart) + header->sectionSize(atStart),
                  panel->view()->viewport()->width());
    }
    // Remembered for the ruleset: the next MWAN game opens without it, an ROE game with it.
    auto again = shownRosters("mwan-cedar-mountain.json");
    EXPECT_TRUE(again->rosters().at(1)->view()->isColumnHidden(quality));
    auto roe = shownRosters("fredericksburg-1862.json");
    EXPECT_FALSE(roe->rosters().at(0)->view()->isColumnHidden(quality));
    EXPECT_EQ(roe->rosters().at(0)->columns()->hiddenCount(), 0);
    // "Show every column" brings it back everywhere.
    std::unique_ptr<QMenu> menu(again->rosters().at(0)->columns()->menu(nullptr));
    QAction* all = menu->actions().last();
    EXPECT_EQ(all->text(), "Show every column");
    all->trigger();
    for (auto* p : again->rosters()) {
        EXPECT_FALSE(p->view()->isColumnHidden(quality));
        EXPECT_EQ(p->columns()->hiddenCount(), 0);
    }
    // Unit cannot be hidden, even asked directly.
    again->rosters().at(0)->columns()->setShown(0, false);
    EXPECT_FALSE(again->rosters().at(0)->view()->isColumnHidden(0));
}

// Issue 37: the kind and quality words of a roster read alike: each a capitalised word or short
// form a narrow column holds ("Foot", "Mtd", "Gatling"; not "foot" beside "Gatling gun").
TEST(RosterWords, KindAndQualityReadAlikeInEveryShippedRoster) {
    for (const char* file : {"fredericksburg-1862.json", "mwan-cedar-mountain.json",
                             "jackson-clearwater-1877.json", "bluegray-fort-sanders-1863.json"}) {
        auto window = shippedWindow(file);
        for (RosterPanel* panel : window->rosters()) {
            const RosterModel* model = panel->model();
            for (int r = 0; r < model->rowCount(); ++r) {
                for (auto column : {RosterModel::Column::Kind, RosterModel::Column::Quality}) {
                    const QString word =
                        model->index(r, static_cast<int>(column)).data().toString();
                    if (word.isEmpty()) {
                        continue;
                    }
                    EXPECT_TRUE(word.at(0).isUpper()) << file << ": " << word.toStdString();
                    EXPECT_LE(word.size(), 9) << file << ": " << word.toStdString();
                }
            }
        }
    }
}

} // namespace
} // namespace adc::test
