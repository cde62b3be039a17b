// The quick-reference sheet's modifiers against the engine: for each reading of a house rule
// that touches one, a resolution under that reading shows the modifier in its steps, and the
// sheet prints the same signed value (or says when it does not count).
#include "print/quick_reference.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/dice.hpp"
#include "adc/game.hpp"
#include "adc/scenario.hpp"
#include "test_support.hpp"

#include <QRegularExpression>

#include <map>
#include <optional>
#include <set>

#include <gtest/gtest.h>

namespace adc::print {
namespace {

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

// The other three rulesets: a modifier a house rule switches on or off at the table, or doubles
// (ROE R1, R5 and R6, MWAN M12, Jackson J7). For every reading, a resolution under the shipped
// scenario's options with that reading, scripted dice, shows the modifier in its steps or not; the
// sheet prints the same signed value, and where the resolution leaves it out, the sheet's line says
// when it does not count (or has no line for it).
struct ReadingCase {
    std::string scenario; // a file in scenarios/
    std::string houseRule;
    std::string choice;
    int phase;
    json flags;
    std::string action;
    json params;
    std::string pointer; // the step's citation of the modifier
    std::string label;   // the sheet's words for it
    std::string key;     // its name in a grouped line "+1/+2 Label (light, heavy)", "" if alone
    std::string routed;  // a unit to route first (a rally), "" if none
};

void PrintTo(const ReadingCase& c, std::ostream* os) {
    *os << c.scenario << " " << c.houseRule << "=" << c.choice << " " << c.pointer;
}

// The sheet's line for `label`: its value for `key` and the words after the label, if any.
struct SheetLine {
    QString value;
    QString qualifier;
};

std::optional<SheetLine> sheetLine(const QString& sheet, const ReadingCase& c) {
    const QString label = QRegularExpression::escape(QString::fromStdString(c.label));
    const QRegularExpression line(QStringLiteral("^([-+\\d/.]+) ") + label +
                                      (c.key.empty()
                                           ? QStringLiteral("(, [^\\n]*)?$")
                                           : QStringLiteral("(, [^(\\n]*)? \\(([^)]*)\\)$")),
                                  QRegularExpression::MultilineOption);
    const auto m = line.match(sheet);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    SheetLine out{m.captured(1), m.captured(2)};
    if (!c.key.empty()) {
        const QStringList names = m.captured(3).split(QStringLiteral(", "));
        const QStringList values = m.captured(1).split(QLatin1Char('/'));
        const QString name =
            QString::fromStdString(c.key).replace(QLatin1Char('_'), QLatin1Char(' '));
        const auto i = names.indexOf(name);
        if (i < 0 || i >= values.size()) {
            return std::nullopt;
        }
        out.value = values[i];
    }
    return out;
}

class ModifierReading : public ::testing::TestWithParam<ReadingCase> {};

TEST_P(ModifierReading, SheetPrintsWhatAResolutionUnderTheReadingApplies) {
    const ReadingCase& c = GetParam();
    RulesetRegistry registry = builtinRulesets();
    LoadedScenario loaded = loadScenarioFile(
        std::string(ADC_TEST_DATA_DIR "/scenarios/") + c.scenario, registry, ADC_TEST_DATA_DIR);
    const Ruleset& rs = *loaded.ruleset;
    OptionChoices options = loaded.scenario.options;
    options[c.houseRule] = c.choice;

    Game game(loaded.ruleset, loaded.scenario);
    GameState s = game.state();
    s.options = options;
    s.phase = c.phase;
    s.flags = c.flags;
    for (auto& u : s.units) {
        if (u.id == c.routed) {
            u.status = status::Routed;
        }
    }
    ScriptedDice faces(std::vector<int>(40, 4));
    Dice dice(faces);
    const Outcome o = rs.resolve({c.action, c.params}, s, dice);
    std::optional<int> applied;
    for (const auto& step : o.steps) {
        if (step.rule == c.pointer && step.modifier) {
            applied = *step.modifier;
        }
    }
    const QString sheet = test::plainText(quickReferenceHtml(rs, options));
    const auto line = sheetLine(sheet, c);
    // "not at short range", "only as a commander attached": words that limit where it counts.
    auto limits = [](const QString& q) {
        return q.startsWith(QStringLiteral(", not ")) || q.startsWith(QStringLiteral(", only "));
    };
    if (applied) {
        ASSERT_TRUE(line) << sheet.toStdString();
        EXPECT_EQ(line->value, signedText(*applied)) << sheet.toStdString();
        EXPECT_FALSE(limits(line->qualifier)) << line->qualifier.toStdString();
    } else if (line) {
        // Printed though this resolution leaves it out: the line must say when it does not count.
        EXPECT_TRUE(limits(line->qualifier)) << sheet.toStdString();
    } else {
        // Left off the sheet only because the engine says it has no effect under this reading.
        EXPECT_FALSE(rs.appliedModifier(c.pointer, options).applies) << sheet.toStdString();
    }
}

const json kRoeAbbottActs = {{"roe.acting", {{"mass-abbott", 8}}}};
const json kRoeMissActs = {{"roe.acting", {{"miss-a", 7}}}};
const json kRoeMelee = {{"attacker", "mass-abbott"},
                        {"attacker_figure", "Pvt. K. Kelly"},
                        {"defender", "miss-a"},
                        {"defender_figure", "Pvt. T. Carter"},
                        {"attacker_additional", 1}};

json with(json base, const json& extra) {
    for (const auto& [k, v] : extra.items()) {
        base[k] = v;
    }
    return base;
}

std::vector<ReadingCase> readingCases() {
    std::vector<ReadingCase> cases;
    const json shortMoving = {
        {"unit", "miss-a"}, {"target", "mass-macy"}, {"range", 10}, {"target_moving", true}};
    for (const char* r : {"all_apply", "none_at_short", "situational_ignored_at_short"}) {
        cases.push_back({"fredericksburg-1862.json", "short_range_modifiers", r, 1, kRoeMissActs,
                         "fire", shortMoving, "/fire/modifiers/moving_target", "Moving target", "",
                         ""});
    }
    cases.push_back({"fredericksburg-1862.json", "melee_cover", "light_heavy", 1, kRoeAbbottActs,
                     "melee", with(kRoeMelee, {{"defender_cover", "light"}}), "/melee/cover/light",
                     "Defender's cover", "light", ""});
    cases.push_back({"fredericksburg-1862.json", "melee_cover", "half_point", 1, kRoeAbbottActs,
                     "melee", with(kRoeMelee, {{"defender_cover", "light"}}), "/melee/cover/light",
                     "Defender's cover", "light", ""});
    cases.push_back({"fredericksburg-1862.json", "melee_cover", "by_fraction", 1, kRoeAbbottActs,
                     "melee", with(kRoeMelee, {{"defender_cover", "quarter"}}),
                     "/melee/cover_by_fraction/quarter", "Defender's cover by the fraction covered",
                     "quarter", ""});
    cases.push_back({"fredericksburg-1862.json", "melee_cover", "light_heavy", 1, kRoeAbbottActs,
                     "melee", with(kRoeMelee, {{"defender_cover", "light"}}),
                     "/melee/cover_by_fraction/quarter", "Defender's cover by the fraction covered",
                     "quarter", ""});
    // R5: "+2 for colours" is listed twice; counted once or twice.
    const json colours = {{"unit", "miss-a"}, {"colours", "yes"}};
    for (const char* r : {"once", "twice"}) {
        cases.push_back({"fredericksburg-1862.json", "colours_bonus", r, 2, json::object(),
                         "morale", colours, "/morale/colours_in_formation", "Colours in formation",
                         "", ""});
    }
    const json rally = {{"unit", "us-5ct"}, {"general_present", true}};
    for (const char* r : {"attached_commander", "any_general_nearby"}) {
        cases.push_back({"mwan-cedar-mountain.json", "general_bonus", r, 5, json::object(), "rally",
                         rally, "/rally/general_present", "General officer present", "", "us-5ct"});
    }
    const json mountedFire = {
        {"firer", "ollokot"}, {"target", "inf-21"}, {"range", 20}, {"cover", "open"}};
    for (const char* r : {"stack", "single"}) {
        cases.push_back({"jackson-clearwater-1877.json", "indian_horseback_stack", r, 1,
                         json::object(), "fire", mountedFire, "/fire/horseback",
                         "On horseback (not Indians with bows)", "", ""});
    }
    return cases;
}

INSTANTIATE_TEST_SUITE_P(Print, ModifierReading, ::testing::ValuesIn(readingCases()));

// Every reading of the house rules these cases stand for is among them.
TEST(QuickReference, EveryReadingOfARuleThatTouchesAModifierIsResolved) {
    RulesetRegistry registry = builtinRulesets();
    std::map<std::string, std::set<std::string>> seen;
    for (const auto& c : readingCases()) {
        seen[c.houseRule].insert(c.choice);
    }
    for (const auto& [id, rule] :
         {std::pair{"roe", "short_range_modifiers"}, std::pair{"roe", "melee_cover"},
          std::pair{"roe", "colours_bonus"}, std::pair{"mwan", "general_bonus"},
          std::pair{"jackson", "indian_horseback_stack"}}) {
        auto rs = registry.loadById(id, ADC_TEST_DATA_DIR);
        for (const auto& choice : rs->houseRule(rule)->choices) {
            EXPECT_TRUE(seen[rule].contains(choice)) << id << " " << rule << " " << choice;
        }
    }
}

} // namespace
} // namespace adc::print
