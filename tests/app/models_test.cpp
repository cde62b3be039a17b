// QAbstractItemModelTester over every model while a game is played, undone and replaced.
#include "gui_fixture.hpp"
#include "log/log_model.hpp"
#include "log/log_panel.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTreeView>

namespace adc::test {
namespace {

using Tester = QAbstractItemModelTester;

// The 20th Mass. fires on target at 5" with the dice 1, 2, 3, 4 and the outcome is applied.
bool unionFiresOn(app::MainWindow& window, const std::string& target) {
    auto* resolve = window.resolvePanel();
    resolve->selectAction("fire");
    resolve->selectSide("union");
    resolve->form()->setValue("shooter", "mass20a");
    resolve->form()->setValue("target", target);
    resolve->form()->setValue("range", 5.0);
    ScriptedDice dice({1, 2, 3, 4});
    return resolve->rollWith(dice) && resolve->applyPending();
}

TEST_F(GuiTest, EveryModelPassesTheModelTester) {
    std::vector<std::unique_ptr<Tester>> testers;
    auto watch = [&](QAbstractItemModel* m) {
        testers.push_back(std::make_unique<Tester>(m, Tester::FailureReportingMode::Fatal));
    };
    for (auto* r : window->rosters()) {
        watch(r->model());
    }
    watch(window->logPanel()->model());
    watch(window->historyModel());

    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(unionFiresOn(*window, "miss17c"));
    }
    EXPECT_EQ(unit("miss17c").strength, 3);
    window->rosters()[1]->view()->sortByColumn(
        static_cast<int>(adc::app::RosterModel::Column::Casualties), Qt::DescendingOrder);
    window->logPanel()->unitBox()->setCurrentIndex(
        window->logPanel()->unitBox()->findData("miss17c"));
    EXPECT_EQ(window->logPanel()->rowsShown(), 3);
    window->logPanel()->unitBox()->setCurrentIndex(
        window->logPanel()->unitBox()->findData("mich7"));
    EXPECT_EQ(window->logPanel()->rowsShown(), 0);
    doc().undo();
    doc().jumpTo(0);
    EXPECT_EQ(unit("miss17c").strength, 9);
    EXPECT_EQ(window->historyModel()->rowCount(), 4);
    EXPECT_EQ(window->logPanel()->model()->rowCount(), 3);
    doc().jumpTo(2);
    EXPECT_EQ(unit("miss17c").strength, 5);
    // Replacing the game resets every model (new rosters get their own testers).
    testers.clear();
    watch(window->logPanel()->model());
    watch(window->historyModel());
    ASSERT_TRUE(window->openFile(qs(skirmishScenario())));
    EXPECT_EQ(window->logPanel()->model()->rowCount(), 0);
    EXPECT_EQ(window->historyModel()->rowCount(), 1);
}

// The log's unit filter hides rows in the view: it holds for events applied after the unit is
// picked and for events undone and replaced, and gives way to every row for "All units".
TEST_F(GuiTest, TheLogsUnitFilterHoldsAsEventsComeAndGo) {
    auto* log = window->logPanel();
    auto fire = [&](const std::string& target) { return unionFiresOn(*window, target); };
    ASSERT_TRUE(fire("miss17c"));
    log->unitBox()->setCurrentIndex(log->unitBox()->findData("miss13a"));
    EXPECT_EQ(log->rowsShown(), 0);
    ASSERT_TRUE(fire("miss13a"));
    ASSERT_TRUE(fire("miss17c"));
    EXPECT_EQ(log->rowsShown(), 1); // the new fire on miss13a, not the two on miss17c
    doc().undo();
    doc().undo();
    EXPECT_EQ(log->rowsShown(), 1); // undone, still redoable: greyed, not gone
    ASSERT_TRUE(fire("miss17c"));   // the two undone events give way to this one
    EXPECT_EQ(log->rowsShown(), 0);
    log->unitBox()->setCurrentIndex(0);
    EXPECT_EQ(log->rowsShown(), 2);
}

// An empty log says what it will hold; its table comes with the first event.
TEST_F(GuiTest, TheEmptyLogSaysWhatItWillHoldUntilTheFirstEvent) {
    auto* log = window->logPanel();
    auto* note = log->findChild<QLabel*>("logEmpty");
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->text().startsWith("No event yet.")) << note->text().toStdString();
    EXPECT_EQ(log->findChild<QTableView*>("logTable"), nullptr);

