/*
 * Unit tests for cfix's own C parser (matchers/cparse.c): the trees it
 * builds for expressions, statements, types and declarations, in pattern
 * mode (metavariables, "...") and in C mode, its error recovery, and that
 * no input makes it crash or read past its end.
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
	uint32_t ntoks;
	struct cfix_cparse parser;
	struct cfix_buf buf;
};

enum what { EXPR, STMT, STMTS, TYPE, UNIT };

/* Rule metavariables of the tests: E, C expressions, T a type, S a
 * statement; Scsi_Cmnd is a typedef the rule knows. */
static const char *const metavars[] = { "E", "C", "T", "S" };

static int32_t test_metavar(void *ctx, const char *name)
{
	(void)ctx;
	for (int32_t i = 0; i < 4; i++)
		if (strcmp(name, metavars[i]) == 0)
			return i;
	return -1;
}

static bool test_is_typename(void *ctx, const char *name)
{
	(void)ctx;
	return strcmp(name, "T") == 0 || strcmp(name, "Scsi_Cmnd") == 0;
}

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

static void lex(struct fixture *fx, const char *text, bool pattern)
{
	fx->ntoks = cfix_clex(fx->arena, text, 0, strlen(text), 0, &fx->toks);
	fx->parser = (struct cfix_cparse){
		.arena = fx->arena,
		.toks = fx->toks,
		.end = fx->ntoks,
		.is_typename = pattern ? test_is_typename : NULL,
		.metavar = pattern ? test_metavar : NULL,
		.pattern = pattern,
	};
}

static struct cfix_node *run(struct fixture *fx, enum what what)
{
	switch (what) {
	case EXPR:
		return cfix_cparse_expr(&fx->parser);
	case STMT:
		return cfix_cparse_stmt(&fx->parser);
	case STMTS:
		return cfix_cparse_stmts(&fx->parser);
	case TYPE:
		return cfix_cparse_type(&fx->parser);
	default:
		return cfix_cparse_unit(&fx->parser);
	}
}

/* Parses all of text and returns the dump (with positions if asked). */
static const char *parse(struct fixture *fx, const char *text, enum what what,
			 bool pattern, bool positions)
{
	struct cfix_node *node;

	lex(fx, text, pattern);
	node = run(fx, what);
	if (!node)
		fail_msg("'%s': %s at token %u", text, fx->parser.error,
			 fx->parser.error_tok);
	assert_int_equal(fx->parser.pos, fx->ntoks);
	cfix_buf_reset(&fx->buf);
	cfix_node_dump(node, positions ? fx->toks : NULL, &fx->buf);
	return fx->buf.data;
}

#define C_EXPR(text) parse(fx, text, EXPR, false, false)
#define C_STMTS(text) parse(fx, text, STMTS, false, false)
#define C_UNIT(text) parse(fx, text, UNIT, false, false)
#define P_EXPR(text) parse(fx, text, EXPR, true, false)
#define P_STMTS(text) parse(fx, text, STMTS, true, false)
#define P_TYPE(text) parse(fx, text, TYPE, true, false)

/* ---- expressions --------------------------------------------------------- */

static void test_pattern_metavars(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(P_EXPR("!E & C"),
			    "(binary op=&\n"
			    "  (unary op=!\n"
			    "    (ident 'E' mv=0))\n"
			    "  (ident 'C' mv=1))\n");
}

static void test_members_and_flags(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("!a->b.c & FLAG"),
			    "(binary op=&\n"
			    "  (unary op=!\n"
			    "    (member op=.\n"
			    "      (member op=->\n"
			    "        (ident 'a')\n"
			    "        (ident 'b'))\n"
			    "      (ident 'c')))\n"
			    "  (ident 'FLAG'))\n");
}

static void test_cast_call_sizeof(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_EXPR("x = (struct foo *)kmalloc(sizeof(*x), GFP_KERNEL)"),
		"(assign op==\n"
		"  (ident 'x')\n"
		"  (cast\n"
		"    (type 'struct foo *')\n"
		"    (call\n"
		"      (ident 'kmalloc')\n"
		"      (sizeof op=sizeof\n"
		"        (paren\n"
		"          (unary op=*\n"
		"            (ident 'x'))))\n"
		"      (ident 'GFP_KERNEL'))))\n");
}

static void test_sizeof(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("sizeof(int)"),
			    "(sizeof op=sizeof\n  (type 'int'))\n");
	assert_string_equal(C_EXPR("sizeof x"),
			    "(sizeof op=sizeof\n  (ident 'x'))\n");
	assert_string_equal(C_EXPR("__alignof__(struct s *)"),
			    "(sizeof op=__alignof__\n  (type 'struct s *'))\n");
	/* an unknown name in parentheses is an expression */
	assert_string_equal(C_EXPR("sizeof(u8)"),
			    "(sizeof op=sizeof\n  (paren\n    (ident 'u8')))\n");
}

static void test_conditional(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("a ? b : c"),
			    "(cond\n  (ident 'a')\n  (ident 'b')\n  (ident 'c'))\n");
	assert_string_equal(C_EXPR("a ?: b"),
			    "(cond\n  (ident 'a')\n  ()\n  (ident 'b'))\n");
}

