// Issue 38: the editor edits a scenario's rules by turn and arrivals of several units, driven as
// real widgets offscreen: every field in words, checked by the core's timeline reader as typed
// (marked at its field, kept as typed), saved as a file the scenario loader (adc validate)
// accepts and that keeps the edit.
#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"
#include "editor/choice_box.hpp"
#include "editor/scenario_editor_window.hpp"
#include "editor/timeline_panel.hpp"
#include "editor/turn_rules_panel.hpp"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace adc::editor {
namespace {

using RuleColumn = TurnRulesPanel::Column;

struct EditorTurnRules : ::testing::Test {
    RulesetRegistry registry = builtinRulesets();
    ScenarioEditorWindow window{registry, QStringLiteral(ADC_TEST_DATA_DIR)};
    QTemporaryDir dir;

    void SetUp() override {
        QString error;
        ASSERT_TRUE(window.openScenario(
            QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/mwan-cedar-mountain.json"), &error))
            << error.toStdString();
    }
    TurnRulesPanel* panel() const { return window.timelinePanel()->turnRules(); }
    QTableWidget* rules() const { return panel()->rules(); }
    template <class T> T* cell(int row, RuleColumn c) const {
        return qobject_cast<T*>(rules()->cellWidget(row, static_cast<int>(c)));
    }
    QString text(int row, RuleColumn c) const {
        return rules()->item(row, static_cast<int>(c))->text();
    }
    QPushButton* button(const QString& words) const {
        for (auto* b : window.findChildren<QPushButton*>()) {
            if (b->text().remove(QLatin1Char('&')) == words) {
                return b;
            }
        }
        return nullptr;
    }
    void click(const QString& words) const {
        QPushButton* b = button(words);
        ASSERT_NE(b, nullptr) << words.toStdString();
        QTest::mouseClick(b, Qt::LeftButton);
    }
    static void choose(QComboBox* box, const QString& value) {
        ASSERT_NE(box, nullptr);
        const int i = box->findData(value);
        ASSERT_GE(i, 0) << value.toStdString();
        box->setCurrentIndex(i);
    }
    static void tick(QListWidget* list, const QString& value, bool on = true) {
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(Qt::UserRole).toString() == value) {
                list->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
                return;
            }
        }
        ADD_FAILURE() << "no " << value.toStdString() << " in the list";
    }
    static QStringList shownWords(const QListWidget* list) {
        QStringList out;
        for (int i = 0; i < list->count(); ++i) {
            out << list->item(i)->text();
        }
        return out;
    }
    // Types into a field as the organizer does: the old text selected, the new typed over it.
    static void typeOver(QWidget* field, const QString& text) {
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, text);
    }
    QString problems() const {
        return window.findChild<QLabel*>(QStringLiteral("timelineProblems"))->text();
    }
    Scenario savedAndRead(const char* name) {
        QString error;
        const QString path = dir.filePath(QString::fromLatin1(name));
        EXPECT_TRUE(window.saveTo(path, &error)) << error.toStdString();
        // What `adc validate` does with the file: the full scenario loader.
        return loadScenarioFile(path.toStdString(), registry, ADC_TEST_DATA_DIR).scenario;
    }
};

