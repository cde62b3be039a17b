#!/usr/bin/python3
"""The leak finder itself, on a made-up Blue and Gray game: it must see each kind of leak the
browser tests look for, and pass what the rules make public (no program, no browser)."""

import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from side_secrets import SideSecrets  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
RULESET = json.load(open(os.path.join(ROOT, "rulesets", "bluegray.json"), encoding="utf-8"))


def unit(uid, name, side, strength, start, lost_turn1=0):
    casualties = [{"turn": 1, "count": lost_turn1}] if lost_turn1 else []
    return {"id": uid, "name": name, "side": side, "strength": strength,
            "start_strength": start, "casualties": casualties}


SAVE = {
    "position": 2,
    "state": {"units": [unit("us-2mi", "2nd Michigan", "union", 1, 4, 3),
                        unit("us-79ny", "79th New York", "union", 6, 6),
                        unit("cs-bryan", "Bryan's Brigade", "confed", 16, 16)]},
    "history": [
        {"request": {"action": "fire", "params": {"unit": "cs-bryan", "target": "us-2mi"}},
         "outcome": {"summary": "Fire: 3 hits", "steps": [],
                     "effects": [{"kind": "casualties", "unit": "us-2mi", "count": 3}]}},
        {"request": {"action": "write_order",
                     "params": {"unit": "us-79ny", "order": "charge",
                                "direction": "up the ravine by the old mill"}},
         "outcome": {"summary": "Order: 79th New York, charge up the ravine by the old mill",
                     "steps": [], "effects": [{"kind": "attr", "unit": "us-79ny"}]}},
    ],
}


class SideSecretsTest(unittest.TestCase):
    def setUp(self):
        self.confed = SideSecrets(RULESET, "confed")
        self.confed.note(SAVE)

    def test_gathers_from_the_save_and_the_public_declaration(self):
        self.assertEqual(self.confed.notice_below, RULESET["fire"]["unit_minimum"])
        self.assertEqual(self.confed.men_left, {"us-2mi": {1}})
        self.assertEqual(self.confed.losses, {"us-2mi": {3}})
        self.assertEqual(self.confed.side_totals, {"union": {7}})
        self.assertIn("up the ravine by the old mill", self.confed.order_words)
        self.assertFalse(SideSecrets(RULESET, "union").unit_numbers("us-2mi"))

    def test_finds_an_opponents_strength_in_its_row_and_object(self):
        self.assertTrue(self.confed.leaks_in_unit("us-2mi", "2nd Michigan  1 / 4", "row"))
        self.assertTrue(self.confed.leaks_in_unit("us-2mi", '{"strength": 1}', "json"))
        self.assertFalse(self.confed.leaks_in_unit("us-2mi", "2nd Michigan  4  fewer than 4",
                                                   "row"))

    def test_finds_strength_in_a_sentence_but_not_the_hits_of_a_fire(self):
        self.assertTrue(self.confed.leaks_in_words(
            "End of move 1: 2nd Michigan (Union, 1), Bryan's Brigade (Confederate, 16)", "e"))
        self.assertFalse(self.confed.leaks_in_words("2nd Michigan: -3 figures", "e"))
        self.assertFalse(self.confed.leaks_in_words("79th New York fired, 1 die", "e"))
        self.assertFalse(self.confed.leaks_in_words("2nd Michigan: Fired in move 1", "e"))
        self.assertTrue(self.confed.leaks_in_words("2nd Michigan: 1 man in move 2", "e"))

    def test_finds_an_order_and_a_total(self):
        state = {"units": [], "sides": [{"id": "union", "strength": 7}], "events": [
            {"index": 2, "title": "Order: 79th New York, charge up the ravine by the old mill",
             "steps": [], "effects": []}]}
        leaks = self.confed.leaks_in_state(state, "state")
        self.assertEqual(len(leaks), 3, leaks)  # the title, the free text in it, the total
        kept = {"units": [], "sides": [{"id": "union"}], "events": [
            {"index": 2, "title": "Written order — kept by the side that made it",
             "steps": [], "effects": [], "kept": True}]}
        self.assertEqual(self.confed.leaks_in_state(kept, "state"), [])

    def test_odds_naming_a_unit_of_private_strength(self):
        state = {"units": [], "events": [], "odds": {"request": {"target": "us-2mi"}}}
        self.assertTrue(self.confed.leaks_in_state(state, "state"))


if __name__ == "__main__":
    unittest.main()
