// Rosters: a page per side, tally boxes per turn, break points as the ruleset module answers them
// from its own JSON (the shipped rulesets' numbers, so the test can name them). A roster printed
// for one side: roster_for_side_test.cpp.
#include "print/roster_sheet.hpp"

#include "adc/builtin_rulesets.hpp"

#include "print/paper.hpp"
#include "test_support.hpp"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <gtest/gtest.h>

namespace adc::print {
namespace {

const json kRosterRuleset = json::parse(R"({
  "format": 1, "id": "t", "name": "Test rules", "version": "1",
  "public": {"dice": true, "table_result": true, "unit_strength": true, "side_totals": true},
  "sequence": [{"id": "turn", "name": "Turn"}],
  "unit_schema": {"strength_unit": "figures", "kinds": ["infantry"], "qualities": ["green", "average"],
    "leader_ranks": ["captain"],
    "attributes": {
      "men_per_figure": {"label": "Men per figure", "type": "integer", "default": 50},
      "weapon": {"label": "Weapon", "type": "choice", "choices": ["musket", "rifle"],
                 "default": "musket"},
      "figures": {"label": "Figures", "type": "list", "default": []}}},
  "short_forms": {"infantry": "Inf", "average": "Avg", "captain": "Capt", "sergeant": "Sgt"}
})");

const json kScenario = json::parse(R"({
  "format": 1, "ruleset": "t", "name": "Fredericksburg", "date": "11 December 1862", "turns": 8,
  "sides": [
    {"id": "usa", "name": "Union", "colour": "black",
     "commands": [{"id": "hall", "name": "Capt. Hall's company", "player": "Ann", "units": ["a"]}],
     "units": [{"id": "a", "name": "20th Mass., Co. A", "kind": "infantry", "quality": "average",
                "strength": 12, "weapon": "rifle",
                "leaders": [{"name": "Capt. Hall", "rank": "captain", "modifier": 1}],
                "figures": [{"name": "Sgt. Plunkett", "grade": "crack", "role": "sergeant"}]}]},
    {"id": "csa", "name": "Confederate", "colour": "red",
     "units": [{"id": "b", "name": "13th Miss., Co. B", "kind": "infantry", "quality": "green",
                "strength": 8}]}]})");

// Break points as long as ROE's, so the widest roster (with its break column) is laid out.
class BreakingRuleset : public test::InlineRuleset {
public:
    using InlineRuleset::InlineRuleset;
    UnitBreakPoints unitBreakPoints(const Unit& u, const OptionChoices&) const override {
        return {"Morale test at 4 lost (1/3 of 12 in all); 2D6 under 8, -1 per casualty",
                {u.startStrength - 4}};
    }
    std::vector<std::string> breakPointSources() const override { return {"/morale"}; }
};

struct Roster : ::testing::Test {
    Diagnostics d;
    JsonReader reader{kRosterRuleset, d};
    test::InlineRuleset ruleset{kRosterRuleset, reader};
    Scenario scenario = scenarioFromJson(kScenario, ruleset, "s.json");
};

// A shipped scenario's roster as plain text, with the scenario's options replaced.
QString shippedRoster(const char* file, std::map<std::string, std::string> options = {}) {
    RulesetRegistry registry = builtinRulesets();
    auto loaded = loadScenarioFile(std::string(ADC_TEST_DATA_DIR "/scenarios/") + file, registry,
                                   ADC_TEST_DATA_DIR);
    for (auto& [id, choice] : options) {
        loaded.scenario.options[id] = choice;
    }
    return test::plainText(rosterHtml(loaded.scenario, *loaded.ruleset));
}

