#!/usr/bin/env bash
# Where start-up's wall time goes: the bare Qt window and aide-de-camp --quit-when-ready run
# alternately (as scripts/bench-gui.sh runs them), each printing its milestones
# (src/app/startup_marks.hpp); prints the median time of each milestone in milliseconds since the
# script started the program, and of its end. A bench, not a test: run it on a quiet machine.
#   main         the program's main() entered: the dynamic loader's work before it
#   application  QApplication built: the display connected (fontconfig read meanwhile, app only)
#   window-built the main window and its panels built, no game yet (app only)
#   game-open    the first game opened: rosters, form and panels filled (app only)
#   shown        show() returned: polished, laid out, the window's map requested
#   idle         the first idle of the event loop, where both quit
#   end          the process gone, as the shell sees it
# Then each step's own median time, split as the GUI thread spent it: on a core (cpu), ready but
# waiting for a core (runq: other threads or processes had both), and the rest, waiting (on the
# display server, another thread, the disk; on a virtual machine, also the host's other guests).
# Usage: scripts/bench-startup-timeline.sh [build-dir] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/gui}
runs=${2:-21}
app="$build/src/app/aide-de-camp"
bare="$build/src/app/bench/gui_bare_window"
for exe in "$app" "$bare"; do
  [[ -x $exe ]] || { echo "missing $exe: build targets aide-de-camp gui_bare_window" >&2; exit 1; }
done
if [[ -z ${DISPLAY:-} && -z ${BENCH_UNDER_XVFB:-} ]]; then
  export BENCH_UNDER_XVFB=1
  exec xvfb-run -a -s '-screen 0 1600x1000x24' "$0" "$@"
fi
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d) ADC_STARTUP_MARKS=1
marks=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$marks"' EXIT

# Appends "NAME MS CPU-MS RUNQ-MS RUN" lines for run $2 of a command to file $1.
run() {
  local into=$1 n=$2 start
  shift 2
  start=$(date +%s%6N)
  "$@" 2>&1 >/dev/null | awk -v t0="$start" -v n="$n" '$1 == "startup-mark" {
      printf "%s %.2f %.2f %.2f %d\n", $2, ($3 - t0) / 1000, $5 / 1000, $7 / 1000, n }' >>"$into"
  echo "end $(( $(date +%s%6N) - start )) $n" | awk '{ printf "end %.2f 0 0 %d\n", $2 / 1000, $3 }' >>"$into"
}

# The median of the numbers on standard input.
median() { sort -n | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)] }'; }

"$bare" >/dev/null 2>&1 || true # warm the page cache
"$app" --quit-when-ready >/dev/null 2>&1 || true
for n in $(seq "$runs"); do
  run "$marks/bare" "$n" "$bare"
  run "$marks/app" "$n" "$app" --quit-when-ready
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; median of $runs runs, ms since start"
for who in bare app; do
  printf '%-5s' "$who"
  for m in main application window-built game-open shown idle end; do
    v=$(awk -v m="$m" '$1 == m { print $2 }' "$marks/$who" | median)
    [[ -n $v ]] && printf ' %s %s' "$m" "$v"
  done
  echo
done
echo "each step's median ms (from the mark before): wall = cpu + runq + waiting"
for who in bare app; do
  # Each run's steps, from the mark before it in the same run ("end": the exit, all waiting).
  awk '{ if ($5 != run) { run = $5; t = 0; c = 0; q = 0 }
         if ($1 == "end") { printf "%s %.2f 0 0\n", $1, $2 - t; next }
         printf "%s %.2f %.2f %.2f\n", $1, $2 - t, $3 - c, $4 - q; t = $2; c = $3; q = $4 }' \
    "$marks/$who" >"$marks/$who.steps"
  for m in main application window-built game-open shown idle end; do
    grep -q "^$m " "$marks/$who.steps" || continue
    wall=$(awk -v m="$m" '$1 == m { print $2 }' "$marks/$who.steps" | median)
    cpu=$(awk -v m="$m" '$1 == m { print $3 }' "$marks/$who.steps" | median)
    runq=$(awk -v m="$m" '$1 == m { print $4 }' "$marks/$who.steps" | median)
    waiting=$(awk -v m="$m" '$1 == m { print $2 - $3 - $4 }' "$marks/$who.steps" | median)
    printf '%-5s %-13s %7.2f = %6.2f cpu + %5.2f runq + %6.2f waiting\n' \
      "$who" "$m" "$wall" "$cpu" "$runq" "$waiting"
  done
done
