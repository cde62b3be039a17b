#!/usr/bin/python3
"""Issue 21 in a real browser: one shipped scenario shared, each side's page in headless Chromium.

    side_view_test.py --app build/dev/src/app/aide-de-camp scenarios/SCENARIO.json

Starts the program once (`--share PORT --steps-from-stdin`, offscreen, throwaway settings), opens
every side's page in its own tab and one WebSocket client per side, then plays the scenario's
scripted turn (data/<scenario>.steps.jsonl) and checks, after every step:
  - the page in front shows the events the side's state lists within 1 s of the `done` line
    (an applied event appears, an undone one goes), newest first;
  - no side's state JSON shows what the ruleset keeps from it (side_secrets.py), gathered from
    the program's own recovery file;
and at the end: the odds of the form the script leaves pending (a side sees them only if the
request names one of its units and no unit whose strength it may not know); the referee ends
the game (`end_game`) and every side's page shows the result, each condition with its figures
and no other number, at a phone's size; every side's page (DOM, text, roster rows) against its
state and against those secrets, every WebSocket message (seq 1, 2, 3 ... with no gap, the
first a "state").
Exits 1 with every failed check listed.
"""

import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from browser import SideBrowser  # noqa: E402
from checks import Checks  # noqa: E402
from shared_game import LiveClient, SharedGame, read_steps  # noqa: E402
from side_secrets import SideSecrets, numbers_in  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
SHOWN_WITHIN = 1.0  # s from `done` to the page (the figure)


def event_ids(state):
    """The events a side's state lists, as the page must show them: newest first."""
    return [str(e["index"]) for e in sorted(state["events"], key=lambda e: e["index"],
                                            reverse=True)]


def own_unit_ids(scenario, side):
    for s in scenario["sides"]:
        if s["id"] == side:
            return [u["id"] for u in s.get("units", [])]
    return []


def pending_units(step, scenario):
    """The unit ids a step's request names (its params' values that are units)."""
    ids = {u["id"] for s in scenario["sides"] for u in s.get("units", [])}
    named = set()
    for value in step.get("params", {}).values():
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, str) and v in ids:
                named.add(v)
    return named


def check_page(checks, browser, game, side, state, secrets, scenario):
    browser.show(side)
    d = browser.dom()
    where = "%s page" % side
    checks.that(not d["missing"], "%s lacks %s" % (where, d["missing"]))
    checks.that(str(state["turn"]) in (d["turn"] or ""),
                "%s #turn %r, state turn %s" % (where, d["turn"], state["turn"]))
    checks.that(bool(state["phase"]) and state["phase"] in (d["phase"] or ""),
                "%s #phase %r, state phase %r" % (where, d["phase"], state["phase"]))
    shown = set(d["rows"])
    listed = {u["id"] for u in state["units"]}
    checks.that(shown == listed, "%s roster rows %s, state units %s"
                % (where, sorted(shown), sorted(listed)))
    own = set(own_unit_ids(scenario, side))
    checks.that(own <= shown, "%s roster lacks its own %s" % (where, sorted(own - shown)))
    checks.that(d["events"] == event_ids(state), "%s events %s, state %s"
                % (where, d["events"], event_ids(state)))
    checks.that(d["seq"] is not None, "%s: body has no data-seq" % where)
    checks.that(bool(d["odds"]) == (state["odds"] is not None), "%s #odds %r, state odds %s"
                % (where, (d["odds"] or "")[:80], "null" if state["odds"] is None else "given"))
    # Its own roster in full: each own unit's row shows the strength the game gives it now.
    if game.events:
        strength = {u["id"]: u["strength"] for u in game.saved_game()["state"]["units"]}
    else:  # no event yet, so no recovery file: the scenario as it starts
        strength = {u["id"]: u["strength"] for s in scenario["sides"] for u in s["units"]}
    # And the others' where the ruleset declares strength public (its "public" section): the
    # filter hides what it must, and no more.
    for unit in sorted(own & shown if secrets.strength_private else shown):
        checks.that(str(strength[unit]) in d["rows"][unit].split() or
                    str(strength[unit]) in d["rows"][unit],
                    "%s row of %s: %r lacks its strength %d"
                    % (where, unit, d["rows"][unit], strength[unit]))
    checks.none(secrets.leaks_in_text(d["body"], where + " text"))
    checks.none(secrets.leaks_in_text(d["outside_events"], where + " text but the events'", True))
    checks.none(l for l in secrets.leaks_in_text(d["html"], where + " HTML")
                if "written order" in l)  # totals as numbers only in the text (CSS has numbers)
    for index, lines in d["event_words"].items():
        for line in lines:
            checks.none(secrets.leaks_in_words(line, "%s event %s" % (where, index)))
    for unit, row in d["rows"].items():
        checks.none(secrets.leaks_in_unit(unit, row, "%s row" % where))
    return d


