/*
 * Unit tests for position constraints ("position p != r.p;",
 * "= r.p", "!= {r1.p, r2.p}") and for disjunction shadowing (a later
 * branch of a rule's expression disjunction does not match inside or
 * around code an earlier branch matched).  Each test parses rules and a
 * C buffer and checks where the named rule matched.
 */
#include "match_fixture.h"
#include <stdio.h>

/* The code rule matched, in file order, joined with '|'. */
static const char *matched(struct fixture *fx, const char *rule)
{
	size_t len, at = 0;
	const char *text = cfix_source_text(fx->source, &len);

	fx->text[0] = '\0';
	for (uint32_t i = 0; i < fx->count; i++) {
		const struct cfix_match *m = &fx->matches[i];
		size_t n = m->end - m->begin;

		if (strcmp(m->rule, rule) || at + n + 2 > sizeof(fx->text))
			continue;
		if (at)
			fx->text[at++] = '|';
		memcpy(fx->text + at, text + m->begin, n);
		at += n;
		fx->text[at] = '\0';
	}
	return fx->text;
}

/* The first error a rule file gets, or "" when it parses. */
static const char *rule_error(struct fixture *fx, const char *rules)
{
	if (cfix_ruleset_add_text(fx->rules, "t.cocci", rules, strlen(rules),
				  &fx->sink) == 0)
		return "";
	return fx->sink.diags.items[0].message;
}

static const char unsafe[] =
	"@unsafe@\nexpression E, F;\nconstant C;\nposition p;\n@@\n"
	"(\n F == !(E & C)@p\n|\n !!(E & C)@p\n)\n\n";
static const char code[] =
	"int f(int a, int b) { return (a == 1) == !(b & 4) || !(b & 8) || !!(a & 2); }\n";

static void test_not_equal(void **state)
{
	struct fixture *fx = *state;
	char rules[512];

	snprintf(rules, sizeof(rules), "%s%s", unsafe,
		 "@plant@\nexpression E;\nconstant C;\nposition p != unsafe.p;\n@@\n"
		 "- !(E & C)@p\n+ !E & C\n");
	run(fx, rules, code);
	assert_string_equal(matched(fx, "plant"), "!(b & 8)");
}

/* "= r.p" without braces, and "= {r.p}" */
static void test_equal(void **state)
{
	struct fixture *fx = *state;
	char rules[512];

	snprintf(rules, sizeof(rules), "%s%s", unsafe,
		 "@plant@\nexpression E;\nconstant C;\nposition p = unsafe.p;\n@@\n"
		 "- !(E & C)@p\n+ !E & C\n");
	run(fx, rules, code);
	assert_string_equal(matched(fx, "plant"), "!(b & 4)|!(a & 2)");
}

static void test_equal_braces(void **state)
{
	struct fixture *fx = *state;
	char rules[512];

	snprintf(rules, sizeof(rules), "%s%s", unsafe,
		 "@plant@\nexpression E;\nconstant C;\nposition p = {unsafe.p};\n@@\n"
		 "- !(E & C)@p\n+ !E & C\n");
	run(fx, rules, code);
	assert_string_equal(matched(fx, "plant"), "!(b & 4)|!(a & 2)");
}

/* "!= {r1.p, r2.p}" as the kernel writes it (no spaces), and a rule
 * that matched nothing excludes nothing. */
static void test_set(void **state)
{
	struct fixture *fx = *state;

	run(fx,
	    "@r1@\nposition p;\n@@\ng@p(...)\n"
	    "@r2@\nposition p;\n@@\nh@p(...)\n"
	    "@r3@\nposition p;\n@@\nnone@p(...)\n"
	    "@last@\nidentifier fn;\nposition p!={r1.p,r2.p,r3.p};\n@@\n- fn@p(...)\n",
	    "int g(int), h(int), k(int);\n"
	    "int f(int a) { return g(a) + h(a) + k(a); }\n");
	assert_string_equal(matched(fx, "last"), "k(a)");
}

/* "E@p" is E's code; "g(E)@p" is the ")" token: never equal. */
static void test_token_is_not_range(void **state)
{
	struct fixture *fx = *state;

	run(fx,
	    "@r@\nexpression E;\nposition p;\n@@\ng(E)@p\n"
	    "@last@\nexpression E;\nposition p != r.p;\n@@\nreturn E@p;\n",
	    "int g(int);\nint f(int a) { return g(a); }\n");
	assert_string_equal(matched(fx, "last"), "return g(a);");
}

static void test_errors(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(rule_error(fx, "@@\nposition p != r.p;\n@@\nf@p();\n"),
			    "position constraint 'r.p': no rule 'r' above");
	cfix_diag_sink_release(&fx->sink);
	assert_string_equal(rule_error(fx, "@r@\nexpression E;\n@@\nf(E);\n"
					   "@@\nposition p != r.E;\n@@\nf@p();\n"),
			    "rule 'r' has no position metavariable 'E'");
	cfix_diag_sink_release(&fx->sink);
	assert_string_equal(rule_error(fx, "@@\nposition p != q;\n@@\nf@p();\n"),
			    "expected 'rule.position' in a position constraint");
}

/* A later branch does not match inside an earlier branch's match: the
 * f(x) in g(f(x)) is not a match of its own. */
static void test_shadow_inside(void **state)
{
	struct fixture *fx = *state;

	run(fx, "@s@\nexpression E;\n@@\n(\n g(E)\n|\n- f(E)\n+ k(E)\n)\n",
	    "int f(int), g(int);\nint h(int x) { return g(f(x)) + f(x); }\n");
	assert_string_equal(matched(fx, "s"), "g(f(x))|f(x)");
}

/* ...nor around one. */
static void test_shadow_around(void **state)
{
	struct fixture *fx = *state;

	run(fx, "@s@\nexpression E;\n@@\n(\n f(E)\n|\n- g(E)\n+ m(E)\n)\n",
	    "int f(int), g(int);\nint h(int x) { return g(1 + f(2)) + g(x); }\n");
	assert_string_equal(matched(fx, "s"), "f(2)|g(x)");
}

/* A disjunction at a fixed place in a bigger pattern does not shadow. */
static void test_no_shadow_fixed(void **state)
{
	struct fixture *fx = *state;

	run(fx, "@s@\nexpression E, y;\n@@\ny =\n(\n g(E)\n|\n- f(E)\n+ k(E)\n)\n",
	    "int f(int), g(int);\nvoid h(int x, int y) { y = f(g(x)); }\n");
	assert_string_equal(matched(fx, "s"), "y = f(g(x))");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_not_equal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_equal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_equal_braces, setup, teardown),
		cmocka_unit_test_setup_teardown(test_set, setup, teardown),
		cmocka_unit_test_setup_teardown(test_token_is_not_range, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_shadow_inside, setup, teardown),
		cmocka_unit_test_setup_teardown(test_shadow_around, setup, teardown),
		cmocka_unit_test_setup_teardown(test_no_shadow_fixed, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
