#!/usr/bin/python3
"""Issue 21's bad input, against the running program: every wrong request gets a 4xx or a closed
socket and nothing else, and the program keeps answering.

    bad_input_test.py --app build/dev/src/app/aide-de-camp scenarios/SCENARIO.json

No key, a wrong key and the other side's key -> 403 (page, state and live socket); unknown paths
and sides -> 404; any method but GET -> 405; a 100 KiB request line or header, a body far over
any limit, a malformed request line -> 4xx or closed; a WebSocket frame over 1 KiB -> closed.
Then a step still plays, every side's state still answers, and a restart on the scenario (same
settings, no recovery: a new game) gives every side a new link (issue 36: a new game does not
inherit the earlier game's players).
"""

import argparse
import json
import os
import socket
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import websocket  # noqa: E402

from shared_game import SharedGame  # noqa: E402
from checks import Checks  # noqa: E402

HUGE = 100 * 1024


def raw_answer(port, data, timeout=5.0):
    """Sends raw bytes; returns the status of the answer, 'closed' when the server closed the
    socket without one, or 'no answer' when it kept it open past `timeout`."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        try:
            for i in range(0, len(data), 4096):
                s.sendall(data[i:i + 4096])
        except (BrokenPipeError, ConnectionResetError):
            return "closed"
        reply = b""
        deadline = time.monotonic() + timeout
        while b"\r\n" not in reply and time.monotonic() < deadline:
            try:
                chunk = s.recv(4096)
            except ConnectionResetError:
                return "closed" if not reply else reply.decode("latin-1")
            except socket.timeout:
                return "no answer"
            if not chunk:
                break
            reply += chunk
        if not reply:
            return "closed" if time.monotonic() < deadline else "no answer"
        parts = reply.split(b"\r\n")[0].split()
        return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else reply[:80]
    finally:
        s.close()


def refused(answer):
    return answer == "closed" or (isinstance(answer, int) and 400 <= answer < 500)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("scenario")
    args = parser.parse_args()
    checks = Checks("bad input")
    with SharedGame(args.app, args.scenario) as game:
        try:
            run(checks, game)
        finally:
            if checks.failures:
                print("program's stderr:\n" + game.stderr())
    return checks.finish()


def expect(checks, game, method, path, wanted, body=None, headers=None):
    """The status wanted, and a refusal that carries nothing of the game: no secret, no unit."""
    try:
        status, _, answer = game.http(method, path, body=body, headers=headers)
    except (ConnectionError, OSError) as e:
        status, answer = "closed (%s)" % e.__class__.__name__, b""
    wanted = wanted if isinstance(wanted, tuple) else (wanted,)
    checks.that(status in wanted, "%s %s: %s, wanted %s" % (method, path[:80], status,
                                                           " or ".join(map(str, wanted))))
    text = answer.decode("utf-8", "replace")
    carried = [w for w in game_words(game) if w in text]
    checks.that(not carried, "%s %s: the refusal carries %s" % (method, path[:80], carried[:3]))


def game_words(game):
    """The secrets and the unit ids and names of the game: no refusal may hold any of them."""
    if not hasattr(game, "_words"):
        scenario = json.load(open(game.scenario, encoding="utf-8"))
        units = [u for side in scenario["sides"] for u in side.get("units", [])]
        game._words = ([link.key for link in game.links.values()] +
                       [u["id"] for u in units] + [u["name"] for u in units])
    return game._words


def run(checks, game):
    # Read-only: what each side sees is the same after all the bad input as before it.
    before = {s: game.state(s) for s in game.sides}
    http_refusals(checks, game)
    raw_refusals(checks, game)
    handshake_refusals(checks, game)
    frame_refusals(checks, game)
    still_answers(checks, game, before)


def http_refusals(checks, game):
    """Keys, paths and methods: 403, 404, 405, each carrying nothing of the game."""
    a, b = game.sides[0], game.sides[1]
    la, lb = game.links[a], game.links[b]
    for tail in ["", "/state"]:
        expect(checks, game, "GET", la.path(tail, key=""), 403)
        expect(checks, game, "GET", la.path(tail, key="wrong" + la.key[5:]), 403)
        expect(checks, game, "GET", la.path(tail, key=lb.key), 403)
        expect(checks, game, "GET", lb.path(tail, key=la.key), 403)
    expect(checks, game, "GET", "/", 404)
    expect(checks, game, "GET", "/favicon.ico", 404)
    expect(checks, game, "GET", "/side/", 404)
    expect(checks, game, "GET", "/side/no-such-side?key=" + la.key, 404)
    expect(checks, game, "GET", la.path("/nothing-here"), 404)
    # Another side's state through a dot segment, with this side's key: not found, or refused.
    expect(checks, game, "GET", "/side/%s/../%s/state?key=%s" % (a, b, la.key), (403, 404))
    for method in ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE", "BREW"]:
        expect(checks, game, method, la.path("/state"), 405, body=b"{}")
        expect(checks, game, method, la.path(), 405, body=b"")


def raw_refusals(checks, game):
    """Requests no client library would send: too long, too many, too big, not HTTP."""
    a, la, port = game.sides[0], game.links[game.sides[0]], game.port
    huge_line = b"GET /side/" + a.encode() + b"/" + b"a" * HUGE + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    huge_header = (b"GET " + la.path("/state").encode() + b" HTTP/1.1\r\nHost: x\r\nX-Big: " +
                   b"b" * HUGE + b"\r\n\r\n")
    many_headers = (b"GET " + la.path("/state").encode() + b" HTTP/1.1\r\nHost: x\r\n" +
                    b"".join(b"X-H%d: v\r\n" % i for i in range(5000)) + b"\r\n")
    huge_body = (b"POST " + la.path("/state").encode() + b" HTTP/1.1\r\nHost: x\r\n"
                 b"Content-Length: 104857600\r\n\r\n" + b"c" * HUGE)
    for words, data in [
        ("a 100 KiB request line", huge_line),
        ("a 100 KiB header", huge_header),
        ("5,000 headers", many_headers),
        ("a 100 MB body announced, 100 KiB sent", huge_body),
        ("a malformed request line", b"GARBAGE\r\n\r\n"),
        ("a request line with no version", b"GET /\r\n\r\n"),
        ("binary noise", bytes(range(256)) * 4 + b"\r\n\r\n"),
        ("a bad Content-Length", b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n"),
    ]:
        answer = raw_answer(port, data)
        checks.that(refused(answer), "%s: %r, wanted a 4xx or a closed socket" % (words, answer))



def handshake_refusals(checks, game):
    """The live socket: no key or another side's key is refused at the handshake (on the port
    a good key finds it)."""
    a, lb = game.sides[0], game.links[game.sides[1]]
    game.connect_live(a).close()
    port = game.port
    for words, key in [("no key", ""), ("the other side's key", lb.key)]:
        try:
            ws = websocket.create_connection(game.live_url(a, game.ws_port or port, key),
                                             timeout=5)
            try:
                got = ws.recv()  # accepted, then closed at once, is a refusal too
            except (websocket.WebSocketException, OSError):
                got = ""
            ws.close()
            checks.that(not got, "WebSocket of %s with %s: accepted, sent %r"
                        % (a, words, got[:120]))
        except websocket.WebSocketBadStatusException as e:
            checks.that(e.status_code == 403, "WebSocket of %s with %s: %s, wanted 403"
                        % (a, words, e.status_code))
        except (websocket.WebSocketException, OSError):
            checks.count += 1  # refused by closing: allowed


def frame_refusals(checks, game):
    """A frame over 1 KiB, or one no client may send, closes the socket (the first message,
    the state, is read first)."""
    a = game.sides[0]
    mask = b"\x00\x00\x00\x00"
    # An unmasked frame is malformed (RFC 6455 5.1: the server must close; issue 36, item 7).
    for words, send in [
            ("a 2 KiB text frame", lambda ws: ws.send("x" * 2048)),
            ("a 64 KiB binary frame", lambda ws: ws.send_binary(b"y" * 65536)),
            ("an unmasked text frame", lambda ws: ws.sock.sendall(b"\x81\x05hello")),
            ("a frame of a reserved opcode",
             lambda ws: ws.sock.sendall(b"\x83\x82" + mask + b"hi")),
            ("a frame announcing 2**62 bytes",
             lambda ws: ws.sock.sendall(b"\x82\xff" + (2**62).to_bytes(8, "big") + mask +
                                        b"z" * 100))]:
        ws = game.connect_live(a)
        ws.recv()
        send(ws)
        ws.settimeout(3)
        closed, answered = False, []
        try:
            while True:
                frame = ws.recv()
                if not frame:
                    closed = True
                    break
                answered.append(frame)
        except websocket.WebSocketTimeoutException:
            closed = False
        except (websocket.WebSocketException, OSError):
            closed = True
        checks.that(closed and not answered, "%s on the live socket: %s" % (
            words, "answered %r" % answered[:1] if answered else "not closed within 3 s"))
        ws.close()



def still_answers(checks, game, before):
    """After all of it the program still answers, unchanged, and plays on."""
    a = game.sides[0]
    checks.that(game.alive(), "the program ended after the bad input: %s" % game.proc.poll())
    if game.alive():
        for s in game.sides:
            checks.that(game.state(s) == before[s], "%s state changed by the bad input" % s)
        count = game.play({"next_phase": True})
        checks.that(count >= 1, "a step after the bad input: done %s" % count)
        ws = game.connect_live(a)
        checks.that('"state"' in ws.recv(), "a live socket after the bad input")
        ws.close()
        # The scenario started again is a new game: new secrets, the old links refused.
        before = {s: game.links[s].key for s in game.sides}
        game.restart()
        after = {s: game.links[s].key for s in game.sides}
        checks.that(all(before[s] != after[s] for s in game.sides),
                    "a new game kept the earlier game's links: %s, then %s" % (before, after))
        for s in game.sides:
            expect(checks, game, "GET", game.links[s].path("/state", before[s]), 403)


if __name__ == "__main__":
    sys.exit(main())
