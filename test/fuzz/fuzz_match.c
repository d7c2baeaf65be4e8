/*
 * libFuzzer target: the matcher and the edit engine on C that libclang
 * parses.
 *
 * A fixed rule set (below) runs over a C file built from the input: when
 * the first byte is even, the rest of the input is the file as it is;
 * when odd, the input drives a small generator that writes a function
 * out of fragments the rules match (and almost match), with comments,
 * CRLF line ends, tabs, parentheses and macros mixed in.  Every match's
 * actions must lie inside the file; the accepted edits are applied with
 * cfix's buffer writer; reports and a diff are rendered.  libclang makes
 * this slow (milliseconds per input), so run it with -max_len=2048.
 */
#include "fixits/fixits.h"

#include <stdlib.h>
#include <string.h>

static const char *const rules[] = {
	"@notand@\nexpression E;\nconstant C;\n@@\n- !E & C\n+ !(E & C)\n",
	"@kfree@\nexpression E;\n@@\n- kfree(E);\n+ kfree_sensitive(E);\n",
	"@addline@\nexpression E;\n@@\n  foo(E);\n+ bar(E);\n",
	"@cast@\ntype T;\nexpression E;\n@@\n- (T *)malloc(E)\n+ malloc(E)\n",
	"@star@\nexpression E;\n@@\n* memset(E, 0, sizeof(E))\n",
	"@dots@\n@@\n- qux(...);\n",
	"@ret@\nexpression E;\nidentifier l;\n@@\n- if (E) goto l;\n+ if (unlikely(E))\n+ \tgoto l;\n",
	"@assign@\nidexpression X;\nexpression E;\n@@\n- X = X + E\n+ X += E\n",
};

static struct cfix_ruleset *rule_set;

static struct cfix_ruleset *load_rules(void)
{
	struct cfix_diag_sink sink;

	rule_set = cfix_ruleset_new();
	cfix_diag_sink_init(&sink);
	for (size_t i = 0; i < sizeof(rules) / sizeof(*rules); i++)
		if (cfix_ruleset_add_text(rule_set, "fuzz.cocci", rules[i],
					  strlen(rules[i]), &sink) < 0)
			abort();	/* the fixed rules must parse */
	cfix_diag_sink_release(&sink);
	return rule_set;
}

/* ---- the generator -------------------------------------------------- */

static const char *const fragments[] = {
	"x = !a & 4;", "x = !a & FLAG;", "x = !(a & 4);", "x = !a && 4;",
	"if (!p->flags & FLAG) return;", "kfree(p);", "kfree(q->buf);",
	"foo(a);", "foo(a + b);", "bar(a);", "p = (int *)malloc(n);",
	"p = (struct s *)malloc(sizeof(*p));", "memset(p, 0, sizeof(p));",
	"qux();", "qux(a, b, c);", "if (a) goto out;", "if (!a & 1) goto out;",
	"a = a + 1;", "a = a + b * 2;", "x = (!a & 4) ? 1 : 2;",
	"while (!a & 4) a++;", "for (;;) { kfree(p); break; }",
	"{ foo(a); }", "switch (a) { case 1: kfree(p); }",
	"x = CHECK(a);", "x = NOT(a) & 4;", "do { qux(); } while (0);",
	"x = !a & 4 & 8;", "x = !!a & 4;", "x = ~!a & 4;", "int y = !a & 4;",
	"s.m = !s.n & 4;", "x = !f(a, b) & FLAG;", "if (a) kfree(p); else qux();",
};

static const char *const glue[] = {
	"\n\t", "\r\n\t", " ", "\n", "/* c */", "\n// line\n", "\t\t",
	"\n#define Q 1\n", "\\\n", "\n\n",
};

