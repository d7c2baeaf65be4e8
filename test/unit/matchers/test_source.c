/*
 * Unit tests for a C file's view (matchers/source.c, clang_adapter.c):
 * clang's tree mirrored in cfix nodes, macros kept as written, holes
 * filled by cfix's own parser, repair rounds, errors.  Inputs are under
 * data/ (the tests run with test/unit/matchers as the current folder).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "matchers/cfront/cfront.h"

struct fixture {
	struct cfix_diag_sink sink;
	struct cfix_source *source;
	struct cfix_buf buf;
};

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));

	cfix_diag_sink_init(&fx->sink);
	cfix_buf_init(&fx->buf);
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;

	cfix_source_free(fx->source);
	cfix_buf_release(&fx->buf);
	cfix_diag_sink_release(&fx->sink);
	free(fx);
	return 0;
}

static struct cfix_source *parse(struct fixture *fx, const char *path,
				 unsigned rounds)
{
	struct cfix_source_options options = { .repair_rounds = rounds };

	assert_int_equal(cfix_source_parse(path, &options, &fx->sink,
					   &fx->source), 0);
	return fx->source;
}

/* The body (COMPOUND) of the file's first function. */
static struct cfix_node *body(struct cfix_source *source)
{
	for (uint32_t i = 0; i < source->root->nkids; i++) {
		struct cfix_node *item = source->root->kids[i];

		if (item && item->kind == CFIX_NODE_FUNCTION) {
			assert_int_equal(item->kids[3]->kind, CFIX_NODE_COMPOUND);
			return item->kids[3];
		}
	}
	fail_msg("no function");
	return NULL;
}

static const char *dump(struct fixture *fx, const struct cfix_node *node)
{
	cfix_buf_reset(&fx->buf);
	cfix_node_dump(node, fx->source->toks, &fx->buf);
	return fx->buf.data;
}

/* Counts nodes of kind (or any kind, CFIX_NODE_NONE) with all flags. */
static unsigned count(const struct cfix_node *node, enum cfix_node_kind kind,
		      unsigned flags)
{
	unsigned n;

	if (!node)
		return 0;
	n = (kind == CFIX_NODE_NONE || node->kind == kind) &&
	    (node->flags & flags) == flags;
	for (uint32_t i = 0; i < node->nkids; i++)
		n += count(node->kids[i], kind, flags);
	return n;
}

static void test_notand_macro_constant(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/notand.c", 0);
	struct cfix_node *cond = body(source)->kids[0]->kids[0];

	assert_int_equal(cfix_source_mode(source), CFIX_PARSE_EXACT);
	assert_string_equal(
		dump(fx, cond),
		"(binary op=& : int @8:6\n"
		"  (unary op=! : int @8:6\n"
		"    (member op=-> : unsigned int @8:7\n"
		"      (ident 'dev' : struct wmi_block * @8:7)\n"
		"      (ident 'flags' @8:12)))\n"
		"  (ident 'ACPI_WMI_METHOD' : int const macro-use @8:20))\n");
	assert_true(cond->kids[1]->flags & CFIX_NODEF_MACRO_USE);
	assert_false(cond->flags & CFIX_NODEF_MACRO);
	assert_true(cond->kids[0]->kids[0]->flags & CFIX_NODEF_UNSIGNED);
	assert_true(cond->kids[0]->kids[0]->kids[0]->flags &
		    CFIX_NODEF_POINTER);
	/* the IF spans "if" to the ';' of its return */
	assert_string_equal(source->toks[body(source)->kids[0]->last].text,
			    ";");
	assert_int_equal(body(source)->nkids, 2);
	assert_int_equal(source->nmacros, 1);
	assert_string_equal(source->macros[0].name, "ACPI_WMI_METHOD");
}

