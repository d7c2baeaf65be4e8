/*
 * A C file's view without clang (`--parser own`): cfix's own lexer
 * (clex.c) and parser (cparse.c) over the file alone, no header read, as
 * spatch reads a file with --no-includes.
 *
 * Design decision: what this trades away, on purpose, for a parse that
 * costs milliseconds instead of clang's second with the kernel's headers.
 * Nodes carry no types, so a typed metavariable (`expression *E`,
 * `struct foo *p`) matches nothing; a macro is the name or call written
 * in the file, and a `constant` is a literal, an ALL_CAPS name, an
 * ALL_CAPS macro of constants (`BIT(3)`), a byte-order macro of one
 * (`cpu_to_le16(FLAG)`) or an enumerator the file declares; the
 * bodies of `#define`s are matched on their own (as spatch does), not
 * where the macro is used; and of each `#if`/`#elif`/
 * `#else` chain only the first branch is read (none of an `#if 0` or
 * `#ifdef __cplusplus`),
 * since reading every branch would break code such as `if (a) {` /
 * `#else` / `if (b) {` (spatch reads every branch, with its own
 * heuristics), except a chain at the top level whose branches are each
 * whole items (a function, declarations), and one of whole statements
 * in a function's body (hide_unread_branches()): those are all read,
 * in a row where spatch reads the function flat, else as alternatives
 * (CFIX_TOKF_ALT, cparse_alt.c).  Names are types when the file typedefs them, when they
 * end in `_t`, or when they are the kernel's fixed-size integer types;
 * cparse guesses the rest from the tokens around them, and an item it
 * cannot parse becomes an UNKNOWN node, never matched, with a warning.
 */
#include "cfront.h"

#include <stdlib.h>
#include <string.h>

#define MAX_IF_DEPTH 64

static bool own_typename(void *ctx, const char *name)
{
	size_t n = strlen(name);

	(void)ctx;
	if (n > 2 && name[n - 2] == '_' && name[n - 1] == 't')
		return true;
	for (int i = 0; cfix_known_type_names[i]; i++)
		if (strcmp(cfix_known_type_names[i], name) == 0)
			return true;
	return false;
}

/* The directive word of the directive line starting at token i ("if",
 * "ifdef", "else", ...), or NULL when toks[i] starts none. */
static const char *directive_at(const struct cfix_source *src, uint32_t i)
{
	const struct cfix_token *t = &src->toks[i];

	if (!(t->flags & CFIX_TOKF_PP) || !(t->flags & CFIX_TOKF_LINE_START) ||
	    strcmp(t->text, "#") != 0 || i + 1 >= src->ntoks ||
	    !(src->toks[i + 1].flags & CFIX_TOKF_PP) ||
	    (src->toks[i + 1].flags & CFIX_TOKF_LINE_START))
		return NULL;
	return src->toks[i + 1].text;
}

/* The directive's k-th token after its '#' at i, or "" past its line. */
static const char *directive_word(const struct cfix_source *src, uint32_t i,
				  uint32_t k)
{
	if (i + k >= src->ntoks || (src->toks[i + k].flags & CFIX_TOKF_LINE_START))
		return "";
	return src->toks[i + k].text;
}

/*
 * Whether the #if at token i is one spatch never reads: a literal 0
 * ("#if 0"), or C++ only, `#ifdef __cplusplus` or `#if
 * defined(__cplusplus) ...` (lexer_c.mll makes both a false
 * TIfdefMisc; the usual `extern "C" {` guard).
 */
static bool if_zero(const struct cfix_source *src, uint32_t i)
{
	const char *word = directive_word(src, i, 1);
	const char *arg = directive_word(src, i, 2);

	if (!strcmp(word, "ifdef"))
		return !strcmp(arg, "__cplusplus");
	if (strcmp(word, "if"))
		return false;
	if (!strcmp(arg, "defined"))
		return !strcmp(directive_word(src, i, 3), "__cplusplus") ||
		       (!strcmp(directive_word(src, i, 3), "(") &&
			!strcmp(directive_word(src, i, 4), "__cplusplus"));
	return !strcmp(arg, "0");
}

