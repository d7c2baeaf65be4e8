#!/usr/bin/env python3
"""Conformance of cfix against Coccinelle's regression tests.

Runs cfix over ../shared/cocci-tests (the folder next to the repository)
the way its README says:

    cp tests/NAME.c SCRATCH/NAME.c
    cfix --sp-file tests/BASE.cocci --in-place SCRATCH/NAME.c -- -I tests/include

and judges SCRATCH/NAME.c against tests/NAME.res as Coccinelle does: equal
C token streams, ignoring whitespace, newlines, comments and a trailing
comma before `}`.  Byte-for-byte equality is recorded as a second, stricter
result ("exact spacing").  Inputs named *_failure.c are Coccinelle's own
known failures and are skipped.

A run that exits 2 (cfix did not accept the rule or the input), times out,
or crashes (exit status above 2, or a signal) fails, whatever the file
holds.  Prints the pass counts per tier; --floor makes a drop below
recorded counts an error (exit 1).  Standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from split import held_out  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# ---- judging -------------------------------------------------------------

_TOKEN = re.compile(
    r"""
      (?P<ws>\s+)
    | (?P<comment>//[^\n]*|/\*.*?\*/)
    | (?P<string>(?:u8|[LuU])?"(?:\\.|[^"\\\n])*")
    | (?P<char>(?:u8|[LuU])?'(?:\\.|[^'\\\n])*')
    | (?P<number>\.?[0-9](?:[eEpP][+-]|[A-Za-z0-9_.])*)
    | (?P<ident>[A-Za-z_$][A-Za-z0-9_$]*)
    | (?P<punct>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||
                [-+*/%&|^]=|\#\#|[][(){}.&*+\-~!/%<>^|?:;=,\#])
    | (?P<other>.)
    """,
    re.S | re.X,
)


def c_tokens(text):
    """C tokens of text, without whitespace and comments, and without a
    comma that only precedes a closing brace."""
    text = text.replace("\\\r\n", "").replace("\\\n", "")
    toks = [m.group() for m in _TOKEN.finditer(text)
            if m.lastgroup not in ("ws", "comment")]
    return [t for i, t in enumerate(toks)
            if not (t == "," and i + 1 < len(toks) and toks[i + 1] == "}")]


def read_text(path):
    with open(path, "rb") as f:
        data = f.read()
    return data, data.decode("utf-8", errors="surrogateescape")


# ---- the tests -----------------------------------------------------------

def load_manifest(tests_root):
    """name -> row (dict of the manifest's columns)."""
    rows = {}
    path = os.path.join(tests_root, "manifest.tsv")
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) == len(header):
                row = dict(zip(header, cells))
                rows[row["name"]] = row
    return rows


def rule_base(name):
    return re.sub(r"_ver[0-9]+$", "", name)


def collect(tests_root, manifest, only):
    """The tests to run, as dicts, and the names skipped with a reason."""
    tests_dir = os.path.join(tests_root, "tests")
    tests, skipped = [], []
    for fname in sorted(os.listdir(tests_dir)):
        if not fname.endswith(".c"):
            continue
        name = fname[:-2]
        if only and not re.search(only, name):
            continue
        row = manifest.get(name, {})
        if name.endswith("_failure") or row.get("known_failure") == "yes":
            skipped.append((name, "known failure of Coccinelle"))
            continue
        rule = os.path.join(tests_dir, rule_base(name) + ".cocci")
        res = os.path.join(tests_dir, name + ".res")
        if not os.path.exists(rule) or not os.path.exists(res):
            skipped.append((name, "no .cocci or .res"))
            continue
        tests.append({
            "name": name,
            "tier": row.get("tier", "T?"),
            "spatch_pass": row.get("spatch_token_pass") == "yes",
            "input": os.path.join(tests_dir, fname),
            "rule": rule,
            "res": res,
        })
    return tests, skipped


def run_one(test, cfix, include, timeout, out_dir):
    result = {k: test[k] for k in ("name", "tier", "spatch_pass")}
    scratch = tempfile.mkdtemp(prefix="cfix-conf-")
    try:
        target = os.path.join(scratch, test["name"] + ".c")
        shutil.copyfile(test["input"], target)
        cmd = [cfix, "--sp-file", test["rule"], "--in-place", target,
               "--", "-I", include]
        start = time.monotonic()
        try:
            proc = subprocess.run(cmd, cwd=scratch, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, timeout=timeout)
            status, stderr = proc.returncode, proc.stderr
        except subprocess.TimeoutExpired as e:
            status, stderr = None, e.stderr or b""
        result["seconds"] = round(time.monotonic() - start, 3)
        result["status"] = status
        result["stderr"] = stderr.decode("utf-8", "replace")[-2000:]

        out_bytes, out_text = read_text(target)
        res_bytes, res_text = read_text(test["res"])
        token_equal = c_tokens(out_text) == c_tokens(res_text)
        exact = out_bytes == res_bytes
        if status is None:
            verdict = "timeout"
        elif status < 0 or status > 2:
            verdict = "crash"
        elif status == 2:
            verdict = "error"
        else:
            verdict = "pass" if token_equal else "fail"
        result["verdict"] = verdict
        result["pass"] = verdict == "pass"
        result["exact"] = verdict == "pass" and exact
        if out_dir:
            shutil.copyfile(target, os.path.join(out_dir, test["name"] + ".c"))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return result


# ---- reporting -----------------------------------------------------------

COLUMNS = ["tier", "tests", "spatch passes", "cfix passes",
           "cfix passes among spatch passes", "share %", "exact-spacing passes"]


def tier_rows(results):
    tiers = sorted({r["tier"] for r in results})
    rows = []
    for tier in tiers + ["all"]:
        rs = [r for r in results if tier == "all" or r["tier"] == tier]
        spatch = sum(r["spatch_pass"] for r in rs)
        both = sum(r["spatch_pass"] and r["pass"] for r in rs)
        rows.append({
            "tier": tier,
            "tests": len(rs),
            "spatch": spatch,
            "cfix": sum(r["pass"] for r in rs),
            "both": both,
            "share": round(100.0 * both / spatch, 1) if spatch else 0.0,
            "exact": sum(r["exact"] for r in rs),
        })
    return rows


def row_cells(row):
    return [row["tier"], str(row["tests"]), str(row["spatch"]), str(row["cfix"]),
            str(row["both"]), "%.1f" % row["share"], str(row["exact"])]


def print_table(rows, out):
    cells = [COLUMNS] + [row_cells(r) for r in rows]
    widths = [max(len(c[i]) for c in cells) for i in range(len(COLUMNS))]
    for n, line in enumerate(cells):
        out.write("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                            for i, (c, w) in enumerate(zip(line, widths))).rstrip() + "\n")
        if n == 0:
            out.write("  ".join("-" * w for w in widths) + "\n")


def markdown_table(rows):
    lines = ["| " + " | ".join(COLUMNS) + " |",
             "|" + "|".join([" --- "] + [" ---: "] * (len(COLUMNS) - 1)) + "|"]
    for r in rows:
        cells = row_cells(r)
        if r["tier"] == "all":
            cells = ["**%s**" % c for c in cells]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def read_floor(path):
    """tier -> minimum count of cfix passes among spatch passes."""
    floor = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 2 or not parts[1].isdigit():
                sys.exit("%s:%d: expected 'TIER COUNT'" % (path, n))
            floor[parts[0]] = int(parts[1])
    return floor


# ---- main ----------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(
        description="Run cfix over Coccinelle's regression tests and count "
                    "passes per tier.")
    ap.add_argument("--tests", default=os.path.join(REPO, "..", "shared", "cocci-tests"),
                    help="the cocci-tests folder (default: ../shared/cocci-tests "
                         "next to the repository)")
    ap.add_argument("--cfix", default=os.path.join(REPO, "build", "cfix"),
                    help="the cfix binary (default: build/cfix)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                    help="tests run in parallel (default: number of CPUs)")
    ap.add_argument("--timeout", type=float, default=20.0,
                    help="seconds per test (default: 20)")
    ap.add_argument("--only", metavar="REGEX", help="run only tests whose name matches")
    ap.add_argument("--json", metavar="FILE", help="write every result as JSON")
    ap.add_argument("--markdown", metavar="FILE", help="write the tier table as Markdown")
    ap.add_argument("--floor", metavar="FILE",
                    help="exit 1 if, in some tier, fewer tests than FILE says "
                         "pass among those spatch passes")
    ap.add_argument("--out", metavar="DIR", help="keep each output file in DIR")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="list every test that did not pass")
    args = ap.parse_args()

    tests_root = os.path.abspath(args.tests)
    if not os.path.isdir(os.path.join(tests_root, "tests")):
        print("conformance: %s not found; skipped" % tests_root)
        return 0
    cfix = os.path.abspath(args.cfix)
    if not os.access(cfix, os.X_OK):
        print("conformance: %s: no cfix binary (build it with tool/setup.sh)" % cfix,
              file=sys.stderr)
        return 2
    if args.out:
        os.makedirs(args.out, exist_ok=True)

    manifest = load_manifest(tests_root)
    tests, skipped = collect(tests_root, manifest, args.only)
    include = os.path.join(tests_root, "tests", "include")
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(
            lambda t: run_one(t, cfix, include, args.timeout, args.out), tests))
    elapsed = time.monotonic() - start

    rows = tier_rows(results)
    print("conformance: cfix over %s (%d tests, %d skipped as known failures "
          "or incomplete, %.0f s)" % (tests_root, len(results), len(skipped), elapsed))
    print_table(rows, sys.stdout)
    total = rows[-1]
    print("cfix passes %d of %d tests; %d of the %d that spatch 1.1.1 passes (%.1f%%)"
          % (total["cfix"], total["tests"], total["both"], total["spatch"], total["share"]))
    for title, part in (("working part", [r for r in results if not held_out(r["name"])]),
                        ("held-out part (test/conformance/split.py)",
                         [r for r in results if held_out(r["name"])])):
        print("%s:" % title)
        print_table(tier_rows(part), sys.stdout)

    for verdict, title in (("crash", "crashes"), ("timeout", "timeouts"),
                           ("error", "refused (exit status 2)")):
        names = [r["name"] for r in results if r["verdict"] == verdict]
        shown = [n for n in names if not held_out(n)]
        if names:
            print("%s (%d): %s%s" % (title, len(names), " ".join(shown),
                  " and %d held out" % (len(names) - len(shown))
                  if len(names) > len(shown) else ""))
    if args.verbose:
        for r in results:
            if not r["pass"] and not held_out(r["name"]):
                print("  %-5s %s %s%s" % (r["verdict"], r["tier"], r["name"],
                                          " (spatch passes)" if r["spatch_pass"] else ""))

    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"tests_dir": tests_root, "cfix": cfix, "tiers": rows,
                       "skipped": [{"name": n, "why": w} for n, w in skipped],
                       "results": results}, f, indent=1)
            f.write("\n")
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(markdown_table(rows))

    status = 0
    if args.floor and args.only:
        print("conformance: --floor ignored with --only")
    elif args.floor:
        by_tier = {r["tier"]: r for r in rows}
        for tier, minimum in sorted(read_floor(args.floor).items()):
            got = by_tier.get(tier, {"both": 0})["both"]
            if got < minimum:
                print("conformance: %s regressed: %d tests pass among spatch's "
                      "passes, floor is %d" % (tier, got, minimum))
                status = 1
        if status == 0:
            print("conformance: at or above the floor in %s" % args.floor)
    return status


if __name__ == "__main__":
    sys.exit(main())
