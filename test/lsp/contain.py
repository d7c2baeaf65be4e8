#!/usr/bin/env python3
"""Checks that `cfix lsp` contains its analyses: a file that makes clang
eat time and memory (macros each doubling the one before, 40 levels), a
file that makes it crash (150,000 unary minus signs), a script rule that
hangs or exits: each becomes an error diagnostic on the document's first
line naming what happened, and the server goes on (the next file gets
its findings, requests are answered); a newer text of a document stops
the analysis of the older one; the server's own memory stays small.

usage: test/lsp/contain.py CFIX [-- SERVER-ARGS...]
SERVER-ARGS replace the limits the checks give the server (default:
--timeout 5 --memory-limit 1G; "--" alone: none, to see what a cfix
without these options does).  Prints one line per check and
"N passed, N failed"; exit 1 on a failure.
"""
import os
import shutil
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks, Client, file_uri  # noqa: E402

TIMEOUT = 5                     # the server's --timeout in these checks
MARGIN = 25                     # for a loaded machine
# --timeout is CPU time (docs/editors.md): TIMEOUT seconds of it take
# longer of wall time on a loaded machine, about load / cores times
# (twice that, to be safe).
LIMITED = TIMEOUT * max(1.0, 2 * os.getloadavg()[0] / os.cpu_count()) + MARGIN
SERVER_HWM_MAX = 300 << 20      # the server's own peak resident size
WATCHDOG_RSS = 3 << 30          # kill a server past this (an old cfix)

RULE = """@notand@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
"""

SCRIPT_RULE = """@r@
expression E;
@@
 probe(E)

@script:python@
e << r.E;
@@
%s
"""

GOOD = "#define FLAG 4\nint f(int x)\n{\n\treturn !x & FLAG;\n}\n"
PROBE = "void probe(int);\nvoid g(void)\n{\n\tprobe(1);\n}\n"

checks = Checks()
check = checks.check


def macro_bomb():
    lines = ["#define M0 x"]
    lines += ["#define M%d M%d M%d" % (i, i - 1, i - 1) for i in range(1, 41)]
    return "\n".join(lines) + "\nint f(int x) { return !x & 4 + M40; }\n"


def minus_signs():
    return "int g(int x)\n{\n\treturn " + "-" * 150000 + "x;\n}\n"


def vm_value(pid, field):
    """A /proc/PID/status field in bytes (0 once the process is gone)."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


class Server:
    """A server on the fixture's folder, watched: killed if it grows past
    WATCHDOG_RSS (a cfix that parses in its own process would take the
    machine's memory)."""

    def __init__(self, fx, args):
        self.fx = fx
        self.client = Client(fx.cfix, [*fx.limits, *args], cwd=fx.dir)
        self.pid = self.client.proc.pid
        self.hwm = 0
        self.stop = False
        self.watch = threading.Thread(target=self._watch, daemon=True)
        self.watch.start()
        self.client.initialize()

    def _watch(self):
        while not self.stop and self.client.proc.poll() is None:
            self.hwm = max(self.hwm, vm_value(self.pid, "VmHWM"))
            if vm_value(self.pid, "VmRSS") > WATCHDOG_RSS:
                self.client.proc.kill()
            time.sleep(0.05)

    def open(self, name, text):
        path = os.path.join(self.fx.dir, name)
        with open(path, "w") as f:
            f.write(text)
        uri = file_uri(path)
        self.client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "c", "version": 1, "text": text}})
        return uri

    def change(self, uri, version, text):
        self.client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"text": text}]})

    def close(self):
        self.stop = True
        try:
            assert self.client.close() == 0, "the server did not exit cleanly"
        finally:
            self.watch.join()


def expect_failure(diags, words):
    """One error on line 1 (LSP's line 0) saying one of words."""
    first = [d for d in diags if d["range"]["start"]["line"] == 0
             and d.get("severity") == 1 and d.get("source") == "cfix"]
    assert first, "no error diagnostic on line 1: %r" % diags
    message = first[0]["message"]
    assert any(w in message for w in words), \
        "the diagnostic does not say %s: %r" % (" or ".join(words), message)
    return message


def expect_normal(srv, uri):
    """The good file's one finding, and its quick-fix answered."""
    diags = srv.client.diagnostics(uri, timeout=MARGIN)
    assert [d["code"] for d in diags] == ["notand"], diags
    rid = srv.client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": diags[0]["range"],
        "context": {"diagnostics": diags}})
    actions = srv.client.response(rid, timeout=MARGIN)["result"]
    assert len(actions) == 1, actions


def t_macro_bomb(fx):
    srv = Server(fx, ["--sp-file", fx.rule])
    try:
        start = time.monotonic()
        uri = srv.open("bomb.c", macro_bomb())
        diags = srv.client.diagnostics(uri, timeout=LIMITED)
        took = time.monotonic() - start
        message = expect_failure(diags, ["time limit", "memory limit"])
        assert took < LIMITED, "took %.0f s" % took
        print("     %.1f s: %s" % (took, message))
        expect_normal(srv, srv.open("good.c", GOOD))
        assert srv.hwm < SERVER_HWM_MAX, \
            "the server itself reached %d MiB" % (srv.hwm >> 20)
        print("     the server's VmHWM: %d MiB" % (srv.hwm >> 20))
    finally:
        srv.close()


