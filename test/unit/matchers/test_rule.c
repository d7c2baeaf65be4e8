/*
 * Unit tests for the rule parser (smpl/rule.c and the files it calls)
 * and the rule set (ruleset.c): shared tokens, insertion anchors,
 * headers, declarations, every error message, and a parse of the
 * Coccinelle test corpus.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matchers/smpl/smpl.h"

struct fixture {
	struct cfix_ruleset *set;
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

	cfix_ruleset_free(fx->set);
	cfix_diag_sink_release(&fx->sink);
	cfix_buf_release(&fx->buf);
	test_free(fx);
	return 0;
}

/* Parses text as "t.cocci"; returns the result of add_text. */
static int add(struct fixture *fx, const char *text)
{
	return cfix_ruleset_add_text(fx->set, "t.cocci", text, strlen(text),
				     &fx->sink);
}

/* Parses text that must succeed and returns rule index. */
static const struct cfix_rule *rule_of(struct fixture *fx, const char *text,
				       uint32_t index)
{
	if (add(fx, text) != 0) {
		for (size_t i = 0; i < fx->sink.diags.len; i++)
			cfix_diag_render(&fx->sink.diags.items[i], &fx->buf);
		fail_msg("rule did not parse:\n%s", fx->buf.data);
	}
	assert_true(index < fx->set->nrules);
	return fx->set->rules[index];
}

/* The first diagnostic's first rendered line. */
static const char *first_error(struct fixture *fx, const char *text)
{
	uint32_t before = cfix_ruleset_count(fx->set);
	char *nl;

	cfix_diag_sink_release(&fx->sink);
	assert_int_equal(add(fx, text), -1);
	assert_int_equal(cfix_ruleset_count(fx->set), before);
	assert_true(fx->sink.diags.len > 0);
	cfix_buf_reset(&fx->buf);
	cfix_diag_render(&fx->sink.diags.items[0], &fx->buf);
	nl = strchr(fx->buf.data, '\n');
	if (nl)
		*nl = '\0';
	return fx->buf.data;
}

#define assert_error(fx, text, expected) \
	assert_string_equal(first_error((fx), (text)), (expected))

/* Insertion k's plus tokens joined by single spaces. */
static const char *ins_text(const struct cfix_rule *rule, uint32_t k)
{
	static char out[256];
	const struct cfix_insertion *ins = &rule->insertions[k];

	out[0] = '\0';
	for (uint32_t i = ins->first; i <= ins->last; i++) {
		if (i > ins->first)
			strcat(out, " ");
		strcat(out, rule->plus_toks[i].text);
	}
	return out;
}

/* The removed match-side tokens joined by single spaces. */
static const char *removed_text(const struct cfix_rule *rule)
{
	static char out[256];

	out[0] = '\0';
	for (uint32_t i = 0; i < rule->ntoks; i++) {
		if (!rule->remove[i])
			continue;
		if (out[0])
			strcat(out, " ");
		strcat(out, rule->toks[i].text);
	}
	return out;
}

static void assert_insertion(const struct cfix_rule *rule, uint32_t k,
			     const char *text, const char *anchor,
			     uint32_t anchor_index, bool after)
{
	assert_true(k < rule->ninsertions);
	assert_string_equal(ins_text(rule, k), text);
	assert_int_equal(rule->insertions[k].anchor, anchor_index);
	assert_string_equal(rule->toks[anchor_index].text, anchor);
	assert_int_equal(rule->insertions[k].after, after);
}

/* ---- the seed rule and the tier-1 examples ----------------------------- */

static const char notand_text[] =
	"// name: notand\n"
	"// message: '!' binds tighter than '&'\n"
	"// severity: warning\n"
	"//\n"
	"// In `!flags & FLAG`, `!` applies to `flags` alone.\n"
	"@notand@\n"
	"expression E;\n"
	"constant C;\n"
	"@@\n"
	"- !E & C\n"
	"+ !(E & C)\n";

static void test_seed_notand(void **state)
{
	struct fixture *fx = *state;
	const struct cfix_rule *rule = rule_of(fx, notand_text, 0);

	assert_string_equal(rule->name, "notand");
	assert_string_equal(rule->message, "'!' binds tighter than '&'");
	assert_int_equal(rule->loc.line, 6);
	assert_int_equal(rule->nmetavars, 2);
	assert_string_equal(rule->metavars[0].name, "E");
	assert_int_equal(rule->metavars[0].kind, CFIX_MV_EXPRESSION);
	assert_null(rule->metavars[0].type);
	assert_int_equal(rule->metavars[1].kind, CFIX_MV_CONSTANT);
	assert_int_equal(rule->metavars[1].loc.line, 8);

	/* match side: ! E & C, all kept; offsets are the rule file's */
	assert_int_equal(rule->ntoks, 4);
	assert_string_equal(removed_text(rule), "");
	assert_int_equal(rule->toks[1].line, 10);
	assert_int_equal(rule->toks[1].col, 4);
	assert_int_equal(rule->toks[1].begin,
			 strstr(notand_text, "- !E") - notand_text + 3);
	assert_int_equal(rule->tok_metavar[0], -1);
	assert_int_equal(rule->tok_metavar[1], 0);
	assert_int_equal(rule->tok_metavar[3], 1);

	/* plus side: ! ( E & C ), of which '(' and ')' are added */
	assert_int_equal(rule->nplus, 6);
	assert_int_equal(rule->plus_metavar[2], 0);
	assert_int_equal(rule->ninsertions, 2);
	assert_insertion(rule, 0, "(", "!", 0, true);
	assert_false(rule->insertions[0].newline);
	assert_false(rule->insertions[0].newline_after);
	assert_insertion(rule, 1, ")", "C", 3, true);
	/* the rule's line ends after ')', but C ends no statement */
	assert_false(rule->insertions[1].newline_after);

	/* pattern: (!E) & C */
	assert_non_null(rule->pattern);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_BINARY);
	assert_string_equal(rule->pattern->op, "&");
	assert_null(rule->pattern->parent);
	assert_int_equal(rule->pattern->kids[0]->kind, CFIX_NODE_UNARY);
	assert_ptr_equal(rule->pattern->kids[0]->parent, rule->pattern);
	assert_int_equal(rule->pattern->kids[1]->metavar, 1);
}

