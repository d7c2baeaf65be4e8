#!/usr/bin/env python3
"""Checks that cfix's fixes touch only the bytes of their matches.

usage: untouched.py PRISTINE FIXED FINDINGS.jsonl FILE...

PRISTINE and FIXED are two folders holding the same relative FILEs:
before and after `cfix --in-place`; FINDINGS.jsonl is what `cfix --json`
printed for the same run (paths relative to the folders).  For every
FILE:
  - with no edit, FIXED/FILE is byte-identical to PRISTINE/FILE;
  - each edit lies inside its finding's range, except for whitespace
    (a removed line takes its indentation and line end);
  - PRISTINE/FILE with the edits applied is FIXED/FILE byte for byte, so
    everything outside the edited ranges is unchanged.
Prints one line per problem and a summary; exits 1 when a check failed."""
import json
import os
import sys


def line_starts(data):
    starts = [0]
    for i, b in enumerate(data):
        if b == 0x0A:
            starts.append(i + 1)
    return starts


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    pristine, fixed, findings_path, files = argv[0], argv[1], argv[2], argv[3:]
    findings = {}
    with open(findings_path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                item = json.loads(line)
                findings.setdefault(os.path.normpath(item["file"]), []).append(item)
    problems = 0
    files_edited = edits_seen = 0

    def problem(text):
        nonlocal problems
        problems += 1
        print("FAIL " + text)

    for name in files:
        key = os.path.normpath(name)
        old = open(os.path.join(pristine, name), "rb").read()
        new = open(os.path.join(fixed, name), "rb").read()
        edits = []
        starts = line_starts(old)
        for item in findings.get(key, []):
            if not item.get("edits"):
                continue
            begin = starts[item["line"] - 1] + item["col"] - 1
            end = starts[item["end_line"] - 1] + item["end_col"] - 1
            for e in item["edits"]:
                lo, hi = e["offset"], e["offset"] + e["length"]
                outside = old[lo:max(lo, min(hi, begin))] + old[max(lo, end):hi]
                if lo > end or hi < begin or outside.strip():
                    problem("%s: edit at bytes %d-%d (%r) reaches outside its "
                            "match %d:%d-%d:%d [%s]" %
                            (name, lo, hi, old[lo:hi][:40], item["line"],
                             item["col"], item["end_line"], item["end_col"],
                             item["rule"]))
                edits.append((lo, hi, e["text"].encode("utf-8")))
        if not edits:
            if old != new:
                problem("%s: changed, but cfix reported no edit in it" % name)
            continue
        files_edited += 1
        edits_seen += len(edits)
        edits.sort()
        out, at = bytearray(), 0
        for lo, hi, text in edits:
            if lo < at:
                problem("%s: edits overlap at byte %d" % (name, lo))
                break
            out += old[at:lo] + text
            at = hi
        out += old[at:]
        if bytes(out) != new:
            problem("%s: the file written differs from the original with "
                    "the reported edits applied" % name)
    print("%d files, %d with edits (%d edits): %d problems" %
          (len(files), files_edited, edits_seen, problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
