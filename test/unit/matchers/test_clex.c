/*
 * Unit tests for cfix's C lexer (matchers/clex.c): token kinds, spellings,
 * positions, flags and the SmPL-only punctuators.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "matchers/syntax/syntax.h"

struct fixture {
	struct cfix_arena *arena;
	struct cfix_token *toks;
	uint32_t n;
	struct cfix_buf buf;
};

static int setup(void **state)
{
	struct fixture *fx = test_calloc(1, sizeof(*fx));

	fx->arena = cfix_arena_new();
	cfix_buf_init(&fx->buf);
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;

	cfix_buf_release(&fx->buf);
	cfix_arena_free(fx->arena);
	test_free(fx);
	return 0;
}

static const char kind_letter[] = { 'E', 'I', 'K', 'N', 'C', 'S', 'P' };

/* Lexes text and renders "K:text" per token, space separated. */
static const char *lex(struct fixture *fx, const char *text, unsigned flags)
{
	fx->n = cfix_clex(fx->arena, text, 0, strlen(text), flags, &fx->toks);
	cfix_buf_reset(&fx->buf);
	for (uint32_t i = 0; i < fx->n; i++)
		cfix_buf_addf(&fx->buf, "%s%c:%s", i ? " " : "",
			      kind_letter[fx->toks[i].kind], fx->toks[i].text);
	return fx->buf.data;
}

static void test_idents_and_keywords(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(lex(fx, "static inline int foo_1(void)", 0),
			    "K:static K:inline K:int I:foo_1 P:( K:void P:)");
	assert_string_equal(lex(fx, "__typeof__(x) typeof sizeof _Bool restrict"
				    " __attribute__ asm u8", 0),
			    "K:__typeof__ P:( I:x P:) K:typeof K:sizeof "
			    "K:_Bool K:restrict K:__attribute__ K:asm I:u8");
	assert_true(cfix_is_c_keyword("while"));
	assert_true(cfix_is_c_keyword("_Static_assert"));
	assert_true(cfix_is_c_keyword("__volatile__"));
	assert_false(cfix_is_c_keyword("kmalloc"));
	assert_false(cfix_is_c_keyword(NULL));
}

static void test_numbers(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(lex(fx, "0x1fUL 1.5e+3f .5 1e-9 0x1p-3 42", 0),
			    "N:0x1fUL N:1.5e+3f N:.5 N:1e-9 N:0x1p-3 N:42");
	assert_string_equal(lex(fx, "a-1+2", 0), "I:a P:- N:1 P:+ N:2");
}

static void test_literals(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		lex(fx, "'a' '\\'' L'x' u8\"s\" U\"t\" u\"v\" L \"a\\\"b\"", 0),
		"C:'a' C:'\\'' C:L'x' S:u8\"s\" S:U\"t\" S:u\"v\" I:L "
		"S:\"a\\\"b\"");
	/* unterminated: stops at the end of the line */
	assert_string_equal(lex(fx, "\"abc\nx", 0), "S:\"abc I:x");
}

static void test_punctuators(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(lex(fx, "a>>=b<<=c...->++--&&||##!=", 0),
			    "I:a P:>>= I:b P:<<= I:c P:... P:-> P:++ P:-- "
			    "P:&& P:|| P:## P:!=");
	assert_string_equal(lex(fx, "x+++y", 0), "I:x P:++ P:+ I:y");
	assert_string_equal(lex(fx, "a @ b", 0), "I:a P:@ I:b");
}

static void test_smpl_punctuators(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(lex(fx, "<... x ...> <+... y ...+>", CFIX_CLEX_SMPL),
			    "P:<... I:x P:...> P:<+... I:y P:...+>");
	assert_string_equal(lex(fx, "<... x ...>", 0),
			    "P:< P:... I:x P:... P:>");
}

static void test_comments_and_splices(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(lex(fx, "a /* b\n c */ d // e \\\n f\ng", 0),
			    "I:a I:d I:g");
	assert_string_equal(lex(fx, "a\\\nb", 0), "I:a I:b");
	assert_int_equal(fx->toks[1].line, 2);
	assert_string_equal(lex(fx, "", 0), "");
	assert_int_equal(fx->n, 0);
	assert_int_equal(fx->toks[0].kind, CFIX_TOK_EOF);
}

static void test_positions(void **state)
{
	struct fixture *fx = *state;
	const char *text = "int x;\n\tfoo(y);\n";

	fx->n = cfix_clex(fx->arena, text, 0, strlen(text), 0, &fx->toks);
	assert_int_equal(fx->n, 8);
	assert_int_equal(fx->toks[3].line, 2);
	assert_int_equal(fx->toks[3].col, 2);
	assert_int_equal(fx->toks[3].begin, 8);
	assert_int_equal(fx->toks[3].end, 11);
	assert_int_equal(fx->toks[0].flags, CFIX_TOKF_LINE_START);
	assert_int_equal(fx->toks[1].flags, 0);
	assert_int_equal(fx->toks[3].flags, CFIX_TOKF_LINE_START);

	/* begin > 0: positions still count from the start of text */
	fx->n = cfix_clex(fx->arena, text, 10, strlen(text), 0, &fx->toks);
	assert_int_equal(fx->n, 5);
	assert_string_equal(fx->toks[0].text, "o");
	assert_int_equal(fx->toks[0].line, 2);
	assert_int_equal(fx->toks[0].col, 4);
	assert_int_equal(fx->toks[0].begin, 10);
}

static void test_preprocessor_lines(void **state)
{
	struct fixture *fx = *state;
	const char *text = "  # define X(a) \\\n  (a + 1)\nint y = X(2);\n"
			   "#include <a.h>\nz";

	fx->n = cfix_clex(fx->arena, text, 0, strlen(text), 0, &fx->toks);
	assert_string_equal(fx->toks[0].text, "#");
	for (uint32_t i = 0; i < 11; i++)
		assert_true(fx->toks[i].flags & CFIX_TOKF_PP);
	assert_string_equal(fx->toks[10].text, ")");
	assert_string_equal(fx->toks[11].text, "int");
	assert_int_equal(fx->toks[11].flags, CFIX_TOKF_LINE_START);
	assert_true(fx->toks[6].flags & CFIX_TOKF_LINE_START);
	assert_int_equal(fx->toks[fx->n - 1].flags, CFIX_TOKF_LINE_START);
	assert_true(fx->toks[fx->n - 2].flags & CFIX_TOKF_PP);
	/* '#' not first on its line starts no directive */
	fx->n = cfix_clex(fx->arena, "a # b", 0, 5, 0, &fx->toks);
	assert_int_equal(fx->toks[1].flags, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_idents_and_keywords, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_numbers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_literals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_punctuators, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_smpl_punctuators, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_comments_and_splices,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_positions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_preprocessor_lines, setup,
						teardown),
	};

	return cmocka_run_group_tests_name("clex", tests, NULL, NULL);
}