static void test_precedence(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("a = b += c || d && e | f ^ g & h == i < j << k + l * m"),
			    "(assign op==\n"
			    "  (ident 'a')\n"
			    "  (assign op=+=\n"
			    "    (ident 'b')\n"
			    "    (binary op=||\n"
			    "      (ident 'c')\n"
			    "      (binary op=&&\n"
			    "        (ident 'd')\n"
			    "        (binary op=|\n"
			    "          (ident 'e')\n"
			    "          (binary op=^\n"
			    "            (ident 'f')\n"
			    "            (binary op=&\n"
			    "              (ident 'g')\n"
			    "              (binary op===\n"
			    "                (ident 'h')\n"
			    "                (binary op=<\n"
			    "                  (ident 'i')\n"
			    "                  (binary op=<<\n"
			    "                    (ident 'j')\n"
			    "                    (binary op=+\n"
			    "                      (ident 'k')\n"
			    "                      (binary op=*\n"
			    "                        (ident 'l')\n"
			    "                        (ident 'm')))))))))))))\n");
	assert_string_equal(C_EXPR("a - b - c, d"),
			    "(binary op=,\n"
			    "  (binary op=-\n"
			    "    (binary op=-\n"
			    "      (ident 'a')\n"
			    "      (ident 'b'))\n"
			    "    (ident 'c'))\n"
			    "  (ident 'd'))\n");
}

static void test_unary_postfix(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("-*p++ + ~x[1]--"),
			    "(binary op=+\n"
			    "  (unary op=-\n"
			    "    (unary op=*\n"
			    "      (postfix op=++\n"
			    "        (ident 'p'))))\n"
			    "  (unary op=~\n"
			    "    (postfix op=--\n"
			    "      (index\n"
			    "        (ident 'x')\n"
			    "        (number '1' const)))))\n");
	assert_string_equal(C_EXPR("&&out"),
			    "(unary op=&&\n  (ident 'out'))\n");
}

static void test_casts_and_literals(void **state)
{
	struct fixture *fx = *state;

	/* unknown type names: (name *) and (name) before an operand */
	assert_string_equal(C_EXPR("(u8 *)p + (u32)x"),
			    "(binary op=+\n"
			    "  (cast\n"
			    "    (type 'u8 *')\n"
			    "    (ident 'p'))\n"
			    "  (cast\n"
			    "    (type 'u32')\n"
			    "    (ident 'x')))\n");
	assert_string_equal(C_EXPR("(void (*)(int))f"),
			    "(cast\n  (type 'void ( * ) ( int )')\n  (ident 'f'))\n");
	assert_string_equal(C_EXPR("(struct pt){ 1, 'c' }.x"),
			    "(member op=.\n"
			    "  (compound-literal\n"
			    "    (type 'struct pt')\n"
			    "    (init-list\n"
			    "      (number '1' const)\n"
			    "      (char ''c'' const)))\n"
			    "  (ident 'x'))\n");
	assert_string_equal(C_EXPR("(a) - b"),
			    "(binary op=-\n  (paren\n    (ident 'a'))\n  (ident 'b'))\n");
}

static void test_string_concatenation(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(parse(fx, "printk(KERN_ERR \"a\" \"b\")", EXPR,
				  false, true),
			    "(call @1:1\n"
			    "  (ident 'printk' @1:1)\n"
			    "  (string '\"a\"' const @1:8))\n");
	/* the STRING node spans all pieces */
	lex(fx, "\"x\" \"y\" \"z\"", false);
	{
		struct cfix_node *node = cfix_cparse_expr(&fx->parser);

		assert_non_null(node);
		assert_int_equal(node->first, 0);
		assert_int_equal(node->last, 2);
		assert_string_equal(node->text, "\"x\"");
	}
}

static void test_statement_expression(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("({ int t = a; t; })"),
			    "(stmt-expr\n"
			    "  (compound\n"
			    "    (decl\n"
			    "      (type 'int')\n"
			    "      (declarator\n"
			    "        (type 'int')\n"
			    "        (ident 't')\n"
			    "        (ident 'a')))\n"
			    "    (expr-stmt\n"
			    "      (ident 't'))))\n");
}

static void test_type_arguments(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("container_of(p, struct foo, list)"),
			    "(call\n"
			    "  (ident 'container_of')\n"
			    "  (ident 'p')\n"
			    "  (type 'struct foo')\n"
			    "  (ident 'list'))\n");
}

static void test_designated_initializers(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_EXPR("{ .a = 1, [2] = x, .b.c = { 4 }, d: 5, [0 ... 3] = 0 }"),
		"(init-list\n"
		"  (designator op=.\n"
		"    (ident 'a')\n"
		"    (number '1' const))\n"
		"  (designator op=[\n"
		"    (number '2' const)\n"
		"    (ident 'x'))\n"
		"  (designator op=.\n"
		"    (ident 'b')\n"
		"    (designator op=.\n"
		"      (ident 'c')\n"
		"      (init-list\n"
		"        (number '4' const))))\n"
		"  (designator op=.\n"
		"    (ident 'd')\n"
		"    (number '5' const))\n"
		"  (designator op=[\n"
		"    (binary op=...\n"
		"      (number '0' const)\n"
		"      (number '3' const))\n"
		"    (number '0' const)))\n");
}

