// Roster CSV: RFC 4180 quoting, every bad row reported with line and column, nothing
// half-imported, and export -> import giving back the same units.
#include "adc/roster_csv.hpp"

#include <gtest/gtest.h>

namespace adc {
namespace {

// A ruleset with a schema of every attribute type, independent of the shipped JSON.
class SchemaOnlyRuleset : public Ruleset {
public:
    SchemaOnlyRuleset(const json& data, JsonReader& r) : Ruleset(data, "test.json", r) {}
};

const json kRuleset = json::parse(R"({
  "format": 1, "kind": "ruleset", "id": "test", "name": "Test", "version": "1",
  "public": {"dice": true, "table_result": true, "unit_strength": true, "side_totals": true},
  "sequence": [{"id": "turn", "name": "Turn"}],
  "unit_schema": {
    "strength_unit": "figures",
    "kinds": ["infantry", "artillery"],
    "qualities": ["green", "average", "crack"],
    "leader_ranks": ["captain", "sergeant"],
    "attributes": {
      "weapon": {"label": "Weapon", "type": "choice", "choices": ["musket", "rifle"],
                 "required": true},
      "stands": {"label": "Stands", "type": "integer", "min": 0, "max": 12, "default": 0},
      "skirmish": {"label": "Skirmish", "type": "boolean", "default": false},
      "move": {"label": "Move", "type": "number", "min": 0, "default": 6},
      "grades": {"label": "Grades", "type": "list", "default": []}
    }
  }
})");

struct Fixture : ::testing::Test {
    Diagnostics d;
    JsonReader reader{kRuleset, d};
    SchemaOnlyRuleset ruleset{kRuleset, reader};

    Scenario scenario() const {
        json j = json::parse(R"({
          "format": 1, "kind": "scenario", "ruleset": "test", "name": "Town",
          "sides": [
            {"id": "usa", "name": "Union", "colour": "black",
             "commands": [{"id": "hall", "name": "Capt. Hall", "player": "Ann",
                           "units": ["a"]}],
             "units": [
               {"id": "a", "name": "20th Mass., Co. \"A\"", "kind": "infantry",
                "quality": "crack", "strength": 10, "start_strength": 12,
                "weapon": "rifle", "stands": 3, "skirmish": true, "move": 4.5,
                "grades": ["crack", "green"],
                "leaders": [{"name": "Capt. Hall", "rank": "captain", "modifier": 1}],
                "notes": "crossed in boats, under fire"}]},
            {"id": "csa", "name": "Confederate",
             "units": [{"id": "b", "name": "13th Miss.", "kind": "infantry",
                        "quality": "green", "strength": 8, "weapon": "musket"}]}]})");
        return scenarioFromJson(j, ruleset, "town.json");
    }
};

const std::string kHeader = "side,id,name,kind,quality,strength,weapon,stands\r\n";

TEST(Csv, QuotedFieldsHoldCommasQuotesAndLineBreaks) {
    Diagnostics d;
    auto recs = parseCsv("\xEF\xBB\xBF"
                         "a,\"b, c\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",x,\n",
                         d);
    ASSERT_TRUE(d.ok()) << d.text();
    ASSERT_EQ(recs.size(), 2u);
    EXPECT_EQ(recs[0].fields, (std::vector<std::string>{"a", "b, c", "say \"hi\""}));
    EXPECT_EQ(recs[1].line, 3);
    EXPECT_EQ(recs[1].fields, (std::vector<std::string>{"two\nlines", "x", ""}));
    EXPECT_EQ(csvField("plain"), "plain");
    EXPECT_EQ(csvField("Co. \"A\", 20th"), "\"Co. \"\"A\"\", 20th\"");
}

TEST(Csv, UnclosedQuoteAndStrayQuoteAreReportedWithPlace) {
    Diagnostics d;
    parseCsv("a,b\nc,\"open\n", d);
    ASSERT_EQ(d.items().size(), 1u);
    EXPECT_EQ(d.items()[0].pointer, "line 2, column 2");
    Diagnostics d2;
    parseCsv("a,b\"c\n", d2);
    ASSERT_EQ(d2.items().size(), 1u);
    EXPECT_EQ(d2.items()[0].pointer, "line 1, column 2");
}

TEST_F(Fixture, ExportThenImportGivesTheSameScenario) {
    Scenario s = scenario();
    std::string csv = rosterToCsv(s, ruleset);
    EXPECT_EQ(csv.substr(0, csv.find("\r\n")),
              "side,command,id,name,kind,quality,strength,start_strength,status,leaders,notes,"
              "grades,move,skirmish,stands,weapon");
    EXPECT_NE(csv.find("usa,hall,a,\"20th Mass., Co. \"\"A\"\"\",infantry,crack,10,12,,"
                       "\"[{\"\"modifier\"\":1,\"\"name\"\":\"\"Capt. Hall\"\",\"\"rank\"\":"
                       "\"\"captain\"\"}]\",\"crossed in boats, under fire\","
                       "\"[\"\"crack\"\",\"\"green\"\"]\",4.5,true,3,rifle"),
              std::string::npos)
        << csv;
    RosterImport imported = readRosterCsv(csv, ruleset, "roster.csv");
    ASSERT_EQ(imported.units.size(), 2u);
    EXPECT_TRUE(imported.hasCommandColumn);
    EXPECT_EQ(imported.commands, (std::vector<std::string>{"hall", ""}));
    Scenario back = scenarioWithRoster(s, imported, ruleset, "roster.csv");
    EXPECT_EQ(back.units, s.units);
    EXPECT_EQ(back.sides, s.sides);
    EXPECT_EQ(rosterToCsv(back, ruleset), csv);
}