static void test_a3_member(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@@\nexpression E;\n@@\n\n- E->idbus\n+ E->id.bustype\n", 0);

	assert_string_equal(removed_text(rule), "idbus");
	assert_int_equal(rule->ninsertions, 1);
	assert_insertion(rule, 0, "id . bustype", "->", 1, true);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_MEMBER);
}

static void test_notnot(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@@\nexpression E;\n@@\n+ !!\n  E\n-   ? true : false\n", 0);

	assert_string_equal(removed_text(rule), "? true : false");
	assert_int_equal(rule->ninsertions, 1);
	assert_insertion(rule, 0, "! !", "E", 0, false);
	/* a line of its own in the rule, but E is no statement: "!!E" */
	assert_false(rule->insertions[0].newline);
	assert_false(rule->insertions[0].newline_after);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_COND);
}

static void test_null_bool(void **state)
{
	const struct cfix_rule *rule =
		rule_of(*state, "@@\n@@\n\n- x != NULL\n+ 12\n", 0);

	assert_string_equal(removed_text(rule), "x != NULL");
	assert_int_equal(rule->ninsertions, 1);
	assert_insertion(rule, 0, "12", "x", 0, false);
	assert_false(rule->insertions[0].newline);
}

static void test_addnl(void **state)
{
	const struct cfix_rule *rule =
		rule_of(*state, "@@\n@@\n\n-foo();\n+FOO();\n+\n", 0);

	/* only the name changes: ( ) ; are shared */
	assert_string_equal(removed_text(rule), "foo");
	assert_int_equal(rule->ninsertions, 1);
	assert_insertion(rule, 0, "FOO", "(", 1, false);
	assert_false(rule->insertions[0].newline);
	assert_false(rule->insertions[0].newline_after);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_EXPR_STMT);
}

static void test_bigin(void **state)
{
	const struct cfix_rule *rule =
		rule_of(*state, "@@\n@@\n\n+bar();\n foo();\n", 0);

	assert_string_equal(removed_text(rule), "");
	assert_int_equal(rule->ninsertions, 1);
	assert_insertion(rule, 0, "bar ( ) ;", "foo", 0, false);
	assert_true(rule->insertions[0].newline);
	assert_true(rule->insertions[0].newline_after);
}

static void test_change(void **state)
{
	const struct cfix_rule *rule =
		rule_of(*state, "@@\n@@\n\nfoo();\n+blah(one, two);", 0);

	assert_int_equal(rule->ninsertions, 1);
	assert_insertion(rule, 0, "blah ( one , two ) ;", ";", 3, true);
	assert_true(rule->insertions[0].newline);
	assert_true(rule->insertions[0].newline_after);
}

static void test_remove_all(void **state)
{
	const struct cfix_rule *rule = rule_of(*state, "@@\n@@\n\n- foo();\n", 0);

	assert_string_equal(removed_text(rule), "foo ( ) ;");
	assert_int_equal(rule->ninsertions, 0);
	assert_int_equal(rule->nplus, 0);
}

/* test7: the first added line shares "f(X" and ");" with the minus line */
static void test_two_plus_lines(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@@\nexpression X;\n@@\n\n- f(X);\n+ f(X, \"foo\");\n"
		"+ f(X, \"bar\");\n", 0);

	assert_string_equal(removed_text(rule), "");
	assert_int_equal(rule->ninsertions, 2);
	assert_insertion(rule, 0, ", \"foo\"", "X", 2, true);
	assert_false(rule->insertions[0].newline);
	assert_insertion(rule, 1, "f ( X , \"bar\" ) ;", ";", 4, true);
	assert_true(rule->insertions[1].newline);
	assert_true(rule->insertions[1].newline_after);
}

/* pcim: insertions glue to the kept token on their own line */
static void test_pcim(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@@\nexpression E1,E2,E3;\n@@\n"
		"- pci_map_single(E1,\n"
		"+ dma_map_single(\n"
		"+    &E1->dev,\n"
		"     E2, E3,\n"
		"-    PCI_DMA_FROMDEVICE)\n"
		"+    DMA_FROM_DEVICE)", 0);

	assert_string_equal(removed_text(rule),
			    "pci_map_single PCI_DMA_FROMDEVICE");
	assert_int_equal(rule->ninsertions, 4);
	assert_insertion(rule, 0, "dma_map_single", "(", 1, false);
	assert_insertion(rule, 1, "&", "E1", 2, false);
	assert_false(rule->insertions[1].newline);
	assert_insertion(rule, 2, "-> dev", "E1", 2, true);
	assert_insertion(rule, 3, "DMA_FROM_DEVICE", ")", 9, false);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_CALL);
}

