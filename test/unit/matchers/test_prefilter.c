/*
 * Unit tests for the prefilter (matchers/prefilter.c): the chain each
 * rule becomes, and which file texts pass.  A "pass" means the file is
 * worth parsing; the property that matters most is that no file a full
 * run would match is dropped, so most cases pair a file that must pass
 * with a near miss that may not.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "matchers/smpl/smpl.h"

struct fixture {
	struct cfix_ruleset *set;
	struct cfix_prefilter *filter;
	struct cfix_diag_sink sink;
	struct cfix_buf buf;
};

static int setup(void **state)
{
	struct fixture *fx = test_calloc(1, sizeof(*fx));

	fx->set = cfix_ruleset_new();
	cfix_diag_sink_init(&fx->sink);
	cfix_buf_init(&fx->buf);
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;

	cfix_prefilter_free(fx->filter);
	cfix_ruleset_free(fx->set);
	cfix_diag_sink_release(&fx->sink);
	cfix_buf_release(&fx->buf);
	test_free(fx);
	return 0;
}

/* Adds rule text (which must parse) and rebuilds the filter; returns
 * the filter's dump. */
static const char *use_rules(struct fixture *fx, const char *text)
{
	assert_int_equal(cfix_ruleset_add_text(fx->set, "t.cocci", text,
					       strlen(text), &fx->sink), 0);
	cfix_prefilter_free(fx->filter);
	fx->filter = cfix_prefilter_new(fx->set);
	cfix_buf_reset(&fx->buf);
	cfix_prefilter_dump(fx->filter, &fx->buf);
	return fx->buf.data;
}

static bool passes(struct fixture *fx, const char *c_text)
{
	return cfix_prefilter_check(fx->filter, c_text, strlen(c_text));
}

static const char seed[] = "@notand@\nexpression E;\nconstant C;\n@@\n"
			   "- !E & C\n+ !(E & C)\n";

static void test_seed_chain(void **state)
{
	struct fixture *fx = *state;

	/* the second chain is bitand_comm's `C & !E`: the operand the
	 * swap moves in front is any token there (more files kept, never
	 * fewer) */
	assert_string_equal(use_rules(fx, seed),
			    "prefilter notand: tokens ! <operand> & <constant>\n"
			    "prefilter notand: tokens & !\n");
}

static void test_seed_files(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, seed);
	assert_true(passes(fx, "int f(int a) { return !a & 4; }"));
	assert_true(passes(fx, "x = !block->flags[2] & ACPI_WMI_METHOD;"));
	assert_true(passes(fx, "if (!foo(a, b)->c & BIT(1))"));
	assert_true(passes(fx, "if (!*p & 1)"));
	assert_true(passes(fx, "if (!!x & 1)"));
	assert_true(passes(fx, "if (!(int)x & 1)"));
	assert_true(passes(fx, "if (!sizeof x & 1)"));
	assert_true(passes(fx, "if (!a++ & 1)"));
	assert_true(passes(fx, "if (!sizeof(int) & 1)"));
	assert_true(passes(fx, "if (!FOO(int *) & 1)"));
	assert_true(passes(fx, "if (!(x) & 1)"));
	assert_true(passes(fx, "if (!(long)x & 1)"));
	/* what a constant can be: a literal, a name, a macro call with
	 * any arguments, signs, parentheses, string pieces */
	assert_true(passes(fx, "if (!a & low)"));
	assert_true(passes(fx, "if (!a & BIT(n + 1))"));
	assert_true(passes(fx, "if (!a & (FLAG))"));
	assert_true(passes(fx, "if (!a & -(1))"));
	assert_true(passes(fx, "if (!a & 'c')"));
	assert_true(passes(fx, "if (!a & KERN_ERR \"x\")"));
	assert_true(passes(fx, "#define M ~0\nint x = !a & M;\n"));
	/* what the seed rule must not waste a parse on */
	assert_false(passes(fx, "if (!(a & 4))"));
	assert_false(passes(fx, "if (!a && b)"));
	assert_false(passes(fx, "if (!a && b & 4)"));
	assert_false(passes(fx, "if (!a || b & 4)"));
	assert_false(passes(fx, "x = !a + b & 4;"));
	assert_false(passes(fx, "if (!a) y = &b;"));
	assert_false(passes(fx, "if (!a != b & 4)"));
	assert_false(passes(fx, "x = !a &= 4;"));
	assert_false(passes(fx, "x = !*(u64 *)&y;"));
	assert_false(passes(fx, "x = !(unsigned long)&y;"));
	/* the right operand is no constant (amdgpu's display code) */
	assert_false(passes(fx, "x = !a & (b == 0) & c;"));
	assert_false(passes(fx, "x = !a & *p;"));
	assert_false(passes(fx, "/* if (!a & 4) */ int x;"));
	assert_false(passes(fx, "// if (!a & 4)\nint x;"));
	assert_false(passes(fx, "const char *s = \"!a & 4\";"));
	assert_false(passes(fx, "char c = '!'; int d = a & 4;"));
	assert_false(passes(fx, ""));
}

