#!/usr/bin/python3
"""Issue 21's load check (a `slow` test, run from scripts/slow-checks.sh): light WebSocket clients
on loopback, not browsers.

    load_check.py --app build/release/src/app/aide-de-camp [--clients 50] [--seconds 60]

1. CLIENTS live clients, spread over the sides, stay connected for SECONDS while steps are
   applied about twice a second (apply, undo, apply, undo ...). Every client must receive every
   message in order (seq 1, 2, 3 ... with no gap), the clients of one side the same messages,
   one "applied" per apply and one "undone" per undo, none lost.
2. Connections are opened up to the cap (64 by docs/share-protocol.md): the next one is refused
   cleanly (closed or answered 4xx/503 at once, never left hanging), those connected keep
   receiving, and a slot freed is taken again.
3. CHURN connections are opened and dropped (a third closed properly, the rest cut off).
4. A client that reads nothing while steps come as fast as the program plays them (until
   SLOW_READER_BYTES went to the client beside it): the one beside it loses nothing, and memory
   stays bounded. That the stuck one is closed once its backlog passes the limit is judged by
   the server's own test (tests/share/server_limits_test.cpp,
   AClientThatReadsNothingIsClosedPastItsBacklog, with a small limit), not here, where the
   kernel's buffers hide it.
5. The program's memory (VmRSS) is read all along: it must stay bounded (grow less than
   GROWTH_LIMIT_MIB past the CLIENTS' connections).
6. The lock-out attack (issue 36): LOCKOUT_ATTACKERS keyless keep-alive connections churn for
   LOCKOUT_SECONDS (each asks without a key, and connects again when closed); a player must get
   its first message within 1 s every time it tries; the refusals write (next to) nothing to
   standard error.
"""

import argparse
import json
import os
import socket
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import websocket  # noqa: E402

from shared_game import LiveClient, SharedGame, ShareError  # noqa: E402
from checks import Checks  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
CAP = 64  # connections, docs/share-protocol.md
GROWTH_LIMIT_MIB = 64
CHURN = 300
LOCKOUT_ATTACKERS = 200
LOCKOUT_SECONDS = 10.0
# Each change is its own message (about 2-4 kB a step), so the slow reader's check plays on until
# more went to each client than the server's backlog limit (4 MiB) and the kernel's buffers
# (the sender's at most tcp_wmem's 4 MiB, the reader's 4 kB) can hold together, within
# SLOW_READER_SECONDS: the memory it reads is then the most a stuck client can cost.
SLOW_READER_BYTES = 9 * 1024 * 1024
SLOW_READER_MAX_STEPS = 8000
SLOW_READER_SECONDS = 240.0

# Fredericksburg (ROE): into the activation phase, a card drawn, then one fire in self-defence
# applied and undone, over and over; each apply rolls the game's next dice.
SETUP = [{"next_phase": True}, {"action": "draw_card", "params": {"card": "7H"}}]
APPLY = {"action": "fire", "side": "csa",
         "params": {"unit": "miss-a", "target": "mich-1", "range": 10, "self_defence": True}}
UNDO = {"undo": True}


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--scenario", default=os.path.join(ROOT, "scenarios",
                                                          "fredericksburg-1862.json"))
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--rate", type=float, default=2.0, help="steps a second")
    args = parser.parse_args()
    checks = Checks("load")
    clients = []
    with SharedGame(args.app, args.scenario) as game:
        try:
            for step in SETUP:
                game.play(step)
            rss = {"start": rss_kib(game.proc.pid)}
            for i in range(args.clients):
                clients.append(LiveClient(game, game.sides[i % len(game.sides)]))
            for c in clients:
                checks.that(c.wait_for(1), "client on %s: no first message" % c.side)
            rss["connected"] = rss_kib(game.proc.pid)
            sent = play_for(game, args.seconds, args.rate, rss)
            time.sleep(1.0)
            check_every_message(checks, clients, sent)
            rss["after load"] = rss_kib(game.proc.pid)
            check_cap(checks, game, clients)
            for c in clients:
                c.close()
            clients = []
            churn(checks, game)
            time.sleep(1.0)
            rss["after churn"] = rss_kib(game.proc.pid)
            slow_reader(checks, game, rss)
            lock_out(checks, game)
            print("memory (VmRSS): " + ", ".join("%s %.1f MiB" % (k, v / 1024)
                                                 for k, v in rss.items()))
            growth = (max(rss.values()) - rss["connected"]) / 1024
            checks.that(growth < GROWTH_LIMIT_MIB, "memory grew %.1f MiB past the %d clients' "
                        "(limit %d)" % (growth, args.clients, GROWTH_LIMIT_MIB))
            checks.that(game.alive(), "the program ended under load")
        finally:
            for c in clients:
                c.close()
            if checks.failures:
                print("program's stderr:\n" + game.stderr())
    return checks.finish()