class SideViewRun:
    """One scenario shared: the program, a tab and a live client per side, and the secrets each
    side must not learn, gathered as the steps are played."""

    def __init__(self, game, scenario, ruleset, name, checks):
        self.game, self.scenario, self.name, self.checks = game, scenario, name, checks
        self.sides = game.sides
        self.secrets = {s: SideSecrets(ruleset, s) for s in self.sides}
        self.states = {}
        self.clients = {}
        self.browser = None

    def open_views(self):
        """Every side's page in its own tab and a live client per side, checked as they open."""
        game, checks = self.game, self.checks
        keys = {game.links[s].key for s in self.sides}
        checks.that(len(keys) == len(self.sides), "two sides share a secret: %s" % keys)
        for s in self.sides:
            if self.secrets[s].nothing_private():
                print("%s: the ruleset's \"public\" keeps nothing from %s's opponents"
                      % (self.name, s))
            self.states[s] = game.state(s)
            checks.that(self.states[s]["side"]["id"] == s, "%s state names side %r"
                        % (s, self.states[s]["side"]))
            status, headers, _ = game.http("GET", game.links[s].path())
            checks.that(status == 200 and headers.get("content-type", "").startswith(
                "text/html"), "GET %s page: %d %s" % (s, status, headers.get("content-type")))
            self.clients[s] = LiveClient(game, s)
        self.browser = SideBrowser()
        for s in self.sides:
            self.browser.open(s, game.links[s].page_url())
        for s in self.sides:
            self.browser.show(s)
            _, took = self.browser.wait_until(lambda d: len(d["rows"]) > 0, timeout=5)
            checks.that(took is not None, "%s page shows no roster within 5 s" % s)
            self.check_page(s)
            fit = self.browser.phone_fit()
            checks.that(fit["font"] >= 16, "%s page: type %.0f px on a %d px wide phone"
                        % (s, fit["font"], fit["width"]))
            checks.that(not fit["sideways"], "%s page scrolls sideways on a %d px wide phone"
                        % (s, fit["width"]))
            checks.that(not fit["foreign"], "%s page fetches or links off its own server (it "
                        "must work offline): %s" % (s, fit["foreign"][:5]))

    def play(self, steps):
        """Plays the steps with the first side's page in front: after each, every side's state
        is free of its secrets and the page lists its events within SHOWN_WITHIN of `done`."""
        game, checks, front = self.game, self.checks, self.sides[0]
        self.browser.show(front)
        latencies = []
        for number, step in enumerate(steps, 1):
            game.send(step)
            try:
                _, done_at = game.answer(step)
            except AssertionError as e:
                checks.that(False, "step %d: %s" % (number, e))
                break
            saved = game.saved_game()
            for s in self.sides:
                self.secrets[s].note(saved)
                self.states[s] = game.state(s)
                checks.none(self.secrets[s].leaks_in_state(self.states[s], "step %d %s state"
                                                           % (number, s)))
            wanted = event_ids(self.states[front])
            took = self.browser.wait_for_events(wanted, since=done_at, timeout=SHOWN_WITHIN)
            latencies.append(took)
            checks.that(took is not None, "step %d %s: page events %s, not the state's %s "
                        "within %.1f s of `done`" % (number, json.dumps(step),
                                                     self.browser.shown_events(), wanted,
                                                     SHOWN_WITHIN))
        seen = [t for t in latencies if t is not None]
        if seen:
            print("%s: page shows each step's events %.0f ms after `done` at worst (%d steps)"
                  % (self.name, 1000 * max(seen), len(seen)))

    def check_clock(self):
        """Issue 39: the slot's clock on the page in front says what the side's state says, and
        "Paused" within SHOWN_WITHIN of the referee's pause (the desktop's own command), then
        counts again on resume."""
        game, checks, front = self.game, self.checks, self.sides[0]
        self.browser.show(front)
        clock = game.state(front).get("clock")
        checks.that(isinstance(clock, dict) and clock.get("started") == (game.events > 0),
                    "%s state's clock %s, with %d events applied" % (front, clock, game.events))
        shown = lambda: self.browser.js(
            "return [document.body.dataset.clock || null,"
            " document.getElementById('clock-time').innerText,"
            " document.getElementById('clock-box').hidden];")
        now = shown()
        checks.that(not now[2] and now[0] in ("running", "over", "not started") and now[1],
                    "%s page's clock before the pause: %s" % (front, now))
        for step, wanted in [({"trigger": "slotPause"}, "paused"),
                             ({"trigger": "slotPause"}, "running")]:
            game.send(step)
            _, done_at = game.answer(step)
            while shown()[0] != wanted and time.monotonic() - done_at < SHOWN_WITHIN:
                time.sleep(0.01)
            now = shown()
            checks.that(now[0] == wanted, "%s page's clock %s, not %s within %.1f s of `done`"
                        % (front, now, wanted, SHOWN_WITHIN))
            if wanted == "paused":
                checks.that(now[1] == "Paused", "%s page's paused clock says %r" % (front, now[1]))
                paused = game.state(front)["clock"]
                checks.that(paused["paused"] and "paused" in paused["forecast"],
                            "%s state's clock after the pause: %s" % (front, paused))

    def check_result(self):
        """Issue 38, item 5: the referee ends the game (Game -> End the game now..., answered
        Yes: the `end_game` step); within SHOWN_WITHIN of `done` every side's page shows the
        outcome first, at a phone's size, and each condition with its figures as the program
        judged them (its recovery file); the result box holds no number but the end's own, and
        no opponent's order; the rest of the page still keeps what the ruleset keeps."""
        game, checks = self.game, self.checks
        step = {"end_game": True}
        game.send(step)
        try:
            _, done_at = game.answer(step)
        except AssertionError as e:
            checks.that(False, "ending the game: %s" % e)
            return
        saved = game.saved_game()
        over = saved["state"]["flags"].get("scenario.game_over")
        if not checks.that(isinstance(over, dict) and "result" in over,
                           "the saved game after the end has no game-over flag: %r" % over):
            return
        result = over["result"]
        own_numbers = numbers_in(json.dumps(over, ensure_ascii=False))
        for s in self.sides:
            self.secrets[s].note(saved)
            self.states[s] = game.state(s)
            checks.none(self.secrets[s].leaks_in_state(self.states[s], "%s state after the end"
                                                       % s))
            told = self.states[s].get("result") or {}
            checks.that(told.get("text") == result["text"], "%s state's result %r, the game's %r"
                        % (s, told.get("text"), result["text"]))
            self.browser.show(s)
            while (not self.browser.dom()["result"]["shown"] and
                   time.monotonic() - done_at < SHOWN_WITHIN):
                time.sleep(0.01)
            shown = self.browser.dom()["result"]
            where = "%s page's result" % s
            if not checks.that(shown["shown"], "%s not shown within %.1f s of `done`"
                               % (where, SHOWN_WITHIN)):
                continue
            checks.that(shown["text"] == result["text"], "%s %r, the game's %r"
                        % (where, shown["text"], result["text"]))
            checks.that(result["text"] in (shown["words"] or ""), "%s words %r lack %r"
                        % (where, shown["words"], result["text"]))
            checks.that(len(shown["conditions"]) == len(result["conditions"]),
                        "%s: %d conditions, the game judged %d" % (where, len(shown["conditions"]),
                                                                   len(result["conditions"])))
            for line, condition in zip(shown["conditions"], result["conditions"]):
                for part in ("text", "met", "figures"):
                    checks.that(condition[part] in line, "%s line %r lacks the condition's %s %r"
                                % (where, line, part, condition[part]))
            extra = numbers_in(shown["box"]) - own_numbers
            checks.that(not extra, "%s shows %s, numbers the end does not give: %r"
                        % (where, sorted(extra), shown["box"]))
            checks.none(self.secrets[s].leaks_in_text(shown["box"], where))
            fit = self.browser.phone_fit()
            checks.that(shown["top"] < fit["height"] / 2, "%s starts %d px down a %d px phone "
                        "screen" % (where, shown["top"], fit["height"]))
            checks.that(fit["font"] >= 16 and not fit["sideways"], "%s on a %d px wide phone: "
                        "type %.0f px, sideways %s" % (where, fit["width"], fit["font"],
                                                       fit["sideways"]))
        print("%s: the end on every page: %s; %d conditions"
              % (self.name, result["text"], len(result["conditions"])))

    def finish(self, steps, screenshots):
        """The odds of the form left pending, the end of the game, every page once more, every
        message received."""
        pending = steps[-1] if steps and steps[-1].get("apply", True) is False else None
        if pending:
            check_odds(self.checks, self.game, self.sides, pending, self.scenario,
                       self.secrets, self.states)
        self.check_result()
        for s in self.sides:
            self.states[s] = self.game.state(s)
            self.check_page(s)
            if screenshots:
                os.makedirs(screenshots, exist_ok=True)
                self.browser.screenshot(os.path.join(screenshots, "%s-%s.png" % (self.name, s)))
        check_messages(self.checks, self.clients, self.states, self.secrets, steps)
        for s in self.sides:
            print(self.secrets[s].summary())

    def check_page(self, side):
        check_page(self.checks, self.browser, self.game, side, self.states[side],
                   self.secrets[side], self.scenario)

    def close(self):
        for c in self.clients.values():
            c.close()
        if self.browser:
            self.browser.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("--steps", help="default: data/<scenario>.steps.jsonl")
    parser.add_argument("--screenshots", help="save each side's page here at the end")
    parser.add_argument("scenario")
    args = parser.parse_args()

    name = os.path.basename(args.scenario).removesuffix(".json")
    steps = read_steps(args.steps or os.path.join(HERE, "data", name + ".steps.jsonl"))
    scenario = json.load(open(args.scenario, encoding="utf-8"))
    ruleset = json.load(open(os.path.join(ROOT, "rulesets", scenario["ruleset"] + ".json"),
                             encoding="utf-8"))
    checks = Checks("side views of " + name)
    with SharedGame(args.app, args.scenario) as game:
        run = SideViewRun(game, scenario, ruleset, name, checks)
        try:
            run.open_views()
            run.play(steps)
            run.check_clock()
            run.finish(steps, args.screenshots)
        finally:
            run.close()
            if checks.failures:
                print("program's stderr:\n" + game.stderr())
    return checks.finish()


