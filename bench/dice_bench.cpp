// Rolls per second: RandomDice (and the recording Dice) against the raw Boost engine.
#include "adc/dice.hpp"

#include <benchmark/benchmark.h>
#include <boost/random/mersenne_twister.hpp>
#include <boost/random/uniform_int_distribution.hpp>

namespace {

void RawBoostEngineD6(benchmark::State& state) {
    boost::random::mt19937 mt(42u);
    boost::random::uniform_int_distribution<int> d6(1, 6);
    for (auto _ : state) {
        benchmark::DoNotOptimize(d6(mt));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(RawBoostEngineD6);

void RandomDiceD6(benchmark::State& state) {
    adc::RandomDice dice(42u);
    const adc::Die d6 = adc::Die::d6();
    for (auto _ : state) {
        benchmark::DoNotOptimize(dice.face(d6, "fire"));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(RandomDiceD6);

void RandomDiceD10Zero(benchmark::State& state) {
    adc::RandomDice dice(42u);
    const adc::Die d10 = adc::Die::d10zero();
    for (auto _ : state) {
        benchmark::DoNotOptimize(dice.face(d10, "morale"));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(RandomDiceD10Zero);

// What a resolver pays: the roll is recorded with its purpose. A fresh recorder per 1,000
// rolls, as resolutions are short.
void RecordedRollD6(benchmark::State& state) {
    adc::RandomDice source(42u);
    const adc::Die d6 = adc::Die::d6();
    for (auto _ : state) {
        adc::Dice dice(source);
        for (int i = 0; i < 1000; ++i) {
            benchmark::DoNotOptimize(dice.roll(d6, "fire: 1st Texas"));
        }
    }
    state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(RecordedRollD6);

} // namespace