static void test_pattern_dots(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(P_EXPR("foo(...)"),
			    "(call\n  (ident 'foo')\n  (dots))\n");
	assert_string_equal(P_EXPR("f(E, ...)"),
			    "(call\n  (ident 'f')\n  (ident 'E' mv=0)\n  (dots))\n");
	/* "..." is only a pattern's: in C it is a macro argument kept as
	 * written */
	assert_string_equal(C_EXPR("foo(...)"),
			    "(call\n  (ident 'foo')\n  (unknown))\n");
}

/* ---- statements ---------------------------------------------------------- */

static void test_if_else(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_STMTS("if (a) b(); else if (c) ; else { e = 1; }"),
			    "(compound\n"
			    "  (if\n"
			    "    (ident 'a')\n"
			    "    (expr-stmt\n"
			    "      (call\n"
			    "        (ident 'b')))\n"
			    "    (if\n"
			    "      (ident 'c')\n"
			    "      (null-stmt)\n"
			    "      (compound\n"
			    "        (expr-stmt\n"
			    "          (assign op==\n"
			    "            (ident 'e')\n"
			    "            (number '1' const)))))))\n");
	/* both IFs of the chain end at the last '}' */
	lex(fx, "if (a) b(); else if (c) ; else { e = 1; }", false);
	{
		struct cfix_node *node = cfix_cparse_stmt(&fx->parser);

		assert_non_null(node);
		assert_int_equal(node->first, 0);
		assert_int_equal(node->last, fx->ntoks - 1);
		assert_int_equal(node->kids[2]->first, 9);
		assert_int_equal(node->kids[2]->last, fx->ntoks - 1);
	}
}

static void test_for_with_decl(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_STMTS("for (int i = 0; i < n; i++) x[i] = 0;"),
			    "(compound\n"
			    "  (for\n"
			    "    (decl\n"
			    "      (type 'int')\n"
			    "      (declarator\n"
			    "        (type 'int')\n"
			    "        (ident 'i')\n"
			    "        (number '0' const)))\n"
			    "    (binary op=<\n"
			    "      (ident 'i')\n"
			    "      (ident 'n'))\n"
			    "    (postfix op=++\n"
			    "      (ident 'i'))\n"
			    "    (expr-stmt\n"
			    "      (assign op==\n"
			    "        (index\n"
			    "          (ident 'x')\n"
			    "          (ident 'i'))\n"
			    "        (number '0' const)))))\n");
	assert_string_equal(C_STMTS("for (;;) break;"),
			    "(compound\n  (for\n    ()\n    ()\n    ()\n    (break)))\n");
}

static void test_loops_and_jumps(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_STMTS("do x--; while (x); while (1) continue; "
			"switch (c) { case 1 ... 3: case 4: return; "
			"default: goto out; } out: return -1;"),
		"(compound\n"
		"  (do\n"
		"    (expr-stmt\n"
		"      (postfix op=--\n"
		"        (ident 'x')))\n"
		"    (ident 'x'))\n"
		"  (while\n"
		"    (number '1' const)\n"
		"    (continue))\n"
		"  (switch\n"
		"    (ident 'c')\n"
		"    (compound\n"
		"      (case\n"
		"        (binary op=...\n"
		"          (number '1' const)\n"
		"          (number '3' const))\n"
		"        (case\n"
		"          (number '4' const)\n"
		"          (return\n"
		"            ())))\n"
		"      (default\n"
		"        (goto\n"
		"          (ident 'out')))))\n"
		"  (label\n"
		"    (ident 'out')\n"
		"    (return\n"
		"      (unary op=-\n"
		"        (number '1' const)))))\n");
}

static void test_iterator_macro(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		parse(fx, "list_for_each_entry(pos, head, list) { foo(pos); }",
		      STMTS, false, true),
		"(compound @1:1\n"
		"  (iterator @1:1\n"
		"    (call @1:1\n"
		"      (ident 'list_for_each_entry' @1:1)\n"
		"      (ident 'pos' @1:21)\n"
		"      (ident 'head' @1:26)\n"
		"      (ident 'list' @1:32))\n"
		"    (compound @1:38\n"
		"      (expr-stmt @1:40\n"
		"        (call @1:40\n"
		"          (ident 'foo' @1:40)\n"
		"          (ident 'pos' @1:44))))))\n");
	assert_string_equal(C_STMTS("for_each_cpu(c) if (c) f();"),
			    "(compound\n"
			    "  (iterator\n"
			    "    (call\n"
			    "      (ident 'for_each_cpu')\n"
			    "      (ident 'c'))\n"
			    "    (if\n"
			    "      (ident 'c')\n"
			    "      (expr-stmt\n"
			    "        (call\n"
			    "          (ident 'f')))\n"
			    "      ())))\n");
}