/* delp: minus tokens spread over context lines */
static void test_delp(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@@\nexpression E;\n@@\n\nreturn\n- (\nE\n- )\n;\n", 0);

	assert_string_equal(removed_text(rule), "( )");
	assert_int_equal(rule->ninsertions, 0);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_RETURN);
}

static void test_typedef_on_header_line(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@ typedef Scsi_Cmnd; @@\n\n- Scsi_Cmnd\n+ struct scsi_cmnd\n",
		0);

	assert_int_equal(rule->nmetavars, 1);
	assert_int_equal(rule->metavars[0].kind, CFIX_MV_TYPEDEF);
	/* a typedef metavariable is a name that matches itself */
	assert_int_equal(rule->tok_metavar[0], -1);
	assert_string_equal(removed_text(rule), "Scsi_Cmnd");
	assert_insertion(rule, 0, "struct scsi_cmnd", "Scsi_Cmnd", 0, false);
	assert_int_equal(rule->pattern->kind, CFIX_NODE_TYPE);
}

/* "X@e": e binds what X matches, kept as a position of a non-position
 * metavariable on the node ending at X */
static void test_as_metavariable(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@@\nidentifier fld;\nexpression E;\n@@\n"
		"- E->\\(probe@fld\\|remove@fld\\)(...)\n+ call(E, fld)\n", 0);

	assert_int_equal(rule->npositions, 2);
	for (uint32_t k = 0; k < 2; k++) {
		assert_int_equal(rule->positions[k].metavar, 0);
		assert_non_null(rule->positions[k].node);
		assert_int_equal(rule->positions[k].node->kind, CFIX_NODE_IDENT);
	}
	assert_string_equal(rule->toks[rule->positions[1].tok].text, "remove");
}

/* "&&" and "||" chain constraints on copies of the metavariable */
static void test_constraint_chain(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@r@\nbinary operator b1;\ntype U;\n@@\nf(1 b1 2, (U)0);\n"
		"@@\nbinary operator b = {r.b1} && !~ \"^!\";\n"
		"type T = r.U * || =~ \"^char\";\n@@\n- T x = 1 b 2;\n",
		1);
	const struct cfix_metavar *b = &rule->metavars[0], *t = &rule->metavars[1];

	assert_int_equal(b->constraint, CFIX_MVC_IN);
	assert_int_equal(b->nrefs, 1);
	assert_non_null(b->next_constraint);
	assert_false(b->next_or);
	assert_int_equal(b->next_constraint->constraint, CFIX_MVC_NOT_REGEX);
	assert_null(b->next_constraint->next_constraint);
	/* "r.U *": the stars, any pointer type that deep */
	assert_int_equal(t->constraint, CFIX_MVC_IN);
	assert_int_equal(t->nvalues, 1);
	assert_string_equal(t->values[0], "*");
	assert_true(t->any_pointee[0]);
	assert_true(t->next_or);
	assert_int_equal(t->next_constraint->constraint, CFIX_MVC_REGEX);
	/* "&&" and "||" as values join nothing */
	rule = rule_of(*state, "@@\nbinary operator o = {&&, ||, ==};\n"
			       "expression a, b;\n@@\n- a o b\n", 2);
	assert_int_equal(rule->metavars[0].nvalues, 3);
	assert_string_equal(rule->metavars[0].values[1], "||");
	assert_null(rule->metavars[0].next_constraint);
}

static void test_type_pattern(void **state)
{
	const struct cfix_rule *rule =
		rule_of(*state, "@@ @@\n-int\n+size_t\n", 0);

	assert_int_equal(rule->pattern->kind, CFIX_NODE_TYPE);
	assert_string_equal(removed_text(rule), "int");
}

static void test_star_rule(void **state)
{
	const struct cfix_rule *rule =
		rule_of(*state, "@@\nexpression E;\n@@\n* kfree(E);\n", 0);

	assert_true(rule->star[0]);
	assert_true(rule->star[4]);
	assert_string_equal(removed_text(rule), "");
	assert_int_equal(rule->nplus, 0);
}

/* ---- headers, names, messages, declarations --------------------------- */

static const char multi_text[] =
	"virtual patch\n"
	"// message: first one\n"
	"@r1 depends on patch@\n"
	"expression E;\n"
	"@@\n"
	"- f(E);\n"
	"\n"
	"@@\n"
	"@@\n"
	"- g();\n"
	"// message: third\n"
	"@ r3 exists @\n"
	"@@\n"
	"- h();\n"
	"@ disable paren @\n"
	"@@\n"
	"- i();\n";

static void test_multi_rule(void **state)
{
	struct fixture *fx = *state;

	rule_of(fx, multi_text, 0);
	assert_int_equal(cfix_ruleset_count(fx->set), 4);
	assert_string_equal(cfix_ruleset_rule_name(fx->set, 0), "r1");
	assert_string_equal(cfix_ruleset_rule_name(fx->set, 1), "t:8");
	assert_string_equal(cfix_ruleset_rule_name(fx->set, 2), "r3");
	assert_string_equal(cfix_ruleset_rule_name(fx->set, 3), "t:15");
	assert_null(cfix_ruleset_rule_name(fx->set, 4));
	assert_string_equal(fx->set->rules[0]->message, "first one");
	assert_string_equal(fx->set->rules[1]->message, "matches rule 't:8'");
	assert_string_equal(fx->set->rules[2]->message, "third");
	assert_int_equal(fx->set->rules[1]->ntoks, 4);
	assert_int_equal(fx->set->rules[1]->toks[0].line, 10);
}

