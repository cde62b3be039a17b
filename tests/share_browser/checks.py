"""A list of checks that goes on past the first failure and says every one in words."""

import re


class Checks:
    """Every check counted, every failure kept; the same failure met again at a later step or
    message is printed once, with how often it came."""

    def __init__(self, name):
        self.name = name
        self.failures = []
        self.count = 0
        self.repeats = {}

    def _fail(self, words):
        self.failures.append(words)
        key = re.sub(r"\b(step|seq) \d+", r"\1 *", words)
        self.repeats[key] = self.repeats.get(key, 0) + 1
        if self.repeats[key] == 1:
            print("FAIL: " + words, flush=True)

    def that(self, condition, words):
        self.count += 1
        if not condition:
            self._fail(words)
        return condition

    def none(self, leaks):
        """Every leak is a failure of its own."""
        self.count += 1
        for leak in leaks:
            self._fail(leak)

    def finish(self):
        for key, n in self.repeats.items():
            if n > 1:
                print("(failed %d times in all: %s)" % (n, key[:160]))
        print("%s: %d checks, %d failed" % (self.name, self.count, len(self.failures)))
        return 1 if self.failures else 0
