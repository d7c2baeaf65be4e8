#!/usr/bin/env python3
"""Time from an edit to the diagnostics that answer it, in `cfix lsp`
and, for reference, in clangd with clang-tidy checks (issue 19: "within
150 ms of an edit on a 5,000-line file, warm").

usage: bench/lsp-latency.py [--cfix CFIX] [--clangd CLANGD] [-n N]
                            [--only kernel|userspace] [--no-clangd]
                            [--edit comment|code] [--sp-file FILE]

The files, chosen by rules fixed before any result was seen:
- kernel: the first .c file under fs/ of the 6.1 tree
  (/var/tmp/cfix-kernel/linux-source-6.1), in `LC_ALL=C sort` order of
  its path, with 4,500 to 5,500 lines;
- userspace: among the .c files of /work/projects/jq and
  /work/projects/libevent (not under build/, test/ or vendor/), the one
  whose line count is nearest 5,000 (ties: sort order of the path).

Each file is measured twice: with a compile database (the file in
place, -p: the suite's kernel database, whose few entries lend their
flags to the file; libevent's cmake one) and without (a copy of the
file alone in a scratch folder, as a user opening a lone file).  The
rules are the built-in default set.

Edits: the first line at or past the middle of the file that starts
with a tab and ends with ';' (a statement in a function body) gets a
comment "/* edit I */" appended; each edit is a new full text
(didChange, full sync), sent once the previous one was answered.  The
first analysis (didOpen) is cold; the N edits after it are warm.  For
cfix, "first" is the first publishDiagnostics after the edit and
"final" the one that is not marked partial (the full analysis); before
two-stage publishing they are the same message.  clangd answers each
version once.  Prints one line per file and setup: median and worst in
ms over the warm edits, the CPU (user and system) that the server
and its workers used from each edit to its final publish (from /proc),
and the peak resident size (VmHWM) of the server and of its largest
worker, read after the last edit.
--edit code: each edit adds or takes away an empty statement (` ;`) at
the end of that line instead, an edit of the function's tokens.
--sp-file FILE: that rule file instead of the default set (for cfix;
e.g. a typed rule with a candidate in the file, so that clang parses it
and keeps its preamble: the default set needs no clang on ctree.c).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "test", "lsp"))
from lspclient import Client, file_uri  # noqa: E402

KERNEL = "/var/tmp/cfix-kernel/linux-source-6.1"
KERNEL_DB = "/var/tmp/cfix-kernel/out"
PROJECTS = ["/work/projects/jq", "/work/projects/libevent"]
SKIP = ("build", "test", "vendor")


def lines(path):
    with open(path, "rb") as f:
        return f.read().count(b"\n")


def kernel_file():
    found = []
    for root, dirs, files in os.walk(os.path.join(KERNEL, "fs")):
        found += [os.path.join(root, f) for f in files if f.endswith(".c")]
    for path in sorted(found, key=lambda p: p.encode()):
        if 4500 <= lines(path) <= 5500:
            return path
    return None


def userspace_file():
    found = []
    for project in PROJECTS:
        for root, dirs, files in os.walk(project):
            rel = os.path.relpath(root, project).split(os.sep)
            if rel[0] in SKIP:
                continue
            found += [os.path.join(root, f) for f in files
                      if f.endswith(".c")]
    found.sort(key=lambda p: (abs(lines(p) - 5000), p.encode()))
    return found[0] if found else None


def userspace_db(path):
    for project in PROJECTS:
        for db in (project, os.path.join(project, "build")):
            if path.startswith(project + "/") and os.path.exists(
                    os.path.join(db, "compile_commands.json")):
                return db
    return None


def edits(text, count, code=False):
    """The N edited texts: a comment appended to one statement line, or
    (code) an empty statement after it, alternately there and not (an
    edit of the function's tokens)."""
    rows = text.split("\n")
    at = next(i for i in range(len(rows) // 2, len(rows))
              if rows[i].startswith("\t") and rows[i].endswith(";"))
    out = []
    for i in range(count):
        changed = list(rows)
        if code:
            changed[at] += " ;" if i % 2 == 0 else ""
        else:
            changed[at] += " /* edit %d */" % i
        out.append("\n".join(changed))
    return out


def cpu_ms(pid):
    """CPU ms (user + system) of process pid and its live descendants:
    the server and its workers."""
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            with open("/proc/%d/stat" % p) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
            for task in os.listdir("/proc/%d/task" % p):
                with open("/proc/%d/task/%s/children" % (p, task)) as f:
                    todo += [int(c) for c in f.read().split()]
        except (OSError, ValueError, IndexError):
            continue
    return total * 1000.0 / os.sysconf("SC_CLK_TCK")


def descendants(pid):
    """pid and its live descendants."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        try:
            for task in os.listdir("/proc/%d/task" % p):
                with open("/proc/%d/task/%s/children" % (p, task)) as f:
                    todo += [int(c) for c in f.read().split()]
        except (OSError, ValueError):
            continue
    return found


def peak_mb(pid):
    """VmHWM of pid in MB, 0 if gone."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return 0.0


def wait_publish(client, uri, final, version=None, timeout=300):
    def pred(m):
        if m.get("method") != "textDocument/publishDiagnostics":
            return False
        p = m["params"]
        if p["uri"] != uri:
            return False
        if version is not None and p.get("version") not in (None, version):
            return False
        return not (final and p.get("partial"))
    return client.wait_for(pred, timeout)["params"]


class Clangd(Client):
    """lspclient's Client, started on clangd instead of `cfix lsp`."""

    def __init__(self, clangd, args, env):
        self.proc = subprocess.Popen(
            [clangd, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, env=env)
        self.buf = b""
        self.next_id = 1
        self.backlog = []


def run(client, path, texts, is_clangd):
    """(cold ms, [first ms], [final ms], [CPU ms to the final publish],
    findings at the end, (server, largest worker) peak RSS MB)."""
    uri = file_uri(path)
    client.initialize()
    start = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "c", "version": 1, "text": texts[0]}})
    wait_publish(client, uri, True, 1)
    cold = (time.monotonic() - start) * 1000
    client.backlog.clear()
    first, final, cpu, diags = [], [], [], []
    for i, text in enumerate(texts[1:]):
        version = i + 2
        used = cpu_ms(client.proc.pid)
        start = time.monotonic()
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"text": text}]})
        p = wait_publish(client, uri, False, version if is_clangd else None)
        first.append((time.monotonic() - start) * 1000)
        if not is_clangd and p.get("partial"):
            p = wait_publish(client, uri, True)
        final.append((time.monotonic() - start) * 1000)
        cpu.append(cpu_ms(client.proc.pid) - used)
        diags = p["diagnostics"]
        client.backlog.clear()  # this edit's publishes, read or passed
    pid = client.proc.pid
    peaks = (peak_mb(pid), max([peak_mb(p) for p in descendants(pid)
                                if p != pid] or [0.0]))
    client.close()
    return cold, first, final, cpu, len(diags), peaks


