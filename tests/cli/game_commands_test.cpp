// The game commands on a saved game: adc new, apply, next, undo, redo and show, their exit codes,
// refusals that leave the file's bytes alone, and the lock that keeps two writers apart.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/atomic_file.hpp"
#include "adc/builtin_rulesets.hpp"
#include "adc/file_lock.hpp"
#include "adc/saved_game.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <sstream>
#include <sys/wait.h>
#include <thread>

namespace adc::cli {

namespace {

using test::contains;
using test::Ran;
using test::runAdc;

using adc::testing::TempDir;

class GameCommands : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args, const std::string& input = {}) {
        return runAdc(registry_, dataDir_, args, input);
    }
    std::string write(const std::string& name, const json& j) {
        std::ofstream(dir_.file(name)) << j.dump(1);
        return dir_.file(name);
    }
    // A new drill game at the mill with a known seed.
    std::string newGame() {
        std::string scenario = drill::dataDir() + "/scenarios/drill_skirmish.json";
        Ran r = adc({"new", scenario, "--out", game_, "--seed", "42"});
        EXPECT_EQ(r.code, Ok) << r.err;
        return scenario;
    }
    static json volley() {
        return {{"action", "volley"},
                {"params", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}},
                {"dice", {6, 6, 1}}};
    }
    Game load() { return loadGameFile(game_, registry_, dataDir_); }

    RulesetRegistry registry_ = drill::registry();
    std::string dataDir_ = drill::dataDir();
    TempDir dir_;
    std::string game_ = dir_.file("mill.adc.json");
};

} // namespace

TEST_F(GameCommands, NewWritesTheGameAndNeverOverwritesOne) {
    newGame();
    Game g = load();
    EXPECT_EQ(g.seed(), 42u);
    EXPECT_EQ(g.scenario().name, "Skirmish at the Mill");
    EXPECT_EQ(g.state().options.at("volley_bonus"), "plus_one");
    EXPECT_EQ(g.position(), 0u);
    std::string before = readFile(game_);
    Ran r = adc({"new", drill::dataDir() + "/scenarios/drill_skirmish.json", "--out", game_});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "already exists")) << r.err;
    EXPECT_EQ(readFile(game_), before);
}

TEST_F(GameCommands, NewTakesHouseRulesAndChecksThem) {
    std::string scenario = drill::dataDir() + "/scenarios/drill_skirmish.json";
    Ran r = adc({"new", scenario, "--out", game_, "--option", "volley_bonus=none"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "seed ")) << r.out; // a random seed is printed to repeat it
    EXPECT_EQ(load().state().options.at("volley_bonus"), "none");
    std::string other = dir_.file("other.adc.json");
    r = adc({"new", scenario, "--out", other, "--option", "volley_bonus=plus_two"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "volley_bonus (Volley bonus) must be one of none, plus_one"))
        << r.err;
    r = adc({"new", scenario, "--out", other, "--option", "bayonets=fixed"});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "is not a house rule")) << r.err;
    EXPECT_TRUE(contains(r.err, "volley_bonus=none|plus_one  (Volley bonus, default none)"))
        << r.err;
    r = adc({"new", scenario, "--out", other, "--seed", "-1"});
    EXPECT_EQ(r.code, BadRequest);
    r = adc({"new", dir_.file("none.json"), "--out", other});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "none.json")) << r.err;
    EXPECT_FALSE(std::filesystem::exists(other));
}

TEST_F(GameCommands, ApplyResolvesAgainstTheGameAndSavesOneEvent) {
    newGame();
    Ran r = adc({"apply", game_, "--request", write("volley.json", volley())});
    ASSERT_EQ(r.code, Ok) << r.err;
    json printed = json::parse(r.out);
    EXPECT_EQ(printed["result"]["hits"], 2);
    Game g = load();
    ASSERT_EQ(g.position(), 1u);
    EXPECT_EQ(g.events()[0].request->action, "volley");
    EXPECT_EQ(g.state().unit("tx1a")->strength, 10);
    EXPECT_EQ(g.state().unit("tx1a")->casualties.at(0).turn, 1);
    // Standing loaded=false now: the same volley is refused by the rules, and changes nothing.
    std::string before = readFile(game_);
    r = adc({"apply", game_, "--request", "-", "--text"}, volley().dump());
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "<stdin>: /params/shooter: 20th Mass. Co. A is not loaded"))
        << r.err;
    EXPECT_EQ(readFile(game_), before);
}

