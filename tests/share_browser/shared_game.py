"""The desktop program sharing a game, as the browser tests, the load check and the bench drive it.

`SharedGame` starts `aide-de-camp SCENARIO --share PORT --steps-from-stdin` offscreen with its
own throwaway settings and data folders (so the side secrets and the recovery file are the
test's own), reads the `SIDE-ID: URL` lines, and plays steps on its standard input, each one
answered `done N`. The contract it talks to is docs/share-protocol.md.
"""

import glob
import http.client
import json
import os
import queue
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import urllib.parse

import websocket  # Debian's python3-websocket

START_TIMEOUT = 30.0  # s for the program to print its side lines (a loaded CI machine)
STEP_TIMEOUT = 15.0  # s for one step's `done`


class ShareError(AssertionError):
    """The program did not keep the contract (a failure of the test, with the words why)."""


def free_port_pair():
    """A loopback port free now, with the next one free too (the WebSocket port, if separate)."""
    for _ in range(50):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port >= 65535:
            continue
        try:
            with socket.socket() as s2:
                s2.bind(("127.0.0.1", port + 1))
        except OSError:
            continue
        return port
    raise ShareError("no free pair of loopback ports")


class SideLink:
    """One side's secret link, turned to loopback (the server listens there too)."""

    def __init__(self, side, url):
        parts = urllib.parse.urlsplit(url)
        query = urllib.parse.parse_qs(parts.query)
        if parts.scheme != "http" or parts.path != "/side/" + side or "key" not in query:
            raise ShareError("side line %r: not http://HOST:PORT/side/%s?key=SECRET" % (url, side))
        self.side = side
        self.printed = url
        self.port = parts.port
        self.key = query["key"][0]

    def path(self, tail="", key=None):
        """/side/ID[tail]?key=K, with this side's key unless another is given ('' for none)."""
        key = self.key if key is None else key
        path = "/side/%s%s" % (self.side, tail)
        return path + ("?key=" + urllib.parse.quote(key, safe="") if key else "")

    def page_url(self):
        return "http://127.0.0.1:%d%s" % (self.port, self.path())