/* The change a code token makes to the depth of brackets. */
static int bracket_step(const struct cfix_token *t)
{
	const char *x = t->text;

	if (x[0] && !x[1] && strchr("([{", x[0]))
		return 1;
	if (x[0] && !x[1] && strchr(")]}", x[0]))
		return -1;
	return 0;
}

/* Whether a branch whose code ended with last (NULL: none) and whose
 * last outermost `{` followed open_prev is a run of whole items: it
 * ends with a `;`, or with the `}` of a function's body (of any block
 * in a function's body, where the items are statements). */
static bool whole_branch(const char *last, const char *open_prev,
			 bool in_body)
{
	return !last || !strcmp(last, ";") ||
	       (!strcmp(last, "}") &&
		(in_body || (open_prev && !strcmp(open_prev, ")"))));
}

/* The '#' of the #endif closing the chain whose #if is at token i, or
 * src->ntoks when the text ends first. */
static uint32_t chain_end(const struct cfix_source *src, uint32_t i)
{
	unsigned depth = 0;

	for (uint32_t k = i; k < src->ntoks; k++) {
		const char *word = directive_at(src, k);

		if (!word)
			continue;
		if (!strcmp(word, "if") || !strcmp(word, "ifdef") ||
		    !strcmp(word, "ifndef"))
			depth++;
		else if (!strcmp(word, "endif") && --depth == 0)
			return k;
	}
	return src->ntoks;
}

/* Whether each branch of the #if chain at token i leaves the depth of
 * brackets as it found it, never going below it (nested chains counted
 * as code). */
static bool balanced_chain(const struct cfix_source *src, uint32_t i)
{
	uint32_t end = chain_end(src, i);
	unsigned depth = 0;
	int brackets = 0;

	for (uint32_t k = i; k < end; k++) {
		const char *word = directive_at(src, k);

		if (word && (!strcmp(word, "if") || !strcmp(word, "ifdef") ||
			     !strcmp(word, "ifndef")))
			depth++;
		else if (word && !strcmp(word, "endif"))
			depth--;
		else if (word && depth == 1 && (!strcmp(word, "elif") ||
						!strcmp(word, "else"))) {
			if (brackets)
				return false;
		} else if (!(src->toks[k].flags & CFIX_TOKF_PP) &&
			   (brackets += bracket_step(&src->toks[k])) < 0)
			return false;
	}
	return end < src->ntoks && !brackets;
}

/*
 * Whether every branch of the #if chain at token i is
 * a run of whole top-level items: balanced brackets, each branch ending
 * with a `;` or a function's `}` (`#ifdef CONFIG_SPARC` / a function /
 * `#else` / the same function, drivers/of/pdt.c).  Such a chain is read
 * whole, every branch, as spatch reads it; the parse then meets each
 * item once as it would without the #if lines.  In a function's body
 * (in_body) the items are whole statements: spatch's CFG holds every
 * branch (parsing_c/control_flow_c_build.ml, IfdefStmt2), so a match
 * in an `#else` branch is found as one in the first.
 */
