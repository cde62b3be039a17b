#!/usr/bin/env bash
# The slot clock's and the after-action report's pictures: Cedar Mountain's scripted two turns
# (tests/cli/data) played through adc, its events' times spread as a table would take them (40
# and 45 minutes, 10 into turn 3) and the slot started 95 minutes ago; then the main window and
# the players' display on a 1366x768 screen, and the report's PDF pages.
# Usage: docs/screenshots/take-slot.sh [build-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build/dev}
if [[ -z ${SHOTS_UNDER_XVFB:-} ]]; then
  export SHOTS_UNDER_XVFB=1
  exec xvfb-run -a -s "-screen 0 1366x768x24" "$0" "$@"
fi
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d) ADC_DATA_DIR=$root
work=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$work"' EXIT
adc="$build/src/cli/adc"
"$here/play_scripted.py" "$adc" "$root/tests/cli/data/mwan-cedar-mountain.json" \
  "$work/game.adc.json" "$root"
# Spread the events' times as a table would take them, and start the slot 95 minutes ago.
python3 - "$work/game.adc.json" <<'PY'
import json, sys, datetime as dt
out = sys.argv[1]
d = json.load(open(out))
now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
lengths = {1: 40, 2: 45}
start = now - dt.timedelta(minutes=95)
t0, byturn = start, {}
for e in d["history"][: d["position"]]:
    byturn.setdefault(e["turn"], []).append(e)
for turn in sorted(byturn):
    L = lengths.get(turn, 10)
    for i, e in enumerate(byturn[turn]):
        e["at"] = (t0 + dt.timedelta(minutes=L * (i + 1) / len(byturn[turn]))).strftime(
            "%Y-%m-%dT%H:%M:%SZ")
    t0 += dt.timedelta(minutes=L)
d["slot"]["start"] = start.strftime("%Y-%m-%dT%H:%M:%SZ")
json.dump(d, open(out, "w"), indent=1)
PY
shot() {
  local name=$1; shift
  "$build/src/app/aide-de-camp" "$@" &
  local pid=$!
  sleep 6
  import -window root "$here/$name.png"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -rf "$XDG_CONFIG_HOME"/* "$XDG_DATA_HOME"/*
}
shot slot-clock-main-window "$work/game.adc.json"
shot slot-clock-player-display "$work/game.adc.json" --player-display
"$adc" report "$work/game.adc.json" --pdf "$work/report.pdf" --md "$work/report.md"
pdftoppm -png -r 70 "$work/report.pdf" "$here/report-page"
# Fredericksburg's scripted turns (ROE), whose units have break points: the dashed lines.
"$here/play_scripted.py" "$adc" "$root/tests/cli/data/fredericksburg-1862.json" \
  "$work/roe.adc.json" "$root"
"$adc" report "$work/roe.adc.json" --pdf "$work/roe.pdf"
pdftoppm -png -r 70 -f 1 -l 1 "$work/roe.pdf" "$here/report-roe-page"
cp "$work/report.md" "$here/report-example.md"
cp "$work/report.svg" "$here/report-example.svg"
sed -i 's/](report.svg)/](report-example.svg)/' "$here/report-example.md"
