#!/usr/bin/env python3
"""`cfix lsp` explains a line on hover: the text of `cfix --explain
FILE:LINE` for the editor's buffer (unsaved changes included), with the
rules the server runs.

usage: test/lsp/explain.py CFIX
Prints one line per check and "N passed, N failed"; exit 1 on a failure.
"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks, Client, file_uri  # noqa: E402

RULE = """@@
struct foo *E;
@@
- kfree(E);
+ kfree_foo(E);
"""

SOURCE = """struct foo { int a; };
struct bar { int b; };
void kfree(void *p);
void f(struct foo *x, struct bar *y)
{
\tkfree(y);
\tkfree(x);
}
"""

checks = Checks()
check = checks.check


def hover(c, uri, line):
    rid = c.request("textDocument/hover", {
        "textDocument": {"uri": uri},
        "position": {"line": line, "character": 1}})
    return c.response(rid)["result"]


def t_hover(cfix, d):
    uri = file_uri(os.path.join(d, "a.c"))
    c = Client(cfix, ["--sp-file", os.path.join(d, "kfree.cocci")], cwd=d)
    try:
        caps = c.initialize()["result"]["capabilities"]
        assert caps.get("hoverProvider") is True, caps
        c.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "c", "version": 1, "text": SOURCE}})
        c.diagnostics(uri)
        value = hover(c, uri, 5)["contents"]["value"]
        assert "no match [type]" in value, value
        assert "wants type 'struct foo *'" in value, value
        assert "kfree.cocci:4:9 'E' against" in value, value
        value = hover(c, uri, 6)["contents"]["value"]
        assert "matched at 7:2-7:11" in value, value
        # the buffer, not the file: line 6 now frees x
        c.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": 2},
            "contentChanges": [{"text": SOURCE.replace("kfree(y)",
                                                       "kfree(x)")}]})
        c.diagnostics(uri)
        value = hover(c, uri, 5)["contents"]["value"]
        assert "matched at 6:2-6:11" in value, value
    finally:
        c.close()


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    cfix = os.path.abspath(sys.argv[1])
    d = tempfile.mkdtemp(prefix="cfix-lsp-explain-")
    try:
        with open(os.path.join(d, "kfree.cocci"), "w") as f:
            f.write(RULE)
        with open(os.path.join(d, "a.c"), "w") as f:
            f.write(SOURCE)
        check("hover explains a line", lambda: t_hover(cfix, d))
    finally:
        shutil.rmtree(d, ignore_errors=True)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
