#!/usr/bin/env python3
"""Protocol-level tests of `cfix lsp`: framing, JSON-RPC errors for
malformed and unknown messages, diagnostics (UTF-16 and UTF-8 positions),
quick-fix code actions, full and ranged didChange, rule reloading on
workspace/didChangeWatchedFiles, shutdown and exit.

usage: test/lsp/protocol.py CFIX
Prints one line per check and "N passed, N failed"; exit 1 on a failure.
"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks, Client, file_uri  # noqa: E402

RULE = """@{name}@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
"""

# The finding sits after a non-BMP character (2 UTF-16 units, 4 bytes)
# and an accented one (1 unit, 2 bytes), so UTF-16 and byte columns differ.
SOURCE = """#define FLAG 4
int f(int x)
{
\t/* \U0001D11E \u00e9 */ if (!x & FLAG)
\t\treturn 1;
\treturn 0;
}
"""
FIXED = SOURCE.replace("!x & FLAG", "!(x & FLAG)")

checks = Checks()
check = checks.check


def apply_edits(text, edits):
    """Applies LSP TextEdits (UTF-16 positions) to text."""
    lines = text.split("\n")

    def offset(pos):
        line = lines[pos["line"]]
        units = 0
        for i, ch in enumerate(line):
            if units >= pos["character"]:
                return sum(len(l) + 1 for l in lines[:pos["line"]]) + i
            units += 2 if ord(ch) > 0xFFFF else 1
        return sum(len(l) + 1 for l in lines[:pos["line"]]) + len(line)

    spans = sorted(((offset(e["range"]["start"]), offset(e["range"]["end"]),
                     e["newText"]) for e in edits), reverse=True)
    for begin, end, new in spans:
        text = text[:begin] + new + text[end:]
    return text


class Fixture:
    def __init__(self, cfix):
        self.cfix = cfix
        self.dir = tempfile.mkdtemp(prefix="cfix-lsp-")
        self.rule = os.path.join(self.dir, "notand.cocci")
        with open(self.rule, "w") as f:
            f.write(RULE.format(name="notand"))
        self.c = os.path.join(self.dir, "a.c")
        with open(self.c, "w") as f:
            f.write(SOURCE)
        self.uri = file_uri(self.c)

    def client(self, *args):
        return Client(self.cfix, ["--sp-file", self.rule, *args],
                      cwd=self.dir)

    def open(self, client, text=SOURCE, version=1):
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": "c", "version": version,
            "text": text}})
        return client.diagnostics(self.uri)


def t_initialize(fx):
    c = fx.client()
    try:
        caps = c.initialize()["result"]["capabilities"]
        sync = caps["textDocumentSync"]
        assert sync["openClose"] is True and sync["change"] in (1, 2), sync
        assert "quickfix" in caps["codeActionProvider"]["codeActionKinds"]
        assert caps.get("positionEncoding", "utf-16") == "utf-16"
    finally:
        assert c.close() == 0


def t_not_initialized(fx):
    c = fx.client()
    try:
        rid = c.request("textDocument/codeAction", {})
        err = c.response(rid)["error"]
        assert err["code"] == -32002, err
    finally:
        c.close()


def t_malformed(fx):
    c = fx.client()
    try:
        c.initialize()
        body = b'{"jsonrpc": "2.0", "id": 7, "method": '
        c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        msg = c.read()
        assert msg["id"] is None and msg["error"]["code"] == -32700, msg
        c.send_raw(b"Content-Type: x\r\n\r\n")  # no Content-Length
        msg = c.read()
        assert msg["id"] is None and msg["error"]["code"] == -32600, msg
        for bad in ([1, 2], {"jsonrpc": "2.0", "id": 3},
                    {"jsonrpc": "2.0", "id": {"x": 1}, "method": "x"},
                    "text", 12):
            c.send(bad)
            msg = c.read()
            assert msg["error"]["code"] == -32600, (bad, msg)
        c.send_raw(b"Content-Length: 4\r\n\r\n\xff\xfe\x00\x01")
        assert c.read()["error"]["code"] == -32700
        rid = c.request("no/such/method", {})
        msg = c.response(rid)
        assert msg["error"]["code"] == -32601, msg
        c.notify("no/such/notification", {"a": 1})
        c.notify("textDocument/didOpen", {"textDocument": 5})  # ignored
        rid = c.request("textDocument/codeAction", {"textDocument": 1})
        assert c.response(rid)["error"]["code"] == -32602
    finally:
        assert c.close() == 0, "the server did not survive bad input"


def t_diagnostic(fx):
    c = fx.client()
    try:
        c.initialize()
        diags = fx.open(c)
        assert len(diags) == 1, diags
        d = diags[0]
        assert d["source"] == "cfix" and d["code"] == "notand", d
        assert d["severity"] == 2 and d["message"], d
        # "\t/* X e */ if (" is 16 UTF-16 units before '!'
        assert d["range"] == {"start": {"line": 3, "character": 16},
                              "end": {"line": 3, "character": 25}}, d
    finally:
        c.close()


def t_utf8_positions(fx):
    c = fx.client()
    try:
        res = c.initialize(capabilities={
            "general": {"positionEncodings": ["utf-8", "utf-16"]}})
        assert res["result"]["capabilities"]["positionEncoding"] == "utf-8"
        d = fx.open(c)[0]
        assert d["range"]["start"] == {"line": 3, "character": 19}, d
    finally:
        c.close()


def t_code_action(fx):
    c = fx.client()
    try:
        c.initialize()
        d = fx.open(c)[0]
        rid = c.request("textDocument/codeAction", {
            "textDocument": {"uri": fx.uri}, "range": d["range"],
            "context": {"diagnostics": [d]}})
        actions = c.response(rid)["result"]
        assert len(actions) == 1, actions
        a = actions[0]
        assert a["kind"] == "quickfix" and "notand" in a["title"], a
        assert a["diagnostics"][0]["code"] == "notand"
        edits = a["edit"]["changes"][fx.uri]
        assert apply_edits(SOURCE, edits) == FIXED, edits
        rid = c.request("textDocument/codeAction", {
            "textDocument": {"uri": fx.uri},
            "range": {"start": {"line": 0, "character": 0},
                      "end": {"line": 1, "character": 0}},
            "context": {"diagnostics": []}})
        assert c.response(rid)["result"] == []
        rid = c.request("textDocument/codeAction", {
            "textDocument": {"uri": fx.uri}, "range": d["range"],
            "context": {"diagnostics": [], "only": ["refactor"]}})
        assert c.response(rid)["result"] == []
    finally:
        c.close()


def t_changes(fx):
    c = fx.client()
    try:
        c.initialize()
        fx.open(c)
        c.notify("textDocument/didChange", {
            "textDocument": {"uri": fx.uri, "version": 2},
            "contentChanges": [{"text": FIXED}]})
        assert c.diagnostics(fx.uri) == []
        # a ranged change puts the finding back: "!(x" -> "!x", drop ")"
        c.notify("textDocument/didChange", {
            "textDocument": {"uri": fx.uri, "version": 3},
            "contentChanges": [
                {"range": {"start": {"line": 3, "character": 26},
                           "end": {"line": 3, "character": 27}}, "text": ""},
                {"range": {"start": {"line": 3, "character": 17},
                           "end": {"line": 3, "character": 18}}, "text": ""}]})
        diags = c.diagnostics(fx.uri)
        assert [d["code"] for d in diags] == ["notand"], diags
        c.notify("textDocument/didSave", {"textDocument": {"uri": fx.uri}})
        assert len(c.diagnostics(fx.uri)) == 1
        c.notify("textDocument/didClose", {"textDocument": {"uri": fx.uri}})
        assert c.diagnostics(fx.uri) == []
    finally:
        c.close()


def t_watched_rules(fx):
    c = fx.client()
    try:
        c.initialize()
        assert fx.open(c)[0]["code"] == "notand"
        with open(fx.rule, "w") as f:
            f.write(RULE.format(name="renamed"))
        c.notify("workspace/didChangeWatchedFiles", {"changes": [
            {"uri": file_uri(fx.rule), "type": 2}]})
        assert c.diagnostics(fx.uri)[0]["code"] == "renamed"
        with open(fx.rule, "w") as f:
            f.write("@broken@\n@@\n- !(\n")
        c.notify("workspace/didChangeWatchedFiles", {"changes": [
            {"uri": file_uri(fx.rule), "type": 2}]})
        msg = c.wait_for(lambda m: m.get("method") == "window/showMessage")
        assert msg["params"]["type"] == 1, msg
        assert c.diagnostics(fx.uri)[0]["code"] == "renamed"  # kept
    finally:
        c.close()
        with open(fx.rule, "w") as f:
            f.write(RULE.format(name="notand"))


def t_shutdown(fx):
    c = fx.client()
    c.initialize()
    rid = c.request("shutdown")
    assert c.response(rid)["result"] is None
    rid = c.request("textDocument/codeAction", {})
    assert c.response(rid)["error"]["code"] == -32600
    c.notify("exit")
    assert c.proc.wait(10) == 0
    c = fx.client()
    c.initialize()
    c.notify("exit")
    assert c.proc.wait(10) == 1, "exit without shutdown must give 1"


def t_framing(fx):
    c = fx.client()
    try:
        c.initialize()
        # two messages in one write, then one split across writes
        body = b'{"jsonrpc":"2.0","id":41,"method":"no/such"}'
        frame = b"Content-Length: %d\r\n\r\n" % len(body) + body
        c.send_raw(frame + frame.replace(b"41", b"42"))
        assert c.read()["id"] == 41 and c.read()["id"] == 42
        c.send_raw(frame[:10])
        c.send_raw(frame[10:30])
        c.send_raw(frame[30:])
        head, raw = c.read_raw()
        assert head.startswith(b"Content-Length: "), head
        assert int(head.split(b":")[1]) == len(raw)
    finally:
        c.close()


def t_isomorphism_forms(fx):
    """A rule the prefilter calls absent from a buffer is not run on it:
    its chains must hold every form the isomorphisms give (`X - Y + Z`
    has both plus_comm's and plus_minus_assoc2's: `(a - b) + c`)."""
    rule = os.path.join(fx.dir, "assoc.cocci")
    with open(rule, "w") as f:
        f.write(RULE.format(name="notand") +
                "@mix@\nexpression X, Y, Z;\n@@\n- X - Y + Z\n"
                "+ mix3(X, Y, Z)\n")
    c = Client(fx.cfix, ["--sp-file", rule], cwd=fx.dir)
    try:
        c.initialize()
        diags = fx.open(c, "int f(int a, int b, int c)\n{\n"
                           "\treturn (a - b) + c;\n}\n")
        assert [d["code"] for d in diags] == ["mix"], diags
    finally:
        c.close()


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    fx = Fixture(os.path.abspath(sys.argv[1]))
    try:
        for name, fn in [("initialize", t_initialize),
                         ("request before initialize", t_not_initialized),
                         ("framing", t_framing),
                         ("malformed messages", t_malformed),
                         ("diagnostic", t_diagnostic),
                         ("utf-8 positions", t_utf8_positions),
                         ("code action", t_code_action),
                         ("didChange/didSave/didClose", t_changes),
                         ("didChangeWatchedFiles", t_watched_rules),
                         ("isomorphism forms", t_isomorphism_forms),
                         ("shutdown and exit", t_shutdown)]:
            check(name, lambda fn=fn: fn(fx))
    finally:
        shutil.rmtree(fx.dir, ignore_errors=True)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
