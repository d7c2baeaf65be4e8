#!/usr/bin/env python3
"""Sample findings for a by-hand audit, by a rule fixed before reading.

Per rule file (labels mapped to the .cocci that defines them): its
findings sorted as text; all if at most N, else those at positions
1, k+1, 2k+1, ... (k = ceil(n/N)), N of them. Usage:
audit-sample.py FINDINGS RULESDIR N [LABEL-PREFIX-ALL ...]
Labels starting with a LABEL-PREFIX-ALL are all kept, not sampled."""
import math, re, sys, pathlib

findings, rulesdir, n = sys.argv[1], pathlib.Path(sys.argv[2]), int(sys.argv[3])
keep_all = sys.argv[4:]
owner = {}
for f in sorted(rulesdir.glob("*.cocci")):
    for m in re.finditer(r"^@\s*(\w+)", f.read_text(), re.M):
        owner.setdefault(m.group(1), f.stem)
groups = {}
for line in open(findings):
    label = re.search(r"\[(\w+)\]$", line.strip()).group(1)
    if any(label.startswith(p) for p in keep_all):
        groups.setdefault("ALL:" + label, []).append(line.rstrip())
    else:
        groups.setdefault(owner.get(label, label), []).append(line.rstrip())
for g in sorted(groups):
    xs = sorted(groups[g])
    if g.startswith("ALL:") or len(xs) <= n:
        pick = xs
    else:
        k = math.ceil(len(xs) / n)
        pick = xs[::k][:n]
    for x in pick:
        print(g, x)
