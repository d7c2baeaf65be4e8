#!/usr/bin/env python3
"""`cfix lsp` publishes in two stages: the quick rules' findings first
(rules that need no types and match no declarations, read by cfix's own
parser in milliseconds, marked "partial": true), then the full
analysis, whose diagnostics must equal `cfix --json` on the same text.

usage: test/lsp/stages.py CFIX

No timing is asserted here (bench/lsp-latency.py measures it).  The file
has a notand bug (a quick rule) and an alloc_sizeof_ptr bug (a rule that
matches declarations: clang's parse).
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks, Client, file_uri  # noqa: E402

TEXT = """#include <stdlib.h>

struct item {
	int a, b, c;
};

int flags_test(int *p)
{
	if (!*p & 4)
		return 1;
	return 0;
}

struct item *make(void)
{
	struct item *it;

	it = malloc(sizeof(it));
	return it;
}
"""
FIXED = TEXT.replace("!*p & 4", "!(*p & 4)")
SIZED = TEXT.replace("sizeof(it)", "sizeof(*it)")

# clang cannot structure this table (no header declares u16 and the
# designators); cfix's own parse stands in for it, after an edit too
TABLE = """static const struct hash_kind {
	u16		size;
	const char	name[10];
	const char	driver[12];
} hash_kinds[] = {
	[HASH_CRC32] = { .size = 4, .name = "crc32c" },
	[HASH_XXHASH] = { .size = 8, .name = "xxhash64" },
	[HASH_SHA256] = { .size = 32, .name = "sha256" },
	[HASH_BLAKE2] = { .size = 32, .name = "blake2b",
			  .driver = "blake2b-256" },
};

int hash_size(int t)
{
	return hash_kinds[t].size;
}
"""
CONSTANT_RULE = """@@
@@
* 32
"""

TYPED_RULE = """@@
type T;
T *E;
@@
* E = malloc(sizeof(E))
"""


def publishes(client, uri):
    """The publishDiagnostics of one analysis: partial ones, then the
    full one."""
    out = []
    while True:
        params = client.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri, 120)["params"]
        out.append(params)
        if not params.get("partial"):
            return out


def lsp_findings(params):
    return sorted((d["code"], d["range"]["start"]["line"] + 1,
                   d["range"]["start"]["character"] + 1)
                  for d in params["diagnostics"])


def cli_findings(cfix, path, args=()):
    out = subprocess.run([cfix, "--json", *args, path], capture_output=True,
                         text=True, check=False).stdout
    return sorted((f["rule"], f["line"], f["col"])
                  for f in map(json.loads, out.splitlines()))


class Stages:
    def __init__(self, cfix, folder):
        self.cfix, self.path = cfix, os.path.join(folder, "t.c")
        self.uri = file_uri(self.path)
        self.rule = os.path.join(folder, "typed.cocci")
        with open(self.rule, "w") as f:
            f.write(TYPED_RULE)
        self.constant = os.path.join(folder, "constant.cocci")
        with open(self.constant, "w") as f:
            f.write(CONSTANT_RULE)

    def analyse(self, texts, args=()):
        """The publishes of each text (didOpen, then didChange)."""
        client = Client(self.cfix, list(args))
        client.initialize()
        out = []
        for version, text in enumerate(texts, 1):
            with open(self.path, "w") as f:
                f.write(text)
            if version == 1:
                client.notify("textDocument/didOpen", {"textDocument": {
                    "uri": self.uri, "languageId": "c", "version": 1,
                    "text": text}})
            else:
                client.notify("textDocument/didChange", {
                    "textDocument": {"uri": self.uri, "version": version},
                    "contentChanges": [{"text": text}]})
            out.append((publishes(client, self.uri),
                        cli_findings(self.cfix, self.path, args)))
        client.close()
        return out

    def two_stages(self):
        (pubs, cli), = self.analyse([TEXT])
        assert len(pubs) == 2, pubs
        assert lsp_findings(pubs[0]) == [("notand", 9, 6)], pubs[0]
        assert lsp_findings(pubs[1]) == cli, (pubs[1], cli)
        assert ("alloc_sizeof_ptr", 18, 2) in cli, cli

    def after_change(self):
        runs = self.analyse([TEXT, FIXED, TEXT, SIZED])
        for pubs, cli in runs:
            assert len(pubs) == 2 and pubs[0].get("partial"), pubs
            assert lsp_findings(pubs[-1]) == cli, (pubs[-1], cli)
        assert ("notand", 9, 6) not in runs[1][1], runs[1][1]
        assert ("alloc_sizeof_ptr", 18, 2) not in runs[3][1], runs[3][1]

    def carried_over(self):
        """The partial publish keeps the last full result's findings of
        rules that are not quick where the edit left their code alone
        (moved by it), and drops those it touched."""
        runs = self.analyse([TEXT, FIXED, TEXT, SIZED])
        assert all(pubs[0].get("partial") for pubs, cli in runs), runs
        partial = [lsp_findings(pubs[0]) for pubs, cli in runs]
        assert partial[1] == [("alloc_sizeof_ptr", 18, 2)], partial
        assert partial[2] == runs[2][1], partial
        assert partial[3] == [("notand", 9, 6)], partial

    def typed_rules_only(self):
        (pubs, cli), = self.analyse([TEXT], ["--sp-file", self.rule])
        assert len(pubs) == 1, pubs    # no quick rule: one publish
        assert lsp_findings(pubs[0]) == cli, (pubs[0], cli)
        assert len(cli) == 1, cli

    def stand_in_kept(self):
        edited = TABLE.replace("].size;", "].size; /* edited */")
        runs = self.analyse([TABLE, edited], ["--sp-file", self.constant])
        for pubs, cli in runs:
            assert lsp_findings(pubs[-1]) == cli, (pubs[-1], cli)
            assert len(cli) == 2, cli


def main():
    cfix = os.path.abspath(sys.argv[1])
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="cfix-lsp-stages.") as folder:
        s = Stages(cfix, folder)
        checks.check("first publish: the quick rules' findings, partial; "
                     "last: equals cfix --json", s.two_stages)
        checks.check("after each change: partial then full, the full equal "
                     "to cfix --json on the new text", s.after_change)
        checks.check("partial: the typed findings of unchanged code carried "
                     "over, moved; those of changed code dropped",
                     s.carried_over)
        checks.check("after an edit, cfix's own parse still stands in "
                     "where clang fails (as cfix --json)", s.stand_in_kept)
        checks.check("no quick rule: one publish, the full analysis",
                     s.typed_rules_only)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