/* A match through a macro the file defines is found, report-only, by a
 * full run: the file must pass. */
static void test_seed_macros(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, seed);
	/* in the definition */
	assert_true(passes(fx, "#define BAD(x) (!(x) & 4)\n"));
	assert_true(passes(fx, "#define BAD(x) \\\n\t(!(x) \\\n\t & 4)\n"));
	/* through the expansion (test/cases/macro-partial) */
	assert_true(passes(fx, "#define NOT_FLAGS(d) !(d)->flags\n"
			       "int f(struct device *dev)\n"
			       "{\n\treturn NOT_FLAGS(dev) & DEV_BUSY;\n}\n"));
	assert_true(passes(fx, "#define NOT !\nint x = NOT y & 4;\n"));
	assert_true(passes(fx, "#define AND_ONE & 1\nint x = !y AND_ONE;\n"));
	/* nested: the macro's body uses another of the file's macros */
	assert_true(passes(fx, "#define NOT !\n#define NF(d) NOT (d)->f\n"
			       "int x = NF(y) & 4;\n"));
	/* a directive line does not glue onto the code after it */
	assert_false(passes(fx, "#include <x.h> // !\nint y = a & 4;\n"));
	assert_false(passes(fx, "#define A !\nint y = a & 4;\n"));
}

static void test_tokens_split_by_splice(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, "@@\nexpression E;\n@@\n- kfree(E);\n+ kvfree(E);\n");
	assert_true(passes(fx, "void f(void) { kfree(p); }"));
	assert_false(passes(fx, "void f(void) { kvfree(p); }"));
	assert_false(passes(fx, "/* kfree(p); */"));
	/* clang reads one name, "kfree": the prefilter must not drop it */
	assert_true(passes(fx, "void f(void) { kf\\\nree(p); }"));
	/* a splice between tokens is only a line break */
	assert_false(passes(fx, "#define X(a) \\\n\tkvfree(a);\\\n}\n"));
	assert_true(passes(fx, "#define X(a) \\\n\tkfree(a);\\\n}\n"));
}

static void test_call_chain(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nexpression E;\n@@\n- kfree(E);\n+ kvfree(E);\n"),
		"prefilter t: tokens kfree ( <expr> ) ;\n");
	assert_true(passes(fx, "void f(void) { kfree(a->b[1]); }"));
	assert_true(passes(fx, "void f(void) { kfree(a); b(); }"));
	assert_false(passes(fx, "void f(void) { x = kfree(a) + 1; }"));
	assert_false(passes(fx, "void f(void) { kfree_sensitive(a); }"));
	assert_false(passes(fx, "struct s { void (*kfree)(void); };"));
}

/* `(E & C)` matches `E & C` written without parentheses. */
static void test_paren_isomorphism(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nexpression E;\nconstant C;\n@@\n"
			      "- !(E & C)\n+ !E & C\n"),
		"prefilter t: tokens ( <expr> & <constant> ) ==\n"
		"prefilter t: tokens ( <expr> & <expr> ) ==\n"
		"prefilter t: tokens == ( <expr> & <constant> )\n"
		"prefilter t: tokens == ( <expr> & <expr> )\n"
		"prefilter t: tokens ! ( <expr> & <constant> )\n"
		"prefilter t: tokens ! ( <expr> & <expr> )\n");
	/* not_int1's X == 0 and 0 == X first (`E & C` is an int) */
	assert_true(passes(fx, "if (!(a & 4))"));
	/* bitand_comm's `!(C & E)` keeps any `!(_ & E)`: no test
	 * without & */
	assert_false(passes(fx, "if (!(a | (b == 0)))"));
	assert_false(passes(fx, "if (!a & 4)"));
	/* a rule about the parentheses themselves needs them */
	use_rules(fx, "@r2@\nexpression E;\n@@\n- foo((E))\n+ foo(E)\n");
	assert_false(passes(fx, "x = foo(a);"));
	assert_true(passes(fx, "x = foo((a));"));
	use_rules(fx, "@r3@\nexpression E;\n@@\n- bar((E))\n+ baz((E))\n");
	assert_true(passes(fx, "x = bar(a);"));
	assert_true(passes(fx, "x = bar((a));"));
}

static void test_numbers_by_value(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, "@@\nexpression E;\n@@\n- E == 0\n+ !E\n");
	assert_true(passes(fx, "if (x == 0)"));
	assert_true(passes(fx, "if (x == 0x0U)"));
	assert_true(passes(fx, "if (c == '\\0')"));
	/* commeq's `0 == E` keeps any `_ == E`: no test without == */
	assert_false(passes(fx, "if (x != y)"));
}

/* Statements of a run may have #if'd-out code between them. */
static void test_statement_runs(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, "@@\n@@\n- lock();\n- unlock();\n");
	assert_true(passes(fx, "void f(void) { lock(); unlock(); }"));
	assert_true(passes(fx, "void f(void) { lock();\n#if 0\nx();\n#endif\n"
			       "unlock(); }"));
	assert_false(passes(fx, "void f(void) { unlock(); lock(); }"));
}