    ASSERT_TRUE(unionFiresOn(*window, "miss17c"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(log->findChild<QLabel*>("logEmpty"), nullptr);
    auto* table = log->findChild<QTableView*>("logTable");
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->model()->rowCount(), 1);
    EXPECT_EQ(log->rowsShown(), 1);
}

// A roster sorted by a column keeps that order as events change its units, through undo, with
// the filter holding; a word column sorts by its words; no column is the scenario's order.
TEST_F(GuiTest, ASortedRosterKeepsItsOrderAsUnitsAreHit) {
    auto* panel = window->rosters().at(1);
    auto names = [panel] {
        QStringList n;
        for (const QModelIndex& unit : panel->unitsShown()) {
            n << unit.data().toString();
        }
        return n;
    };
    const QString miss13 = "13th Mississippi, Co. A";
    const QString miss17 = "17th Mississippi, Co. C";
    using C = adc::app::RosterModel::Column;
    panel->view()->sortByColumn(static_cast<int>(C::Strength), Qt::DescendingOrder);
    EXPECT_EQ(names(), QStringList({miss13, miss17})); // 10 figures, then 9
    ASSERT_TRUE(unionFiresOn(*window, "miss13a"));
    EXPECT_EQ(unit("miss13a").strength, 8);
    EXPECT_EQ(names(), QStringList({miss17, miss13}));
    panel->setFilterText("13th");
    EXPECT_EQ(names(), QStringList({miss13}));
    doc().undo();
    EXPECT_EQ(names(), QStringList({miss13}));
    EXPECT_EQ(panel->model()->index(0, 0).data().toString(), miss13); // first again, at 10
    panel->setFilterText({});
    panel->view()->sortByColumn(static_cast<int>(C::Quality), Qt::AscendingOrder);
    EXPECT_EQ(names(), QStringList({miss17, miss13})); // average, then crack
    panel->view()->sortByColumn(-1, Qt::AscendingOrder);
    EXPECT_EQ(names(), QStringList({miss13, miss17}));
}

// A sorted roster read again from the game (as when a man joins or leaves a unit) stays sorted,
// whatever the number of its units now.
TEST_F(GuiTest, ASortedRosterReadAgainStaysSorted) {
    using C = adc::app::RosterModel::Column;
    adc::app::RosterModel model(doc(), "confed");
    model.sort(static_cast<int>(C::Strength), Qt::AscendingOrder);
    Scenario bigger = doc().game().scenario();
    for (int i = 0; i < 3; ++i) {
        Unit u = *doc().state().unit("miss13a");
        u.id = "miss_extra" + std::to_string(i);
        u.name = "Extra company " + std::to_string(i);
        u.strength = u.startStrength = 12 - i * 4; // 12, 8, 4
        bigger.units.push_back(u);
    }
    doc().setGame(Game(doc().game().rulesetPtr(), std::move(bigger)), {}, false);
    ASSERT_EQ(model.rowCount(), 5);
    QStringList names;
    QList<int> strengths;
    for (int r = 0; r < model.rowCount(); ++r) {
        names << model.index(r, 0).data().toString();
        strengths << model.index(r, static_cast<int>(C::Strength)).data().toInt();
        EXPECT_EQ(model.rowCount(model.index(r, 0)), 0) << names.last().toStdString();
        EXPECT_EQ(
            model.rowOf(
                model.index(r, 0).data(adc::app::RosterModel::UnitIdRole).toString().toStdString()),
            r);
    }
    EXPECT_EQ(strengths, QList<int>({4, 8, 9, 10, 12})) << names.join(", ").toStdString();
}

TEST_F(GuiTest, RosterColumnsComeFromTheUnitSchema) {
    auto* m = window->rosters().at(0)->model();
    using C = adc::app::RosterModel::Column;
    int first = static_cast<int>(C::FirstAttribute);
    ASSERT_EQ(m->columnCount(), first + 2);
    EXPECT_EQ(m->headerData(static_cast<int>(C::Strength), Qt::Horizontal).toString(), "Now");
    EXPECT_EQ(
        m->headerData(static_cast<int>(C::Strength), Qt::Horizontal, Qt::ToolTipRole).toString(),
        "figures now");
    // Attributes in the schema's (alphabetical) order.
    EXPECT_EQ(m->headerData(first, Qt::Horizontal).toString(), "Loaded");
    EXPECT_EQ(m->headerData(first + 1, Qt::Horizontal).toString(), "Weapon");
    int row = m->rowOf("mass20a");
    // Capitalised like the short forms beside it ("RM"), as kinds and qualities are (issue 37).
    EXPECT_EQ(m->data(m->index(row, first + 1)).toString(), "Rifle");
    EXPECT_EQ(m->data(m->index(row, static_cast<int>(C::Leaders))).toString(),
              "Capt. Macy (captain, +1)");
    EXPECT_EQ(m->data(m->index(row, static_cast<int>(C::Status))).toString(), "Good order");
    EXPECT_EQ(m->data(m->index(row, static_cast<int>(C::Status)), Qt::ForegroundRole)
                  .value<QBrush>()
                  .color(),
              QColor(0x1B7F3B));
    // Correct the weapon in place: an attribute correction event.
    EXPECT_TRUE(m->setData(m->index(row, first + 1), "musket"));
    EXPECT_EQ(unit("mass20a").attrs["weapon"], "musket");
}

TEST_F(GuiTest, UnitPickersOfferSensibleUnits) {
    auto* resolve = window->resolvePanel();
    resolve->selectAction("fire");
    resolve->selectSide("union");
    auto* shooter = qobject_cast<QComboBox*>(resolve->form()->field("shooter"));
    auto* target = qobject_cast<QComboBox*>(resolve->form()->field("target"));
    ASSERT_TRUE(shooter && target);
    ASSERT_EQ(shooter->count(), 2);
    EXPECT_EQ(shooter->itemData(0).toString(), "mass20a");
    ASSERT_EQ(target->count(), 2);
    EXPECT_EQ(target->itemData(0).toString(), "miss13a");
    // An eliminated unit drops out of the pickers.
    doc().correct("miss13a", "status", "eliminated");
    EXPECT_EQ(target->count(), 1);
    EXPECT_EQ(target->itemData(0).toString(), "miss17c");
}

} // namespace
} // namespace adc::test