def play_for(game, seconds, rate, rss):
    """Applies and undoes steps at `rate` for `seconds`; returns the steps played. It ends on
    an undo, whatever the count a slow machine reaches in the time, so the game is back where it
    began: the checks after it apply the same fire again, and a fire left applied may have wiped
    out its target (the next one is then refused: no such target)."""
    sent = []
    start = time.monotonic()
    worst = 0.0
    while time.monotonic() - start < seconds or len(sent) % 2 == 1:
        step = APPLY if len(sent) % 2 == 0 else UNDO
        t0 = time.monotonic()
        game.play(step)
        worst = max(worst, time.monotonic() - t0)
        sent.append(step)
        if len(sent) % 20 == 0:
            rss["during"] = max(rss.get("during", 0), rss_kib(game.proc.pid))
        time.sleep(max(0.0, start + len(sent) / rate - time.monotonic()))
    print("load: %d steps in %.0f s, slowest `done` %.0f ms"
          % (len(sent), time.monotonic() - start, 1000 * worst))
    return sent


def check_every_message(checks, clients, sent):
    applied = sum(1 for s in sent if s is APPLY)
    undone = len(sent) - applied
    by_side = {}
    for c in clients:
        msgs = [m for _, m in c.messages]
        seqs = [m.get("seq") for m in msgs]
        gaps = [(a, b) for a, b in zip(seqs, seqs[1:]) if b != a + 1]
        checks.that(seqs[:1] == [1] and not gaps, "client on %s: seqs start %s, gaps %s"
                    % (c.side, seqs[:1], gaps[:5]))
        kinds = [m.get("kind") for m in msgs]
        order = [k for k in kinds if k in ("applied", "undone")]
        sent_order = ["applied" if st is APPLY else "undone" for st in sent]
        checks.that(order == sent_order, "client on %s: applied/undone in another order than "
                    "the steps: first difference at %s" % (c.side, next(
                        (i for i, (x, y) in enumerate(zip(order, sent_order)) if x != y),
                        min(len(order), len(sent_order)))))
        checks.that(kinds.count("applied") == applied and kinds.count("undone") == undone,
                    "client on %s: %d applied and %d undone messages for %d applies and %d "
                    "undos" % (c.side, kinds.count("applied"), kinds.count("undone"), applied,
                               undone))
        checks.that(c.closed is None, "client on %s closed: %s" % (c.side, c.closed))
        trace = [(m.get("kind"), len(m.get("state", {}).get("events", []))) for m in msgs]
        by_side.setdefault(c.side, []).append(trace)
    for side, traces in by_side.items():
        differ = sum(1 for t in traces if t != traces[0])
        checks.that(differ == 0, "%s: %d of %d clients got other messages than the first"
                    % (side, differ, len(traces)))
    total = sum(len(c.messages) for c in clients)
    print("load: %d clients got %d messages in all (%d applies, %d undos each)"
          % (len(clients), total, applied, undone))


def check_cap(checks, game, clients):
    """Fills the server to its cap; the next connection is refused cleanly."""
    extra = []
    refused = None
    try:
        while len(clients) + len(extra) < CAP + 5:
            t0 = time.monotonic()
            try:
                ws = game.connect_live(game.sides[0], timeout=3)
                ws.settimeout(3)
                first = ws.recv()  # an accepted client gets its state at once
                if not first:
                    raise websocket.WebSocketConnectionClosedException("closed")
                extra.append(ws)
            except (ShareError, websocket.WebSocketException, OSError) as e:
                refused = (len(clients) + len(extra) + 1, time.monotonic() - t0, e)
                break
        connected = len(clients) + len(extra)
        checks.that(refused is not None, "%d connections accepted, none refused" % connected)
        if refused:
            number, took, why = refused
            print("cap: %d connections served; connection %d refused in %.0f ms (%s)"
                  % (connected, number, 1000 * took, str(why)[:100]))
            checks.that(connected == CAP, "cap: %d served, the contract's cap is %d"
                        % (connected, CAP))
            checks.that(took < 2.0, "cap: refusing took %.1f s" % took)
        # Those connected still receive: one more step reaches every client.
        before = [len(c.messages) for c in clients]
        game.play(APPLY)
        for c, n in zip(clients, before):
            checks.that(c.wait_for(n + 1, timeout=3), "at the cap, a client on %s got no "
                        "message of the next step" % c.side)
        game.play(UNDO)
        # A slot freed is served again.
        if extra:
            extra.pop().close()
            time.sleep(0.5)
            ws = game.connect_live(game.sides[0], timeout=3)
            ws.settimeout(3)
            checks.that(bool(ws.recv()), "a slot freed at the cap is not served again")
            extra.append(ws)
    finally:
        for ws in extra:
            ws.close()


def attacker(port, path, sockets, until):
    """Keeps `sockets` keyless keep-alive connections asking, connecting again when closed."""
    request = ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % path).encode()
    held = []
    while time.monotonic() < until:
        while len(held) < sockets:
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=0.5)
                s.sendall(request)
                s.setblocking(False)
                held.append(s)
            except OSError:
                break
        for s in list(held):
            try:
                data = s.recv(4096)
                if not data:  # closed by the server: again, as an attacker would
                    held.remove(s)
                    s.close()
                else:
                    s.sendall(request)  # keep-alive: ask again on the same connection
            except BlockingIOError:
                pass
            except OSError:
                held.remove(s)
                s.close()
        time.sleep(0.01)
    for s in held:
        s.close()


