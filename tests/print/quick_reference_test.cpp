// The quick-reference sheet: laid out as each ruleset's JSON declares under "print", filled
// from the same JSON the engine reads, so the printed sheet and the engine read the same values.
#include "print/quick_reference.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/dice.hpp"
#include "adc/game.hpp"
#include "adc/scenario.hpp"
#include "print/sheet_layout.hpp"
#include "test_support.hpp"

#include <QRegularExpression>

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

// Blue and Gray keeps its fire modifiers as sizes the rules subtract ("Subtract 1 when firing
// against troops under cover of field fortifications, woods, stone walls, buildings, etc.",
// "Troops in square subtract 1 from throws") and a point-blank bonus the default reading (G4)
// gives no effect. The sheet prints each modifier as a fire resolved under the same house rules
// shows it in its steps: under Fort Sanders' options and under each reading of G1-G4.
struct BlueGraySheet {
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(
        std::string(ADC_TEST_DATA_DIR "/scenarios/bluegray-fort-sanders-1863.json"), registry,
        ADC_TEST_DATA_DIR);
    const Ruleset& rs = *loaded.ruleset;

    // The signed modifier the fire's step citing `rule` shows, nullopt when no step gives one.
    std::optional<int> stepValue(const OptionChoices& options, const std::string& action,
                                 const std::string& firer, double range, json firerAttrs,
                                 json targetAttrs, const std::string& rule) {
        Game game(loaded.ruleset, loaded.scenario);
        GameState s = game.state();
        s.options = options;
        for (std::size_t i = 0; i < rs.sequence().size(); ++i) {
            s.phase = rs.sequence()[i].id == "fire" ? static_cast<int>(i) : s.phase;
        }
        for (auto& u : s.units) {
            for (const auto& [k, v] : (u.id == firer ? firerAttrs : targetAttrs).items()) {
                if (u.id == firer || u.id == "cs-humphreys") {
                    u.attrs[k] = v;
                }
            }
        }
        ScriptedDice faces({4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4});
        Dice dice(faces);
        const Outcome o = rs.resolve(
            {action, {{"unit", firer}, {"target", "cs-humphreys"}, {"range", range}}}, s, dice);
        for (const auto& step : o.steps) {
            if (step.rule == rule && step.modifier) {
                return *step.modifier;
            }
        }
        return std::nullopt;
    }
};

QString signedText(int v) {
    return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v);
}

TEST(QuickReference, BlueAndGrayModifiersAreWhatAFireUnderTheSameReadingsApplies) {
    BlueGraySheet b;
    std::vector<OptionChoices> readings = {b.loaded.scenario.options};
    for (const char* id : {"cover_modifier", "square_modifier", "point_blank", "weapon_cover"}) {
        for (const auto& choice : b.rs.houseRule(id)->choices) {
            OptionChoices o = b.loaded.scenario.options;
            o[id] = choice;
            readings.push_back(o);
        }
    }
    const json& mods = b.rs.data().at("fire").at("modifiers");
    for (const auto& options : readings) {
        const QString sheet = test::plainText(quickReferenceHtml(b.rs, options));
        std::string where;
        for (const auto& [k, v] : options) {
            where += k + "=" + v + " ";
        }
        for (const auto& [group, label] :
             {std::pair{"cover", "Target in cover"}, std::pair{"enclosed", "Target enclosed"}}) {
            // The sheet's line: "-1/-1/-2 Target in cover, off the throw (woods, ..., ...)".
            const QRegularExpression line(QStringLiteral("([-+\\d/.]+) ") +
                                          QString::fromLatin1(label) +
                                          QStringLiteral("[^(\n]*\\(([^)]*)\\)"));
            const auto m = line.match(sheet);
            ASSERT_TRUE(m.hasMatch()) << label << " " << where << sheet.toStdString();
            const QStringList values = m.captured(1).split(QLatin1Char('/'));
            const QStringList names = m.captured(2).split(QStringLiteral(", "));
            ASSERT_EQ(values.size(), names.size()) << where;
            ASSERT_EQ(values.size(), static_cast<int>(mods.at(group).size())) << where;
            for (int i = 0; i < names.size(); ++i) {
                const std::string kind =
                    QString(names[i]).replace(QLatin1Char(' '), QLatin1Char('_')).toStdString();
                json cover = {{"cover", kind}, {"enclosed", std::string(group) == "enclosed"}};
                auto v = b.stepValue(options, "fire", "us-79ny", 10, json::object(), cover, "G1");
                ASSERT_TRUE(v) << group << " " << kind << " " << where;
                EXPECT_EQ(values[i], signedText(*v)) << group << " " << kind << " " << where;
            }
        }
        const bool own = b.rs.option(options, "square_modifier") == "own_fire";
        const json square = {{"formation", "square"}};
        auto sq = b.stepValue(options, "fire", "us-79ny", 10, own ? square : json::object(),
                              own ? json::object() : square, "G3");
        ASSERT_TRUE(sq) << where;
        EXPECT_TRUE(sheet.contains(signedText(*sq) + QStringLiteral(" Square"))) << where;
        auto pb = b.stepValue(options, "fire", "us-79ny", 3, json::object(), json::object(), "G4");
        EXPECT_EQ(sheet.contains(QRegularExpression(QStringLiteral("[+-]\\d Point blank"))),
                  pb.has_value())
            << where << sheet.toStdString();
        if (pb) {
            EXPECT_TRUE(sheet.contains(signedText(*pb) + QStringLiteral(" Point blank"))) << where;
        }
        if (b.rs.option(options, "weapon_cover") == "weapon_only") {
            auto gun = b.stepValue(options, "cannon_fire", "us-benjamin", 10, json::object(),
                                   {{"cover", "woods"}}, "G2");
            ASSERT_TRUE(gun) << where;
            EXPECT_TRUE(sheet.contains(signedText(*gun) + QStringLiteral(" against cover")))
                << where << sheet.toStdString();
        }
        EXPECT_FALSE(sheet.contains(QStringLiteral("+1/+1/+1/+1/+2"))) << where;
    }
}

} // namespace
} // namespace adc::print