def clangd_env(scratch):
    """A user config turning on clang-tidy's bugprone checks."""
    conf = os.path.join(scratch, "xdg", "clangd")
    os.makedirs(conf, exist_ok=True)
    with open(os.path.join(conf, "config.yaml"), "w") as f:
        f.write("Diagnostics:\n  ClangTidy:\n    Add: [bugprone-*]\n")
    return dict(os.environ, XDG_CONFIG_HOME=os.path.join(scratch, "xdg"))


def report(kind, name, setup, tool, result):
    cold, first, final, cpu, nd, peaks = result
    print("%-9s %-22s %-8s %-7s cold %6.0f  first median %6.0f worst %6.0f"
          "  final median %6.0f worst %6.0f  final CPU median %6.0f"
          " worst %6.0f  peak RSS MB server %.0f worker %.0f"
          "  (%d diagnostics)"
          % (kind, name, setup, tool, cold, statistics.median(first),
             max(first), statistics.median(final), max(final),
             statistics.median(cpu), max(cpu), peaks[0], peaks[1], nd),
          flush=True)


def measure(args, kind, path, db, scratch):
    name = os.path.relpath(path, KERNEL if kind == "kernel"
                           else os.path.dirname(os.path.dirname(path)))
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    texts = [text] + edits(text, args.n, args.edit == "code")
    alone = os.path.join(scratch, kind, os.path.basename(path))
    os.makedirs(os.path.dirname(alone), exist_ok=True)
    shutil.copyfile(path, alone)
    for setup, file, cargs, dargs in (
            ("compdb", path, ["-p", db], ["--compile-commands-dir=" + db]),
            ("alone", alone, [], [])):
        if args.sp_file:
            cargs = cargs + ["--sp-file", os.path.abspath(args.sp_file)]
        report(kind, name, setup, "cfix",
               run(Client(args.cfix, cargs), file, texts, False))
        if args.clangd:
            report(kind, name, setup, "clangd",
                   run(Clangd(args.clangd, dargs + ["--log=error"],
                              clangd_env(scratch)), file, texts, True))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cfix", default=os.path.join(HERE, "..", "build",
                                                   "cfix"))
    ap.add_argument("--clangd", default=shutil.which("clangd-19"))
    ap.add_argument("--no-clangd", action="store_true")
    ap.add_argument("-n", type=int, default=10)
    ap.add_argument("--only", choices=("kernel", "userspace"))
    ap.add_argument("--edit", choices=("comment", "code"), default="comment")
    ap.add_argument("--sp-file")
    args = ap.parse_args()
    if args.no_clangd:
        args.clangd = None
    print("load average at start: %.1f" % os.getloadavg()[0])
    with tempfile.TemporaryDirectory(prefix="cfix-lsp-latency.") as scratch:
        if args.only != "userspace":
            path = kernel_file()
            measure(args, "kernel", path, KERNEL_DB, scratch)
        if args.only != "kernel":
            path = userspace_file()
            measure(args, "userspace", path, userspace_db(path), scratch)
    print("load average at end: %.1f" % os.getloadavg()[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