static void test_types(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, "@@\nexpression E;\n@@\n- (unsigned int)E\n+ (u32)E\n");
	assert_true(passes(fx, "x = (unsigned int)y;"));
	assert_true(passes(fx, "x = (const unsigned int)y;"));
	assert_false(passes(fx, "x = (unsigned long)y;"));
	/* a type metavariable where an operand could stand */
	use_rules(fx, "@t2@\nexpression E;\ntype T;\n@@\n"
		      "- (sizeof(E)/sizeof(T))\n+ ARRAY_SIZE(E)\n");
	assert_true(passes(fx, "#define N (sizeof(a) / sizeof(char *))\n"));
}

/* What the chain cannot model falls back to the rule's names. */
static void test_words_fallback(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(use_rules(fx, "@@\n@@\n- int counter;\n"),
			    "prefilter t: words int counter\n");
	assert_true(passes(fx, "static int counter;"));
	assert_true(passes(fx, "int x; long counter;"));
	assert_false(passes(fx, "static int count;"));
}

static void test_always_and_several_rules(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(use_rules(fx, "@@\nexpression E;\n@@\n* E\n"),
			    "prefilter t: always\n");
	assert_true(passes(fx, "int x;"));
	assert_true(passes(fx, ""));
}

static void test_several_rules(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, seed);
	use_rules(fx, "@@\nexpression E;\n@@\n- kfree(E);\n+ kvfree(E);\n");
	assert_true(passes(fx, "void f(void) { kfree(a); }"));
	assert_true(passes(fx, "int g(int a) { return !a & 1; }"));
	assert_false(passes(fx, "int g(int a) { return !(a & 1); }"));
}

/* A declaration's initializer is a chain too: `T *x = f(...)` needs
 * `= f (`, in order with the statements around it. */
static void test_declaration_chain(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\ntype T;\nidentifier x;\nexpression E1, E2, E3;\n@@\n"
			      "- T *x = kmalloc(E1, E2);\n+ T *x = kmemdup(E3, E1, E2);\n"
			      "- memcpy(x, E3, E1);\n"),
		"prefilter t: tokens <stmt~1> = kmalloc ( <expr=2> , <expr> ) <stmt> "
		"memcpy ( <expr=1> , <expr> , <expr=2> ) ;\n");
	assert_true(passes(fx, "void f(void) { char *p = kmalloc(n, GFP_KERNEL);\n"
			       "memcpy(p, s, n); }"));
	assert_true(passes(fx, "void f(void) { int a = 1, *p = kmalloc(n * 2, G), b;\n"
			       "if (!p) return; memcpy(p, s, n * 2); }"));
	assert_false(passes(fx, "void f(void) { char *p = kmalloc(n, G);\n"
				"memcpy(p, s, m); }"));
	assert_false(passes(fx, "void f(void) { kmalloc(n, G); memcpy(p, s, n); }"));
	/* the declared name: anywhere before the '=' */
	assert_true(passes(fx, "void f(void) { char *p __maybe_unused = kmalloc(n, G);\n"
			       "memcpy(p, s, n); }"));
	assert_false(passes(fx, "void f(void) { char *q = kmalloc(n, G); memcpy(p, s, n); }"));
	assert_false(passes(fx, "void f(void) { memcpy(p, s, n); char *p = kmalloc(n, G); }"));
	/* no initializer: the names of the rule */
	assert_string_equal(use_rules(fx, "@r2@\n@@\n- int counter;\n"),
			    "prefilter t: tokens <stmt~1> = kmalloc ( <expr=2> , <expr> ) <stmt> "
			    "memcpy ( <expr=1> , <expr> , <expr=2> ) ;\n"
			    "prefilter r2: words int counter\n");
}

/* A metavariable met twice must spell the same tokens twice (but for
 * parentheses). */
static void test_backreference(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nexpression E;\n@@\n- if (E)\n  kfree(E);\n"),
		"prefilter t: tokens if ( <expr=1> ) kfree ( <expr=1> ) ;\n");
	assert_true(passes(fx, "void f(void) { if (p) kfree(p); }"));
	assert_true(passes(fx, "void f(void) { if (a->b[2]) kfree(a->b[2]); }"));
	assert_true(passes(fx, "void f(void) { if ((p)) kfree(p); }"));
	assert_true(passes(fx, "void f(void) { if (q) kfree(q); if (p) kfree(q); }"));
	assert_false(passes(fx, "void f(void) { if (p) kfree(q); }"));
	assert_false(passes(fx, "void f(void) { if (a->b) kfree(a->c); }"));
	/* an #if inside may hide tokens from the compiler: kept */
	assert_true(passes(fx, "void f(void) { if (p\n#ifdef X\n->x\n#endif\n) kfree(p); }"));
	/* a statement metavariable, at the chain's end */
	assert_string_equal(
		use_rules(fx, "@r2@\nexpression E;\nstatement S;\n@@\n* if (E) S else S\n"),
		"prefilter t: tokens if ( <expr=1> ) kfree ( <expr=1> ) ;\n"
		"prefilter r2: tokens if ( <expr> ) <stmt=1> else <stmt=1>\n"
		/* neg_if's form, the branches swapped: the same here */
		"prefilter r2: tokens if ( <expr> ) <stmt=1> else <stmt=1>\n");
	assert_true(passes(fx, "void f(void) { if (a) x = 1; else x = 1; }"));
	assert_true(passes(fx, "void f(void) { if (a) { g(x); } else { g(x); } h(); }"));
	assert_false(passes(fx, "void f(void) { if (a) x = 1; else x = 2; }"));
	assert_false(passes(fx, "void f(void) { if (a) { g(x); } else { g(y); } }"));
}

