#!/usr/bin/env bash
# Builds the release preset and makes the Debian package with CPack; its last line is the path
# of the .deb. Install it with `sudo apt-get install ./aide-de-camp_*.deb`, which also brings
# the Qt and other libraries it needs (its dependencies are computed by dpkg-shlibdeps).
set -euo pipefail
cd "$(dirname "$0")/.."
# --test: the release preset configures the tests too (GoogleTest), though only the programs
# are built here; build-essential brings dpkg-dev, whose dpkg-shlibdeps computes the Depends.
scripts/install-deps.sh --test >&2
cmake --preset release >&2
# Only what the package holds (see cmake/Install.cmake), not the tests and benchmarks.
cmake --build build/release -j "$(nproc)" --target adc_installed >&2
rm -f build/release/aide-de-camp_*.deb
(cd build/release && cpack -G DEB) >&2
shopt -s nullglob
debs=(build/release/aide-de-camp_*.deb)
if [ ${#debs[@]} -ne 1 ]; then
  echo "package: cpack made no aide-de-camp_*.deb in build/release" >&2
  exit 1
fi
realpath "${debs[0]}"
