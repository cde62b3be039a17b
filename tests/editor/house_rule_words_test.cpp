// The scenario editor's house-rule choices in the ruleset's words: each shipped ruleset's choices
// and help texts, as the organizer sees them, name no id of the JSON.
#include "adc/builtin_rulesets.hpp"
#include "editor/scenario_editor_window.hpp"

#include <QComboBox>
#include <QDir>
#include <QRegularExpression>

#include <gtest/gtest.h>

namespace adc::editor {
namespace {

// "halve_then_add", "/morale/fixed_leader_bonus": what the file says, not the referee.
bool showsAnId(const QString& text) {
    static const QRegularExpression id(QStringLiteral("\\b[a-z][a-z0-9]*_[a-z0-9_]+\\b|/[a-z]+/"));
    return text.contains(id);
}

TEST(EditorHouseRules, ChoicesAndHelpOfEveryShippedRulesetNameNoId) {
    RulesetRegistry registry = builtinRulesets();
    ScenarioEditorWindow window{registry, QStringLiteral(ADC_TEST_DATA_DIR)};
    QDir scenarios(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios"));
    int rulesets = 0;
    for (const auto& f : scenarios.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QString error;
        ASSERT_TRUE(window.openScenario(scenarios.filePath(f), &error)) << error.toStdString();
        int boxes = 0;
        for (auto* box : window.findChildren<QComboBox*>()) {
            if (!box->objectName().startsWith(QStringLiteral("houseRule:"))) {
                continue;
            }
            ++boxes;
            EXPECT_FALSE(showsAnId(box->toolTip()))
                << f.toStdString() << ": " << box->toolTip().toStdString();
            for (int i = 0; i < box->count(); ++i) {
                EXPECT_FALSE(showsAnId(box->itemText(i)))
                    << f.toStdString() << ": " << box->itemText(i).toStdString();
            }
        }
        EXPECT_GT(boxes, 5) << f.toStdString() << ": every ruleset has house rules";
        ++rulesets;
    }
    EXPECT_EQ(rulesets, 4);
}

TEST(EditorHouseRules, ChoicesReadTheirLabelsAndTheFileKeepsTheIds) {
    RulesetRegistry registry = builtinRulesets();
    ScenarioEditorWindow window{registry, QStringLiteral(ADC_TEST_DATA_DIR)};
    QString error;
    ASSERT_TRUE(window.openScenario(
        QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/fredericksburg-1862.json"), &error))
        << error.toStdString();
    auto* carry = window.findChild<QComboBox*>(QStringLiteral("houseRule:carry_assist"));
    ASSERT_NE(carry, nullptr);
    EXPECT_EQ(carry->itemText(0), QStringLiteral("Default: Halve, then add the helpers"));
    EXPECT_EQ(carry->itemText(2), QStringLiteral("Add the helpers, then halve"));
    EXPECT_EQ(carry->itemData(2).toString(), QStringLiteral("add_then_halve"));
    auto* reach = window.findChild<QComboBox*>(QStringLiteral("houseRule:rally_reach"));
    ASSERT_NE(reach, nullptr);
    EXPECT_TRUE(reach->toolTip().startsWith(QStringLiteral("\u201cEach soldier\u201d: a leader")))
        << reach->toolTip().toStdString();
    auto* bonus = window.findChild<QComboBox*>(QStringLiteral("houseRule:leader_bonus"));
    ASSERT_NE(bonus, nullptr);
    EXPECT_FALSE(bonus->toolTip().contains(QStringLiteral("/morale/")))
        << bonus->toolTip().toStdString();
}

} // namespace
} // namespace adc::editor
