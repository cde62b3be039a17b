#!/usr/bin/env bash
# Takes the screenshots in this folder from the real program under Xvfb: for each ruleset with a
# scenario, the main window mid-game (with a fire's outcome on screen) and the player display.
# Usage: docs/screenshots/take.sh [build-dir]
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
  [mwan]=mwan-cedar-mountain.json
  [jackson]=jackson-clearwater-1877.json
  [bluegray]=bluegray-fort-sanders-1863.json)
for id in roe mwan jackson bluegray; do
  file="$root/scenarios/${scenario[$id]}"
  [[ -f $file && -f $here/$id-script.json ]] || continue
  # The main window mid-game, the last fire's outcome waiting to be applied.
  "$app" "$file" --script "$here/$id-script.json" &
  pid=$!
  sleep 4
  import -window root "$here/$id-main-window.png"
  # The outcome of the fire, cut from the resolve panel.
  import -window root -crop 640x560+960+330 +repage "$here/$id-fire-outcome.png"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -f "$XDG_DATA_HOME"/*/*/recovery.adc.json*
  # The player display on top (large type for a second screen).
  "$app" "$file" --script "$here/$id-script.json" --player-display &
  pid=$!
  sleep 4
  import -window root "$here/$id-player-display.png"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -f "$XDG_DATA_HOME"/*/*/recovery.adc.json*
done