/* `E = kmalloc(sizeof(E), F)`: the binding trimmed off the chain's start
 * ends just before the '='. */
static void test_leading_backreference(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nexpression E, F;\n@@\n- E = kmalloc(sizeof(E), F);\n"
			      "+ E = kmalloc(sizeof(*E), F);\n"),
		"prefilter t: tokens <=1> = kmalloc ( sizeof (? <operand=1> )? , <expr> ) ;\n");
	assert_true(passes(fx, "void f(void) { p = kmalloc(sizeof(p), G); }"));
	assert_true(passes(fx, "void f(void) { s->p = kmalloc(sizeof s->p, G); }"));
	assert_true(passes(fx, "void f(void) { (p) = kmalloc(sizeof(p), G); }"));
	assert_false(passes(fx, "void f(void) { p = kmalloc(sizeof(*p), G); }"));
	assert_false(passes(fx, "void f(void) { q = kmalloc(sizeof(p), G); }"));
	assert_false(passes(fx, "void f(void) { s->q = kmalloc(sizeof(s->p), G); }"));
	/* what sizeof takes without parentheses is an operand */
	use_rules(fx, "@r2@\ntype T;\nidentifier x;\nexpression F;\n@@\n"
		      "- T *x = kzalloc(sizeof(x), F);\n+ T *x = kzalloc(sizeof(*x), F);\n");
	assert_true(passes(fx, "void f(void) { char *x = kzalloc(sizeof x, G); }"));
	assert_true(passes(fx, "void f(void) { char *x = kzalloc(sizeof(x), G); }"));
	assert_false(passes(fx, "void f(void) { struct a *x = kzalloc(sizeof(struct a) + n, G); }"));
}

/* A disjunction: one chain per combination of branches; any may be
 * found.  A nest `<+... P ...+>` needs P. */
static void test_disjunction_chains(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nexpression E;\n@@\n(\n* kfree(E);\n|\n* vfree(E);\n)\n"
			      "  ...\n(\n* kfree(E);\n|\n* vfree(E);\n)\n"),
		"prefilter t: tokens kfree ( <expr=1> ) ; <any> kfree ( <expr=1> ) ;\n"
		"prefilter t: tokens kfree ( <expr=1> ) ; <any> vfree ( <expr=1> ) ;\n"
		"prefilter t: tokens vfree ( <expr=1> ) ; <any> kfree ( <expr=1> ) ;\n"
		"prefilter t: tokens vfree ( <expr=1> ) ; <any> vfree ( <expr=1> ) ;\n");
	assert_true(passes(fx, "void f(void) { vfree(p); g(); kfree(p); }"));
	assert_true(passes(fx, "void f(void) { kfree(a); kfree(b); vfree(a); }"));
	assert_false(passes(fx, "void f(void) { vfree(p); g(); kfree(q); }"));
	assert_false(passes(fx, "void f(void) { kfree(p); }"));
	/* "..." follows control flow: into a block, out of one, and back
	 * with a goto */
	assert_true(passes(fx, "void f(void) { kfree(p); if (c) { kfree(p); } }"));
	assert_true(passes(fx, "void f(void) { if (c) { kfree(p); } kfree(p); }"));
	assert_true(passes(fx, "void f(void) { again: kfree(p); if (c) goto again; }"));
	/* and round a loop's back edge, to the loop's start: a free meets
	 * itself on the next turn (a loop macro too); not outside a loop */
	assert_true(passes(fx, "void f(void) { while (c) { kfree(p); } }"));
	assert_true(passes(fx, "void f(void) { for (;;) kfree(p); g(); }"));
	assert_true(passes(fx, "void f(void) { do kfree(p); while (c); }"));
	assert_true(passes(fx, "void f(void) { list_for_each(x, h) { g(); kfree(p); } }"));
	assert_true(passes(fx, "void f(void) { list_for_each(x, h) kfree(p); }"));
	assert_false(passes(fx, "void f(void) { if (c) { kfree(p); } g(p); }"));
	assert_false(passes(fx, "void f(void) { g(p) + 1; kfree(p); }"));
	assert_false(passes(fx, "void f(void) { again: kfree(p); if (c) return; }"));
	/* but it stays in its function */
	assert_false(passes(fx, "void f(void) { kfree(p); }\nvoid g(void) { kfree(p); }"));
	assert_false(passes(fx, "void f(void) { out: kfree(p); }\n"
				"void g(void) { kfree(p); goto out; }"));
	use_rules(fx, "@r2@\nexpression E;\nstatement S;\n@@\n"
		      "* if (<+... copy_from_user(...) ...+>) S\n");
	assert_true(passes(fx, "void f(void) { if (x && copy_from_user(a, b, 1)) return; }"));
	assert_false(passes(fx, "void f(void) { copy_from_user(a, b, 1); }"));
}

