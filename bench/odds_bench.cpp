// Odds before the roll, timed on the requests the odds tests check (tests/odds/requests/*.json):
// every shipped action's odds in under 1 ms at the 99th percentile. Each benchmark reports its
// own median and 99th percentile over every call, and the branches of dice it walked.
#include "request.hpp"

#include "adc/builtin_rulesets.hpp"
#include "adc/odds.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>

namespace {

namespace fs = std::filesystem;

const adc::RulesetRegistry& registry() {
    static const adc::RulesetRegistry r = adc::builtinRulesets();
    return r;
}

void timeOdds(benchmark::State& state, const adc::cli::Request& q) {
    std::vector<double> ms;
    std::uint64_t branches = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        adc::Odds odds = adc::computeOdds(*q.ruleset, q.action, q.state);
        const auto end = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(odds);
        branches = odds.branches;
        ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p99_ms"] = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    state.counters["branches"] = static_cast<double>(branches);
}

// Scenario paths in the request files are relative to the project.
adc::json anchored(adc::json request) {
    if (request.contains("scenario") && request["scenario"].is_string()) {
        fs::path p = request["scenario"].get<std::string>();
        if (p.is_relative()) {
            request["scenario"] = (fs::path(ADC_SOURCE_DIR) / p).string();
        }
    }
    return request;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(ADC_SOURCE_DIR) / "tests/odds/requests")) {
        if (e.path().extension() == ".json") {
            files.push_back(e.path());
        }
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f);
        for (const auto& entry : adc::json::parse(in)) {
            auto q = adc::cli::readRequest(anchored(entry.at("request")), registry(),
                                           ADC_SOURCE_DIR, f.filename().string());
            const std::string name = f.stem().string() + "/" + entry.at("name").get<std::string>();
            benchmark::RegisterBenchmark(name.c_str(), [q](benchmark::State& s) {
                timeOdds(s, q);
            })->Unit(benchmark::kMicrosecond);
        }
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
