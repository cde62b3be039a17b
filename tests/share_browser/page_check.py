"""The shape every scripted check of a side page shares: the program with a shared game, a
headless browser beside it, the check's steps, and the program's stderr when a check failed."""
import argparse

from browser import SideBrowser
from checks import Checks
from shared_game import SharedGame


def run_page_check(name, run):
    """Parses --app and the scenario, runs `run(checks, game, browser)`; the exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True)
    parser.add_argument("scenario")
    args = parser.parse_args()
    checks = Checks(name)
    with SharedGame(args.app, args.scenario) as game:
        browser = SideBrowser()
        try:
            run(checks, game, browser)
        finally:
            browser.close()
            if checks.failures:
                print("program's stderr:\n" + game.stderr())
    return checks.finish()
