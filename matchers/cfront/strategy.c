/*
 * strategy.c: the automatic strategy's reads of a file: cfix's own
 * parser alone, or clang with the own parse standing in where clang
 * fails.  Which of them reads a file for which rules of a set is
 * decided above the matcher (match/candidates.c: cfix_source_parse_for(),
 * whose candidate pass runs the rules that need clang on the own parse
 * first), because cfront/ may not call up into match/.
 *
 * Where clang fails (the whole file, or a top-level item it left
 * unparsed: missing headers, no flags), the own parse of that code
 * stands in, so that no function is left unmatched because clang could
 * not read it.  An editor's reparse (cfix_source_reparse()) keeps the
 * same reads.
 */
#include "cfront.h"

#include <stdlib.h>
#include <string.h>

/* Whether node or a node under it is code no parser structured. */
static bool has_unknown(const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_UNKNOWN)
		return true;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (has_unknown(node->kids[i]))
			return true;
	return false;
}

/* Whether node's tree is deeper than clang's converter allows (10,000
 * levels: the walks that follow must fit an 8 MB stack); cfix's own
 * parser builds a 50,000-term sum 50,000 levels deep. */
static bool too_deep(const struct cfix_node *node, uint32_t depth)
{
	if (!node)
		return false;
	if (depth > 10000)
		return true;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (too_deep(node->kids[i], depth + 1))
			return true;
	return false;
}

bool cfix__source_too_deep(const struct cfix_source *source)
{
	return too_deep(source->root, 0);
}

/* The byte offsets where node's first token begins and its last ends. */
static void node_bytes(const struct cfix_source *source,
		       const struct cfix_node *node, uint32_t *begin,
		       uint32_t *end)
{
	*begin = source->toks[node->first].begin;
	*end = source->toks[node->last].end;
}

/*
 * The token of source at the same bytes as own's token index, in *to;
 * false when source has none there.  An index past own's tokens (an
 * empty node's) maps past source's.
 */
static bool map_token(const struct cfix_source *source,
		      const struct cfix_source *own, uint32_t index,
		      uint32_t *to)
{
	const struct cfix_token *tok;

	if (index >= own->ntoks) {
		*to = source->ntoks;
		return true;
	}
	tok = &own->toks[index];
	*to = cfix_source_token_from(source, tok->begin, false);
	return *to < source->ntoks && source->toks[*to].begin == tok->begin &&
	       source->toks[*to].end == tok->end;
}

/*
 * A copy of own's node in source's arena over source's tokens (strings
 * still in own's arena, which source keeps); NULL when a token does
 * not map.
 */
static struct cfix_node *copy_node(struct cfix_source *source,
				   const struct cfix_source *own,
				   const struct cfix_node *node,
				   struct cfix_node *parent)
{
	struct cfix_node *copy;

	if (!node)
		return NULL;
	copy = cfix_arena_alloc(source->arena, sizeof(*copy));
	*copy = *node;
	copy->parent = parent;
	copy->kids = cfix_arena_alloc(source->arena,
				      (node->nkids + 1) * sizeof(*copy->kids));
	if (!map_token(source, own, node->first, &copy->first) ||
	    !map_token(source, own, node->last, &copy->last))
		return NULL;
	for (uint32_t i = 0; i < node->nkids; i++) {
		copy->kids[i] = copy_node(source, own, node->kids[i], copy);
		if (node->kids[i] && !copy->kids[i])
			return NULL;
	}
	return copy;
}

/* Whether node is a node with tokens (not NULL, not empty). */
static bool has_tokens(const struct cfix_node *node)
{
	return node && node->first <= node->last;
}

/*
 * A run of clang's top-level items, old[from..to], and the own parse's
 * items that stand in for it, own items [lo..hi].
 */
struct group {
	uint32_t from, to, lo, hi;
};

