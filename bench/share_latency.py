#!/usr/bin/python3
"""Bench (issue 21): how long an applied event takes to reach the side views' live clients.

    bench/share_latency.py --app build/gui/src/app/aide-de-camp [--clients 16] [--events 200]
        [--grow 500 --budget-ms 100 --budget-bytes 4096]

Starts the program sharing Fredericksburg (offscreen, own settings), connects CLIENTS light
WebSocket clients on loopback (spread over both sides; one thread reads them all and times each
message's arrival without decoding it), then plays EVENTS steps (a fire applied,
undone, applied ...) one at a time, each when every client has the last one. For each step it
times from writing the step to the program's standard input to each client's message arriving,
and prints p50/p99/max over every (step, client) pair and over each step's last client; then
the `done` line's own time (the engine and the desktop at work) and each message's time after it
(the push), to tell the two apart; and the program's CPU time per event, which a busy machine's
queue for the cores does not change.
With --grow N the game is first played on to N events in effect (before any client connects),
so the steps are timed at event N: a message that carried the whole history would grow with
it (issue 36, item 12). Each message's size is read too. The scenario is then played from a
copy with turns enough for N events: an ended game refuses the timed steps.
Budget: p99 <= 200 ms (--budget-ms), and with --budget-bytes every message at most that. Exits 1 over budget with --check. A bench, not a test: run it on a
quiet machine (scripts/bench-gui.sh calls it), and read the load average it prints.
"""

import argparse
import atexit
import json
import os
import select
import shutil
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "share_browser"))

from load_check import APPLY, SETUP, UNDO  # noqa: E402
from shared_game import SharedGame  # noqa: E402

import websocket  # noqa: E402  (Debian's python3-websocket, as the test command installs)

BUDGET_MS = 200.0
# The steps that play a Fredericksburg game on to --grow events, each turn alike: every number
# card but the setup's 7H drawn in the activation phase (a card is drawn once a turn; no ace,
# face card or joker, which would change the turn), then the morale and bonus phases and back
# to activation. It stops after a card, in the activation phase the timed fire needs.
CARDS = [{"action": "draw_card", "params": {"card": "%d%s" % (n, suit)}}
         for suit in "HDCS" for n in range(2, 11) if (n, suit) != (7, "H")]
GROW = CARDS + [{"next_phase": True}] * 3


def grow(game, events):
    """Plays the game on to at least `events` events, ending after a card drawn."""
    while True:
        for step in GROW:
            game.play(step)
            if (game.events or 0) >= events and step in CARDS:
                return


