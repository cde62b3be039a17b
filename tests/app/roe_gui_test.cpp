// The real window with the real ROE module (not the skirmish test ruleset) on the Fredericksburg
// scenario: the deck drawn with the game's own dice and a joker ending the turn; a fire's effects
// on the men of a unit in words, never as JSON.
#include "adc/builtin_rulesets.hpp"
#include "document/game_document.hpp"
#include "resolve/outcome_view.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"
#include "roster/roster_model.hpp"
#include "roster/roster_panel.hpp"
#include "tabletop/deck_panel.hpp"
#include "tabletop/turn_tracker.hpp"
#include "widgets/dice_painter.hpp"
#include "widgets/reading_list.hpp"
#include "window/main_window.hpp"

#include <gtest/gtest.h>

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QSettings>

#include <set>

namespace adc::test {
namespace {

class RoeDeckTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        QString data = QStringLiteral(ADC_TEST_DATA_DIR);
        window = std::make_unique<adc::app::MainWindow>(builtinRulesets(), data);
        window->document().setRecoveryPath({});
        ASSERT_TRUE(window->openFile(data + "/scenarios/fredericksburg-1862.json"))
            << window->lastErrors().join("\n").toStdString();
    }
    void TearDown() override {
        window.reset();
        QSettings().clear();
    }
    adc::app::GameDocument& doc() { return window->document(); }

    std::unique_ptr<adc::app::MainWindow> window;
};

TEST_F(RoeDeckTest, TheDeckDrawsAndAJokerEndsTheTurn) {
    auto* deck = window->deckPanel();
    ASSERT_EQ(doc().ruleset().id(), "roe");
    EXPECT_FALSE(window->deckDock()->isHidden());
    EXPECT_EQ(deck->drawAction(), "draw_card");
    EXPECT_EQ(deck->leftLabel()->text(), "54 cards left, 0 discarded");
    EXPECT_EQ(deck->meaningLabel()->text(), "No card drawn this turn.");

    // Cards are drawn in the activation phase, after the bonus phase.
    window->nextPhase();
    ASSERT_EQ(doc().phaseName().toStdString(), "B-C) Card activation and leader rolls");

    // The top of the deck with the game's dice, applied at once: the shuffle comes first.
    window->setPreferences({true, 28, false});
    ASSERT_TRUE(window->action("drawCard")->isEnabled());
    window->action("drawCard")->trigger();
    const auto& discards = doc().state().deck.discards();
    ASSERT_EQ(discards.size(), 1u);
    const Card drawn = discards.back();
    EXPECT_EQ(doc().state().deck.left(), 53u);
    EXPECT_EQ(deck->leftLabel()->text(), "53 cards left, 1 discarded");
    const Event& draw = doc().game().events().back();
    EXPECT_EQ(draw.outcome.action, "draw_card");
    EXPECT_EQ(draw.outcome.result.at("card"), drawn.code());
    // The panel says what the card means, in the words of the outcome.
    EXPECT_TRUE(deck->meaningLabel()->text().contains(
        QString::fromStdString(draw.outcome.summary).toHtmlEscaped()))
        << deck->meaningLabel()->text().toStdString();
    // Each part of the result under the ruleset's label for it ("Card", not "card").
    EXPECT_TRUE(
        deck->meaningLabel()->text().contains("Card: " + QString::fromStdString(drawn.code())))
        << deck->meaningLabel()->text().toStdString();
    ASSERT_EQ(deck->cardView()->card(), std::optional<Card>(drawn));

    // A joker (the physical red joker, wherever it lies in the deck) ends the turn at once:
    // to the morale phase, and every unit owes a morale check.
    ASSERT_FALSE(drawn.isJoker()) << "the seeded deck changed: pick another physical card";
    window->resolvePanel()->selectAction("draw_card");
    window->resolvePanel()->form()->setValue("card", "JR");
    ASSERT_TRUE(window->resolvePanel()->rollWith(doc().gameDice()));
    EXPECT_EQ(doc().state().deck.discards().back().code(), "JR");
    EXPECT_EQ(deck->leftLabel()->text(), "52 cards left, 2 discarded");
    EXPECT_EQ(doc().state().turn, 1);
    EXPECT_EQ(doc().phaseName().toStdString(), "D) Morale phase");
    EXPECT_TRUE(window->windowTitle().contains("Turn 1, D) Morale phase"));
    EXPECT_TRUE(
        deck->meaningLabel()->text().contains("the turn ends at once; 13 units check morale"))
        << deck->meaningLabel()->text().toStdString();
    auto* owed = window->turnTracker()->owedList();
    ASSERT_EQ(owed->count(), 13);
    for (int i = 0; i < owed->count(); ++i) {
        EXPECT_TRUE(owed->text(i).endsWith("(Morale check)")) << owed->text(i).toStdString();
        EXPECT_TRUE(owed->text(i).contains("must test morale"));
    }
    // Undo takes the joker back: the activation phase and 53 cards again.
    window->action("undo")->trigger();
    EXPECT_EQ(doc().phaseName().toStdString(), "B-C) Card activation and leader rolls");
    EXPECT_EQ(deck->leftLabel()->text(), "53 cards left, 1 discarded");
}

