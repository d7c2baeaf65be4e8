#!/usr/bin/env python3
"""Golden cases run through every entry point of cfix: the command line
(--in-place), spatch mode (`cfix spatch --sp-file R --in-place`), the
language server (every quick fix it offers, applied) and --test (the
case laid out as NAME.cocci, NAME.c, NAME.res).  Each must turn the
case's input.c into its expected.c: one rule file means the same through
each of them (fixits/pipeline.c runs it for all four).

usage: test/entry/run.py CFIX [CASE...]
CASE names a folder of test/cases/ with rule.cocci, input.c and
expected.c; the default is the list below.  Prints one line per case and
entry point, then "N passed, N failed"; exit 1 on a failure.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lsp"))
from lspclient import Client, file_uri  # noqa: E402

CASES_DIR = os.path.join(HERE, "..", "cases")
# cases where a later rule matches code an earlier one wrote (stages),
# or where two rules of one file match one place
CASES = [
    "reparse-later-rule-sees-change",
    "reparse-inherited-binding",
    "severity-header-stages",
    "stages-added-call",
    "conflict-earlier-fix-stays",
]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def scratch(case):
    tmp = tempfile.mkdtemp(prefix="cfix-entry-")
    shutil.copy(os.path.join(CASES_DIR, case, "rule.cocci"), tmp)
    shutil.copy(os.path.join(CASES_DIR, case, "input.c"), tmp)
    return tmp


def run(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=120)


def via_cli(cfix, tmp):
    run([cfix, "--sp-file", "rule.cocci", "--in-place", "input.c"], tmp)
    return read(os.path.join(tmp, "input.c"))


def via_spatch(cfix, tmp):
    run([cfix, "spatch", "--sp-file", "rule.cocci", "--in-place",
         "input.c"], tmp)
    return read(os.path.join(tmp, "input.c"))


def via_test(cfix, tmp, expected):
    os.rename(os.path.join(tmp, "rule.cocci"), os.path.join(tmp, "t.cocci"))
    os.rename(os.path.join(tmp, "input.c"), os.path.join(tmp, "t.c"))
    with open(os.path.join(tmp, "t.res"), "wb") as f:
        f.write(expected)
    r = run([cfix, "--test", "t.cocci"], tmp)
    if r.returncode == 0:
        return expected
    return r.stdout + r.stderr


def apply_edits(text, edits):
    """Applies LSP TextEdits (UTF-8 positions) to the bytes text."""
    starts = [0]
    for i, b in enumerate(text):
        if b == ord("\n"):
            starts.append(i + 1)

    def offset(pos):
        return starts[pos["line"]] + pos["character"]

    spans = sorted({(offset(e["range"]["start"]), offset(e["range"]["end"]),
                     e["newText"]) for e in edits}, reverse=True)
    for begin, end, new in spans:
        text = text[:begin] + new.encode() + text[end:]
    return text


def via_lsp(cfix, tmp):
    path = os.path.join(tmp, "input.c")
    text = read(path)
    uri = file_uri(path)
    c = Client(cfix, ["--sp-file", os.path.join(tmp, "rule.cocci")],
               cwd=tmp)
    try:
        c.initialize(capabilities={
            "general": {"positionEncodings": ["utf-8"]}})
        c.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "c", "version": 1,
            "text": text.decode()}})
        edits = []
        for d in c.diagnostics(uri):
            rid = c.request("textDocument/codeAction", {
                "textDocument": {"uri": uri}, "range": d["range"],
                "context": {"diagnostics": [d]}})
            for a in c.response(rid)["result"]:
                edits += a["edit"]["changes"][uri]
    finally:
        c.close()
    return apply_edits(text, edits)


def main():
    cfix = os.path.abspath(sys.argv[1])
    passed = failed = 0
    for case in sys.argv[2:] or CASES:
        expected = read(os.path.join(CASES_DIR, case, "expected.c"))
        for name, fn in (("cli", via_cli), ("spatch", via_spatch),
                         ("lsp", via_lsp), ("test", None)):
            tmp = scratch(case)
            try:
                got = (via_test(cfix, tmp, expected) if fn is None
                       else fn(cfix, tmp))
            except Exception as e:  # noqa: BLE001 - report, keep going
                got = repr(e).encode()
            finally:
                shutil.rmtree(tmp)
            if got == expected:
                passed += 1
                print("ok   %s %s" % (case, name))
            else:
                failed += 1
                print("FAIL %s %s: got\n%s" % (case, name,
                                              got.decode(errors="replace")))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