/* A NULL test stands for its isomorphic forms (match_null_iso() in
 * match.c), each a chain with the tested expression's own tokens. */
static void test_null_isomorphism(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nexpression E;\n@@\n* &E == NULL\n"),
		"prefilter t: tokens & <operand> ==\n"
		"prefilter t: tokens == &\n"
		"prefilter t: tokens ! &\n");
	assert_true(passes(fx, "if (&s->x == NULL)"));
	assert_true(passes(fx, "if (NULL == &s->x)"));
	assert_true(passes(fx, "if (!&s->x)"));
	assert_false(passes(fx, "if (p == NULL) q = &x;"));
	assert_false(passes(fx, "if (a == b) f(&x);"));
	/* X != NULL also matches a test of X alone */
	use_rules(fx, "@r2@\n@@\n* dev->priv != NULL\n");
	assert_true(passes(fx, "if (dev->priv)"));
	assert_true(passes(fx, "if (NULL != dev->priv)"));
	assert_false(passes(fx, "if (dev->name)"));
	/* !X matches X == NULL and NULL == X only where X is known to be
	 * a pointer (not_ptr1's `expression *X`): not `!dev->priv`, as
	 * spatch 1.1.1; its chain is the rule's alone (r4's listing) */
	use_rules(fx, "@r3@\nstatement S;\n@@\nif (\n* !dev->priv\n ) S\n");
	assert_true(passes(fx, "if (!dev->priv) return;"));
	assert_false(passes(fx, "if (dev->name == NULL) return;"));
	/* "disable isnt_null1": X != NULL is no test of X alone */
	assert_string_equal(
		use_rules(fx, "@r4 disable isnt_null1@\n@@\n* dev->irq != NULL\n"),
		"prefilter t: tokens & <operand> ==\n"
		"prefilter t: tokens == &\n"
		"prefilter t: tokens ! &\n"
		"prefilter r2: tokens dev -> priv !=\n"
		"prefilter r2: tokens != dev -> priv\n"
		"prefilter r2: tokens dev -> priv\n"
		"prefilter r3: tokens if ( ! dev -> priv )\n"
		"prefilter r4: tokens dev -> irq !=\n"
		"prefilter r4: tokens != dev -> irq\n");
	assert_false(passes(fx, "if (dev->irq) return;"));
}

/* A typed E.fld also matches P->fld (fld_to_ptr, in match.c). */
static void test_field_through_pointer(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@@\nstruct serio E;\n@@\n- E.drv\n+ E.driver\n"),
		"prefilter t: tokens . drv\n"
		"prefilter t: tokens -> drv\n");
	assert_true(passes(fx, "x = s.drv;"));
	assert_true(passes(fx, "x = p->drv;"));
	assert_false(passes(fx, "x = p->driver;"));
	/* an untyped E is not taken through a pointer */
	assert_string_equal(
		use_rules(fx, "@r2@\nexpression E;\n@@\n- E.drv\n+ E.driver\n"),
		"prefilter t: tokens . drv\n"
		"prefilter t: tokens -> drv\n"
		"prefilter r2: tokens . drv\n");
}

/*
 * The table of isomorphisms (smpl/isomorphisms.c) the prefilter and the
 * matcher read: each entry named after standard.iso, with a predicate;
 * a form that "disable NAME" drops is the last; a token's form is one
 * word (nothing, or the token that stands for it).
 */
/* A project's vocabulary (.cfix): a file that calls only a wrapper of
 * the function a rule names must pass, in a chain of tokens and in the
 * words of a rule with SmPL constructs alike. */
static void test_vocabulary(void **state)
{
	struct fixture *fx = *state;
	struct cfix_vocabulary *vocab = cfix_vocabulary_new();

	assert_int_equal(cfix_vocabulary_add(vocab, "malloc", "xmalloc"), 0);
	assert_int_equal(cfix_vocabulary_add(vocab, "malloc", "g_malloc"), 0);
	assert_int_equal(cfix_vocabulary_add(vocab, "free", "g_free"), 0);
	assert_int_equal(cfix_vocabulary_add(vocab, "free", "free"), -1);
	assert_int_equal(cfix_vocabulary_add(vocab, "free", "x-free"), -1);
	use_rules(fx, "@a@\nexpression E;\n@@\n- E = malloc(sizeof(E));\n"
		      "+ E = malloc(sizeof(*E));\n");
	assert_false(passes(fx, "p = xmalloc(sizeof(p));"));
	cfix_ruleset_set_vocabulary(fx->set, vocab);
	use_rules(fx, "@b@\nexpression E;\n@@\nfree(E);\n...\n* free(E);\n");
	assert_true(passes(fx, "p = malloc(sizeof(p));"));
	assert_true(passes(fx, "p = xmalloc(sizeof(p));"));
	assert_true(passes(fx, "p = g_malloc(sizeof(p));"));
	assert_false(passes(fx, "p = y_malloc(sizeof(p));"));
	assert_true(passes(fx, "g_free(q); g_free(q);"));
	assert_false(passes(fx, "h_free(q); h_free(q);"));
	cfix_prefilter_free(fx->filter);
	fx->filter = NULL;
	cfix_vocabulary_free(vocab);
}

