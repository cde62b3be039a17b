// The player display shows both sides only what each ruleset's "public" declaration allows
// (issue 19, "the player display leaks hidden information"), on the real window offscreen.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "tabletop/player_display.hpp"
#include "widgets/dice_painter.hpp"
#include "window/main_window.hpp"

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>

namespace adc::test {
namespace {

class PublicDisplay : public ::testing::Test {
protected:
    void open(const char* scenario) {
        window =
            std::make_unique<app::MainWindow>(builtinRulesets(), QStringLiteral(ADC_TEST_DATA_DIR));
        window->document().setRecoveryPath({});
        ASSERT_TRUE(window->openFile(QStringLiteral(ADC_TEST_DATA_DIR "/scenarios/") +
                                     QString::fromLatin1(scenario)))
            << window->lastErrors().join("\n").toStdString();
        window->action("playerDisplay")->trigger();
        display = window->playerDisplay();
    }
    app::GameDocument& doc() { return window->document(); }
    const Unit& firstUnitOf(std::size_t side) {
        const auto& s = doc().state();
        for (const auto& u : s.units) {
            if (u.side == s.sides[side].id && u.strength > 1) {
                return u;
            }
        }
        throw std::runtime_error("no unit");
    }
    // A fire as every ruleset's table gives it: two dice thrown, the target loses one.
    void fireOn(const Unit& target) {
        Outcome o;
        o.action = "fire";
        o.summary = "Fire on " + target.name + ", 1 hit";
        o.rolls = {Roll{Die::d6(), 5, "fire"}, Roll{Die::d6(), 2, "fire"}};
        o.effects.push_back(Effect::casualties(target.id, 1, "fire"));
        doc().apply(o, std::nullopt, QString::fromStdString(o.summary));
    }
    // Everything the display's labels say, as one text.
    QString shown() const {
        QStringList texts;
        for (auto* label : display->findChildren<QLabel*>()) {
            texts << label->text();
        }
        return texts.join('\n');
    }
    std::string sideName(std::size_t side) { return doc().state().sides[side].name; }