static bool items_chain_at(const struct cfix_source *src, uint32_t i,
			   bool in_body, bool *nested, unsigned level)
{
	const char *last = NULL, *open_prev = NULL;
	int depth = 0;

	*nested = false;
	if (if_zero(src, i))
		return false;
	for (uint32_t k = i + 1; k < src->ntoks; k++) {
		const char *word = directive_at(src, k);
		const struct cfix_token *t = &src->toks[k];

		if (word && (!strcmp(word, "if") || !strcmp(word, "ifdef") ||
			     !strcmp(word, "ifndef"))) {
			bool inner;

			*nested = true;
			/* at the top level, a chain inside a function's
			 * body leaving its brackets as they were (its own
			 * walk reads it), or one of whole items itself */
			if (!in_body &&
			    !(depth ? balanced_chain(src, k)
				    : level < MAX_IF_DEPTH &&
				      items_chain_at(src, k, false, &inner,
						     level + 1)))
				return false;
			if ((k = chain_end(src, k)) == src->ntoks)
				return false;
			/* a chain in a branch: a statement, if its own
			 * branches are (its own walk says) */
			if (!depth)
				last = ";";
			continue;
		}
		if (word && (!strcmp(word, "elif") || !strcmp(word, "else") ||
			     !strcmp(word, "endif"))) {
			if (depth || !whole_branch(last, open_prev, in_body))
				return false;
			if (!strcmp(word, "endif"))
				return true;
			last = open_prev = NULL;
			continue;
		}
		if (t->flags & CFIX_TOKF_PP)
			continue;
		if (!depth && !strcmp(t->text, "{"))
			open_prev = last;
		/* a branch going on with an `if`'s `else` is no statement */
		if (in_body && !last && !strcmp(t->text, "else"))
			return false;
		depth += bracket_step(t);
		if (depth < 0)
			return false;
		last = t->text;
	}
	return false;
}

static bool whole_items_chain(const struct cfix_source *src, uint32_t i,
			      bool in_body, bool *nested)
{
	return items_chain_at(src, i, in_body, nested, 0);
}

/* Whether the code token at i is the `:` of a label (`case X:`,
 * `default:`, `out:`): a chain of statements after it makes spatch read
 * the function flat, and every branch in a row.  Looks back over
 * code tokens to the statement's start; a `?` on the way is a
 * conditional's. */
static bool label_colon(const struct cfix_source *src, uint32_t i)
{
	unsigned n = 0;

	if (strcmp(src->toks[i].text, ":"))
		return false;
	while (i-- > 0) {
		const char *t = src->toks[i].text;

		if (src->toks[i].flags & CFIX_TOKF_PP)
			continue;
		if (!strcmp(t, "case") || (!strcmp(t, "default") && !n))
			return true;
		if (!strcmp(t, ";") || !strcmp(t, "{") || !strcmp(t, "}"))
			return n == 1 && src->toks[i + 1].kind == CFIX_TOK_IDENT;
		if (!strcmp(t, "?") || ++n > 64)
			return false;
	}
	return false;
}

/*
 * Hides, from the parser, the code of the branches it does not read:
 * flagged CFIX_TOKF_PP like a directive's own tokens, which cparse
 * skips.  One level per open #if: whether its branch being read,
 * whether one of its branches was read already, and whether it reads
 * every branch (whole_items_chain(), where the code read so far is
 * outside any bracket and after a whole item).
 *
 * In a function's body every branch of a chain of whole statements is
 * read.  In a function spatch 1.1.1 reads flat they are read in a row:
 * one with an #if that is not such a chain (inside an expression, an
 * `else` ending a branch), which fails its first parse, so its second
 * takes every directive of the function as a comment
 * (parsing_c/parse_c.ml, pass 2; conformance oddifdef).  Elsewhere
 * spatch's branches are alternatives (control_flow_c_build.ml,
 * IfdefStmt2): reading them in a row would let `A ... B` match from one
 * into the next (test/cases/ifdef-branches-dots-alternatives), so the
 * chain's directives get CFIX_TOKF_ALT and cparse reads it as an `if`
 * (cparse_alt.c).  A first walk (flat NULL) finds the flat functions:
 * flat gets each one's body as a range of tokens.
 */
struct token_range { uint32_t first, last; };
typedef CFIX_ARRAY(struct token_range) range_array;

static bool in_ranges(const range_array *flat, uint32_t i)
{
	for (size_t k = 0; k < flat->len; k++)
		if (flat->items[k].first <= i && i <= flat->items[k].last)
			return true;
	return false;
}

