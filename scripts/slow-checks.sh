#!/usr/bin/env bash
# The checks that take minutes, which the README's test command leaves out: every test
# labelled `slow` (the odds of every shipped request against a simulation, long kill -9
# trials, the side views' load check: 50 live clients for 60 s), in an optimised build.
# .ci/run calls this after scripts/test.sh.
#   ADC_SIMULATION_TRIALS   rolls per shipped request (default here a million, as
#                           scripts/odds-check.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
export QT_QPA_PLATFORM=offscreen
export ADC_SIMULATION_TRIALS=${ADC_SIMULATION_TRIALS:-1000000}
jobs=$(nproc)
# Warnings are errors in the test command's Debug build; here they are only shown.
cmake --preset release >/dev/null
# Only the programs that hold slow tests: the rest was built and run by the test command.
cmake --build build/release -j "$jobs" --target odds_tests save_tests aide-de-camp
ctest --test-dir build/release --output-on-failure -j "$jobs" --label-regex slow