/* A rule that only binds for later rules (test_addr's test_addr_fn, a
 * chain of no word of its own) keeps no file: the rules that report
 * keep theirs.  A script reading it needs its chain. */
static const char binder[] =
	"@fn disable isnt_null1 exists@\nidentifier f;\nposition p;\n@@\n"
	" &f@p == NULL\n... when any\nf(...)\n\n"
	"@r@\nexpression E;\nposition p != fn.p;\n@@\n* &E@p == NULL\n";

static void test_binds_only(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(use_rules(fx, binder),
			    "prefilter r: tokens & <operand> ==\n"
			    "prefilter r: tokens == &\n"
			    "prefilter r: tokens ! &\n");
	assert_true(passes(fx, "int f(void) { return &x == NULL; }"));
	assert_false(passes(fx, "int f(int *p) { if (p == NULL) g(p); }"));
	cfix_ruleset_free(fx->set);
	fx->set = cfix_ruleset_new();
	assert_string_equal(
		use_rules(fx, "@fn@\nidentifier f;\n@@\n &f == NULL\n"
			      "... when any\nf(...)\n\n"
			      "@script:python@\nf << fn.f;\n@@\nprint(f)\n"),
		"prefilter fn: always\nprefilter t:8: never\n");
}

/* neg_if's swapped form of `if (&E) S1 else S2` holds `&`: the code's
 * condition is `!&x` or `&x == NULL`, never one without the `&`; not_ptr2
 * lets the `&E` stand as `&x != NULL` too (`&E` is a pointer) */
static void test_neg_if_kept(void **state)
{
	struct fixture *fx = *state;

	assert_string_equal(
		use_rules(fx, "@r@\nexpression E;\nstatement S1, S2;\n@@\n"
			      "* if (&E)\nS1 else S2\n"),
		"prefilter r: tokens if ( <expr> & <expr> )\n"
		"prefilter r: tokens if ( <expr> & <expr> ) <stmt> else\n");
	assert_true(passes(fx, "void f(void) { if (&x) a(); else b(); }"));
	assert_true(passes(fx, "void f(void) { if (&p->f != NULL) a(); else b(); }"));
	assert_true(passes(fx, "void f(void) { if (!&x) a(); else b(); }"));
	assert_true(passes(fx, "void f(void) { if (&p->f == NULL) a(); else b(); }"));
	assert_true(passes(fx, "void f(void) { if (NULL == &x) a(); else b(); }"));
	assert_false(passes(fx, "void f(void) { if (!x) a(); else b(); }"));
	assert_false(passes(fx, "void f(void) { if (x == NULL) a(); else b(); }"));
}

/* An identifier bound to a set of names (sizeof_ptr_buf's f2): one of
 * them must be in the file */
static void test_name_set(void **state)
{
	struct fixture *fx = *state;

	use_rules(fx, "@r@\nexpression E, E1;\n"
		      "identifier f = {memcpy, memmove};\n@@\n"
		      "(\n* f(E, E1, sizeof(E))\n|\n* f(E1, E, sizeof(E))\n)\n");
	assert_true(passes(fx, "void g(void) { memcpy(a, b, sizeof(a)); }"));
	assert_true(passes(fx, "void g(void) { memmove(b, a, sizeof(a)); }"));
	assert_false(passes(fx, "void g(void) { strlcpy(a, b, sizeof(a)); }"));
}

static void test_iso_table(void **state)
{
	(void)state;
	for (uint32_t id = 0; id < CFIX_ISO_COUNT; id++) {
		const struct cfix_iso *iso = &cfix__isos[id];

		assert_non_null(iso->name);
		assert_non_null(iso->applies);
		for (uint32_t k = id + 1; k < CFIX_ISO_COUNT; k++)
			assert_string_not_equal(iso->name, cfix__isos[k].name);
		/* forms[own_form..] are the isomorphism's own (two for
		 * gtr_lss: either operator swapped) */
		assert_true(iso->own_form < 0 ||
			    (uint32_t)iso->own_form < iso->nforms);
		for (uint32_t f = 0; iso->scope == CFIX_ISO_TOKEN &&
				     f < iso->nforms; f++)
			assert_true(iso->forms[f][0] && !iso->forms[f][1]);
	}
}

/*
 * Rule by rule (cfix_prefilter_absent(), which the batch run skips
 * rules by): a chain's search starts at each place its first token
 * stands (the file's tokens indexed by spelling), the later ones too.
 */