static void walk_branches(struct cfix_source *src, const range_array *flat,
			  range_array *found)
{
	struct { bool reading, taken, all, alt; } level[MAX_IF_DEPTH];
	unsigned depth = 0, hidden_from = 0;	/* depth of the first unread
						   level + 1, or 0 */
	int brackets = 0;	/* of the code read */
	bool brace[MAX_IF_DEPTH + 1] = { false };	/* the bracket open at
							   each depth is a `{` */
	const char *last = NULL;	/* the last code token read */
	uint32_t last_i = 0;		/* its index */
	uint32_t body = 0;	/* the `{` of the item's body */
	bool odd = false;	/* an #if in it that is no chain of statements */
	bool in_fn = false;	/* the item is a function: its `{` follows
				   a `)` */

	for (uint32_t i = 0; i < src->ntoks; i++) {
		const char *word = directive_at(src, i);

		if (!word) {
			bool code = !(src->toks[i].flags & CFIX_TOKF_PP) &&
				    !hidden_from;
			int step = bracket_step(&src->toks[i]);

			if (flat && hidden_from)
				src->toks[i].flags |= CFIX_TOKF_PP;
			if (!code)
				continue;
			if (!brackets && step > 0)
				body = i, odd = false,
				in_fn = last && !strcmp(last, ")") &&
					!strcmp(src->toks[i].text, "{");
			brackets += step;
			last = src->toks[i].text;
			last_i = i;
			if (brackets > 0 && brackets <= MAX_IF_DEPTH && step > 0)
				brace[brackets] = !strcmp(last, "{");
			if (!brackets && step < 0 && odd && found)
				cfix_array_push(found, ((struct token_range){ body, i }));
			continue;
		}
		if (!strcmp(word, "if") || !strcmp(word, "ifdef") ||
		    !strcmp(word, "ifndef")) {
			bool zero = if_zero(src, i), nested = false;
			bool stmts = brackets > 0 && brackets <= MAX_IF_DEPTH &&
				     brace[brackets] &&
				     (!strcmp(last, ";") || !strcmp(last, "}") ||
				      !strcmp(last, "{")) &&
				     whole_items_chain(src, i, true, &nested);

			if (depth == MAX_IF_DEPTH)	/* read it all */
				continue;
			/* (an #if 0 spatch skips; one holding an #if its
			 * statementizing nests) */
			if (brackets && !stmts && !zero && !nested && !hidden_from)
				odd = true;
			level[depth].reading = !zero;
			level[depth].taken = !zero;
			level[depth].all = !hidden_from &&
					   ((!brackets &&
					     (!last || !strcmp(last, ";") ||
					      !strcmp(last, "}")) &&
					     whole_items_chain(src, i, false,
							       &nested)) ||
					    (stmts && (in_fn ||
						       (flat && in_ranges(flat, i)))) ||
					    (flat && in_ranges(flat, i) &&
					     label_colon(src, last_i) &&
					     whole_items_chain(src, i, true,
							       &nested)));
			/* branches as alternatives (cparse_alt.c), but in a
			 * function spatch reads flat */
			level[depth].alt = level[depth].all && stmts && in_fn &&
					   flat && !in_ranges(flat, i);
			if (level[depth].alt)
				src->toks[i].flags |= CFIX_TOKF_ALT;
			depth++;
		} else if (depth && (!strcmp(word, "elif") ||
				     !strcmp(word, "else"))) {
			if (level[depth - 1].alt)
				src->toks[i].flags |= CFIX_TOKF_ALT;
			level[depth - 1].reading = !level[depth - 1].taken ||
						   level[depth - 1].all;
			level[depth - 1].taken = true;
		} else if (depth && !strcmp(word, "endif")) {
			if (level[depth - 1].alt)
				src->toks[i].flags |= CFIX_TOKF_ALT;
			depth--;
		} else {
			continue;
		}
		hidden_from = 0;
		for (unsigned d = 0; d < depth && !hidden_from; d++)
			if (!level[d].reading)
				hidden_from = d + 1;
	}
}

static void hide_unread_branches(struct cfix_source *src)
{
	range_array flat = { 0 };

	walk_branches(src, NULL, &flat);
	walk_branches(src, &flat, NULL);
	free(flat.items);
}