static void test_single_anonymous_named_by_file(void **state)
{
	struct fixture *fx = *state;
	const char *text = "@@\n@@\n- f();\n";

	assert_int_equal(cfix_ruleset_add_text(fx->set, "dir/my_rule.cocci",
					       text, strlen(text), &fx->sink),
			 0);
	assert_string_equal(cfix_ruleset_rule_name(fx->set, 0), "my_rule");
	assert_string_equal(fx->set->rules[0]->message,
			    "matches rule 'my_rule'");
}

/* cfix_ruleset_metavar_at(): an editor's hover (tool/lsp_cocci.c). */
static const char metavar_at_text[] =
	"@r@\n"			/* offset 0, line 1 */
	"expression struct dev *E;\n"
	"@@\n"
	"- f(E);\n"			/* E at line 4, column 5 */
	"@s@\n"
	"expression r.E;\n"
	"position p;\n"
	"@@\n"
	"  g(E@p);\n"		/* line 9 */
	"@t extends s@\n"	/* E as s has it: r's */
	"expression F;\n"
	"@@\n"
	"  h(E, F);\n";

static void test_metavar_at(void **state)
{
	struct fixture *fx = *state;
	const char *text = metavar_at_text;
	uint32_t in_s = (uint32_t)(strstr(text, "@s@") - text);
	uint32_t in_t = (uint32_t)(strstr(text, "@t ") - text) + 5;
	struct cfix_metavar_info mv;

	rule_of(fx, text, 0);
	assert_true(cfix_ruleset_metavar_at(fx->set, 20, "E", &mv));
	assert_string_equal(mv.kind, "expression");
	assert_string_equal(mv.type, "struct dev *");
	assert_string_equal(mv.rule, "r");
	assert_int_equal(mv.loc.line, 2);
	assert_null(mv.from_rule);
	assert_string_equal(mv.bound_rule, "r");
	assert_int_equal(mv.bound.line, 4);
	assert_int_equal(mv.bound.col, 5);
	/* t.E comes from s.E (t extends s), which comes from r.E: r
	 * binds it */
	assert_true(cfix_ruleset_metavar_at(fx->set, in_t, "E", &mv));
	assert_string_equal(mv.rule, "t");
	assert_int_equal(mv.loc.line, 10);	/* the header's "s" */
	assert_string_equal(mv.from_rule, "s");
	assert_string_equal(mv.from_name, "E");
	assert_string_equal(mv.bound_rule, "r");
	assert_int_equal(mv.bound.line, 4);
	assert_true(cfix_ruleset_metavar_at(fx->set, in_s, "p", &mv));
	assert_string_equal(mv.kind, "position");
	assert_string_equal(mv.bound_rule, "s");
	assert_int_equal(mv.bound.line, 9);
	assert_false(cfix_ruleset_metavar_at(fx->set, in_s, "g", &mv));
	assert_false(cfix_ruleset_metavar_at(fx->set, 20, "p", &mv));
	assert_false(cfix_ruleset_runs_python(fx->set));
}

static void test_runs_python(void **state)
{
	struct fixture *fx = *state;

	rule_of(fx, "@r@\nidentifier f : script:python() { f.startswith(\"x\") };\n"
		"@@\n- f();\n", 0);
	assert_false(cfix_ruleset_has_scripts(fx->set));
	assert_true(cfix_ruleset_runs_python(fx->set));
}

static void test_metavar_kinds(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@r@\n"
		"expression E1, E2; /* two */\n"
		"expression int EI;\n"
		"expression struct foo *ES;\n"
		"expression *EP;\n"
		"identifier I;\n"
		"constant C;\n"
		"constant char *CS;\n"
		"type T;\n"
		"idexpression X;\n"
		"idexpression struct bar * XB;\n"
		"statement S;\n"
		"binary operator B;\n"
		"expression list EL;\n"
		"position p;\n"
		"symbol sym;\n"
		"typedef u8;\n"
		"declarer name DECLARE_BITMAP;\n"
		"iterator name list_for_each;\n"
		"unsigned long UL; // a typed expression without 'expression'\n"
		"T *TP;\n"
		"T[] TA;\n"
		"@@\n"
		"- f(E1, E2);\n", 0);
	static const struct {
		const char *name;
		enum cfix_mv_kind kind;
		const char *type;
	} want[] = {
		{ "E1", CFIX_MV_EXPRESSION, NULL },
		{ "E2", CFIX_MV_EXPRESSION, NULL },
		{ "EI", CFIX_MV_EXPRESSION, "int" },
		{ "ES", CFIX_MV_EXPRESSION, "struct foo *" },
		{ "EP", CFIX_MV_EXPRESSION, "*" },
		{ "I", CFIX_MV_IDENTIFIER, NULL },
		{ "C", CFIX_MV_CONSTANT, NULL },
		{ "CS", CFIX_MV_CONSTANT, "char *" },
		{ "T", CFIX_MV_TYPE, NULL },
		{ "X", CFIX_MV_IDEXPRESSION, NULL },
		{ "XB", CFIX_MV_IDEXPRESSION, "struct bar *" },
		{ "S", CFIX_MV_STATEMENT, NULL },
		{ "B", CFIX_MV_BINOP, NULL },
		{ "EL", CFIX_MV_EXPRESSION_LIST, NULL },
		{ "p", CFIX_MV_POSITION, NULL },
		{ "sym", CFIX_MV_SYMBOL, NULL },
		{ "u8", CFIX_MV_TYPEDEF, NULL },
		{ "DECLARE_BITMAP", CFIX_MV_SYMBOL, NULL },
		{ "list_for_each", CFIX_MV_SYMBOL, NULL },
		{ "UL", CFIX_MV_EXPRESSION, "unsigned long" },
		{ "TP", CFIX_MV_EXPRESSION, "T *" },
		{ "TA", CFIX_MV_EXPRESSION, "T [ ]" },
	};

	assert_int_equal(rule->nmetavars, sizeof(want) / sizeof(want[0]));
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		assert_string_equal(rule->metavars[i].name, want[i].name);
		assert_int_equal(rule->metavars[i].kind, want[i].kind);
		if (want[i].type)
			assert_string_equal(rule->metavars[i].type,
					    want[i].type);
		else
			assert_null(rule->metavars[i].type);
	}
	assert_int_equal(rule->metavars[2].loc.line, 3);
	assert_int_equal(rule->metavars[2].loc.col, 16);
}

