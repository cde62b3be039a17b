"""What one side must never learn of the others, taken from the program's own saved game and the
ruleset's "public" declaration (rulesets/<id>.json), never from a copy written into the tests.

After every step the test hands the program's recovery file (a saved game) to `SideSecrets.note`;
it gathers, for the viewer's opponents:
  - men left: every strength an opponent's unit has had that differs from its starting strength
    (the start is printed on the roster for all to see), when `unit_strength` is false;
  - losses: every running total of an opponent unit's losses above 0, likewise;
  - side totals: every total of an opponent side's men left that differs from its start, when
    `side_totals` is false (its men lost are the sum of public fires' hits);
  - private actions (`private_actions`, e.g. Blue and Gray's written orders): the free text the
    referee typed into an opponent's order (its direction), and the order's own words as the
    engine wrote them in the outcome.
The `leaks_in_*` functions then say where any of it shows, in words a failure can print.
"""

import json
import re

NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
MOVE_NUMBER = re.compile(r"(?i)\b(move|turn)\W{0,3}\d+")


def numbers_in(text):
    return {int(n) for n in NUMBER.findall(text)}


def pointer(document, path):
    """The value at a JSON pointer (RFC 6901) in `document`."""
    value = document
    for part in path.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


class SideSecrets:
    def __init__(self, ruleset, viewer):
        public = ruleset.get("public", {})
        self.viewer = viewer
        self.strength_private = not public.get("unit_strength", True)
        self.totals_private = not public.get("side_totals", True)
        self.private_actions = set(public.get("private_actions", []))
        notice = public.get("strength_notice")
        # The notice's number ("fewer than 4 men") is public by the same declaration.
        self.notice_below = pointer(ruleset, notice["below"]) if notice else None
        self.men_left = {}  # unit id -> strengths it had while the start differed
        self.losses = {}  # unit id -> running totals of its losses above 0
        self.start = {}  # unit id -> starting strength (public)
        self.names = {}  # unit id -> name, of the opponents' units
        self.all_names = set()  # every unit's name, the bounds of what a sentence says of one
        self.side_totals = {}  # side id -> its totals of men left, where they differ from the start
        self.public_counts = {}  # unit id -> men removed by one public outcome (the table's)
        self.order_words = set()  # text typed into, and written by, opponents' private actions

    def nothing_private(self):
        return not (self.strength_private or self.totals_private or self.private_actions)

    def is_opponent(self, unit):
        return unit.get("side") != self.viewer

    def note(self, saved_game):
        """Gathers the secrets of the game as it stands in `saved_game` (a recovery file)."""
        units = saved_game["state"]["units"]
        totals = {}
        self.all_names |= {u["name"] for u in units}
        for u in units:
            if not self.is_opponent(u):
                continue
            self.start[u["id"]] = u["start_strength"]
            self.names[u["id"]] = u["name"]
            lost = sum(c.get("count", 0) for c in u.get("casualties", []))
            t = totals.setdefault(u["side"], [0, 0, 0])
            t[0] += u["strength"]
            t[1] += lost
            t[2] += u["start_strength"]
            if self.strength_private:
                if u["strength"] != u["start_strength"]:
                    self.men_left.setdefault(u["id"], set()).add(u["strength"])
                if lost > 0:
                    self.losses.setdefault(u["id"], set()).add(lost)
        if self.totals_private:
            # Men left, not men lost: each fire's hits are public where the table's result is,
            # so their sum is too; what stands is the side's own.
            for side, (left, lost, start) in totals.items():
                if left != start:
                    self.side_totals.setdefault(side, set()).add(left)
        sides = {u["id"]: u["side"] for u in units}
        for event in saved_game["history"][: saved_game["position"]]:
            request = event.get("request") or {}
            outcome = event.get("outcome", {})
            if request.get("action") not in self.private_actions:
                for fx in outcome.get("effects", []):
                    if fx.get("kind") == "casualties" and fx.get("unit") in self.start:
                        self.public_counts.setdefault(fx["unit"], set()).add(fx.get("count"))
                continue
            owners = {sides.get(fx.get("unit")) for fx in outcome.get("effects", [])}
            owners |= {sides.get(v) for v in request.get("params", {}).values() if v in sides}
            if owners - {None} <= {self.viewer}:
                continue  # the viewer's own order
            for key, value in request.get("params", {}).items():
                # Free text the referee typed (the order's direction). Unit ids and the order's
                # kind ("charge") are words the page uses elsewhere; the engine's sentence for
                # the order, below, carries the kind.
                if isinstance(value, str) and value not in sides and " " in value.strip():
                    self.order_words.add(value.strip())
            for text in [outcome.get("summary", "")] + [s.get("text", "") for s in
                                                         outcome.get("steps", [])]:
                if len(text.strip()) >= 12:
                    self.order_words.add(text.strip())
            for fx in outcome.get("effects", []):
                if isinstance(fx.get("text"), str) and len(fx["text"].strip()) >= 12:
                    self.order_words.add(fx["text"].strip())

    def summary(self):
        """What was kept from the viewer, in a line, so a run shows its checks were not empty."""
        return ("kept from %s: men left of %d units, losses of %d, side totals %s, %d texts of "
                "orders" % (self.viewer, len(self.men_left), len(self.losses),
                            {k: sorted(v) for k, v in self.side_totals.items()},
                            len(self.order_words)))

    def allowed_numbers(self, unit_id):
        """Numbers an opponent's unit may show: its start, and the notice's threshold."""
        allowed = {self.start.get(unit_id)}
        if self.notice_below is not None:
            allowed.add(self.notice_below)
        return allowed

    def unit_numbers(self, unit_id):
        secret = self.men_left.get(unit_id, set()) | self.losses.get(unit_id, set())
        return secret - self.allowed_numbers(unit_id)

    # -- where the secrets show ---------------------------------------------------------------

    def leaks_in_text(self, text, where, totals=False):
        """The opponents' order words anywhere in `text`; with `totals`, their sides' men left
        as a number too (for text with no dice or ranges in it)."""
        leaks = []
        lowered = text.lower()
        for words in sorted(self.order_words):
            if words.lower() in lowered:
                leaks.append("%s: shows an opponent's written order: %r" % (where, words))
        if totals:
            for side, secret in sorted(self.side_totals.items()):
                shown = numbers_in(text) & secret
                if shown:
                    leaks.append("%s: shows %s's total of men left %s" % (where, side,
                                                                        sorted(shown)))
        return leaks

    def leaks_in_unit(self, unit_id, text, where, also_allowed=()):
        """An opponent unit's men left or losses among the numbers of `text` (its row, its
        JSON object)."""
        if unit_id not in self.start:
            return []
        # The move a thing happened in ("Fired in move 1", "turn": 2) is everyone's to know.
        text = MOVE_NUMBER.sub(" ", text)
        shown = numbers_in(text) & (self.unit_numbers(unit_id) - set(also_allowed))
        if not shown:
            return []
        return ["%s: %s (%s) shows %s, its private men left/losses (left %s, lost %s)"
                % (where, unit_id, self.names[unit_id], sorted(shown),
                   sorted(self.men_left.get(unit_id, [])), sorted(self.losses.get(unit_id, [])))]

    def leaks_in_words(self, text, where):
        """An opponent unit's private numbers in what a sentence says of it: from its name to
        the next unit's name ("2nd Michigan (detachment) (Union, 1)"), less the men a public
        outcome removed from it ("-3 figures")."""
        marks = sorted((m.start(), m.end(), name) for name in self.all_names
                       for m in re.finditer(re.escape(name), text))
        leaks = []
        for i, (start, end, name) in enumerate(marks):
            unit_id = next((k for k, v in self.names.items() if v == name), None)
            if unit_id is None:
                continue
            bound = next((s for s, _, _ in marks[i + 1:] if s >= end), len(text))
            leaks += self.leaks_in_unit(unit_id, text[end:bound], "%s, %r" % (where, text[:160]),
                                        self.public_counts.get(unit_id, ()))
        return leaks

    def leaks_in_state(self, state, where):
        """Leaks anywhere in a side's state JSON: the order words and totals in all of it, and
        each opponent unit's numbers in its own object and in the effects' words."""
        leaks = self.leaks_in_text(json.dumps(state, ensure_ascii=False), where)
        for side in state.get("sides", []):
            if side.get("id") in self.side_totals:
                leaks += self.leaks_in_text(json.dumps(side, ensure_ascii=False),
                                            "%s /sides/%s" % (where, side.get("id")), True)
        for u in state.get("units", []):
            leaks += self.leaks_in_unit(u.get("id"), json.dumps(u, ensure_ascii=False),
                                        "%s /units/%s" % (where, u.get("id")))
        for e in state.get("events", []):
            # The title, each step and each effect in words; the dice are numbers of their own.
            for text in [e.get("title", "")] + list(e.get("steps", [])) + list(e.get("effects",
                                                                                    [])):
                if isinstance(text, str):
                    leaks += self.leaks_in_words(text, "%s event %s" % (where, e.get("index")))
        if state.get("odds") is not None and self.strength_private:
            odds_text = json.dumps(state["odds"], ensure_ascii=False)
            for unit_id in self.names:
                if re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(unit_id), odds_text):
                    leaks.append("%s: odds name %s, whose strength the viewer may not know"
                                 % (where, unit_id))
        return leaks
