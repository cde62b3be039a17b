// The document alone: title, resolve/apply/undo through it, free rolls, refusal of bad files.
#include "document/game_document.hpp"
#include "skirmish_ruleset.hpp"

#include <gtest/gtest.h>

#include <QSignalSpy>

namespace adc::test {
namespace {

using adc::app::GameDocument;

TEST(GameDocument, OpensAScenarioAndTitlesIt) {
    GameDocument doc(registryWithSkirmish(), QString::fromStdString(skirmishDataDir()));
    QSignalSpy replaced(&doc, &GameDocument::gameReplaced);
    EXPECT_TRUE(doc.open(QString::fromStdString(skirmishScenario())).isEmpty());
    EXPECT_EQ(replaced.count(), 1);
    EXPECT_EQ(doc.title(), "Test skirmish at the mill — Turn 1, Card activation");
    EXPECT_FALSE(doc.canSaveInPlace()); // a scenario is not overwritten by a save
    EXPECT_EQ(doc.state().units.size(), 4u);
}

TEST(GameDocument, AppliesUndoesAndAnnounces) {
    GameDocument doc(registryWithSkirmish(), QString::fromStdString(skirmishDataDir()));
    ASSERT_TRUE(doc.open(QString::fromStdString(skirmishScenario())).isEmpty());
    QSignalSpy changed(&doc, &GameDocument::changed);
    ScriptedDice dice({2, 2, 2, 2});
    ActionRequest req{"fire", {{"shooter", "miss13a"}, {"target", "mich7"}, {"range", 6}}};
    Outcome o = doc.resolve(req, dice);
    EXPECT_EQ(o.result["hits"], 4);
    doc.apply(o, req);
    EXPECT_EQ(doc.state().unit("mich7")->strength, 4);
    EXPECT_TRUE(doc.isModified());
    EXPECT_TRUE(doc.title().endsWith(" *"));
    doc.undo();
    EXPECT_EQ(doc.state().unit("mich7")->strength, 8);
    EXPECT_EQ(changed.count(), 2);
    EXPECT_THROW(doc.correct("mich7", "strength", -1), RuleError);
    EXPECT_EQ(changed.count(), 2);
    EXPECT_THROW(doc.freeRoll("d", "nothing"), std::invalid_argument);
}

TEST(GameDocument, RefusesARulesetFileAndAMissingOne) {
    GameDocument doc(registryWithSkirmish(), QString::fromStdString(skirmishDataDir()));
    QStringList e = doc.open(QString::fromStdString(skirmishDataDir() + "/rulesets/skirmish.json"));
    ASSERT_EQ(e.size(), 1);
    EXPECT_TRUE(e[0].endsWith("/kind: a ruleset file, not a scenario or a saved game"))
        << e[0].toStdString();
    EXPECT_FALSE(doc.open(QStringLiteral("/nonexistent/x.adc.json")).isEmpty());
    EXPECT_FALSE(doc.hasGame());
}

} // namespace
} // namespace adc::test
