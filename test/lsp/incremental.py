#!/usr/bin/env python3
"""An edit's check redoes the candidate pass only on the top-level items
it changed (match/candidate_memo.c keeps the rest, issue 19); its final
publish must still be exactly `cfix --json` on the same text.  A
sequence of edits: inside a function, a function added and removed, a
global declaration, a struct's field, a #define, a function that
stops returning, a binding a later rule inherits, which a rule's candidate in an unchanged function
depends on, each compared with a
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

# a rule that ends its paths at calls that do not return: die() is
# such a call while its body exits, and twice() then frees once on each
# path; die()'s edit changes twice()'s candidate, not twice()'s bytes
NORETURN_RULE = """// paths: noreturn
@@
char *E;
@@
* free(E);
  ...
* free(E);
"""
DIES = """#include <stdlib.h>

static void die(void)
{
	exit(1);
}

int twice(char *s)
{
	free(s);
	die();
	free(s);
	return 0;
}
"""
RETURNS = DIES.replace("\texit(1);", "\t(void)0;")

# a rule file whose second rule matches with a binding of the first:
# release(buf) in a() makes `q = buf` in b() (unchanged) a finding
INHERIT_RULE = """@r@
expression E;
@@
release(E);

@@
expression r.E;
char *P;
@@
* P = E;
"""
KEEPS = """void release(void *p);
void *buf;

void a(void)
{
	(void)0;
}

void b(void)
{
	char *q;

	q = buf;
}
"""
RELEASES = KEEPS.replace("\t(void)0;", "\trelease(buf);")

# rules an edit makes absent from the file or present in it (their
# words): the worker skips a rule whose prefilter chain the text lacks
# (lsp_worker.c, absent_rules()), so it must run again once the edit
# brings its words; realloc_saved only binds (the prefilter of a whole
# set leaves such a rule out), and a rule that depends on another's
# not matching must see it as not matched when skipped
ABSENT_RULE = """@realloc_saved exists@
expression E, E1, N;
identifier V;
position p;
@@
  V = E;
  ... when != V = E1
  E = realloc@p(E, N);

@realloc_leak@
expression E, N;
position p != realloc_saved.p;
@@
* E = realloc@p(E, N);

@cleaned@
@@
cleanup();

@depends on !cleaned@
@@
* abort();
"""
NO_REALLOC = """#include <stdlib.h>

void cleanup(void);

char *grow(char *x, unsigned long n)
{
	char *old;

	(void)old;
	return x;
}

void stop(void)
{
	abort();
}
"""
LEAKS = NO_REALLOC.replace("\t(void)old;", "\tx = realloc(x, n);")
SAVED = NO_REALLOC.replace("\t(void)old;",
                           "\told = x;\n\tx = realloc(x, n);")
CLEANS = SAVED.replace("\tabort();", "\tcleanup();\n\tabort();")

# each edit with what it must give (a finding on that line among
# others, or none), a fresh cfix run being the judge of the rest
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
    ("another file: die() exits", DIES, None),
    ("die() returns: twice() frees twice on a path (twice() unchanged)",
     RETURNS, 10),
    ("die() exits again", DIES, None),
    ("another file: a() releases nothing", KEEPS, None),
    ("a() releases buf: b()'s `q = buf` matches the second rule",
     RELEASES, 13),
    ("a() releases nothing again", KEEPS, None),
    ("another file: no realloc(), stop() aborts", NO_REALLOC, 15),
    ("x = realloc(x, n) added: the realloc rules are present", LEAKS, 9),
    ("old = x saved before it: realloc_saved binds p", SAVED, 16),
    ("cleanup() called: the abort rule's dependency fails", CLEANS, None),
    ("no realloc() again", NO_REALLOC, 15),
]


def main():
    cfix = os.path.abspath(sys.argv[1])
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="cfix-lsp-incr.") as folder:
        s = Stages(cfix, folder)
        rule = os.path.join(folder, "char_rule.cocci")
        with open(rule, "w") as f:
            f.write(RULE)
        inherit = os.path.join(folder, "inherit_rule.cocci")
        with open(inherit, "w") as f:
            f.write(INHERIT_RULE)
        noreturn = os.path.join(folder, "noreturn_rule.cocci")
        with open(noreturn, "w") as f:
            f.write(NORETURN_RULE)
        absent = os.path.join(folder, "absent_rule.cocci")
        with open(absent, "w") as f:
            f.write(ABSENT_RULE)
        runs = []

        def analyse():
            runs.extend(s.analyse([text for _, text, _ in EDITS],
                                  ["--sp-file", rule, "--sp-file",
                                   noreturn, "--sp-file", inherit,
                                   "--sp-file", absent]))

        checks.check("the edits analysed", analyse)
        for i, (what, _, line) in enumerate(EDITS):
            def same(i=i, line=line):
                pubs, cli = runs[i]
                assert lsp_findings(pubs[-1]) == cli, (pubs[-1], cli)
                lines = [f[1] for f in cli]
                if line is not None:
                    assert line in lines, cli
            checks.check("%d. %s: the final publish is cfix --json's"
                         % (i + 1, what), same)
    return checks.finish()


if __name__ == "__main__":
    sys.exit(main())
