#!/usr/bin/env bash
# Takes the screenshots in this folder from the real program under Xvfb on a 1366x768 screen (a
# convention laptop): for each ruleset with a scenario, the main window mid-game (a fire's
# outcome waiting to be applied), that outcome and its odds cut from it, and the player
# display; then, on the ROE game, the editor, the print dialog, the user guide and the
# briefing; and on a 1920x1080 screen the ROE main window and the ROE and MWAN fires' odds
# before the roll.
# Usage: docs/screenshots/take.sh [build-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/gui}
app="$build/src/app/aide-de-camp"
size=${SHOTS_SCREEN:-1366x768}
if [[ -z ${SHOTS_UNDER_XVFB:-} ]]; then
  export SHOTS_UNDER_XVFB=1
  SHOTS_SCREEN=1920x1080 xvfb-run -a -s '-screen 0 1920x1080x24' "$0" "$@"
  exec xvfb-run -a -s "-screen 0 ${size}x24" "$0" "$@"
fi
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"' EXIT
declare -A scenario=(
  [roe]=fredericksburg-1862.json
  [mwan]=mwan-cedar-mountain.json
  [jackson]=jackson-clearwater-1877.json
  [bluegray]=bluegray-fort-sanders-1863.json)

# shot NAME ARGS...: the whole screen once the program has started with ARGS and settled.
shot() {
  local name=$1; shift
  "$app" "$@" &
  local pid=$!
  sleep 5
  import -window root "$here/$name.png"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -f "$XDG_DATA_HOME"/*/*/recovery.adc.json*
  rm -rf "$XDG_CONFIG_HOME"/* # each shot from the first-run layout
}

roe="$root/scenarios/${scenario[roe]}"
if [[ $size == 1920x1080 ]]; then
  shot roe-main-window-1920x1080 "$roe" --script "$here/roe-script.json"
  # The odds chart before the roll, where the column has the height to show it: the script's
  # last fire filled in and not rolled, the resolve column cut from the 1500x920 window.
  for id in roe mwan; do
    unrolled=$(mktemp --suffix=.json)
    python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); s[-1]["roll"] = False
json.dump(s, open(sys.argv[2], "w"))' "$here/$id-script.json" "$unrolled"
    shot "odds-$id-fire" "$root/scenarios/${scenario[$id]}" --script "$unrolled"
    rm -f "$unrolled"
    convert "$here/odds-$id-fire.png" -crop 476x920+1024+0 +repage "$here/odds-$id-fire.png"
  done
  exit 0
fi
for id in roe mwan jackson bluegray; do
  file="$root/scenarios/${scenario[$id]}"
  [[ -f $file && -f $here/$id-script.json ]] || continue
  shot "$id-main-window" "$file" --script "$here/$id-script.json"
  # The resolve column (odds, outcome) is the right-hand part of the window.
  convert "$here/$id-main-window.png" -gravity East -crop 430x768+0+0 +repage \
    "$here/$id-fire-outcome.png"
  shot "$id-player-display" "$file" --script "$here/$id-script.json" --player-display
done
cp "$here/roe-main-window.png" "$here/roe-main-window-1366x768.png"
shot editor-fredericksburg "$roe" --show editor
shot print-dialog "$roe" --show print
shot user-guide "$roe" --show userGuide
shot briefing "$roe" --show briefingDock
