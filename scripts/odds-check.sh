#!/usr/bin/env bash
# The odds against a million random rolls (every test whose name says Simulation, the shipped
# requests among them), in a release build, and the odds benchmark (budget: under 1 ms at the
# 99th percentile).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release >/dev/null
cmake --build --preset release --target odds_tests odds_bench
ADC_SIMULATION_TRIALS=${ADC_SIMULATION_TRIALS:-1000000} \
  build/release/tests/odds/odds_tests --gtest_filter='*Simulation*'
build/release/bench/odds_bench --benchmark_counters_tabular=true
