"""A small scripted LSP client for cfix's tests: starts `CFIX lsp ARGS`,
frames JSON-RPC messages with Content-Length, and reads the server's
messages with a timeout; and Checks, the named checks the LSP tests
report.  Used by protocol.py, contain.py, cocci.py, explain.py and
latency.py."""
import json
import os
import select
import subprocess
import sys
import time
import traceback


class Client:
    def __init__(self, cfix, args=(), cwd=None, env=None):
        self.proc = subprocess.Popen(
            [cfix, "lsp", *args], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd, env=env)
        self.buf = b""
        self.next_id = 1
        self.backlog = []

    # ---- sending -------------------------------------------------------
    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params=None):
        rid = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": rid, "method": method,
                   "params": params if params is not None else {}})
        return rid

    def notify(self, method, params=None):
        self.send({"jsonrpc": "2.0", "method": method,
                   "params": params if params is not None else {}})

    # ---- receiving -----------------------------------------------------
    def _fill(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no message from cfix lsp")
        ready, _, _ = select.select([self.proc.stdout], [], [], left)
        if not ready:
            raise TimeoutError("no message from cfix lsp")
        chunk = os.read(self.proc.stdout.fileno(), 65536)
        if not chunk:
            raise EOFError("cfix lsp closed its output")
        self.buf += chunk

    def read_raw(self, timeout=30):
        """One message: (headers bytes, body bytes)."""
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.buf:
            self._fill(deadline)
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        length = None
        for line in head.split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        if length is None:
            raise ValueError("message without Content-Length: %r" % head)
        while len(self.buf) < length:
            self._fill(deadline)
        body, self.buf = self.buf[:length], self.buf[length:]
        return head, body

    def read(self, timeout=30):
        if self.backlog:
            return self.backlog.pop(0)
        return json.loads(self.read_raw(timeout)[1])

    def wait_for(self, pred, timeout=30):
        """The first message satisfying pred; others are kept for later."""
        deadline = time.monotonic() + timeout
        kept = []
        for i, msg in enumerate(self.backlog):
            if pred(msg):
                del self.backlog[i]
                return msg
        while True:
            msg = json.loads(self.read_raw(deadline - time.monotonic())[1])
            if pred(msg):
                self.backlog.extend(kept)
                return msg
            kept.append(msg)

    def response(self, rid, timeout=30):
        return self.wait_for(lambda m: m.get("id") == rid and "method" not in m,
                             timeout)

    def diagnostics(self, uri, timeout=30):
        """The next full publish's diagnostics: a partial one (the quick
        rules' stage, "partial": true, test/lsp/stages.py) is skipped."""
        return self.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri and not m["params"].get("partial"),
            timeout)["params"]["diagnostics"]

    def initialize(self, init_options=None, capabilities=None):
        rid = self.request("initialize", {
            "processId": os.getpid(), "rootUri": None,
            "capabilities": capabilities or {},
            "initializationOptions": init_options or {}})
        result = self.response(rid)
        self.notify("initialized", {})
        return result

    def close(self, timeout=10):
        try:
            rid = self.request("shutdown")
            self.response(rid, timeout)
            self.notify("exit")
            return self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()


def file_uri(path):
    from urllib.parse import quote
    return "file://" + quote(os.path.abspath(path))


class Checks:
    """Named checks: check(NAME, fn) runs fn(), prints "ok   NAME", or
    "FAIL NAME" and the traceback (and goes on), and counts it; finish()
    prints "N passed, N failed" and returns the exit status."""

    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, fn):
        try:
            fn()
            self.passed += 1
            print("ok   " + name)
        except Exception:  # noqa: BLE001 - report every failure, keep going
            self.failed += 1
            print("FAIL " + name)
            traceback.print_exc(file=sys.stdout)

    def finish(self):
        print("%d passed, %d failed" % (self.passed, self.failed))
        return 1 if self.failed else 0
