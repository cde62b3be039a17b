#!/usr/bin/env bash
# Installs what is missing, builds, and opens Aide-de-Camp on its default scenario.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build build/release --target aide-de-camp adc
exec build/release/src/app/aide-de-camp "$@"
