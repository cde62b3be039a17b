// The after-action report of a 3-hour game (500 events) in at most 1 s: the report weighs every
// roll against its exact odds, so its cost is the odds of each request of the game.
//
// The game: each shipped scenario's scripted turns (tests/cli/data) played over and over on the
// game's own dice, a request the state no longer allows skipped, a phase change where the
// script has one, until 500 events are in effect.
#include "adc/builtin_rulesets.hpp"
#include "adc/report.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario.hpp"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <deque>
#include <fstream>
#include <sstream>

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

// How many events of the game are rolls the report weighs (a request with dice).
double rollsOf(const adc::Game& game) {
    double n = 0;
    for (std::size_t i = 0; i < game.position(); ++i) {
        const adc::Event& e = game.events()[i];
        n += e.request && !e.outcome.rolls.empty() ? 1 : 0;
    }
    return n;
}

void reportOf(benchmark::State& state, const adc::Game& game) {
    std::size_t moments = 0;
    for (auto _ : state) {
        const adc::Report r = adc::buildReport(game, {std::nullopt, 5, 200'000, 0L});
        moments += r.moments.size();
        benchmark::DoNotOptimize(r);
    }
    state.counters["events"] = static_cast<double>(game.position());
    state.counters["rolls"] = rollsOf(game);
    benchmark::DoNotOptimize(moments);
}

void ReportOfA500EventGame(benchmark::State& state, const char* scenario) {
    reportOf(state, longGame(scenario, 500));
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

// ADC_REPORT_GAMES=a.adc.json:b.adc.json adds the report of each of those saved games.
int main(int argc, char** argv) {
    static const adc::RulesetRegistry registry = adc::builtinRulesets();
    std::deque<adc::Game> games; // stays where it is as it grows
    if (const char* list = std::getenv("ADC_REPORT_GAMES")) {
        std::stringstream files(list);
        std::string file;
        while (std::getline(files, file, ':')) {
            games.push_back(adc::loadGameFile(file, registry, ADC_SOURCE_DIR));
            const adc::Game* game = &games.back();
            benchmark::RegisterBenchmark(("ReportOfSavedGame/" + file).c_str(),
                                         [game](benchmark::State& s) { reportOf(s, *game); })
                ->Unit(benchmark::kMillisecond);
        }
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
