// Playing a turn through the real widgets: fire with scripted and with physical dice, undo and
// redo, the deck and the joker, the turn tracker, the dice tray and the player display.
#include "gui_fixture.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/physical_dice_dialog.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_bar.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "tabletop/deck_panel.hpp"
#include "tabletop/dice_tray.hpp"
#include "tabletop/player_display.hpp"
#include "tabletop/turn_tracker.hpp"
#include "widgets/reading_list.hpp"
#include "window/demo_script.hpp"

#include "log/log_model.hpp"

#include "adc/game_end.hpp"
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QTreeWidget>

namespace adc::test {
namespace {

using adc::app::RosterModel;

class PlayTest : public GuiTest {
protected:
    // Fills the fire form: 20th Mass. fires at the 13th Mississippi at 10".
    void fillFire(bool aimed = false) {
        auto* resolve = window->resolvePanel();
        ASSERT_TRUE(resolve->selectAction("fire"));
        resolve->selectSide("union");
        auto* form = resolve->form();
        ASSERT_TRUE(form->setValue("shooter", "mass20a"));
        ASSERT_TRUE(form->setValue("target", "miss13a"));
        ASSERT_TRUE(form->setValue("range", 10.0));
        ASSERT_TRUE(form->setValue("aimed", aimed));
    }
    RosterModel* confedRoster() { return window->rosters().at(1)->model(); }
    QVariant cell(RosterModel* m, const std::string& unitId, RosterModel::Column c,
                  int role = Qt::DisplayRole) {
        return m->data(m->index(m->rowOf(unitId), static_cast<int>(c)), role);
    }
};

TEST_F(PlayTest, FireWithScriptedDiceShowsTheCasualtyInTheRoster) {
    fillFire();
    EXPECT_EQ(window->resolvePanel()->form()->hintText(), "short range (0-12\"): hits on 1-2");
    ScriptedDice dice({1, 2, 5, 6}); // two hits on 1-2
    auto outcome = window->resolvePanel()->rollWith(dice);
    ASSERT_TRUE(outcome.has_value());
    EXPECT_EQ(outcome->result["hits"], 2);
    auto* view = window->resolvePanel()->outcomeView();
    EXPECT_EQ(view->summaryText(), "Fire: 20th Mass., Co. A → 13th Mississippi, Co. A, 2 hits");
    EXPECT_EQ(view->stepsView()->topLevelItemCount(), 5); // range row + four figures
    EXPECT_EQ(view->stepsView()->topLevelItem(0)->text(1), "fire/short");
    EXPECT_TRUE(view->applyButton()->isEnabled());
    // Not applied yet: the roster is unchanged.
    EXPECT_EQ(cell(confedRoster(), "miss13a", RosterModel::Column::Strength).toInt(), 10);

    QTest::mouseClick(view->applyButton(), Qt::LeftButton);
    EXPECT_EQ(cell(confedRoster(), "miss13a", RosterModel::Column::Strength).toInt(), 8);
    EXPECT_EQ(cell(confedRoster(), "miss13a", RosterModel::Column::StartStrength).toInt(), 10);
    EXPECT_EQ(cell(confedRoster(), "miss13a", RosterModel::Column::Casualties).toString(),
              "2 (T1: 2)");
    auto turns = cell(confedRoster(), "miss13a", RosterModel::Column::Casualties,
                      RosterModel::CasualtiesByTurnRole)
                     .toList();
    ASSERT_EQ(turns.size(), 1);
    EXPECT_EQ(turns[0].toPoint(), QPoint(1, 2));
    EXPECT_EQ(doc().game().events().size(), 1u);
    EXPECT_TRUE(window->windowTitle().endsWith("*  — Aide-de-Camp") ||
                window->windowTitle().contains(" *"));
}

TEST_F(PlayTest, UndoRestoresTheCasualtyAndRedoPutsItBack) {
    fillFire();
    ScriptedDice dice({1, 1, 1, 6});
    ASSERT_TRUE(window->resolvePanel()->rollWith(dice));
    ASSERT_TRUE(window->resolvePanel()->applyPending());
    EXPECT_EQ(unit("miss13a").strength, 7);

    QAction* undo = window->action("undo");
    ASSERT_TRUE(undo->isEnabled());
    EXPECT_EQ(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    undo->trigger();
    EXPECT_EQ(cell(confedRoster(), "miss13a", RosterModel::Column::Strength).toInt(), 10);
    EXPECT_EQ(cell(confedRoster(), "miss13a", RosterModel::Column::Casualties).toString(), "—");
    EXPECT_FALSE(undo->isEnabled());
    QAction* redo = window->action("redo");
    EXPECT_TRUE(redo->shortcuts().contains(QKeySequence("Ctrl+Shift+Z")));
    redo->trigger();
    EXPECT_EQ(unit("miss13a").strength, 7);
    EXPECT_EQ(window->historyModel()->rowCount(), 2);
}

TEST_F(PlayTest, PhysicalDiceResolveTheSameOutcomeAsScriptedDice) {
    fillFire(true); // aimed: hits on 1-3
    ScriptedDice scripted({3, 4, 1, 6});
    auto expected = doc().resolve({"fire", window->resolvePanel()->form()->params()}, scripted);

    std::vector<int> faces{3, 4, 1, 6};
    std::vector<QString> purposes;
    std::size_t next = 0;
    onModals([&](QWidget* w) {
        auto* dialog = qobject_cast<adc::app::PhysicalDieDialog*>(w);
        if (!dialog || next >= faces.size()) {
            return next < faces.size();
        }
        purposes.push_back(dialog->findChild<QLabel*>("purpose")->text());
        // Half by clicking the face, half by typing it.
        if (next % 2 == 0) {
            dialog->findChild<QPushButton*>(QStringLiteral("face%1").arg(faces[next]))->click();
        } else {
            QTest::keyClick(dialog, static_cast<char>('0' + faces[next]));
        }
        ++next;
        return next < faces.size();
    });
    window->resolvePanel()->rollPhysicalDice();
    ASSERT_EQ(next, 4u);
    ASSERT_EQ(purposes.size(), 4u);
    EXPECT_TRUE(purposes[0].contains("fire: 20th Mass., Co. A, figure 1 of 4"))
        << purposes[0].toStdString();
    ASSERT_TRUE(window->resolvePanel()->hasPending());
    ASSERT_TRUE(window->resolvePanel()->applyPending());
    const Event& e = doc().game().events().back();
    EXPECT_EQ(e.outcome.effects, expected.effects);
    EXPECT_EQ(e.outcome.steps, expected.steps);
    EXPECT_EQ(e.outcome.result, expected.result);
    ASSERT_EQ(e.outcome.rolls.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(e.outcome.rolls[i].face, faces[i]);
        EXPECT_EQ(e.outcome.rolls[i].source, RollSource::Manual);
    }
    EXPECT_EQ(unit("miss13a").strength, 8);
}

TEST_F(PlayTest, CancellingPhysicalDiceResolvesNothing) {
    fillFire();
    onModals([](QWidget* w) {
        if (auto* d = qobject_cast<QDialog*>(w)) {
            d->reject();
        }
        return false;
    });
    window->resolvePanel()->rollPhysicalDice();
    EXPECT_FALSE(window->resolvePanel()->hasPending());
    EXPECT_TRUE(window->resolvePanel()->outcomeView()->summaryText().startsWith("Not resolved"));
    EXPECT_EQ(doc().game().events().size(), 0u);
}

TEST_F(PlayTest, TheDeckDrawsAndAJokerEndsTheTurn) {
    auto* deck = window->deckPanel();
    EXPECT_FALSE(window->deckDock()->isHidden());
    EXPECT_EQ(deck->drawAction(), "draw");
    EXPECT_EQ(deck->leftLabel()->text(), "54 cards left, 0 discarded");
    // A physical Queen of Hearts first.
    window->resolvePanel()->selectAction("draw");
    window->resolvePanel()->form()->setValue("card", "QH");
    ScriptedDice none({});
    ASSERT_TRUE(window->resolvePanel()->rollWith(none));
    ASSERT_TRUE(window->resolvePanel()->applyPending());
    EXPECT_EQ(deck->leftLabel()->text(), "53 cards left, 1 discarded");
    EXPECT_TRUE(deck->meaningLabel()->text().contains("red side acts"));
    EXPECT_EQ(doc().state().turn, 1);

    // The fresh deck's top card is the black joker: the turn ends.
    window->setPreferences({true, 28, false}); // apply at once
    window->action("drawCard")->trigger();
    EXPECT_EQ(doc().state().turn, 2);
    EXPECT_EQ(doc().state().phase, 0);
    EXPECT_EQ(doc().state().deck.discards().back().code(), "JB");
    EXPECT_EQ(deck->leftLabel()->text(), "52 cards left, 2 discarded");
    // The discards side by side in the order drawn, each in its colour, named in full on hover.
    auto* discards = deck->discardList();
    ASSERT_EQ(discards->count(), 2);
    EXPECT_EQ(discards->text(0), "QH");
    EXPECT_EQ(discards->text(1), "JB");
    EXPECT_EQ(discards->label(0)->palette().color(QPalette::Text), QColor(0xC0392B));
    EXPECT_EQ(discards->label(1)->palette().color(QPalette::Text), QColor(0x111111));
    EXPECT_EQ(discards->label(0)->toolTip(),
              QString::fromStdString(doc().state().deck.discards().front().name()));
    EXPECT_EQ(discards->label(1)->toolTip(),
              QString::fromStdString(doc().state().deck.discards().back().name()));
    EXPECT_NE(discards->label(0)->toolTip(), discards->text(0)); // a name, not the code again
    EXPECT_TRUE(window->windowTitle().contains("Turn 2, Card activation"));
}

TEST_F(PlayTest, TurnTrackerListsWhatIsOwedAndMovesOn) {
    fillFire();
    ScriptedDice dice({6, 6, 6, 6});
    window->resolvePanel()->rollWith(dice);
    window->resolvePanel()->applyPending();
    auto* tracker = window->turnTracker();
    ASSERT_EQ(tracker->owedList()->count(), 1);
    EXPECT_EQ(tracker->owedList()->text(0),
              "13th Mississippi, Co. A — fired on: must test morale (Morale test)");
    EXPECT_EQ(tracker->phaseList()->count(), 2);
    EXPECT_TRUE(tracker->phaseList()->text(0).startsWith("▶"));
    // With a morale test owed, Next phase asks first (as `adc next` refuses without --force).
    auto asked = answerQuestion("Next phase", QMessageBox::No);
    tracker->nextButton()->click();
    ASSERT_TRUE(asked->done);
    EXPECT_TRUE(asked->text.contains("13th Mississippi, Co. A — fired on: must test morale"))
        << asked->text.toStdString();
    EXPECT_EQ(doc().state().phase, 0);
    asked = answerQuestion("Next phase", QMessageBox::Yes);
    tracker->nextButton()->click();
    EXPECT_TRUE(asked->done);
    EXPECT_EQ(doc().state().phase, 1);
    EXPECT_TRUE(tracker->phaseList()->text(1).startsWith("▶"));
    EXPECT_TRUE(window->windowTitle().contains("Turn 1, Morale"));
    // The acted flag shows in the deck panel.
    ASSERT_EQ(window->deckPanel()->actedList()->count(), 2);
}

TEST_F(PlayTest, RosterCorrectionIsAnUndoableEvent) {
    auto* panel = window->rosters().at(0);
    int row = panel->model()->rowOf("mich7");
    QModelIndex cell = panel->model()->index(row, static_cast<int>(RosterModel::Column::Strength));
    EXPECT_TRUE(panel->model()->setData(cell, 5));
    EXPECT_EQ(unit("mich7").strength, 5);
    EXPECT_EQ(doc().game().events().back().outcome.action, "correction");
    // A value the schema refuses is not applied.
    QModelIndex status = panel->model()->index(row, static_cast<int>(RosterModel::Column::Status));
    EXPECT_FALSE(panel->model()->setData(status, "drunk"));
    EXPECT_EQ(doc().game().events().size(), 1u);
    window->action("undo")->trigger();
    EXPECT_EQ(unit("mich7").strength, 8);
}

TEST_F(PlayTest, RosterFiltersAndSorts) {
    auto* panel = window->rosters().at(1);
    QLineEdit* filter = window->rosterBar()->filterEdit();
    QTest::keyClicks(filter, "17th");
    ASSERT_EQ(panel->unitsShown().size(), 1);
    EXPECT_EQ(panel->unitsShown().at(0).data().toString(), "17th Mississippi, Co. C");
    // One field filters every roster: no Union unit is the 17th.
    EXPECT_EQ(window->rosters().at(0)->unitsShown().size(), 0);
    // The clear button shows only while there is a filter, and clearing shows every unit.
    ASSERT_EQ(filter->actions().size(), 1);
    QAction* clear = filter->actions().first();
    EXPECT_TRUE(clear->isVisible());
    clear->trigger();
    EXPECT_TRUE(filter->text().isEmpty());
    EXPECT_FALSE(clear->isVisible());
    EXPECT_EQ(panel->unitsShown().size(), panel->model()->rowCount());
    panel->view()->sortByColumn(static_cast<int>(RosterModel::Column::Strength),
                                Qt::AscendingOrder);
    EXPECT_EQ(panel->unitsShown().at(0).data().toString(), "17th Mississippi, Co. C");
}

TEST_F(PlayTest, DiceTrayRollsAreLoggedWithTheirPurpose) {
    auto* tray = window->diceTray();
    tray->notationEdit()->setText("3d10z");
    tray->purposeEdit()->setText("sniper spots the colours");
    tray->roll();
    const Event& e = doc().game().events().back();
    ASSERT_EQ(e.outcome.rolls.size(), 3u);
    int total = 0;
    for (const auto& r : e.outcome.rolls) {
        EXPECT_TRUE(r.face >= 0 && r.face <= 9);
        total += r.face;
    }
    EXPECT_EQ(e.outcome.result["total"], total);
    EXPECT_TRUE(e.label.find("sniper spots the colours") != std::string::npos);
    EXPECT_TRUE(tray->resultLabel()->text().contains(QString::number(total)));
    tray->notationEdit()->setText("2q6");
    tray->roll();
    EXPECT_EQ(doc().game().events().size(), 1u);
}

TEST_F(PlayTest, PlayerDisplayShowsTheLatestOutcomeAndStrengths) {
    window->action("playerDisplay")->trigger();
    auto* player = window->playerDisplay();
    EXPECT_TRUE(player->isVisible());
    EXPECT_TRUE(player->isWindow());
    fillFire();
    ScriptedDice dice({1, 6, 6, 6});
    window->resolvePanel()->rollWith(dice);
    window->resolvePanel()->applyPending();
    EXPECT_EQ(player->headlineText(), "Fire: 20th Mass., Co. A → 13th Mississippi, Co. A, 1 hit");
    EXPECT_TRUE(player->strengthsText().contains("Confederate</b>: 18 of 19 figures"))
        << player->strengthsText().toStdString();
    window->setPreferences({false, 40, false});
    EXPECT_EQ(player->fontSize(), 40);
}

TEST_F(PlayTest, EveryMenuCommandHasAShortcut) {
    for (auto* a : window->actions()) {
        EXPECT_FALSE(a->shortcut().isEmpty()) << a->objectName().toStdString();
    }
    EXPECT_EQ(window->action("save")->shortcut(), QKeySequence(QKeySequence::Save));
    EXPECT_EQ(window->action("open")->shortcut(), QKeySequence(QKeySequence::Open));
}

// A script's step with "roll": false fills the form and stops: nothing rolled or applied, the
// odds in front (the odds' screenshots are taken so).
TEST_F(PlayTest, AScriptStepThatDoesNotRollLeavesTheFormFilled) {
    const json step = json::parse(R"({"action": "fire", "side": "union", "roll": false,
        "params": {"shooter": "mass20a", "target": "miss13a", "range": 10}})");
    EXPECT_TRUE(app::playStep(*window, step, "step").isEmpty());
    auto* resolve = window->resolvePanel();
    EXPECT_EQ(resolve->currentAction(), "fire");
    EXPECT_EQ(resolve->form()->params()["target"], "miss13a");
    EXPECT_FALSE(resolve->hasPending());
    EXPECT_EQ(doc().game().events().size(), 0u);
    EXPECT_EQ(resolve->results()->currentIndex(), 0) << "the odds in front";
}

// The driver's end of the game (the side views' browser tests): End the game now with its
// question answered Yes, one undoable event; a second end is refused with the reason, never a
// dialog the driver could not answer.
TEST_F(PlayTest, AScriptStepEndsTheGameAndASecondIsRefused) {
    const json step = json::parse(R"({"end_game": true})");
    EXPECT_TRUE(app::playStep(*window, step, "step").isEmpty());
    ASSERT_NE(gameOver(doc().state()), nullptr);
    EXPECT_EQ(doc().game().events().size(), 1u);
    const QStringList refused = app::playStep(*window, step, "again");
    ASSERT_EQ(refused.size(), 1);
    EXPECT_TRUE(refused[0].startsWith(QStringLiteral("again: The game is over")))
        << refused[0].toStdString();
    EXPECT_EQ(doc().game().events().size(), 1u);
}

} // namespace
} // namespace adc::test