def t_memory_limit(fx):
    """The bomb again, under a memory limit it reaches first."""
    srv = Server(fx, ["--sp-file", fx.rule, "--timeout", "60",
                      "--memory-limit", "200M"])
    try:
        uri = srv.open("bomb.c", macro_bomb())
        diags = srv.client.diagnostics(uri, timeout=60)
        print("     " + expect_failure(diags, ["memory limit"]))
        expect_normal(srv, srv.open("good.c", GOOD))
    finally:
        srv.close()


def t_minus_signs(fx):
    srv = Server(fx, ["--sp-file", fx.rule])
    try:
        uri = srv.open("minus.c", minus_signs())
        diags = srv.client.diagnostics(uri, timeout=TIMEOUT + MARGIN)
        print("     " + expect_failure(diags, ["crashed", "limit"]))
        expect_normal(srv, srv.open("good.c", GOOD))
    finally:
        srv.close()


def t_cancel(fx):
    """A newer text stops the analysis of the macro bomb: its findings
    come long before the bomb's time limit would."""
    srv = Server(fx, ["--sp-file", fx.rule, "--timeout", "60"])
    try:
        uri = srv.open("edited.c", macro_bomb())
        time.sleep(1)   # the bomb's analysis is running
        start = time.monotonic()
        srv.change(uri, 2, GOOD)
        diags = srv.client.diagnostics(uri, timeout=MARGIN)
        took = time.monotonic() - start
        assert [d["code"] for d in diags] == ["notand"], diags
        assert took < 15, "the newer text waited %.0f s" % took
    finally:
        srv.close()


def script_check(fx, body, words):
    rule = os.path.join(fx.dir, "script.cocci")
    with open(rule, "w") as f:
        f.write(SCRIPT_RULE % body)
    srv = Server(fx, ["--sp-file", rule])
    try:
        uri = srv.open("probe.c", PROBE)
        diags = srv.client.diagnostics(uri, timeout=LIMITED)
        print("     " + expect_failure(diags, words))
        srv.change(uri, 2, PROBE.replace("probe(1)", "probe(2)"))
        diags = srv.client.diagnostics(uri, timeout=LIMITED)
        expect_failure(diags, words)    # and the server answered again
    finally:
        srv.close()


def t_script_hangs(fx):
    script_check(fx, "while True:\n    pass", ["time limit"])


def t_script_waits(fx):
    """--timeout is CPU time, as on the command line: a script that waits
    (sleeps) past it with almost no CPU is let be for one more window of
    wall time, and its analysis ends normally."""
    rule = os.path.join(fx.dir, "waits.cocci")
    with open(rule, "w") as f:
        f.write(SCRIPT_RULE % ("import time\ntime.sleep(%g)" % (TIMEOUT * 1.5)))
    srv = Server(fx, ["--sp-file", rule])
    try:
        uri = srv.open("probe.c", PROBE)
        diags = srv.client.diagnostics(uri, timeout=2 * TIMEOUT + MARGIN)
        assert not [d for d in diags if "limit" in d["message"]], diags
    finally:
        srv.close()


def t_script_waits_forever(fx):
    """The wall-time backstop: a script that waits for ever is stopped
    after two windows of --timeout seconds."""
    script_check(fx, "import time\ntime.sleep(100000)", ["time limit"])


def t_script_exits(fx):
    script_check(fx, "import os\nos._exit(0)", ["os._exit(0)"])


class Fixture:
    def __init__(self, cfix, limits):
        self.cfix = cfix
        self.limits = limits
        self.dir = tempfile.mkdtemp(prefix="cfix-contain-")
        self.rule = os.path.join(self.dir, "notand.cocci")
        with open(self.rule, "w") as f:
            f.write(RULE)
        # clang: these inputs hurt clang's parse (macros expanded, deep
        # recursion), which the server must contain; cfix's own parser,
        # which --parser auto picks for a rule without types, reads them
        # harmlessly
        with open(os.path.join(self.dir, ".cfix"), "w") as f:
            f.write("parser: clang\n")


def main():
    if len(sys.argv) < 2 or sys.argv[2:3] not in ([], ["--"]):
        print(__doc__)
        return 2
    limits = sys.argv[3:] if len(sys.argv) > 2 else \
        ["--timeout", str(TIMEOUT), "--memory-limit", "1G"]
    fx = Fixture(os.path.abspath(sys.argv[1]), limits)
    try:
        for name, fn in [("macro bomb: a limit, then findings", t_macro_bomb),
                         ("macro bomb: the memory limit", t_memory_limit),
                         ("150,000 minus signs: crash, then findings",
                          t_minus_signs),
                         ("a newer text stops the older analysis", t_cancel),
                         ("a script rule that hangs", t_script_hangs),
                         ("a script rule that exits", t_script_exits),
                         ("a script rule that waits past --timeout: CPU "
                          "time", t_script_waits),
                         ("a script rule that waits for ever",
                          t_script_waits_forever)]:
            check(name, lambda fn=fn: fn(fx))
    finally:
        shutil.rmtree(fx.dir, ignore_errors=True)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
