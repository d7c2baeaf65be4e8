/*
 * Unit tests for the matcher (matchers/match.c): which code a rule
 * matches, what metavariables bind, and the token-level actions a match
 * asks for.  Each test parses a rule and a C buffer (an unsaved file, so
 * no data files are needed) and checks the matches.
 */
#include "match_fixture.h"

/* Offset of the n-th (0-based) occurrence of needle in the code. */
static uint32_t offset_of(struct fixture *fx, const char *needle, int n)
{
	size_t len;
	const char *text = cfix_source_text(fx->source, &len);
	const char *at = text;

	for (;;) {
		at = strstr(at, needle);
		assert_non_null(at);
		if (n-- == 0)
			return (uint32_t)(at - text);
		at++;
	}
}

static const char notand[] =
	"@@\nexpression E;\nconstant C;\n@@\n- !E & C\n+ !(E & C)\n";

/* The seed rule asks for '(' and ')' and removes nothing. */
static void test_seed_actions(void **state)
{
	struct fixture *fx = *state;
	const struct cfix_match *m;

	assert_int_equal(run(fx, notand,
			     "#define FLAG 4\n"
			     "struct s { struct { int c; } b; };\n"
			     "int f(struct s *a) {\n"
			     "\tif (!a->b.c & FLAG)\n\t\treturn 1;\n"
			     "\treturn 0;\n}\n"), 1);
	assert_matched(fx, 0, "!a->b.c & FLAG");
	m = &fx->matches[0];
	assert_null(m->not_rewritten);
	assert_int_equal(m->nactions, 2);
	assert_int_equal(m->actions[0].kind, CFIX_ACTION_INSERT);
	assert_string_equal(m->actions[0].text, "(");
	assert_int_equal(m->actions[0].begin, offset_of(fx, "a->b.c &", 0));
	assert_string_equal(m->actions[1].text, ")");
	assert_int_equal(m->actions[1].begin, offset_of(fx, "FLAG)", 0) + 4);
}

/* Code that must not fire: a variable mask, parentheses, && and a & !B. */
static void test_seed_must_not_fire(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, notand,
			     "enum { B = 2 };\n"
			     "int f(int a, int b) {\n"
			     "\tint r = !a & b;\n"
			     "\tr += !(a & B);\n"
			     "\tr += !a && B;\n"
			     "\tr += a & !B;\n"
			     "\treturn r; /* !a & B */\n}\n"), 0);
}

/* `constant` knows enumerators and constant macros from clang. */
static void test_constant_kinds(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, notand,
			     "enum { ACTIVE = 1 };\n#define lower_mask (1 << 3)\n"
			     "int f(int a) {\n"
			     "\treturn (!a & ACTIVE) + (!a & lower_mask) + (!a & 4);\n"
			     "}\n"), 3);
	assert_matched(fx, 0, "!a & ACTIVE");
	assert_matched(fx, 1, "!a & lower_mask");
	assert_matched(fx, 2, "!a & 4");
}

/* A metavariable used twice must bind equal code. */
static void test_metavariable_twice(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\nexpression E;\n@@\n- E + E\n+ 2 * E\n",
			     "int f(int x, int y) {\n"
			     "\treturn (x + x) * (x + y) * (y->z + y->z);\n}\n"),
			 2);
	assert_matched(fx, 0, "x + x");
	assert_matched(fx, 1, "y->z + y->z");
}

/* A typed metavariable is checked against clang's type. */
static void test_typed_expression(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx,
			     "@@\nexpression unsigned int E;\n@@\n* E < 0\n",
			     "int f(unsigned int u, int s) {\n"
			     "\treturn (u < 0) + (s < 0);\n}\n"), 1);
	assert_matched(fx, 0, "u < 0");
}

/* A statement pattern: each call removed whole. */
static void test_statement_removal(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\n@@\n- foo();\n",
			     "void foo(void);\nvoid f(void) {\n"
			     "\tfoo();\n\tbar();\n\tfoo();\n}\n"), 2);
	for (uint32_t i = 0; i < 2; i++) {
		const struct cfix_match *m = &fx->matches[i];

		assert_int_equal(m->nactions, 4);	/* foo ( ) ; */
		for (uint32_t k = 0; k < m->nactions; k++)
			assert_int_equal(m->actions[k].kind,
					 CFIX_ACTION_REMOVE);
	}
}

/* An expression pattern never matches a member or declared name. */
static void test_names_are_not_expressions(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, "@@\n@@\n- x\n+ y\n",
			     "struct s { int x; };\n"
			     "int f(struct s *p, int x) {\n"
			     "\treturn p->x + x;\n}\n"), 1);
	assert_int_equal(fx->matches[0].begin, offset_of(fx, "x;\n}", 0));
}