/*
 * Constants clang knows and the tokens alone do not say.  Both are
 * common operands of a flag test in the kernel:
 *
 *  - the byte-order macros (`cpu_to_le16(EXT4_BG_INODE_ZEROED)`), which
 *    the kernel defines to fold to a constant when their argument is one
 *    (___constant_swab32 and casts), whatever their lower-case name;
 *  - enumerators and object-like #defines of constant expressions the
 *    file itself declares with lower case letters (`enum { fl_dirty =
 *    1 << 0 };`, `#define EXT4_SPEC_mb_optimize_scan (1 << 19)`), which
 *    clang resolves.
 *
 * Nodes are marked CFIX_NODEF_CONSTANT, the flag clang's view sets.
 */
static const char *const byteorder_macros[] = {
	"cpu_to_le16", "cpu_to_le32", "cpu_to_le64",
	"cpu_to_be16", "cpu_to_be32", "cpu_to_be64",
	"le16_to_cpu", "le32_to_cpu", "le64_to_cpu",
	"be16_to_cpu", "be32_to_cpu", "be64_to_cpu",
	"__cpu_to_le16", "__cpu_to_le32", "__cpu_to_le64",
	"__cpu_to_be16", "__cpu_to_be32", "__cpu_to_be64",
	"__constant_cpu_to_le16", "__constant_cpu_to_le32",
	"__constant_cpu_to_le64", "__constant_cpu_to_be16",
	"__constant_cpu_to_be32", "__constant_cpu_to_be64",
	"htons", "htonl", "ntohs", "ntohl", NULL
};

static bool caps_name(const char *name)
{
	bool letter = false;

	for (const char *p = name; *p; p++) {
		if (*p >= 'a' && *p <= 'z')
			return false;
		letter |= *p >= 'A' && *p <= 'Z';
	}
	return letter && name[1];
}

/* What the matcher takes for a `constant` without clang
 * (cfix__match_is_constant() in match/types.c, over an own-parse node):
 * flagged, a literal, -/+ of one, an ALL_CAPS name, or an ALL_CAPS macro
 * of constants. */
static bool own_constant(const struct cfix_node *n)
{
	if (!n)
		return false;
	if (n->flags & CFIX_NODEF_CONSTANT)
		return true;
	switch (n->kind) {
	case CFIX_NODE_NUMBER:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return true;
	case CFIX_NODE_UNARY:
		return n->op && (!strcmp(n->op, "-") || !strcmp(n->op, "+")) &&
		       own_constant(n->kids[0]);
	case CFIX_NODE_IDENT:
		return n->text && caps_name(n->text);
	case CFIX_NODE_CALL:
		if (n->nkids < 2 || !n->kids[0] ||
		    n->kids[0]->kind != CFIX_NODE_IDENT ||
		    !caps_name(n->kids[0]->text))
			return false;
		for (uint32_t k = 1; k < n->nkids; k++)
			if (!own_constant(n->kids[k]))
				return false;
		return true;
	default:
		return false;
	}
}

static bool byteorder_macro(const char *name)
{
	/* every one has "to" in its name: a cheap first test */
	if (!strstr(name, "to"))
		return false;
	for (int i = 0; byteorder_macros[i]; i++)
		if (!strcmp(byteorder_macros[i], name))
			return true;
	return false;
}

/* The names the file declares as constants (enumerators and #defines
 * of constant expressions), those with lower case letters only: ALL_CAPS
 * ones are constants by their spelling already. */
struct const_names {
	const char **names;
	uint32_t n, cap;
	struct cfix_arena *arena;
};

static void const_names_add(struct const_names *e, const char *name)
{
	if (caps_name(name))
		return;
	if (e->n == e->cap) {
		uint32_t cap = e->cap ? 2 * e->cap : 16;
		const char **names = cfix_arena_alloc(e->arena,
						      cap * sizeof *names);

		if (e->n)
			memcpy(names, e->names, e->n * sizeof *names);
		e->names = names;
		e->cap = cap;
	}
	e->names[e->n++] = name;
}

static bool const_names_has(const struct const_names *e, const char *name)
{
	for (uint32_t i = 0; i < e->n; i++)
		if (!strcmp(e->names[i], name))
			return true;
	return false;
}

