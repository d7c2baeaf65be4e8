/*
 * Fixes made in rounds.  When rules run in stages, each stage's edits
 * apply to the text the stages before it made; reports, exports and the
 * written file all want one set of edits on the file as read.  The sets
 * are composed here: an edit of the later round that lies in bytes the
 * earlier rounds kept is moved back onto the original text, and one
 * that touches an earlier edit is joined with it into a single edit.
 */
#include "fixits_internal.h"

#include <stdlib.h>

uint32_t cfix_editset_map_back(const struct cfix_editset *set,
			       uint32_t offset, bool end)
{
	struct cfix_edit_walk walk;
	struct cfix_edit_place at, prev = { 0 };

	cfix_edit_walk_init(&walk, set);
	while (cfix_edit_walk_next(&walk, &at) && offset > at.new_begin) {
		/* inside the text at.edit put in: all of it, on its side */
		if (offset < at.new_end || (end && offset == at.new_end))
			return end ? at.end : at.begin;
		prev = at;
	}
	/* in the bytes kept after prev's edit */
	return prev.end + (offset - prev.new_end);
}

/* One edit of either round, by its range in the middle text. */
struct unit {
	uint32_t begin, end;		/* in the middle text */
	uint32_t orig_begin, orig_end;	/* in the first round's text */
	const struct cfix_edit *edit;
	uint32_t record;		/* in the composed set */
	bool first;			/* of the first round */
};

typedef CFIX_ARRAY(struct unit) unit_list;

static void first_units(const struct cfix_editset *first, unit_list *units)
{
	struct cfix_edit_walk walk;
	struct cfix_edit_place at;

	cfix_edit_walk_init(&walk, first);
	while (cfix_edit_walk_next(&walk, &at))
		cfix_array_push(units, ((struct unit){
			at.new_begin, at.new_end, at.begin, at.end, at.edit,
			at.edit->match, true }));
}

static void then_units(const struct cfix_editset *first,
		       const struct cfix_editset *then, unit_list *units)
{
	uint32_t base = (uint32_t)first->matches.len;

	for (size_t i = 0; i < then->edits.len; i++) {
		const struct cfix_edit *e = &then->edits.items[i];

		cfix_array_push(units, ((struct unit){
			e->begin, e->end,
			cfix_editset_map_back(first, e->begin, false),
			cfix_editset_map_back(first, e->end, true), e,
			base + e->match, false }));
	}
}

/* By begin in the middle text; the first round's edit first on a tie. */
static int unit_compare(const void *pa, const void *pb)
{
	const struct unit *a = pa, *b = pb;

	if (a->begin != b->begin)
		return a->begin < b->begin ? -1 : 1;
	if (a->first != b->first)
		return a->first ? -1 : 1;
	return a->end < b->end ? -1 : a->end > b->end;
}

/* Whether an edit of the second round touches spot of the middle text. */
static bool then_touches(const unit_list *units, uint32_t spot)
{
	for (size_t i = 0; i < units->len; i++) {
		const struct unit *u = &units->items[i];

		if (!u->first && u->begin <= spot && spot <= u->end)
			return true;
	}
	return false;
}

/*
 * Whether u joins the group [.., end) before it: they share bytes, or
 * they meet and one is of the first round, the other of the second, or
 * both are of the first round and an edit of the second touches the
 * spot.  A spot where the first round's edits meet is one spot of the
 * middle text but several of the original, and an edit of the second
 * round there could land between them; edits of one round that meet
 * with nothing of the other there are as apart as they were (two
 * matches' fixes, kept apart).
 */
static bool joins(const unit_list *units, const struct unit *u, uint32_t end,
		  bool has_first, bool has_then)
{
	if (u->begin != end)
		return u->begin < end;
	if (u->first)
		return has_then || (has_first && then_touches(units, end));
	return has_first;
}

/*
 * The group units[lo, hi) as one edit on the first round's text: its
 * range there, and the middle text over the group's range with the
 * second round's edits applied.
 */