TEST(RosterBreakPoints, ComeFromTheRulesetModulesNumbers) {
    QString roe = shippedRoster("fredericksburg-1862.json");
    // 6 crack figures: a third is 2; morale against the crack grade's 9.
    EXPECT_TRUE(roe.contains(
        QStringLiteral("Morale test at 2 lost (1/3 of 6 in all); 2D6 under 9, -1 per casualty")))
        << roe.toStdString();
    EXPECT_TRUE(roe.contains(QStringLiteral("2D6 under 8, -1 per casualty")));
    // 7 figures: a third is 2.33, so the test comes at the 3rd loss.
    EXPECT_TRUE(roe.contains(QStringLiteral("Morale test at 3 lost (1/3 of 7 in all)")));
    EXPECT_TRUE(roe.contains(QStringLiteral("6 5 (4) 3 2 1")));
    QString bluegray = shippedRoster("bluegray-fort-sanders-1863.json");
    EXPECT_TRUE(bluegray.contains(QStringLiteral("Below 4: announce, fires as individuals")));
    EXPECT_TRUE(bluegray.contains(QStringLiteral("6 5 4 (3) 2 1")));
    EXPECT_TRUE(bluegray.contains(
        QStringLiteral("Army break point: 50% of 1025 men = 513 men lost (more than 50% needed); "
                       "a win needs a margin of 5 points over the other side")))
        << bluegray.toStdString();
    EXPECT_TRUE(
        shippedRoster("mwan-cedar-mountain.json").contains(QStringLiteral("Morale: stands on ")));
    EXPECT_TRUE(
        shippedRoster("jackson-clearwater-1877.json")
            .contains(QStringLiteral("Morale: D10 below figures left (leaderless +1 to the die)")));
}

// MWAN: "Single commanders represent brigade commanders. Two-casting command bases represent
// division commanders." A commander is a figure, not a stand of four castings: he counts in no
// side's stands and has no break point (he never casts morale; M17).
TEST(RosterBreakPoints, MwanCommandersAreNotStands) {
    QString text = shippedRoster("mwan-cedar-mountain.json");
    EXPECT_TRUE(text.contains(QStringLiteral("7 units, 22 stands at the start (and 2 commanders)")))
        << text.toStdString();
    EXPECT_TRUE(
        text.contains(QStringLiteral("7 units, 18 stands at the start (and 2 commanders)")));
    EXPECT_FALSE(text.contains(QStringLiteral("25 stands")));
    // His row on the roster (the briefing names him first).
    const int crawford = text.lastIndexOf(QStringLiteral("Brig. Gen. Samuel W. Crawford"));
    ASSERT_GE(crawford, 0);
    const int next = text.indexOf(QStringLiteral("Cross off"), crawford); // his row's details
    EXPECT_FALSE(text.mid(crawford, next - crawford).contains(QStringLiteral("Morale:")))
        << text.mid(crawford, next - crawford).toStdString();
}

