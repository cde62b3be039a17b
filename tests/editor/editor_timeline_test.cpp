// Issue 38: the editor edits a scenario's arrivals and victory conditions as rows, checked as
// `adc validate` checks them (the core's timeline reader), and keeps an unedited timeline as it
// was. Issue 41: the scenario's own texts are held to the loaders' limits as they are typed.
#include "adc/builtin_rulesets.hpp"
#include "adc/scenario.hpp"
#include "editor/choice_box.hpp"
#include "editor/scenario_editor_window.hpp"
#include "editor/timeline_panel.hpp"
#include "editor/victory_panel.hpp"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace adc::editor {
namespace {

struct EditorTimeline : ::testing::Test {
    RulesetRegistry registry = builtinRulesets();
    ScenarioEditorWindow window{registry, QStringLiteral(ADC_TEST_DATA_DIR)};
    QTemporaryDir dir;

    void open(const char* file) {
        QString error;
        ASSERT_TRUE(window.openScenario(
            QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/") + QString::fromLatin1(file), &error))
            << error.toStdString();
    }
    template <class T> T* child(const char* name) const {
        return window.findChild<T*>(QString::fromLatin1(name));
    }
    template <class T> T* cell(const char* table, int row, int column) const {
        auto* t = child<QTableWidget>(table);
        return t ? qobject_cast<T*>(t->cellWidget(row, column)) : nullptr;
    }
    static void choose(QComboBox* box, const QString& value) {
        ASSERT_NE(box, nullptr);
        const int i = box->findData(value);
        ASSERT_GE(i, 0) << value.toStdString();
        box->setCurrentIndex(i);
    }
    QString problems() const { return child<QLabel>("timelineProblems")->text(); }
    bool savesTo(const char* name, QString* error) {
        return window.saveTo(dir.filePath(QString::fromLatin1(name)), error);
    }
};

// Clearwater's Co. B arrives on turn 4 unless the referee answers yes: a row of drop-downs; a
// turn past the scenario's last is marked with the core's words and pointer and not saved.
TEST_F(EditorTimeline, AnArrivalIsARowCheckedAsValidateChecksIt) {
    open("jackson-clearwater-1877.json");
    auto* arrivals = child<QTableWidget>("arrivals");
    ASSERT_NE(arrivals, nullptr);
    ASSERT_EQ(arrivals->rowCount(), 1);
    EXPECT_TRUE(arrivals->item(0, 0)->text().startsWith(
        QStringLiteral("Co. B, 1st Cavalry"))); // the unit's name, not its id
    arrivals->setCurrentCell(0, 3);
    EXPECT_EQ(tickedOf(window.timelinePanel()->arrivalUnits()), QStringList{"cav-b"});
    EXPECT_EQ(cell<QSpinBox>("arrivals", 0, 1)->value(), 4);
    EXPECT_TRUE(arrivals->item(0, 3)->text().startsWith(QStringLiteral("Did a Nez Perce unit")));
    EXPECT_EQ(cell<QComboBox>("arrivals", 0, 4)->currentData().toString(),
              QStringLiteral("/special_rules/3"));
    EXPECT_EQ(problems(), QString());

    cell<QSpinBox>("arrivals", 0, 1)->setValue(9);
    EXPECT_TRUE(problems().contains(
        QStringLiteral("/arrivals/0/turn: is past the scenario's last turn, 8")))
        << problems().toStdString();
    EXPECT_EQ(arrivals->verticalHeaderItem(0)->text(), QStringLiteral("⚠ 1"));
    QString error;
    EXPECT_FALSE(savesTo("late.json", &error));
    EXPECT_TRUE(
        error.contains(QStringLiteral("/arrivals/0/turn: is past the scenario's last turn")))
        << error.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("late.json"))));

    cell<QSpinBox>("arrivals", 0, 1)->setValue(5);
    EXPECT_EQ(problems(), QString());
    EXPECT_EQ(arrivals->verticalHeaderItem(0)->text(), QStringLiteral("1"));
    ASSERT_TRUE(savesTo("five.json", &error)) << error.toStdString();
    auto saved = loadScenarioFile(dir.filePath(QStringLiteral("five.json")).toStdString(), registry,
                                  ADC_TEST_DATA_DIR);
    ASSERT_EQ(saved.scenario.timeline.arrivals.size(), 1u);
    EXPECT_EQ(saved.scenario.timeline.arrivals[0].turn, 5);
    EXPECT_EQ(saved.scenario.timeline.arrivals[0].units, std::vector<std::string>{"cav-b"});
    EXPECT_EQ(saved.scenario.timeline.arrivals[0].rule, "/special_rules/3");
}