TEST_F(Fixture, EveryBadRowIsReportedWithLineColumnAndReason) {
    std::string csv = kHeader + "usa,a,Co. A,infantry,crack,10,rifle,2\r\n"
                                "usa,b,Co. B,cavalry,crack,ten,rifle,2\r\n"
                                "usa,c,Co. C,infantry,elite,5,bow,13\r\n"
                                "usa,a,Co. D,infantry,green,5,musket,1\r\n"
                                "csa,e,Co. E,infantry\r\n";
    try {
        readRosterCsv(csv, ruleset, "roster.csv");
        FAIL() << "bad rows were accepted";
    } catch (const LoadError& e) {
        std::vector<std::string> lines;
        for (const auto& item : e.diagnostics().items()) {
            lines.push_back(item.text());
        }
        EXPECT_EQ(lines, (std::vector<std::string>{
                             "roster.csv: line 3, column 6 (strength): must be a whole "
                             "number, found \"ten\"",
                             "roster.csv: line 4, column 5 (quality): must be one of green, "
                             "average, crack, found \"elite\"",
                             "roster.csv: line 4, column 8 (stands): must be a whole number "
                             "≥ 0 and ≤ 12, found 13",
                             "roster.csv: line 4, column 7 (weapon): must be one of musket, "
                             "rifle, found \"bow\"",
                             "roster.csv: line 5, column 2 (id): \"a\" is already used on line 2",
                             "roster.csv: line 6: has 4 fields but the header has 8"}));
    }
}

TEST_F(Fixture, UnknownAndMissingColumnsAreRejectedBeforeAnyRow) {
    try {
        readRosterCsv("side,id,nmae,kind,strength\r\nusa,a,A,infantry,3\r\n", ruleset, "r.csv");
        FAIL();
    } catch (const LoadError& e) {
        ASSERT_EQ(e.diagnostics().items().size(), 2u);
        EXPECT_EQ(e.diagnostics().items()[0].pointer, "line 1, column 3");
        EXPECT_NE(e.diagnostics().items()[0].message.find("\"nmae\" is not a column"),
                  std::string::npos);
        EXPECT_EQ(e.diagnostics().items()[1].message, "the column \"name\" is missing");
    }
}

TEST_F(Fixture, ImportWithoutCommandColumnKeepsAssignmentsAndAddsNewSides) {
    Scenario s = scenario();
    std::string csv = kHeader + "usa,a,Co. A,infantry,crack,10,rifle,2\r\n"
                                "rebels,z,Sharpshooters,infantry,average,4,rifle,1\r\n";
    std::vector<std::string> added;
    Scenario back =
        scenarioWithRoster(s, readRosterCsv(csv, ruleset, "r.csv"), ruleset, "r.csv", &added);
    EXPECT_EQ(added, (std::vector<std::string>{"side \"rebels\""}));
    ASSERT_EQ(back.units.size(), 2u);
    EXPECT_EQ(back.units[0].id, "a");
    EXPECT_EQ(back.units[0].attrs["skirmish"], false); // schema default, as in a file
    EXPECT_EQ(back.units[1].side, "rebels");
    ASSERT_EQ(back.sides.size(), 3u);
    EXPECT_EQ(back.sides[0].commands[0].units, (std::vector<std::string>{"a"}));
}

TEST_F(Fixture, BooleansAndListsFromSpreadsheetCells) {
    std::string csv = "side,id,name,kind,quality,strength,weapon,skirmish,grades\r\n"
                      "usa,a,A,infantry,green,3,rifle,Yes,\"[\"\"crack\"\"]\"\r\n"
                      "usa,b,B,infantry,green,3,rifle,maybe,crack\r\n";
    try {
        readRosterCsv(csv, ruleset, "r.csv");
        FAIL();
    } catch (const LoadError& e) {
        ASSERT_EQ(e.diagnostics().items().size(), 2u) << e.what();
        EXPECT_EQ(e.diagnostics().items()[0].pointer, "line 3, column 8 (skirmish)");
        EXPECT_EQ(e.diagnostics().items()[1].pointer, "line 3, column 9 (grades)");
    }
    auto ok = readRosterCsv(csv.substr(0, csv.rfind("usa,b")), ruleset, "r.csv");
    ASSERT_EQ(ok.units.size(), 1u);
    EXPECT_EQ(ok.units[0].attrs["skirmish"], true);
    EXPECT_EQ(ok.units[0].attrs["grades"], json::array({"crack"}));
    EXPECT_FALSE(ok.hasCommandColumn);
}

} // namespace
} // namespace adc