/*
 * The own items overlapping clang's item i (which holds code clang
 * could not structure), and the run of clang's items they span exactly,
 * in *g; false when there is none, one of them holds unparsed code too,
 * or the two parses' items do not line up.
 */
static bool find_group(const struct cfix_source *source,
		       const struct cfix_source *own, uint32_t i,
		       struct group *g)
{
	const struct cfix_node *old = source->root, *items = own->root;
	uint32_t b, e, ob = 0, oe = 0, ib, ie;
	bool found = false;

	*g = (struct group){ 0 };
	node_bytes(source, old->kids[i], &b, &e);
	for (uint32_t k = 0; k < items->nkids; k++) {
		if (!has_tokens(items->kids[k]))
			continue;
		node_bytes(own, items->kids[k], &ib, &ie);
		if (ie <= b || ib >= e)
			continue;
		if (has_unknown(items->kids[k]) || too_deep(items->kids[k], 0))
			return false;
		if (!found)
			g->lo = k, ob = ib;
		g->hi = k, oe = ie, found = true;
	}
	if (!found)
		return false;
	for (g->from = i; g->from > 0; g->from--) {
		const struct cfix_node *prev = old->kids[g->from - 1];

		if (!has_tokens(prev))
			continue;
		node_bytes(source, prev, &ib, &ie);
		if (ib < ob) {
			if (ie > ob)
				return false;
			break;
		}
	}
	for (g->to = i; g->to + 1 < old->nkids; g->to++) {
		const struct cfix_node *next = old->kids[g->to + 1];

		if (!has_tokens(next))
			continue;
		node_bytes(source, next, &ib, &ie);
		if (ie > oe) {
			if (ib < oe)
				return false;
			break;
		}
	}
	return true;
}

/* Appends to root copies of own items [g->lo..g->hi]; false when a
 * token does not map onto source's (root's kids then as they were). */
static bool add_own_items(struct cfix_source *source,
			  const struct cfix_source *own,
			  const struct group *g, struct cfix_node *root)
{
	uint32_t nkids = root->nkids;

	for (uint32_t k = g->lo; k <= g->hi; k++) {
		const struct cfix_node *item = own->root->kids[k];
		struct cfix_node *copy;

		if (!has_tokens(item))
			continue;
		copy = copy_node(source, own, item, root);
		if (!copy) {
			root->nkids = nkids;
			return false;
		}
		cfix_node_add(source->arena, root, copy);
	}
	return true;
}

/* The name of a function item, or NULL. */
static const char *function_name(const struct cfix_node *item)
{
	if (item->kind != CFIX_NODE_FUNCTION || item->nkids < 2 ||
	    !item->kids[1] || item->kids[1]->kind != CFIX_NODE_IDENT)
		return NULL;
	return item->kids[1]->text;
}

/* Whether two items are of one shape: the same kind, and a function
 * of the same name. */
static bool same_shape(const struct cfix_node *a, const struct cfix_node *b)
{
	const char *fa = function_name(a), *fb = function_name(b);

	if (a->kind != b->kind)
		return false;
	return !fa || !fb ? fa == fb : !strcmp(fa, fb);
}

/*
 * Whether clang's items [g->from..g->to] and the own items [g->lo..
 * g->hi] for the same bytes differ in shape: clang's error recovery
 * joined two items into one (a macro use without its `;` read as the
 * head of the function after it) or took another name for a function.
 */
static bool mangled(const struct cfix_source *source,
		    const struct cfix_source *own, const struct group *g)
{
	uint32_t i = g->from, k = g->lo;

	for (;;) {
		while (i <= g->to && !has_tokens(source->root->kids[i]))
			i++;
		while (k <= g->hi && !has_tokens(own->root->kids[k]))
			k++;
		if (i > g->to || k > g->hi)
			return i <= g->to || k <= g->hi;
		if (!same_shape(source->root->kids[i], own->root->kids[k]))
			return true;
		i++, k++;
	}
}