// A unit that is on the table at the start of turn 1 is no arrival: added as a row on turn 1,
// the core's refusal says so.
TEST_F(EditorTimeline, AnArrivalAddedIsCheckedToo) {
    open("mwan-cedar-mountain.json");
    auto* arrivals = child<QTableWidget>("arrivals");
    ASSERT_EQ(arrivals->rowCount(), 2);
    window.timelinePanel()->addArrival();
    ASSERT_EQ(arrivals->rowCount(), 3);
    cell<QSpinBox>("arrivals", 2, 1)->setValue(1);
    EXPECT_EQ(tickedOf(window.timelinePanel()->arrivalUnits()), QStringList{"us-5ct"});
    EXPECT_TRUE(problems().contains(QStringLiteral(
        "/arrivals/2/turn: a unit that arrives at the start of turn 1 is on the table")))
        << problems().toStdString();
    arrivals->setCurrentCell(2, 3);
    window.timelinePanel()->removeArrival();
    EXPECT_EQ(problems(), QString());
    EXPECT_EQ(window.scenarioJson()["arrivals"].size(), 2u);
}

// Cedar Mountain's Union major victory: two tests, the first a count of Garnett's units lost.
TEST_F(EditorTimeline, VictoryConditionsAndTheirTestsAreRows) {
    open("mwan-cedar-mountain.json");
    auto* conditions = child<QTableWidget>("victoryConditions");
    ASSERT_NE(conditions, nullptr);
    ASSERT_EQ(conditions->rowCount(), 3);
    EXPECT_EQ(conditions->item(0, 0)->text(), QStringLiteral("Union major victory"));
    EXPECT_EQ(cell<QComboBox>("victoryConditions", 0, 1)->currentData().toString(),
              QStringLiteral("us"));
    EXPECT_TRUE(cell<QComboBox>("victoryConditions", 0, 1)
                    ->currentText()
                    .startsWith(QStringLiteral("Union"))); // the side's name, not its id
    conditions->setCurrentCell(0, 0);
    auto* tests = child<QTableWidget>("victoryTests");
    ASSERT_EQ(tests->rowCount(), 2);
    EXPECT_EQ(cell<QComboBox>("victoryTests", 0, 0)->currentData().toString(),
              QStringLiteral("units_lost"));
    EXPECT_EQ(cell<QComboBox>("victoryTests", 0, 3)->currentData().toString(),
              QStringLiteral("command:cs-garnett"));
    EXPECT_EQ(cell<QSpinBox>("victoryTests", 0, 4)->value(), 2);
    cell<QSpinBox>("victoryTests", 0, 4)->setValue(3);
    choose(cell<QComboBox>("victoryConditions", 0, 2), QStringLiteral("minor"));
    const json c = window.scenarioJson()["victory_conditions"][0];
    EXPECT_EQ(c["all"][0]["units_lost"]["at_least"], 3);
    EXPECT_EQ(c["level"], "minor");
    EXPECT_EQ(problems(), QString());

    // A condition with no test left is refused with the core's words and pointer.
    VictoryPanel* victory = window.timelinePanel()->victory();
    for (int left = 2; left > 0; --left) {
        tests->setCurrentCell(0, 5);
        victory->removeTest();
    }
    ASSERT_EQ(tests->rowCount(), 0);
    EXPECT_TRUE(problems().contains(
        QStringLiteral("/victory_conditions/0/all: must hold at least one test")))
        << problems().toStdString();
    EXPECT_EQ(conditions->verticalHeaderItem(0)->text(), QStringLiteral("⚠ 1"));
    QString error;
    EXPECT_FALSE(savesTo("none.json", &error));
}

// A question test becomes a losses test: the side and the share are drop-down and spin box.
TEST_F(EditorTimeline, ATestChangesItsKind) {
    open("fredericksburg-1862.json");
    auto* conditions = child<QTableWidget>("victoryConditions");
    conditions->setCurrentCell(0, 0);
    auto* tests = child<QTableWidget>("victoryTests");
    ASSERT_EQ(tests->rowCount(), 1);
    EXPECT_TRUE(tests->item(0, 5)->text().startsWith(QStringLiteral("Did a Union unit")));
    choose(cell<QComboBox>("victoryTests", 0, 0), QStringLiteral("losses"));
    QApplication::processEvents(); // the row is rebuilt once the drop-down's signal returned
    ASSERT_NE(cell<QComboBox>("victoryTests", 0, 1), nullptr);
    choose(cell<QComboBox>("victoryTests", 0, 1), QStringLiteral("csa"));
    cell<QDoubleSpinBox>("victoryTests", 0, 2)->setValue(40);
    EXPECT_EQ(window.scenarioJson()["victory_conditions"][0]["all"][0],
              json::parse(R"({"losses": {"side": "csa", "at_least": 0.4}})"));
    EXPECT_EQ(problems(), QString());
}

