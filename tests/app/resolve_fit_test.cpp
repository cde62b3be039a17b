// The resolve panel at the screen's size (the app_table_on_* runs give 1366x768 and 1920x1080):
// every field of every action of each shipped ruleset shows, label and widget, without scrolling
// the form; after a roll the outcome comes forward with its headline and dice in sight; ROE's
// citations wrap in full; the form's share stays where the referee drags it.
#include "screen_fixture.hpp"

#include <QFormLayout>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>

namespace adc::test {
namespace {

// Every label and field of the form lie inside the form's visible area, unscrolled.
QStringList fieldsOutOfSight(app::ResolvePanel* resolve) {
    QStringList out;
    auto* rows = qobject_cast<QFormLayout*>(resolve->form()->layout());
    if (!rows) {
        return {QStringLiteral("the form has no rows")};
    }
    const QWidget* viewport = resolve->formScroll()->viewport();
    const int scrolled = resolve->formScroll()->verticalScrollBar()->value();
    for (int row = 0; row < rows->rowCount(); ++row) {
        for (auto role :
             {QFormLayout::LabelRole, QFormLayout::FieldRole, QFormLayout::SpanningRole}) {
            QLayoutItem* item = rows->itemAt(row, role);
            QWidget* w = item ? item->widget() : nullptr;
            if (!w || w->isHidden()) {
                continue;
            }
            QRect r(w->mapTo(viewport, QPoint(0, 0)), w->size());
            if (scrolled != 0 || !viewport->rect().contains(r)) {
                auto* label =
                    qobject_cast<QLabel*>(rows->itemAt(row, QFormLayout::LabelRole)
                                              ? rows->itemAt(row, QFormLayout::LabelRole)->widget()
                                              : nullptr);
                out << QStringLiteral("row %1 (%2): %3,%4 %5x%6 outside %7x%8")
                           .arg(row)
                           .arg(label ? label->text() : w->metaObject()->className())
                           .arg(r.x())
                           .arg(r.y())
                           .arg(r.width())
                           .arg(r.height())
                           .arg(viewport->width())
                           .arg(viewport->height());
            }
        }
    }
    return out;
}

TEST_F(ScreenTest, EveryFieldOfEveryActionShowsWithoutScrollingTheForm) {
    QDir dir(dataDir() + "/scenarios");
    for (const auto& f : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        auto window = shippedWindow(f);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        auto* resolve = window->resolvePanel();
        int tallest = 0;
        int pane = 0;
        std::string largest;
        for (int i = 0; i < resolve->actionBox()->count(); ++i) {
            resolve->actionBox()->setCurrentIndex(i);
            // The new fields shown, the panes fitted to them and the page laid out again at
            // the width the form's scroll bar leaves (on a loaded machine, a few passes).
            QStringList out;
            for (int pass = 0; pass < 25; ++pass) {
                QTest::qWait(20);
                if ((out = fieldsOutOfSight(resolve)).isEmpty()) {
                    break;
                }
            }
            const std::string what = f.toStdString() + " " + resolve->currentAction();
            EXPECT_TRUE(out.isEmpty()) << what << ":\n" << out.join("\n").toStdString();
            if (resolve->form()->height() > tallest) {
                tallest = resolve->form()->height();
                pane = resolve->formScroll()->viewport()->height();
                largest = what;
            }
        }
        std::cout << "largest form: " << largest << ", " << tallest << " px in a view of " << pane
                  << " px\n";
        window->close();
    }
}

TEST_F(ScreenTest, RoesFireWithItsMenListShowsWholeAndItsOutcomeAfterTheRoll) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("fire"));
    QApplication::processEvents();
    // Nothing of the outcome is on screen before the first roll: it is not built yet.
    EXPECT_FALSE(resolve->outcomeView()->isBuilt());
    EXPECT_EQ(resolve->outcomeView()->stateText(), "");
    auto* men = qobject_cast<QListWidget*>(resolve->form()->field("firers"));
    ASSERT_NE(men, nullptr);
    EXPECT_GE(men->count(), 5);
    // The panes fitted and the page laid out again (on a loaded machine, a few passes).
    QStringList out;
    for (int pass = 0; pass < 25 && !(out = fieldsOutOfSight(resolve)).isEmpty(); ++pass) {
        QTest::qWait(20);
    }
    EXPECT_TRUE(out.isEmpty()) << out.join("\n").toStdString();
    EXPECT_EQ(resolve->results()->currentIndex(), 0) << "the odds while composing";
    // The screenshots' fire, with its scripted dice.
    QStringList problems =
        app::playScript(*window, dataDir() + "/docs/screenshots/roe-script.json");
    EXPECT_TRUE(problems.isEmpty()) << problems.join("\n").toStdString();
    QApplication::processEvents();
    QTest::qWait(250); // past the odds' delay: the outcome stays in front
    EXPECT_EQ(resolve->results()->currentIndex(), 1) << "the outcome once rolled";
    EXPECT_FALSE(resolve->outcomeView()->applyButton()->visibleRegion().isEmpty());
    auto* view = resolve->outcomeView();
    const QWidget* viewport = view->scrollArea()->viewport();
    EXPECT_EQ(view->scrollArea()->verticalScrollBar()->value(), 0);
    for (const QWidget* w : {static_cast<const QWidget*>(view->summaryLabel()),
                             static_cast<const QWidget*>(view->diceStrip())}) {
        QRect r(w->mapTo(viewport, QPoint(0, 0)), w->size());
        EXPECT_TRUE(viewport->rect().contains(r))
            << w->metaObject()->className() << " at " << r.y() << "+" << r.height()
            << " in a viewport of " << viewport->height();
    }
    expectOutcomeWhole(view);
}

