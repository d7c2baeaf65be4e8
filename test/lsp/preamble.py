#!/usr/bin/env python3
"""`cfix lsp` must leave no precompiled preamble in TMPDIR.  An editor's
file is parsed with clang's preamble (the headers, kept for the next
edit's reparse); libclang 19 writes it to TMPDIR/preamble-*.pch unless
it is kept in memory, and only disposing the unit removes that file, so
a server that exits without disposing, or a worker killed by the server
(time or memory limit, a changed document) or by anyone else, left it
behind: 19 files after each run of the LSP tests.

Three lives of a server, each with TMPDIR a fresh scratch folder: open,
edit, shutdown and exit; open and edit, then a worker killed (SIGKILL)
and another edit; open and edit, then the server killed (SIGKILL, its
workers die with it).  Each fails if any preamble file is left in TMPDIR;
the first also if one is there while the server runs (a preamble on disk
at all is what a kill leaves).

usage: test/lsp/preamble.py CFIX
"""
import os
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks, Client, file_uri  # noqa: E402

# Headers before the code (they are the preamble), and a finding of a
# rule that needs clang's parse (alloc_sizeof_ptr), so the full stage
# parses with clang.
TEXT = """#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct item {
	int a, b, c;
};

struct item *make(void)
{
	struct item *it = malloc(sizeof(it));

	if (it)
		memset(it, 0, sizeof(*it));
	return it;
}
"""


def preambles(tmp):
    return sorted(f for f in os.listdir(tmp) if f.startswith("preamble-"))


def children(pid):
    found = []
    for task in os.listdir("/proc/%d/task" % pid):
        with open("/proc/%d/task/%s/children" % (pid, task)) as f:
            found += [int(c) for c in f.read().split()]
    return found


def alive(pid):
    """Running, not a zombie the server has yet to reap."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def gone(pids, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not any(alive(p) for p in pids):
            return
        time.sleep(0.05)
    raise AssertionError("processes %r still running" % pids)


class Life:
    """A server with TMPDIR a scratch folder, a document opened and
    edited once, both analyses waited for."""

    def __init__(self, cfix, scratch, name):
        self.tmp = os.path.join(scratch, name, "tmp")
        os.makedirs(self.tmp)
        path = os.path.join(scratch, name, "file.c")
        with open(path, "w") as f:
            f.write(TEXT)
        self.uri = file_uri(path)
        self.client = Client(cfix, env=dict(os.environ, TMPDIR=self.tmp))
        self.client.initialize()
        self.version = 1
        self.client.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": "c", "version": 1,
            "text": TEXT}})
        self.wait()
        self.edit()

    def wait(self):
        diags = self.client.diagnostics(self.uri, timeout=120)
        assert any("sizeof" in d["message"] for d in diags), diags

    def edit(self):
        self.version += 1
        text = TEXT.replace("return it;", "return it; /* %d */"
                            % self.version)
        self.client.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": self.version},
            "contentChanges": [{"text": text}]})
        self.wait()

    def left(self):
        assert not preambles(self.tmp), preambles(self.tmp)


def main():
    cfix = os.path.abspath(sys.argv[1])
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="cfix-lsp-preamble.") as scratch:
        def orderly():
            life = Life(cfix, scratch, "orderly")
            running = preambles(life.tmp)
            workers = children(life.client.proc.pid)
            assert life.client.close() == 0
            gone(workers)
            life.left()
            assert not running, "on disk while running: %r" % running

        def worker_killed():
            life = Life(cfix, scratch, "worker")
            workers = children(life.client.proc.pid)
            assert workers, "no worker"
            for pid in workers:
                os.kill(pid, signal.SIGKILL)
            gone(workers)
            life.edit()
            workers = children(life.client.proc.pid)
            assert life.client.close() == 0
            gone(workers)
            life.left()

        def server_killed():
            life = Life(cfix, scratch, "server")
            workers = children(life.client.proc.pid)
            life.client.proc.kill()
            life.client.proc.wait()
            gone(workers)
            life.left()

        checks.check("open, edit, shutdown, exit: no preamble file",
                     orderly)
        checks.check("a worker killed: no preamble file", worker_killed)
        checks.check("the server killed: no preamble file", server_killed)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