static void test_unknown_type_declaration(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_STMTS("u8 x = 3;"),
			    "(compound\n"
			    "  (decl\n"
			    "    (type 'u8')\n"
			    "    (declarator\n"
			    "      (type 'u8')\n"
			    "      (ident 'x')\n"
			    "      (number '3' const))))\n");
	assert_string_equal(C_STMTS("foo_t **p, q[2]; a * b = c;"),
			    "(compound\n"
			    "  (decl\n"
			    "    (type 'foo_t')\n"
			    "    (declarator\n"
			    "      (type 'foo_t * *')\n"
			    "      (ident 'p')\n"
			    "      ())\n"
			    "    (declarator\n"
			    "      (type 'foo_t [ 2 ]')\n"
			    "      (ident 'q')\n"
			    "      ()))\n"
			    "  (decl\n"
			    "    (type 'a')\n"
			    "    (declarator\n"
			    "      (type 'a *')\n"
			    "      (ident 'b')\n"
			    "      (ident 'c'))))\n");
	/* but a product statement with a call is an expression */
	assert_string_equal(C_STMTS("a * f(b);"),
			    "(compound\n"
			    "  (expr-stmt\n"
			    "    (binary op=*\n"
			    "      (ident 'a')\n"
			    "      (call\n"
			    "        (ident 'f')\n"
			    "        (ident 'b')))))\n");
}

static void test_declaration_positions(void **state)
{
	struct fixture *fx = *state;

	/* DECL's TYPE covers the specifiers; the DECLARATOR's TYPE the
	 * tokens before the name, its text the whole type */
	assert_string_equal(parse(fx, "static const struct foo *p = NULL, a[3];",
				  STMTS, false, true),
			    "(compound @1:1\n"
			    "  (decl @1:1\n"
			    "    (type 'static const struct foo' @1:1)\n"
			    "    (declarator @1:25\n"
			    "      (type 'const struct foo *' @1:25)\n"
			    "      (ident 'p' @1:26)\n"
			    "      (ident 'NULL' @1:30))\n"
			    "    (declarator @1:36\n"
			    "      (type 'const struct foo [ 3 ]')\n"
			    "      (ident 'a' @1:36)\n"
			    "      ())))\n");
}

static void test_pattern_statements(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(P_STMTS("a(); ... b();"),
			    "(compound\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'a')))\n"
			    "  (dots)\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'b'))))\n");
	assert_string_equal(P_STMTS("if (E) S else { ... }"),
			    "(compound\n"
			    "  (if\n"
			    "    (ident 'E' mv=0)\n"
			    "    (ident 'S' mv=3)\n"
			    "    (compound\n"
			    "      (dots))))\n");
	assert_string_equal(P_STMTS("T *x = E;"),
			    "(compound\n"
			    "  (decl\n"
			    "    (type 'T' mv=2)\n"
			    "    (declarator\n"
			    "      (type 'T *')\n"
			    "      (ident 'x')\n"
			    "      (ident 'E' mv=0))))\n");
}

/* ---- types --------------------------------------------------------------- */

static void test_type_patterns(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(P_TYPE("struct scsi_cmnd"),
			    "(type 'struct scsi_cmnd')\n");
	assert_string_equal(P_TYPE("Scsi_Cmnd"), "(type 'Scsi_Cmnd')\n");
	assert_string_equal(P_TYPE("T"), "(type 'T' mv=2)\n");
	assert_string_equal(P_TYPE("T *"), "(type 'T *')\n");
	assert_string_equal(P_TYPE("unsigned long const * volatile"),
			    "(type 'unsigned long const * volatile')\n");
	assert_string_equal(P_TYPE("int (*)[4]"), "(type 'int ( * ) [ 4 ]')\n");
	assert_string_equal(P_TYPE("typeof(x) *"), "(type 'typeof ( x ) *')\n");
}

/* ---- file level ---------------------------------------------------------- */

static void test_function_definition(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_UNIT("static int __init foo(struct bar *b, int n, ...)\n"
		       "{\n\treturn b->x + n;\n}\n"
		       "void g(void) {}\n"),
		"(unit\n"
		"  (function\n"
		"    (type 'static int __init')\n"
		"    (ident 'foo')\n"
		"    (params\n"
		"      (param\n"
		"        (type 'struct bar *')\n"
		"        (ident 'b'))\n"
		"      (param\n"
		"        (type 'int')\n"
		"        (ident 'n'))\n"
		"      (dots))\n"
		"    (compound\n"
		"      (return\n"
		"        (binary op=+\n"
		"          (member op=->\n"
		"            (ident 'b')\n"
		"            (ident 'x'))\n"
		"          (ident 'n')))))\n"
		"  (function\n"
		"    (type 'void')\n"
		"    (ident 'g')\n"
		"    (params)\n"
		"    (compound)))\n");
}

static void test_declarators(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_UNIT("int (*fp)(int, char *);\n"
		       "extern char buf[] __attribute__((aligned(8))) asm(\"b\");\n"),
		"(unit\n"
		"  (decl\n"
		"    (type 'int')\n"
		"    (declarator\n"
		"      (type 'int ( * ) ( int , char * )')\n"
		"      (ident 'fp')\n"
		"      ()))\n"
		"  (decl\n"
		"    (type 'extern char')\n"
		"    (declarator\n"
		"      (type 'char [ ]')\n"
		"      (ident 'buf')\n"
		"      ())))\n");
}

