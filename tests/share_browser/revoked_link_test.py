#!/usr/bin/python3
"""Issue 36, item 9 and the page's width: a side's page on a link the referee replaced (New
links) says so, shows nothing of the game any more and stops asking; and on a phone's 390 px the
page is no wider than the screen.

    revoked_link_test.py --app build/dev/src/app/aide-de-camp scenarios/SCENARIO.json
"""

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from page_check import run_page_check  # noqa: E402
from shared_game import read_steps  # noqa: E402

REVOKED = "this link is no longer valid — ask the referee for the new code"


def wait_for(condition, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


def run(checks, game, browser):
    side = game.sides[0]
    browser.open(side, game.links[side].page_url())
    live = wait_for(lambda: browser.js("return document.getElementById('link').textContent")
                    == "live", 10)
    checks.that(live, "the page never went live")
    rows = browser.js("return document.querySelectorAll('#roster tr[data-unit]').length")
    checks.that(rows > 0, "no roster rows before the new links")
    # The page fits a phone with losses, events and the odds on it: nothing wider than the
    # screen (the Losses column was clipped), every side's page.
    name = os.path.splitext(os.path.basename(game.scenario))[0]
    for step in read_steps(os.path.join(HERE, "data", name + ".steps.jsonl")):
        game.play(step)
    for other in game.sides[1:]:
        browser.open(other, game.links[other].page_url())
    for s in game.sides:
        browser.show(s)
        wait_for(lambda: browser.js("return document.body.dataset.seq") not in (None, "0"), 10)
        time.sleep(0.5)
        width = browser.js("return Math.max(document.documentElement.scrollWidth, "
                           "...[...document.querySelectorAll('td, th, li, div')]"
                           ".map(e => e.getBoundingClientRect().right))")
        checks.that(width <= 390, "%s's page reaches %s px on a 390 px phone" % (s, width))
    browser.show(side)
    # The referee makes new links, from the share dialog as at the table.
    game.play({"trigger": "share"})
    game.play({"trigger": "newLinks"})
    said = wait_for(lambda: browser.js("return document.getElementById('link').textContent")
                    == REVOKED, 10)
    shown = browser.js("return document.getElementById('link').textContent")
    checks.that(said, "the page on the old link says %r" % shown)
    left = browser.js("return document.querySelectorAll('#roster tr, #events li').length")
    checks.that(left == 0, "the old link's page still shows %d rows of the game" % left)
    time.sleep(1.5)  # and it stays so: no "reconnecting…" after it
    shown = browser.js("return document.getElementById('link').textContent")
    checks.that(shown == REVOKED, "then the page says %r" % shown)


if __name__ == "__main__":
    sys.exit(run_page_check("revoked link", run))
