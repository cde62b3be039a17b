#!/bin/sh
# A command's cost against the length of the game (issue 41): the median wall time of
# `adc apply` on a Fredericksburg game at event 10 and at event 1,000, of `adc show`, `undo` and
# `redo` there too, and of the desktop program opening the 1,000-event game
# (--quit-when-ready, offscreen).
# Goals: apply at 1,000 within 1.5x apply at 10 (Release); the desktop under 0.5 s.
#
#   bench/long-game.sh [BUILD_DIR] [RUNS]      (default build/release, 15 runs)
#
# The long games are written here, not played: `adc new`, `adc next --force` into the
# activation phase, then N-1 events of a real fire's size (8 rolls, 5 steps, about 1.5 kB
# each) whose one effect is a note, so the state stays where a card can be drawn and the
# save still loads, replays and validates. From save format 4 on, each event also says what it
# replaced (a note replaces nothing: [{}]), as the program writes it, so that `adc undo` takes
# it back without replaying the history. Each timed run works on a fresh copy.
set -eu
build=${1:-build/release}
runs=${2:-15}
adc="$build/src/cli/adc"
app="$build/src/app/aide-de-camp"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

game() { # N OUT
    rm -f "$work/base.adc.json"
    "$adc" new fredericksburg-1862 --out "$work/base.adc.json" --seed 1862 >/dev/null
    "$adc" next "$work/base.adc.json" --force >/dev/null
    python3 - "$1" "$work/base.adc.json" "$2" <<'EOF'
import json, sys
n, base, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
save = json.load(open(base))
turn, phase = save["state"]["turn"], save["state"]["phase"]
roll = lambda i: {"die": {"lowest": 1, "sides": 6}, "face": 1 + i % 6,
                  "purpose": "fire: 1st Minnesota at 13th Mississippi, Co. A", "source": "random"}
step = lambda i: {"rule": "/fire/hit_on/musket/short",
                  "text": "Hit on a 5 or 6 at short range (musket), step %d" % i}
while len(save["history"]) < n:
    i = len(save["history"])
    text = "Fire: 1st Minnesota at 13th Mississippi, Co. A, event %d, 2 hits" % i
    event = {
        "label": text, "turn": turn, "phase": phase,
        "outcome": {"action": "fire", "summary": text, "result": {"hits": 2},
                    "rolls": [roll(k) for k in range(8)], "steps": [step(k) for k in range(5)],
                    "effects": [{"kind": "note", "text": text}]}}
    if save["format"] >= 4:
        event["replaced"] = [{}]
    save["history"].append(event)
save["position"] = len(save["history"])
json.dump(save, open(out, "w"), indent=1)
EOF
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Wall seconds of one command on a fresh copy of GAME each time: the median of $runs.
timed() { # GAME COMMAND [ARGS...], ARGS naming $work/run.adc.json (the copy)
    game=$1
    shift
    for i in $(seq "$runs"); do
        cp "$game" "$work/run.adc.json"
        start=$(date +%s.%N)
        echo '{"action": "draw_card", "params": {"card": "9S"}}' |
            "$@" >/dev/null
        end=$(date +%s.%N)
        echo "$end - $start" | bc
    done | median
}
apply_times() { timed "$1" "$adc" apply "$work/run.adc.json" --request -; }
# The same, in CPU seconds (user + system, /usr/bin/time's 10 ms steps): on a shared machine the
# wall time is mostly waiting for a core, and at 1,000 events the durable write of the whole
# file (2.6 MB, fsync) is most of what grows, not the program's own work.
apply_cpu() {
    for i in $(seq "$runs"); do
        cp "$1" "$work/run.adc.json"
        echo '{"action": "draw_card", "params": {"card": "9S"}}' |
            /usr/bin/time -f "%U %S" -o "$work/cpu" "$adc" apply "$work/run.adc.json" --request - \
                >/dev/null
        awk '{print $1 + $2}' "$work/cpu"
    done | median
}

# The same game with its last event undone (by adc undo), for redo.
undone() { # GAME OUT
    cp "$1" "$2"
    "$adc" undo "$2" >/dev/null
}

game 10 "$work/g10.adc.json"
game 1000 "$work/g1000.adc.json"
"$adc" validate --quiet "$work/g1000.adc.json"
t10=$(apply_times "$work/g10.adc.json")
t1000=$(apply_times "$work/g1000.adc.json")
echo "adc apply at event 10:    ${t10} s (median of $runs)"
echo "adc apply at event 1,000: ${t1000} s; ratio $(echo "scale=2; $t1000 / $t10" | bc) (goal <= 1.5)"
echo "adc apply CPU at event 10: $(apply_cpu "$work/g10.adc.json") s, at 1,000: $(apply_cpu "$work/g1000.adc.json") s"
echo "save of 1,000 events: $(wc -c <"$work/g1000.adc.json") bytes"
undone "$work/g10.adc.json" "$work/u10.adc.json"
undone "$work/g1000.adc.json" "$work/u1000.adc.json"
for command in show undo redo; do
    for n in 10 1000; do
        game="$work/g$n.adc.json"
        [ "$command" = redo ] && game="$work/u$n.adc.json"
        echo "adc $command at event $n: $(timed "$game" "$adc" "$command" "$work/run.adc.json") s"
    done
done

if [ -x "$app" ]; then
    for i in $(seq "$runs"); do
        start=$(date +%s.%N)
        QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
            "$app" --quit-when-ready "$work/g1000.adc.json" >/dev/null 2>&1
        end=$(date +%s.%N)
        echo "$end - $start" | bc
    done | median | sed 's/^/desktop opening the 1,000-event game: /; s/$/ s (goal < 0.5)/'
fi