static void test_struct_definition(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_UNIT("struct foo {\n\tint a;\n\tunsigned f : 3;\n};\n"
		       "typedef struct s { char *p; } s_t;\n"
		       "s_t *q;\n"
		       "enum e { A, B = 2, };\n"),
		"(unit\n"
		"  (record 'struct foo'\n"
		"    (decl\n"
		"      (type 'int')\n"
		"      (declarator\n"
		"        (type 'int')\n"
		"        (ident 'a')\n"
		"        ()))\n"
		"    (decl\n"
		"      (type 'unsigned')\n"
		"      (declarator\n"
		"        (type 'unsigned')\n"
		"        (ident 'f')\n"
		"        ())))\n"
		"  (decl\n"
		"    (type 'typedef struct s')\n"
		"    (declarator\n"
		"      (type 'struct s')\n"
		"      (ident 's_t')\n"
		"      ())\n"
		"    (record 'struct s'\n"
		"      (decl\n"
		"        (type 'char')\n"
		"        (declarator\n"
		"          (type 'char *')\n"
		"          (ident 'p')\n"
		"          ()))))\n"
		"  (decl\n"
		"    (type 's_t')\n"
		"    (declarator\n"
		"      (type 's_t *')\n"
		"      (ident 'q')\n"
		"      ()))\n"
		"  (record 'enum e'\n"
		"    (declarator\n"
		"      ()\n"
		"      (ident 'A')\n"
		"      ())\n"
		"    (declarator\n"
		"      ()\n"
		"      (ident 'B')\n"
		"      (number '2' const))))\n");
	/* the RECORD spans the definition and its ';' */
	lex(fx, "struct foo { int a; };", false);
	{
		struct cfix_node *unit = cfix_cparse_unit(&fx->parser);

		assert_non_null(unit);
		assert_int_equal(unit->kids[0]->first, 0);
		assert_int_equal(unit->kids[0]->last, 7);
	}
}

/* A declarer after a storage word is read as spatch reads it, not as an
 * implicit-int prototype. */
static void test_macro_invocations_at_file_level(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_UNIT("MODULE_LICENSE(\"GPL\");\n"
				   "static DEFINE_MUTEX(lock);\n"),
			    "(unit\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'MODULE_LICENSE')\n"
			    "      (string '\"GPL\"' const)))\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'DEFINE_MUTEX')\n"
			    "      (ident 'lock'))))\n");
}

/* A prototype's declarator has its parameters, as clang's view does. */
static void test_prototype_params(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_UNIT("int f(int x, char *);\n"
				   "typedef int fn_t(int);\n"),
			    "(unit\n"
			    "  (decl\n"
			    "    (type 'int')\n"
			    "    (declarator\n"
			    "      (type 'int ( int x , char * )')\n"
			    "      (ident 'f')\n"
			    "      ()\n"
			    "      (params\n"
			    "        (param\n"
			    "          (type 'int')\n"
			    "          (ident 'x'))\n"
			    "        (param\n"
			    "          (type 'char *')\n"
			    "          ()))))\n"
			    "  (decl\n"
			    "    (type 'typedef int')\n"
			    "    (declarator\n"
			    "      (type 'int ( int )')\n"
			    "      (ident 'fn_t')\n"
			    "      ())))\n");
}

/* ---- heuristics for code without its headers ----------------------------- */

static void test_casts_without_headers(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(C_EXPR("(u64)(unsigned long)p + (__force u32)y"),
			    "(binary op=+\n"
			    "  (cast\n"
			    "    (type 'u64')\n"
			    "    (cast\n"
			    "      (type 'unsigned long')\n"
			    "      (ident 'p')))\n"
			    "  (cast\n"
			    "    (type '__force u32')\n"
			    "    (ident 'y')))\n");
	/* a call through a parenthesized name stays a call */
	assert_string_equal(C_EXPR("(fp)(x)"),
			    "(call\n  (paren\n    (ident 'fp'))\n  (ident 'x'))\n");
}

static void test_macro_arguments(void **state)
{
	struct fixture *fx = *state;

	/* C mode keeps what is no expression as UNKNOWN arguments */
	assert_string_equal(C_EXPR("CHECK(a, <, b) + F(x, , y)"),
			    "(binary op=+\n"
			    "  (call\n"
			    "    (ident 'CHECK')\n"
			    "    (ident 'a')\n"
			    "    (unknown)\n"
			    "    (ident 'b'))\n"
			    "  (call\n"
			    "    (ident 'F')\n"
			    "    (ident 'x')\n"
			    "    (unknown)\n"
			    "    (ident 'y')))\n");
	assert_string_equal(C_EXPR("s = KERN_INFO NAME \"x\" PRIu64 \"y\""),
			    "(assign op==\n"
			    "  (ident 's')\n"
			    "  (string '\"x\"' const))\n");
	/* a call with a dereferenced argument is no declaration */
	assert_string_equal(C_STMTS("kfree(*p);"),
			    "(compound\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'kfree')\n"
			    "      (unary op=*\n"
			    "        (ident 'p')))))\n");
}