/*
 * The gates: a rule that inherits from another runs only where that
 * rule matched, through a script too (check_bq27xxx_data's getregs
 * rules, `u8 r.name[...] = {...}`, kept every file with a u8).  A
 * script input with a default runs without its rule; a set that
 * changes code has no gates (a change may make the later rule match).
 */
static void test_gates(void **state)
{
	struct fixture *fx = *state;
	static const char rules[] =
		"@r@\nidentifier i;\n@@\nMARK(i)\n"
		"@script:python s@\ni << r.i;\nn;\n@@\n"
		"coccinelle.n = cocci.make_ident(i + \"_regs\")\n"
		"@q@\nidentifier s.n;\n@@\n* u8 n[] = { ... };\n";

	use_rules(fx, rules);
	assert_false(passes(fx, "u8 a_regs[] = { 1 };\n"));
	assert_true(passes(fx, "int x = MARK(a);\nu8 a_regs[] = { 1 };\n"));
	/* a default: the script runs where r did not match */
	cfix_ruleset_free(fx->set);
	fx->set = cfix_ruleset_new();
	use_rules(fx, "@r@\nidentifier i;\n@@\nMARK(i)\n"
		      "@script:python s@\ni << r.i = \"a\";\nn;\n@@\n"
		      "coccinelle.n = cocci.make_ident(i + \"_regs\")\n"
		      "@q@\nidentifier s.n;\n@@\n* u8 n[] = { ... };\n");
	assert_true(passes(fx, "u8 a_regs[] = { 1 };\n"));
	/* a change: no gate */
	cfix_ruleset_free(fx->set);
	fx->set = cfix_ruleset_new();
	use_rules(fx, "@r@\nidentifier i;\n@@\n- MARK(i)\n+ OTHER(i)\n"
		      "@q@\nidentifier r.i;\n@@\n- u8 i[] = { ... };\n");
	assert_true(passes(fx, "u8 a[] = { 1 };\n"));
}

/*
 * The gates follow `depends on`: a rule whose clause cannot hold where
 * the rules it tests are absent (not matched) keeps no file there
 * (`a || c` neither); a negated test (`!a`, `never a`) may hold
 * without them.
 */
static void test_gates_depends(void **state)
{
	struct fixture *fx = *state;
	static const char *const clauses[] = {
		"a", "a && !c", "ever a", "!a", "never a", "a || c",
	};
	static const bool kept[] = { false, false, false, true, true, false };

	for (size_t i = 0; i < sizeof(clauses) / sizeof(*clauses); i++) {
		char rules[256];

		snprintf(rules, sizeof(rules),
			 "@a@\n@@\nalpha();\n@c@\n@@\ngamma();\n"
			 "@b depends on %s@\nexpression E;\n@@\n* bar(E);\n",
			 clauses[i]);
		cfix_ruleset_free(fx->set);
		fx->set = cfix_ruleset_new();
		use_rules(fx, rules);
		assert_int_equal(passes(fx, "void f(void) { bar(1); }\n"),
				 kept[i]);
		assert_true(passes(fx, "void f(void) { alpha(); bar(1); }\n"));
	}
}

static void test_absent_each(void **state)
{
	struct fixture *fx = *state;
	static const char two[] = "@notand@\nexpression E;\nconstant C;\n"
				  "@@\n- !E & C\n+ !(E & C)\n"
				  "@gone@\nexpression E;\n@@\n- kfree(E);\n";
	static const char later[] = "int f(int a, int b)\n{\n"
				    "\tif (!a) return 1;\n\tif (!b) return 2;\n"
				    "\treturn !a & FLAG;\n}\n";
	static const char never[] = "int f(int a, int b)\n{\n"
				    "\tif (!a) return 1;\n\tif (!b) return 2;\n"
				    "\treturn !a && b;\n}\n";
	struct cfix_prefilter *each;
	bool absent[2];

	assert_int_equal(cfix_ruleset_add_text(fx->set, "t.cocci", two,
					       strlen(two), &fx->sink), 0);
	each = cfix_prefilter_new_each(fx->set);
	cfix_prefilter_absent(each, later, strlen(later), absent, 2);
	assert_false(absent[0]);	/* the third `!` starts it */
	assert_true(absent[1]);
	cfix_prefilter_absent(each, never, strlen(never), absent, 2);
	assert_true(absent[0]);
	assert_true(absent[1]);
	cfix_prefilter_free(each);
}

/*
 * Each isomorphism the matcher applies, one code form it lets a rule
 * match: cfix_prefilter_absent() must not call the rule absent there.
 * Where two apply to one node (`X - Y + Z`: plus_comm and
 * plus_minus_assoc2; an isomorphism turned off still has its "as
 * written" form) each one's forms count.
 */