    std::unique_ptr<app::MainWindow> window;
    app::PlayerDisplay* display = nullptr;
};

QString totals(int now, int start, const std::string& unit) {
    return QStringLiteral("%1 of %2 %3").arg(now).arg(start).arg(QString::fromStdString(unit));
}

// The players see the turn and the phase in large type, and none of the referee's bookkeeping:
// an unsaved game's "*" stays on the referee's window (issue 37, item 3).
TEST_F(PublicDisplay, TheTurnAndPhaseAreLargeAndTheUnsavedMarkIsTheReferees) {
    open("mwan-cedar-mountain.json");
    fireOn(firstUnitOf(1));
    ASSERT_TRUE(doc().isModified());
    EXPECT_EQ(display->turnText(), "Turn 1 — " + doc().phaseName());
    EXPECT_FALSE(shown().contains(QStringLiteral(" *")));
    QLabel* turn = nullptr;
    for (auto* label : display->findChildren<QLabel*>()) {
        turn = label->text() == display->turnText() ? label : turn;
    }
    ASSERT_NE(turn, nullptr);
    EXPECT_TRUE(turn->font().bold());
    EXPECT_GE(turn->font().pointSize(), display->fontSize());
}

// The ruleset's own record (fired this turn, the turn of the last melee: attributes its unit
// schema marks "bookkeeping") and a shuffle's throws (the deck's order, not dice) stay off the
// players' screen; a change the players read (a status) is still shown (issue 37, item 3).
TEST_F(PublicDisplay, TheRulesetsBookkeepingAndAShufflesThrowsStayOffTheTable) {
    open("jackson-clearwater-1877.json");
    const Unit target = firstUnitOf(1);
    Outcome melee;
    melee.action = "melee";
    melee.summary = "Melee: " + target.name + " falls back";
    melee.rolls = {Roll{Die::d6(), 4, "melee"}};
    melee.effects = {Effect::attr(target.id, "last_melee_turn", 1),
                     Effect::attr(target.id, "fired", true), Effect::status(target.id, "routed")};
    doc().apply(melee, std::nullopt, QString::fromStdString(melee.summary));
    EXPECT_FALSE(shown().contains("Last melee")) << shown().toStdString();
    EXPECT_FALSE(shown().contains("Fired this turn")) << shown().toStdString();
    EXPECT_TRUE(shown().contains(QString::fromStdString(target.name))) << shown().toStdString();
    EXPECT_EQ(display->findChild<app::DiceStrip*>()->rolls().size(), 1U);
    // The schema says which: the referee's roster still has the column.
    const AttributeSpec* fired = doc().ruleset().unitSchema().find("fired");
    ASSERT_NE(fired, nullptr);
    EXPECT_TRUE(fired->bookkeeping);
    EXPECT_FALSE(doc().ruleset().unitSchema().find("weapon")->bookkeeping);

    Outcome shuffle;
    shuffle.action = "shuffle";
    shuffle.summary = "The deck is shuffled";
    for (int i = 0; i < 53; ++i) {
        shuffle.rolls.push_back(Roll{Die::d6(), 1 + i % 6, "shuffle"});
    }
    shuffle.effects = {Effect::deckSet(doc().state().deck)};
    doc().apply(shuffle, std::nullopt, QString::fromStdString(shuffle.summary));
    EXPECT_TRUE(display->findChild<app::DiceStrip*>()->rolls().empty());
}

// ROE, MWAN and Jackson hide nothing: the rule texts keep no losses from the other player.
TEST_F(PublicDisplay, RulesOfEngagementShowsEveryTotalAndThrow) {
    open("fredericksburg-1862.json");
    const Unit target = firstUnitOf(1);
    fireOn(target);
    EXPECT_EQ(display->headlineText().toStdString(), "Fire on " + target.name + ", 1 hit");
    EXPECT_TRUE(shown().contains(QString::fromStdString(target.name) + ": −1"));
    int now = 0, start = 0;
    for (const auto& u : doc().state().units) {
        if (u.side == doc().state().sides[1].id) {
            now += u.strength;
            start += u.startStrength;
        }
    }
    EXPECT_TRUE(display->strengthsText().contains(
        totals(now, start, doc().ruleset().unitSchema().strengthUnit)))
        << display->strengthsText().toStdString();
    EXPECT_FALSE(display->strengthsText().contains("kept by the side"));
    // Read in large type across the table: shaped and kerned, as the program's small print
    // (set by the application's look) is not.
    for (auto* label : display->findChildren<QLabel*>()) {
        if (!label->text().isEmpty()) {
            EXPECT_FALSE(label->font().styleStrategy() & QFont::PreferNoShaping)
                << label->text().toStdString();
        }
    }
}

TEST_F(PublicDisplay, MenWithArmsAndNationsShowsEveryTotalAndThrow) {
    open("mwan-cedar-mountain.json");
    const Unit target = firstUnitOf(0);
    fireOn(target);
    EXPECT_TRUE(shown().contains(QString::fromStdString(target.name) + ": −1"));
    EXPECT_TRUE(display->strengthsText().contains(" of "));
    EXPECT_FALSE(display->strengthsText().contains("kept by the side"));
}

TEST_F(PublicDisplay, JacksonShowsEveryTotalAndThrow) {
    open("jackson-clearwater-1877.json");
    const Unit target = firstUnitOf(0);
    fireOn(target);
    EXPECT_TRUE(shown().contains(QString::fromStdString(target.name) + ": −1"));
    EXPECT_TRUE(display->strengthsText().contains(" of "));
    EXPECT_FALSE(display->strengthsText().contains("kept by the side"));
}

// Blue and Gray: "You do not have to tell your opponent your unit casualties, but you must let
// him know which units have less than 4 men left at the end of the move."
TEST_F(PublicDisplay, BlueAndGrayShowsTheThrowButNotTheRunningTotals) {
    open("bluegray-fort-sanders-1863.json");
    const Unit target = firstUnitOf(0);
    fireOn(target);
    // The dice and the table's result: both players see the throw.
    EXPECT_EQ(display->headlineText().toStdString(), "Fire on " + target.name + ", 1 hit");
    EXPECT_TRUE(shown().contains(QString::fromStdString(target.name) + ": −1"));
    // The running totals stay with each side.
    const QString sides = display->strengthsText();
    EXPECT_TRUE(sides.contains("losses kept by the side")) << sides.toStdString();
    EXPECT_FALSE(sides.contains(" of ")) << sides.toStdString();
}

TEST_F(PublicDisplay, BlueAndGrayAnnouncesUnitsBelowFourMenOnlyAtTheEndOfTheMove) {
    open("bluegray-fort-sanders-1863.json");
    const Unit target = firstUnitOf(0);
    const QString name = QString::fromStdString(target.name).toHtmlEscaped();
    doc().correct(target.id, "strength", 3);
    EXPECT_FALSE(shown().contains("fewer than 4")) << "announced in the middle of the move";
    EXPECT_FALSE(shown().contains(name + ": strength set to")) << "a correction tells the men left";
    EXPECT_EQ(display->headlineText(), "A correction — details kept by the side");
    // Through the move to its end, where the notice is given, and on into the next move.
    const auto& sequence = doc().ruleset().sequence();
    while (sequence[static_cast<std::size_t>(doc().state().phase)].id != "end") {
        doc().advancePhase();
    }
    EXPECT_TRUE(display->strengthsText().contains("fewer than 4 figures at the end of the last "
                                                  "move: " +
                                                  name))
        << display->strengthsText().toStdString();
    doc().advancePhase();
    EXPECT_EQ(doc().state().turn, 2);
    EXPECT_TRUE(display->strengthsText().contains("fewer than 4 figures")) << "the notice holds";
}

TEST_F(PublicDisplay, BlueAndGrayKeepsWrittenOrdersPrivate) {
    open("bluegray-fort-sanders-1863.json");
    const auto& sequence = doc().ruleset().sequence();
    while (sequence[static_cast<std::size_t>(doc().state().phase)].id != "orders") {
        doc().advancePhase();
    }
    const Unit unit = firstUnitOf(0);
    ActionRequest order{"write_order",
                        {{"unit", unit.id}, {"order", "stand"}, {"direction", "by the ravine"}}};
    ScriptedDice none({});
    Outcome o = doc().resolve(order, none);
    doc().apply(o, order, QString::fromStdString(o.summary));
    EXPECT_EQ(display->headlineText(), "Written order — kept by the side that made it");
    EXPECT_FALSE(shown().contains("ravine"));
    EXPECT_FALSE(shown().contains(QString::fromStdString(o.summary)));
}

// Issue 36, item 2: a referee's correction of a written order stays with the order's side.
TEST_F(PublicDisplay, BlueAndGrayKeepsACorrectedOrderPrivate) {
    open("bluegray-fort-sanders-1863.json");
    const Unit unit = firstUnitOf(0);
    doc().correct(unit.id, "order", "stand by the ravine");
    EXPECT_EQ(display->headlineText(), "A correction — details kept by the side");
    EXPECT_FALSE(shown().contains("ravine")) << shown().toStdString();
}

// Issue 36, item 1: the victory check's sums are each side's; the display names the check.
TEST_F(PublicDisplay, BlueAndGrayKeepsTheVictoryChecksSumsPrivate) {
    open("bluegray-fort-sanders-1863.json");
    fireOn(firstUnitOf(0));
    ActionRequest check{"victory", json::object()};
    ScriptedDice none({});
    Outcome o = doc().resolve(check, none);
    ASSERT_FALSE(o.steps.empty());
    doc().apply(o, check, QString::fromStdString(o.summary));
    EXPECT_FALSE(shown().contains("men lost")) << shown().toStdString();
    EXPECT_FALSE(shown().contains("%")) << shown().toStdString();
    EXPECT_EQ(display->headlineText(), "Victory check — details kept by the side");
}

// Issue 36, item 3: individual fire throws a die a figure, so its dice would tell the firing
// unit's men left more exactly than the "fewer than 4" notice.
TEST_F(PublicDisplay, BlueAndGrayShowsNoDiceThatCountAUnitsFigures) {
    open("bluegray-fort-sanders-1863.json");
    const Unit firer = firstUnitOf(0);
    const Unit target = firstUnitOf(1);
    doc().correct(firer.id, "strength", 3);
    const auto& sequence = doc().ruleset().sequence();
    while (sequence[static_cast<std::size_t>(doc().state().phase)].id != "fire") {
        doc().advancePhase();
    }
    ActionRequest fire{"individual_fire",
                       {{"unit", firer.id},
                        {"target", target.id},
                        {"range", 6},
                        {"figures", 0},
                        {"officer", 0},
                        {"flank_or_rear", false}}};
    ScriptedDice dice({1, 1, 1});
    Outcome o = doc().resolve(fire, dice);
    ASSERT_EQ(o.rolls.size(), 3u) << "a die a figure";
    doc().apply(o, fire, QString::fromStdString(o.summary));
    auto* strip = display->findChild<app::DiceStrip*>();
    ASSERT_NE(strip, nullptr);
    EXPECT_TRUE(strip->rolls().empty());
}

// The count of a side's units out of good order reads as English: "1 unit", "2 units".
TEST_F(PublicDisplay, ShakenUnitsAreCountedInWords) {
    open("fredericksburg-1862.json");
    const auto& s = doc().state();
    std::vector<std::string> ids;
    for (const auto& u : s.units) {
        if (u.side == s.sides[0].id) {
            ids.push_back(u.id);
        }
    }
    ASSERT_GE(ids.size(), 2u);
    auto shake = [this](const std::string& id) {
        Outcome o;
        o.action = "morale";
        o.summary = "Morale: shaken";
        o.effects.push_back(Effect::status(id, "shaken"));
        doc().apply(o, std::nullopt, QString::fromStdString(o.summary));
        QApplication::processEvents();
    };
    shake(ids[0]);
    EXPECT_TRUE(shown().contains("1 unit shaken or worse")) << shown().toStdString();
    EXPECT_FALSE(shown().contains("1 units")) << shown().toStdString();
    shake(ids[1]);
    EXPECT_TRUE(shown().contains("2 units shaken or worse")) << shown().toStdString();
}

} // namespace
} // namespace adc::test