static void test_annotations(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		C_UNIT("static int __init __printf(2, 3) f(int a __maybe_unused,\n"
		       "\t\tchar __user *b)\n"
		       "\t__releases(l)\n"
		       "{\n\treturn 0;\n}\n"
		       "static char __initdata buf[4], *q __read_mostly;\n"
		       "u32 fd __aligned(8);\n"),
		"(unit\n"
		"  (function\n"
		"    (type 'static int __init __printf ( 2 , 3 )')\n"
		"    (ident 'f')\n"
		"    (params\n"
		"      (param\n"
		/* an attribute after the name is the parameter's, not a
		 * word of its type (as in clang's view) */
		"        (type 'int')\n"
		"        (ident 'a'))\n"
		"      (param\n"
		"        (type 'char __user *')\n"
		"        (ident 'b')))\n"
		"    (compound\n"
		"      (return\n"
		"        (number '0' const))))\n"
		"  (decl\n"
		"    (type 'static char __initdata')\n"
		"    (declarator\n"
		"      (type 'char __initdata [ 4 ]')\n"
		"      (ident 'buf')\n"
		"      ())\n"
		"    (declarator\n"
		"      (type 'char __initdata *')\n"
		"      (ident 'q')\n"
		"      ()))\n"
		"  (decl\n"
		"    (type 'u32')\n"
		"    (declarator\n"
		"      (type 'u32')\n"
		"      (ident 'fd')\n"
		"      ())))\n");
	assert_string_equal(C_STMTS("s64 __maybe_unused steal = 0; "
				    "compat_ulong_t __user *datap = p;"),
			    "(compound\n"
			    "  (decl\n"
			    "    (type 's64 __maybe_unused')\n"
			    "    (declarator\n"
			    "      (type 's64 __maybe_unused')\n"
			    "      (ident 'steal')\n"
			    "      (number '0' const)))\n"
			    "  (decl\n"
			    "    (type 'compat_ulong_t __user')\n"
			    "    (declarator\n"
			    "      (type 'compat_ulong_t __user *')\n"
			    "      (ident 'datap')\n"
			    "      (ident 'p'))))\n");
}

static void test_file_level_macros(void **state)
{
	struct fixture *fx = *state;

	/* NOKPROBE_SYMBOL(f) without ';' is an item of its own; a type
	 * macro declares; the typedef it makes is known afterwards */
	assert_string_equal(
		C_UNIT("NOKPROBE_SYMBOL(f)\n"
		       "typedef CFIX_ARRAY(int) int_array;\n"
		       "int_array (*fp)(void);\n"),
		"(unit\n"
		"  (expr-stmt\n"
		"    (call\n"
		"      (ident 'NOKPROBE_SYMBOL')\n"
		"      (ident 'f')))\n"
		"  (decl\n"
		"    (type 'typedef CFIX_ARRAY ( int )')\n"
		"    (declarator\n"
		"      (type 'CFIX_ARRAY ( int )')\n"
		"      (ident 'int_array')\n"
		"      ()))\n"
		"  (decl\n"
		"    (type 'int_array')\n"
		"    (declarator\n"
		"      (type 'int_array ( * ) ( void )')\n"
		"      (ident 'fp')\n"
		"      ())))\n");
	assert_string_equal(C_STMTS("CFIX_ARRAY(int) v = {0};"),
			    "(compound\n"
			    "  (decl\n"
			    "    (type 'CFIX_ARRAY ( int )')\n"
			    "    (declarator\n"
			    "      (type 'CFIX_ARRAY ( int )')\n"
			    "      (ident 'v')\n"
			    "      (init-list\n"
			    "        (number '0' const)))))\n");
}

/* ---- recovery, errors, limits -------------------------------------------- */

static void test_recovery(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(parse(fx, "int x;\n@@ junk ) ;\nint y;\n} int z;",
				  UNIT, false, true),
			    "(unit @1:1\n"
			    "  (decl @1:1\n"
			    "    (type 'int' @1:1)\n"
			    "    (declarator @1:5\n"
			    "      (type 'int')\n"
			    "      (ident 'x' @1:5)\n"
			    "      ()))\n"
			    "  (unknown @2:1)\n"
			    "  (decl @3:1\n"
			    "    (type 'int' @3:1)\n"
			    "    (declarator @3:5\n"
			    "      (type 'int')\n"
			    "      (ident 'y' @3:5)\n"
			    "      ()))\n"
			    "  (unknown @4:1)\n"
			    "  (decl @4:3\n"
			    "    (type 'int' @4:3)\n"
			    "    (declarator @4:7\n"
			    "      (type 'int')\n"
			    "      (ident 'z' @4:7)\n"
			    "      ())))\n");
	assert_string_equal(C_STMTS("{ a(); x = = 1; if (y) { ) } b(); }"),
			    "(compound\n"
			    "  (compound\n"
			    "    (expr-stmt\n"
			    "      (call\n"
			    "        (ident 'a')))\n"
			    "    (unknown)\n"
			    "    (if\n"
			    "      (ident 'y')\n"
			    "      (compound\n"
			    "        (unknown))\n"
			    "      ())\n"
			    "    (expr-stmt\n"
			    "      (call\n"
			    "        (ident 'b')))))\n");
	/* pattern mode does not recover */
	lex(fx, "a(); x = = 1;", true);
	assert_null(cfix_cparse_stmts(&fx->parser));
	assert_string_equal(fx->parser.error, "expected expression");
	assert_int_equal(fx->parser.error_tok, 6);
}

