#!/usr/bin/env bash
# The odds of every shipped request against a million rolls each (CI runs 20,000 in Debug),
# in a release build, and the odds benchmark (budget: under 1 ms at the 99th percentile).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release >/dev/null
cmake --build --preset release --target odds_tests odds_bench
ADC_SIMULATION_TRIALS=${ADC_SIMULATION_TRIALS:-1000000} \
  build/release/tests/odds/odds_tests --gtest_filter='Shipped*'
build/release/bench/odds_bench --benchmark_counters_tabular=true
