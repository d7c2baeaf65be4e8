/*
 * The edit set of one file: edits are values until the last moment.
 * Matches are added one at a time and accepted or rejected as a whole,
 * because half a fix (an opening parenthesis without its closing one) is
 * worse than none.  The set keeps its edits sorted, so conflicts are
 * found by looking at neighbours and applying is one pass.
 */
#include "fixits_internal.h"

#include <stdlib.h>
#include <string.h>

struct cfix_editset *cfix_editset_new(const char *path, const char *text,
				      size_t len)
{
	struct cfix_editset *set = cfix_xcalloc(1, sizeof(*set));
	const char *nl = memchr(text, '\n', len);

	set->arena = cfix_arena_new();
	set->path = cfix_xstrdup(path);
	set->text = cfix_xstrndup(text, len);
	set->len = len;
	set->crlf = nl && nl > text && nl[-1] == '\r';
	return set;
}

void cfix_editset_free(struct cfix_editset *set)
{
	if (!set)
		return;
	cfix_array_release(&set->edits);
	cfix_array_release(&set->blocked);
	cfix_array_release(&set->matches);
	cfix_arena_free(set->arena);
	free(set->path);
	free(set->text);
	free(set);
}

const char *cfix_editset_path(const struct cfix_editset *set)
{
	return set->path;
}

const char *cfix_editset_text(const struct cfix_editset *set, size_t *len)
{
	if (len)
		*len = set->len;
	return set->text;
}

size_t cfix_editset_count(const struct cfix_editset *set)
{
	return set->edits.len;
}

const struct cfix_edit *cfix_editset_at(const struct cfix_editset *set,
					size_t index)
{
	return &cfix_array_at(&set->edits, index);
}

void cfix_edit_walk_init(struct cfix_edit_walk *walk,
			 const struct cfix_editset *set)
{
	*walk = (struct cfix_edit_walk){ .set = set };
}

bool cfix_edit_walk_next(struct cfix_edit_walk *walk,
			 struct cfix_edit_place *at)
{
	const struct cfix_edit *e;

	if (walk->next >= walk->set->edits.len)
		return false;
	e = &walk->set->edits.items[walk->next++];
	at->edit = e;
	at->begin = e->begin;
	at->end = e->end;
	/* the edits are sorted and apart: only those before e moved it */
	at->new_begin = (uint32_t)(e->begin + walk->delta);
	at->new_end = at->new_begin + (uint32_t)strlen(e->text);
	walk->delta = (int64_t)at->new_end - e->end;
	return true;
}

/* ---- conflicts ---------------------------------------------------------- */

static bool edits_equal(const struct cfix_edit *a, const struct cfix_edit *b)
{
	return a->begin == b->begin && a->end == b->end &&
	       !strcmp(a->text, b->text);
}

static bool same_rule(const struct cfix_edit *a, const struct cfix_edit *b)
{
	return a->rule && b->rule && !strcmp(a->rule, b->rule);
}

/* Do two matches' rules come from different rule files? */
static bool other_rule_file(const struct cfix_match_record *a,
			    const struct cfix_match_record *b)
{
	return a->rule_file && b->rule_file &&
	       strcmp(a->rule_file, b->rule_file);
}

/*
 * Of two insertions at one spot by different rules of one file, the
 * later rule's, or NULL: spatch runs that rule on the earlier one's
 * result, so its code goes next to the code it belongs with, outside
 * the earlier rule's (`+ after();` below `f(x);` by one rule and
 * `+ before();` above `g(x);` by the next: `after(); before();`).
 * NULL too when the later one's side is not known: no defined order.
 */
static const struct cfix_edit *later_rule(const struct cfix_editset *set,
					  const struct cfix_edit *a,
					  const struct cfix_edit *b)
{
	const struct cfix_match_record *ra = &set->matches.items[a->match];
	const struct cfix_match_record *rb = &set->matches.items[b->match];
	const struct cfix_edit *later;

	if (a->begin != a->end || b->begin != b->end || a->begin != b->begin ||
	    ra->rule_index == rb->rule_index || other_rule_file(ra, rb))
		return NULL;
	later = ra->rule_index > rb->rule_index ? a : b;
	return later->side == CFIX_INSERT_SIDE_NONE ? NULL : later;
}