/* `field list`, `field`, `initializer list`, and a list's length
 * metavariable ("[n]", "[r.n]") that the lists of one n share. */
static void test_list_metavars(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"@r@\n"
		"field list[n] FS;\n"
		"field F;\n"
		"@@\n"
		"struct s { FS F ... };\n"
		"@@\n"
		"initializer list[r.n] IS;\n"
		"initialiser list[2] IT;\n"
		"@@\n"
		"- int x[] = { IS, 1 };\n", 0);
	const struct cfix_node *record = rule->pattern;

	assert_int_equal(rule->nmetavars, 3);
	assert_string_equal(rule->metavars[0].name, "n");
	assert_int_equal(rule->metavars[0].kind, CFIX_MV_LIST_LENGTH);
	assert_int_equal(rule->metavars[1].kind, CFIX_MV_FIELD_LIST);
	assert_int_equal(rule->metavars[1].list_len, 0);
	assert_int_equal(rule->metavars[1].list_max, UINT32_MAX);
	assert_int_equal(rule->metavars[2].kind, CFIX_MV_FIELD_LIST);
	assert_int_equal(rule->metavars[2].list_min, 1);
	assert_int_equal(rule->metavars[2].list_max, 1);
	assert_int_equal(rule->metavars[2].list_len, -1);
	/* each list metavariable is a field of the struct on its own */
	while (record && record->kind != CFIX_NODE_RECORD && record->nkids)
		record = record->kids[0];
	assert_non_null(record);
	assert_int_equal(record->kind, CFIX_NODE_RECORD);
	assert_int_equal(record->nkids, 3);
	assert_int_equal(record->kids[0]->metavar, 1);
	assert_int_equal(record->kids[1]->metavar, 2);
	assert_int_equal(record->kids[2]->kind, CFIX_NODE_DOTS);

	rule = ((struct fixture *)*state)->set->rules[1];
	assert_int_equal(rule->nmetavars, 3);
	assert_int_equal(rule->metavars[0].kind, CFIX_MV_LIST_LENGTH);
	assert_int_equal(rule->metavars[0].from_rule, 0);
	assert_int_equal(rule->metavars[0].from_mv, 0);
	assert_int_equal(rule->metavars[1].kind, CFIX_MV_INIT_LIST);
	assert_int_equal(rule->metavars[1].list_len, 0);
	assert_int_equal(rule->metavars[2].kind, CFIX_MV_INIT_LIST);
	assert_int_equal(rule->metavars[2].list_min, 2);
	assert_int_equal(rule->metavars[2].list_max, 2);
	assert_int_equal(rule->metavars[2].list_len, -1);
}

static void test_comments_and_positions(void **state)
{
	const struct cfix_rule *rule = rule_of(*state,
		"// leading comment\n"
		"@@ /* c */\n"
		"expression E; // c\n"
		"position p;\n"
		"@@\n"
		"/*\n"
		"- not a minus line\n"
		"*/\n"
		"- f@p(E); // comment\n"
		"+ g(E);\n", 0);

	/* "@p" records a place and is dropped from the match side */
	assert_int_equal(rule->ntoks, 5);
	assert_string_equal(rule->toks[0].text, "f");
	assert_string_equal(rule->toks[1].text, "(");
	assert_string_equal(removed_text(rule), "f");
	assert_insertion(rule, 0, "g", "(", 1, false);
}

/* ---- errors ------------------------------------------------------------ */

static void test_error_unterminated_header(void **state)
{
	struct fixture *fx = *state;

	assert_error(fx, "@@\nexpression E;\n",
		     "t.cocci:3:1: error: unterminated rule header; '@' opened at line 1");
	assert_error(fx, "\n\n@@\nexpression E;\n- f(E);\n",
		     "t.cocci:5:1: error: unterminated rule header; '@' opened at line 3");
	assert_error(fx, "@r\n",
		     "t.cocci:2:1: error: unterminated rule header; '@' opened at line 1");
}