static void test_tokens(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/notand.c", 0);
	size_t len;
	const char *text = cfix_source_text(source, &len);

	assert_int_equal(source->ntoks, 38);
	assert_string_equal(source->toks[0].text, "#");
	assert_true(source->toks[0].flags & CFIX_TOKF_PP);
	assert_true(source->toks[0].flags & CFIX_TOKF_LINE_START);
	assert_true(source->toks[3].flags & CFIX_TOKF_PP);	/* 0x2 */
	assert_int_equal(source->toks[3].kind, CFIX_TOK_NUMBER);
	assert_string_equal(source->toks[4].text, "struct");
	assert_int_equal(source->toks[4].kind, CFIX_TOK_KEYWORD);
	assert_false(source->toks[4].flags & CFIX_TOKF_PP);
	assert_int_equal(source->toks[4].line, 2);
	assert_int_equal(source->toks[4].col, 1);
	assert_int_equal(source->toks[5].kind, CFIX_TOK_IDENT);
	assert_memory_equal(text + source->toks[5].begin, "wmi_block", 9);
	assert_string_equal(cfix_source_path(source), "data/notand.c");
	assert_int_equal(len, 172);
}

static void test_member_chain(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/member_chain.c", 0);
	struct cfix_node *ret = body(source)->kids[0];

	assert_string_equal(
		dump(fx, ret->kids[0]),
		"(binary op=& : int @7:9\n"
		"  (unary op=! : int @7:9\n"
		"    (member op=. : int @7:10\n"
		"      (member op=-> : struct c @7:10\n"
		"        (member op=-> : struct b * @7:10\n"
		"          (ident 'x' : struct a * @7:10)\n"
		"          (ident 'a' @7:13))\n"
		"        (ident 'b' @7:16))\n"
		"      (ident 'c' @7:18)))\n"
		"  (number '4' : int const @7:22))\n");
	assert_int_equal(ret->kind, CFIX_NODE_RETURN);
}

static void test_function_macro_call(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/macro_call.c", 0);
	struct cfix_node *sum = body(source)->kids[0]->kids[0];
	struct cfix_node *call = sum->kids[0];

	assert_int_equal(sum->kind, CFIX_NODE_BINARY);
	assert_false(sum->flags & CFIX_NODEF_MACRO);
	assert_int_equal(call->kind, CFIX_NODE_CALL);
	assert_true(call->flags & CFIX_NODEF_MACRO_USE);
	assert_string_equal(call->type, "int");
	assert_int_equal(call->nkids, 3);
	assert_string_equal(call->kids[0]->text, "MAX");
	assert_string_equal(call->kids[1]->text, "x");
	assert_string_equal(call->kids[2]->text, "3");
	assert_string_equal(source->toks[call->first].text, "MAX");
	assert_string_equal(source->toks[call->last].text, ")");
}

static void test_undeclared_hole_filled(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/undeclared.c", 0);
	struct cfix_node *compound = body(source), *hole;

	assert_int_equal(cfix_source_mode(source), CFIX_PARSE_TOLERANT);
	assert_int_equal(source->clang_errors, 1);
	/* clang dropped the whole if statement; cparse put it back */
	assert_int_equal(compound->nkids, 3);
	assert_int_equal(compound->kids[0]->kind, CFIX_NODE_EXPR_STMT);
	assert_false(compound->kids[0]->flags & CFIX_NODEF_OWN_PARSE);
	hole = compound->kids[1];
	assert_int_equal(hole->kind, CFIX_NODE_IF);
	assert_true(hole->flags & CFIX_NODEF_OWN_PARSE);
	assert_int_equal(hole->kids[1]->kind, CFIX_NODE_RETURN);
	assert_true(hole->kids[1]->kids[0]->flags & CFIX_NODEF_OWN_PARSE);
	assert_int_equal(compound->kids[2]->kind, CFIX_NODE_RETURN);
	assert_int_equal(count(source->root, CFIX_NODE_UNKNOWN, 0), 0);
	/* the note says the file was parsed in tolerant mode */
	assert_int_equal(fx->sink.errors, 0);
	assert_non_null(strstr(fx->sink.diags.items[0].message, "tolerant"));
}