static void test_errors(void **state)
{
	struct fixture *fx = *state;

	lex(fx, "f(a, b", false);
	assert_null(cfix_cparse_expr(&fx->parser));
	assert_string_equal(fx->parser.error, "expected ')'");
	assert_int_equal(fx->parser.error_tok, 5);
	lex(fx, "x = 1", false);
	assert_null(cfix_cparse_stmt(&fx->parser));
	assert_string_equal(fx->parser.error, "expected ';'");
	assert_int_equal(fx->parser.error_tok, 3);
}

static void test_stops_at_end(void **state)
{
	struct fixture *fx = *state;
	struct cfix_node *node;

	lex(fx, "a + b c d", false);
	fx->parser.end = 3;
	node = cfix_cparse_expr(&fx->parser);
	assert_non_null(node);
	assert_int_equal(fx->parser.pos, 3);
	assert_int_equal(node->last, 2);
	/* a range in the middle of the tokens */
	lex(fx, "x ; a * ( b ) ; y", false);
	fx->parser.pos = 2;
	fx->parser.end = 7;
	node = cfix_cparse_expr(&fx->parser);
	assert_non_null(node);
	assert_int_equal(node->first, 2);
	assert_int_equal(node->last, 6);
	assert_int_equal(fx->parser.pos, 7);
}

static void test_directives_invisible(void **state)
{
	struct fixture *fx = *state;
	const char *text = "#define MAX(a, b) ((a) > (b) ? (a) : (b))\n"
			   "a();\n#ifdef X\nb();\n#endif\n";
	struct cfix_node *node;

	assert_string_equal(C_STMTS(text),
			    "(compound\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'a')))\n"
			    "  (expr-stmt\n"
			    "    (call\n"
			    "      (ident 'b'))))\n");
	/* a parse that starts inside a directive sees the rest of it */
	lex(fx, text, false);
	fx->parser.pos = 8;	/* the body's first '(' */
	node = cfix_cparse_expr(&fx->parser);
	assert_non_null(node);
	assert_int_equal(node->kind, CFIX_NODE_PAREN);
	assert_int_equal(node->last, 24);
	assert_int_equal(fx->parser.pos, 25);
}

static void test_own_parse_flag(void **state)
{
	struct fixture *fx = *state;
	struct cfix_node *node;

	lex(fx, "f(x);", false);
	node = cfix_cparse_stmt(&fx->parser);
	assert_non_null(node);
	assert_true(node->flags & CFIX_NODEF_OWN_PARSE);
	assert_true(node->kids[0]->kids[1]->flags & CFIX_NODEF_OWN_PARSE);
	lex(fx, "f(x);", true);
	node = cfix_cparse_stmt(&fx->parser);
	assert_non_null(node);
	assert_false(node->flags & CFIX_NODEF_OWN_PARSE);
}

static void test_nesting_too_deep(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf text;

	cfix_buf_init(&text);
	for (int i = 0; i < 20000; i++)
		cfix_buf_adds(&text, "(");
	cfix_buf_adds(&text, "x");
	lex(fx, text.data, false);
	assert_null(cfix_cparse_expr(&fx->parser));
	assert_string_equal(fx->parser.error, "nesting too deep");
	cfix_buf_reset(&text);
	for (int i = 0; i < 20000; i++)
		cfix_buf_adds(&text, "{ ");
	lex(fx, text.data, true);
	assert_null(cfix_cparse_stmts(&fx->parser));
	assert_string_equal(fx->parser.error, "nesting too deep");
	/* C mode: the item that is too deep becomes UNKNOWN, the rest
	 * parses */
	cfix_buf_adds(&text, "x;");
	for (int i = 0; i < 20000; i++)
		cfix_buf_adds(&text, "} ");
	cfix_buf_adds(&text, "int y;");
	lex(fx, text.data, false);
	{
		struct cfix_node *unit = cfix_cparse_unit(&fx->parser);

		assert_non_null(unit);
		assert_int_equal(fx->parser.pos, fx->ntoks);
		assert_int_equal(unit->kids[unit->nkids - 1]->kind,
				 CFIX_NODE_DECL);
	}
	/* long runs of case labels and else-ifs are not nesting */
	cfix_buf_reset(&text);
	cfix_buf_adds(&text, "switch (x) { ");
	for (int i = 0; i < 2000; i++)
		cfix_buf_addf(&text, "case %d: ", i);
	cfix_buf_adds(&text, "return; } if (a) ;");
	for (int i = 0; i < 2000; i++)
		cfix_buf_adds(&text, " else if (a) ;");
	lex(fx, text.data, true);
	assert_non_null(cfix_cparse_stmts(&fx->parser));
	assert_int_equal(fx->parser.pos, fx->ntoks);
	/* 400 levels are fine */
	cfix_buf_reset(&text);
	for (int i = 0; i < 400; i++)
		cfix_buf_adds(&text, "(");
	cfix_buf_adds(&text, "x");
	for (int i = 0; i < 400; i++)
		cfix_buf_adds(&text, ")");
	lex(fx, text.data, false);
	assert_non_null(cfix_cparse_expr(&fx->parser));
	cfix_buf_release(&text);
}

