// The referee records from a roster that a unit leaves the table (issue 38): a right-click on
// the unit, "Leaves the table…", one of the two ways in words; the roster greys the unit and
// says how and when it went, the unit may do nothing more, and Undo takes it back. The real
// window on Clearwater, with real mouse events.
#include "screen_fixture.hpp"

#include "adc/departure.hpp"

namespace adc::test {
namespace {

using app::RosterModel;

class LeaveTheTable : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        window = shownWindow(QStringLiteral("jackson-clearwater-1877.json"));
        window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    }
    void TearDown() override { QSettings().clear(); }

    std::size_t sideOf(const std::string& id) {
        const auto& state = window->document().state();
        for (std::size_t i = 0; i < state.sides.size(); ++i) {
            if (state.sides[i].id == state.unit(id)->side) {
                return i;
            }
        }
        return 0;
    }
    QModelIndex cell(const std::string& id, RosterModel::Column column) {
        RosterModel* model = window->rosters().at(sideOf(id))->model();
        return model->index(model->rowOf(id), static_cast<int>(column));
    }
    // The unit menu a right-click on the unit's row opened (the roster deletes it on close).
    QMenu* rightClick(const std::string& id) {
        app::RosterPanel* roster = window->rosters().at(sideOf(id));
        for (QMenu* old : roster->findChildren<QMenu*>(QStringLiteral("unitMenu"))) {
            delete old;
        }
        QTreeView* view = roster->view();
        const QPoint at = view->visualRect(cell(id, RosterModel::Column::Name)).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseClick(view->viewport(), Qt::RightButton, {}, at);
        if (!roster->findChild<QMenu*>(QStringLiteral("unitMenu"))) {
            // The platform's right-click makes the context-menu event; offscreen, made here.
            QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, at,
                                        view->viewport()->mapToGlobal(at));
            QApplication::sendEvent(view->viewport(), &menuEvent);
        }
        return roster->findChild<QMenu*>(QStringLiteral("unitMenu"));
    }
    QString status(const std::string& id) {
        return cell(id, RosterModel::Column::Status).data().toString();
    }

    std::unique_ptr<app::MainWindow> window;
};

} // namespace

TEST_F(LeaveTheTable, TheRefereeRecordsADepartureFromTheRosterAndUndoTakesItBack) {
    QMenu* menu = rightClick("ollokot");
    ASSERT_NE(menu, nullptr);
    auto* leave = menu->findChild<QMenu*>(QStringLiteral("leavesTheTable"));
    ASSERT_NE(leave, nullptr);
    EXPECT_EQ(leave->title(), QStringLiteral("Leaves the table…"));
    ASSERT_EQ(leave->actions().size(), 2);
    EXPECT_EQ(leave->actions()[0]->text(), QStringLiteral("Withdrawn — ordered off the table"));
    EXPECT_EQ(leave->actions()[1]->text(), QStringLiteral("Escaped — got away off a table edge"));
    const std::size_t before = window->document().game().position();
    leave->actions()[1]->trigger();

    const GameState& state = window->document().state();
    EXPECT_EQ(window->document().game().position(), before + 1);
    EXPECT_EQ(window->document().game().events().back().label,
              "Ollokot's horsemen left the table (escaped), turn 1");
    EXPECT_EQ(departureWords(state, "ollokot"), "left the table (escaped, turn 1)");
    EXPECT_EQ(status("ollokot"), QStringLiteral("left the table (escaped, turn 1)"));
    const QModelIndex name = cell("ollokot", RosterModel::Column::Name);
    EXPECT_EQ(name.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0x88, 0x88, 0x88));

    // In full, not elided: the Status column, fitted at the start to "Good order", grew.
    QTreeView* view = window->rosters().at(sideOf("ollokot"))->view();
    EXPECT_GE(view->columnWidth(static_cast<int>(RosterModel::Column::Status)),
              view->fontMetrics().horizontalAdvance(status("ollokot")));

    // Gone, it may do nothing, and cannot leave again.
    menu = rightClick("ollokot");
    ASSERT_NE(menu, nullptr);
    EXPECT_EQ(menu->actions().front()->text(),
              QStringLiteral("Nothing Ollokot's horsemen may do now"));
    QAction* gone = nullptr;
    for (QAction* a : menu->actions()) {
        gone = a->objectName() == QStringLiteral("leavesTheTable") ? a : gone;
    }
    ASSERT_NE(gone, nullptr);
    EXPECT_FALSE(gone->isEnabled());
    EXPECT_EQ(gone->text(), QStringLiteral("Cannot leave the table: Ollokot's horsemen left the "
                                           "table (escaped, turn 1) already"));

    window->action(QStringLiteral("undo"))->trigger();
    EXPECT_FALSE(departureOf(window->document().state(), "ollokot"));
    EXPECT_NE(status("ollokot"), QStringLiteral("left the table (escaped, turn 1)"));
    EXPECT_FALSE(cell("ollokot", RosterModel::Column::Name).data(Qt::ForegroundRole).isValid() &&
                 cell("ollokot", RosterModel::Column::Name)
                         .data(Qt::ForegroundRole)
                         .value<QBrush>()
                         .color() == QColor(0x88, 0x88, 0x88));
}

TEST_F(LeaveTheTable, AUnitNotYetOnTheTableCannotLeaveIt) {
    QMenu* menu = rightClick("cav-b");
    ASSERT_NE(menu, nullptr);
    EXPECT_EQ(menu->findChild<QMenu*>(QStringLiteral("leavesTheTable")), nullptr);
    QAction* refused = nullptr;
    for (QAction* a : menu->actions()) {
        refused = a->objectName() == QStringLiteral("leavesTheTable") ? a : refused;
    }
    ASSERT_NE(refused, nullptr);
    EXPECT_FALSE(refused->isEnabled());
    EXPECT_TRUE(refused->text().contains(QStringLiteral("has not arrived yet (arrives turn 4)")))
        << refused->text().toStdString();
}

} // namespace adc::test