/*
 * Whether clang's item i is broken: it holds code clang could not
 * structure, or errors clang reported on its lines (errors_at) and a
 * shape other than the own parse's (*g then the group that stands in,
 * as find_group() sets it).
 */
static bool broken(const struct cfix_source *source,
		   const struct cfix_source *own, uint32_t i,
		   struct group *g)
{
	const struct cfix_node *item = source->root->kids[i];

	if (!has_tokens(item))
		return false;
	if (has_unknown(item))
		return find_group(source, own, i, g);
	if (!cfix__source_error_within(source, source->toks[item->first].line,
				       source->toks[item->last].line))
		return false;
	return find_group(source, own, i, g) && mangled(source, own, g);
}

/*
 * Where clang left top-level items broken (broken()), the own parse's
 * items for the same bytes stand in (own is then kept with source,
 * whose nodes point into its arena).  Returns how many own items now
 * stand in.
 */
static unsigned stand_in(struct cfix_source *source, struct cfix_source *own)
{
	struct cfix_node *old = source->root;
	struct cfix_node *root = cfix_node_new(source->arena, old->kind, 0);
	unsigned replaced = 0;
	uint32_t kept = 0;	/* old's items before it are in root */
	struct group g;

	root->flags = old->flags;
	root->first = old->first;
	root->last = old->last;
	for (uint32_t i = 0; i < old->nkids; i++) {
		if (broken(source, own, i, &g) && g.from >= kept) {
			uint32_t nkids = root->nkids;

			root->nkids -= i - g.from;	/* added already */
			if (add_own_items(source, own, &g, root)) {
				replaced += root->nkids - (nkids - (i - g.from));
				i = g.to;
				kept = g.to + 1;
				continue;
			}
			root->nkids = nkids;
		}
		cfix_node_add(source->arena, root, old->kids[i]);
	}
	if (!replaced)
		return 0;
	for (uint32_t i = 0; i < root->nkids; i++)
		if (root->kids[i])
			root->kids[i]->parent = root;
	source->root = root;
	return replaced;
}

/* cfix's own parse of the text source holds: a new source. */
static struct cfix_source *own_parse(const struct cfix_source *source,
				     const struct cfix_source_options *opts)
{
	struct cfix_source_options own = *opts;
	struct cfix_source *parsed;
	struct cfix_diag_sink none;

	own.unsaved_text = source->text;
	own.unsaved_len = source->len;
	cfix_diag_sink_init(&none);
	parsed = cfix__source_read(source->path, &own, &none);	/* no read */
	cfix_diag_sink_release(&none);
	cfix__own_build(parsed);
	return parsed;
}

/* Diagnostics from index from on in sink: notes now (shown with -v). */
static void demote(struct cfix_diag_sink *sink, size_t from)
{
	for (size_t i = from; i < sink->diags.len; i++) {
		if (sink->diags.items[i].severity == CFIX_DIAG_ERROR &&
		    sink->errors)
			sink->errors--;
		sink->diags.items[i].severity = CFIX_DIAG_NOTE;
	}
}

unsigned cfix__source_stand_in(struct cfix_source *source, const char *reason)
{
	struct cfix_source_options opts = {
		.fix_macro_defs = source->fix_macro_defs,
		.spatch_constants = source->spatch_constants,
		.spatch_types = source->spatch_types,
		.spatch_dirs = source->spatch_dirs,
		.nspatch_dirs = source->nspatch_dirs,
		.spatch_extra = source->spatch_extra,
		.nspatch_extra = source->nspatch_extra };
	struct cfix_source *own = own_parse(source, &opts);
	unsigned replaced = stand_in(source, own);

	source->clang_reason = cfix_arena_strdup(source->arena, reason);
	if (replaced) {
		source->stand_in = own;
		source->why = cfix_arena_printf(
			source->arena, "clang (%s); cfix's own parser for "
				       "%u top-level item%s clang could not "
				       "parse", reason, replaced,
			replaced > 1 ? "s" : "");
	} else {
		cfix_source_free(own);
		source->why = cfix_arena_printf(source->arena, "clang: %s",
						reason);
	}
	return replaced;
}