// The names of the men of a figures list whose status is `status`.
std::set<std::string> menWhoAre(const json& figures, const std::string& status) {
    std::set<std::string> names;
    for (const auto& f : figures) {
        if (f.value("status", std::string("fighting")) == status) {
            names.insert(f.at("name").get<std::string>());
        }
    }
    return names;
}

TEST_F(RoeDeckTest, FireEffectsNameTheMenHitInWords) {
    // Fire belongs to the activation phase; self-defence fire needs no card.
    window->nextPhase();
    ASSERT_EQ(doc().phaseName().toStdString(), "B-C) Card activation and leader rolls");
    auto* resolve = window->resolvePanel();
    ASSERT_TRUE(resolve->selectAction("fire"));
    resolve->selectSide("csa");
    ASSERT_TRUE(resolve->form()->setValue("unit", "miss-a"));
    ASSERT_TRUE(resolve->form()->setValue("target", "mich-1"));
    ASSERT_TRUE(resolve->form()->setValue("range", 10));
    ASSERT_TRUE(resolve->form()->setValue("self_defence", true));
    ScriptedDice ones(std::vector<int>(40, 1)); // a 1 always hits
    auto outcome = resolve->rollWith(ones);
    ASSERT_TRUE(outcome) << resolve->outcomeView()->summaryText().toStdString();

    std::set<std::string> hitBefore =
        menWhoAre(doc().state().unit("mich-1")->attrs["figures"], "hit");
    std::set<std::string> hitNow;
    for (const auto& fx : outcome->effects) {
        if (fx.kind == EffectKind::Attr && fx.unit == "mich-1" && fx.key == "figures") {
            hitNow = menWhoAre(fx.value, "hit");
        }
    }
    ASSERT_FALSE(hitNow.empty());
    auto* effects = resolve->outcomeView()->effectsView();
    ASSERT_EQ(effects->count(), static_cast<int>(outcome->effects.size()));
    bool namedTheMen = false;
    bool namedTheLoss = false;
    for (int i = 0; i < effects->count(); ++i) {
        QString line = effects->item(i)->text();
        EXPECT_FALSE(line.contains('{') || line.contains('"') || line.contains("mich-1"))
            << "raw data shown: " << line.toStdString();
        if (line.startsWith("7th Michigan, first boat: Figures — hit: ")) {
            namedTheMen = true;
            for (const auto& name : hitNow) {
                EXPECT_EQ(hitBefore.count(name) == 0, line.contains(QString::fromStdString(name)))
                    << name << " in " << line.toStdString();
            }
        }
        if (line.startsWith(QStringLiteral("7th Michigan, first boat: −%1 figures")
                                .arg(hitNow.size() - hitBefore.size()))) {
            namedTheLoss = true;
        }
    }
    EXPECT_TRUE(namedTheMen);
    EXPECT_TRUE(namedTheLoss);

    // Applied, the roster's figures column says where the men stand.
    ASSERT_TRUE(resolve->applyPending());
    auto* roster = window->rosters().at(1)->model();
    ASSERT_EQ(roster->sideId(), "usa");
    int column = -1;
    for (int c = 0; c < roster->columnCount(); ++c) {
        if (roster->attributeKey(c) == "figures") {
            column = c;
        }
    }
    ASSERT_GE(column, 0);
    QString standing = roster->data(roster->index(roster->rowOf("mich-1"), column)).toString();
    EXPECT_TRUE(standing.startsWith(
        QStringLiteral("%1 of 6 fighting; hit: ").arg(6 - static_cast<int>(hitNow.size()))))
        << standing.toStdString();
}

} // namespace
} // namespace adc::test