def check_odds(checks, game, sides, pending, scenario, secrets, states):
    """A side gets the odds of the referee's form only when the request names one of its units
    and every unit it names has its strength shown to that side (the odds rule)."""
    named = pending_units(pending, scenario)
    deadline = time.monotonic() + 5.0
    for s in sides:
        own = set(own_unit_ids(scenario, s))
        hidden = {u for u in named - own if secrets[s].strength_private}
        # A result the dice cannot change (a movement allowance) has no chart on the referee's
        # screen, and so no odds on any side's page (issue 37: odds only where something varies).
        owed = bool(named & own) and not hidden and not pending.get("certain", False)
        while True:
            states[s] = game.state(s)
            if not owed or states[s]["odds"] is not None or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        odds = states[s]["odds"]
        if owed:
            checks.that(odds is not None, "%s: no odds for the pending %s, which names its %s"
                        % (s, pending["action"], sorted(named & own)))
        else:
            checks.that(odds is None, "%s: odds %s for the pending %s naming %s (own %s, "
                        "strength private %s)" % (s, json.dumps(odds)[:200], pending["action"],
                                                   sorted(named), sorted(named & own),
                                                   sorted(hidden)))


def merged(held, kind, part):
    """The view a page holds after one more message (resources/share/side.html's merge)."""
    if kind == "state" or held is None:
        return json.loads(json.dumps(part))
    for key, value in part.items():
        if key not in ("units", "events"):
            held[key] = value
    at = {u["id"]: i for i, u in enumerate(held["units"])}
    for u in part.get("units", []):
        if u["id"] in at:
            held["units"][at[u["id"]]] = u
        else:
            held["units"].append(u)
    if "events" in part:
        kept = part["in_effect"] - len(part["events"])
        held["events"] = part["events"] + [e for e in held["events"] if e["index"] <= kept]
    return held