/*
 * clang reads the file (reason says why: a rule needs types, or the
 * user gave compiler arguments), and the own parse stands in where it
 * failed.  NULL (errors in sink) only when the file cannot be read.
 */
static struct cfix_source *parse_clang(const char *path,
				       struct cfix_source_options *opts,
				       const char *reason,
				       struct cfix_diag_sink *sink)
{
	struct cfix_source *source = cfix__source_read(path, opts, sink);
	struct cfix_source *own;
	size_t before = sink->diags.len;

	if (!source)
		return NULL;
	if (cfix__source_build(&source, opts, sink) != 0) {
		demote(sink, before);
		own = own_parse(source, opts);
		cfix_source_free(source);
		own->why = cfix_arena_printf(
			own->arena, "cfix's own parser: clang (%s) could not "
				    "parse the file", reason);
		return own;
	}
	cfix__source_stand_in(source, reason);
	cfix__source_note_regions(source, sink);
	return source;
}

int cfix__source_parse_own(const char *path,
			   const struct cfix_source_options *options,
			   const char *why, struct cfix_diag_sink *sink,
			   struct cfix_source **out)
{
	struct cfix_source_options opts = *options;

	opts.front = CFIX_FRONT_OWN;
	if (cfix_source_parse(path, &opts, sink, out))
		return -1;
	(*out)->why = cfix_arena_strdup((*out)->arena, why);
	return 0;
}

int cfix__source_parse_clang(const char *path,
			     const struct cfix_source_options *options,
			     const char *reason, struct cfix_diag_sink *sink,
			     struct cfix_source **out)
{
	struct cfix_source_options opts = *options;

	opts.front = CFIX_FRONT_AUTO;
	if (opts.late_args)
		opts.late_args(opts.late_ctx, path, &opts);
	*out = parse_clang(path, &opts, reason, sink);
	if (!*out)
		return -1;
	cfix__source_finish(*out, sink);
	return 0;
}

int cfix_source_reparse(struct cfix_source *old, const char *text,
			size_t len, struct cfix_diag_sink *sink,
			struct cfix_source **out)
{
	struct cfix_source_options opts = {
		.unsaved_text = text, .unsaved_len = len,
		.fix_macro_defs = old->fix_macro_defs,
		.spatch_constants = old->spatch_constants,
		.spatch_types = old->spatch_types,
		.spatch_dirs = old->spatch_dirs,
		.nspatch_dirs = old->nspatch_dirs,
		.spatch_extra = old->spatch_extra,
		.nspatch_extra = old->nspatch_extra };
	struct cfix_source *source = cfix__source_read(old->path, &opts, sink);
	struct cfix_adapter *adapter = old->adapter;

	*out = NULL;
	old->adapter = NULL;
	source->own_decides = old->own_decides;
	if (old->mode == CFIX_PARSE_OWN)
		cfix__own_build(source);
	else if (cfix__adapter_rebuild(source, adapter, old->rounds,
				       sink) != 0) {
		cfix_source_free(old);
		cfix_source_free(source);
		return -1;
	}
	if (old->clang_reason && source->mode != CFIX_PARSE_OWN)
		cfix__source_stand_in(source, old->clang_reason);
	else if (old->why)	/* old's arena goes */
		source->why = cfix_arena_strdup(source->arena, old->why);
	cfix_source_free(old);
	cfix__source_finish(source, sink);
	*out = source;
	return 0;
}

bool cfix_front_parse(const char *name, enum cfix_front *front)
{
	static const char *const names[] = { "auto", "clang", "own",
					     "own-first" };

	for (int i = 0; i < 4; i++)
		if (!strcmp(name, names[i])) {
			*front = (enum cfix_front)i;
			return true;
		}
	return false;
}
