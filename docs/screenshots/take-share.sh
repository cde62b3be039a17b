#!/usr/bin/env bash
# Takes the side views' screenshots (issue 21): Game -> Share with players... over the main
# window on a 1366x768 screen, one side's code shown, and that side's page in headless Chromium
# at a phone's size (390x844). Usage: docs/screenshots/take-share.sh [build-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/dev}
app="$build/src/app/aide-de-camp"
if [[ -z ${SHOTS_UNDER_XVFB:-} ]]; then
  export SHOTS_UNDER_XVFB=1
  exec xvfb-run -a -s '-screen 0 1366x768x24' "$0" "$@"
fi
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
out=$(mktemp)
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$out"' EXIT
# The script plays a fire and a pending one, then opens the dialog and shows the first code.
"$app" "$root/scenarios/fredericksburg-1862.json" --share 8790 \
  --script "$here/share-script.json" > "$out" &
pid=$!
sleep 8
import -window root "$here/share-dialog.png"
# The first side's page, on loopback with the same path and key.
url=$(head -1 "$out" | sed 's/^[^:]*: //; s|http://[^:/]*:|http://127.0.0.1:|')
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --hide-scrollbars --virtual-time-budget=4000 --window-size=390,844 \
  --screenshot="$here/side-view-phone.png" "$url" 2>/dev/null
kill "$pid"; wait "$pid" 2>/dev/null || true
