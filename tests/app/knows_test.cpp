// Issue 19, "knows what the referee knows", on the real window offscreen: a strength correction
// in each ruleset changes what its rules read (ROE asks which man is out), ROE's men are picked
// from the unit's men, Jackson's attacker is offered by side name, the form's defaults follow
// the game, a recovered game comes back with its form, and the log reads well.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "gui_fixture.hpp"
#include "log/log_model.hpp"
#include "log/log_panel.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/correction_dialog.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "window/main_window.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QTest>

namespace adc::test {
namespace {

using adc::app::MainWindow;

// Runs act on each modal dialog as it opens, until act returns false.
void onModals(std::function<bool(QWidget*)> act) {
    auto* timer = new QTimer(qApp);
    timer->setInterval(5);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        if (QWidget* w = QApplication::activeModalWidget(); w && !act(w)) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}

// The real window on a shipped scenario of the real modules.
class ShippedTable : public ::testing::Test {
protected:
    void SetUp() override { QSettings().clear(); }
    void TearDown() override {
        if (window) {
            window->document().removeRecovery();
        }
        window.reset();
        QSettings().clear();
    }
    void open(const QString& scenario) {
        const QString data = QStringLiteral(ADC_TEST_DATA_DIR);
        window = std::make_unique<MainWindow>(builtinRulesets(), data);
        window->document().setRecoveryPath({});
        ASSERT_TRUE(window->openFile(data + "/scenarios/" + scenario))
            << window->lastErrors().join("\n").toStdString();
    }
    adc::app::GameDocument& doc() { return window->document(); }
    adc::app::ResolvePanel* resolve() { return window->resolvePanel(); }
    // Sets a unit's strength in its roster, as the referee types it into the cell.
    bool setStrength(const Unit& u, int value) {
        for (auto* panel : window->rosters()) {
            const int row = panel->model()->rowOf(u.id);
            if (row >= 0) {
                auto index = panel->model()->index(
                    row, static_cast<int>(adc::app::RosterModel::Column::Strength));
                return panel->model()->setData(index, value);
            }
        }
        return false;
    }