TEST_F(GameCommands, ApplyRollsTheGamesOwnDiceUnlessGiven) {
    newGame();
    json request = volley();
    request.erase("dice");
    request["action"] = "morale";
    request["params"] = {{"unit", "tx1a"}};
    Ran r = adc({"apply", game_, "--request", write("morale.json", request), "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "morale")) << r.out;
    // The same as the game rolling its own seeded dice, down to the dice engine's state.
    Game expected = adc::testing::skirmishGame();
    expected.setSeed(42);
    ActionRequest morale{"morale", {{"unit", "tx1a"}}};
    expected.apply(expected.resolve(morale), morale);
    Game g = load();
    EXPECT_EQ(g.events()[0].outcome.rolls, expected.events()[0].outcome.rolls);
    EXPECT_EQ(g.events()[0].outcome.rolls.at(0).source, RollSource::Random);
    EXPECT_EQ(g.dice().state(), expected.dice().state());
    EXPECT_TRUE(g.state().sameAs(expected.state()));
}

TEST_F(GameCommands, RefusedRequestsLeaveTheFileByteForByte) {
    newGame();
    std::string before = readFile(game_);
    auto refused = [&](const json& request, int code, const std::string& words) {
        Ran r = adc({"apply", game_, "--request", write("r.json", request)});
        EXPECT_EQ(r.code, code) << request.dump();
        EXPECT_TRUE(contains(r.err, words)) << r.err;
        EXPECT_EQ(readFile(game_), before) << request.dump();
    };
    json unknown = volley();
    unknown["params"]["target"] = "nobody";
    refused(unknown, BadRequest, "/params/target");
    json inline_units = volley();
    inline_units["units"] = json::array();
    refused(inline_units, BadRequest, "/units: comes from the game");
    json other = volley();
    other["ruleset"] = "roe";
    refused(other, BadRequest, "/ruleset: is roe, but the game is played under drill");
    json few = volley();
    few["dice"] = {6};
    refused(few, DiceRanOut, "/dice:");
    json typo = volley();
    typo["parms"] = json::object();
    refused(typo, BadRequest, "/parms");
    Ran r = adc({"apply", game_, "--request", "-"}, "{ not json");
    EXPECT_EQ(r.code, BadRequest);
    r = adc({"apply", game_});
    EXPECT_EQ(r.code, BadRequest);
    r = adc({"apply", dir_.file("none.adc.json"), "--request", write("v.json", volley())});
    EXPECT_EQ(r.code, Failed);
    EXPECT_EQ(readFile(game_), before);
}

TEST_F(GameCommands, UndoAndRedoWalkTheHistoryInTheFile) {
    newGame();
    ASSERT_EQ(adc({"apply", game_, "--request", write("v.json", volley())}).code, Ok);
    Ran r = adc({"undo", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Undone: 20th Mass. Co. A fires at 1st Texas Co. A: 2 hits"))
        << r.out;
    Game g = load();
    EXPECT_EQ(g.position(), 0u);
    EXPECT_EQ(g.events().size(), 1u); // kept for redo
    EXPECT_EQ(g.state().unit("tx1a")->strength, 12);
    std::string before = readFile(game_);
    r = adc({"undo", game_});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "nothing to undo")) << r.err;
    EXPECT_EQ(readFile(game_), before);
    r = adc({"redo", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(load().state().unit("tx1a")->strength, 10);
    EXPECT_EQ(adc({"redo", game_}).code, BadRequest);
}

// adc undo takes the latest event back with what the save says it replaced, without replaying
// the history (issue 41, item 8): a history whose first event names a unit the scenario does not
// have still undoes, and adc validate is where it is found out, with the place.
TEST_F(GameCommands, UndoDoesNotReplayTheHistoryValidateDoes) {
    newGame();
    ASSERT_EQ(adc({"apply", game_, "--request", write("v.json", volley())}).code, Ok);
    ASSERT_EQ(adc({"next", game_}).code, Ok);
    json save = json::parse(readFile(game_));
    ASSERT_EQ(save["format"], 4);
    save["history"][0]["outcome"]["effects"] = json::array({Effect::status("nobody", "routed")});
    save["history"][0]["replaced"] = json::array({{{"status", "good_order"}}});
    write("mill.adc.json", save);
    Ran r = adc({"undo", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Undone: ")) << r.out;
    EXPECT_EQ(json::parse(readFile(game_))["position"], 1);
    r = adc({"validate", game_});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/history/0/outcome/effects/0/unit")) << r.err;
    // A record that does not take the event back is refused with its place; the file stays.
    ASSERT_EQ(adc({"redo", game_}).code, Ok);
    save = json::parse(readFile(game_));
    save["history"][1]["replaced"][0] = {{"turn", 2}, {"phase", 0}}; // it was applied on turn 1
    write("mill.adc.json", save);
    const std::string before = readFile(game_);
    r = adc({"undo", game_});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/history/1/replaced")) << r.err;
    EXPECT_EQ(readFile(game_), before);
}

// adc show reads of the events only what it shows (their labels, turns, phases and times), so
// its cost does not grow with the events' outcomes (issue 41, item 8): an outcome that is not
// one is adc validate's to find, with its place, and the show still shows the game.
// The show without its clock, which reads the time of day (a second or a minute may pass
// between two shows).
json withoutClock(json shown) {
    shown.erase("clock");
    return shown;
}

std::string withoutClockLine(const std::string& text) {
    std::istringstream in(text);
    std::string kept;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("Clock:", 0) != 0) {
            kept += line + "\n";
        }
    }
    return kept;
}

TEST_F(GameCommands, ShowDoesNotReadTheEventsOutcomes) {
    newGame();
    ASSERT_EQ(adc({"apply", game_, "--request", write("v.json", volley())}).code, Ok);
    ASSERT_EQ(adc({"next", game_}).code, Ok);
    const Ran shown = adc({"show", game_, "--json"});
    ASSERT_EQ(shown.code, Ok) << shown.err;
    const Ran text = adc({"show", game_});
    ASSERT_EQ(text.code, Ok) << text.err;
    json save = json::parse(readFile(game_));
    save["history"][0]["outcome"] = 5;
    write("mill.adc.json", save);
    Ran r = adc({"show", game_, "--json"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(withoutClock(json::parse(r.out)), withoutClock(json::parse(shown.out)));
    r = adc({"show", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(withoutClockLine(r.out), withoutClockLine(text.out));
    r = adc({"validate", game_});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/history/0")) << r.err;
}

// Show and redo take the game as saved, without replaying its history, so their cost does not
// grow with the game (issue 41, item 8); replay and validate still prove the history arrives at
// the saved state. The save here says 1st Texas stands at 11 where its history leaves 12.
TEST_F(GameCommands, ShowAndRedoTakeTheSavedStateReplayAndValidateCheckTheHistory) {
    newGame();
    ASSERT_EQ(adc({"apply", game_, "--request", write("v.json", volley())}).code, Ok);
    ASSERT_EQ(adc({"undo", game_}).code, Ok);
    json save = json::parse(readFile(game_));
    for (json& unit : save["state"]["units"]) {
        if (unit["id"] == "tx1a") {
            unit["strength"] = 11;
        }
    }
    write("mill.adc.json", save);
    Ran r = adc({"show", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "11 of 12")) << r.out;
    EXPECT_TRUE(contains(r.out, "(1 undone, can be redone)")) << r.out;
    r = adc({"replay", game_});
    EXPECT_EQ(r.code, Failed);
    EXPECT_TRUE(contains(r.err, "/state: replaying the history does not reach the saved state"))
        << r.err;
    r = adc({"validate", game_});
    EXPECT_NE(r.code, Ok);
    EXPECT_TRUE(contains(r.err + r.out, "does not reach the saved state")) << r.err << r.out;
    r = adc({"redo", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Redone: 20th Mass. Co. A fires at 1st Texas Co. A")) << r.out;
    json redone = json::parse(readFile(game_));
    EXPECT_EQ(redone["position"], 1);
    EXPECT_EQ(redone["history"].size(), 1u);
    r = adc({"show", game_, "--json"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(json::parse(r.out)["sides"][1]["units"][0]["strength"], 9); // 11, less 2 hits
}

TEST_F(GameCommands, NextMovesOnAndShowTellsWhereTheGameStands) {
    newGame();
    ASSERT_EQ(adc({"apply", game_, "--request", write("v.json", volley())}).code, Ok);
    Ran r = adc({"next", game_, "--text"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Turn 1: Morale")) << r.out;
    ASSERT_EQ(adc({"next", game_}).code, Ok);
    r = adc({"show", game_});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_TRUE(contains(r.out, "Skirmish at the Mill")) << r.out;
    EXPECT_TRUE(contains(r.out, "Turn 2 of 6, Fire")) << r.out;
    EXPECT_TRUE(contains(r.out, "Confederate (strength in figures)")) << r.out;
    EXPECT_TRUE(contains(r.out, "1st Texas Co. A")) << r.out;
    EXPECT_TRUE(contains(r.out, "10 of 12")) << r.out;
    EXPECT_TRUE(contains(r.out, "2 (turn 1: 2)")) << r.out;
    EXPECT_TRUE(contains(r.out, "disordered")) << r.out;
    EXPECT_TRUE(contains(r.out, "Nothing owed in this phase.")) << r.out;
    EXPECT_FALSE(contains(r.out, "tx1a")) << r.out; // words, not ids
    r = adc({"show", game_, "--json"});
    ASSERT_EQ(r.code, Ok) << r.err;
    json shown = json::parse(r.out);
    EXPECT_EQ(shown["turn"], 2);
    EXPECT_EQ(shown["phase"]["name"], "Fire");
    EXPECT_EQ(shown["events"], 3);
    const json& texas = shown["sides"][1]["units"][0];
    EXPECT_EQ(texas["name"], "1st Texas Co. A");
    EXPECT_EQ(texas["losses_by_turn"], json::parse(R"([{"turn": 1, "count": 2}])"));
    EXPECT_EQ(shown["owed"], json::array());
    EXPECT_EQ(adc({"show", dir_.file("none.adc.json")}).code, Failed);
}

// The desktop program's "what is owed" holds up `adc next` until --force, with the same words.
TEST(GameCommandsOwed, NextRefusesWhileSomethingIsOwedUnlessForced) {
    RulesetRegistry registry = builtinRulesets();
    TempDir dir;
    std::string game = dir.file("cedar.adc.json");
    auto adc = [&](std::vector<std::string> args) {
        std::istringstream in;
        std::ostringstream out, err;
        Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
        int code = run(args, c);
        return Ran{code, out.str(), err.str()};
    };
    // A shipped scenario named without its folder.
    ASSERT_EQ(adc({"new", "mwan-cedar-mountain", "--out", game, "--seed", "9"}).code, Ok);
    std::string before = readFile(game);
    Ran r = adc({"next", game});
    EXPECT_EQ(r.code, BadRequest);
    EXPECT_TRUE(contains(r.err, "Turn 1 of 8, Who moves first still owes:")) << r.err;
    EXPECT_TRUE(contains(r.err, "--force")) << r.err;
    EXPECT_EQ(readFile(game), before);
    r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "Still owed in this phase:")) << r.out;
    r = adc({"next", game, "--force"});
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(loadGameFile(game, registry, ADC_TEST_DATA_DIR).state().phase, 1);
}

// Two processes: the real adc beside a lock held here, then two adc writers at once.
class GameLock : public ::testing::Test {
protected:
    void SetUp() override {
        RulesetRegistry registry = builtinRulesets();
        std::istringstream in;
        std::ostringstream out, err;
        Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
        ASSERT_EQ(run({"new", "jackson-clearwater-1877", "--out", game_, "--seed", "3"}, c), Ok)
            << err.str();
    }
    // Runs the built adc through the shell; returns its exit code.
    static int shell(const std::string& command) {
        int status = std::system(command.c_str());
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::string adcCommand(const std::string& args) const {
        return std::string("'") + ADC_EXECUTABLE + "' " + args;
    }
    std::size_t events() const {
        return loadGameFile(game_, builtinRulesets(), ADC_TEST_DATA_DIR).position();
    }
    TempDir dir_;
    std::string game_ = dir_.file("clearwater.adc.json");
};

TEST_F(GameLock, ASecondWriterFailsClearlyWithNoWaitAndWaitsOtherwise) {
    std::string before = readFile(game_);
    std::string err = dir_.file("err.txt");
    {
        FileLock held(game_, std::chrono::milliseconds(0));
        EXPECT_EQ(shell(adcCommand("next '" + game_ + "' --force --wait 0 2>'" + err + "'")),
                  Failed);
        EXPECT_TRUE(contains(readFile(err), "is being changed by another program (process "))
            << readFile(err);
        EXPECT_TRUE(contains(readFile(err), FileLock::lockPath(game_))) << readFile(err);
        EXPECT_EQ(readFile(game_), before);
    }
    // A waiting writer goes on as soon as the holder lets go.
    auto* held = new FileLock(game_, std::chrono::milliseconds(0));
    std::thread release([held] {
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        delete held;
    });
    auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(shell(adcCommand("next '" + game_ + "' --force --wait 20 >/dev/null")), Ok);
    release.join();
    EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(400));
    EXPECT_EQ(events(), 1u);
    EXPECT_FALSE(std::filesystem::exists(FileLock::lockPath(game_)));
}

TEST_F(GameLock, TwoWritersAtOnceLoseNoEvent) {
    std::string loop = "for i in 1 2 3 4 5; do " + adcCommand("next '" + game_ + "' --force") +
                       " >/dev/null || exit 1; done";
    EXPECT_EQ(shell("(" + loop + ") & a=$!; (" + loop + ") & b=$!; wait $a; ra=$?; wait $b; " +
                    "[ $ra -eq 0 ] && [ $? -eq 0 ]"),
              0);
    // Without the lock, a writer saving over the other's read would lose events.
    EXPECT_EQ(events(), 10u);
    EXPECT_FALSE(std::filesystem::exists(FileLock::lockPath(game_))); // nothing left behind
    Game g = loadGameFile(game_, builtinRulesets(), ADC_TEST_DATA_DIR);
    EXPECT_EQ(g.state().turn, 2); // six phases a turn: ten steps on is turn 2, phase 4
    EXPECT_EQ(g.state().phase, 4);
}

} // namespace adc::cli

namespace adc::cli {

// A jammed Gatling is owed only in the sense that moving on clears it: shown, never holding up.
TEST(GameCommandsOwed, WhatMovingOnDischargesIsShownButDoesNotHoldUpNext) {
    RulesetRegistry registry = builtinRulesets();
    TempDir dir;
    std::string game = dir.file("clearwater.adc.json");
    auto adc = [&](std::vector<std::string> args, const std::string& input = {}) {
        std::istringstream in(input);
        std::ostringstream out, err;
        Context c{registry, ADC_TEST_DATA_DIR, in, out, err};
        int code = run(args, c);
        return Ran{code, out.str(), err.str()};
    };
    ASSERT_EQ(adc({"new", "jackson-clearwater-1877", "--out", game, "--seed", "1"}).code, Ok);
    // movement -> fire: the mounted units owed a move are passed over on purpose
    ASSERT_EQ(adc({"next", game, "--force"}).code, Ok);
    json gatling = {
        {"action", "gatling"},
        {"params", {{"gun", "gatling-1"}, {"target", "toohool"}, {"range", 40}, {"cover", "hard"}}},
        {"dice", {0, 2, 5, 7, 8, 9, 3, 4, 6, 8, 7, 5}}};
    Ran r = adc({"apply", game, "--request", "-"}, gatling.dump());
    ASSERT_EQ(r.code, Ok) << r.err;
    EXPECT_EQ(json::parse(r.out)["result"]["jammed"], true);
    r = adc({"show", game});
    EXPECT_TRUE(contains(r.out, "Gatling gun no. 1 is jammed; it clears at the start of turn 3 "
                                "(next phase)"))
        << r.out;
    r = adc({"show", game, "--json"});
    EXPECT_EQ(json::parse(r.out)["owed"][0]["holds_up_next_phase"], false) << r.out;
    r = adc({"next", game});
    EXPECT_EQ(r.code, Ok) << r.err;
}

} // namespace adc::cli
