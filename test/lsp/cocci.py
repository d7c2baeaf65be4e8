#!/usr/bin/env python3
"""Rule files in the editor (issue 23): `cfix lsp` serves .cocci
documents.  The rule parser's errors are diagnostics at the line and
column `cfix --sp-file` prints, cleared when the rule is fixed; parsing
runs no script and stops at --max-file-size; hover on a metavariable
shows its kind, type, declaring rule and line, and where an inherited
one is bound; cfix.runRuleTests runs the rule's --test cases in a
worker, refuses a Python rule of an untrusted folder and stops one past
--timeout.

usage: test/lsp/cocci.py CFIX
Prints one line per check and "N passed, N failed"; exit 1 on a failure.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks, Client, file_uri  # noqa: E402

# Line 6 lacks its ')'; the first line holds a non-BMP character in a
# comment, so UTF-16 and byte columns would differ on it.
BROKEN = """// \U0001D11E rule
@r@
expression struct dev *E;
identifier f;
@@
- f(E
"""

GOOD = """// \U0001D11E rule
@r@
expression struct dev *E;
identifier f;
@@
- f(E);

@s@
expression r.E;
position p;
@@
  g(E@p);
"""

NOTAND = """@notand@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
"""

CASE = "int f(int x)\n{\n\treturn !x & 4;\n}\n"
FIXED = CASE.replace("!x & 4", "!(x & 4)")

# A rule whose script would leave a file behind if it ever ran.
SCRIPTED = """@initialize:python@
@@
open("{marker}", "w").write("ran")

@r@
expression E;
constant C;
@@
- !E & C
+ !(E & C)

@script:python@
E << r.E;
@@
open("{marker}", "w").write(E)
{extra}"""

checks = Checks()
check = checks.check


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


class Fixture:
    def __init__(self, cfix):
        self.cfix = cfix
        self.dir = tempfile.mkdtemp(prefix="cfix-lsp-cocci-")
        # no user's trusted list: only --trust-checkout trusts
        self.env = dict(os.environ, XDG_CONFIG_HOME=self.dir + "/config")
        self.rule = os.path.join(self.dir, "rule.cocci")
        write(self.rule, BROKEN)
        self.uri = file_uri(self.rule)
        # a rule with its test cases: one passes, one fails
        write(self.dir + "/t/notand.cocci", NOTAND)
        write(self.dir + "/t/notand.c", CASE)
        write(self.dir + "/t/notand.res", FIXED)
        write(self.dir + "/t/notand.tests/wrong.c", CASE)
        write(self.dir + "/t/notand.tests/wrong.res", CASE)
        self.marker = self.dir + "/py/RAN"

    def client(self, *args):
        return Client(self.cfix, list(args), cwd=self.dir, env=self.env)

    def open(self, client, text, uri=None, language="cocci"):
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri or self.uri, "languageId": language, "version": 1,
            "text": text}})
        return client.diagnostics(uri or self.uri)

    def change(self, client, text, uri=None):
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": uri or self.uri, "version": 2},
            "contentChanges": [{"text": text}]})
        return client.diagnostics(uri or self.uri)

    def hover(self, client, line, character, uri=None):
        rid = client.request("textDocument/hover", {
            "textDocument": {"uri": uri or self.uri},
            "position": {"line": line, "character": character}})
        return client.response(rid)["result"]

    def run_tests(self, client, rule):
        rid = client.request("workspace/executeCommand", {
            "command": "cfix.runRuleTests", "arguments": [file_uri(rule)]})
        result = client.response(rid, timeout=60)["result"]
        shown = client.wait_for(
            lambda m: m.get("method") == "window/showMessage")
        return result, shown["params"]


def cli_error(cfix, rule):
    """The first error `cfix --sp-file rule` prints: (line, col, text)."""
    with tempfile.NamedTemporaryFile("w", suffix=".c") as c:
        c.write("int x;\n")
        c.flush()
        err = subprocess.run([cfix, "--sp-file", rule, c.name],
                             capture_output=True, text=True).stderr
    m = re.search(r"^.*?:(\d+):(\d+): error: (.*)$", err, re.M)
    assert m, err
    return int(m.group(1)), int(m.group(2)), m.group(3)


def t_capabilities(fx):
    c = fx.client()
    try:
        caps = c.initialize()["result"]["capabilities"]
        assert caps["hoverProvider"] is True, caps
        assert "cfix.runRuleTests" in \
            caps["executeCommandProvider"]["commands"], caps
    finally:
        assert c.close() == 0


def t_errors_as_cli(fx):
    line, col, text = cli_error(fx.cfix, fx.rule)
    for encoding in (None, "utf-8"):
        c = fx.client()
        try:
            caps = {"general": {"positionEncodings": [encoding]}} \
                if encoding else None
            c.initialize(capabilities=caps)
            diags = fx.open(c, BROKEN)
            assert len(diags) == 1, diags
            d = diags[0]
            assert d["severity"] == 1 and d["source"] == "cfix", d
            assert d["message"] == text, (d, text)
            # ASCII line: UTF-16 units and bytes agree with the CLI's
            assert d["range"]["start"] == {"line": line - 1,
                                           "character": col - 1}, (d, line, col)
            assert fx.change(c, GOOD) == [], "not cleared when fixed"
            assert len(fx.change(c, BROKEN)) == 1, "not back when broken"
        finally:
            c.close()


def t_language(fx):
    c = fx.client()
    try:
        c.initialize()
        # by languageId on any name; by the .cocci extension on any id
        other = file_uri(fx.dir + "/rule.smpl")
        assert len(fx.open(c, BROKEN, uri=other, language="smpl")) == 1
        assert len(fx.open(c, BROKEN, language="plaintext")) == 1
    finally:
        c.close()


def t_no_script(fx):
    text = SCRIPTED.format(marker=fx.marker, extra="")
    c = fx.client("--trust-checkout")
    try:
        c.initialize()
        uri = file_uri(fx.dir + "/py/open.cocci")
        assert fx.open(c, text, uri=uri) == [], "a valid rule got errors"
        assert fx.hover(c, 5, 11, uri=uri)["contents"]["value"] \
            .startswith("**expression** `E`")
        assert not os.path.exists(fx.marker), "parsing ran a script"
    finally:
        c.close()


def t_max_file_size(fx):
    c = fx.client("--max-file-size", "64")
    try:
        c.initialize()
        diags = fx.open(c, GOOD)
        assert len(diags) == 1 and "--max-file-size" in \
            diags[0]["message"], diags
        assert fx.hover(c, 2, 24) is None
    finally:
        c.close()
    c = fx.client("--max-file-size", "nonsense")
    assert c.proc.wait(10) == 2


def t_hover(fx):
    c = fx.client()
    try:
        c.initialize()
        fx.open(c, GOOD)
        # E in r's declaration: kind, type, rule, line, its binding
        h = fx.hover(c, 2, 24)
        v = h["contents"]["value"]
        assert "**expression** `E` of type `struct dev *`" in v, v
        assert "declared in rule `r` at line 3" in v, v
        assert "bound by rule `r` at line 6, column 5" in v, v
        assert h["range"] == {"start": {"line": 2, "character": 23},
                              "end": {"line": 2, "character": 24}}, h
        # r.E in s, on the declaration's "r" and on its use in s's body
        for line, col in ((8, 11), (11, 4)):
            v = fx.hover(c, line, col)["contents"]["value"]
            assert "declared in rule `s` at line 9" in v, v
            assert "inherited from rule `r` (`r.E`)" in v, v
            assert "bound by rule `r` at line 6, column 5" in v, v
        v = fx.hover(c, 11, 6)["contents"]["value"]
        assert v.startswith("**position** `p`"), v
        # not a metavariable: "g", "@@", a comment's word
        for line, col in ((11, 2), (4, 0), (0, 8)):
            assert fx.hover(c, line, col) is None, (line, col)
    finally:
        c.close()


def t_run_tests(fx):
    c = fx.client()
    try:
        c.initialize()
        result, shown = fx.run_tests(c, fx.dir + "/t/notand.cocci")
        assert result["passed"] == 1 and result["failed"] == 1, result
        assert [(os.path.basename(k["file"]), k["ok"])
                for k in result["cases"]] == [("notand.c", True),
                                              ("wrong.c", False)], result
        assert result["error"] is None, result
        assert shown["type"] == 1 and "1 passed, 1 failed" in \
            shown["message"], shown
        # the same report as `cfix --test`
        cli = subprocess.run([fx.cfix, "--test", fx.dir + "/t/notand.cocci"],
                             capture_output=True, text=True).stdout
        assert result["output"].splitlines()[-1] == cli.splitlines()[-1]
        os.remove(fx.dir + "/t/notand.tests/wrong.c")
        result, shown = fx.run_tests(c, fx.dir + "/t/notand.cocci")
        assert (result["passed"], result["failed"]) == (1, 0), result
        assert shown["type"] == 3, shown
        rid = c.request("workspace/executeCommand",
                        {"command": "cfix.noSuchCommand", "arguments": []})
        assert c.response(rid)["error"]["code"] == -32602
    finally:
        write(fx.dir + "/t/notand.tests/wrong.c", CASE)
        c.close()


def t_untrusted_script(fx):
    rule = fx.dir + "/py/s.cocci"
    write(rule, SCRIPTED.format(marker=fx.marker, extra=""))
    write(fx.dir + "/py/s.c", CASE)
    write(fx.dir + "/py/s.res", FIXED)
    c = fx.client()
    try:
        c.initialize()
        result, shown = fx.run_tests(c, rule)
        assert "not trusted" in result["error"], result
        assert "--trust-checkout" in shown["message"], shown
        assert shown["type"] == 1, shown
        assert not os.path.exists(fx.marker), "an untrusted script ran"
    finally:
        c.close()
    c = fx.client("--trust-checkout")
    try:
        c.initialize()
        result, shown = fx.run_tests(c, rule)
        assert (result["passed"], result["failed"]) == (1, 0), result
        assert os.path.exists(fx.marker), "the trusted script did not run"
    finally:
        c.close()


def t_tests_contained(fx):
    rule = fx.dir + "/hang/h.cocci"
    write(rule, SCRIPTED.format(marker=fx.dir + "/hang/RAN",
                                extra="while True:\n    pass\n"))
    write(fx.dir + "/hang/h.c", CASE)
    write(fx.dir + "/hang/h.res", FIXED)
    c = fx.client("--trust-checkout", "--timeout", "2")
    try:
        c.initialize()
        result, shown = fx.run_tests(c, rule)
        assert "time limit" in result["error"], result
        assert "time limit" in shown["message"], shown
        # the server goes on
        assert len(fx.open(c, BROKEN)) == 1
    finally:
        assert c.close() == 0


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    fx = Fixture(os.path.abspath(sys.argv[1]))
    try:
        for name, fn in [("capabilities", t_capabilities),
                         ("rule errors as the CLI's", t_errors_as_cli),
                         ("rule files by language and name", t_language),
                         ("parsing runs no script", t_no_script),
                         ("--max-file-size", t_max_file_size),
                         ("hover on metavariables", t_hover),
                         ("cfix.runRuleTests", t_run_tests),
                         ("untrusted script rule not run", t_untrusted_script),
                         ("tests contained (--timeout)", t_tests_contained)]:
            check(name, lambda fn=fn: fn(fx))
    finally:
        shutil.rmtree(fx.dir, ignore_errors=True)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
