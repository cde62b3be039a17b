#!/usr/bin/env python3
"""Plays one of the scripted games of tests/cli/data through adc into a save, as the table would.

Usage: play_scripted.py ADC SCRIPT OUT ROOT
"""
import json
import os
import subprocess
import sys


def play(adc, script, out, root):
    s = json.load(open(script))
    subprocess.run([adc, "new", os.path.join(root, s["scenario"]), "--out", out, "--seed",
                    str(s["seed"])], check=True, capture_output=True)
    for st in s["steps"]:
        if "apply" in st:
            subprocess.run([adc, "apply", out, "--request", "-"],
                           input=json.dumps(st["apply"]).encode(), check=True,
                           capture_output=True)
        elif "next" in st:
            subprocess.run([adc, "next", out] + (["--force"] if st["next"] == "force" else []),
                           check=True, capture_output=True)


if __name__ == "__main__":
    play(*sys.argv[1:5])