/*
 * Whether two edits of different matches cannot both be applied: their
 * ranges share bytes, one inserts inside the other's range, or both
 * insert different text at one spot in no order spatch defines.
 */
static bool edits_conflict(const struct cfix_editset *set,
			   const struct cfix_edit *a, const struct cfix_edit *b)
{
	if (edits_equal(a, b))
		return false;
	/* one rule adding code at one place for several matches (`++`,
	 * or `int a, b;` split by `- int x;` `+ char x;`): all of it, in
	 * match order */
	if (a->begin == a->end && b->begin == b->end)
		return a->begin == b->begin && !same_rule(a, b) &&
		       !later_rule(set, a, b);
	if (a->begin == a->end)
		return b->begin < a->begin && a->begin < b->end;
	if (b->begin == b->end)
		return a->begin < b->begin && b->begin < a->end;
	return a->begin < b->end && b->begin < a->end;
}

/*
 * The first accepted edit that could touch [begin, end].  Accepted edits
 * never overlap, so their ends are sorted like their beginnings.
 */
static size_t neighbour_first(const struct cfix_editset *set, uint32_t begin)
{
	size_t lo = 0, hi = set->edits.len;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (set->edits.items[mid].end < begin)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The first accepted (or taken back) edit that conflicts with edit, or
 * NULL. */
static const struct cfix_edit *conflict_find(const struct cfix_editset *set,
					     const struct cfix_edit *edit)
{
	for (size_t i = neighbour_first(set, edit->begin);
	     i < set->edits.len && set->edits.items[i].begin <= edit->end; i++)
		if (edits_conflict(set, edit, &set->edits.items[i]))
			return &set->edits.items[i];
	for (size_t i = 0; i < set->blocked.len; i++) {
		const struct cfix_edit *b = &set->blocked.items[i];

		if (edits_conflict(set, edit, b) ||
		    (edits_equal(edit, b) && !same_rule(edit, b)))
			return b;
	}
	return NULL;
}

/*
 * Takes back the accepted edits of the match numbered number, whose fix
 * conflicts with a later match's of another rule file: neither is
 * applied, and no later match may make them.
 */
static void withdraw(struct cfix_editset *set, uint32_t number)
{
	struct cfix_match_record *rec = &set->matches.items[number];
	size_t kept = 0;

	for (size_t i = 0; i < set->edits.len; i++) {
		struct cfix_edit *e = &set->edits.items[i];

		if (e->match == number)
			cfix_array_push(&set->blocked, *e);
		else
			set->edits.items[kept++] = *e;
	}
	set->edits.len = kept;
	rec->state = CFIX_MATCH_REJECTED;
	rec->nedits = 0;
}

/*
 * Whether old, an insertion equal to one of rec's, came from a match of
 * the same rule around or inside rec's: each of two nested statements
 * gets its own added code (`+ {` ... `+ }` around an `else` branch that
 * is itself an if with an else adds two closing braces at one place).
 */
static bool nested_insertion(const struct cfix_editset *set,
			     const struct cfix_match_record *rec,
			     const struct cfix_edit *old)
{
	const struct cfix_match_record *other = &set->matches.items[old->match];

	if (old->begin != old->end || other == rec ||
	    !other->one_node || !rec->one_node || strcmp(other->rule, rec->rule))
		return false;
	if (other->begin == rec->begin && other->end == rec->end)
		return false;
	/* code added inside both, away from their ends, is one token's
	 * change for spatch, made once (`if (E) { ... - return; + return
	 * -1; }` on an if whose nested if returns too) */
	if (old->begin != rec->begin && old->begin != rec->end &&
	    old->begin != other->begin && old->begin != other->end)
		return false;
	return (other->begin <= rec->begin && rec->end <= other->end) ||
	       (rec->begin <= other->begin && other->end <= rec->end);
}

static bool edit_accepted(const struct cfix_editset *set,
			  const struct cfix_match_record *rec,
			  const struct cfix_edit *edit)
{
	for (size_t i = neighbour_first(set, edit->begin);
	     i < set->edits.len && set->edits.items[i].begin <= edit->end; i++)
		if (edits_equal(&set->edits.items[i], edit) &&
		    !nested_insertion(set, rec, &set->edits.items[i]))
			return true;
	return false;
}

/* The accepted edit equal to edit, or NULL. */
static const struct cfix_edit *equal_find(const struct cfix_editset *set,
					  const struct cfix_edit *edit)
{
	for (size_t i = neighbour_first(set, edit->begin);
	     i < set->edits.len && set->edits.items[i].begin <= edit->end; i++)
		if (edits_equal(&set->edits.items[i], edit))
			return &set->edits.items[i];
	return NULL;
}

/*
 * Whether edits (a match's, none in conflict with an accepted edit)
 * make another rule's accepted fix in part and something else besides:
 * the two fixes would merge into one neither rule asked for
 * (`calloc(1, n, sz)` from `calloc(n, sz)` and `calloc(1, E)`, both
 * renaming `malloc`).  That rule's edit, or NULL.  A match whose edits
 * all equal accepted ones (the same fix again) or none of them does
 * not merge; nor do matches of one rule (a rule's own matches make one
 * change, as in spatch).
 */
static const struct cfix_edit *partly_shared(const struct cfix_editset *set,
					     const struct cfix_edit_array *edits)
{
	const struct cfix_edit *shared = NULL;
	bool fresh = false;

	for (size_t i = 0; i < edits->len; i++) {
		const struct cfix_edit *equal =
			equal_find(set, &edits->items[i]);

		if (!equal)
			fresh = true;
		else if (!shared && !same_rule(equal, &edits->items[i]))
			shared = equal;
	}
	return fresh ? shared : NULL;
}

/*
 * Warns that rec's fix conflicts with old's match: rec's is not applied,
 * nor, with neither, old's.
 */
static void conflict_report(const struct cfix_editset *set,
			    const struct cfix_match_record *rec,
			    const struct cfix_edit *old, bool neither,
			    struct cfix_diag_sink *sink)
{
	const struct cfix_match_record *other = &set->matches.items[old->match];
	struct cfix_loc here = cfix_loc_from_offset(set->path, set->text,
						    set->len, rec->begin);
	struct cfix_loc there = cfix_loc_from_offset(set->path, set->text,
						     set->len, other->begin);
	struct cfix_diag *diag;

	diag = cfix_diag_add(sink, CFIX_DIAG_WARNING, here,
			     "conflicting fixes: rule '%s' at %u:%u overlaps "
			     "rule '%s' at %u:%u; %s applied",
			     rec->rule, here.line, here.col, other->rule,
			     there.line, there.col, neither ? "neither" : "not");
	diag->source_line = cfix_line_at(set->text, set->len, rec->begin);
}

static bool edit_before(const struct cfix_edit *x, const struct cfix_edit *y)
{
	return x->begin < y->begin || (x->begin == y->begin && x->end < y->end);
}

/*
 * Whether edit, an insertion at the end of rec's match, goes before old,
 * one at the same spot of a match of the same rule around rec's: code
 * added after the inner statement comes first (`x = 3; foo(); } foo();`
 * for `S` `+ foo();` on `if (1) x = 3;`).
 */
static bool inner_first(const struct cfix_editset *set,
			const struct cfix_match_record *rec,
			const struct cfix_edit *edit, const struct cfix_edit *old)
{
	const struct cfix_match_record *other;

	if (!rec || edit->begin != edit->end || old->begin != edit->begin ||
	    old->end != edit->end || edit->begin != rec->end)
		return false;
	other = &set->matches.items[old->match];
	return other != rec && other->one_node && rec->one_node &&
	       !strcmp(other->rule, rec->rule) &&
	       other->begin < rec->begin && rec->end <= other->end;
}

/*
 * Whether edit goes before old, an insertion at the same spot by
 * another rule of its file: the later rule's code goes next to the code
 * it belongs with (later_rule).
 */
static bool later_rule_first(const struct cfix_editset *set,
			     const struct cfix_edit *edit,
			     const struct cfix_edit *old)
{
	const struct cfix_edit *later = later_rule(set, edit, old);

	if (!later)
		return false;
	return (later == edit) == (later->side == CFIX_INSERT_SIDE_AFTER);
}

/*
 * Whether edit goes before old, insertions at one spot by two matches of
 * one rule that adds code on "++" lines: the later match's first, as
 * spatch 1.1.1 writes them (plusplus-same-place-order: a_r(); a_q();
 * a_p(); for the parameters p, q, r).
 */
static bool repeat_later_first(const struct cfix_editset *set,
			       const struct cfix_match_record *rec,
			       const struct cfix_edit *edit,
			       const struct cfix_edit *old)
{
	const struct cfix_match_record *other = &set->matches.items[old->match];

	return rec->repeat && other != rec && other->repeat &&
	       edit->begin == edit->end && old->begin == old->end &&
	       edit->begin == old->begin && !strcmp(other->rule, rec->rule) &&
	       other->rule_index == rec->rule_index;
}

/* Inserts edit in order; matches mostly come in source order. */
static void edit_insert(struct cfix_editset *set,
			const struct cfix_match_record *rec,
			struct cfix_edit edit)
{
	size_t i = set->edits.len;

	cfix_array_grow(&set->edits, 1);
	while (i > 0 && (edit_before(&edit, &set->edits.items[i - 1]) ||
			 inner_first(set, rec, &edit, &set->edits.items[i - 1]) ||
			 later_rule_first(set, &edit, &set->edits.items[i - 1]) ||
			 repeat_later_first(set, rec, &edit,
					    &set->edits.items[i - 1])))
		i--;
	memmove(&set->edits.items[i + 1], &set->edits.items[i],
		(set->edits.len - i) * sizeof(edit));
	set->edits.items[i] = edit;
	set->edits.len++;
}

/* ---- adding matches ----------------------------------------------------- */

static struct cfix_match_record *record_new(struct cfix_editset *set,
					    const struct cfix_match *m)
{
	struct cfix_match_record rec = {
		.match = m,
		.rule = cfix_arena_strdup(set->arena, m->rule ? m->rule : "?"),
		.rule_file = m->rule_file ?
			cfix_arena_strdup(set->arena, m->rule_file) : NULL,
		.rule_index = m->rule_index,
		.begin = m->begin, .end = m->end, .nactions = m->nactions,
		.one_node = m->one_node,
		.repeat = m->repeat,
	};

	cfix_array_push(&set->matches, rec);
	return &set->matches.items[set->matches.len - 1];
}

static void record_keep_edits(struct cfix_editset *set,
			      struct cfix_match_record *rec,
			      const struct cfix_edit_array *edits)
{
	size_t size = edits->len * sizeof(struct cfix_edit);

	rec->edits = cfix_arena_alloc(set->arena, size ? size : 1);
	if (size)
		memcpy(rec->edits, edits->items, size);
	rec->nedits = (uint32_t)edits->len;
}

/*
 * Matches of one rule that only remove code, and overlap, remove the
 * union, as spatch removes a token once whichever match asked:
 * `f(..., - e, ...)` on `f(1, 2, 3)`, where "2" takes the comma after it
 * and "3", the last, the same comma before it, each with its own spaces.
 * A removal keeps only the bytes no accepted removal of such a match
 * covers.  A match that also adds code keeps its conflicts: its removals
 * go with what it adds (`- pick(..., E, ...) + one(E)`).
 */
static bool removals_only(const struct cfix_edit *edits, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (edits[i].text[0])
			return false;
	return true;
}

static bool rule_removal(const struct cfix_editset *set,
			 const struct cfix_match_record *rec,
			 const struct cfix_edit *a)
{
	const struct cfix_match_record *other = &set->matches.items[a->match];

	return !a->text[0] && a->begin < a->end && a->rule &&
	       !strcmp(a->rule, rec->rule) && !other_rule_file(rec, other) &&
	       removals_only(other->edits, other->nedits);
}

static void removals_trim(const struct cfix_editset *set,
			  const struct cfix_match_record *rec,
			  struct cfix_edit_array *edits)
{
	struct cfix_edit_array out = { 0 };

	if (!removals_only(edits->items, edits->len))
		return;
	for (size_t k = 0; k < edits->len; k++) {
		struct cfix_edit cur = edits->items[k];
		uint32_t end = cur.end;

		if (cur.text[0] || cur.begin == cur.end) {
			cfix_array_push(&out, cur);
			continue;
		}
		for (size_t i = neighbour_first(set, cur.begin);
		     i < set->edits.len && set->edits.items[i].begin < end &&
		     cur.begin < end; i++) {
			const struct cfix_edit *a = &set->edits.items[i];

			if (!rule_removal(set, rec, a) || a->end <= cur.begin)
				continue;
			if (a->begin > cur.begin) {
				struct cfix_edit piece = cur;

				piece.end = a->begin;
				cfix_array_push(&out, piece);
			}
			cur.begin = a->end < end ? a->end : end;
		}
		if (cur.begin < end)
			cfix_array_push(&out, cur);
	}
	cfix_array_release(edits);
	*edits = out;
}

/* Does byte at lie on a preprocessor directive's line (a #define's
 * body), following backslash-joined lines back to the '#'? */
static bool in_directive(const char *text, size_t at)
{
	size_t b = at;

	for (;;) {
		while (b > 0 && text[b - 1] != '\n')
			b--;
		if (b < 2 || text[b - 2] != '\\')
			break;
		b--;
	}
	while (text[b] == ' ' || text[b] == '\t')
		b++;
	return text[b] == '#';
}

/* Does added, inserted at byte at, go on lines of its own at the start
 * or the end of an `#include`, `#undef` or `#define` line?  It leaves the
 * directive whole then (a rule of such lines adding some); a line ending
 * in a backslash has no end there. */
static bool include_edge(const char *text, size_t at, const char *added)
{
	size_t b = at, e = at, n = strlen(added);

	while (b > 0 && text[b - 1] != '\n')
		b--;
	while (text[b] == ' ' || text[b] == '\t')
		b++;
	if (text[b] != '#')
		return false;
	for (b++; text[b] == ' ' || text[b] == '\t'; b++)
		;
	if (strncmp(text + b, "include", 7) && strncmp(text + b, "undef", 5) &&
	    strncmp(text + b, "define", 6))
		return false;
	while (e > 0 && (text[e - 1] == ' ' || text[e - 1] == '\t'))
		e--;
	if (e == 0 || text[e - 1] == '\n')
		return n && added[n - 1] == '\n';
	for (e = at; text[e] == ' ' || text[e] == '\t' || text[e] == '\r';)
		e++;
	return (text[e] == '\n' || text[e] == '\0') &&
	       (added[0] == '\n' || !strncmp(added, "\r\n", 2));
}

/* Would one of the edits put a newline into a directive (added
 * statements in a #define body), which ends it there?  A newline after
 * a backslash continues the directive. */
static bool breaks_directive(const struct cfix_editset *set,
			     const struct cfix_edit_array *edits)
{
	for (size_t i = 0; i < edits->len; i++) {
		const char *t = edits->items[i].text;
		const char *nl = t ? strchr(t, '\n') : NULL;

		for (; nl; nl = strchr(nl + 1, '\n'))
			if ((nl == t || nl[-1] != '\\') &&
			    in_directive(set->text, edits->items[i].begin) &&
			    !include_edge(set->text, edits->items[i].begin, t))
				return true;
	}
	return false;
}

int cfix_editset_add_match(struct cfix_editset *set,
			   const struct cfix_match *m,
			   struct cfix_diag_sink *sink)
{
	uint32_t number = (uint32_t)set->matches.len;
	struct cfix_match_record *rec = record_new(set, m);
	struct cfix_edit_array edits = { 0 };
	const struct cfix_edit *old = NULL;
	size_t had = 0;
	int ret = 0;

	if (m->not_rewritten || !m->nactions)
		goto out;
	if (cfix__actions_convert(set->text, set->len, set->crlf, m,
				  set->arena, &edits)) {
		struct cfix_loc loc = cfix_loc_from_offset(
			set->path, set->text, set->len, m->begin);
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "rule '%s' asks for a change outside the file; "
			      "not applied", rec->rule);
		rec->state = CFIX_MATCH_INVALID;
		ret = -1;
		goto out;
	}
	for (size_t i = 0; i < edits.len; i++) {
		edits.items[i].rule = rec->rule;
		edits.items[i].match = number;
	}
	had = edits.len;
	removals_trim(set, rec, &edits);
	if (breaks_directive(set, &edits)) {
		struct cfix_loc loc = cfix_loc_from_offset(
			set->path, set->text, set->len, m->begin);
		cfix_diag_add(sink, CFIX_DIAG_WARNING, loc,
			      "rule '%s': fix not applied: it adds a line "
			      "inside a preprocessor directive", rec->rule);
		rec->state = CFIX_MATCH_REJECTED;
		ret = 1;
		goto out;
	}
	record_keep_edits(set, rec, &edits);
	for (size_t i = 0; i < edits.len && !old; i++)
		old = conflict_find(set, &edits.items[i]);
	if (!old)
		old = partly_shared(set, &edits);
	if (old) {
		/* rules of one file run in order in spatch: the earlier
		 * one's fix stands; two files' rules know nothing of each
		 * other, and two matches of one rule have no order (spatch
		 * stops on the file, "already tagged token"): neither fix
		 * is applied, unless both make the same code */
		const struct cfix_match_record *other =
			&set->matches.items[old->match];
		bool one_rule = !other_rule_file(rec, other) &&
				!strcmp(rec->rule, other->rule);
		bool neither = (one_rule || other_rule_file(rec, other)) &&
			       other->state == CFIX_MATCH_ACCEPTED;

		if (one_rule && other->state == CFIX_MATCH_ACCEPTED &&
		    cfix__editset_same_result(set, &edits)) {
			rec->state = CFIX_MATCH_ACCEPTED;
			rec->nedits = 0;
			goto out;
		}

		conflict_report(set, rec, old, neither, sink);
		if (neither)
			withdraw(set, old->match);
		rec->state = CFIX_MATCH_REJECTED;
		ret = 1;
		goto out;
	}
	/*
	 * An edit an earlier match already made (two rules, or two variants
	 * of one, fixing a site the same way) is applied once and belongs
	 * to that match alone, so an export applied edit by edit does not
	 * make it twice.
	 */
	rec->state = had ? CFIX_MATCH_ACCEPTED : CFIX_MATCH_EMPTY;
	rec->nedits = 0;
	for (size_t i = 0; i < edits.len; i++) {
		if (edit_accepted(set, rec, &edits.items[i]))
			continue;
		edit_insert(set, rec, edits.items[i]);
		rec->edits[rec->nedits++] = edits.items[i];
	}
out:
	cfix_array_release(&edits);
	return ret;
}

