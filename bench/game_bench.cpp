// Apply + undo of one event (budget ≤ 10 µs).
#include "drill_ruleset.hpp"

#include "adc/game.hpp"
#include "adc/scenario.hpp"

#include <benchmark/benchmark.h>

namespace {

adc::Game skirmish() {
    auto rs = adc::drill::registry().loadById("drill", adc::drill::dataDir());
    adc::Diagnostics d;
    auto data = adc::readJsonFile(adc::drill::dataDir() + "/scenarios/drill_skirmish.json", d);
    return adc::Game(rs, adc::scenarioFromJson(*data, *rs, "drill_skirmish.json"));
}

// A typical fire outcome: losses, the shooter unloaded, a flag that it acted.
void ApplyAndUndoFireEvent(benchmark::State& state) {
    adc::Game game = skirmish();
    adc::ActionRequest req{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};
    adc::ScriptedDice dice({6, 5, 1});
    adc::Outcome o = game.resolve(req, dice);
    o.effects.push_back(adc::Effect::flag("acted", adc::json::array({"ma20a"})));
    for (auto _ : state) {
        game.apply(o, req);
        game.undo();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(ApplyAndUndoFireEvent)->Unit(benchmark::kMicrosecond);

// The dearest effect: a drawn card keeps the whole 54-card deck to undo it.
void ApplyAndUndoCardDraw(benchmark::State& state) {
    adc::Game game = skirmish();
    adc::Outcome o;
    o.action = "draw";
    o.effects = {adc::Effect::deckDraw(), adc::Effect::note("Red: the Confederates move")};
    for (auto _ : state) {
        game.apply(o);
        game.undo();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(ApplyAndUndoCardDraw)->Unit(benchmark::kMicrosecond);

void ResolveVolley(benchmark::State& state) {
    adc::Game game = skirmish();
    adc::ActionRequest req{"volley", {{"shooter", "ma20a"}, {"target", "tx1a"}, {"dice", 3}}};
    for (auto _ : state) {
        benchmark::DoNotOptimize(game.resolve(req));
    }
}
BENCHMARK(ResolveVolley)->Unit(benchmark::kMicrosecond);

} // namespace