static void test_absent_isomorphisms(void **state)
{
	static const struct { const char *rule, *code; } cases[] = {
		{ "@@\nexpression X, Y, Z;\n@@\n- X - Y + Z\n+ m(X, Y, Z)\n",
		  "(a - b) + c" },
		{ "@@\nexpression X, Y, Z;\n@@\n- X / Y * Z\n+ m(X, Y, Z)\n",
		  "(a / b) * c" },
		{ "@@\nexpression X, Y, Z;\n@@\n- X - Y - Z\n+ m(X, Y, Z)\n",
		  "(a - b) - c" },
		{ "@@\nexpression X, Y, Z;\n@@\n- X / Y / Z\n+ m(X, Y, Z)\n",
		  "(a / b) / c" },
		{ "@ disable plus_comm @\nexpression X, Y, Z;\n@@\n- X + Y - Z\n+ m(X, Y, Z)\n",
		  "(a + b) - c" },
		{ "@ disable mult_comm @\nexpression X, Y, Z;\n@@\n- X * Y / Z\n+ m(X, Y, Z)\n",
		  "(a * b) / c" },
		{ "@ disable plus_comm @\nexpression X, Y, Z;\n@@\n* X + Y + Z\n", "(a + b) + c" },
		{ "@ disable mult_comm @\nexpression X, Y, Z;\n@@\n* X * Y * Z\n", "(a * b) * c" },
		{ "@@\nexpression X;\n@@\n* f(X) + 7\n", "7 + f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) * 7\n", "7 * f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) | 7\n", "7 | f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) & 7\n", "7 & f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) == 7\n", "7 == f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) != 7\n", "7 != f(x)" },
		{ "@@\nexpression X, Y;\n@@\n* f(X) < Y\n", "y > f(x)" },
		{ "@@\nexpression X, Y;\n@@\n* f(X) <= Y\n", "y >= f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) == NULL\n", "!f(x)" },
		{ "@@\nexpression X;\n@@\n* f(X) == 0\n", "0 == f(x)" },
		{ "@@\nexpression X;\n@@\n* f((X))\n", "f(x)" },
		{ "@@\nexpression E;\n@@\n* E->fld\n", "a[i].fld" },
		{ "@@\nexpression E;\n@@\n* unlikely(f(E))\n", "f(x)" },
		{ "@@\nexpression E, E1, E2;\n@@\n* f(E) ? E1 : E2\n",
		  "!f(x) ? 1 : 2" },
		{ "@@\ntype T;\n@@\n* sizeof(T)\n", "sizeof x" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct cfix_ruleset *set = cfix_ruleset_new();
		struct cfix_diag_sink sink;
		struct cfix_prefilter *each;
		const char *rule = cases[i].rule;
		char code[256];
		bool absent[1];

		cfix_diag_sink_init(&sink);
		snprintf(code, sizeof(code), "int g(int a, int b, int c)\n"
			 "{\n\treturn %s;\n}\n", cases[i].code);
		assert_int_equal(cfix_ruleset_add_text(set, "t.cocci", rule,
						       strlen(rule), &sink), 0);
		each = cfix_prefilter_new_each(set);
		cfix_prefilter_absent(each, code, strlen(code), absent, 1);
		if (absent[0])
			fail_msg("absent: %s in %s", cases[i].rule, code);
		cfix_prefilter_free(each);
		cfix_ruleset_free(set);
		cfix_diag_sink_release(&sink);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_seed_chain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_seed_files, setup, teardown),
		cmocka_unit_test_setup_teardown(test_seed_macros, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tokens_split_by_splice, setup, teardown),
		cmocka_unit_test_setup_teardown(test_call_chain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_paren_isomorphism, setup, teardown),
		cmocka_unit_test_setup_teardown(test_numbers_by_value, setup, teardown),
		cmocka_unit_test_setup_teardown(test_statement_runs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_types, setup, teardown),
		cmocka_unit_test_setup_teardown(test_words_fallback, setup, teardown),
		cmocka_unit_test_setup_teardown(test_always_and_several_rules, setup, teardown),
		cmocka_unit_test_setup_teardown(test_several_rules, setup, teardown),
		cmocka_unit_test_setup_teardown(test_declaration_chain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_backreference, setup, teardown),
		cmocka_unit_test_setup_teardown(test_leading_backreference, setup, teardown),
		cmocka_unit_test_setup_teardown(test_disjunction_chains, setup, teardown),
		cmocka_unit_test_setup_teardown(test_null_isomorphism, setup, teardown),
		cmocka_unit_test_setup_teardown(test_field_through_pointer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_vocabulary, setup, teardown),
		cmocka_unit_test_setup_teardown(test_binds_only, setup, teardown),
		cmocka_unit_test_setup_teardown(test_neg_if_kept, setup, teardown),
		cmocka_unit_test_setup_teardown(test_name_set, setup, teardown),
		cmocka_unit_test_setup_teardown(test_absent_each, setup, teardown),
		cmocka_unit_test_setup_teardown(test_gates, setup, teardown),
		cmocka_unit_test_setup_teardown(test_gates_depends, setup,
						teardown),
		cmocka_unit_test(test_absent_isomorphisms),
		cmocka_unit_test(test_iso_table),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
