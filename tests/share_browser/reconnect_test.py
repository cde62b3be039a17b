#!/usr/bin/python3
"""Issue 36, item 12: a page that loses its socket and opens it again gets only what it lacks.

    reconnect_test.py --app build/dev/src/app/aide-de-camp scenarios/fredericksburg-1862.json

The page's WebSocket is wrapped (before the page's own script runs) to note each socket's link
and first message, and to knock at the door with a wrong key while the test keeps it "offline"
(refused, so the page keeps retrying). While the page is away the referee plays on; back, the
page's new link names the events it has (`since`, `mark`), the first message is a "since" with
only the events after those it still holds, and the page then shows the events the state answer
lists. Twice: once when the history it holds is intact, once after an undo went below it.
"""

import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from page_check import run_page_check  # noqa: E402
from load_check import APPLY, SETUP, UNDO  # noqa: E402

WRAP = """
(() => {
  const Real = window.WebSocket;
  window.__links = []; window.__firsts = []; window.__offline = false; window.__sockets = [];
  window.WebSocket = function (url, protocols) {
    window.__links.push(url);
    const socket = new Real(window.__offline ? url.replace("key=", "key=offline") : url,
                            protocols);
    window.__sockets.push(socket);
    socket.addEventListener("message", m => {
      if (!socket.__heard) { socket.__heard = true; window.__firsts.push(m.data); }
    });
    return socket;
  };
})();
"""


def wait_for(condition, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


def away_and_back(checks, game, browser, side, steps, held, words):
    """The page goes away, `steps` are played, it comes back: it must be sent only the events
    after the `held` it still holds."""
    had = int(browser.js("return document.body.dataset.events"))
    sockets = browser.js("return window.__links.length")
    browser.js("window.__offline = true; window.__sockets[window.__sockets.length - 1].close();")
    wait_for(lambda: browser.js("return document.getElementById('link').textContent")
             != "live", 5)
    for step in steps:
        game.play(step)
    browser.js("window.__offline = false;")
    events = game.events
    back = wait_for(lambda: browser.js("return document.body.dataset.events") == str(events)
                    and browser.js("return document.getElementById('link').textContent")
                    == "live", 15)
    checks.that(back, "%s: the page never came back to %d events (it shows %s)"
                % (words, events, browser.js("return document.body.dataset.events")))
    links = browser.js("return window.__links")[sockets:]
    checks.that(links and "since=%d&mark=" % had in links[-1],
                "%s: the page's link back %r does not say since=%d" % (words, links[-1:], had))
    first = json.loads(browser.js("return window.__firsts[window.__firsts.length - 1]"))
    sent = [e["index"] for e in first["state"].get("events", [])]
    checks.that(first["kind"] == "since", "%s: first message back is %r" % (words, first["kind"]))
    checks.that(sent == list(range(events, held, -1)),
                "%s: sent events %s, wanted only those after %d of %d" % (words, sent, held,
                                                                          events))
    shown = browser.js("return [...document.querySelectorAll('#events li[data-event]')]"
                       ".map(li => +li.dataset.event)")
    wanted = [e["index"] for e in game.state(side)["events"]]
    checks.that(shown == wanted, "%s: the page shows %s, the state %s" % (words, shown, wanted))


def run(checks, game, browser):
    for step in SETUP:
        game.play(step)
    side = game.sides[0]
    browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WRAP})
    browser.open(side, game.links[side].page_url())
    live = wait_for(lambda: browser.js("return document.body.dataset.events") == "2", 10)
    checks.that(live, "the page never showed the setup's 2 events")
    # Intact below it: a fire applied, undone, applied again while away; it holds 2 of 3.
    away_and_back(checks, game, browser, side, [APPLY, UNDO, APPLY], 2, "played on")
    # An undo below what it holds (3): two undone and one applied; it holds 1 of 2.
    away_and_back(checks, game, browser, side, [UNDO, UNDO, APPLY], 1, "undone below")


if __name__ == "__main__":
    sys.exit(run_page_check("reconnect", run))