static void collect_enumerators(const struct cfix_node *n,
				struct const_names *e)
{
	if (!n)
		return;
	if (n->kind == CFIX_NODE_RECORD && n->text &&
	    !strncmp(n->text, "enum", 4)) {
		for (uint32_t k = 0; k < n->nkids; k++) {
			const struct cfix_node *d = n->kids[k];

			if (d && d->kind == CFIX_NODE_DECLARATOR &&
			    d->nkids > 1 && d->kids[1] && d->kids[1]->text)
				const_names_add(e, d->kids[1]->text);
		}
		return;
	}
	for (uint32_t k = 0; k < n->nkids; k++)
		collect_enumerators(n->kids[k], e);
}

/* Post-order, so that an argument is marked before its call. */
static void mark_constants(struct cfix_node *n, const struct const_names *e)
{
	if (!n)
		return;
	for (uint32_t k = 0; k < n->nkids; k++)
		mark_constants(n->kids[k], e);
	if (n->kind == CFIX_NODE_IDENT && e->n && n->text &&
	    const_names_has(e, n->text))
		n->flags |= CFIX_NODEF_CONSTANT;
	else if (n->kind == CFIX_NODE_CALL && n->nkids == 2 && n->kids[0] &&
		 n->kids[0]->kind == CFIX_NODE_IDENT && n->kids[0]->text &&
		 byteorder_macro(n->kids[0]->text) && own_constant(n->kids[1]))
		n->flags |= CFIX_NODEF_CONSTANT;
}

/* Does the directive line of token i end before token i + 1?  A line
 * ends where the next token starts a line not joined by a backslash. */
static bool directive_ends(const struct cfix_source *src, uint32_t i)
{
	const struct cfix_token *next;

	if (i + 1 >= src->ntoks)
		return true;
	next = &src->toks[i + 1];
	if (!(next->flags & CFIX_TOKF_LINE_START))
		return false;
	for (uint32_t b = src->toks[i].end; b < next->begin; b++)
		if (src->text[b] == '\\')
			return false;
	return true;
}

/* Is the token a piece of a constant expression: a number, a character,
 * an arithmetic operator or parenthesis, or a name already known to be
 * a constant? */
static bool constant_piece(const struct cfix_token *t,
			   const struct const_names *names)
{
	static const char *const ops[] = {
		"(", ")", "<<", ">>", "|", "&", "~", "+", "-", "*", "/", "%",
		"^", NULL
	};

	switch (t->kind) {
	case CFIX_TOK_NUMBER:
	case CFIX_TOK_CHAR:
		return true;
	case CFIX_TOK_IDENT:
		return caps_name(t->text) || const_names_has(names, t->text);
	case CFIX_TOK_PUNCT:
		for (int k = 0; ops[k]; k++)
			if (!strcmp(ops[k], t->text))
				return true;
		return false;
	default:
		return false;
	}
}

/*
 * Object-like #defines of the file whose body is a constant expression
 * (`#define EXT4_SPEC_mb_optimize_scan (1 << 19)`), lower case letters
 * in their names, join names: clang expands them to their constant.
 * The directive at token i names the define at i + 2.
 */
static void define_constant(const struct cfix_source *src, uint32_t i,
			    struct const_names *names)
{
	const struct cfix_token *name = &src->toks[i + 2];
	uint32_t j = i + 3;
	int depth = 0;

	if (name->kind != CFIX_TOK_IDENT || caps_name(name->text) ||
	    directive_ends(src, i + 2))
		return;
	/* a '(' right after the name makes it function-like */
	if (src->toks[j].begin == name->end && !strcmp(src->toks[j].text, "("))
		return;
	for (;; j++) {
		const struct cfix_token *t = &src->toks[j];

		if (!constant_piece(t, names))
			return;
		depth += !strcmp(t->text, "(") - !strcmp(t->text, ")");
		if (depth < 0)
			return;
		if (directive_ends(src, j))
			break;
	}
	if (!depth)
		const_names_add(names, name->text);
}