def lengthened(scenario, events, folder):
    """A copy of SCENARIO with turns enough for `events` (a turn of GROW is about 38): the
    game ends after its last turn, and an ended game refuses the steps the bench times."""
    data = json.load(open(scenario, encoding="utf-8"))
    data["turns"] = max(data.get("turns", 0), events // len(GROW) + 3)
    path = os.path.join(folder, os.path.basename(scenario))
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    return path


def cpu_seconds(pid):
    """User and system CPU time a process has used so far (/proc/PID/stat, fields 14 and 15)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Arrivals(threading.Thread):
    """Every client's messages, timed as they arrive, by one thread watching all the sockets.

    A thread per client, each decoding every message, took about half of this 2-core machine
    while the program itself used a fifth of a core: the bench then measured its own clients.
    One select() over the sockets and no decoding leaves the cores to the program; reading a
    message's bytes off its socket is the moment timed, as before."""

    def __init__(self, sockets):
        super().__init__(daemon=True)
        self.sockets = sockets
        self.times = [[] for _ in sockets]  # arrival time of each message, per client
        self.sizes = [[] for _ in sockets]  # bytes of each message, per client
        self.closed = [False] * len(sockets)
        self.arrived = threading.Condition()
        self.stopped = False
        self.start()

    def run(self):
        by_fd = {ws.sock.fileno(): i for i, ws in enumerate(self.sockets)}
        while not self.stopped:
            open_fds = [fd for fd, i in by_fd.items() if not self.closed[i]]
            if not open_fds:
                return
            readable, _, _ = select.select(open_fds, [], [], 0.2)
            for fd in readable:
                i = by_fd[fd]
                try:
                    opcode, frame = self.sockets[i].recv_data_frame(True)
                except Exception:  # closed by either end
                    opcode, frame = websocket.ABNF.OPCODE_CLOSE, None
                at = time.monotonic()
                with self.arrived:
                    # The slot's clock goes out on its own when its forecast moves (about a
                    # minute apart): not a step's message, so not timed.
                    data = frame.data if frame is not None else b""
                    if isinstance(data, str):
                        data = data.encode()
                    if opcode == websocket.ABNF.OPCODE_TEXT and b'"kind":"clock"' in data:
                        pass
                    elif opcode in (websocket.ABNF.OPCODE_TEXT, websocket.ABNF.OPCODE_BINARY):
                        self.times[i].append(at)
                        self.sizes[i].append(len(frame.data))
                    elif opcode == websocket.ABNF.OPCODE_CLOSE:
                        self.closed[i] = True
                    self.arrived.notify_all()

    def count(self, i):
        with self.arrived:
            return len(self.times[i])

    def wait_for(self, i, count, timeout=5.0):
        """Waits until client i has `count` messages; returns whether it has."""
        deadline = time.monotonic() + timeout
        with self.arrived:
            while len(self.times[i]) < count and not self.closed[i]:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self.arrived.wait(left)
            return len(self.times[i]) >= count

    def close(self):
        self.stopped = True
        self.join(timeout=2)
        for ws in self.sockets:
            try:
                ws.close()
            except Exception:
                pass


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    k = max(0, min(len(values) - 1, int(round(p / 100.0 * len(values) + 0.5)) - 1))
    return values[k]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--scenario", default=os.path.join(ROOT, "scenarios",
                                                          "fredericksburg-1862.json"))
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--grow", type=int, default=0,
                        help="events in effect before the timed steps (0: the setup only)")
    parser.add_argument("--budget-ms", type=float, default=BUDGET_MS)
    parser.add_argument("--budget-bytes", type=int, default=0,
                        help="the largest message allowed (0: not checked)")
    parser.add_argument("--check", action="store_true", help="exit 1 when over budget")
    args = parser.parse_args()
    print("load average before: %s on %d cores" % (open("/proc/loadavg").read().split()[:3],
                                                   os.cpu_count()))
    folder = tempfile.mkdtemp(prefix="adc-share-latency-")
    atexit.register(shutil.rmtree, folder, True)
    scenario = lengthened(args.scenario, args.grow, folder) if args.grow else args.scenario
    with SharedGame(args.app, scenario) as game:
        for step in SETUP:
            game.play(step)
        grow_started = time.monotonic()
        if args.grow:
            grow(game, args.grow)
        if args.grow:
            print("played on to %d events in %.1f s" % (game.events,
                                                         time.monotonic() - grow_started))
        sockets = []
        for i in range(args.clients):
            ws = game.connect_live(game.sides[i % len(game.sides)])
            ws.settimeout(None)
            sockets.append(ws)
        clients = Arrivals(sockets)
        for i in range(args.clients):
            clients.wait_for(i, 1)
        first_sizes = [clients.sizes[i][0] for i in range(args.clients) if clients.sizes[i]]
        each, last, done, after_done = [], [], [], []
        cpu_before, wall_before = cpu_seconds(game.proc.pid), time.monotonic()
        lost = 0
        for _ in range(args.events):
            counts = [clients.count(i) for i in range(args.clients)]
            step = APPLY if len(done) % 2 == 0 else UNDO
            sent = game.send(step)
            _, answered = game.answer(step)
            done.append(1000 * (answered - sent))
            arrivals = []
            for i, n in enumerate(counts):
                if not clients.wait_for(i, n + 1, timeout=5):
                    lost += 1
                    continue
                at = clients.times[i][n]
                arrivals.append(1000 * (at - sent))
                after_done.append(1000 * (at - answered))
            each += arrivals
            if arrivals:
                last.append(max(arrivals))
        cpu = cpu_seconds(game.proc.pid) - cpu_before
        wall = time.monotonic() - wall_before
        clients.close()
    print("side views, %d clients, %d steps at event %d (step written -> message read):"
          % (args.clients, args.events, game.events))
    for words, values in [("every client", each), ("last client of each event", last),
                          ("`done` line", done), ("message after `done`", after_done)]:
        print("  %-27s p50 %6.1f ms  p99 %6.1f ms  max %6.1f ms"
              % (words, percentile(values, 50), percentile(values, 99), max(values)))
    # On a busy machine the wall clock measures the queue for the cores as much as the
    # program: its own CPU time per event is what an idle machine would wait at least.
    print("  the program's CPU per event %.1f ms (%.0f%% of one core over the run)"
          % (1000 * cpu / args.events, 100 * cpu / wall))
    if last:
        slowest = max(range(len(last)), key=lambda i: last[i])
        print("  the slowest step: number %d of %d (%s), %.1f ms"
              % (slowest + 1, len(last), "a fire" if slowest % 2 == 0 else "an undo",
                 last[slowest]))
    sizes = [n for per_client in clients.sizes for n in per_client[1:]]  # after the first
    print("  message bytes: first (the whole view) max %d; each step's p50 %d  p99 %d  max %d"
          % (max(first_sizes or [0]), percentile(sizes, 50), percentile(sizes, 99),
             max(sizes or [0])))
    p99 = percentile(each, 99)
    over = p99 > args.budget_ms
    print("  budget p99 <= %.0f ms: %s; messages not arrived within 5 s: %d"
          % (args.budget_ms, "NOT met" if over else "met", lost))
    if args.budget_bytes:
        too_big = max(sizes or [0]) > args.budget_bytes
        over = over or too_big
        print("  budget messages <= %d bytes: %s" % (args.budget_bytes,
                                                      "NOT met" if too_big else "met"))
    print("load average after: %s" % open("/proc/loadavg").read().split()[:3])
    return 1 if args.check and (over or lost) else 0


if __name__ == "__main__":
    sys.exit(main())