TEST_F(ScreenTest, NoCitationOfRoesFireIsElided) {
    auto window = playedWindow("fredericksburg-1862.json", "roe-script.json");
    const QTreeWidget* steps = window->resolvePanel()->outcomeView()->stepsView();
    ASSERT_GE(steps->topLevelItemCount(), 3);
    const QFontMetrics fm(steps->font());
    const int margin = app::cellMargin(steps);
    int wrapped = 0;
    for (int i = 0; i < steps->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = steps->topLevelItem(i);
        for (int column = 0; column < 2; ++column) {
            const QString text = item->text(column);
            const QRect cell = steps->visualItemRect(item).intersected(
                QRect(steps->header()->sectionViewportPosition(column), 0,
                      steps->columnWidth(column), 100000));
            const int room = cell.width() - 2 * margin;
            const QRect needs = fm.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text);
            EXPECT_LE(needs.width(), room) << text.toStdString();
            EXPECT_LE(needs.height(), cell.height())
                << "step " << i + 1 << ", column " << column << ": \"" << text.toStdString()
                << "\" needs " << needs.height() << " px in a row of " << cell.height();
            wrapped += column == 1 && fm.horizontalAdvance(text) > room ? 1 : 0;
        }
        EXPECT_EQ(item->toolTip(1), item->text(1));
        // And no taller than its words need, give or take a line (rows measured at a stale
        // width left gaps of several).
        int tallest = fm.height();
        for (int column = 0; column < 2; ++column) {
            const int room = steps->columnWidth(column) - 2 * margin;
            tallest = std::max(tallest, app::wrappedHeight(fm, room, item->text(column)));
        }
        EXPECT_LE(steps->visualItemRect(item).height(), tallest + fm.lineSpacing() + 12)
            << "step " << i + 1 << ": " << item->text(0).toStdString();
    }
    std::cout << wrapped << " citations take more than one line\n";
}

TEST_F(ScreenTest, TheFormsShareStaysWhereTheRefereeDragsIt) {
    auto window = shownWindow("fredericksburg-1862.json");
    auto* panes = window->resolvePanel()->panes();
    ASSERT_EQ(panes->count(), 2);
    QSplitterHandle* handle = panes->handle(1);
    EXPECT_GE(panes->handleWidth(), 5);
    const int before = panes->sizes().value(0);
    QPoint grip = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, grip);
    QTest::mouseMove(handle, grip - QPoint(0, 60));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, grip - QPoint(0, 60));
    const QList<int> dragged = panes->sizes();
    ASSERT_LT(dragged.value(0), before) << "the drag did not move the handle";
    // A new action keeps the height the referee gave the form.
    ASSERT_TRUE(window->resolvePanel()->selectAction("bonus"));
    QApplication::processEvents();
    EXPECT_EQ(panes->sizes(), dragged);
    ASSERT_TRUE(window->close());
    window = shippedWindow("fredericksburg-1862.json");
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    EXPECT_EQ(window->resolvePanel()->panes()->sizes(), dragged);

    // A double-click on the handle fits the form to its fields again, and it stays fitted
    // (a new action, the next run).
    auto* resolve = window->resolvePanel();
    QTest::mouseDClick(resolve->panes()->handle(1), Qt::LeftButton, {},
                       resolve->panes()->handle(1)->rect().center());
    QApplication::processEvents();
    EXPECT_EQ(resolve->panes()->sizes().value(0), before);
    ASSERT_TRUE(resolve->selectAction("fire"));
    for (int pass = 0; pass < 25 && resolve->panes()->sizes().value(0) == before; ++pass) {
        QTest::qWait(20);
    }
    EXPECT_GT(resolve->panes()->sizes().value(0), before) << "fire's taller form not fitted";
    ASSERT_TRUE(window->close());
    window = shownWindow("fredericksburg-1862.json");
    EXPECT_EQ(window->resolvePanel()->panes()->sizes().value(0), before);

    // The same from the View menu after another drag.
    panes = window->resolvePanel()->panes();
    handle = panes->handle(1);
    grip = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, grip);
    QTest::mouseMove(handle, grip - QPoint(0, 60));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, grip - QPoint(0, 60));
    ASSERT_LT(panes->sizes().value(0), before);
    window->action("fitForm")->trigger();
    QApplication::processEvents();
    EXPECT_EQ(panes->sizes().value(0), before);
}

} // namespace
} // namespace adc::test