def stderr_lines(game):
    game.stderr()  # flushed
    with open(game._stderr.name, encoding="utf-8", errors="replace") as f:
        return sum(1 for _ in f)


def lock_out(checks, game, attackers=LOCKOUT_ATTACKERS, seconds=LOCKOUT_SECONDS):
    """A player gets in within 1 s while keyless keep-alive connections churn."""
    stderr_before = stderr_lines(game)
    until = time.monotonic() + seconds
    path = game.links[game.sides[0]].path("/state", key="")
    threads = [threading.Thread(target=attacker, args=(game.port, path, attackers // 8, until))
               for _ in range(8)]
    for t in threads:
        t.start()
    time.sleep(1.0)  # the attack under way
    worst, tries, failed = 0.0, 0, 0
    while time.monotonic() < until - 0.5:
        t0 = time.monotonic()
        tries += 1
        try:
            ws = game.connect_live(game.sides[1], timeout=1)
            ws.settimeout(max(0.05, 1.0 - (time.monotonic() - t0)))
            ok = bool(ws.recv())
            ws.close()
        except (ShareError, websocket.WebSocketException, OSError):
            ok = False
        took = time.monotonic() - t0
        worst = max(worst, took)
        if not ok or took > 1.0:
            failed += 1
        time.sleep(0.2)
    for t in threads:
        t.join()
    print("lock-out: %d keyless connections churning; %d players' connections, worst %.0f ms, "
          "%d failed" % (attackers, tries, 1000 * worst, failed))
    checks.that(tries > 0 and failed == 0, "lock-out: %d of %d players' connections took over "
                "1 s or failed (worst %.0f ms)" % (failed, tries, 1000 * worst))
    lines = stderr_lines(game) - stderr_before
    checks.that(lines < 10, "lock-out: the refusals wrote %d lines to standard error" % lines)
    checks.that(game.alive(), "the program ended under the lock-out attack")


def pushed_bytes(client):
    return sum(len(json.dumps(m)) for _, m in client.messages)


def slow_reader(checks, game, rss):
    """A client that reads nothing while steps come as fast as the program plays them: the
    client beside it that reads gets everything, and memory stays where it was. (Whether the
    stuck one was closed is printed, not judged: server_test judges it with a small limit.)"""
    reader = LiveClient(game, game.sides[0])
    lazy = websocket.create_connection(
        game.live_url(game.sides[0], game.ws_port or game.port), timeout=5,
        sockopt=((socket.SOL_SOCKET, socket.SO_RCVBUF, 4096),))
    try:
        reader.wait_for(1)
        start = time.monotonic()
        steps, pushed = 0, 0
        # Plays on (ending on an undo) until enough went out, within a step and a time cap.
        while steps % 2 == 1 or (pushed < SLOW_READER_BYTES and steps < SLOW_READER_MAX_STEPS
                                 and time.monotonic() - start < SLOW_READER_SECONDS):
            game.play(APPLY if steps % 2 == 0 else UNDO)
            steps += 1
            if steps % 50 == 0:
                rss["slow reader"] = max(rss.get("slow reader", 0), rss_kib(game.proc.pid))
                pushed = pushed_bytes(reader)
        took = time.monotonic() - start
        time.sleep(1.0)
        pushed = pushed_bytes(reader)
        lazy.settimeout(3)
        closed, drained = False, 0
        try:
            while True:
                if not lazy.recv():
                    closed = True
                    break
                drained += 1
        except websocket.WebSocketTimeoutException:
            pass
        except (websocket.WebSocketException, OSError):
            closed = True
        print("slow reader: %d steps in %.0f s pushed %.1f MB to each client; the one reading "
              "nothing was %s after %d messages" % (steps, took, pushed / 1e6,
                                                     "closed" if closed else "NOT closed",
                                                     drained))
        seqs = reader.seqs()
        checks.that(seqs == list(range(1, len(seqs) + 1)) and reader.closed is None,
                    "the client beside the slow reader lost messages or was closed")
    finally:
        reader.close()
        lazy.close()


def churn(checks, game):
    """Opens and shuts connections many times over: the server must let each one go."""
    failed = 0
    for i in range(CHURN):
        try:
            ws = game.connect_live(game.sides[i % len(game.sides)], timeout=3)
            ws.settimeout(3)
            ws.recv()
            if i % 3 == 0:
                ws.close()
            else:
                ws.sock.close()  # gone without a closing handshake, as a phone on the move
        except (ShareError, websocket.WebSocketException, OSError):
            failed += 1
            time.sleep(0.05)
    checks.that(failed == 0, "churn: %d of %d connections failed" % (failed, CHURN))


if __name__ == "__main__":
    sys.exit(main())