class SharedGame:
    """One run of the desktop program sharing SCENARIO; use as a context manager."""

    def __init__(self, app, scenario, port=None):
        self.app = app
        self.scenario = scenario
        self.port = port or free_port_pair()
        self.home = tempfile.mkdtemp(prefix="adc-share-test-")
        self.sides = [s["id"] for s in json.load(open(scenario, encoding="utf-8"))["sides"]]
        self.links = {}
        self.events = None  # `N` of the last `done N`
        self.ws_port = None
        self._lines = queue.Queue()
        self._stderr = open(os.path.join(self.home, "stderr.txt"), "w+", encoding="utf-8")
        self.proc = None

    # -- the program ------------------------------------------------------------------------

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()

    def environment(self):
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="offscreen",
            # The referee's settings (where the side secrets live) and the data folder (the
            # recovery file) are the test's own, so no run sees another's links or game.
            XDG_CONFIG_HOME=os.path.join(self.home, "config"),
            XDG_DATA_HOME=os.path.join(self.home, "data"),
            XDG_CACHE_HOME=os.path.join(self.home, "cache"),
            XDG_RUNTIME_DIR=os.path.join(self.home, "runtime"),
        )
        os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
        return env

    def start(self, tries=3):
        """Starts the program and reads its side lines. A port taken between our look and the
        program's bind (tests run side by side) is tried again on another."""
        for attempt in range(tries):
            try:
                return self._start()
            except ShareError:
                if self.alive() or attempt + 1 == tries or "cannot share" not in self.stderr():
                    raise
                self.port = free_port_pair()
                self._lines = queue.Queue()

    def _start(self):
        command = [self.app, self.scenario, "--share", str(self.port), "--steps-from-stdin"]
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._stderr,
            env=self.environment(),
            text=True,
            bufsize=1,
        )
        threading.Thread(target=self._read_stdout, args=(self.proc, self._lines),
                         daemon=True).start()
        deadline = time.monotonic() + START_TIMEOUT
        while len(self.links) < len(self.sides):
            line = self._next_line(deadline, "its side lines")
            side, sep, url = line.partition(": ")
            if not sep or side not in self.sides or side in self.links:
                raise ShareError("start-up line %r is not `SIDE-ID: URL` for a side of %s"
                                 % (line, self.sides))
            self.links[side] = SideLink(side, url)
            if self.links[side].port != self.port:
                raise ShareError("%s: link on port %s, asked for %d"
                                 % (side, self.links[side].port, self.port))

    def restart(self):
        """Ends the program and starts it again with the same settings and data folders (the
        referee's machine after a restart): new side lines, read afresh. The recovery file goes
        first, as on a clean exit (with it the program would ask whether to recover)."""
        self.proc.terminate()
        self.proc.wait(timeout=10)
        for path in glob.glob(os.path.join(self.home, "data", "*", "*", "recovery.adc.json")):
            os.remove(path)
        self.links = {}
        self.ws_port = None
        self._lines = queue.Queue()
        self.start()

    @staticmethod
    def _read_stdout(proc, lines):
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    def _next_line(self, deadline, waiting_for):
        try:
            line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise ShareError("no %s within the time; stderr:\n%s" % (waiting_for, self.stderr()))
        if line is None:
            raise ShareError("the program ended (%s) waiting for %s; stderr:\n%s"
                             % (self.proc.wait(), waiting_for, self.stderr()))
        return line

    def stderr(self):
        self._stderr.flush()
        with open(self._stderr.name, encoding="utf-8", errors="replace") as f:
            return f.read()[-4000:]

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._stderr.close()
        shutil.rmtree(self.home, ignore_errors=True)

    # -- steps on standard input ------------------------------------------------------------

    def send(self, step):
        """Writes one step; returns the time it was written (time.monotonic())."""
        # "certain" is the test's own note on a step (no odds expected), not the program's.
        sent = {k: v for k, v in step.items() if k != "certain"}
        self.proc.stdin.write(json.dumps(sent) + "\n")
        self.proc.stdin.flush()
        return time.monotonic()

    def answer(self, step, timeout=STEP_TIMEOUT):
        """The `done N` after a step: N, and the time the line was read."""
        line = self._next_line(time.monotonic() + timeout, "an answer to %s" % json.dumps(step))
        at = time.monotonic()
        if line.startswith("done "):
            self.events = int(line[5:])
            return self.events, at
        raise ShareError("step %s answered %r" % (json.dumps(step), line))

    def play(self, step, timeout=STEP_TIMEOUT):
        self.send(step)
        return self.answer(step, timeout)[0]

    # -- what the program wrote ------------------------------------------------------------

    def saved_game(self):
        """The game as the program itself saved it after the last event: its recovery file."""
        found = glob.glob(os.path.join(self.home, "data", "*", "*", "recovery.adc.json"))
        if not found:
            raise ShareError("no recovery file in %s/data" % self.home)
        with open(found[0], encoding="utf-8") as f:
            return json.load(f)

    # -- HTTP and WebSocket -------------------------------------------------------------------

    def http(self, method, path, body=None, headers=None, timeout=10):
        """(status, headers dict, body bytes) of one request to the server on loopback."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            r = conn.getresponse()
            return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
        finally:
            conn.close()

    def state(self, side, key=None):
        status, headers, body = self.http("GET", self.links[side].path("/state", key))
        if status != 200:
            raise ShareError("GET %s/state: %d" % (side, status))
        if not headers.get("content-type", "").startswith("application/json"):
            raise ShareError("GET %s/state: content type %r" % (side, headers.get("content-type")))
        return json.loads(body)

    def live_url(self, side, port, key=None):
        return "ws://127.0.0.1:%d%s" % (port, self.links[side].path("/live", key))

    def connect_live(self, side, key=None, timeout=10):
        """A WebSocket on the side's live path: on the page's port, or the next one (the
        contract allows either; the first that answers is remembered)."""
        ports = [self.ws_port] if self.ws_port else [self.port, self.port + 1]
        last = None
        for port in ports:
            try:
                ws = websocket.create_connection(self.live_url(side, port, key), timeout=timeout)
                self.ws_port = port
                return ws
            except (websocket.WebSocketException, OSError) as e:
                last = e
        raise ShareError("no WebSocket for %s on %s: %s" % (side, ports, last))


class LiveClient(threading.Thread):
    """A light WebSocket client that records every message with the time it arrived."""

    def __init__(self, game, side, timeout=10):
        super().__init__(daemon=True)
        self.side = side
        self.ws = game.connect_live(side, timeout=timeout)
        self.ws.settimeout(None)
        self.messages = []  # (arrival time, decoded message)
        self.closed = None  # why the stream ended, once it has
        self.arrived = threading.Condition()
        self.start()

    def run(self):
        while True:
            try:
                text = self.ws.recv()
            except Exception as e:  # closed by either end
                self._end(repr(e))
                return
            if not text:
                self._end("closed")
                return
            at = time.monotonic()
            with self.arrived:
                self.messages.append((at, json.loads(text)))
                self.arrived.notify_all()

    def _end(self, why):
        with self.arrived:
            self.closed = why
            self.arrived.notify_all()

    def wait_for(self, count, timeout=5.0):
        """Waits until `count` messages have arrived; returns whether they did."""
        deadline = time.monotonic() + timeout
        with self.arrived:
            while len(self.messages) < count and self.closed is None:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self.arrived.wait(left)
            return len(self.messages) >= count

    def seqs(self):
        with self.arrived:
            return [m["seq"] for _, m in self.messages]

    def close(self):
        try:
            self.ws.close()
        except Exception:
            pass


def read_steps(path):
    """The steps of a .steps.jsonl file: one JSON object a line; # lines are comments."""
    steps = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                try:
                    steps.append(json.loads(line))
                except ValueError as e:
                    raise ShareError("%s:%d: %s" % (path, number, e))
    return steps
