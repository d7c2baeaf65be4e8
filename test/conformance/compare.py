#!/usr/bin/env python3
"""Compares two conformance runs test by test.

    test/conformance/compare.py BEFORE.json AFTER.json

BEFORE and AFTER are run.py --json files.  Prints every test whose
verdict or exact-spacing result changed, and exits 1 when a test that
passed in BEFORE does not pass in AFTER, or passed with exact spacing
and no longer does.  A refactoring must leave both lists empty.  The
last line is "N passed, N failed" (tests compared, tests lost).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from split import held_out  # noqa: E402


def load(path):
    with open(path, encoding="utf-8") as f:
        return {r["name"]: r for r in json.load(f)["results"]}


def change(b, a):
    """'lost', 'gained', 'changed' or None: how a test's result moved."""
    if not b or not a:
        return "lost" if b and b.get("pass") else None
    if b.get("pass") and not a.get("pass"):
        return "lost"
    if a.get("pass") and not b.get("pass"):
        return "gained"
    if b.get("exact") and not a.get("exact"):
        return "lost"
    return "changed" if b.get("verdict") != a.get("verdict") else None


def main():
    if len(sys.argv) != 3:
        print("usage: compare.py BEFORE.json AFTER.json", file=sys.stderr)
        return 2
    before, after = load(sys.argv[1]), load(sys.argv[2])
    lost = gained = 0
    hidden = {"lost": 0, "gained": 0, "changed": 0}
    for name in sorted(set(before) | set(after)):
        if held_out(name):
            kind = change(before.get(name), after.get(name))
            if kind:
                hidden[kind] += 1
                lost += kind == "lost"
            continue
        b, a = before.get(name), after.get(name)
        if not b or not a:
            print(f"{name}: only in {'AFTER' if a else 'BEFORE'}")
            lost += 1 if b and b.get("pass") else 0
            continue
        if b.get("pass") and not a.get("pass"):
            print(f"LOST {name}: {b['verdict']} -> {a['verdict']}")
            lost += 1
        elif a.get("pass") and not b.get("pass"):
            print(f"gained {name}: {b['verdict']} -> {a['verdict']}")
            gained += 1
        elif b.get("exact") and not a.get("exact"):
            print(f"LOST exact spacing {name}")
            lost += 1
        elif b.get("verdict") != a.get("verdict"):
            print(f"changed {name}: {b['verdict']} -> {a['verdict']}")
    print("held-out part (test/conformance/split.py, not named): "
          f"{hidden['lost']} lost, {hidden['gained']} gained, {hidden['changed']} changed")
    print(f"{gained + hidden['gained']} gained; {len(before) - lost} passed, {lost} failed")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
