/*
 * Unit tests for the parts of SmPL added by issues 4 and 8 (the rule
 * language): disjunctions in when clauses, bare expressions in statement
 * sequences, list metavariables, typed metavariables as Coccinelle users
 * write them, declaration patterns.  Each test parses a rule and a C
 * buffer and checks the matches or the changes.
 */
#include "match_fixture.h"

/* The rule's error, or "" when it parses. */
static const char *rule_error(struct fixture *fx, const char *rule)
{
	if (cfix_ruleset_add_text(fx->rules, "t.cocci", rule, strlen(rule),
				  &fx->sink) == 0)
		return "";
	return fx->sink.diags.items[0].message;
}

/* The text match i inserts, all insertions joined with '|'. */
static char *inserted(struct fixture *fx, uint32_t i)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	for (uint32_t k = 0; k < fx->matches[i].nactions; k++) {
		if (fx->matches[i].actions[k].kind != CFIX_ACTION_INSERT)
			continue;
		if (buf.len)
			cfix_buf_addch(&buf, '|');
		cfix_buf_adds(&buf, fx->matches[i].actions[k].text);
	}
	return cfix_buf_detach(&buf, NULL);
}

/* `when != \( A \| B \)`: neither branch may be passed. */
static void test_when_disjunction(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression X;\n@@\n  a(X);\n"
				 "  ... when != \\( c(X) \\| d(X) \\)\n- b(X);\n",
			     "void a(int), b(int), c(int), d(int);\n"
			     "void k(int x) { a(x); c(x); b(x); }\n"
			     "void l(int x) { a(x); d(x); b(x); }\n"
			     "void m(int x) { a(x); d(1); b(x); }\n"), 1);
	assert_matched(fx, 0, "a(x); d(1); b(x);");
}

/* `expression list ES;` binds any number of arguments; plus code
 * prints them as written, and an empty list takes its comma along. */
static void test_expression_list(void **state)
{
	struct fixture *fx = *state;
	char *text;

	assert_int_equal(run(fx, "@@\nexpression list ES;\n@@\n- f(ES)\n+ g(0, ES)\n",
			     "void f(), g();\n"
			     "void k(void) { f(1,  2); f(); }\n"), 2);
	text = inserted(fx, 0);
	assert_true(strncmp(text, "g|0,", 4) == 0);
	free(text);
	/* f removed, g and "0" inserted: no comma for nothing */
	text = inserted(fx, 1);
	assert_string_equal(text, "g|0");
	free(text);
	assert_int_equal(removals(fx, 0), 1);
}

/* A list bound twice must be the same; `expression list[2]` takes two. */
static void test_expression_list_same_and_count(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression list ES;\nexpression list[2] TWO;\n@@\n"
				 "* f(ES) + g(ES) + h(TWO)\n",
			     "int f(), g(), h();\n"
			     "int k(int a, int b) { return f(a, b) + g(a, b) + h(a, b)"
			     " + f(a) + g(b) + h(1, 2) + f() + g() + h(1); }\n"), 1);
	assert_matched(fx, 0, "f(a, b) + g(a, b) + h(a, b)");
}

/* `parameter list P;` binds a function's parameters; `(void)` too. */
static void test_parameter_list(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nparameter list P;\nidentifier f;\n@@\n"
				 "- f(P) { ... }\n+ f(P) { }\n",
			     "int k(int a, char *b) { return a; }\n"
			     "void v(void) { }\n"), 2);
	assert_matched(fx, 0, "int k(int a, char *b) { return a; }");
	assert_matched(fx, 1, "void v(void) { }");
}

/* `f(...)` removed whole: its parentheses and commas go too. */
static void test_dots_call_removed(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\n@@\n- f(...);\n",
			     "void f();\nvoid k(void) { f(1, 2); }\n"), 1);
	/* f ( ... ) ; : every token of the call is removed */
	assert_int_equal(removals(fx, 0), 5);
}

/* An expression without its ';' stands for a statement holding it. */
static void test_bare_expression(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression x;\n@@\n"
				 "  x = alloc()\n  ... when != x = 0\n- !x\n+ x == 0\n",
			     "int alloc(void);\n"
			     "int k(int x) { if ((x = alloc()) > 1) return 1; if (!x) return 2; return 0; }\n"
			     "int l(int x) { x = alloc(); x = 0; if (!x) return 2; return 0; }\n"), 1);
	/* from the expression to the removed one */
	assert_matched(fx, 0, "x = alloc()) > 1) return 1; if (!x");
}

/* `when any`: the dots go on past the next item, which is changed at
 * each place it occurs; without it only the first one counts. */
static void test_when_any(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\n@@\n  lock();\n  ... when any\n- work();\n",
			     "void lock(void), work(void);\n"
			     "void k(int y) { lock(); work(); if (y) work(); work(); }\n"), 1);
	assert_int_equal(removals(fx, 0), 3 * 4);	/* work ( ) ; thrice */
}

/* `if (...)` is any condition, with or without an else. */
static void test_dots_condition(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\n@@\n  if (...) {\n+   done();\n    return;\n  }\n",
			     "void done(void);\n"
			     "void k(int y) { if (y > 2) { return; } }\n"), 1);
}

