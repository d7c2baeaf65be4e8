/*
 * libFuzzer target: cfix's own lexer and C parser on arbitrary bytes.
 *
 * The first byte picks the mode and the entry point: bit 0 pattern mode
 * (SmPL lexing, "..." and metavariables: single capital letters E..Z are
 * expression metavariables, "T" a type metavariable) or C mode; bits 1-3
 * cfix_cparse_unit, _stmts, _expr, _stmt or _type.  The rest is the text.
 * Every entry must return a tree, or NULL with an error and an error
 * token inside the array; a tree's token range must lie inside it.
 */
#include "matchers/syntax/syntax.h"

#include <stdlib.h>
#include <string.h>

static int32_t fuzz_metavar(void *ctx, const char *name)
{
	(void)ctx;
	if (name[0] >= 'E' && name[0] <= 'Z' && name[0] != 'T' && !name[1])
		return name[0] - 'E';
	return -1;
}

static bool fuzz_is_typename(void *ctx, const char *name)
{
	(void)ctx;
	return !strcmp(name, "T") || !strcmp(name, "u8");
}

static void check_tree(const struct cfix_node *node, uint32_t ntoks,
		       unsigned depth)
{
	if (!node)
		return;
	if (depth > 100000)
		abort();
	if (node->first != node->last + 1 &&
	    (node->first > node->last || node->last >= ntoks))
		abort();	/* a bad token range (empty: first == last + 1) */
	for (uint32_t i = 0; i < node->nkids; i++)
		check_tree(node->kids[i], ntoks, depth + 1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cfix_arena *arena;
	struct cfix_token *toks;
	struct cfix_node *node;
	struct cfix_buf out = CFIX_BUF_INIT;
	char *text;
	uint32_t n;
	unsigned mode;
	bool pattern;

	if (size < 1)
		return 0;
	mode = data[0];
	pattern = mode & 1;
	text = malloc(size);
	memcpy(text, data + 1, size - 1);
	arena = cfix_arena_new();
	n = cfix_clex(arena, text, 0, size - 1, pattern ? CFIX_CLEX_SMPL : 0,
		      &toks);
	struct cfix_cparse p = {
		.arena = arena,
		.toks = toks,
		.end = n,
		.is_typename = fuzz_is_typename,
		.metavar = pattern ? fuzz_metavar : NULL,
		.pattern = pattern,
	};
	switch ((mode >> 1) % 5) {
	case 0: node = cfix_cparse_unit(&p); break;
	case 1: node = cfix_cparse_stmts(&p); break;
	case 2: node = cfix_cparse_expr(&p); break;
	case 3: node = cfix_cparse_stmt(&p); break;
	default: node = cfix_cparse_type(&p); break;
	}
	if (p.pos > p.end)
		abort();
	if (!node && (!p.error || p.error_tok > n))
		abort();	/* a failure must say where and why */
	if (node) {
		check_tree(node, n, 0);
		cfix_node_link_parents(node);
		cfix_node_dump(node, toks, &out);
	}
	cfix_buf_release(&out);
	cfix_arena_free(arena);
	free(text);
	return 0;
}
