"""Headless Chromium through selenium and the system's /usr/bin/chromedriver, one tab per side.

The options are the ones CI needs as root with no display; a fresh profile each run, and no
background throttling, so a tab not in front still applies its messages at once.
"""

import shutil
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"
PHONE = (390, 844)  # CSS pixels of a common phone


class SideBrowser:
    """One headless Chromium with a tab per side page."""

    def __init__(self, size=PHONE):
        self.size = size
        self.profile = tempfile.mkdtemp(prefix="adc-share-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in ["--headless=new", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                    "--disable-background-timer-throttling",
                    "--disable-renderer-backgrounding",
                    "--disable-backgrounding-occluded-windows",
                    "--user-data-dir=" + self.profile,
                    "--window-size=%d,%d" % size]:
            options.add_argument(arg)
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_page_load_timeout(15)
        self.tabs = {}  # side -> window handle

    def open(self, side, url):
        if self.tabs:
            self.driver.switch_to.new_window("tab")
        # Headless windows are at least 500 px wide; the DevTools protocol makes the tab a
        # phone's screen (the window size above is only where it starts).
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": self.size[0], "height": self.size[1], "deviceScaleFactor": 1,
            "mobile": True})
        self.driver.get(url)
        self.tabs[side] = self.driver.current_window_handle

    def show(self, side):
        self.driver.switch_to.window(self.tabs[side])

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def dom(self):
        """What the browser test reads of the page in front (the contract's DOM)."""
        return self.js("""
            const text = s => { const e = document.querySelector(s); return e ? e.innerText : null; };
            const rows = {};
            for (const tr of document.querySelectorAll('#roster tr[data-unit]')) {
              const data = Object.entries(tr.dataset).map(([k, v]) => k + '=' + v).join(' ');
              rows[tr.dataset.unit] = tr.innerText + ' ' + data;
            }
            const events = [...document.querySelectorAll('#events li[data-event]')]
                .map(li => li.dataset.event);
            // Each event's words as the page shows them, a line each, its dice left out.
            const eventWords = {};
            for (const li of document.querySelectorAll('#events li[data-event]')) {
              const copy = li.cloneNode(true);
              for (const d of copy.querySelectorAll('.dice, .die')) d.remove();
              eventWords[li.dataset.event] = [...copy.querySelectorAll('*')]
                  .filter(e => !e.children.length).map(e => e.textContent);
            }
            const odds = document.querySelector('#odds');
            // The game's result, once it is over: the end's own figures, for every side alike
            // (docs/share-protocol.md), read on their own and kept out of the body's text.
            const box = document.getElementById('result-box');
            const result = {shown: !box.hidden && box.offsetHeight > 0,
                            top: box.getBoundingClientRect().top, text: text('#result-text'),
                            words: text('#result-words'), box: box.innerText,
                            conditions: [...box.querySelectorAll('#result-conditions li')]
                                .map(li => li.innerText)};
            const body = [...document.body.children]
                .filter(e => e !== box && e.tagName !== 'SCRIPT' && e.tagName !== 'STYLE')
                .map(e => e.innerText).join('\\n');
            return {turn: text('#turn'), phase: text('#phase'), owed: text('#owed'),
                    rows: rows, events: events, event_words: eventWords, seq: document.body.dataset.seq || null,
                    odds: odds ? odds.innerText.trim() + (odds.children.length ? '*' : '') : null,
                    result: result, body: body, html: document.documentElement.outerHTML,
                    // the text but the events' (their dice and ranges are numbers of their own)
                    // and the clock's (the slot's times and minutes: a side totalling 33 men
                    // is not told it by a slot ending at 23:33)
                    outside_events: (() => {
                        const copy = document.body.cloneNode(true);
                        for (const e of copy.querySelectorAll('#events, #odds, #clock-box, #result-box, script, style')) e.remove();
                        return copy.textContent; })(),
                    missing: ['#turn', '#phase', '#roster', '#owed', '#events', '#odds']
                        .filter(s => !document.querySelector(s))};
        """)

    def phone_fit(self):
        """How the page in front sits on a phone: its body's type size in CSS pixels, whether it
        scrolls sideways, and every resource it fetched or links to off its own origin."""
        return self.js("""
            const own = location.origin;
            const fetched = performance.getEntriesByType('resource').map(r => r.name);
            const linked = [...document.querySelectorAll('[src], [href]')]
                .map(e => e.src || e.href).filter(Boolean);
            const styles = [...document.styleSheets].flatMap(s => {
                try { return [...s.cssRules].map(r => r.cssText); } catch (e) { return [s.href]; }
            }).join(' ');
            const imports = (styles.match(/url\(([^)]*)\)|@import[^;]*/g) || []);
            return {font: parseFloat(getComputedStyle(document.body).fontSize),
                    sideways: document.documentElement.scrollWidth > window.innerWidth + 1,
                    width: window.innerWidth, height: window.innerHeight,
                    foreign: fetched.concat(linked)
                        .filter(u => !u.startsWith(own) && !u.startsWith('data:') &&
                                     !u.startsWith('ws://' + location.host))
                        .concat(imports.filter(u => /https?:|\/\//.test(u)))};
        """)

    def shown_events(self):
        """The data-event of each #events li of the page in front, top first (a light look)."""
        return self.js("return [...document.querySelectorAll('#events li[data-event]')]"
                       ".map(li => li.dataset.event);")

    def wait_for_events(self, expected, since=None, timeout=1.0, poll=0.005):
        """Polls until the page in front lists exactly `expected` (strings, top first); returns
        the seconds since `since` (time.monotonic(), now if None) it took, or None when it did
        not within `timeout` of it."""
        start = time.monotonic() if since is None else since
        while True:
            if self.shown_events() == expected:
                return time.monotonic() - start
            if time.monotonic() - start > timeout:
                return None
            time.sleep(poll)

    def wait_until(self, test, timeout=1.0, poll=0.01):
        """Polls the page in front until test(dom) holds; returns (dom, seconds) or (dom, None)."""
        start = time.monotonic()
        while True:
            d = self.dom()
            if test(d):
                return d, time.monotonic() - start
            if time.monotonic() - start > timeout:
                return d, None
            time.sleep(poll)

    def screenshot(self, path):
        self.driver.save_screenshot(path)

    def close(self):
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
