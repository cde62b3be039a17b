#!/usr/bin/env bash
# Installs what Aide-de-Camp needs from Debian 12's packages, only what is missing.
#   scripts/install-deps.sh          what building and running the programs needs
#   scripts/install-deps.sh --test   that, and what the test suite needs besides
# Runs apt-get directly as root, through sudo otherwise.
#
# Installs with --no-install-recommends, so every package a CMake config file needs is listed
# here by name even where another package only recommends it: Qt6Gui's CMake files need the
# OpenGL headers (libgl-dev). The odds chart is painted by the program itself, so neither Qt
# Charts nor the Qt6OpenGL it pulled in is needed. scripts/check-fresh.sh purges these packages
# and builds from a clean clone, to catch the next such gap.
set -euo pipefail

build_packages=(
  build-essential cmake ninja-build
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev libgl-dev
  libboost-dev libboost-random-dev nlohmann-json3-dev
  # the side views (issue 21): Qt6HttpServer's CMake files need Qt6WebSockets too
  qt6-httpserver-dev qt6-websockets-dev libqrencode-dev
  # start-up reads fontconfig's configuration on a second thread (src/app/main.cpp)
  libfontconfig-dev
)
test_packages=(
  libgtest-dev libgmock-dev libbenchmark-dev
  xvfb xauth imagemagick poppler-utils time
  # the install test checks the desktop entry, metainfo and saved-game type with these
  desktop-file-utils appstream shared-mime-info
  # the side views' browser tests, load check and bench (tests/share_browser, bench/): headless
  # Chromium driven through selenium and the system's chromedriver, light WebSocket clients
  chromium chromium-driver python3-selenium python3-websocket
)

packages=("${build_packages[@]}")
case "${1:-}" in
  --test) packages+=("${test_packages[@]}") ;;
  "") ;;
  *)
    echo "install-deps: unknown option '$1' (use --test, or nothing)" >&2
    exit 2
    ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: everything is installed"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
else
  SUDO=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update
"${SUDO[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
