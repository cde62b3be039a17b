// Save and load of a generated 5,000-unit scenario (budget ≤ 100 ms each), and of a saved game.
#include "drill_ruleset.hpp"

#include "adc/atomic_file.hpp"
#include "adc/saved_game.hpp"
#include "adc/scenario.hpp"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>

namespace {

// Two sides of 2,500 units each, with leaders, attributes and notes, as an organizer would.
adc::json bigScenarioJson(int units) {
    adc::json sides = adc::json::array();
    for (int s = 0; s < 2; ++s) {
        adc::json list = adc::json::array();
        adc::json ids = adc::json::array();
        for (int i = 0; i < units / 2; ++i) {
            std::string id = (s ? "csa-" : "usa-") + std::to_string(i);
            list.push_back({{"id", id},
                            {"name", "Regiment " + std::to_string(i) + ", Co. " +
                                         std::string(1, static_cast<char>('A' + i % 10))},
                            {"kind", i % 7 ? "infantry" : "artillery"},
                            {"quality", i % 3 ? "average" : "crack"},
                            {"strength", 8 + i % 5},
                            {"start_strength", 12},
                            {"weapon", i % 2 ? "rifle" : "musket"},
                            {"morale", i % 10},
                            {"range", 12.5 + i % 4},
                            {"leaders",
                             {{{"name", "Capt. " + std::to_string(i)},
                               {"rank", "captain"},
                               {"modifier", i % 3}}}},
                            {"notes", "raised in the county seat"}});
            ids.push_back(id);
        }
        sides.push_back({{"id", s ? "csa" : "usa"},
                         {"name", s ? "Confederate" : "Union"},
                         {"commands", {{{"id", "c"}, {"name", "All"}, {"units", ids}}}},
                         {"units", list}});
    }
    return {{"format", 1},
            {"kind", "scenario"},
            {"ruleset", "drill"},
            {"name", "Big battle"},
            {"sides", sides}};
}

struct BigFiles {
    adc::RulesetRegistry registry = adc::drill::registry();
    std::shared_ptr<const adc::Ruleset> ruleset;
    adc::Scenario scenario;
    std::string dir;
    BigFiles() {
        ruleset = registry.loadById("drill", adc::drill::dataDir());
        scenario = adc::scenarioFromJson(bigScenarioJson(5000), *ruleset, "big.json");
        dir = (std::filesystem::temp_directory_path() / "adc-bench-XXXXXX").string();
        if (!::mkdtemp(dir.data())) {
            std::abort();
        }
    }
    ~BigFiles() {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
};

void SaveScenario5000Units(benchmark::State& state) {
    BigFiles f;
    for (auto _ : state) {
        adc::saveScenarioFile(f.dir + "/big.json", f.scenario);
    }
    state.counters["bytes"] = static_cast<double>(std::filesystem::file_size(f.dir + "/big.json"));
}
BENCHMARK(SaveScenario5000Units)->Unit(benchmark::kMillisecond);

void LoadScenario5000Units(benchmark::State& state) {
    BigFiles f;
    adc::saveScenarioFile(f.dir + "/big.json", f.scenario);
    for (auto _ : state) {
        auto loaded = adc::loadScenarioFile(f.dir + "/big.json", f.registry, adc::drill::dataDir());
        benchmark::DoNotOptimize(loaded.scenario.units.data());
        // Freeing the battle just loaded is not part of loading it (in the program it happens
        // when the game is closed).
        state.PauseTiming();
        { auto gone = std::move(loaded); }
        state.ResumeTiming();
    }
}
BENCHMARK(LoadScenario5000Units)->Unit(benchmark::kMillisecond);

// A saved game of the same battle with 200 events: save, and load (which replays the history
// and checks the state).
void SaveAndLoadGame5000Units(benchmark::State& state) {
    BigFiles f;
    adc::Game game(f.ruleset, f.scenario);
    for (int i = 0; i < 200; ++i) {
        std::string target = "csa-" + std::to_string(i);
        adc::ActionRequest req{
            "volley", {{"shooter", "usa-" + std::to_string(i)}, {"target", target}, {"dice", 4}}};
        game.apply(game.resolve(req), req);
    }
    for (auto _ : state) {
        adc::saveGameFile(f.dir + "/big.adc.json", game);
        adc::Game loaded =
            adc::loadGameFile(f.dir + "/big.adc.json", f.registry, adc::drill::dataDir());
        benchmark::DoNotOptimize(loaded.position());
    }
}
BENCHMARK(SaveAndLoadGame5000Units)->Unit(benchmark::kMillisecond);

} // namespace
