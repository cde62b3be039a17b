// The form opens on what the game needs next (issue 37, item 1), in the real window on the
// shipped scenarios: the action follows the phase and what is owed, the unit pickers move on
// from the unit that just acted, a melee never opens with a unit against itself, no distance is
// a silent 0", and a range measured for a pair comes back that turn.
#include "screen_fixture.hpp"

#include "adc/obligations.hpp"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>

namespace adc::test {
namespace {

using app::ResolvePanel;

// The GUI fixture's answers to modal dialogs, for a fixture of its own.
struct Modals : GuiTest {
    using GuiTest::answerQuestion;
    using GuiTest::onModals;
};

class FormFollowsGame : public ::testing::Test {
protected:
    void SetUp() override { QSettings().clear(); }
    void TearDown() override { QSettings().clear(); }

    void open(const char* scenario) {
        window = shippedWindow(QString::fromLatin1(scenario));
        ASSERT_TRUE(window->document().hasGame());
    }
    app::GameDocument& doc() { return window->document(); }
    ResolvePanel* panel() { return window->resolvePanel(); }
    std::string phase() {
        const auto& seq = doc().ruleset().sequence();
        return seq.at(static_cast<std::size_t>(doc().state().phase)).id;
    }
    // Moves on (as Next phase does, owed or not) until the phase is `id`.
    void toPhase(const std::string& id) {
        for (int i = 0; i < 40 && phase() != id; ++i) {
            doc().advancePhase();
        }
        ASSERT_EQ(phase(), id);
    }
    // The unit in the form's first unit picker (the unit that acts).
    std::string actingUnit() {
        const ActionSpec* spec = doc().ruleset().action(panel()->currentAction());
        for (const auto& p : spec ? spec->params : std::vector<ParamSpec>{}) {
            if (p.type == ParamType::Unit) {
                return panel()->form()->params().value(p.name, "");
            }
        }
        return {};
    }
    std::string picked(const std::string& param) {
        return panel()->form()->params().value(param, "");
    }
    NextStep firstStep() {
        auto steps = doc().ruleset().nextSteps(doc().state());
        return steps.empty() ? NextStep{} : steps.front();
    }
    void rollAndApply() {
        ASSERT_TRUE(panel()->rollWith(doc().gameDice()))
            << panel()->outcomeView()->summaryText().toStdString();
        ASSERT_TRUE(panel()->applyPending());
    }