// Cedar Mountain's surprise: Garnett's infantry may not move on turn 1 (a limit of 0"). Every
// field in words: the action's name, the command's, the kind's; no id on screen.
TEST_F(EditorTurnRules, ARuleByTurnIsARowInWords) {
    ASSERT_EQ(rules()->rowCount(), 2); // and Winder's roll, owed
    EXPECT_EQ(cell<QSpinBox>(0, RuleColumn::From)->value(), 1);
    EXPECT_EQ(cell<QSpinBox>(0, RuleColumn::To)->value(), 1);
    EXPECT_EQ(cell<QComboBox>(0, RuleColumn::Kind)->currentText(),
              QStringLiteral("Limits a number"));
    EXPECT_EQ(text(0, RuleColumn::Actions), QStringLiteral("Movement"));
    EXPECT_EQ(text(0, RuleColumn::Units),
              QStringLiteral("Command: Garnett's brigade (infantry only)"));
    EXPECT_TRUE(cell<QComboBox>(0, RuleColumn::Rule)->currentText().startsWith("1. Surprise"));
    rules()->setCurrentCell(0, static_cast<int>(RuleColumn::Actions));
    EXPECT_EQ(panel()->whom()->currentText(), QStringLiteral("Command: Garnett's brigade"));
    EXPECT_FALSE(panel()->units()->isEnabled()) << "a command, not units ticked";
    EXPECT_EQ(panel()->parameter()->currentText(), QStringLiteral("Distance moved"));
    EXPECT_EQ(panel()->max()->text(), QStringLiteral("0"));
    EXPECT_TRUE(shownWords(panel()->actions()).contains(QStringLiteral("Movement")));
    EXPECT_FALSE(shownWords(panel()->actions()).contains(QStringLiteral("move")));
    EXPECT_TRUE(shownWords(panel()->units()).contains(QStringLiteral("10th Maine")));
    EXPECT_FALSE(panel()->max()->isHidden());
    EXPECT_TRUE(panel()->owedPhase()->isHidden()) << "a limit owes nothing";
    EXPECT_EQ(problems(), QString());
    // Another page and back (the choices rebuilt from the units and words as edited there):
    // the rule and the arrival selected stay so, their fields shown.
    window.timelinePanel()->arrivals()->setCurrentCell(0, 3);
    auto* pages = qobject_cast<QTabWidget*>(window.centralWidget());
    ASSERT_NE(pages, nullptr);
    pages->setCurrentIndex(0);
    pages->setCurrentIndex(3);
    EXPECT_EQ(rules()->currentRow(), 0);
    EXPECT_EQ(panel()->whom()->currentText(), QStringLiteral("Command: Garnett's brigade"));
    EXPECT_EQ(window.timelinePanel()->arrivals()->currentRow(), 0);
    EXPECT_EQ(tickedOf(window.timelinePanel()->arrivalUnits()),
              QStringList{QStringLiteral("cs-stonewall")});
}

