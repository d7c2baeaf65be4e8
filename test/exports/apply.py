#!/usr/bin/env python3
"""Applies cfix's exported fixes to files, as a consumer would, for the
export tests.

usage: apply.py json FILE.jsonl | sarif FILE.sarif | fixit FILE.txt
(run in the folder the paths are relative to).  Applies every edit and
prints the files it changed; exits 1 on a malformed export.

usage: apply.py --serve
reads requests, one a line, fields separated by tabs, and answers each
with one line, empty when all is well, else what is wrong:
  FORMAT<tab>FILE<tab>DIR   applies FILE's edits in DIR, as above;
  shape<tab>FILE            checks the structure every SARIF log must have.
One process serves a whole test run: a Python start-up costs more here
than applying a case's fixes."""
import json
import os
import re
import sys
from urllib.parse import unquote, urlparse

FIXIT = re.compile(r'^fix-it:"((?:[^"\\]|\\.)*)":\{(\d+):(\d+)-(\d+):(\d+)\}:'
                   r'"((?:[^"\\]|\\.)*)"$')


def line_starts(data):
    starts = [0]
    for i, b in enumerate(data):
        if b == 0x0A:
            starts.append(i + 1)
    return starts


def byte_offset(data, line, col, utf16):
    """1-based line, 1-based column (bytes or UTF-16 units) -> offset."""
    start = line_starts(data)[line - 1]
    if not utf16:
        return start + col - 1
    units, i = 0, start
    while units < col - 1:
        lead = data[i]
        n = 1 if lead < 0x80 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
        units += 2 if n == 4 else 1
        i += n
    return i


def c_unescape(text):
    out, i = bytearray(), 0
    raw = text.encode()
    while i < len(raw):
        if raw[i] != 0x5C:
            out.append(raw[i])
            i += 1
            continue
        nxt = raw[i + 1:i + 2]
        if nxt.isdigit():
            out.append(int(raw[i + 1:i + 4], 8))
            i += 4
        else:
            out += {b"n": b"\n", b"t": b"\t"}.get(nxt, nxt)
            i += 2
    return bytes(out)


def edits_json(path):
    for line in open(path):
        f = json.loads(line)
        for key in ("file", "line", "col", "end_line", "end_col", "rule",
                    "message", "fix", "edits"):
            assert key in f, "missing %r in %s" % (key, line)
        for e in f["edits"]:
            yield f["file"], ("bytes", e["offset"], e["offset"] + e["length"]), \
                e["text"].encode()


def edits_sarif(path):
    log = json.load(open(path))
    assert log["version"] == "2.1.0"
    run = log["runs"][0]
    assert run.get("columnKind") == "utf16CodeUnits"
    base = run.get("originalUriBaseIds", {})
    for res in run["results"]:
        for fix in res.get("fixes", []):
            for change in fix["artifactChanges"]:
                loc = change["artifactLocation"]
                uri = loc["uri"]
                if "uriBaseId" in loc:
                    uri = base[loc["uriBaseId"]]["uri"] + uri
                p = unquote(urlparse(uri).path)
                for r in change["replacements"]:
                    d = r["deletedRegion"]
                    yield p, ("utf16", d["startLine"], d["startColumn"],
                              d["endLine"], d["endColumn"]), \
                        r.get("insertedContent", {}).get("text", "").encode()


def edits_fixit(path):
    for line in open(path):
        line = line.rstrip("\n")
        if not line.startswith("fix-it:"):
            continue
        m = FIXIT.match(line)
        assert m, "malformed fix-it line: %r" % line
        yield c_unescape(m.group(1)).decode(), \
            ("bytes-lc",) + tuple(int(g) for g in m.group(2, 3, 4, 5)), \
            c_unescape(m.group(6))


def apply(kind, path):
    """Applies the edits of the export PATH of KIND; the files changed."""
    edits = {}
    for f, where, text in {"json": edits_json, "sarif": edits_sarif,
                           "fixit": edits_fixit}[kind](path):
        edits.setdefault(os.path.realpath(f), []).append((where, text))
    for f, es in edits.items():
        data = open(f, "rb").read()
        spans = []
        for where, text in es:
            if where[0] == "bytes":
                b, e = where[1], where[2]
            else:
                utf16 = where[0] == "utf16"
                b = byte_offset(data, where[1], where[2], utf16)
                e = byte_offset(data, where[3], where[4], utf16)
            spans.append((b, e, text))
        for b, e, text in sorted(spans, key=lambda s: (s[0], s[1]),
                                 reverse=True):
            data = data[:b] + text + data[e:]
        open(f, "wb").write(data)
    return list(edits)


def sarif_shape(path):
    log = json.load(open(path))
    run = log["runs"][0]
    assert log["version"] == "2.1.0" and run["tool"]["driver"]["name"] == "cfix"
    for r in run["results"]:
        assert r["ruleId"] and r["message"]["text"] and r["locations"]


def serve():
    home = os.getcwd()
    for line in sys.stdin:
        fields = line.rstrip("\n").split("\t")
        try:
            if fields[0] == "shape":
                sarif_shape(fields[1])
            else:
                os.chdir(fields[2])
                apply(fields[0], fields[1])
            reply = ""
        except Exception as e:  # the reply says what went wrong
            reply = "%s: %s" % (type(e).__name__, e)
        finally:
            os.chdir(home)
        print(reply.replace("\n", " | "), flush=True)
    return 0


def main():
    if sys.argv[1:] == ["--serve"]:
        return serve()
    for f in apply(sys.argv[1], sys.argv[2]):
        print(f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