const struct cfix_match_record *
cfix__editset_find(const struct cfix_editset *set, const struct cfix_match *m)
{
	const char *rule = m->rule ? m->rule : "?";

	for (size_t i = 0; i < set->matches.len; i++)
		if (set->matches.items[i].match == m)
			return &set->matches.items[i];
	/* a copy of the match: the first record that fits */
	for (size_t i = 0; i < set->matches.len; i++) {
		const struct cfix_match_record *rec = &set->matches.items[i];

		if (rec->begin == m->begin && rec->end == m->end &&
		    rec->nactions == m->nactions && !strcmp(rec->rule, rule))
			return rec;
	}
	return NULL;
}

/* ---- output ------------------------------------------------------------- */

static void add_escaped(struct cfix_buf *out, const char *text)
{
	for (const char *p = text; *p; p++) {
		switch (*p) {
		case '\n':
			cfix_buf_adds(out, "\\n");
			break;
		case '\r':
			cfix_buf_adds(out, "\\r");
			break;
		case '\t':
			cfix_buf_adds(out, "\\t");
			break;
		case '\\':
		case '\'':
			cfix_buf_addch(out, '\\');
			cfix_buf_addch(out, *p);
			break;
		default:
			cfix_buf_addch(out, *p);
		}
	}
}

void cfix_editset_dump(const struct cfix_editset *set, struct cfix_buf *out)
{
	for (size_t i = 0; i < set->edits.len; i++) {
		const struct cfix_edit *edit = &set->edits.items[i];
		struct cfix_loc b = cfix_loc_from_offset(set->path, set->text,
							 set->len, edit->begin);
		struct cfix_loc e = cfix_loc_from_offset(set->path, set->text,
							 set->len, edit->end);

		cfix_buf_addf(out, "%s:%u:%u-%u:%u '", set->path, b.line,
			      b.col, e.line, e.col);
		add_escaped(out, edit->text);
		cfix_buf_adds(out, "'\n");
	}
}