def check_messages(checks, clients, states, secrets, steps):
    for s, c in clients.items():
        c.wait_for(1, timeout=1)
        time.sleep(0.3)  # the last step's message on its way
        msgs = [m for _, m in c.messages]
        seqs = [m.get("seq") for m in msgs]
        checks.that(seqs == list(range(1, len(seqs) + 1)),
                    "%s WebSocket seqs %s are not 1, 2, 3 ..." % (s, seqs))
        checks.that(bool(msgs) and msgs[0].get("kind") == "state",
                    "%s: first WebSocket message %r, not a state"
                    % (s, msgs[0].get("kind") if msgs else None))
        kinds = [m.get("kind") for m in msgs]
        bad = set(kinds) - {"applied", "undone", "redone", "phase", "odds", "state", "since",
                            "clock"}
        checks.that(not bad, "%s: WebSocket kinds %s" % (s, sorted(bad)))
        for wanted, step_key in [("undone", "undo"), ("redone", "redo")]:
            if any(st.get(step_key) for st in steps):
                checks.that(wanted in kinds, "%s: no %r message after an %s step"
                            % (s, wanted, step_key))
        checks.that(len(msgs) >= len(steps) // 2, "%s: %d WebSocket messages for %d steps"
                    % (s, len(msgs), len(steps)))
        for m in msgs:
            checks.none(secrets[s].leaks_in_state(m.get("state", {}), "%s WebSocket seq %s"
                                                  % (s, m.get("seq"))))
        if msgs:
            # Each message carries what changed (docs/share-protocol.md): merged in order, as
            # the page merges them, they give the state answer's events and rows.
            held = None
            for m in msgs:
                held = merged(held, m.get("kind"), m.get("state", {}))
            checks.that(event_ids(held) == event_ids(states[s]),
                        "%s: WebSocket messages merged give events %s, GET state %s"
                        % (s, event_ids(held), event_ids(states[s])))
            checks.that(held.get("units") == states[s].get("units"),
                        "%s: WebSocket messages merged give other rows than GET state" % s)
        checks.that(c.closed is None, "%s: WebSocket closed by the server: %s" % (s, c.closed))


if __name__ == "__main__":
    sys.exit(main())