static void test_error_declarations(void **state)
{
	struct fixture *fx = *state;

	assert_error(fx, "@@\nexpresion E;\n@@\n- f(E);\n",
		     "t.cocci:2:1: error: unknown metavariable kind 'expresion'");
	assert_error(fx, "@@\nexpression E\nidentifier I;\n@@\n- f(E, I);\n",
		     "t.cocci:3:1: error: expected ';' before 'identifier'");
	assert_error(fx, "@@\nexpression E\n@@\n- f(E);\n",
		     "t.cocci:3:1: error: expected ';' before '@@'");
	assert_error(fx, "@@\nexpression n;\nexpression list[n] ES;\n@@\n- f(n, ES);\n",
		     "t.cocci:3:17: error: 'n' is not a list's length");
	assert_error(fx, "@@\nexpression E;\nidentifier E;\n@@\n- f(E);\n",
		     "t.cocci:3:12: error: duplicate metavariable 'E'; first declared at line 2");
	assert_error(fx, "@@\nidentifier f : foo;\n@@\n- f();\n",
		     "t.cocci:2:14: error: this metavariable constraint is not supported yet");
	assert_error(fx, "@@\nidentifier f : script:perl() { true };\n@@\n- f();\n",
		     "t.cocci:2:23: error: 'script:perl' constraints are not supported (cfix runs script:python and script:ocaml constraints)");
	assert_error(fx, "@@\nidentifier f : script:python(g) { g };\nidentifier g;\n@@\n- f(g);\n",
		     "t.cocci:2:30: error: a script constraint may read a metavariable of its own rule only when it is declared before ('g')");
	assert_error(fx, "@@\nidentifier f : script:python(r.g) { g };\n@@\n- f();\n",
		     "t.cocci:2:30: error: the script constraint on 'f' reads 'r.g', which this rule does not declare");
	assert_error(fx, "@@\nidentifier f =~ \"(\";\n@@\n- f();\n",
		     "t.cocci:2:17: error: invalid regular expression \"(\": not a POSIX extended regular expression");
	assert_error(fx, "@@\nexpression r.E;\n@@\n- f(E);\n",
		     "t.cocci:2:12: error: inherited metavariable 'r.E': no rule 'r' above");
	assert_error(fx, "@r@\nexpression E;\n@@\nf(E);\n@@\nexpression r.X;\n@@\n- g(X);\n",
		     "t.cocci:6:14: error: rule 'r' has no metavariable 'X'");
	assert_error(fx, "@@\nidentifier f;\nfresh identifier F = script:lua(f) { f };\n@@\n- f();\n+ g(F);\n",
		     "t.cocci:3:29: error: 'script:lua' seeds are not supported (cfix runs script:python and script:ocaml seeds)");
	assert_error(fx, "@@\nfunction F;\n@@\n- F(1);\n",
		     "t.cocci:4:3: error: a 'function' metavariable other than a definition's name is not supported yet");
	assert_error(fx, "@@\ntype T = r.T;\n@@\n- T x;\n",
		     "t.cocci:2:8: error: this metavariable constraint is not supported yet");
	assert_error(fx, "@@\nidentifier f =~ \"^a\" && =~ \"b$\" || != g;\n@@\n- f();\n",
		     "t.cocci:2:33: error: this metavariable constraint is not supported yet");
	assert_error(fx, "@@\nidentifier f =~ \"^a\" && ;\n@@\n- f();\n",
		     "t.cocci:2:25: error: expected a constraint after '&&'");
	assert_error(fx, "@@\nformat F;\n@@\n- f(F);\n",
		     "t.cocci:4:5: error: the format metavariable 'F' may only stand in a string, as \"%@F@\"");
	assert_error(fx, "@@\nexpression ;\n@@\n- f();\n",
		     "t.cocci:2:12: error: expected metavariable name before ';'");
}

static void test_error_headers(void **state)
{
	struct fixture *fx = *state;

	assert_error(fx, "@r bogus@\n@@\n- f();\n",
		     "t.cocci:1:4: error: unknown rule header keyword 'bogus'");
	assert_error(fx, "@r@\n@@\n- f();\n@r@\n@@\n- g();\n",
		     "t.cocci:4:1: error: duplicate rule name 'r'; first used at line 1");
	assert_error(fx, "@r extends q@\n@@\n- f();\n",
		     "t.cocci:1:12: error: 'extends' names no rule above: 'q'");
	assert_error(fx, "@script:perl@\n@@\nprint(1)\n",
		     "t.cocci:1:9: error: 'script:perl' rules are not supported (cfix runs script:python and script:ocaml)");
	assert_error(fx, "foo\n@@\n@@\n- f();\n",
		     "t.cocci:1:1: error: expected a rule header '@@' before 'foo'");
	assert_error(fx, "#include \"other.cocci\"\n@@\n@@\n- f();\n",
		     "t.cocci:1:10: error: cannot include 'other.cocci': No such file or directory");
	assert_error(fx, "// nothing\n",
		     "t.cocci:2:1: error: no rule found: expected a rule header '@@'");
}

