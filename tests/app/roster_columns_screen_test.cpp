// The numbers a referee reads every turn in each ruleset's roster (figures now and at start,
// casualties, status) are in view without scrolling sideways, on the laptop's screen and the
// desktop's; and an undo leaves the columns where they were.
#include "screen_fixture.hpp"

#include <QHeaderView>
#include <QScrollBar>

namespace adc::test {
namespace {

using Column = app::RosterModel::Column;

// A column shown wholly inside the roster's viewport as it opens (not scrolled sideways).
::testing::AssertionResult inView(app::RosterPanel* roster, Column column) {
    const int c = static_cast<int>(column);
    QTreeView* view = roster->view();
    QHeaderView* header = view->header();
    const QString name = roster->model()->headerData(c, Qt::Horizontal).toString();
    if (view->isColumnHidden(c)) {
        return ::testing::AssertionFailure() << name.toStdString() << " is hidden";
    }
    QRect shown(header->sectionViewportPosition(c), 0, header->sectionSize(c), 1);
    QRect room(0, 0, view->viewport()->width(), 1);
    if (view->horizontalScrollBar()->value() == 0 && room.contains(shown)) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << name.toStdString() << " at " << shown.left() << ".." << shown.right()
           << " in a roster " << room.width() << " wide (scrolled "
           << view->horizontalScrollBar()->value() << "; the Unit column " << header->sectionSize(0)
           << " wide)";
}

std::vector<int> widths(app::RosterPanel* roster) {
    std::vector<int> w;
    for (int c = 0; c < roster->model()->columnCount(); ++c) {
        w.push_back(roster->view()->columnWidth(c));
    }
    return w;
}

class RosterColumnsOnScreen : public ScreenTest,
                              public ::testing::WithParamInterface<const char*> {};

TEST_P(RosterColumnsOnScreen, TheNumbersReadEveryTurnAreInView) {
    auto window = shownWindow(GetParam());
    QApplication::processEvents();
    for (auto* roster : window->rosters()) {
        SCOPED_TRACE(roster->headingText().toStdString());
        for (auto c :
             {Column::Strength, Column::StartStrength, Column::Casualties, Column::Status}) {
            EXPECT_TRUE(inView(roster, c));
        }
    }
}

TEST_P(RosterColumnsOnScreen, AnUndoLeavesTheColumnsWhereTheyWere) {
    auto window = shownWindow(GetParam());
    QApplication::processEvents();
    auto* roster = window->rosters().at(0);
    const auto before = widths(roster);
    // A correction of a unit's status to the ruleset's last (a long word), then undone.
    auto* model = roster->model();
    const auto& statuses = window->document().ruleset().unitSchema().statuses;
    ASSERT_FALSE(statuses.empty());
    const QModelIndex status = model->index(0, static_cast<int>(Column::Status));
    ASSERT_TRUE(model->setData(status, QString::fromStdString(statuses.back())));
    QApplication::processEvents();
    QApplication::processEvents();
    window->document().undo();
    QApplication::processEvents();
    EXPECT_EQ(widths(roster), before);
}

// Every roster's widths, side by side.
std::vector<std::vector<int>> everyWidth(MainWindow& window) {
    std::vector<std::vector<int>> all;
    for (auto* roster : window.rosters()) {
        all.push_back(widths(roster));
    }
    return all;
}

// ROE's fires take figures out of a unit (its men change, so its roster is read again): the
// columns keep the widths they had, through the fire, its undo and its redo.
TEST_F(ScreenTest, RosterColumnsKeepTheirWidthsWhenAFireTakesMenAndIsUndone) {
    auto window = shownWindow("fredericksburg-1862.json");
    QApplication::processEvents();
    auto state = [&]() -> const GameState& { return window->document().state(); };
    const int mich1 = state().unit("mich-1")->strength;
    const int missB = state().unit("miss-b")->strength;
    const auto atStart = everyWidth(*window);
    const QStringList problems =
        app::playScript(*window, dataDir() + "/docs/screenshots/roe-script.json");
    ASSERT_TRUE(problems.isEmpty()) << problems.join("\n").toStdString();
    QApplication::processEvents();
    // The fires took men (else the roster was never read again and this proves nothing).
    ASSERT_LT(state().unit("mich-1")->strength + state().unit("miss-b")->strength, mich1 + missB);
    const auto fired = everyWidth(*window);
    EXPECT_EQ(fired, atStart) << "the fires changed the widths";
    window->document().undo();
    window->document().undo();
    QApplication::processEvents();
    ASSERT_EQ(state().unit("mich-1")->strength, mich1);
    EXPECT_EQ(everyWidth(*window), fired) << "the undo changed the widths";
    window->document().redo();
    window->document().redo();
    QApplication::processEvents();
    EXPECT_EQ(everyWidth(*window), fired) << "the redo changed the widths";
}

INSTANTIATE_TEST_SUITE_P(Shipped, RosterColumnsOnScreen,
                         ::testing::Values("fredericksburg-1862.json",
                                           "bluegray-fort-sanders-1863.json",
                                           "jackson-clearwater-1877.json",
                                           "mwan-cedar-mountain.json"));

} // namespace
} // namespace adc::test
