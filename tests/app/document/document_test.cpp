// The document alone: title, resolve/apply/undo through it, free rolls, refusal of bad files.
#include "document/game_document.hpp"
#include "skirmish_ruleset.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"

#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTemporaryDir>

#include <tuple>
#include <vector>

namespace adc::test {
namespace {

using adc::app::GameChange;
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

// Each change says what it did, so no view keeps its own copy of the past to tell.
TEST(GameDocument, SaysWhatChanged) {
    GameDocument doc(registryWithSkirmish(), QString::fromStdString(skirmishDataDir()));
    ASSERT_TRUE(doc.open(QString::fromStdString(skirmishScenario())).isEmpty());
    std::vector<GameChange> said;
    QObject::connect(&doc, &GameDocument::changed,
                     [&](const GameChange& change) { said.push_back(change); });
    ActionRequest req{"fire", {{"shooter", "miss13a"}, {"target", "mich7"}, {"range", 6}}};
    auto fire = [&](std::vector<int> faces) {
        ScriptedDice dice(std::move(faces));
        doc.apply(doc.resolve(req, dice), req);
    };
    fire({2, 2, 2, 2});
    doc.undo();
    doc.redo();
    doc.undo();
    fire({6, 6, 6, 6}); // takes the undone event's place
    doc.advancePhase();
    doc.jumpTo(0);
    doc.jumpTo(2);
    using Kind = GameChange::Kind;
    const std::vector<std::tuple<Kind, std::size_t, std::size_t>> expected{
        {Kind::Applied, 0, 1}, {Kind::Undone, 0, 1}, {Kind::Redone, 0, 1}, {Kind::Undone, 0, 1},
        {Kind::Applied, 0, 1}, {Kind::Phase, 1, 2},  {Kind::Undone, 0, 2}, {Kind::Redone, 0, 2}};
    ASSERT_EQ(said.size(), expected.size());
    for (std::size_t i = 0; i < said.size(); ++i) {
        EXPECT_EQ(std::tuple(said[i].kind, said[i].from, said[i].to), expected[i])
            << "change " << i;
    }
    EXPECT_EQ(said[0].units, std::vector<std::string>{"mich7"});
    EXPECT_EQ(said[1].units, std::vector<std::string>{"mich7"}) << "an undo names what it undid";
    EXPECT_TRUE(said[5].units.empty()) << "the phase moves, no unit changes";
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

// The recovery file is written after every event from each event's text kept since its first
// write (issue 36, item 12: converting the whole history each time grew with the game): after
// applies, undos, an apply over undone events, a redo, a correction and a free roll, its bytes
// are still those saveRecoveryFile writes for the game converted whole.
TEST(GameDocument, TheRecoveryKeptEventByEventIsTheWholeGameWritten) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    GameDocument doc(registryWithSkirmish(), QString::fromStdString(skirmishDataDir()));
    doc.setRecoveryPath(dir.filePath(QStringLiteral("recovery.adc.json")));
    ASSERT_TRUE(doc.open(QString::fromStdString(skirmishScenario())).isEmpty());
    const std::string whole = dir.filePath(QStringLiteral("whole.adc.json")).toStdString();
    auto sameAsWhole = [&](const char* after) {
        saveRecoveryFile(whole, doc.game(), doc.filePath().toStdString());
        EXPECT_EQ(readFile(doc.recoveryPath().toStdString()), readFile(whole)) << after;
    };
    ActionRequest req{"fire", {{"shooter", "miss13a"}, {"target", "mich7"}, {"range", 6}}};
    auto fire = [&](std::vector<int> faces) {
        ScriptedDice dice(std::move(faces));
        doc.apply(doc.resolve(req, dice), req);
    };
    fire({2, 2, 2, 2});
    sameAsWhole("the first event");
    fire({5, 6, 2, 3});
    sameAsWhole("a second");
    doc.undo();
    sameAsWhole("an undo");
    fire({6, 6, 6, 6}); // replaces the event undone
    sameAsWhole("an apply over the undone event");
    doc.undo();
    doc.redo();
    sameAsWhole("an undo and a redo");
    doc.correct("mich7", "strength", 3);
    doc.freeRoll(QStringLiteral("2d6"), QStringLiteral("weather"));
    sameAsWhole("a correction and a free roll");
    doc.jumpTo(0);
    fire({1, 1, 1, 1}); // the whole history replaced
    sameAsWhole("a new first event");
    EXPECT_NE(readFile(whole).find("\"history\": [\n  {"), std::string::npos);
}

} // namespace
} // namespace adc::test
