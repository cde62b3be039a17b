// Any JSON shape the ruleset authors choose renders as a legible table.
#include "print/json_tables.hpp"

#include "test_support.hpp"

#include <gtest/gtest.h>

namespace adc::print {
namespace {

using nlohmann::ordered_json;

TEST(JsonTables, ListsOfSixAreReadByDieFace) {
    auto t = ordered_json::parse(R"({"elite": [0, 0, 3, 3, 4, 4], "recruit": [0, 0, 1, 1, 2, 2]})");
    QString html = jsonSection(QStringLiteral("Unit tables"), t, 0);
    EXPECT_TRUE(html.contains(QStringLiteral("<th>Die</th>")));
    EXPECT_TRUE(html.contains(QStringLiteral("<th align=\"center\">6</th>")));
    QString text = test::plainText(html);
    EXPECT_TRUE(text.contains(QStringLiteral("elite\t0\t0\t3\t3\t4\t4")) ||
                text.contains(QStringLiteral("elite\n0\n0\n3\n3\n4\n4")))
        << text.toStdString();
}

TEST(JsonTables, ObjectOfObjectsIsOneRowPerKeyInFileOrder) {
    auto t = ordered_json::parse(
        R"({"musket": {"short": 3, "medium": 2}, "rifle": {"short": 4, "medium": 3, "note": "x"}})");
    QString html = jsonSection(QStringLiteral("Hit on"), t, 0);
    EXPECT_TRUE(html.contains(QStringLiteral("<th>Hit on</th><th>Short</th><th>Medium</th>"
                                             "<th>Note</th>")))
        << html.toStdString();
    EXPECT_LT(html.indexOf(QStringLiteral("musket")), html.indexOf(QStringLiteral("rifle")));
}

TEST(JsonTables, MixedObjectsNestWithHeadingsAndListsOfObjectsAreTables) {
    auto t = ordered_json::parse(R"({"dice": 2, "bands": [{"id": "short", "max": 12},
        {"id": "medium", "max": 72}], "cover": {"none": 0, "half": -2}})");
    QString html = jsonSection(QStringLiteral("Fire"), t, 0);
    EXPECT_TRUE(html.contains(QStringLiteral("<h3>Fire › Bands</h3>")));
    EXPECT_TRUE(html.contains(QStringLiteral("<h3>Fire › Cover</h3>")));
    EXPECT_TRUE(html.contains(QStringLiteral("<th>Id</th><th>Max</th>")));
    QString text = test::plainText(html);
    EXPECT_TRUE(text.contains(QStringLiteral("-2")));
    EXPECT_TRUE(text.contains(QStringLiteral("72")));
}

TEST(JsonTables, InlineTextFlattensNestedValues) {
    EXPECT_EQ(inlineText(ordered_json::parse(R"({"a": 1, "b": [true, "x"]})")),
              QStringLiteral("A: 1; B: yes, x"));
    EXPECT_EQ(inlineText(ordered_json::parse("0.5")), QStringLiteral("0.5"));
}

} // namespace
} // namespace adc::print