// The result when no condition holds: Cedar Mountain's Confederate victory, then not stated.
TEST_F(EditorTimeline, TheResultWhenNoneHoldsIsEditedToo) {
    open("mwan-cedar-mountain.json");
    VictoryPanel* victory = window.timelinePanel()->victory();
    QComboBox* winner = victory->otherwiseWinner();
    EXPECT_EQ(winner->currentData().toString(), QStringLiteral("cs"));
    winner->setCurrentIndex(winner->findData(QString())); // a draw
    emit winner->activated(winner->currentIndex());
    EXPECT_EQ(window.scenarioJson()["victory_otherwise"],
              json::parse(R"({"result": "Confederate victory", "rule": "/victory/2"})"));
    EXPECT_EQ(problems(), QString());
    winner->setCurrentIndex(winner->findData(QStringLiteral("@none")));
    emit winner->activated(winner->currentIndex());
    EXPECT_FALSE(window.scenarioJson().contains("victory_otherwise"));
    QString error;
    EXPECT_TRUE(savesTo("none.json", &error)) << error.toStdString();
}

// Issue 41: a text the loaders would refuse is marked as it is typed, in their words with its
// pointer, kept as typed, and the scenario is not saved.
TEST_F(EditorTimeline, TheScenariosTextsAreCheckedAsTyped) {
    open("fredericksburg-1862.json");
    auto* name = child<QLineEdit>("scenarioName");
    auto* label = child<QLabel>("scenarioProblems");
    ASSERT_NE(name, nullptr);
    ASSERT_NE(label, nullptr);
    // A line of the form holds at most 32,767 characters (Qt's limit), under 100,000 bytes; a
    // NUL is what a name can hold that no file may.
    name->setText(QStringLiteral("Fredericksburg ") + QChar(0));
    QTest::keyClicks(name, QStringLiteral("yz"));
    EXPECT_EQ(label->text(), QStringLiteral("Name (/name) holds the character U+0000 (\\u0000), "
                                            "which no text of ours may hold"));
    EXPECT_EQ(name->toolTip(), label->text());
    EXPECT_EQ(name->text().size(), 18) << "kept as typed";
    QString error;
    EXPECT_FALSE(savesTo("nul-name.json", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("Name (/name) holds the character U+0000")))
        << error.toStdString();
    name->setText(QStringLiteral("Fredericksburg"));
    QTest::keyClicks(name, QStringLiteral("!"));
    EXPECT_EQ(label->text(), QString());
    auto* description = child<QPlainTextEdit>("description");
    ASSERT_NE(description, nullptr);
    description->setPlainText(QString(100001, QLatin1Char('x')));
    EXPECT_EQ(label->text(), QStringLiteral("Description (/description) is 100001 bytes of text; "
                                            "no text may be over 100000 bytes"));
    EXPECT_EQ(description->toPlainText().size(), 100001) << "kept as typed";
    EXPECT_FALSE(savesTo("long.json", &error));
    description->setPlainText(QStringLiteral("Short again."));
    EXPECT_EQ(label->text(), QString());
    auto* rules = child<QPlainTextEdit>("specialRules");
    rules->setPlainText(rules->toPlainText() + QStringLiteral("\nA rule with a ") + QChar(0) +
                        QStringLiteral(" in it"));
    EXPECT_EQ(label->text(), QStringLiteral("Special rules (/special_rules/6) holds the character "
                                            "U+0000 (\\u0000), which no text of ours may hold"));
    EXPECT_FALSE(savesTo("nul.json", &error));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("nul.json"))));
    rules->setPlainText(QStringLiteral("One rule."));
    // A side's name in the Sides page: the cell marked as typed, the text kept, not saved.
    auto* sides = child<QTableWidget>("sides");
    ASSERT_NE(sides, nullptr);
    sides->item(0, 1)->setText(QString(100001, QLatin1Char('s')));
    EXPECT_EQ(
        sides->item(0, 1)->toolTip(),
        QStringLiteral("This text is 100001 bytes of text; no text may be over 100000 bytes"));
    EXPECT_EQ(sides->item(0, 1)->text().size(), 100001);
    EXPECT_FALSE(savesTo("side.json", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("Sides, row 1 (Name): this text is 100001 bytes")))
        << error.toStdString();
}

} // namespace
} // namespace adc::editor
