/*
 * Unit tests for the scan of GNU attribute groups
 * (matchers/syntax/attribute_groups.c): where a group begins and ends,
 * forwards, backwards and over a declarator's own tokens; and the
 * matcher's run of trailing attributes, where a name the rule declares
 * `attribute name` counts as one.
 */
#include "match_fixture.h"

#include "matchers/syntax/syntax.h"

#define NONE UINT32_MAX

struct lexed {
	struct cfix_arena *arena;
	struct cfix_token *toks;
	uint32_t n;
};

static struct lexed lex(const char *text)
{
	struct lexed l = { .arena = cfix_arena_new() };

	l.n = cfix_clex(l.arena, text, 0, strlen(text), 0, &l.toks);
	return l;
}

/* The position of the k-th (0-based) token spelled text, or NONE. */
static uint32_t nth(const struct lexed *l, const char *text, unsigned k)
{
	for (uint32_t i = 0; i < l->n; i++)
		if (!strcmp(l->toks[i].text, text) && !k--)
			return i;
	return NONE;
}

/* The last ')' of l. */
static uint32_t last_close(const struct lexed *l)
{
	uint32_t at = NONE;

	for (uint32_t i = 0; i < l->n; i++)
		if (!strcmp(l->toks[i].text, ")"))
			at = i;
	return at;
}

static void test_nested_parentheses(void **state)
{
	struct lexed l = lex("int x __attribute__((aligned(8), "
			     "section(\"a(b\"), cold)) = 1;");
	uint32_t word = nth(&l, "__attribute__", 0);

	/* the group's own ')' before '=', not aligned(8)'s, not the
	 * string's '(' */
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, word, l.n),
			 nth(&l, "=", 0) - 1);
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, 0,
						     nth(&l, "=", 0) - 1),
			 word);
	/* aligned(8)'s ')' ends no attribute group */
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, 0,
						     nth(&l, ")", 0)),
			 NONE);
	cfix_arena_free(l.arena);
}

static void test_spellings(void **state)
{
	struct lexed l = lex("int x __attribute((unused)) _Alignas(8) y;");
	uint32_t a = nth(&l, "__attribute", 0), b = nth(&l, "_Alignas", 0);

	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, a, l.n),
			 b - 1);
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, b, l.n),
			 nth(&l, "y", 0) - 1);
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, 0, b - 1),
			 a);
	/* a word that is no attribute, or one without its '(' */
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, 0, l.n), NONE);
	cfix_arena_free(l.arena);
	l = lex("__attribute__ x");
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, 0, l.n), NONE);
	cfix_arena_free(l.arena);
}

static void test_runs(void **state)
{
	struct lexed l = lex("struct s __attribute__((a)) "
			     "__attribute__((b(c))) o;");
	uint32_t one = nth(&l, "__attribute__", 0);
	uint32_t two = nth(&l, "__attribute__", 1);
	uint32_t close = last_close(&l);

	/* one group a call: the first ends before the second's word */
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, one, l.n),
			 two - 1);
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, two, l.n),
			 close);
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, 0, close),
			 two);
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, 0, two - 1),
			 one);
	/* nothing of the group before first */
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, two + 1,
						     close),
			 NONE);
	assert_int_equal(cfix__attribute_group_begin(l.toks, NULL, two, close),
			 two);
	cfix_arena_free(l.arena);
}

static void test_unclosed(void **state)
{
	struct lexed l = lex("int x __attribute__((unused) ;");
	uint32_t word = nth(&l, "__attribute__", 0);

	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, word, l.n),
			 NONE);
	/* n ends the scan: the group closes past it */
	cfix_arena_free(l.arena);
	l = lex("__attribute__((a)) x");
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, 0, 4), NONE);
	assert_int_equal(cfix__attribute_group_end(l.toks, NULL, 0, 6), 5);
	cfix_arena_free(l.arena);
}

/* Positions through idx: a declarator's own tokens, its kids' left
 * out. */
static void test_own_tokens(void **state)
{
	struct lexed l = lex("x [ N ] __attribute__ ( ( a ( 1 ) ) ) ;");
	/* own tokens: x [ ] __attribute__ ( ( a ( 1 ) ) ) (not N) */
	uint32_t idx[] = { 0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
	uint32_t n = sizeof(idx) / sizeof(idx[0]);

	assert_int_equal(cfix__attribute_group_end(l.toks, idx, 3, n), 11);
	assert_int_equal(cfix__attribute_group_begin(l.toks, idx, 0, 11), 3);
	assert_int_equal(cfix__attribute_group_end(l.toks, idx, 2, n), NONE);
	cfix_arena_free(l.arena);
}

/* A name the rule declares `attribute name` is one attribute of a
 * parameter's trailing run, a group another. */
static void test_declared_name(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(
		run(fx,
		    "@@\ntype T1, T2;\nattribute name __nocast;\n"
		    "identifier x, y;\n@@\n T1 x(...,\n- T2\n+ char\n"
		    "  y __nocast __attribute__((unused)),\n  ...) {...}\n",
		    "#define __nocast\n"
		    "int a(int q __nocast __attribute__((unused)), int w)"
		    " { return w; }\n"
		    "int b(int q __nocast, int w) { return w; }\n"
		    "int c(int q __attribute__((unused)) __nocast, int w)"
		    " { return w; }\n"
		    "int d(int q __nocast __attribute__((unused(1))), int w)"
		    " { return w; }\n"),
		1);
	assert_matched(fx, 0, "int a(int q __nocast __attribute__((unused)), "
			      "int w) { return w; }");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_nested_parentheses),
		cmocka_unit_test(test_spellings),
		cmocka_unit_test(test_runs),
		cmocka_unit_test(test_unclosed),
		cmocka_unit_test(test_own_tokens),
		cmocka_unit_test_setup_teardown(test_declared_name, setup,
						teardown),
	};

	return cmocka_run_group_tests_name("attribute_groups", tests, NULL,
					   NULL);
}
