#!/usr/bin/env python3
"""`cfix lsp` publishes in two stages: the quick rules' findings first
(rules that need no types and match no declarations, read by cfix's own
parser in milliseconds, marked "partial": true), then the full
analysis, whose diagnostics must equal `cfix --json` on the same text.
A partial publish carries the last full result's other findings only
over an edit that leaves the file's tokens as they were (comments,
blank space): after any other edit it must show no finding the edit may
have taken away, even in code the edit did not touch.

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

# a typed rule (not quick) and a quick one
CHAR_RULE = """@@
char *E;
@@
* E == 0
"""
ABORT_RULE = """@@
@@
* abort()
"""
CHECK = """#include <stdlib.h>

int check(const char *name)
{
	char *s = (char *)name;
	int n = 0;

	if (n)
		abort();
	if (s == 0)
		return 1;
	return n == 0;
}
"""
# the declaration changes: the typed finding at line 10, which the
# edit does not touch, is gone
UNCHECKED = CHECK.replace("char *s = (char *)name;", "long s = (long)name;")

# a typed fix whose text a later stage reads (r2 could see r1's
# abort), and the quick rule after it, which finds nothing in the file
# as read but the abort() of r1's fix in the later stage
STAGED_RULE = """@r1@
char *E;
@@
- E == 0
+ abort()

@r2@
@@
- abort(1, 2, 3)
"""
STAGED = CHECK.replace("\tif (n)\n\t\tabort();\n", "")

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
        self.char_rule = os.path.join(folder, "char_rule.cocci")
        with open(self.char_rule, "w") as f:
            f.write(CHAR_RULE)
        self.abort_rule = os.path.join(folder, "abort_rule.cocci")
        with open(self.abort_rule, "w") as f:
            f.write(ABORT_RULE)
        self.staged_rule = os.path.join(folder, "staged_rule.cocci")
        with open(self.staged_rule, "w") as f:
            f.write(STAGED_RULE)
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
        rules that are not quick over an edit of comments and blank space
        (moved by it): a comment appended to a line, a word added inside
        it, a blank line; none over an edit of code, nor over one that
        ends a comment early."""
        commented = TEXT.replace("int flags_test", "/* one */\nint flags_test")
        worded = commented.replace("/* one */", "/* one two */")
        blank = worded.replace("\treturn it;", "\n\treturn it;")
        uncommented = blank.replace("/* one two */",
                                    "/* one */ int two; /* */")
        fixed = uncommented.replace("!*p & 4", "!(*p & 4)")
        runs = self.analyse([TEXT, commented, worded, blank, uncommented,
                             fixed])
        assert all(pubs[0].get("partial") for pubs, cli in runs), runs
        partial = [lsp_findings(pubs[0]) for pubs, cli in runs]
        assert ("alloc_sizeof_ptr", 19, 2) in runs[1][1], runs[1][1]
        for i in (1, 2, 3):
            assert partial[i] == runs[i][1], (i, partial[i], runs[i][1])
        assert ("alloc_sizeof_ptr", 19, 2) in runs[5][1], runs[5][1]
        assert partial[4] == [("notand", 10, 6)], partial
        assert partial[5] == [], partial

    def none_taken_away(self):
        """`char *s` becomes `long s`: the typed finding on s, in code
        the edit does not touch, is in no publish after the edit."""
        rules = ["--sp-file", self.char_rule, "--sp-file", self.abort_rule]
        runs = self.analyse([CHECK, UNCHECKED], rules)
        assert ("char_rule", 10, 6) in runs[0][1], runs[0][1]
        pubs, cli = runs[1]
        assert ("char_rule", 10, 6) not in cli, cli
        assert len(pubs) == 2 and pubs[0].get("partial"), pubs
        for p in pubs:
            assert ("char_rule", 10, 6) not in lsp_findings(p), p

    def later_stage(self):
        """The quick stage finds nothing, a typed fix changes the file
        for a later stage where the quick rule matches: the final
        publish is cfix --json's, that match included."""
        rules = ["--sp-file", self.staged_rule, "--sp-file", self.abort_rule]
        (pubs, cli), = self.analyse([STAGED], rules)
        assert ("abort_rule", 8, 6) in cli, cli
        assert lsp_findings(pubs[0]) == [], pubs
        assert lsp_findings(pubs[-1]) == cli, (pubs[-1], cli)

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
                     "over a comment or blank edit, moved; none over a code "
                     "edit", s.carried_over)
        checks.check("a typed finding the edit took away elsewhere (char *s "
                     "-> long s): in no publish after the edit",
                     s.none_taken_away)
        checks.check("a quick rule's match in a later stage's text: in the "
                     "final publish", s.later_stage)
        checks.check("after an edit, cfix's own parse still stands in "
                     "where clang fails (as cfix --json)", s.stand_in_kept)
        checks.check("no quick rule: one publish, the full analysis",
                     s.typed_rules_only)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
