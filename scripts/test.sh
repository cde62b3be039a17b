#!/usr/bin/env bash
# Installs what is missing, builds everything with all warnings, and runs the whole test suite
# (GUI tests offscreen), then validates every shipped ruleset and scenario with `adc validate`.
# Checks that take minutes (the odds simulations, long kill trials) are labelled `slow`: they
# run from .ci/run after this, in an optimised build, not here.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
export QT_QPA_PLATFORM=offscreen
jobs=$(nproc)
# The `check` preset: Debug with warnings as errors, compiled in unity batches with line tables
# only (-g1), which halves the compile; `dev` is the preset for editing and debugging.
cmake --preset check >/dev/null
cmake --build build/check -j "$jobs"
ctest --test-dir build/check --output-on-failure -j "$jobs" --label-exclude slow
shopt -s nullglob
build/check/src/cli/adc validate --quiet rulesets/*.json scenarios/*.json
echo "validate: every shipped ruleset and scenario loads"
