// The quick-reference sheet: laid out as each ruleset's JSON declares under "print", filled
// from the same JSON the engine reads, so the printed sheet and the engine read the same values
// (its modifiers against a resolution under each reading: sheet_modifiers_test.cpp).
#include "print/quick_reference.hpp"

#include "adc/builtin_rulesets.hpp"
#include "print/sheet_layout.hpp"
#include "test_support.hpp"

#include <QRegularExpression>

#include <map>

#include <gtest/gtest.h>

namespace adc::print {
namespace {

class ShippedRuleset : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedRuleset, SheetShowsEveryPhaseAndNoKeyOrBracket) {
    RulesetRegistry registry = builtinRulesets();
    auto rs = registry.loadById(GetParam(), ADC_TEST_DATA_DIR);
    QString text = test::plainText(quickReferenceHtml(*rs));
    for (const auto& p : rs->sequence()) {
        EXPECT_TRUE(text.contains(QString::fromStdString(p.name))) << p.name;
    }
    EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("[a-z]+_[a-z]"))))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("[{}\\[\\]]"))))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral(".json")));
    EXPECT_TRUE(text.contains(QStringLiteral("House rules: the ruleset's default readings")));
}

INSTANTIATE_TEST_SUITE_P(Print, ShippedRuleset,
                         ::testing::Values("roe", "mwan", "jackson", "bluegray"));

// The rule text's own chart (ROE's fire table) as a grid: weapons down, ranges across, the
// faces that hit in the cells; modifiers signed, a group of readings on one line.
TEST(QuickReference, RoeFireTableReadsLikeTheRuleText) {
    RulesetRegistry registry = builtinRulesets();
    auto rs = registry.loadById("roe", ADC_TEST_DATA_DIR);
    QString text = test::plainText(quickReferenceHtml(*rs));
    EXPECT_TRUE(text.contains(
        QRegularExpression(QStringLiteral("Weapon\\s+SHORT \\(0-12\"\\)\\s+MEDIUM \\(12-72\"\\)"))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("Musket\\s+1-3\\s+1-2"))));
    EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("Pistol\\s+1-3\\s+1\\s"))));
    EXPECT_TRUE(text.contains(QStringLiteral("+2 Target in close order")));
    EXPECT_TRUE(text.contains(QStringLiteral("-1/-2/-3 Cover (quarter, half, three quarters)")));
    EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("Level\\s+7\\s+8\\s+9"))));
    EXPECT_TRUE(text.contains(QStringLiteral("Tests at 1/3 of the unit's figures lost")));
}

const json kRuleset = json::parse(R"({"format": 1, "id": "t", "name": "T", "version": "1",
    "public": {"dice": true, "table_result": true, "unit_strength": true, "side_totals": true},
    "sequence": [{"id": "fire", "name": "Fire phase", "description": "Both sides shoot"}],
    "unit_schema": {"strength_unit": "figures", "kinds": ["infantry"], "qualities": ["line"],
                    "attributes": {}},
    "house_rules": {"tie": {"label": "Ties", "ruling": "R1", "choices": ["reroll", "no_result"],
                            "default": "reroll", "help": ""}},
    "fire": {"hit_on": {"musket": {"short": 3, "medium": 2}}, "aimed": 1,
             "cover": {"none": 0, "half": -2}},
    "print": {"quick_reference": [
        {"heading": "Sequence of play"},
        {"list": "/sequence", "columns": [["Phase", "name"], ["What happens", "description"]]},
        {"grid": "/fire/hit_on", "corner": "Weapon", "hits_from": 1},
        {"modifiers": "/fire", "except": ["hit_on"]},
        {"lines": ["Aimed: {+/fire/aimed}."]}]}})");

QString sheet(const json& data, const std::map<std::string, std::string>& options = {}) {
    Diagnostics d;
    JsonReader r(data, d);
    test::InlineRuleset rs(data, r);
    EXPECT_TRUE(d.ok()) << d.text();
    return test::plainText(quickReferenceHtml(rs, options));
}

TEST(QuickReference, ANumberChangedInTheJsonChangesTheSheet) {
    json data = kRuleset;
    QString before = sheet(data);
    data["fire"]["hit_on"]["musket"]["medium"] = 5;
    data["fire"]["aimed"] = 2;
    QString after = sheet(data);
    // Not read from a file, so the columns come in alphabetical order (medium, short).
    EXPECT_TRUE(before.contains(QRegularExpression(QStringLiteral("Musket\\s+1-2\\s+1-3"))))
        << before.toStdString();
    EXPECT_TRUE(after.contains(QRegularExpression(QStringLiteral("Musket\\s+1-5\\s+1-3"))))
        << after.toStdString();
    EXPECT_TRUE(before.contains(QStringLiteral("+1 Aimed")));
    EXPECT_TRUE(before.contains(QStringLiteral("-2 Cover (half)")));
    EXPECT_TRUE(after.contains(QStringLiteral("Aimed: +2.")));
    EXPECT_TRUE(before.contains(QStringLiteral("Both sides shoot")));
}

TEST(QuickReference, AScenarioNamesTheHouseRulesItChanges) {
    QString text = sheet(kRuleset, {{"tie", "no_result"}});
    EXPECT_TRUE(text.contains(QStringLiteral("House rules of this scenario")));
    EXPECT_TRUE(text.contains(QStringLiteral("Ties: No result (not Reroll)")))
        << text.toStdString();
    EXPECT_FALSE(sheet(kRuleset, {{"tie", "reroll"}}).contains(QStringLiteral("Ties")));
}

TEST(QuickReference, ALayoutNamingATableTheRulesetLacksSaysWhere) {
    json data = kRuleset;
    data["print"]["quick_reference"][2]["grid"] = "/fire/hit_no";
    try {
        sheet(data);
        FAIL() << "no error";
    } catch (const LayoutError& e) {
        EXPECT_EQ(std::string(e.what()), "inline.json /print/quick_reference/2/grid: "
                                         "\"/fire/hit_no\" names nothing in the ruleset");
    }
    data = kRuleset;
    data["print"]["quick_reference"][4]["lines"][0] = "Aimed: {/fire/aimd}";
    EXPECT_THROW(sheet(data), LayoutError);
    data.erase("print");
    EXPECT_THROW(sheet(data), LayoutError);
}

} // namespace
} // namespace adc::print