/* `position p != r.p`: not where rule r matched. */
static void test_position_constraint(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@r@\nposition p;\n@@\nf@p(1)\n"
				 "@@\nposition p != r.p;\n@@\n* f@p(...)\n",
			     "void f(int);\n"
			     "void k(void) { f(2); f(1); f(3); }\n"), 2);
	assert_matched(fx, 0, "f(2)");
	assert_matched(fx, 1, "f(3)");
}

/* `local idexpression`: a parameter or a local variable, no global. */
static void test_local_idexpression(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nlocal idexpression x;\n@@\n* free(x)\n",
			     "void free(void *);\nvoid *g;\n"
			     "void k(void *a) { void *b = a; free(g); free(a); free(b); }\n"), 2);
	assert_matched(fx, 0, "free(a)");
	assert_matched(fx, 1, "free(b)");
}

/* Typed metavariables as Coccinelle users write them: `unsigned` is
 * `unsigned int`; a typedef name matches its own spelling; a set of
 * types; `T *E` binds T to the pointee. */
static void test_typed_metavariables(void **state)
{
	struct fixture *fx = *state;
	const char *patch = "@@\ntype T;\nT *E;\n@@\n- E != 0\n+ E != (T *)0\n";
	char *text;

	/* a rule file is a match ('*') or a patch ('-'), not both */
	assert_int_equal(cfix_ruleset_add_text(fx->rules, "u.cocci", patch,
					       strlen(patch), &fx->sink), 0);
	assert_int_equal(run(fx, "@@\nunsigned E;\n@@\n* f(E)\n"
				 "@@\nu32 E;\n@@\n* g(E)\n"
				 "@@\n{long, short} E;\n@@\n* h(E)\n",
			     "typedef unsigned int u32;\nstruct foo { int a; };\n"
			     "int f(), g(), h();\n"
			     "int k(unsigned int a, u32 b, long c, int d, struct foo *p) {\n"
			     "  return f(a) + f(d) + g(b) + g(a) + h(c) + h(d) + (p != 0); }\n"), 4);
	assert_matched(fx, 0, "f(a)");
	assert_matched(fx, 1, "g(b)");
	assert_matched(fx, 2, "h(c)");
	text = inserted(fx, 3);
	assert_true(strstr(text, "struct foo *") != NULL);
	free(text);
}

/* `T x = E;` binds T to the whole declared type, pointer included, and
 * removing the declaration removes all of it. */
static void test_declaration_pattern(void **state)
{
	struct fixture *fx = *state;
	char *text;

	assert_int_equal(run(fx, "@@\ntype T;\nidentifier x;\nexpression E;\n@@\n"
				 "- T x = alloc(E);\n+ T x = zalloc(E, sizeof(T));\n",
			     "struct foo { int a; };\nvoid *alloc(int), *zalloc(int, int);\n"
			     "void k(void) { struct foo *p = alloc(4); }\n"), 1);
	text = inserted(fx, 0);
	assert_true(strstr(text, "sizeof(struct foo *") != NULL);
	free(text);
}

/* A `?` line's statement may be absent; when present it is changed. */
static void test_optional_line(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\n@@\n  start();\n?- middle();\n  end();\n",
			     "void start(void), middle(void), end(void);\n"
			     "void k(void) { start(); middle(); end(); }\n"
			     "void l(void) { start(); end(); }\n"
			     "void m(void) { start(); other(); end(); }\n"), 2);
	assert_int_equal(removals(fx, 0), 4);	/* middle ( ) ; */
	assert_int_equal(removals(fx, 1), 0);
	assert_matched(fx, 1, "start(); end();");
}

/* `subE <= r.E`: inside what r.E bound. */
static void test_subterm_constraint(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@r@\nexpression E;\n@@\nfree(E);\n"
				 "@@\nexpression r.E;\nidentifier subE <= r.E;\n@@\n"
				 "  free(E);\n  ...\n- subE++;\n",
			     "void free(void *);\nchar *p[4];\nint i, j;\n"
			     "void k(void) { free(p[i]); i++; }\n"
			     "void l(void) { free(p[i]); j++; }\n"), 1);
	assert_matched(fx, 0, "free(p[i]); i++;");
}

/* Rules that parse now, and one that still does not. */
static void test_parses(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(rule_error(fx, "@@\nexpression list[n={1...3}] es;\n"
					   "identifier list IS;\nparameter p;\n@@\n- f(es);\n"), "");
	assert_string_equal(rule_error(fx, "@@\nformat F;\n@@\n- f(\"%@F@\");\n"), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_when_disjunction, setup, teardown),
		cmocka_unit_test_setup_teardown(test_expression_list, setup, teardown),
		cmocka_unit_test_setup_teardown(test_expression_list_same_and_count, setup, teardown),
		cmocka_unit_test_setup_teardown(test_parameter_list, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dots_call_removed, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bare_expression, setup, teardown),
		cmocka_unit_test_setup_teardown(test_when_any, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dots_condition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_position_constraint, setup, teardown),
		cmocka_unit_test_setup_teardown(test_local_idexpression, setup, teardown),
		cmocka_unit_test_setup_teardown(test_typed_metavariables, setup, teardown),
		cmocka_unit_test_setup_teardown(test_declaration_pattern, setup, teardown),
		cmocka_unit_test_setup_teardown(test_optional_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_subterm_constraint, setup, teardown),
		cmocka_unit_test_setup_teardown(test_parses, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
