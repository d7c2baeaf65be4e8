#!/usr/bin/env python3
"""Finds circles of calls between the library's source files.

    test/circles.py BUILD_DIR

Reads the object files cmake built for base/, matchers/ and fixits/
(BUILD_DIR/CMakeFiles/cfix_*.dir/, and tool/ from cfix.dir) with nm: a file that uses a symbol
another file defines depends on that file.  Prints every circle (a
strongly connected group of files) and fails on each one not listed in
ALLOWED below: the statement/flow recursion of the matcher, through one
header each way (docs/architecture.md).  The last line is
"N passed, N failed".
"""
import os
import subprocess
import sys

# Circles the design has on purpose: the structural matcher matches a
# statement's pattern, which may hold `...` runs that the flow walk
# matches, whose statements the structural matcher matches again; a
# switch's case groups (switches.c, split from flow.c for its size) are
# such runs too, as are a nest's occurrences (nests.c, split from
# structure.c for its size), and the `...` between a run's items
# (flow_dots.c, split from flow.c for its size) match the rest of the
# run after them; the isomorphisms' variant shapes (iso_shapes.c, split
# from structure.c for its size: decl_init's declaration without its
# initializer, neg_if_exp's negated condition), the swapped if-else of
# neg_if and ne_if (neg_if.c) and the declarations' shapes
# (decl_shapes.c, split from structure.c for its size: a type
# metavariable's whole declared type, `int x;` against `int a, b;`)
# and `A && ... && B` over a longer chain (chain_dots.c: A any operand,
# each a way) match their parts with the structural matcher.
ALLOWED = [
    {"matchers/match/structure.c", "matchers/match/flow.c"},
    {"matchers/match/structure.c", "matchers/match/flow.c",
     "matchers/match/switches.c"},
    {"matchers/match/structure.c", "matchers/match/flow.c",
     "matchers/match/switches.c", "matchers/match/nests.c"},
    {"matchers/match/structure.c", "matchers/match/flow.c",
     "matchers/match/flow_dots.c", "matchers/match/switches.c",
     "matchers/match/nests.c"},
    {"matchers/match/structure.c", "matchers/match/flow.c",
     "matchers/match/flow_dots.c", "matchers/match/switches.c",
     "matchers/match/nests.c", "matchers/match/iso_shapes.c"},
    {"matchers/match/structure.c", "matchers/match/flow.c",
     "matchers/match/flow_dots.c", "matchers/match/switches.c",
     "matchers/match/nests.c", "matchers/match/iso_shapes.c",
     "matchers/match/neg_if.c", "matchers/match/decl_shapes.c"},
    {"matchers/match/structure.c", "matchers/match/flow.c",
     "matchers/match/flow_dots.c", "matchers/match/switches.c",
     "matchers/match/nests.c", "matchers/match/iso_shapes.c",
     "matchers/match/neg_if.c", "matchers/match/decl_shapes.c",
     "matchers/match/chain_dots.c"},
]


def objects(build):
    found = []
    top = os.path.join(build, "CMakeFiles")
    for lib in ("cfix_base.dir", "cfix_matchers.dir", "cfix_fixits.dir",
                "cfix.dir"):
        root = os.path.join(top, lib)
        for here, _, files in os.walk(root):
            for f in files:
                if f.endswith(".c.o"):
                    path = os.path.join(here, f)
                    src = os.path.relpath(path, root)[: -len(".o")]
                    # objects of files moved or removed since are stale
                    if os.path.exists(src):
                        found.append((src, path))
    return sorted(found)


def symbols(path):
    out = subprocess.run(["nm", path], capture_output=True, text=True,
                         check=True).stdout
    defined, used = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDRB":
            defined.add(parts[2])
        elif len(parts) == 2 and parts[0] == "U":
            used.add(parts[1])
    return defined, used


def strongly_connected(nodes, edges):
    index, low, stack, on, groups = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on.discard(w)
                group.add(w)
                if w == v:
                    break
            groups.append(group)

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    return groups


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    objs = objects(sys.argv[1])
    if not objs:
        print(f"circles: no object files under {sys.argv[1]}", file=sys.stderr)
        return 2
    owner, uses = {}, {}
    for src, path in objs:
        defined, used = symbols(path)
        for name in defined:
            owner[name] = src
        uses[src] = used
    edges = {src: {owner[n] for n in used if n in owner and owner[n] != src}
             for src, used in uses.items()}
    passed = failed = 0
    for group in strongly_connected(sorted(uses), edges):
        if len(group) == 1:
            passed += 1
            continue
        names = sorted(group)
        if set(names) in ALLOWED:
            print("allowed circle: " + " <-> ".join(names))
            passed += 1
            continue
        failed += 1
        print("FAIL: circle of calls: " + " <-> ".join(names))
        for a in names:
            for b in names:
                if b in edges.get(a, ()):
                    took = sorted(n for n in uses[a] if owner.get(n) == b)
                    print(f"  {a} -> {b}: {', '.join(took[:6])}"
                          + (" ..." if len(took) > 6 else ""))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
