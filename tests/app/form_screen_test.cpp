// The resolve form at 1366x768: a unit's men list shows all its men up to eight rows (the form
// scrolls as a whole rather than squeezing the list; the Roll buttons stay in sight),
// and the "still owed" list wraps its items instead of scrolling sideways.
#include "screen_fixture.hpp"
#include "tabletop/turn_tracker.hpp"
#include "widgets/reading_list.hpp"

#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>

namespace adc::test {
namespace {

// The rows of a list wholly inside its viewport.
int visibleRows(const QListWidget* list) {
    int n = 0;
    for (int i = 0; i < list->count(); ++i) {
        n += list->viewport()->rect().contains(list->visualItemRect(list->item(i))) ? 1 : 0;
    }
    return n;
}

void expectAllMenShown(app::ResolvePanel* resolve, const std::string& field, int atLeast) {
    auto* list = qobject_cast<QListWidget*>(resolve->form()->field(field));
    ASSERT_NE(list, nullptr) << field;
    ASSERT_GE(list->count(), atLeast) << field;
    EXPECT_GE(visibleRows(list), std::min(list->count(), 8))
        << field << ": " << visibleRows(list) << " of " << list->count() << " men in sight, "
        << list->height() << " px";
}

TEST_F(ScreenTest, EveryMenChecklistShowsItsMenUpToEightRows) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("fire"));
    QApplication::processEvents();
    expectAllMenShown(resolve, "firers", 5);
    expectAllMenShown(resolve, "hit_order", 1);
    // The Roll buttons stay in sight under the taller form (the outcome, with its Apply row,
    // comes forward once rolled: resolve_fit_test.cpp).
    EXPECT_FALSE(resolve->rollButton()->visibleRegion().isEmpty());
    ASSERT_TRUE(resolve->selectAction("bonus"));
    QApplication::processEvents();
    expectAllMenShown(resolve, "figures", 5);
    // The form scrolls as a whole when it is taller than its pane.
    const QWidget* page = resolve->formScroll()->widget();
    QTest::qWait(50);
    const int needs =
        page->hasHeightForWidth() ? page->heightForWidth(page->width()) : page->sizeHint().height();
    EXPECT_GE(resolve->form()->height(), resolve->form()->minimumSizeHint().height());
    EXPECT_GE(page->height(), needs)
        << "min " << page->minimumSizeHint().height() << " hfw "
        << page->heightForWidth(page->width()) << " form " << resolve->form()->height() << " of "
        << resolve->form()->minimumSizeHint().height() << " scroll "
        << resolve->formScroll()->verticalScrollBar()->maximum();
}

TEST_F(ScreenTest, StillOwedWrapsItsItemsInsteadOfScrollingSideways) {
    auto window = shownWindow("fredericksburg-1862.json");
    ASSERT_TRUE(window->moveToNextPhase()); // the activation: every side's card is owed
    QApplication::processEvents();
    auto* owed = window->findChild<app::ReadingList*>(QStringLiteral("owed"));
    ASSERT_NE(owed, nullptr);
    ASSERT_GT(owed->count(), 0);
    const QRect inside = owed->contentsRect();
    for (int i = 0; i < owed->count(); ++i) {
        const QLabel* line = owed->label(i);
        ASSERT_TRUE(line->isVisible()) << owed->text(i).toStdString();
        const QRect at = line->geometry();
        const QRect needs = line->fontMetrics().boundingRect(QRect(0, 0, at.width(), 10000),
                                                             Qt::TextWordWrap, owed->text(i));
        // Within the box's width, and as tall as its words wrapped at that width.
        EXPECT_TRUE(inside.contains(at)) << owed->text(i).toStdString();
        EXPECT_GE(at.height(), needs.height()) << owed->text(i).toStdString();
        EXPECT_GT(at.width(), owed->width() / 2) << owed->text(i).toStdString();
    }
}

TEST_F(ScreenTest, ALongOwedListScrollsInItsBoxAndNextPhaseStaysInSight) {
    // Blue and Gray's orders phase owes every unit's written order: more than the box holds.
    // (Fire is optional, "Orders to fire are unnecessary": the fire phase owes nothing.) From
    // move 1's fire phase on to move 2's orders: melee, end, morale, orders.
    auto window = playedWindow("bluegray-fort-sanders-1863.json", "bluegray-script.json");
    for (int i = 0; i < 4; ++i) {
        EXPECT_TRUE(
            app::playStep(*window, {{"next_phase", true}}, QStringLiteral("next")).isEmpty());
    }
    QApplication::processEvents();
    auto* owed = window->findChild<app::ReadingList*>(QStringLiteral("owed"));
    ASSERT_NE(owed, nullptr);
    ASSERT_GE(owed->count(), 4);
    auto* box = qobject_cast<QScrollArea*>(owed->parentWidget()->parentWidget());
    ASSERT_NE(box, nullptr) << "the owed list scrolls in a box of its own";
    EXPECT_TRUE(box->verticalScrollBar()->isVisible()) << owed->height() << " px of lines";
    // The side column itself does not scroll: the phases, Next phase and the box all fit.
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("turnDock"));
    auto* column = qobject_cast<QScrollArea*>(dock->widget());
    ASSERT_NE(column, nullptr);
    EXPECT_FALSE(column->verticalScrollBar()->isVisible());
    auto* tracker = window->turnTracker();
    EXPECT_TRUE(whollyIn(tracker->nextButton(), column->viewport(), "Next phase"));
    for (int i = 0; i < tracker->phaseList()->count(); ++i) {
        EXPECT_TRUE(whollyIn(tracker->phaseList()->label(i), column->viewport(), "a phase"));
    }
}

} // namespace
} // namespace adc::test
