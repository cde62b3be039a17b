// The after-action report of a 3-hour game (500 events) in at most 1 s: the report weighs every
// roll against its exact odds, so its cost is the odds of each request of the game.
//
// The game: each shipped scenario's scripted turns (tests/cli/data) played over and over on the
// game's own dice, a request the state no longer allows skipped, a phase change where the
// script has one, until 500 events are in effect.
#include "adc/builtin_rulesets.hpp"
#include "adc/report.hpp"
#include "adc/scenario.hpp"

#include <benchmark/benchmark.h>

#include <fstream>

namespace {

adc::Game longGame(const std::string& name, std::size_t events) {
    std::ifstream in(std::string(ADC_SOURCE_DIR) + "/tests/cli/data/" + name + ".json");
    const adc::json script = adc::json::parse(in);
    static const adc::RulesetRegistry registry = adc::builtinRulesets();
    adc::LoadedScenario loaded = adc::loadScenarioFile(std::string(ADC_SOURCE_DIR) + "/" +
                                                           script.at("scenario").get<std::string>(),
                                                       registry, ADC_SOURCE_DIR);
    adc::Game game(loaded.ruleset, std::move(loaded.scenario));
    game.setSeed(script.at("seed").get<std::uint32_t>());
    for (int round = 0; round < 200 && game.position() < events; ++round) {
        for (const adc::json& step : script.at("steps")) {
            if (game.position() >= events) {
                break;
            }
            try {
                if (step.contains("apply")) {
                    const adc::json& a = step["apply"];
                    adc::ActionRequest r{a.at("action").get<std::string>(),
                                         a.value("params", adc::json::object())};
                    game.apply(game.resolve(r), r);
                } else if (step.contains("next")) {
                    game.apply(game.advancePhase(game.dice()));
                }
            } catch (const std::exception&) {
                // a unit gone, a weapon unloaded: this round skips the request
            }
        }
    }
    return game;
}

void ReportOfA500EventGame(benchmark::State& state, const char* scenario) {
    const adc::Game game = longGame(scenario, 500);
    std::size_t moments = 0;
    for (auto _ : state) {
        const adc::Report r = adc::buildReport(game, {std::nullopt, 5, 200'000, 0L});
        moments += r.moments.size();
        benchmark::DoNotOptimize(r);
    }
    state.counters["events"] = static_cast<double>(game.position());
    benchmark::DoNotOptimize(moments);
}
BENCHMARK_CAPTURE(ReportOfA500EventGame, bluegray, "bluegray-fort-sanders-1863")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(ReportOfA500EventGame, roe, "fredericksburg-1862")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(ReportOfA500EventGame, jackson, "jackson-clearwater-1877")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(ReportOfA500EventGame, mwan, "mwan-cedar-mountain")
    ->Unit(benchmark::kMillisecond);

// The clock's refresh on the GUI thread: the pace and forecast of the same game.
void ForecastOfA500EventGame(benchmark::State& state) {
    const adc::Game game = longGame("mwan-cedar-mountain", 500);
    for (auto _ : state) {
        benchmark::DoNotOptimize(adc::forecastGame(game, 0));
    }
}
BENCHMARK(ForecastOfA500EventGame)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
