// Never lose the game: save and reopen, recover after a crash, refuse broken or foreign files
// without touching the game on screen, recent files, log export.
#include "document/preferences.hpp"
#include "gui_fixture.hpp"
#include "log/log_panel.hpp"
#include "resolve/param_form.hpp"
#include "resolve/resolve_panel.hpp"

#include "adc/atomic_file.hpp"

#include <QAction>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

namespace adc::test {
namespace {

class FilesTest : public GuiTest {
protected:
    void fire(std::vector<int> faces) {
        auto* resolve = window->resolvePanel();
        ASSERT_TRUE(resolve->selectAction("fire"));
        resolve->selectSide("confed");
        resolve->form()->setValue("shooter", "miss17c");
        resolve->form()->setValue("target", "mich7");
        resolve->form()->setValue("range", 30.0);
        ScriptedDice dice(std::move(faces));
        ASSERT_TRUE(resolve->rollWith(dice));
        ASSERT_TRUE(resolve->applyPending());
    }
    QString path(const QString& name) { return temp.filePath(name); }
};

TEST_F(FilesTest, SaveReopenAndCompare) {
    fire({1, 1, 4, 5});                                          // long range: hits on 1
    auto asked = answerQuestion("Next phase", QMessageBox::Yes); // a morale test is owed
    window->action("nextPhase")->trigger();
    EXPECT_TRUE(asked->done);
    window->action("undo")->trigger(); // an undone event is kept for redo
    ASSERT_TRUE(window->saveTo(path("game")));
    EXPECT_TRUE(QFileInfo::exists(path("game.adc.json")));
    EXPECT_FALSE(doc().isModified());
    EXPECT_FALSE(window->windowTitle().contains(" *"));

    auto other = makeWindow();
    ASSERT_TRUE(other->openFile(path("game.adc.json")))
        << other->lastErrors().join("\n").toStdString();
    const Game& a = doc().game();
    const Game& b = other->document().game();
    EXPECT_TRUE(a.state().sameAs(b.state()));
    EXPECT_EQ(b.state().unit("mich7")->strength, 6);
    EXPECT_EQ(b.events().size(), 2u);
    EXPECT_EQ(b.position(), 1u);
    EXPECT_EQ(b.events()[0].outcome, a.events()[0].outcome);
    EXPECT_EQ(b.dice().state(), a.dice().state());
    EXPECT_EQ(other->windowTitle(), window->windowTitle());
    other->document().redo();
    EXPECT_EQ(other->document().state().phase, 1);
    other->document().removeRecovery();
    // Recent files remember it, most recent first.
    EXPECT_EQ(adc::app::recentFiles().first(), QFileInfo(path("game.adc.json")).absoluteFilePath());
    EXPECT_EQ(adc::app::lastGame(), QFileInfo(path("game.adc.json")).absoluteFilePath());
}

TEST_F(FilesTest, RecoveryAfterASimulatedCrash) {
    fire({1, 6, 6, 6});
    QString recovery = doc().recoveryPath();
    ASSERT_TRUE(QFileInfo::exists(recovery));
    GameState before = doc().state();
    // The crash: the window goes without its close event, so the recovery file stays.
    window.reset();
    ASSERT_TRUE(QFileInfo::exists(recovery));

    window = makeWindow();
    ASSERT_TRUE(window->hasRecovery());
    auto asked = answerQuestion("Recover the game?", QMessageBox::Yes);
    window->startUp({});
    EXPECT_TRUE(asked->done);
    ASSERT_TRUE(doc().hasGame());
    EXPECT_TRUE(doc().state().sameAs(before));
    EXPECT_EQ(doc().state().unit("mich7")->strength, 7);
    EXPECT_EQ(doc().game().events().size(), 1u);
    EXPECT_TRUE(doc().isModified()); // recovered, not yet saved
    EXPECT_EQ(doc().filePath(), qs(skirmishScenario()));
}

// Issue 36, item 11: after a crash, starting again on a file named asks one question; every
// other box is answered with the worst answer a tired referee could give (Discard), and still
// the recovered game is on screen, its recovery file kept until it is saved or discarded.
TEST_F(FilesTest, ARecoveryAsksOnceAndNeverEndsInLosingTheGame) {
    fire({1, 6, 6, 6});
    const QString recovery = doc().recoveryPath();
    const GameState before = doc().state();
    window.reset(); // the crash
    window = makeWindow();
    auto titles = std::make_shared<QStringList>();
    auto stop = std::make_shared<bool>(false);
    auto last = std::make_shared<QPointer<QMessageBox>>();
    onModals([titles, stop, last](QWidget* w) {
        auto* box = qobject_cast<QMessageBox*>(w);
        if (*stop || !box || box == *last || !box->isVisible()) {
            return !*stop;
        }
        *last = box;
        *titles << box->windowTitle();
        if (titles->size() == 1) {
            EXPECT_EQ(box->button(QMessageBox::Discard)->text(), "Discard the recovered game");
            box->button(QMessageBox::Yes)->click();
        } else if (QAbstractButton* discard = box->button(QMessageBox::Discard)) {
            discard->click();
        } else {
            box->reject();
        }
        return true;
    });
    window->startUp(qs(skirmishScenario()));
    *stop = true;
    EXPECT_EQ(*titles, QStringList{"Recover the game?"});
    ASSERT_TRUE(doc().hasGame());
    EXPECT_EQ(doc().game().events().size(), 1u);
    EXPECT_TRUE(doc().state().sameAs(before));
    EXPECT_TRUE(doc().isModified());
    EXPECT_TRUE(QFileInfo::exists(recovery)) << "kept until saved or discarded";
}

// Discarding is the referee's explicit choice, with the button that says so: then the file
// named opens.
TEST_F(FilesTest, DiscardingTheRecoveredGameOpensTheFileNamed) {
    fire({1, 6, 6, 6});
    window.reset();
    window = makeWindow();
    auto asked = answerQuestion("Recover the game?", QMessageBox::Discard);
    window->startUp(qs(skirmishScenario()));
    EXPECT_TRUE(asked->done);
    ASSERT_TRUE(doc().hasGame());
    EXPECT_TRUE(doc().game().events().empty());
}

TEST_F(FilesTest, ACleanCloseRemovesTheRecoveryFile) {
    fire({6, 6, 6, 6});
    ASSERT_TRUE(window->saveTo(path("clean")));
    ASSERT_TRUE(window->hasRecovery());
    EXPECT_TRUE(window->close());
    EXPECT_FALSE(QFileInfo::exists(doc().recoveryPath()));
}

TEST_F(FilesTest, BrokenFileOpensNothingAndSaysWhere) {
    fire({1, 6, 6, 6});
    GameState before = doc().state();
    QString title = window->windowTitle();
    // A scenario with a bad strength and an unknown kind.
    json bad = json::parse(readFile(skirmishScenario()));
    bad["sides"][0]["units"][0]["strength"] = -3;
    bad["sides"][1]["units"][1]["kind"] = "zouaves";
    writeFileAtomically(path("bad.json").toStdString(), bad.dump());
    EXPECT_FALSE(window->openFile(path("bad.json")));
    QString errors = window->lastErrors().join("\n");
    EXPECT_TRUE(errors.contains("/sides/0/units/0/strength")) << errors.toStdString();
    EXPECT_TRUE(errors.contains("/sides/1/units/1/kind")) << errors.toStdString();
    EXPECT_TRUE(doc().state().sameAs(before));
    EXPECT_EQ(doc().game().events().size(), 1u);
    EXPECT_EQ(window->windowTitle(), title);

    // Not JSON at all, and a foreign JSON file.
    writeFileAtomically(path("torn.adc.json").toStdString(), "{\"format\": 1, \"kind\": \"sa");
    EXPECT_FALSE(window->openFile(path("torn.adc.json")));
    EXPECT_TRUE(window->lastErrors().join("\n").contains("torn.adc.json"));
    writeFileAtomically(path("package.json").toStdString(), R"({"name": "left-pad"})");
    EXPECT_FALSE(window->openFile(path("package.json")));
    EXPECT_TRUE(window->lastErrors().join("\n").contains("not a scenario or a saved game"));
    EXPECT_TRUE(doc().state().sameAs(before));
    for (auto* box : window->findChildren<QMessageBox*>()) {
        box->close();
    }
}

TEST_F(FilesTest, LogExportsMarkdownAndHtml) {
    fire({1, 6, 6, 6});
    auto* log = window->logPanel();
    ASSERT_TRUE(log->exportTo(path("aar.md"), false).isEmpty());
    ASSERT_TRUE(log->exportTo(path("aar.html"), true).isEmpty());
    std::string md = readFile(path("aar.md").toStdString());
    EXPECT_NE(md.find("# Test skirmish at the mill — game log"), std::string::npos);
    EXPECT_NE(md.find("## 1. Turn 1, " + doc().ruleset().sequence()[0].name +
                      ": Fire: 17th Mississippi, Co. C → 7th Michigan, Co. B, 1 hit"),
              std::string::npos)
        << md;
    // Effects in the outcome view's words, never JSON.
    EXPECT_NE(md.find("- **7th Michigan, Co. B: −1"), std::string::npos) << md;
    EXPECT_EQ(md.find('{'), std::string::npos) << md;
    EXPECT_NE(md.find("Dice: 1 (d6, fire: 17th Mississippi, Co. C, figure 1 of 4);"),
              std::string::npos);
    std::string html = readFile(path("aar.html").toStdString());
    EXPECT_NE(html.find("<td>1 6 6 6</td>"), std::string::npos);
    EXPECT_NE(html.find("17th Mississippi, Co. C → 7th Michigan, Co. B"), std::string::npos);
    EXPECT_EQ(html.find("{\""), std::string::npos) << html;
}

} // namespace
} // namespace adc::test