static void test_error_bodies(void **state)
{
	struct fixture *fx = *state;

	assert_error(fx, "@@\n@@\n",
		     "t.cocci:1:1: error: empty rule body");
	assert_error(fx, "@@\n@@\n+ foo();\n",
		     "t.cocci:3:3: error: plus code has nothing to attach to");
	assert_error(fx, "@@\n@@\n- f();\n* g();\n",
		     "t.cocci:4:3: error: '*' lines cannot be mixed with '-' or '+' lines");
	assert_error(fx, "@@\n@@\n(\n- f();\n|\n- g();\n",
		     "t.cocci:3:1: error: unclosed disjunction");
	assert_error(fx, "@@\nformat F;\n@@\n?f(F);\n",
		     "t.cocci:4:4: error: the format metavariable 'F' may only stand in a string, as \"%@F@\"");
	assert_error(fx, "@@\nposition p;\n@@\n- f();\n+ g@p();\n",
		     "t.cocci:5:5: error: position metavariable 'p' in added code");
	assert_error(fx, "@@\nidentifier f;\n@@\n- f();\n+ g@f();\n",
		     "t.cocci:5:5: error: '@f' in added code");
	assert_error(fx, "@@\nexpression a, b;\nbinary operator o;\n@@\n- a <=@o b\n",
		     "t.cocci:5:5: error: binding a metavariable with '@' here is not supported yet");
	/* after `(` an "@E" is stray, not "X@E" on the bracket */
	assert_error(fx, "@@\nexpression E;\n@@\n- f(@E);\n",
		     "t.cocci:4:5: error: expected expression before '@'");
	assert_error(fx, "@@\nexpression E;\n@@\n- f(E;\n",
		     "t.cocci:4:6: error: expected ')' before ';'");
}

static void test_error_nul_bytes(void **state)
{
	struct fixture *fx = *state;
	static const char text[] = "@@\n@@\n- f();\0";

	assert_int_equal(cfix_ruleset_add_text(fx->set, "t.cocci", text,
					       sizeof(text) - 1, &fx->sink),
			 -1);
	cfix_diag_render(&fx->sink.diags.items[0], &fx->buf);
	assert_non_null(strstr(fx->buf.data,
			       "t.cocci:3:7: error: not a rule file: contains NUL bytes"));
}

/* An error anywhere in a file adds none of its rules. */
static void test_error_leaves_set_unchanged(void **state)
{
	struct fixture *fx = *state;

	rule_of(fx, "@@\n@@\n- f();\n", 0);
	assert_error(fx, "@a@\n@@\n- g();\n@b@\nexpresion E;\n@@\n- h(E);\n",
		     "t.cocci:5:1: error: unknown metavariable kind 'expresion'");
	assert_int_equal(cfix_ruleset_count(fx->set), 1);
}

/* Errors in several rules are all reported. */
static void test_errors_in_several_rules(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(add(fx, "@a@\nexpresion E;\n@@\n- f();\n"
				 "@b@\nidentifer I;\n@@\n- g();\n"),
			 -1);
	assert_int_equal(fx->sink.diags.len, 2);
	assert_int_equal(fx->sink.diags.items[1].loc.line, 6);
}

/* ---- the rule set ------------------------------------------------------ */

static void test_ruleset_builtins(void **state)
{
	struct fixture *fx = *state;
	bool found = false;

	assert_int_equal(cfix_ruleset_add_builtins(fx->set, &fx->sink), 0);
	assert_true(cfix_ruleset_count(fx->set) >= 1);
	for (uint32_t i = 0; i < cfix_ruleset_count(fx->set); i++) {
		if (strcmp(cfix_ruleset_rule_name(fx->set, i), "notand"))
			continue;
		found = true;
		assert_string_equal(fx->set->rules[i]->loc.file,
				    "<builtin>/notand.cocci");
	}
	assert_true(found);
}

static void test_ruleset_add_file(void **state)
{
	struct fixture *fx = *state;
	char path[] = "/tmp/cfix_test_rule_XXXXXX";
	int fd = mkstemp(path);
	FILE *file = fdopen(fd, "w");

	fputs(notand_text, file);
	fclose(file);
	assert_int_equal(cfix_ruleset_add_file(fx->set, path, &fx->sink), 0);
	assert_string_equal(cfix_ruleset_rule_name(fx->set, 0), "notand");
	remove(path);
	assert_int_equal(cfix_ruleset_add_file(fx->set, path, &fx->sink), -1);
	cfix_diag_render(&fx->sink.diags.items[0], &fx->buf);
	assert_non_null(strstr(fx->buf.data, "error: cannot read rule file: "));
	assert_int_equal(cfix_ruleset_count(fx->set), 1);
}

static void test_ruleset_dump(void **state)
{
	struct fixture *fx = *state;

	rule_of(fx, "@a3@\nexpression E;\n@@\n- E->idbus\n+ E->id.bustype\n", 0);
	cfix_ruleset_dump(fx->set, &fx->buf);
	assert_non_null(strstr(fx->buf.data, "rule a3 (t.cocci:1:1)\n"
					     "  message: matches rule 'a3'\n"
					     "  metavar 0 expression E @2:12\n"
					     "  tok 0 'E' @4:3 keep mv=0\n"
					     "  tok 1 '->' @4:4 keep\n"
					     "  tok 2 'idbus' @4:6 remove\n"
					     "  plus 0 'E' @5:3 mv=0 line-start\n"));
	assert_non_null(strstr(fx->buf.data,
			       "  insert 'id . bustype' after 1 '->'\n"
			       "(member op=->"));
	cfix_ruleset_free(NULL);
}

/* ---- the Coccinelle test corpus ------------------------------------------ */