    std::unique_ptr<MainWindow> window;
};

// Ticks the first `n` men of the correction dialog when it opens and presses OK.
std::shared_ptr<QString> answerCorrection(int n) {
    auto asked = std::make_shared<QString>();
    onModals([asked, n](QWidget* w) {
        auto* dialog = qobject_cast<adc::app::CorrectionDialog*>(w);
        if (!dialog) {
            return true;
        }
        for (int i = 0; i < n; ++i) {
            dialog->choices()->item(i)->setCheckState(Qt::Checked);
        }
        *asked = dialog->choices()->item(0)->data(Qt::UserRole).toString();
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        return false;
    });
    return asked;
}

TEST_F(ShippedTable, AStrengthCorrectionInRoeAsksWhichManIsOut) {
    open(QStringLiteral("fredericksburg-1862.json"));
    const Unit u = doc().state().units.front();
    const int before = u.strength;
    auto asked = answerCorrection(1);
    ASSERT_TRUE(setStrength(u, before - 1));
    ASSERT_FALSE(asked->isEmpty()) << "no dialog asked which man is out";
    const Unit& now = *doc().state().unit(u.id);
    EXPECT_EQ(now.strength, before - 1);
    EXPECT_EQ(now.totalLosses(), 1) << "the man out is a casualty";
    int fighting = 0;
    for (const auto& man : now.attrs["figures"]) {
        const std::string status = man.value("status", std::string("fighting"));
        fighting += status == "fighting" ? 1 : 0;
        if (man["name"] == asked->toStdString()) {
            EXPECT_EQ(status, "hit");
        }
    }
    EXPECT_EQ(fighting, before - 1) << "the roster's men agree with its strength";
    window->action("undo")->trigger();
    EXPECT_EQ(doc().state().unit(u.id)->strength, before);
}

TEST_F(ShippedTable, ACancelledQuestionChangesNothing) {
    open(QStringLiteral("fredericksburg-1862.json"));
    const Unit u = doc().state().units.front();
    onModals([](QWidget* w) {
        if (auto* dialog = qobject_cast<adc::app::CorrectionDialog*>(w)) {
            dialog->reject();
            return false;
        }
        return true;
    });
    EXPECT_FALSE(setStrength(u, u.strength - 1));
    EXPECT_EQ(doc().state().unit(u.id)->strength, u.strength);
    EXPECT_TRUE(doc().game().events().empty());
}

// MWAN, Jackson and Blue and Gray read the strength itself: it is set, and the rules see it.
TEST_F(ShippedTable, AStrengthCorrectionInTheOtherRulesetsSetsWhatTheirRulesRead) {
    for (const char* scenario : {"mwan-cedar-mountain.json", "jackson-clearwater-1877.json",
                                 "bluegray-fort-sanders-1863.json"}) {
        open(QString::fromLatin1(scenario));
        const Unit* u = nullptr;
        for (const auto& x : doc().state().units) {
            if (x.strength > 1 && !u) {
                u = &x;
            }
        }
        ASSERT_NE(u, nullptr);
        const std::string id = u->id;
        const int before = u->strength;
        ASSERT_TRUE(setStrength(*u, before - 1)) << scenario;
        EXPECT_EQ(doc().state().unit(id)->strength, before - 1) << scenario;
        EXPECT_EQ(doc().game().events().back().outcome.action, "correction");
        TearDown();
    }
}

TEST_F(ShippedTable, RoeMenArePickedFromTheUnitsMen) {
    open(QStringLiteral("fredericksburg-1862.json"));
    ASSERT_TRUE(resolve()->selectAction("fire"));
    auto* form = resolve()->form();
    auto* firers = qobject_cast<QListWidget*>(form->field("firers"));
    ASSERT_NE(firers, nullptr) << "firing men are ticked in a list, not typed";
    const std::string unitId = form->params()["unit"].get<std::string>();
    const Unit& u = *doc().state().unit(unitId);
    ASSERT_EQ(firers->count(), static_cast<int>(u.attrs["figures"].size()));
    const std::string first = u.attrs["figures"][0]["name"].get<std::string>();
    EXPECT_TRUE(firers->item(0)->text().startsWith(qs(first)));
    EXPECT_TRUE(firers->item(0)->text().contains("fighting"));
    firers->item(0)->setCheckState(Qt::Checked);
    EXPECT_EQ(form->params()["firers"], first);
    // Another unit: its men.
    auto* unitBox = qobject_cast<QComboBox*>(form->field("unit"));
    ASSERT_GT(unitBox->count(), 1);
    unitBox->setCurrentIndex(unitBox->currentIndex() == 0 ? 1 : 0);
    const Unit& other = *doc().state().unit(form->params()["unit"].get<std::string>());
    ASSERT_EQ(firers->count(), static_cast<int>(other.attrs["figures"].size()));
    EXPECT_TRUE(firers->item(0)->text().startsWith(
        qs(other.attrs["figures"][0]["name"].get<std::string>())));
    EXPECT_FALSE(form->params().contains("firers")) << "no man of the other unit picked";

    // Melee: one attacker and one defender, each from his unit.
    ASSERT_TRUE(resolve()->selectAction("melee"));
    auto* attacker = qobject_cast<QComboBox*>(form->field("attacker_figure"));
    auto* defender = qobject_cast<QComboBox*>(form->field("defender_figure"));
    ASSERT_NE(attacker, nullptr);
    ASSERT_NE(defender, nullptr);
    const Unit& a = *doc().state().unit(form->params()["attacker"].get<std::string>());
    const Unit& d = *doc().state().unit(form->params()["defender"].get<std::string>());
    EXPECT_EQ(form->params()["attacker_figure"], a.attrs["figures"][0]["name"]);
    EXPECT_EQ(form->params()["defender_figure"], d.attrs["figures"][0]["name"]);
    EXPECT_TRUE(form->setValue("defender_figure", d.attrs["figures"][1]["name"]));
    EXPECT_EQ(form->params()["defender_figure"], d.attrs["figures"][1]["name"]);
}

TEST_F(ShippedTable, JacksonsAttackerIsOfferedBySideName) {
    open(QStringLiteral("jackson-clearwater-1877.json"));
    ASSERT_TRUE(resolve()->selectAction("designate_attacker"));
    auto* box = qobject_cast<QComboBox*>(resolve()->form()->field("side"));
    ASSERT_NE(box, nullptr);
    const auto& sides = doc().state().sides;
    ASSERT_EQ(box->count(), static_cast<int>(sides.size()));
    for (std::size_t i = 0; i < sides.size(); ++i) {
        EXPECT_EQ(box->itemText(static_cast<int>(i)), qs(sides[i].name));
    }
    box->setCurrentIndex(1);
    EXPECT_EQ(resolve()->form()->params()["side"], sides[1].id);
    ScriptedDice none({});
    ASSERT_TRUE(resolve()->rollWith(none));
}

TEST_F(ShippedTable, TheLogReadsWell) {
    open(QStringLiteral("fredericksburg-1862.json"));
    window->nextPhase(); // to the activation phase, logged under it
    auto* log = window->logPanel()->model();
    ASSERT_EQ(log->rowCount(), 1);
    const auto col = [](adc::app::LogModel::Column c) { return static_cast<int>(c); };
    EXPECT_EQ(log->index(0, col(adc::app::LogModel::Column::Phase)).data().toString(),
              doc().phaseName());
    ASSERT_TRUE(resolve()->selectAction("draw_card"));
    ASSERT_TRUE(resolve()->rollWith(doc().gameDice()));
    ASSERT_TRUE(resolve()->applyPending());
    const QString dice = log->index(1, col(adc::app::LogModel::Column::Dice)).data().toString();
    EXPECT_TRUE(dice.startsWith("deck shuffled")) << dice.toStdString();
    EXPECT_LT(dice.size(), 30) << "a shuffle is one entry: " << dice.toStdString();
}

class KnowsTest : public GuiTest {
protected:
    adc::app::ResolvePanel* resolve() { return window->resolvePanel(); }
    void fire(const std::string& shooter, const std::string& target) {
        ASSERT_TRUE(resolve()->selectAction("fire"));
        resolve()->selectSide(doc().state().unit(shooter)->side);
        ASSERT_TRUE(resolve()->form()->setValue("shooter", shooter));
        ASSERT_TRUE(resolve()->form()->setValue("target", target));
        ASSERT_TRUE(resolve()->form()->setValue("range", 6.0));
        ScriptedDice dice({1, 6, 6, 6});
        ASSERT_TRUE(resolve()->rollWith(dice));
        ASSERT_TRUE(resolve()->applyPending());
    }
};

TEST_F(KnowsTest, MoralePreselectsTheUnitThatOwesATestAndFireTheUnitJustActed) {
    fire("mich7", "miss13a");
    // Owed first in the action list.
    EXPECT_EQ(resolve()->actionBox()->itemData(0).toString(), "morale");
    ASSERT_TRUE(resolve()->selectAction("morale"));
    EXPECT_EQ(resolve()->form()->params()["unit"], "miss13a");
    // Back to fire: the unit of the latest event fires again.
    ASSERT_TRUE(resolve()->selectAction("volley"));
    ASSERT_TRUE(resolve()->selectAction("fire"));
    EXPECT_EQ(resolve()->form()->params()["shooter"], "mich7");
}

TEST_F(KnowsTest, TheActionListOffersThePhasesActionsFirst) {
    auto* box = resolve()->actionBox();
    // Card activation: fire and draw (of this phase) above volley and morale (of any phase).
    EXPECT_EQ(box->itemData(0).toString(), "fire");
    EXPECT_EQ(box->itemData(1).toString(), "draw");
    ASSERT_TRUE(resolve()->selectAction("fire"));
    window->nextPhase(); // morale: fire belongs to another phase
    EXPECT_NE(resolve()->currentAction(), "fire");
    EXPECT_EQ(box->itemData(box->count() - 1).toString(), "draw");
}

TEST_F(KnowsTest, ARecoveredGameComesBackWithItsForm) {
    fire("mich7", "miss13a");
    ASSERT_TRUE(resolve()->selectAction("fire"));
    ASSERT_TRUE(resolve()->form()->setValue("target", "miss17c"));
    ASSERT_TRUE(resolve()->form()->setValue("range", 17.5));
    // The form is kept once typing pauses.
    const QString kept = doc().pendingFormPath();
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(kept); }, 2000));
    QTest::qWait(300);
    const QString recovery = doc().recoveryPath();
    // A crash: the window goes without a clean close; another one recovers the game.
    auto next = makeWindow();
    next->document().setRecoveryPath(recovery);
    ASSERT_TRUE(next->document().recover().isEmpty());
    auto* form = next->resolvePanel()->form();
    EXPECT_EQ(next->resolvePanel()->currentAction(), "fire");
    EXPECT_EQ(form->params()["target"], "miss17c");
    EXPECT_EQ(form->params()["range"], 17.5);
    next->document().removeRecovery();
}

} // namespace
} // namespace adc::test