/* Every node lies inside [lo, hi) and inside its parent. */
static void check_spans(const struct cfix_node *node, uint32_t lo, uint32_t hi)
{
	if (!node)
		return;
	if (node->first != node->last + 1) {	/* not empty */
		assert_true(node->first <= node->last);
		assert_true(node->first >= lo);
		assert_true(node->last < hi);
		lo = node->first;
		hi = node->last + 1;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		check_spans(node->kids[i], lo, hi);
}

static const char *const pool[] = {
	"a", "b", "E", "T", "S", "u8", "1", "'c'", "\"s\"", "(", ")", "[",
	"]", "{", "}", ";", ",", ".", "->", "*", "&", "&&", "+", "-", "!",
	"~", "?", ":", "=", "+=", "<<", "==", "++", "...", "int", "char",
	"struct", "union", "enum", "typedef", "static", "const", "sizeof",
	"if", "else", "while", "do", "for", "switch", "case", "default",
	"return", "goto", "break", "__attribute__", "typeof", "asm",
	"\n#define", "\n", "_Generic", "__extension__", "void",
};

static uint32_t next_random(uint32_t *seed)
{
	*seed = *seed * 1103515245u + 12345u;
	return (*seed >> 16) & 0x7fff;
}

/* Random token soup through every entry point, both modes. */
static void test_random_tokens(void **state)
{
	struct fixture *fx = *state;
	uint32_t seed = 42;
	struct cfix_buf text;

	cfix_buf_init(&text);
	for (int round = 0; round < 3000; round++) {
		uint32_t len = 1 + next_random(&seed) % 40;

		cfix_buf_reset(&text);
		for (uint32_t i = 0; i < len; i++) {
			cfix_buf_adds(&text, pool[next_random(&seed) %
						  (sizeof(pool) / sizeof(*pool))]);
			cfix_buf_addch(&text, ' ');
		}
		for (int what = EXPR; what <= UNIT; what++) {
			struct cfix_node *node;

			lex(fx, text.data, round & 1);
			fx->parser.end = fx->ntoks - (round % 3 == 0 && fx->ntoks);
			node = run(fx, what);
			assert_true(fx->parser.pos <= fx->parser.end);
			if (node)
				check_spans(node, 0, fx->parser.end);
			else
				assert_non_null(fx->parser.error);
		}
	}
	cfix_buf_release(&text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_pattern_metavars, setup, teardown),
		cmocka_unit_test_setup_teardown(test_members_and_flags, setup, teardown),
		cmocka_unit_test_setup_teardown(test_cast_call_sizeof, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sizeof, setup, teardown),
		cmocka_unit_test_setup_teardown(test_conditional, setup, teardown),
		cmocka_unit_test_setup_teardown(test_precedence, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unary_postfix, setup, teardown),
		cmocka_unit_test_setup_teardown(test_casts_and_literals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_string_concatenation, setup, teardown),
		cmocka_unit_test_setup_teardown(test_statement_expression, setup, teardown),
		cmocka_unit_test_setup_teardown(test_type_arguments, setup, teardown),
		cmocka_unit_test_setup_teardown(test_designated_initializers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_pattern_dots, setup, teardown),
		cmocka_unit_test_setup_teardown(test_if_else, setup, teardown),
		cmocka_unit_test_setup_teardown(test_for_with_decl, setup, teardown),
		cmocka_unit_test_setup_teardown(test_loops_and_jumps, setup, teardown),
		cmocka_unit_test_setup_teardown(test_iterator_macro, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unknown_type_declaration, setup, teardown),
		cmocka_unit_test_setup_teardown(test_declaration_positions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_pattern_statements, setup, teardown),
		cmocka_unit_test_setup_teardown(test_type_patterns, setup, teardown),
		cmocka_unit_test_setup_teardown(test_function_definition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_declarators, setup, teardown),
		cmocka_unit_test_setup_teardown(test_struct_definition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_macro_invocations_at_file_level, setup, teardown),
		cmocka_unit_test_setup_teardown(test_prototype_params, setup, teardown),
		cmocka_unit_test_setup_teardown(test_casts_without_headers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_macro_arguments, setup, teardown),
		cmocka_unit_test_setup_teardown(test_annotations, setup, teardown),
		cmocka_unit_test_setup_teardown(test_file_level_macros, setup, teardown),
		cmocka_unit_test_setup_teardown(test_recovery, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_stops_at_end, setup, teardown),
		cmocka_unit_test_setup_teardown(test_directives_invisible, setup, teardown),
		cmocka_unit_test_setup_teardown(test_own_parse_flag, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nesting_too_deep, setup, teardown),
		cmocka_unit_test_setup_teardown(test_random_tokens, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
