#!/usr/bin/env bash
# Builds the release preset and runs the core benchmarks (dice, apply+undo, 5,000-unit files),
# then the after-action report's (report_bench: a 500-event game of each shipped scenario).
# Budgets: apply+undo ≤ 10 µs; save or load of 5,000 units ≤ 100 ms; the report ≤ 1 s.
# Extra arguments go to the benchmark program, e.g. --benchmark_filter=Dice.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! dpkg -s libbenchmark-dev >/dev/null 2>&1; then
  bash scripts/install-deps.sh
fi
cmake --preset release >/dev/null
cmake --build --preset release --target core_bench report_bench
build/release/bench/core_bench --benchmark_counters_tabular=true "$@"
exec build/release/bench/report_bench --benchmark_counters_tabular=true
