#!/usr/bin/env python3
"""Measures `cfix lsp`'s didChange -> publishDiagnostics latency.

usage: test/lsp/latency.py CFIX FILE [-p DIR] [-n COUNT]

Opens FILE, then sends COUNT full-text didChange notifications, one at a
time, each waiting for the diagnostics it causes.  Every change is a
different text (as typing makes): odd ones bring back the 2008 bug of
drivers/platform/x86/wmi.c ("!(block->flags & ACPI_WMI_METHOD)" becomes
"!block->flags & ACPI_WMI_METHOD", one finding), even ones only edit a
comment next to it (no finding).  The first (cold) change is reported apart; the
median, min and max are over the others (warm).  Each time runs to the
full analysis' diagnostics (a partial publish before them is skipped;
bench/lsp-latency.py times both).
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Client, file_uri  # noqa: E402

GOOD = "!(block->flags & ACPI_WMI_METHOD)"
BAD = "!block->flags & ACPI_WMI_METHOD"


def full_diagnostics(client, uri):
    """The diagnostics of the next publish that is not partial."""
    return client.wait_for(
        lambda m: m.get("method") == "textDocument/publishDiagnostics"
        and m["params"]["uri"] == uri and not m["params"].get("partial"),
        120)["params"]["diagnostics"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cfix")
    ap.add_argument("file")
    ap.add_argument("-p", dest="compdb")
    ap.add_argument("-n", dest="count", type=int, default=21)
    args = ap.parse_args()
    text = open(args.file, encoding="utf-8", errors="surrogateescape").read()
    if GOOD not in text:
        text += "\nstatic int cfix_probe(struct { int flags; } *block)\n" \
                "{ return %s; }\n" % GOOD.replace("ACPI_WMI_METHOD", "2")
        good, bad = GOOD.replace("ACPI_WMI_METHOD", "2"), \
            BAD.replace("ACPI_WMI_METHOD", "2")
    else:
        good, bad = GOOD, BAD
    client = Client(args.cfix, ["-p", args.compdb] if args.compdb else [])
    uri = file_uri(args.file)
    client.initialize()
    start = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "c", "version": 1, "text": text}})
    full_diagnostics(client, uri)
    opened = time.monotonic() - start
    times, findings = [], []
    for i in range(args.count):
        # typing happens in a function body, not in the #include block
        # at the top (which clang keeps as a precompiled preamble)
        changed = text.replace(good, "/* edit %d */ %s"
                               % (i, bad if i % 2 == 0 else good))
        start = time.monotonic()
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": i + 2},
            "contentChanges": [{"text": changed}]})
        diags = full_diagnostics(client, uri)
        times.append((time.monotonic() - start) * 1000)
        findings.append(len(diags))
    client.close()
    expected = [1 if i % 2 == 0 else 0 for i in range(args.count)]
    warm = times[1:]
    print("file: %s (%d bytes)" % (args.file, len(text.encode())))
    print("didOpen -> publishDiagnostics: %.0f ms" % (opened * 1000))
    print("first didChange: %.0f ms" % times[0])
    print("didChange -> publishDiagnostics over %d warm changes: median "
          "%.0f ms, min %.0f ms, max %.0f ms"
          % (len(warm), statistics.median(warm), min(warm), max(warm)))
    if findings != expected:
        print("unexpected findings per change: %s" % findings)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