/* A built-in rule's match in a macro's definition is reported, not
 * rewritten. */
static void test_macro_definition(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run_from(fx, "<builtin>/notand.cocci", notand,
				  "#define CHECK(d) (!(d)->flags & 0x4)\n"
				  "struct dev { int flags; };\n"
				  "int f(struct dev *d) { return CHECK(d); }\n"),
			 1);
	assert_non_null(fx->matches[0].not_rewritten);
	assert_non_null(strstr(fx->matches[0].not_rewritten, "CHECK"));
}

/* A rule file's is fixed there, as spatch fixes it. */
static void test_macro_definition_rule_file(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, notand,
			     "#define CHECK(d) (!(d)->flags & 0x4)\n"
			     "struct dev { int flags; };\n"
			     "int f(struct dev *d) { return CHECK(d); }\n"),
			 1);
	assert_null(fx->matches[0].not_rewritten);
}

/* The match reaches into a macro's expansion: reported, not rewritten. */
static void test_partly_in_macro(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, notand,
			     "#define NOT_FLAGS(d) !(d)->flags\n"
			     "struct dev { int flags; };\n"
			     "int f(struct dev *d) { return NOT_FLAGS(d) & 4; }\n"),
			 1);
	assert_matched(fx, 0, "NOT_FLAGS(d) & 4");
	assert_non_null(fx->matches[0].not_rewritten);
}

/* Integer literals compare by value; the paren isomorphism applies. */
static void test_literals_and_parens(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx,
			     "@@\nexpression X;\n@@\n- f(0, sizeof(X));\n",
			     "void f(int, unsigned long);\nvoid g(int x) {\n"
			     "\tf(0x00, sizeof x);\n\tf('\\0', sizeof(x));\n"
			     "\tf(1, sizeof x);\n}\n"), 2);
}

/* Code clang cannot type (undeclared names) is still matched. */
static void test_code_that_does_not_compile(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(run(fx, notand,
			     "int f(void) {\n"
			     "\tu8 v = !undeclared->flags & SOME_FLAG;\n"
			     "\treturn v;\n}\n"), 1);
	assert_matched(fx, 0, "!undeclared->flags & SOME_FLAG");
}

/* A binary operator metavariable binds the operator, once. */
static void test_binary_operator(void **state)
{
	struct fixture *fx = *state;
	const struct cfix_match *m;

	assert_int_equal(run(fx,
			     "@@\nbinary operator b;\nexpression e1, e2;\n@@\n"
			     "- e1 b e2 b e1\n+ e2 b e1 b e2\n",
			     "int f(int x, int y) {\n"
			     "\treturn (x - y - x) + (x - y * x);\n}\n"), 1);
	assert_matched(fx, 0, "x - y - x");
	m = &fx->matches[0];
	/* x, y and x swap; the operators stay */
	for (uint32_t k = 0; k < m->nactions; k++)
		if (m->actions[k].kind == CFIX_ACTION_INSERT)
			assert_null(strchr(m->actions[k].text, '*'));
}

/* A branch without braces that gains a statement gets braces. */
static void test_braces_added(void **state)
{
	struct fixture *fx = *state;
	const struct cfix_match *m;
	bool open = false, close = false;

	assert_int_equal(run(fx, "@@\n@@\n+ trace();\n  work();\n",
			     "void work(void); void trace(void);\n"
			     "void f(int x) {\n\tif (x)\n\t\twork();\n}\n"), 1);
	m = &fx->matches[0];
	for (uint32_t k = 0; k < m->nactions; k++) {
		open |= !strcmp(m->actions[k].text, " {");
		close |= m->actions[k].text && strstr(m->actions[k].text, "}");
	}
	assert_true(open);
	assert_true(close);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_seed_actions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_seed_must_not_fire, setup, teardown),
		cmocka_unit_test_setup_teardown(test_constant_kinds, setup, teardown),
		cmocka_unit_test_setup_teardown(test_metavariable_twice, setup, teardown),
		cmocka_unit_test_setup_teardown(test_typed_expression, setup, teardown),
		cmocka_unit_test_setup_teardown(test_statement_removal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_names_are_not_expressions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_macro_definition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_macro_definition_rule_file,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_partly_in_macro, setup, teardown),
		cmocka_unit_test_setup_teardown(test_literals_and_parens, setup, teardown),
		cmocka_unit_test_setup_teardown(test_code_that_does_not_compile, setup, teardown),
		cmocka_unit_test_setup_teardown(test_binary_operator, setup, teardown),
		cmocka_unit_test_setup_teardown(test_braces_added, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