// A printed roster names each unit as the players know it, without the file's id after it.
TEST(RosterNames, NoUnitIdAfterTheName) {
    QString text = shippedRoster("bluegray-fort-sanders-1863.json");
    EXPECT_TRUE(text.contains(QStringLiteral("79th New York"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("us-79ny"))) << text.toStdString();
}

// No shipped roster prints any unit's id: not after a name, nor where an attribute names other
// units (MWAN's "Regiments commanded: us-5ct, us-10me..." and "Attached to: cs-21va" did); those
// print the units' names.
TEST(RosterNames, NoUnitIdAnywhereOnAShippedRoster) {
    RulesetRegistry registry = builtinRulesets();
    for (const char* file : {"bluegray-fort-sanders-1863.json", "fredericksburg-1862.json",
                             "jackson-clearwater-1877.json", "mwan-cedar-mountain.json"}) {
        auto loaded = loadScenarioFile(std::string(ADC_TEST_DATA_DIR "/scenarios/") + file,
                                       registry, ADC_TEST_DATA_DIR);
        const QString text = test::plainText(rosterHtml(loaded.scenario, *loaded.ruleset));
        // An id that is also a word of the scenario's own prose ("howitzer") is the prose's.
        QString prose = QString::fromStdString(loaded.scenario.description + loaded.scenario.notes);
        for (const auto& words : {loaded.scenario.specialRules, loaded.scenario.victory}) {
            for (const auto& w : words) {
                prose += QString::fromStdString(w);
            }
        }
        for (const Unit& u : loaded.scenario.units) {
            prose += QString::fromStdString(u.name + u.attrs.value("notes", std::string()));
        }
        for (const Unit& u : loaded.scenario.units) {
            const QString id = QString::fromStdString(u.id);
            if (!prose.contains(id, Qt::CaseInsensitive)) {
                EXPECT_FALSE(text.contains(id)) << file << ": " << u.id;
            }
        }
    }
    const QString mwan = shippedRoster("mwan-cedar-mountain.json");
    EXPECT_TRUE(mwan.contains(QStringLiteral("Attached to: 21st Virginia"))) << mwan.toStdString();
    EXPECT_TRUE(mwan.contains(QStringLiteral("Regiments commanded: 21st Virginia, 42nd Virginia")))
        << mwan.toStdString();
}

// The pages an organizer prints are whole: each side's units on a page of their own, never a
// few units spilled onto a sheet because the briefing took the first page's room (Fort
// Sanders' Union garrison spilled three units onto page 2, Cedar Mountain's and the
// Clearwater's first sides two). The roster takes exactly the pages it breaks into, on A4 and
// on US Letter. (Fredericksburg's Union companies, a line per man, need more than a page.)
TEST(RosterPages, EachSideOnAWholePageTheBriefingWhereItFits) {
    RulesetRegistry registry = builtinRulesets();
    for (const char* file : {"bluegray-fort-sanders-1863.json", "mwan-cedar-mountain.json",
                             "jackson-clearwater-1877.json"}) {
        auto loaded = loadScenarioFile(std::string(ADC_TEST_DATA_DIR "/scenarios/") + file,
                                       registry, ADC_TEST_DATA_DIR);
        const QString html = rosterHtml(loaded.scenario, *loaded.ruleset);
        const int sections = static_cast<int>(html.count(QStringLiteral("class=\"page\""))) + 1;
        for (Paper paper : {Paper::A4, Paper::Letter}) {
            EXPECT_EQ(pdfPageCount(pdfFromHtml(html, paper, QStringLiteral("roster"))), sections)
                << file << " on " << toString(paper).toStdString();
        }
    }
}

TEST(RosterBreakPoints, FollowTheRoundingAndOnceHouseRules) {
    // ROE R4: 1/3 of 8 rounded down is 2, and under "once" the test is owed once.
    QString text =
        shippedRoster("fredericksburg-1862.json",
                      {{"trigger_rounding", "down"}, {"morale_trigger", "cumulative_once"}});
    EXPECT_TRUE(
        text.contains(QStringLiteral("Morale test at 2 lost (1/3 of 8 in all, tested once)")))
        << text.toStdString();
}

TEST_F(Roster, ARulesetWithoutBreakPointsHasNoBreakColumn) {
    QString text = test::plainText(rosterHtml(scenario, ruleset));
    EXPECT_FALSE(text.contains(QStringLiteral("Morale test")));
    EXPECT_TRUE(text.contains(QStringLiteral("1 units, 12 figures at the start")));
}

TEST_F(Roster, OneTallyBoxPerTurnAndTheUnitsDetails) {
    QString html = rosterHtml(scenario, ruleset);
    // 8 turns and "Left" for each of the 2 units.
    EXPECT_EQ(html.count(QStringLiteral("<td rowspan=\"2\" align=\"center\">")), 9 * 2);
    EXPECT_TRUE(html.contains(QStringLiteral(">T8</th>")));
    EXPECT_FALSE(html.contains(QStringLiteral("T9")));
    EXPECT_TRUE(html.contains(QStringLiteral("@page { size: landscape")));
    QString text = test::plainText(html);
    EXPECT_TRUE(text.contains(QStringLiteral("Capt. Hall (Capt, +1)")));
    EXPECT_TRUE(text.contains(
        QStringLiteral("Inf = infantry, Avg = average, Capt = captain, Sgt = sergeant")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Weapon: rifle")));
    EXPECT_FALSE(text.contains(QStringLiteral("Weapon: musket"))); // the default is not noise
    EXPECT_TRUE(text.contains(QStringLiteral("Figures (1): Sgt. Plunkett (crack, Sgt)")));
    EXPECT_TRUE(text.contains(QStringLiteral("Capt. Hall's company — player: Ann")));
    EXPECT_TRUE(text.contains(QStringLiteral("activates on black cards")));
}

// 12 turn boxes (the most a shipped scenario has) must not squeeze the headers into wrapping.
TEST_F(Roster, TwelveTurnHeadersStayOnOneLineAndEachSideOnOnePage) {
    scenario.turns = 12;
    Diagnostics bd;
    JsonReader br{kRosterRuleset, bd};
    BreakingRuleset breaking{kRosterRuleset, br};
    QString html = rosterHtml(scenario, breaking);
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        QByteArray pdf = pdfFromHtml(html, paper, QStringLiteral("roster"));
        EXPECT_TRUE(pdf.startsWith("%PDF"));
        EXPECT_EQ(pdfPageCount(pdf), 2) << toString(paper).toStdString();
    }
    // Laid out as pdfFromHtml does on the narrower page (landscape US Letter), every column
    // header is one line.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(300);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::Letter), QPageLayout::Landscape,
                                     QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setPageSize(QSizeF(writer.width(), writer.height()));
    EXPECT_EQ(doc.pageCount(), 2);
    QStringList headers = {QStringLiteral("Unit"), QStringLiteral("Type"),
                           QStringLiteral("Figures"), QStringLiteral("Break points"),
                           QStringLiteral("Left")};
    for (int t = 1; t <= 12; ++t) {
        headers << QStringLiteral("T%1").arg(t);
    }
    int seen = 0;
    for (QTextBlock b = doc.begin(); b != doc.end(); b = b.next()) {
        if (headers.contains(b.text())) {
            ++seen;
            EXPECT_EQ(b.layout()->lineCount(), 1) << b.text().toStdString();
        }
    }
    EXPECT_EQ(seen, headers.size() * 2); // the head of each side's table
}

TEST_F(Roster, OnePlayerCommandAlone) {
    RosterOptions o;
    o.command = "hall";
    QString text = test::plainText(rosterHtml(scenario, ruleset, o));
    EXPECT_TRUE(text.contains(QStringLiteral("Union: Capt. Hall's company")));
    EXPECT_TRUE(text.contains(QStringLiteral("20th Mass., Co. A")));
    EXPECT_FALSE(text.contains(QStringLiteral("13th Miss.")));
    o.command = "nobody";
    try {
        rosterHtml(scenario, ruleset, o);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()),
                  "\"nobody\" is not a player command of Fredericksburg (commands: hall)");
    }
}

