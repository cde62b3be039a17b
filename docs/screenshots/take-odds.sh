#!/usr/bin/env bash
# Takes the odds screenshots in this folder from the real program under Xvfb: the resolve panel
# after each ruleset's demo script, its last fire rolled but not applied, so the chart shows the
# odds the fire had with the bar of what happened marked, and "How likely" above the outcome.
# Usage: docs/screenshots/take-odds.sh [build-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/gui}
app="$build/src/app/aide-de-camp"
if [[ -z ${SHOTS_UNDER_XVFB:-} ]]; then
  export SHOTS_UNDER_XVFB=1
  exec xvfb-run -a -s '-screen 0 1600x1000x24' "$0" "$@"
fi
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"' EXIT
declare -A scenario=(
  [roe]=fredericksburg-1862.json
  [mwan]=mwan-cedar-mountain.json)
for id in roe mwan; do
  "$app" "$root/scenarios/${scenario[$id]}" --script "$here/$id-script.json" &
  pid=$!
  sleep 5
  # The resolve panel: the right-hand column of the 1500x920 main window, above the docks.
  import -window root -crop 345x665+1155+18 +repage "$here/odds-$id-fire.png"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -f "$XDG_DATA_HOME"/*/*/recovery.adc.json*
done