static struct cfix_edit group_edit(struct cfix_editset *set,
				   const struct cfix_editset *then,
				   const struct unit *units, size_t lo,
				   size_t hi)
{
	struct cfix_buf text = CFIX_BUF_INIT;
	uint32_t begin = units[lo].begin, end = units[lo].end;
	struct cfix_edit edit = {
		.begin = units[lo].orig_begin, .end = units[lo].orig_end,
	};
	const struct unit *owner = NULL;
	uint32_t pos;

	for (size_t i = lo; i < hi; i++) {
		const struct unit *u = &units[i];

		if (u->end > end)
			end = u->end;
		if (u->orig_begin < edit.begin)
			edit.begin = u->orig_begin;
		if (u->orig_end > edit.end)
			edit.end = u->orig_end;
		if (!owner || (u->first && !owner->first))
			owner = u;
	}
	pos = begin;
	for (size_t i = lo; i < hi; i++) {
		const struct unit *u = &units[i];

		if (u->first)
			continue;
		cfix_buf_add(&text, then->text + pos, u->begin - pos);
		cfix_buf_adds(&text, u->edit->text);
		pos = u->end;
	}
	cfix_buf_add(&text, then->text + pos, end - pos);
	edit.text = cfix_arena_strndup(set->arena, text.data, text.len);
	edit.rule = set->matches.items[owner->record].rule;
	edit.match = owner->record;
	cfix_buf_release(&text);
	return edit;
}

static void record_copy(struct cfix_editset *set,
			const struct cfix_match_record *rec,
			const struct cfix_editset *from, bool map)
{
	struct cfix_match_record copy = *rec;

	copy.rule = cfix_arena_strdup(set->arena, rec->rule);
	copy.rule_file = rec->rule_file ?
		cfix_arena_strdup(set->arena, rec->rule_file) : NULL;
	copy.edits = NULL;
	copy.nedits = 0;
	if (map) {
		copy.begin = cfix_editset_map_back(from, rec->begin, false);
		copy.end = cfix_editset_map_back(from, rec->end, true);
	}
	cfix_array_push(&set->matches, copy);
}

/* Gives each record the composed edits it owns, in order: one pass to
 * count them, one to fill each record's array. */
static void records_own_edits(struct cfix_editset *set)
{
	for (size_t i = 0; i < set->edits.len; i++)
		set->matches.items[set->edits.items[i].match].nedits++;
	for (size_t r = 0; r < set->matches.len; r++) {
		struct cfix_match_record *rec = &set->matches.items[r];

		rec->edits = cfix_arena_alloc(
			set->arena,
			(rec->nedits ? rec->nedits : 1) * sizeof(*rec->edits));
		rec->nedits = 0;
	}
	for (size_t i = 0; i < set->edits.len; i++) {
		struct cfix_match_record *rec =
			&set->matches.items[set->edits.items[i].match];

		rec->edits[rec->nedits++] = set->edits.items[i];
	}
}

struct cfix_editset *cfix_editset_compose(const struct cfix_editset *first,
					  const struct cfix_editset *then)
{
	struct cfix_editset *set =
		cfix_editset_new(first->path, first->text, first->len);
	unit_list units = { 0 };

	for (size_t i = 0; i < first->matches.len; i++)
		record_copy(set, &first->matches.items[i], first, false);
	for (size_t i = 0; i < then->matches.len; i++)
		record_copy(set, &then->matches.items[i], first, true);
	first_units(first, &units);
	then_units(first, then, &units);
	if (units.len)
		qsort(units.items, units.len, sizeof(*units.items),
		      unit_compare);

	for (size_t lo = 0, hi; lo < units.len; lo = hi) {
		uint32_t end = units.items[lo].end;
		bool has_first = units.items[lo].first;
		bool has_then = !has_first;

		for (hi = lo + 1; hi < units.len &&
				  joins(&units, &units.items[hi], end,
					has_first, has_then);
		     hi++) {
			const struct unit *u = &units.items[hi];

			if (u->end > end)
				end = u->end;
			has_first |= u->first;
			has_then |= !u->first;
		}
		cfix_array_push(&set->edits,
				group_edit(set, then, units.items, lo, hi));
	}
	records_own_edits(set);
	cfix_array_release(&units);
	return set;
}

void cfix_editset_rebind(struct cfix_editset *set,
			 const struct cfix_match *matches, uint32_t count)
{
	for (uint32_t i = 0; i < count && i < set->matches.len; i++)
		set->matches.items[i].match = &matches[i];
}
