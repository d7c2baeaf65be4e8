/*
 * A C file's view: reads the file once, hands the bytes to a front end
 * (the libclang adapter, clang_adapter.c, or cfix's own parser,
 * own_front.c; strategy.c chooses for a rule set) and owns the result.
 *
 * Design decision: the bytes are read here exactly once and clang parses
 * those bytes (as an unsaved file), so what is matched and what fixits/
 * later edits are the same text even if the file changes on disk
 * meanwhile.
 */
#include "cfront.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Arguments for a file with no compile database and no arguments after
 * `--`.  gnu89 because most code cfix meets without flags is a fragment
 * or old kernel-style code: gnu89 accepts implicit function declarations
 * and implicit int (C99 and later make both errors), and still has the
 * GNU extensions (statement expressions, typeof, // comments).
 */
static const char *const default_args[] = { "-std=gnu89" };

/* Counts UNKNOWN nodes under node and remembers the first. */
static unsigned count_unknown(const struct cfix_node *node,
			      const struct cfix_node **first)
{
	unsigned n = 0;

	if (!node)
		return 0;
	if (node->kind == CFIX_NODE_UNKNOWN &&
	    !(node->flags & CFIX_NODEF_OPAQUE)) {
		if (!*first)
			*first = node;
		return 1;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		n += count_unknown(node->kids[i], first);
	return n;
}

bool cfix__source_unparsed_at(const struct cfix_source *source,
			      struct cfix_loc *loc)
{
	const struct cfix_node *first = NULL;

	if (!count_unknown(source->root, &first) || first->first > first->last)
		return false;
	*loc = (struct cfix_loc){ .file = source->path,
				  .line = source->toks[first->first].line,
				  .col = source->toks[first->first].col,
				  .offset = source->toks[first->first].begin };
	return true;
}

uint32_t cfix__source_unparsed_items(const struct cfix_source *source,
				     uint32_t *spans, uint32_t max)
{
	const struct cfix_node *root = source->root, *first = NULL;
	uint32_t n = 0;

	if (!root || !count_unknown(root, &first))
		return 0;
	if (root->kind != CFIX_NODE_TRANSLATION_UNIT || !max) {
		spans[0] = 0, spans[1] = (uint32_t)source->len;
		return 1;
	}
	for (uint32_t i = 0; i < root->nkids; i++) {
		const struct cfix_node *item = root->kids[i];

		first = NULL;
		if (!item || !count_unknown(item, &first) ||
		    item->first > item->last)
			continue;
		if (n == max) {		/* too many: the whole text */
			spans[0] = 0, spans[1] = (uint32_t)source->len;
			return 1;
		}
		spans[2 * n] = source->toks[item->first].begin;
		spans[2 * n + 1] = source->toks[item->last].end;
		n++;
	}
	if (!n)		/* unknown code in no item's tokens: all */
		spans[0] = 0, spans[1] = (uint32_t)source->len, n = 1;
	return n;
}

#define UNKNOWN_MESSAGE "cannot parse this code; it is not matched"

uint32_t cfix_diag_unparsed_places(const struct cfix_diag *diag)
{
	const char *more;
	unsigned n = 0;

	if (diag->severity != CFIX_DIAG_WARNING ||
	    strncmp(diag->message, UNKNOWN_MESSAGE, strlen(UNKNOWN_MESSAGE)))
		return 0;
	more = diag->message + strlen(UNKNOWN_MESSAGE);
	if (sscanf(more, " (and %u more places)", &n) != 1)
		n = 0;
	return 1 + n;
}

/* Has sink a warning about path's unknown code already? */
static bool unknown_warned(const struct cfix_diag_sink *sink,
			   const char *path)
{
	for (size_t i = 0; i < sink->diags.len; i++) {
		const struct cfix_diag *d = &sink->diags.items[i];

		if (d->severity == CFIX_DIAG_WARNING && d->loc.file &&
		    !strcmp(d->loc.file, path) &&
		    !strncmp(d->message, UNKNOWN_MESSAGE,
			     strlen(UNKNOWN_MESSAGE)))
			return true;
	}
	return false;
}

/*
 * Code that neither clang nor cfix's own parser could structure is never
 * matched.  Say so, once per file, rather than miss it silently: not
 * again for the text a later stage of rules reads (after an earlier
 * stage's fixes), which holds the same code, and only as a note for
 * clang's view of a file whose own parse said so already (the default
 * strategy reads some files both ways; the two views' first places
 * may differ by a column).
 */
static void warn_unknown(const struct cfix_source *source,
			 struct cfix_diag_sink *sink)
{
	const struct cfix_node *first = NULL;
	unsigned n = count_unknown(source->root, &first);
	struct cfix_loc loc = { .file = source->path };
	struct cfix_diag *diag;

	if (!n || first->first > first->last || source->later_stage)
		return;
	loc.line = source->toks[first->first].line;
	loc.col = source->toks[first->first].col;
	loc.offset = source->toks[first->first].begin;
	/* In an exact parse clang understood the code (a top-level macro
	 * use such as MODULE_DEVICE_TABLE(...)): a note, shown with -v. */
	diag = cfix_diag_add(sink, source->mode == CFIX_PARSE_EXACT ||
					   unknown_warned(sink, source->path)
				   ? CFIX_DIAG_NOTE : CFIX_DIAG_WARNING, loc,
			     UNKNOWN_MESSAGE "%s",
			     n > 1 ? cfix_arena_printf(source->arena,
						       " (and %u more places)",
						       n - 1)
				   : "");
	diag->source_line = cfix_line_at(source->text, source->len, loc.offset);
}

/* A new source for path holding a copy of text[0, len); no view yet. */
static struct cfix_source *source_new(const char *path, const char *text,
				      size_t len)
{
	struct cfix_arena *arena = cfix_arena_new();
	struct cfix_source *source = cfix_arena_alloc(arena, sizeof(*source));

	source->arena = arena;
	source->path = cfix_arena_strdup(arena, path);
	source->text = cfix_arena_strndup(arena, text, len);
	source->len = len;
	return source;
}

/* Builds source's view with the front end opts name. */
static int build(struct cfix_source *source,
		 const struct cfix_source_options *opts,
		 struct cfix_diag_sink *sink)
{
	if (opts->front == CFIX_FRONT_OWN) {
		cfix__own_build(source);
		return 0;
	}
	return cfix__adapter_build(source, opts, sink);
}

/*
 * build() through the parse cache: the view of an earlier parse of the
 * same key if the cache holds a good one, else a parse stored there with
 * the diagnostics it gave and the headers it read.  A damaged entry
 * leaves a half-filled source: it is dropped for a fresh one.
 */
static int build_cached(struct cfix_source **sourcep,
			const struct cfix_source_options *opts,
			struct cfix_diag_sink *sink)
{
	struct cfix_source *source = *sourcep;
	struct cfix_cache_deps deps = { 0 };
	unsigned char key[32];
	size_t before = sink->diags.len;
	int err;

	cfix__cache_key(source, opts, key);
	if (!cfix__cache_load(opts->cache_dir, key, source, sink))
		return 0;
	*sourcep = source_new(source->path, source->text, source->len);
	(*sourcep)->fix_macro_defs = source->fix_macro_defs;
	(*sourcep)->spatch_constants = source->spatch_constants;
	(*sourcep)->spatch_types = source->spatch_types;
	(*sourcep)->spatch_dirs = source->spatch_dirs;
	(*sourcep)->nspatch_dirs = source->nspatch_dirs;
	(*sourcep)->spatch_extra = source->spatch_extra;
	(*sourcep)->nspatch_extra = source->nspatch_extra;
	(*sourcep)->later_stage = source->later_stage;
	cfix_source_skip_rules(*sourcep, source->skip, source->nskip);
	cfix_source_free(source);
	source = *sourcep;
	if ((err = build(source, opts, sink)))
		return err;
	if (source->adapter)
		cfix__adapter_deps(source->adapter, &deps);
	cfix__cache_note_deps(&deps);
	cfix__cache_store(opts->cache_dir, key, source,
			  sink->diags.items + before, sink->diags.len - before,
			  &deps);
	for (size_t i = 0; i < deps.len; i++)
		free(deps.items[i].path);
	cfix_array_release(&deps);
	return 0;
}

int cfix__source_build(struct cfix_source **sourcep,
		       const struct cfix_source_options *opts,
		       struct cfix_diag_sink *sink)
{
	if (opts->cache_dir && !opts->reparsable)
		return build_cached(sourcep, opts, sink);
	return build(*sourcep, opts, sink);
}

struct cfix_source *cfix__source_read(const char *path,
				      struct cfix_source_options *opts,
				      struct cfix_diag_sink *sink)
{
	struct cfix_source *source;
	struct cfix_buf buf = CFIX_BUF_INIT;
	int err;

	if (!opts->args || opts->nargs == 0) {
		opts->args = default_args;
		opts->nargs = (int)(sizeof(default_args) / sizeof(*default_args));
	}
	if (!opts->unsaved_text && (err = cfix_buf_read_file(&buf, path)) != 0) {
		struct cfix_loc loc = { .file = path };

		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "cannot read '%s': %s",
			      path, strerror(err));
		return NULL;
	}
	if (opts->unsaved_text)
		source = source_new(path, opts->unsaved_text, opts->unsaved_len);
	else
		source = source_new(path, buf.data, buf.len);
	cfix_buf_release(&buf);
	source->fix_macro_defs = opts->fix_macro_defs;
	source->spatch_constants = opts->spatch_constants;
	source->spatch_types = opts->spatch_types;
	source->spatch_dirs = opts->spatch_dirs;
	source->nspatch_dirs = opts->nspatch_dirs;
	source->spatch_extra = opts->spatch_extra;
	source->nspatch_extra = opts->nspatch_extra;
	source->later_stage = opts->split_like != NULL;
	cfix_source_skip_rules(source, opts->skip_rules, opts->nskip_rules);
	return source;
}

void cfix__source_finish(struct cfix_source *source,
			 struct cfix_diag_sink *sink)
{
	warn_unknown(source, sink);
}

int cfix_source_parse(const char *path,
		      const struct cfix_source_options *options,
		      struct cfix_diag_sink *sink, struct cfix_source **out)
{
	struct cfix_source_options opts = {0};
	struct cfix_source *source;

	*out = NULL;
	if (options)
		opts = *options;
	if (opts.late_args && opts.front != CFIX_FRONT_OWN)
		opts.late_args(opts.late_ctx, path, &opts);
	source = cfix__source_read(path, &opts, sink);
	if (!source)
		return -1;
	if (cfix__source_build(&source, &opts, sink) != 0) {
		cfix_source_free(source);
		return -1;
	}
	source->why = opts.front == CFIX_FRONT_OWN
			      ? "cfix's own parser (--parser own)"
			      : "clang";
	cfix__source_finish(source, sink);
	*out = source;
	return 0;
}

void cfix_source_free(struct cfix_source *source)
{
	if (!source)
		return;
	cfix__adapter_free(source->adapter);
	cfix_source_free(source->stand_in);
	cfix_source_free(source->typed);
	cfix_arena_free(source->arena);
}

const struct cfix_source *cfix__source_view(const struct cfix_source *source,
					    uint32_t k)
{
	if (source->skip && k < source->nskip && source->skip[k])
		return NULL;
	if (!source->fronts || k >= source->nfronts)
		return source;
	switch (source->fronts[k]) {
	case CFIX_RULE_HERE:
		return source;
	case CFIX_RULE_TYPED:
		return source->typed;
	default:
		return NULL;
	}
}

bool cfix_source_is_split(const struct cfix_source *source)
{
	return source->fronts != NULL;
}

enum cfix_source_view cfix_source_rule_view(const struct cfix_source *source,
					    uint32_t k)
{
	const struct cfix_source *view = cfix__source_view(source, k);

	if (!view)
		return CFIX_SOURCE_VIEW_NONE;
	return view->adapter ? CFIX_SOURCE_VIEW_CLANG : CFIX_SOURCE_VIEW_OWN;
}

void cfix_source_skip_rules(struct cfix_source *source, const bool *skip,
			    uint32_t n)
{
	source->skip = skip;
	source->nskip = skip ? n : 0;
}

const char *cfix_source_why(const struct cfix_source *source)
{
	return source->why ? source->why : "clang";
}

const char *cfix_source_path(const struct cfix_source *source)
{
	return source->path;
}

const char *cfix_source_text(const struct cfix_source *source, size_t *len)
{
	if (len)
		*len = source->len;
	return source->text;
}

enum cfix_parse_mode cfix_source_mode(const struct cfix_source *source)
{
	return source->mode;
}

void cfix_source_dump(const struct cfix_source *source, struct cfix_buf *out)
{
	static const char *const modes[] = { "exact", "tolerant", "own" };

	cfix_buf_addf(out, "tokens %u\nmode %s\n", source->ntoks,
		      modes[source->mode]);
	cfix_node_dump(source->root, source->toks, out);
	for (uint32_t i = 0; i < source->nmacros; i++) {
		cfix_buf_addf(out, "macro %s\n", source->macros[i].name);
		cfix_node_dump(source->macros[i].body, source->toks, out);
	}
}