static void collect_constant_defines(const struct cfix_source *src,
				     struct const_names *names)
{
	for (uint32_t i = 0; i + 3 < src->ntoks; i++) {
		const char *word = directive_at(src, i);

		if (word && !strcmp(word, "define") && !directive_ends(src, i + 1))
			define_constant(src, i, names);
	}
}

static void mark_own_constants(struct cfix_source *src)
{
	struct const_names names = { .arena = src->arena };

	collect_enumerators(src->root, &names);
	collect_constant_defines(src, &names);
	mark_constants(src->root, &names);
}

/* The last token of the directive line at token i. */
static uint32_t directive_last(const struct cfix_source *src, uint32_t i)
{
	while (!directive_ends(src, i))
		i++;
	return i;
}

/* The first token of the body of the #define whose name is token
 * name, on a directive line ending at token last: after a
 * function-like macro's parameter list. */
static uint32_t define_body(const struct cfix_source *src, uint32_t name,
			    uint32_t last)
{
	uint32_t j = name + 1;
	int depth = 0;

	if (j > last || strcmp(src->toks[j].text, "(") ||
	    src->toks[j].begin != src->toks[name].end)
		return j;
	for (; j <= last; j++) {
		depth += !strcmp(src->toks[j].text, "(") -
			 !strcmp(src->toks[j].text, ")");
		if (!depth)
			return j + 1;
	}
	return j;
}

/* The file's #defines and their bodies (cfix__macro_body_parse()),
 * matched as spatch matches them. */
static void build_macros(struct cfix_source *src)
{
	struct cfix_cparse tmpl = { .arena = src->arena, .toks = src->toks,
				    .is_typename = own_typename };
	uint32_t n = 0;

	for (uint32_t i = 0; i + 2 < src->ntoks; i++)
		n += directive_at(src, i) && !strcmp(directive_at(src, i), "define");
	src->macros = cfix_arena_alloc(src->arena, (n + 1) * sizeof(*src->macros));
	for (uint32_t i = 0; i + 2 < src->ntoks; i++) {
		const char *word = directive_at(src, i);
		struct cfix_macro_def *macro = &src->macros[src->nmacros];
		uint32_t last;

		if (!word || strcmp(word, "define") || directive_ends(src, i + 1) ||
		    src->toks[i + 2].kind != CFIX_TOK_IDENT)
			continue;
		last = directive_last(src, i + 2);
		macro->name = src->toks[i + 2].text;
		macro->first = define_body(src, i + 2, last);
		macro->last = last;
		macro->body = cfix__macro_body_parse(&tmpl, macro->first, last);
		src->nmacros++;
		i = last;
	}
}

void cfix__own_build(struct cfix_source *src)
{
	struct cfix_cparse parser;

	src->ntoks = cfix_clex(src->arena, src->text, 0, src->len, 0,
			       &src->toks);
	hide_unread_branches(src);
	parser = (struct cfix_cparse){
		.arena = src->arena, .toks = src->toks, .pos = 0,
		.end = src->ntoks, .is_typename = own_typename,
	};
	src->root = cfix_cparse_unit(&parser);
	if (!src->root) {
		/* cparse recovers item by item; a whole-file failure is a
		 * file too deep or too complex: one UNKNOWN node */
		src->root = cfix_node_new(src->arena,
					  CFIX_NODE_TRANSLATION_UNIT, 0);
		src->root->first = 0;
		src->root->last = src->ntoks ? src->ntoks - 1 : 0;
		if (src->ntoks) {
			struct cfix_node *unknown = cfix_node_new(
				src->arena, CFIX_NODE_UNKNOWN, 0);

			unknown->first = 0;
			unknown->last = src->ntoks - 1;
			cfix_node_add(src->arena, src->root, unknown);
		}
	}
	cfix_node_flag_tree(src->root, CFIX_NODEF_OWN_PARSE);
	mark_own_constants(src);
	cfix_node_link_parents(src->root);
	build_macros(src);
	src->mode = CFIX_PARSE_OWN;
}