static const char *corpus_dir(void)
{
	const char *dir = getenv("CFIX_COCCI_TESTS");

	return dir ? dir : "/work/shared/cocci-tests";
}

/* Parses one corpus rule file in a fresh set; returns 0 on success. */
static int parse_corpus_file(const char *path, struct cfix_buf *errors)
{
	struct cfix_ruleset *set = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	int ret;

	cfix_diag_sink_init(&sink);
	ret = cfix_ruleset_add_file(set, path, &sink);
	for (size_t i = 0; errors && i < sink.diags.len; i++)
		cfix_diag_render(&sink.diags.items[i], errors);
	cfix_diag_sink_release(&sink);
	cfix_ruleset_free(set);
	return ret;
}

/* Every tier-1 rule of the manifest parses. */
static void test_corpus_tier1(void **state)
{
	struct fixture *fx = *state;
	char path[4096], line[1024];
	FILE *manifest;
	int parsed = 0, failed = 0;

	snprintf(path, sizeof(path), "%s/manifest.tsv", corpus_dir());
	manifest = fopen(path, "r");
	if (!manifest) {
		print_message("skipped: %s not found\n", path);
		skip();
	}
	while (fgets(line, sizeof(line), manifest)) {
		char *name = strtok(line, "\t"), *tier = strtok(NULL, "\t");
		char *ver;

		if (!name || !tier || strcmp(tier, "T1"))
			continue;
		ver = strstr(name, "_ver");
		if (ver)
			*ver = '\0';
		snprintf(path, sizeof(path), "%s/tests/%s.cocci", corpus_dir(),
			 name);
		if (parse_corpus_file(path, &fx->buf) == 0)
			parsed++;
		else
			failed++;
	}
	fclose(manifest);
	if (failed) {
		print_error("%s", fx->buf.data);
		fail_msg("%d tier-1 rules did not parse", failed);
	}
	assert_true(parsed > 0);
}

/* Counts how many of all corpus rule files parse (information only). */
static void test_corpus_all(void **state)
{
	char dirpath[4096], path[8192];
	struct dirent *entry;
	int total = 0, parsed = 0;
	DIR *dir;

	(void)state;
	snprintf(dirpath, sizeof(dirpath), "%s/tests", corpus_dir());
	dir = opendir(dirpath);
	if (!dir) {
		print_message("skipped: %s not found\n", dirpath);
		skip();
	}
	while ((entry = readdir(dir))) {
		size_t len = strlen(entry->d_name);

		if (len < 6 || strcmp(entry->d_name + len - 6, ".cocci"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dirpath, entry->d_name);
		total++;
		parsed += parse_corpus_file(path, NULL) == 0;
	}
	closedir(dir);
	print_message("corpus: %d of %d rule files parse\n", parsed, total);
	assert_true(total > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_seed_notand, setup, teardown),
		cmocka_unit_test_setup_teardown(test_a3_member, setup, teardown),
		cmocka_unit_test_setup_teardown(test_notnot, setup, teardown),
		cmocka_unit_test_setup_teardown(test_null_bool, setup, teardown),
		cmocka_unit_test_setup_teardown(test_addnl, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bigin, setup, teardown),
		cmocka_unit_test_setup_teardown(test_change, setup, teardown),
		cmocka_unit_test_setup_teardown(test_remove_all, setup, teardown),
		cmocka_unit_test_setup_teardown(test_two_plus_lines, setup, teardown),
		cmocka_unit_test_setup_teardown(test_pcim, setup, teardown),
		cmocka_unit_test_setup_teardown(test_delp, setup, teardown),
		cmocka_unit_test_setup_teardown(test_typedef_on_header_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_constraint_chain, setup, teardown),
		cmocka_unit_test_setup_teardown(test_as_metavariable, setup, teardown),
		cmocka_unit_test_setup_teardown(test_type_pattern, setup, teardown),
		cmocka_unit_test_setup_teardown(test_star_rule, setup, teardown),
		cmocka_unit_test_setup_teardown(test_multi_rule, setup, teardown),
		cmocka_unit_test_setup_teardown(test_single_anonymous_named_by_file, setup, teardown),
		cmocka_unit_test_setup_teardown(test_metavar_kinds, setup, teardown),
		cmocka_unit_test_setup_teardown(test_metavar_at, setup, teardown),
		cmocka_unit_test_setup_teardown(test_runs_python, setup, teardown),
		cmocka_unit_test_setup_teardown(test_list_metavars, setup, teardown),
		cmocka_unit_test_setup_teardown(test_comments_and_positions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_error_unterminated_header, setup, teardown),
		cmocka_unit_test_setup_teardown(test_error_declarations, setup, teardown),
		cmocka_unit_test_setup_teardown(test_error_headers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_error_bodies, setup, teardown),
		cmocka_unit_test_setup_teardown(test_error_nul_bytes, setup, teardown),
		cmocka_unit_test_setup_teardown(test_error_leaves_set_unchanged, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors_in_several_rules, setup, teardown),
		cmocka_unit_test_setup_teardown(test_ruleset_builtins, setup, teardown),
		cmocka_unit_test_setup_teardown(test_ruleset_add_file, setup, teardown),
		cmocka_unit_test_setup_teardown(test_ruleset_dump, setup, teardown),
		cmocka_unit_test_setup_teardown(test_corpus_tier1, setup, teardown),
		cmocka_unit_test_setup_teardown(test_corpus_all, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
