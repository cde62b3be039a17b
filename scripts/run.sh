#!/usr/bin/env bash
# Installs what is missing, builds, and opens Aide-de-Camp on its default scenario.
# Arguments go to the program (a game or scenario file, --quit-when-ready, ...).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
# The `app` preset: an optimised build of the programs alone, so no test package is needed.
cmake --preset app >/dev/null
cmake --build build/app --target aide-de-camp
exec build/app/src/app/aide-de-camp "$@"
