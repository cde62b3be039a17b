#!/usr/bin/env bash
# Speed and memory of the desktop program, measured (not a timed test):
#  1. start-up to a usable window on the default scenario vs a bare Qt Widgets window
#     (median of N runs of each, wall clock from exec to exit after the first idle event loop);
#  2. peak memory (max RSS) of each;
#  3. view refresh after applying an event to a 5,000-unit roster, and after typing a filter
#     into the roster bar and clearing it;
#  4. the slot clock's refresh on a 500-event game, both clocks (limit: 1 ms a second);
#  5. the side views: an applied event to 16 live clients, p50/p99 (bench/share_latency.py),
#     early in the game and at event 500 (with the messages' size).
# Usage: scripts/bench-gui.sh [build-dir] [runs]   (runs under xvfb-run when there is no display)
# runs defaults to 101 pairs: on a 2-core machine the median ratio of 21 pairs was seen anywhere
# from 1.17 to 1.41 for one build within an hour; of 301 pairs, within 0.03. A pair takes about
# a tenth of a second.
# Under xvfb-run the X server resets each time its last client quits (it compiles its keymap
# again), so each start waits a little for the reset of the run before: a desktop's server
# does not. Started with -noreset in the server's arguments the ratio came out higher (1.26 to
# 1.28 where this harness gave 1.22 to 1.25, same builds; since the bus is connected before
# QApplication, 1.22 and 1.20 where it gave 1.21 and 1.17): the limit is checked as it always
# was, so the figures stay comparable.
# Nor is there a session bus under xvfb-run: libdbus then forks to try to start one, in both
# programs, and the bare window waits for it where aide-de-camp connects on another core. While
# aide-de-camp connected after QApplication, a run under dbus-run-session (as on a desktop) came
# out 0.02 to 0.03 higher (1.26 where this harness gave 1.23 to 1.24); connected before it, the
# two agree (1.20 and 1.23 under dbus-run-session, 1.21 and 1.22 without, same hour).
# With no build dir it configures and builds build/gui itself (release, ADC_BUILD_BENCH=ON: the
# GUI benchmarks are built only when asked for).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/gui}
runs=${2:-101}
if [[ $# -eq 0 && -z ${BENCH_UNDER_XVFB:-} ]]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DADC_BUILD_TESTS=OFF \
    -DADC_BUILD_BENCH=ON >/dev/null
  cmake --build "$build" --target aide-de-camp gui_bare_window gui_refresh_bench gui_clock_bench adc_icons
fi
app="$build/src/app/aide-de-camp"
bare="$build/src/app/bench/gui_bare_window"
refresh="$build/src/app/bench/gui_refresh_bench"
clock="$build/src/app/bench/gui_clock_bench"
for exe in "$app" "$bare" "$refresh" "$clock"; do
  [[ -x $exe ]] || { echo "missing $exe: build targets aide-de-camp gui_bare_window gui_refresh_bench gui_clock_bench adc_icons" >&2; exit 1; }
done
# Without the rendered PNGs the window draws its icon from the SVG, which costs more than the
# installed program pays.
[[ -f $build/resources/icons/64x64/apps/aide-de-camp.png ]] ||
  echo "note: no rendered icons in $build (target adc_icons): the icon is drawn from its SVG" >&2
if [[ -z ${DISPLAY:-} && -z ${BENCH_UNDER_XVFB:-} ]]; then
  export BENCH_UNDER_XVFB=1
  exec xvfb-run -a -s '-screen 0 1600x1000x24' "$0" "$@"
fi
# Own settings, so no last game or recovery file changes what starts.
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"' EXIT

# Prints "<milliseconds> <max RSS KiB>" for one run of a command.
measure() {
  local start end rss
  start=$(date +%s%N)
  # time(1) writes its figure to a file: the program's own output stays out of it.
  local out
  out=$(mktemp)
  /usr/bin/time -f '%M' -o "$out" "$@" >/dev/null 2>&1 || true
  rss=$(tail -n 1 "$out")
  rm -f "$out"
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000000 )) $rss"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Runs the bare window and aide-de-camp alternately, so that a change in how busy the machine is
# falls on both alike. Prints "<bare ms> <app ms> <bare max KiB> <app max KiB> <median ratio>",
# each time the median of its runs and the ratio the median of each pair's own ratio.
alternate() {
  local bare_t=() app_t=() ratios=() bare_m=0 app_m=0 bt bm at am
  "$bare" >/dev/null 2>&1 || true # warm the page cache
  "$app" --quit-when-ready >/dev/null 2>&1 || true
  for _ in $(seq "$runs"); do
    read -r bt bm < <(measure "$bare")
    read -r at am < <(measure "$app" --quit-when-ready)
    bare_t+=("$bt"); app_t+=("$at")
    ratios+=("$(awk -v a="$at" -v b="$bt" 'BEGIN {printf "%.3f", a / b}')")
    (( bm > bare_m )) && bare_m=$bm
    (( am > app_m )) && app_m=$am
  done
  echo "$(printf '%s\n' "${bare_t[@]}" | median) $(printf '%s\n' "${app_t[@]}" | median)" \
       "$bare_m $app_m $(printf '%s\n' "${ratios[@]}" | median)"
}

# Other work on the machine skews every figure: say how busy it was.
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
read -r bare_ms app_ms bare_kb app_kb pair_ratio < <(alternate)
echo "start-up (median of $runs): bare Qt window ${bare_ms} ms, aide-de-camp ${app_ms} ms," \
     "ratio of medians $(awk -v a="$app_ms" -v b="$bare_ms" 'BEGIN {printf "%.2f", a / b}')," \
     "median ratio of each pair $(printf '%.2f' "$pair_ratio") (limit 1.25)"
echo "peak memory: bare Qt window $((bare_kb / 1024)) MiB, aide-de-camp $((app_kb / 1024)) MiB," \
     "ratio $(awk -v a="$app_kb" -v b="$bare_kb" 'BEGIN {printf "%.2f", a / b}') (limit 2)"
echo "refresh after an event (limit 16 ms), a filter and its clearing, 5,000-unit roster:" \
     "$("$refresh" 5000 40 2>/dev/null)"
echo "slot clock, main window and players' display (limit 1 ms a second):" \
     "$("$clock" 500 200 2>/dev/null)"
# Offscreen and on loopback: Debian's python3, whose websocket package the test command installs.
/usr/bin/python3 bench/share_latency.py --app "$app" | grep -v '^load average'
# And at event 500 (issue 36): each change its own message, so neither grows with the game.
/usr/bin/python3 bench/share_latency.py --app "$app" --grow 500 --events 100 --budget-ms 100 \
  --budget-bytes 4096 | grep -v '^load average'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
