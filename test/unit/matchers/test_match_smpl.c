/*
 * Unit tests for SmPL's own constructs in the matcher (matchers/match.c,
 * matchers/pattern.c): disjunctions and conjunctions, constraints,
 * statement dots along control flow with when clauses, nests, several
 * rules (depends on, inherited metavariables, positions) and fresh
 * identifiers.  Each test parses a rule and a C buffer and checks the
 * matches.
 */
#include "match_fixture.h"

/* `( A | B )` in expression position: each branch matches. */
static void test_expression_disjunction(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression E;\n@@\n* \\(f(E)\\|g(E)\\)\n",
			     "int f(int), g(int), h(int);\n"
			     "int k(int a) { return f(a) + g(a) + h(a); }\n"), 2);
	assert_matched(fx, 0, "f(a)");
	assert_matched(fx, 1, "g(a)");
}

/* The first branch that matches wins: its changes apply, the other's
 * do not. */
static void test_first_branch_wins(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression E;\n@@\n(\n- f(E)\n+ one(E)\n|\n- f(1)\n+ two()\n)\n",
			     "int f(int);\nint k(void) { return f(1); }\n"), 1);
	/* f is removed and "one" inserted before the kept "(1)" */
	assert_int_equal(fx->matches[0].nactions, 2);
	assert_string_equal(fx->matches[0].actions[1].text, "one");
}

/* `&`: both branches must match the same code. */
static void test_conjunction(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression E;\n@@\n* \\(f(E)\\&f(1)\\)\n",
			     "int f(int);\nint k(int a) { return f(a) + f(1); }\n"), 1);
	assert_matched(fx, 0, "f(1)");
}

/* Constraints: a set of names, a value, a regular expression. */
static void test_constraints(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nidentifier f != {skip, keep};\n"
				 "identifier g =~ \"^x\";\nexpression E != 0;\n@@\n* f(g, E)\n",
			     "int skip(int, int), use(int, int), other(int, int);\n"
			     "int xa, yb;\n"
			     "void k(void) { skip(xa, 1); use(xa, 1); use(yb, 1);"
			     " use(xa, 0x0); other(xa, 2); }\n"), 2);
	assert_matched(fx, 0, "use(xa, 1)");
	assert_matched(fx, 1, "other(xa, 2)");
}

/* `A ... B`: B on every path after A; one removal per B found. */
static void test_dots_all_paths(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression X;\n@@\n  a(X);\n  ...\n- b(X);\n",
			     "void a(int), b(int), c(int);\n"
			     "void k(int x, int y) { a(x); if (y) b(x); else { c(x); b(x); } }\n"
			     "void l(int x, int y) { a(x); if (y) b(x); c(x); }\n"), 1);
	assert_int_equal(removals(fx, 0) >= 2, true);
}

/* `when != E`: the dots may not pass through E. */
static void test_when_not(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression X;\n@@\n  a(X);\n  ... when != c(X)\n- b(X);\n",
			     "void a(int), b(int), c(int);\n"
			     "void k(int x) { a(x); c(x); b(x); }\n"
			     "void l(int x) { a(x); c(1); b(x); }\n"), 1);
	assert_matched(fx, 0, "a(x); c(1); b(x);");
}

/* `exists`: one path suffices. */
static void test_exists(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@exists@\nexpression X;\n@@\n  a(X);\n  ...\n- b(X);\n",
			     "void a(int), b(int), c(int);\n"
			     "void l(int x, int y) { a(x); if (y) b(x); c(x); }\n"), 1);
}

/* A nest changes every occurrence in what it covers. */
static void test_nest(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nidentifier fn;\n@@\n fn(...) {\n <...\n- old();\n ...>\n }\n",
			     "void old(void);\n"
			     "void k(int y) { old(); if (y) old(); }\n"), 1);
	assert_int_equal(removals(fx, 0), 2 * 4);	/* old ( ) ; twice */
}

/* A later rule runs once per binding of the rule it inherits from, and
 * `depends on` follows whether a rule matched. */
static void test_inherit_and_depends(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@r@\nexpression E;\n@@\nmark(E);\n"
				 "@s depends on r@\nexpression r.E;\n@@\n* use(E);\n"
				 "@depends on !s@\n@@\n* never();\n",
			     "void mark(int), use(int), never(void);\n"
			     "void k(int a, int b) { mark(a); use(a); use(b); never(); }\n"), 1);
	assert_matched(fx, 0, "use(a);");
}

/* `E@p` records where E matched; `r.p` pins a later rule to it. */
static void test_positions(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@r@\nidentifier f;\nposition p;\n@@\nf@p(1)\n"
				 "@@\nidentifier r.f;\nposition r.p;\n@@\n* f@p(...)\n",
			     "void g(int);\n"
			     "void k(void) { g(2); g(1); }\n"), 1);
	assert_matched(fx, 0, "g(1)");
}

/* A fresh identifier is built from its parts. */
static void test_fresh_identifier(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nidentifier f;\nfresh identifier F = \"new_\" ## f;\n@@\n- f(0);\n+ F(0);\n",
			     "void g(int);\nvoid k(void) { g(0); }\n"), 1);
	assert_string_equal(fx->matches[0].actions[1].text, "new_g");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_expression_disjunction, setup, teardown),
		cmocka_unit_test_setup_teardown(test_first_branch_wins, setup, teardown),
		cmocka_unit_test_setup_teardown(test_conjunction, setup, teardown),
		cmocka_unit_test_setup_teardown(test_constraints, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dots_all_paths, setup, teardown),
		cmocka_unit_test_setup_teardown(test_when_not, setup, teardown),
		cmocka_unit_test_setup_teardown(test_exists, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nest, setup, teardown),
		cmocka_unit_test_setup_teardown(test_inherit_and_depends, setup, teardown),
		cmocka_unit_test_setup_teardown(test_positions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fresh_identifier, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