// A rule added, changed through each kind and checked as typed, then the original removed: the
// file saved keeps the edit and the loader accepts it.
TEST_F(EditorTurnRules, ARuleIsAddedChangedAndRemoved) {
    click(QStringLiteral("Add a rule by turn"));
    ASSERT_EQ(rules()->rowCount(), 3);
    EXPECT_EQ(rules()->currentRow(), 2);
    typeOver(cell<QSpinBox>(2, RuleColumn::To), QStringLiteral("9"));
    EXPECT_TRUE(problems().contains(
        QStringLiteral("/turn_rules/2/turns/1: is past the scenario's last turn, 8")))
        << problems().toStdString();
    EXPECT_EQ(cell<QSpinBox>(2, RuleColumn::To)->toolTip(),
              QStringLiteral("is past the scenario's last turn, 8"));
    EXPECT_EQ(rules()->verticalHeaderItem(2)->text(), QStringLiteral("⚠ 3"));
    typeOver(cell<QSpinBox>(2, RuleColumn::From), QStringLiteral("2"));
    typeOver(cell<QSpinBox>(2, RuleColumn::To), QStringLiteral("3"));
    EXPECT_EQ(problems(), QString());
    EXPECT_EQ(cell<QSpinBox>(2, RuleColumn::To)->toolTip(), QString());

    // Owed: the units and the phase are the organizer's to give; each missing one is marked.
    choose(cell<QComboBox>(2, RuleColumn::Kind), QStringLiteral("owe"));
    EXPECT_TRUE(problems().contains(QStringLiteral("/turn_rules/2/owe/phase")))
        << problems().toStdString();
    EXPECT_FALSE(panel()->owedPhase()->toolTip().isEmpty());
    EXPECT_EQ(panel()->whom()->toolTip(),
              QStringLiteral("an owed action needs the units that owe it"));
    choose(panel()->whom(), QStringLiteral("units"));
    tick(panel()->units(), QStringLiteral("cs-winder"));
    choose(panel()->owedPhase(), QStringLiteral("morale"));
    tick(panel()->actions(), QStringLiteral("initiative"), false); // the one a new rule has
    tick(panel()->actions(), QStringLiteral("commander_check"));
    EXPECT_EQ(problems(), QString());
    EXPECT_EQ(text(2, RuleColumn::Units), QStringLiteral("Brig. Gen. Charles S. Winder"));

    // A limit: a number typed that is not one is refused at its field and kept as typed.
    choose(cell<QComboBox>(2, RuleColumn::Kind), QStringLiteral("limit"));
    tick(panel()->actions(), QStringLiteral("commander_check"), false);
    tick(panel()->actions(), QStringLiteral("fire"));
    choose(panel()->parameter(), QStringLiteral("range"));
    QTest::keyClicks(panel()->max(), QStringLiteral("6 inches"));
    EXPECT_EQ(panel()->max()->text(), QStringLiteral("6 inches"));
    EXPECT_TRUE(problems().contains(QStringLiteral("/turn_rules/2/limit/max")))
        << problems().toStdString();
    EXPECT_FALSE(panel()->max()->toolTip().isEmpty());
    QString error;
    EXPECT_FALSE(window.saveTo(dir.filePath(QStringLiteral("bad.json")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("/turn_rules/2/limit/max"))) << error.toStdString();
    typeOver(panel()->max(), QStringLiteral("6"));
    EXPECT_EQ(problems(), QString());
    EXPECT_EQ(panel()->max()->toolTip(), QString());

    // Back to owed: what was given there is back; then the original rule is removed.
    choose(cell<QComboBox>(2, RuleColumn::Kind), QStringLiteral("owe"));
    EXPECT_EQ(panel()->owedPhase()->currentData().toString(), QStringLiteral("morale"));
    choose(cell<QComboBox>(2, RuleColumn::Kind), QStringLiteral("limit"));
    EXPECT_EQ(panel()->max()->text(), QStringLiteral("6"));
    rules()->setCurrentCell(0, static_cast<int>(RuleColumn::Actions));
    click(QStringLiteral("Remove rule by turn"));
    ASSERT_EQ(rules()->rowCount(), 2);
    EXPECT_EQ(problems(), QString());

    const Scenario saved = savedAndRead("limit.json");
    ASSERT_EQ(saved.timeline.turnRules.size(), 2u);
    const TurnRule& t = saved.timeline.turnRules[1];
    EXPECT_EQ(t.kind, TurnRuleKind::Limit);
    EXPECT_EQ(t.firstTurn, 2);
    EXPECT_EQ(t.lastTurn, 3);
    EXPECT_EQ(t.actions, std::vector<std::string>{"fire"});
    EXPECT_EQ(t.parameter, "range");
    EXPECT_EQ(t.max, 6);
    ASSERT_TRUE(t.units);
    EXPECT_EQ(t.units->units, std::vector<std::string>{"cs-winder"});
    EXPECT_EQ(t.rule, "/special_rules/0");
}

// A default set in words (yes or no for a flag) and an action refused for a side's cavalry.
TEST_F(EditorTurnRules, ADefaultAndARefusalAreSaved) {
    click(QStringLiteral("Add a rule by turn"));
    choose(cell<QComboBox>(2, RuleColumn::Kind), QStringLiteral("default"));
    tick(panel()->actions(), QStringLiteral("initiative"), false);
    tick(panel()->actions(), QStringLiteral("move"));
    choose(panel()->parameter(), QStringLiteral("charge"));
    EXPECT_FALSE(panel()->valueChoice()->isHidden()) << "a yes/no is a drop-down";
    EXPECT_TRUE(problems().contains(QStringLiteral("/turn_rules/2/default/value: is missing")))
        << problems().toStdString();
    choose(panel()->valueChoice(), QStringLiteral("@yes"));
    choose(cell<QComboBox>(2, RuleColumn::Rule), QStringLiteral("/special_rules/1"));
    click(QStringLiteral("Add a rule by turn"));
    choose(panel()->whom(), QStringLiteral("side:us"));
    tick(panel()->kinds(), QStringLiteral("cavalry"));
    EXPECT_EQ(text(3, RuleColumn::Units), QStringLiteral("Side: Union: Williams's division "
                                                         "(Crawford's brigade) (cavalry only)"));
    EXPECT_EQ(problems(), QString());

    const Scenario saved = savedAndRead("default.json");
    ASSERT_EQ(saved.timeline.turnRules.size(), 4u);
    EXPECT_EQ(saved.timeline.turnRules[2].kind, TurnRuleKind::Default);
    EXPECT_EQ(saved.timeline.turnRules[2].parameter, "charge");
    EXPECT_EQ(saved.timeline.turnRules[2].value, json(true));
    EXPECT_EQ(saved.timeline.turnRules[2].rule, "/special_rules/1");
    EXPECT_EQ(saved.timeline.turnRules[3].kind, TurnRuleKind::Refuse);
    ASSERT_TRUE(saved.timeline.turnRules[3].units);
    EXPECT_EQ(saved.timeline.turnRules[3].units->side, "us");
    EXPECT_EQ(saved.timeline.turnRules[3].units->kinds, std::vector<std::string>{"cavalry"});
}

// An arrival of two units: ticked in the list beside its row, named in words on the row, saved,
// then one unit taken off again.
TEST_F(EditorTurnRules, AnArrivalOfTwoUnits) {
    auto* arrivals = window.timelinePanel()->arrivals();
    QListWidget* units = window.timelinePanel()->arrivalUnits();
    ASSERT_EQ(arrivals->rowCount(), 2);
    click(QStringLiteral("Add arrival"));
    ASSERT_EQ(arrivals->rowCount(), 3);
    EXPECT_EQ(arrivals->currentRow(), 2);
    tick(units, QStringLiteral("us-5ct"), false);
    tick(units, QStringLiteral("us-10me"));
    tick(units, QStringLiteral("us-28ny"));
    typeOver(qobject_cast<QSpinBox*>(arrivals->cellWidget(2, 1)), QStringLiteral("4"));
    EXPECT_EQ(arrivals->item(2, 0)->text(), QStringLiteral("10th Maine, 28th New York"));
    EXPECT_EQ(problems(), QString());
    // A unit that already arrives in another entry is refused at the units, in the core's words.
    tick(units, QStringLiteral("cs-stonewall"));
    EXPECT_TRUE(problems().contains(QStringLiteral(
        "/arrivals/2/units/2: \"cs-stonewall\" already arrives in an earlier entry")))
        << problems().toStdString();
    EXPECT_FALSE(units->toolTip().isEmpty());
    tick(units, QStringLiteral("cs-stonewall"), false);
    EXPECT_EQ(units->toolTip(), QString());

    const Scenario saved = savedAndRead("arrival.json");
    ASSERT_EQ(saved.timeline.arrivals.size(), 3u);
    EXPECT_EQ(saved.timeline.arrivals[2].units, (std::vector<std::string>{"us-10me", "us-28ny"}));
    EXPECT_EQ(saved.timeline.arrivals[2].turn, 4);

    // Back on the first arrival, its own unit is ticked; the new one loses a unit.
    arrivals->setCurrentCell(0, 3);
    EXPECT_EQ(tickedOf(units), QStringList{QStringLiteral("cs-stonewall")});
    arrivals->setCurrentCell(2, 3);
    tick(units, QStringLiteral("us-28ny"), false);
    EXPECT_EQ(savedAndRead("one.json").timeline.arrivals[2].units,
              std::vector<std::string>{"us-10me"});
}

} // namespace
} // namespace adc::editor
