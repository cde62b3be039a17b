// The quick-reference sheet carries every number of the ruleset's JSON, so the printed sheet
// and the engine read the same values.
#include "print/quick_reference.hpp"

#include "adc/builtin_rulesets.hpp"
#include "print/html.hpp"
#include "test_support.hpp"

#include <QRegularExpression>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

namespace adc::print {
namespace {

// Every scalar under value, with its pointer.
void leaves(const json& v, const std::string& pointer,
            std::vector<std::pair<std::string, json>>& out) {
    if (v.is_object()) {
        for (const auto& [k, item] : v.items()) {
            leaves(item, childPointer(pointer, k), out);
        }
    } else if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            leaves(v[i], childPointer(pointer, i), out);
        }
    } else {
        out.emplace_back(pointer, v);
    }
}

class ShippedRuleset : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedRuleset, SheetShowsEveryPhaseActionHouseRuleAndTableValue) {
    RulesetRegistry registry = builtinRulesets();
    auto rs = registry.loadById(GetParam(), ADC_TEST_DATA_DIR);
    QString html = quickReferenceHtml(*rs);
    QString text = test::plainText(html);
    for (const auto& p : rs->sequence()) {
        EXPECT_TRUE(text.contains(QString::fromStdString(p.name))) << p.name;
    }
    for (const auto& a : rs->actions()) {
        EXPECT_TRUE(text.contains(QString::fromStdString(a.name))) << a.name;
    }
    for (const auto& h : rs->houseRules()) {
        EXPECT_TRUE(text.contains(QString::fromStdString(h.label))) << h.label;
        EXPECT_TRUE(text.contains(QStringLiteral("■ ") + QString::fromStdString(h.defaultChoice)))
            << h.id;
    }
    std::vector<std::pair<std::string, json>> values;
    const auto& common = commonRulesetKeys();
    for (const auto& [key, value] : rs->data().items()) {
        if (std::find(common.begin(), common.end(), key) == common.end()) {
            leaves(value, "/" + key, values);
        }
    }
    ASSERT_FALSE(values.empty()) << "the module has no tables of its own";
    for (const auto& [pointer, v] : values) {
        EXPECT_TRUE(text.contains(scalarText(v)))
            << GetParam() << " " << pointer << " = " << v.dump() << " is not on the sheet";
    }
}

INSTANTIATE_TEST_SUITE_P(Print, ShippedRuleset,
                         ::testing::Values("roe", "mwan", "jackson", "bluegray"));

TEST(QuickReference, ANumberChangedInTheJsonChangesTheSheet) {
    // Not read from a file, so the columns come in alphabetical order (medium, short).
    json data = json::parse(R"({"format": 1, "id": "t", "name": "T", "version": "1",
        "sequence": [{"id": "fire", "name": "Fire phase", "description": "Both sides shoot"}],
        "unit_schema": {"strength_unit": "figures", "kinds": ["infantry"], "qualities": ["line"],
                        "attributes": {}},
        "fire": {"hit_on": {"musket": {"short": 3, "medium": 2}}}})");
    Diagnostics d;
    JsonReader r(data, d);
    test::InlineRuleset before(data, r);
    data["fire"]["hit_on"]["musket"]["medium"] = 5;
    JsonReader r2(data, d);
    test::InlineRuleset after(data, r2);
    ASSERT_TRUE(d.ok()) << d.text();
    QString a = test::plainText(quickReferenceHtml(before));
    QString b = test::plainText(quickReferenceHtml(after));
    EXPECT_TRUE(a.contains(QRegularExpression(QStringLiteral("musket\\s+2\\s+3"))))
        << a.toStdString();
    EXPECT_TRUE(b.contains(QRegularExpression(QStringLiteral("musket\\s+5\\s+3"))))
        << b.toStdString();
    EXPECT_TRUE(a.contains(QStringLiteral("Both sides shoot")));
}

} // namespace
} // namespace adc::print