static void test_unknown_type_repaired(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/unknown_type.c", 3);
	struct cfix_node *decl = body(source)->kids[0];

	assert_int_equal(cfix_source_mode(source), CFIX_PARSE_EXACT);
	assert_int_equal(source->rounds, 1);
	assert_int_equal(source->clang_errors, 0);
	assert_string_equal(
		dump(fx, decl),
		"(decl @3:2\n"
		"  (type 'u8' @3:2)\n"
		"  (declarator @3:5\n"
		"    (type 'u8' : u8)\n"
		"    (ident 'y' @3:5)\n"
		"    (ident 'x' : int @3:9)))\n");
	assert_int_equal(count(source->root, CFIX_NODE_NONE,
			       CFIX_NODEF_OWN_PARSE), 0);
	/* the 'y' in "!y & 4" is clang's, with the declared type */
	assert_string_equal(body(source)->kids[1]->kids[0]->kids[0]->kids[0]->type,
			    "u8");
}

static void test_unknown_type_without_repair(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/unknown_type.c", 0);

	assert_int_equal(cfix_source_mode(source), CFIX_PARSE_TOLERANT);
	assert_int_equal(source->rounds, 0);
	/* clang dropped "u8 y = x;": cparse filled it */
	assert_true(body(source)->kids[0]->flags & CFIX_NODEF_OWN_PARSE);
	assert_int_equal(body(source)->kids[0]->kind, CFIX_NODE_DECL);
}

static void test_define_body(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/define_body.c", 0);
	struct cfix_macro_def *macro = &source->macros[0];

	assert_int_equal(source->nmacros, 1);
	assert_string_equal(macro->name, "CHECK");
	assert_string_equal(source->toks[macro->first].text, "(");
	assert_string_equal(source->toks[macro->last].text, ")");
	assert_non_null(macro->body);
	assert_int_equal(macro->body->kind, CFIX_NODE_PAREN);
	assert_true(macro->body->flags & CFIX_NODEF_MACRO_DEF);
	assert_int_equal(count(macro->body, CFIX_NODE_BINARY,
			       CFIX_NODEF_MACRO_DEF), 1);
	assert_string_equal(macro->body->kids[0]->op, "&");
	assert_string_equal(macro->body->kids[0]->kids[0]->op, "!");
}

static void test_unsaved_text(void **state)
{
	struct fixture *fx = *state;
	static const char text[] = "int g(void) { return 1 + 2; }\n";
	struct cfix_source_options options = {
		.unsaved_text = text, .unsaved_len = sizeof(text) - 1,
	};
	struct cfix_node *ret;

	/* the buffer is parsed, not the (missing) file on disk */
	assert_int_equal(cfix_source_parse("data/not_on_disk.c", &options,
					   &fx->sink, &fx->source), 0);
	ret = body(fx->source)->kids[0];
	assert_string_equal(dump(fx, ret),
			    "(return @1:15\n"
			    "  (binary op=+ : int @1:22\n"
			    "    (number '1' : int const @1:22)\n"
			    "    (number '2' : int const @1:26)))\n");
}

static void test_unreadable_file(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source_options options = {0};

	assert_int_equal(cfix_source_parse("data/no-such-file.c", &options,
					   &fx->sink, &fx->source), -1);
	assert_null(fx->source);
	assert_int_equal(fx->sink.errors, 1);
	assert_string_equal(fx->sink.diags.items[0].message,
			    "cannot read 'data/no-such-file.c': No such file "
			    "or directory");
	assert_string_equal(fx->sink.diags.items[0].loc.file,
			    "data/no-such-file.c");
}

static void test_dump(void **state)
{
	struct fixture *fx = *state;
	struct cfix_source *source = parse(fx, "data/define_body.c", 0);

	cfix_source_dump(source, &fx->buf);
	assert_true(strncmp(fx->buf.data, "tokens 24\nmode exact\n(unit @1:1\n",
			    30) == 0);
	assert_non_null(strstr(fx->buf.data, "\nmacro CHECK\n(paren @1:20"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_notand_macro_constant, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_tokens, setup, teardown),
		cmocka_unit_test_setup_teardown(test_member_chain, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_function_macro_call, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_undeclared_hole_filled,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_unknown_type_repaired, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_unknown_type_without_repair,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_define_body, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unsaved_text, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_unreadable_file, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_dump, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