    std::unique_ptr<app::MainWindow> window;
};

TEST_F(FormFollowsGame, MwanFirePhaseOpensOnFireAndMovesOnFromTheStandThatFired) {
    open("mwan-cedar-mountain.json");
    panel()->selectAction("move"); // a movement form left open from the phases before
    toPhase("fire");
    EXPECT_EQ(panel()->currentAction(), "fire");
    const std::string first = actingUnit();
    EXPECT_EQ(first, firstStep().unit);
    EXPECT_NE(doc().state().unit(first)->kind, "commander");
    // The target is the other side's: the acting side followed the firer.
    EXPECT_NE(doc().state().unit(picked("target"))->side, doc().state().unit(first)->side);
    ASSERT_TRUE(panel()->form()->setValue("range", 6.0));
    rollAndApply();
    EXPECT_EQ(panel()->currentAction(), "fire");
    EXPECT_NE(actingUnit(), first) << "the stand that just fired is offered again";
    EXPECT_EQ(actingUnit(), firstStep().unit);
    // The outcome just applied stays in front until the referee changes the form.
    panel()->updateOdds();
    EXPECT_EQ(panel()->results()->currentIndex(), 1);
}

TEST_F(FormFollowsGame, JacksonFirePhaseOpensOnAUnitThatMayShootNotOnAimOrTheUnitThatMoved) {
    open("jackson-clearwater-1877.json");
    ASSERT_TRUE(panel()->selectAction("move"));
    ASSERT_TRUE(panel()->form()->setValue("unit", "cav-f"));
    rollAndApply();
    toPhase("fire");
    EXPECT_NE(panel()->currentAction(), "aim");
    EXPECT_NE(actingUnit(), "cav-f"); // it moved: it may not shoot
    EXPECT_EQ(panel()->currentAction(), firstStep().action);
    EXPECT_EQ(actingUnit(), firstStep().unit);
}

TEST_F(FormFollowsGame, JacksonMoralePhasesOpenOnTheMoraleTest) {
    open("jackson-clearwater-1877.json");
    toPhase("morale_fired_on");
    EXPECT_EQ(panel()->currentAction(), "morale");
    toPhase("morale_close");
    EXPECT_EQ(panel()->currentAction(), "morale");
}

TEST_F(FormFollowsGame, JacksonMoraleTestStartsOnTheUnitThatOwesItAndItsReason) {
    open("jackson-clearwater-1877.json");
    Outcome shelled; // as a shell's burst leaves it: the unit under it owes a test
    shelled.effects.push_back(Effect::owed("joseph", "morale", {{"reason", "under shell fire"}}));
    doc().apply(shelled);
    toPhase("morale_fired_on");
    EXPECT_EQ(panel()->currentAction(), "morale");
    EXPECT_EQ(actingUnit(), "joseph");
    EXPECT_EQ(picked("reason"), "shell");
}

TEST_F(FormFollowsGame, BlueGrayEndOfMoveIsNotInitiativeAndCannonFireFirst) {
    open("bluegray-fort-sanders-1863.json");
    toPhase("fire");
    EXPECT_EQ(panel()->currentAction(), "cannon_fire");
    EXPECT_EQ(doc().state().unit(actingUnit())->kind, "artillery");
    toPhase("end");
    EXPECT_NE(panel()->currentAction(), "initiative");
    EXPECT_EQ(panel()->currentAction(), "victory");
}

TEST_F(FormFollowsGame, BlueGrayWrittenOrdersStartOnOneValidThisMove) {
    open("bluegray-fort-sanders-1863.json");
    toPhase("orders"); // move 1: troops may not move
    ASSERT_EQ(panel()->currentAction(), "write_order");
    EXPECT_EQ(picked("order"), "stand");
    rollAndApply();
}

TEST_F(FormFollowsGame, BlueGrayFireIsNotOwedAndNextPhaseDoesNotAsk) {
    open("bluegray-fort-sanders-1863.json");
    toPhase("fire");
    EXPECT_TRUE(owedBeforeNextPhase(doc().ruleset(), doc().state()).empty());
    auto asked = Modals::answerQuestion("Next phase", QMessageBox::No);
    window->action("nextPhase")->trigger();
    asked->stop = true;
    EXPECT_FALSE(asked->done) << asked->text.toStdString();
    EXPECT_EQ(phase(), "melee");
}

TEST_F(FormFollowsGame, RoeCardDrawnOpensActivateOnAUnitOfItsColour) {
    open("fredericksburg-1862.json");
    toPhase("activation");
    EXPECT_EQ(panel()->currentAction(), "draw_card");
    ASSERT_TRUE(panel()->form()->setValue("card", "QH")); // red: the Mississippians act
    rollAndApply();
    EXPECT_EQ(panel()->currentAction(), "activate");
    EXPECT_EQ(doc().state().unit(actingUnit())->side, "csa");
}

TEST_F(FormFollowsGame, CtrlDDrawsTheCardTypedInTheFormWithTheFocusInIt) {
    open("fredericksburg-1862.json");
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    toPhase("activation");
    ASSERT_EQ(panel()->currentAction(), "draw_card");
    auto* card = qobject_cast<QLineEdit*>(panel()->form()->field("card"));
    ASSERT_NE(card, nullptr);
    card->setFocus();
    QTest::keyClicks(card, "4C");
    QTest::keyClick(card, Qt::Key_D, Qt::ControlModifier); // on Linux a line edit's "delete"
    ASSERT_NE(doc().latestEvent(), nullptr);
    EXPECT_EQ(doc().latestEvent()->outcome.result.value("card", ""), "4C");
}

TEST_F(FormFollowsGame, CtrlEExportsTheLogWithTheFocusInATextField) {
    open("fredericksburg-1862.json");
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    toPhase("activation");
    auto* card = qobject_cast<QLineEdit*>(panel()->form()->field("card"));
    ASSERT_NE(card, nullptr);
    card->setFocus();
    bool exported = false;
    QObject::connect(window->action("exportMarkdown"), &QAction::triggered,
                     [&exported] { exported = true; });
    // The export asks where to save: the dialog is closed unanswered.
    Modals::onModals([](QWidget* w) {
        w->close();
        return false;
    });
    QTest::keyClick(card, Qt::Key_E, Qt::ControlModifier); // on Linux a line edit's "end"
    EXPECT_TRUE(exported);
}

// Issue 37: a scenario's rule that sets a parameter (Fredericksburg's smoke on the river, turns 1
// and 2) starts the form ticked, with the scenario's words on the field; from turn 3 it does not.
TEST_F(FormFollowsGame, TheScenariosSmokeOnTurnsOneAndTwoStartsTickedWithItsWords) {
    open("fredericksburg-1862.json");
    toPhase("activation");
    ASSERT_TRUE(panel()->selectAction("fire"));
    auto smoke = [this] {
        return qobject_cast<QCheckBox*>(panel()->form()->field("smoke_or_dark"));
    };
    ASSERT_NE(smoke(), nullptr);
    EXPECT_TRUE(smoke()->isChecked());
    EXPECT_TRUE(smoke()->toolTip().contains("Smoke on the river"))
        << smoke()->toolTip().toStdString();
    EXPECT_EQ(panel()->currentRequest().params.value("smoke_or_dark", false), true);
    for (int i = 0; i < 40 && doc().state().turn < 3; ++i) {
        doc().advancePhase();
    }
    ASSERT_EQ(doc().state().turn, 3);
    toPhase("activation");
    ASSERT_TRUE(panel()->selectAction("fire"));
    ASSERT_NE(smoke(), nullptr);
    EXPECT_FALSE(smoke()->isChecked());
    EXPECT_FALSE(smoke()->toolTip().contains("scenario"));
}

// Within turn 2 the form stays on fire; at turn 3 the tick the scenario gave goes.
TEST_F(FormFollowsGame, TheScenariosTickGoesWhenItsTurnsAreOverWithTheFormOnShow) {
    open("fredericksburg-1862.json");
    for (int i = 0; i < 40 && doc().state().turn < 2; ++i) {
        doc().advancePhase();
    }
    toPhase("morale");
    ASSERT_TRUE(panel()->selectAction("fire"));
    auto* smoke = qobject_cast<QCheckBox*>(panel()->form()->field("smoke_or_dark"));
    ASSERT_NE(smoke, nullptr);
    ASSERT_TRUE(smoke->isChecked());
    doc().advancePhase(); // turn 3
    ASSERT_EQ(doc().state().turn, 3);
    ASSERT_TRUE(panel()->selectAction("fire"));
    smoke = qobject_cast<QCheckBox*>(panel()->form()->field("smoke_or_dark"));
    ASSERT_NE(smoke, nullptr);
    EXPECT_FALSE(smoke->isChecked());
}

// Issue 37: no two fields of a form read alike (ROE's melee showed a count and a list both as
// "Additional attackers"), in every action of every shipped scenario.
TEST_F(FormFollowsGame, NoTwoFieldsOfAFormReadAlike) {
    for (const char* scenario :
         {"fredericksburg-1862.json", "mwan-cedar-mountain.json", "jackson-clearwater-1877.json",
          "bluegray-fort-sanders-1863.json"}) {
        open(scenario);
        for (const auto& action : doc().ruleset().actions()) {
            ASSERT_TRUE(panel()->selectAction(action.id));
            auto* rows = qobject_cast<QFormLayout*>(panel()->form()->layout());
            ASSERT_NE(rows, nullptr);
            QStringList seen;
            for (int r = 0; r < rows->rowCount(); ++r) {
                QString words;
                if (auto* item = rows->itemAt(r, QFormLayout::LabelRole)) {
                    if (auto* label = qobject_cast<QLabel*>(item->widget())) {
                        words = label->text();
                    }
                }
                if (auto* item = rows->itemAt(r, QFormLayout::FieldRole); item && words.isEmpty()) {
                    if (auto* check = qobject_cast<QCheckBox*>(item->widget())) {
                        words = check->text();
                    }
                }
                words.remove(u'&').remove(u':');
                if (words.isEmpty()) {
                    continue;
                }
                EXPECT_FALSE(seen.contains(words))
                    << scenario << " " << action.id << ": \"" << words.toStdString() << "\" twice";
                seen << words;
            }
        }
    }
}

// Issue 37: a morale test's picker offers only the acting side's units that owe one, and "why it
// tests" follows the unit picked to the reason it owes the test.
TEST_F(FormFollowsGame, AMoraleTestOffersOnlyTheSidesUnitsThatOweOneEachWithItsReason) {
    open("jackson-clearwater-1877.json");
    Outcome owed;
    owed.effects.push_back(Effect::owed("joseph", "morale", {{"reason", "under shell fire"}}));
    owed.effects.push_back(
        Effect::owed("toohool", "morale", {{"reason", "lost a figure (regular)"}}));
    owed.effects.push_back(Effect::owed("cav-f", "morale", {{"reason", "fired on"}}));
    doc().apply(owed);
    toPhase("morale_fired_on");
    ASSERT_EQ(panel()->currentAction(), "morale");
    auto offered = [this] {
        auto* box = qobject_cast<QComboBox*>(panel()->form()->field("unit"));
        QStringList ids;
        for (int i = 0; box && i < box->count(); ++i) {
            ids << box->itemData(i).toString();
        }
        ids.sort();
        return ids;
    };
    // The army's one test first (in the roster's order), and only it.
    ASSERT_EQ(actingUnit(), "cav-f");
    EXPECT_EQ(offered(), QStringList{"cav-f"});
    EXPECT_EQ(picked("reason"), "fired_on");
    rollAndApply();
    // Then the Nez Perce's two, each with its own reason.
    EXPECT_EQ(offered(), (QStringList{"joseph", "toohool"}));
    ASSERT_TRUE(panel()->form()->setValue("unit", "toohool"));
    EXPECT_EQ(picked("reason"), "figure_lost");
    ASSERT_TRUE(panel()->form()->setValue("unit", "joseph"));
    EXPECT_EQ(picked("reason"), "shell");
    rollAndApply();
    EXPECT_EQ(offered(), QStringList{"toohool"});
    EXPECT_EQ(picked("reason"), "figure_lost");
}

TEST_F(FormFollowsGame, AMeleeNeverOpensWithAUnitAgainstItself) {
    for (const char* scenario : {"mwan-cedar-mountain.json", "jackson-clearwater-1877.json",
                                 "bluegray-fort-sanders-1863.json"}) {
        open(scenario);
        toPhase("melee");
        ASSERT_TRUE(panel()->selectAction("melee"));
        EXPECT_FALSE(picked("attacker").empty()) << scenario;
        EXPECT_NE(picked("attacker"), picked("defender")) << scenario;
    }
}

TEST_F(FormFollowsGame, RoeAttackerIsNotOfferedAmongHisOwnHelpers) {
    open("fredericksburg-1862.json");
    toPhase("activation");
    ASSERT_TRUE(panel()->selectAction("melee"));
    const std::string attacker = picked("attacker_figure");
    ASSERT_FALSE(attacker.empty());
    auto* helpers = qobject_cast<QListWidget*>(panel()->form()->field("attacker_helpers"));
    ASSERT_NE(helpers, nullptr);
    int shown = 0;
    for (int i = 0; i < helpers->count(); ++i) {
        const bool him = helpers->item(i)->data(Qt::UserRole).toString().toStdString() == attacker;
        EXPECT_EQ(helpers->item(i)->isHidden(), him) << helpers->item(i)->text().toStdString();
        shown += helpers->item(i)->isHidden() ? 0 : 1;
    }
    EXPECT_EQ(shown, helpers->count() - 1);
}

TEST_F(FormFollowsGame, AnOverrideNotGivenReadsAsWordsNotMinusOne) {
    open("mwan-cedar-mountain.json");
    ASSERT_TRUE(panel()->selectAction("morale"));
    auto* lost = qobject_cast<QSpinBox*>(panel()->form()->field("stands_lost"));
    ASSERT_NE(lost, nullptr);
    EXPECT_EQ(lost->text(), "(as counted)");
    EXPECT_EQ(panel()->form()->params().value("stands_lost", 0), -1); // the request as before
}

TEST_F(FormFollowsGame, ChangingTheSideNeverLeavesAUnitOfTheOtherSide) {
    open("mwan-cedar-mountain.json");
    ASSERT_TRUE(panel()->selectAction("morale")); // its unit may be of either side
    panel()->selectSide("us");
    ASSERT_FALSE(actingUnit().empty());
    EXPECT_EQ(doc().state().unit(actingUnit())->side, "us");
    panel()->selectSide("cs");
    EXPECT_EQ(doc().state().unit(actingUnit())->side, "cs");
}

TEST_F(FormFollowsGame, ARangeNotGivenIsEmptyRollSaysSoAndAPairsRangeComesBack) {
    open("mwan-cedar-mountain.json");
    toPhase("fire");
    EXPECT_FALSE(panel()->form()->params().contains("range")); // not 0", point blank
    auto* range = qobject_cast<QDoubleSpinBox*>(panel()->form()->field("range"));
    ASSERT_NE(range, nullptr);
    EXPECT_TRUE(range->text().trimmed().isEmpty()) << range->text().toStdString();
    EXPECT_FALSE(panel()->rollWith(doc().gameDice()).has_value());
    EXPECT_TRUE(panel()->outcomeView()->showsError());
    const std::string firer = actingUnit(), target = picked("target");
    ASSERT_TRUE(panel()->form()->setValue("range", 7.5));
    ASSERT_TRUE(panel()->rollWith(doc().gameDice())); // rolled, not applied
    panel()->selectAction("move");
    ASSERT_TRUE(panel()->selectAction("fire"));
    ASSERT_TRUE(panel()->form()->setValue("firer", firer));
    ASSERT_TRUE(panel()->form()->setValue("target", target));
    EXPECT_EQ(panel()->form()->params().value("range", 0.0), 7.5);
}

} // namespace
} // namespace adc::test
