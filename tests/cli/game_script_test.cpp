// Two full turns of every shipped scenario, played from a script (tests/cli/data/<scenario>.json)
// twice: through the `adc new/apply/next/undo/redo` commands on a saved game, and directly
// through adc::Game. The file the commands leave must be the game's own save, and `adc replay`
// must accept it.
#include "../core/test_support.hpp"
#include "command.hpp"

#include "adc/atomic_file.hpp"
#include "adc/builtin_rulesets.hpp"
#include "adc/obligations.hpp"
#include "adc/saved_game.hpp"

#include "run_adc.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

namespace adc::cli {

namespace {

using test::Ran;
using test::runAdc;

namespace fs = std::filesystem;
using adc::testing::TempDir;

class GameScript : public ::testing::Test {
protected:
    Ran adc(std::vector<std::string> args) {
        return runAdc(registry_, ADC_TEST_DATA_DIR, args, {}, clock_);
    }

    // The script's steps through the commands; returns the saved game's path.
    std::string playThroughCommands(const json& script) {
        std::string game = dir_.file("game.adc.json");
        std::vector<std::string> args{
            "new",
            std::string(ADC_TEST_DATA_DIR) + "/" + script.at("scenario").get<std::string>(),
            "--out",
            game,
            "--seed",
            std::to_string(script.at("seed").get<std::uint32_t>())};
        const json options = script.value("options", json::object());
        for (const auto& [key, value] : options.items()) {
            args.insert(args.end(), {"--option", key + "=" + value.get<std::string>()});
        }
        Ran r = adc(args);
        EXPECT_EQ(r.code, Ok) << r.err;
        const json& steps = script.at("steps");
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const json& step = steps[i];
            SCOPED_TRACE("step " + std::to_string(i) + ": " + step.dump());
            if (step.contains("apply")) {
                std::string request = dir_.file("request.json");
                std::ofstream(request) << step["apply"].dump();
                r = adc({"apply", game, "--request", request});
            } else if (step.contains("next")) {
                r = step["next"] == "force" ? adc({"next", game, "--force"}) : adc({"next", game});
            } else {
                r = adc({step.contains("undo") ? "undo" : "redo", game});
            }
            EXPECT_EQ(r.code, Ok) << r.err;
            if (r.code != Ok) {
                break;
            }
        }
        return game;
    }

    // The same steps straight through adc::Game, as the desktop program's document calls it.
    Game playThroughGame(const json& script) {
        std::string path =
            std::string(ADC_TEST_DATA_DIR) + "/" + script.at("scenario").get<std::string>();
        LoadedScenario loaded = loadScenarioFile(path, registry_, ADC_TEST_DATA_DIR);
        const json options = script.value("options", json::object());
        for (const auto& [key, value] : options.items()) {
            loaded.scenario.options[key] = value.get<std::string>();
        }
        Game g(loaded.ruleset, std::move(loaded.scenario));
        g.setClock(clock_);
        g.setSeed(script.at("seed").get<std::uint32_t>());
        for (const json& step : script.at("steps")) {
            if (step.contains("apply")) {
                const json& a = step["apply"];
                ActionRequest request{a.at("action").get<std::string>(),
                                      a.value("params", json::object())};
                std::optional<ScriptedDice> given;
                if (a.contains("dice")) {
                    given.emplace(a["dice"].get<std::vector<int>>());
                }
                DiceSource& dice = given ? static_cast<DiceSource&>(*given) : g.dice();
                g.apply(g.resolve(request, dice), request);
            } else if (step.contains("next")) {
                if (step["next"] != "force") {
                    EXPECT_TRUE(owedBeforeNextPhase(g.ruleset(), g.state()).empty());
                }
                g.apply(g.advancePhase(g.dice()));
            } else if (step.contains("undo")) {
                g.undo();
            } else {
                g.redo();
            }
        }
        return g;
    }

    RulesetRegistry registry_ = builtinRulesets();
    TempDir dir_;
    // Both ways of playing stamp their events with the same time, so their saves compare.
    std::shared_ptr<const Clock> clock_ = std::make_shared<SetClock>(1796320800);
};

json scriptFor(const fs::path& scenario) {
    fs::path script = fs::path(ADC_GAME_SCRIPTS_DIR) / scenario.filename();
    Diagnostics d(script.string());
    auto data = readJsonFile(script.string(), d);
    return data ? *data : json();
}

} // namespace

TEST_F(GameScript, TwoFullTurnsOfEveryShippedScenarioAgreeWithTheGame) {
    std::vector<fs::path> scenarios;
    for (const auto& entry : fs::directory_iterator(fs::path(ADC_TEST_DATA_DIR) / "scenarios")) {
        if (entry.path().extension() == ".json") {
            scenarios.push_back(entry.path());
        }
    }
    std::sort(scenarios.begin(), scenarios.end());
    ASSERT_GE(scenarios.size(), 4u);
    for (const auto& scenario : scenarios) {
        SCOPED_TRACE(scenario.filename().string());
        json script = scriptFor(scenario);
        ASSERT_TRUE(script.is_object()) << "no script in tests/cli/data for this scenario";
        std::string saved = playThroughCommands(script);
        Game expected = playThroughGame(script);
        // Two full turns: every phase of turns 1 and 2, now at the start of turn 3.
        EXPECT_EQ(expected.state().turn, 3);
        EXPECT_EQ(expected.state().phase, 0);
        // The same game, byte for byte: state, history with every face rolled, and the dice.
        EXPECT_EQ(readFile(saved), saveGameToJson(expected).dump(1) + "\n");
        Game loaded = loadGameFile(saved, registry_, ADC_TEST_DATA_DIR);
        EXPECT_TRUE(loaded.state().sameAs(expected.state()));
        Ran r = adc({"replay", saved});
        EXPECT_EQ(r.code, Ok) << r.err;
        fs::remove(saved);
    }
}

} // namespace adc::cli