TEST_F(Roster, NoTurnLimitGivesTheStatedNumberOfBoxes) {
    scenario.turns = 0;
    RosterOptions o;
    o.turnsWhenUnlimited = 5;
    QString html = rosterHtml(scenario, ruleset, o);
    EXPECT_EQ(html.count(QStringLiteral("<td rowspan=\"2\" align=\"center\">")), (5 + 1) * 2);
    EXPECT_TRUE(test::plainText(html).contains(QStringLiteral("no turn limit (5 tally boxes)")));
}

// A roster printed from a game under way: what is left, the state in words, each turn's losses
// in its box in the turn's colour, and the same again with the turn number beside the unit.
TEST_F(Roster, MidGameShowsCasualtiesByTurnAndAnEliminatedUnitAsZero) {
    Unit& a = scenario.units[0];
    a.strength = 9;
    a.casualties = {{1, 2, "fire"}, {3, 1, "melee"}};
    Unit& b = scenario.units[1];
    b.strength = 0;
    b.status = status::Eliminated;
    b.casualties = {{2, 8, "fire"}};
    RosterOptions o;
    o.turn = 3;
    QString html = rosterHtml(scenario, ruleset, o);
    QString text = test::plainText(html);
    EXPECT_TRUE(text.contains(QStringLiteral("9 of 12"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("good order")));
    EXPECT_TRUE(text.contains(QStringLiteral("0 of 8")));
    EXPECT_TRUE(text.contains(QStringLiteral("eliminated")));
    EXPECT_TRUE(text.contains(QStringLiteral("Lost: T1: 2, T3: 1")));
    EXPECT_TRUE(text.contains(QStringLiteral("Lost: T2: 8")));
    EXPECT_TRUE(text.contains(QStringLiteral("Casualties by turn (turn 3 now): ■ T1 ■ T2 ■ T3")));
    // The desktop's colours (Okabe-Ito: turn 1 vermilion, turn 3 bluish green), in the boxes.
    EXPECT_TRUE(html.contains(QStringLiteral("<font color=\"#d55e00\"><b>2</b></font>")));
    EXPECT_TRUE(html.contains(QStringLiteral("<font color=\"#009e73\"><b>1</b></font>")));
    EXPECT_TRUE(html.contains(QStringLiteral("<font color=\"#0072b2\"><b>8</b></font>")));
}

TEST_F(Roster, TheBriefingOpensTheFirstPage) {
    scenario.description = "The 7th Michigan crosses in boats.";
    scenario.specialRules = {"Smoke on the river on turns 1 and 2."};
    scenario.victory = {"Union: hold the Market House."};
    QString html = rosterHtml(scenario, ruleset);
    QString text = test::plainText(html);
    const auto briefing = text.indexOf(QStringLiteral("Fredericksburg — briefing"));
    EXPECT_EQ(briefing, 0) << text.toStdString();
    EXPECT_LT(text.indexOf(QStringLiteral("Smoke on the river")),
              text.indexOf(QStringLiteral("Fredericksburg — Union")));
    EXPECT_TRUE(text.contains(QStringLiteral("Union: hold the Market House.")));
    // Still one page per side: the briefing shares the first.
    EXPECT_EQ(html.count(QStringLiteral("class=\"page\"")), 1);
}

// Members read as the ruleset declares: the name from the field its named list names a man by,
// then the fields in its order, a missing one from the unit (its weapon, its quality) or the
// declared default, the noise left out.
TEST(RosterMembers, EachManOnALineOfHisOwn) {
    json data = kRosterRuleset;
    data["named_lists"] = json::parse(R"({"figures": {"named_by": "called"}})");
    data["print"]["roster"]["members"]["figures"] = json::parse(R"([
        {"field": "role", "omit": "private"},
        {"field": "weapon", "unit": "weapon"},
        {"field": "grade", "unit": "quality"},
        {"field": "modifier", "signed": true, "omit": 0},
        {"field": "status", "default": "fighting"}])");
    Diagnostics d;
    JsonReader reader{data, d};
    test::InlineRuleset ruleset{data, reader};
    json s = kScenario;
    s["sides"][0]["units"][0]["figures"] = json::parse(R"([
        {"called": "Sgt. Plunkett", "grade": "crack", "role": "sergeant", "modifier": 1},
        {"called": "Pvt. Dean", "role": "private", "status": "killed"}])");
    Scenario scenario = scenarioFromJson(s, ruleset, "s.json");
    QString text = test::plainText(rosterHtml(scenario, ruleset));
    EXPECT_TRUE(text.contains(QStringLiteral("Figures (2):\nSgt. Plunkett — sergeant, rifle, "
                                             "crack, +1, fighting\nPvt. Dean — rifle, average, "
                                             "killed")))
        << text.toStdString();
}

} // namespace
} // namespace adc::print
