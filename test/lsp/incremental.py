#!/usr/bin/env python3
"""An edit's check redoes the candidate pass only on the top-level items
it changed (match/candidate_memo.c keeps the rest, issue 19); its final
publish must still be exactly `cfix --json` on the same text.  A
sequence of edits: inside a function, a function added and removed, a
global declaration, a struct's field and a #define that a rule's
candidate in an unchanged function depends on, each compared with a
fresh `cfix` run.  The rule is typed (`char *E`): clang reads the file
only where the own parse finds a candidate, so a candidate result kept
when it should have been redone loses the finding.

usage: test/lsp/incremental.py CFIX
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import Checks  # noqa: E402
from stages import Stages, lsp_findings  # noqa: E402

RULE = """@@
char *E;
@@
* E == 0
"""

BASE = """struct item {
	long name;
};

static long g;

int by_field(struct item *it)
{
	if (it->name == 0)
		return 1;
	return 0;
}

int by_global(void)
{
	if (g == 0)
		return 1;
	return 0;
}

int by_macro(long s)
{
	if (ZERO(s))
		return 1;
	return 0;
}

int local(void)
{
	long s = 1;

	return s == 0;
}
"""
ADDED = """
int added(const char *name)
{
	char *t = (char *)name;

	return t == 0;
}
"""

# each edit with what it must give (a finding on that line, or none of
# the rule's), a fresh cfix run being the judge of the rest
EDITS = [
    ("open: no char * anywhere", BASE, None),
    ("inside a function: long s -> char *s",
     BASE.replace("long s = 1;", "char *s = 0;"), 32),
    ("back", BASE, None),
    ("a function added", BASE + ADDED, 39),
    ("a function removed", BASE, None),
    ("the global g becomes char *", BASE.replace("static long g;",
                                                 "static char *g;"), 16),
    ("back", BASE, None),
    ("a struct's field becomes char *", BASE.replace("\tlong name;",
                                                     "\tchar *name;"), 9),
    ("back", BASE, None),
    ("a #define makes ZERO(s) a comparison with 0",
     "#define ZERO(x) ((x) == 0)\n" + BASE.replace("long s)", "char *s)"),
     None),
    ("the #define removed", BASE.replace("long s)", "char *s)"), None),
    ("the #define back", "#define ZERO(x) ((x) == 0)\n" +
     BASE.replace("long s)", "char *s)"), None),
]


def main():
    cfix = os.path.abspath(sys.argv[1])
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="cfix-lsp-incr.") as folder:
        s = Stages(cfix, folder)
        rule = os.path.join(folder, "char_rule.cocci")
        with open(rule, "w") as f:
            f.write(RULE)
        runs = []

        def analyse():
            runs.extend(s.analyse([text for _, text, _ in EDITS],
                                  ["--sp-file", rule]))

        checks.check("the edits analysed", analyse)
        for i, (what, _, line) in enumerate(EDITS):
            def same(i=i, line=line):
                pubs, cli = runs[i]
                assert lsp_findings(pubs[-1]) == cli, (pubs[-1], cli)
                lines = [f[1] for f in cli if f[0] == "char_rule"]
                if line is not None:
                    assert lines == [line], cli
            checks.check("%d. %s: the final publish is cfix --json's"
                         % (i + 1, what), same)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