static void generate(const uint8_t *data, size_t size, struct cfix_buf *out)
{
	cfix_buf_adds(out,
		      "#define FLAG 0x2\n#define CHECK(v) (!(v) & FLAG)\n"
		      "#define NOT(v) !(v)\n"
		      "struct s { int m, n, flags; char *buf; };\n"
		      "void kfree(const void *); void *malloc(unsigned long);\n"
		      "void foo(int); void bar(int); void qux();\n"
		      "void *memset(void *, int, unsigned long);\n"
		      "int f(int a, int b, int c, int n, int *p, struct s *q)\n{\n"
		      "\tint x; struct s s = {0};\n");
	for (size_t i = 0; i < size; i++) {
		uint8_t b = data[i];

		if (b < 200) {
			cfix_buf_adds(out, fragments[b % (sizeof(fragments) /
							  sizeof(*fragments))]);
			cfix_buf_adds(out, glue[(b / 34) % (sizeof(glue) /
							   sizeof(*glue))]);
		} else if (b < 230) {
			cfix_buf_adds(out, "if (a) {\n");
		} else if (b < 250) {
			cfix_buf_adds(out, "}\n");
		} else if (i + 1 < size) {
			cfix_buf_addch(out, (char)data[++i]);	/* a raw byte */
		}
	}
	cfix_buf_adds(out, "\nout:\n\treturn x;\n}\n");
}

/* ---- one input ------------------------------------------------------ */

static void check_match(const struct cfix_match *m, size_t len)
{
	if (m->begin > m->end || m->end > len)
		abort();
	for (uint32_t k = 0; k < m->nactions; k++) {
		const struct cfix_action *a = &m->actions[k];

		if (a->begin > a->end || a->end > len ||
		    (a->kind == CFIX_ACTION_INSERT &&
		     (!a->text || a->begin != a->end)))
			abort();
	}
}

static void fix(const char *path, const char *text, size_t len,
		const struct cfix_match *matches, uint32_t count,
		struct cfix_diag_sink *sink)
{
	struct cfix_editset *edits = cfix_editset_new(path, text, len);
	struct cfix_buf out = CFIX_BUF_INIT, report = CFIX_BUF_INIT;
	size_t nedits;

	for (uint32_t i = 0; i < count; i++) {
		check_match(&matches[i], len);
		cfix_editset_add_match(edits, &matches[i], sink);
	}
	for (uint32_t i = 0; i < count; i++)
		cfix_report_match(&report, path, text, len, &matches[i], edits);
	nedits = cfix_editset_count(edits);
	for (size_t i = 1; i < nedits; i++)
		if (cfix_editset_at(edits, i)->begin <
		    cfix_editset_at(edits, i - 1)->end)
			abort();	/* accepted edits overlap */
	if (nedits) {
		if (cfix_edits_apply_buffer(text, len, cfix_editset_at(edits, 0),
					    nedits, &out) < 0)
			abort();
		cfix_diff_append(&report, path, text, len, out.data, out.len);
	}
	cfix_buf_release(&out);
	cfix_buf_release(&report);
	cfix_editset_free(edits);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const args[] = { "-std=gnu89" };
	struct cfix_buf text = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;
	struct cfix_source *source = NULL;
	const struct cfix_match *matches;
	uint32_t count;
	const char *path = "fuzz_input.c";

	if (size < 1 || size > 4096)
		return 0;
	if (!rule_set)
		load_rules();
	if (data[0] & 1)
		generate(data + 1, size - 1, &text);
	else
		cfix_buf_add(&text, (const char *)data + 1, size - 1);
	cfix_diag_sink_init(&sink);
	struct cfix_source_options opts = {
		.args = args, .nargs = 1,
		.unsaved_text = text.data, .unsaved_len = text.len,
		.repair_rounds = 3,
	};
	if (cfix_source_parse(path, &opts, &sink, &source) == 0 &&
	    cfix_source_match(source, rule_set, &sink, &matches, &count) == 0)
		fix(path, text.data, text.len, matches, count, &sink);
	cfix_source_free(source);
	cfix_diag_sink_release(&sink);
	cfix_buf_release(&text);
	return 0;
}
