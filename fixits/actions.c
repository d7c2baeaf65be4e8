/*
 * From one match's token-level actions to byte edits that read as if a
 * person had made them.  The matcher speaks in tokens: remove these bytes,
 * insert this text here.  Applied literally, that leaves blank lines and
 * stray spaces, so this file decides the layout around each action and
 * nothing else: every byte it touches is matched code or whitespace
 * (and same-line comments) next to it.
 *
 * The work is in three steps: merge the removals (and widen them to whole
 * lines or adjacent whitespace), format the insertions (own-line ones get
 * indentation and newlines), then fuse every removal and insertion that
 * touch into one edit, so a match's edits never overlap each other.
 */
#include "fixits_internal.h"

#include <stdlib.h>
#include <string.h>

struct removal {
	uint32_t begin, end;		/* after widening */
	uint32_t code_begin, code_end;	/* the removed code itself */
	bool whole_lines;		/* widened to whole lines */
	bool has_newline;		/* ... including the last newline */
};

/* A removal or insertion on its way to becoming an edit. */
struct piece {
	uint32_t begin, end;
	uint32_t at;			/* the offset its text belongs at */
	uint32_t order;			/* creation order, for stable ties */
	char *text;			/* malloc, "" for removals */
	bool blank;			/* blank lines, an edit of their own */
	enum cfix_insert_side side;	/* an insertion's */
};

struct converter {
	const char *text;
	uint32_t len;
	const char *nl;			/* "\n" or "\r\n" */
	const struct cfix_match *m;
	CFIX_ARRAY(struct removal) removals;
	CFIX_ARRAY(struct piece) pieces;
	const char *outer;		/* indentation of a `}` closing */
	uint32_t outer_len;		/* ... a brace opened before */
};

static bool is_hspace(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f';
}

static bool is_space(char ch)
{
	return is_hspace(ch) || ch == '\n' || ch == '\r';
}

static bool all_space(const char *text, uint32_t begin, uint32_t end)
{
	for (uint32_t i = begin; i < end; i++)
		if (!is_space(text[i]))
			return false;
	return true;
}

static uint32_t line_start(const struct converter *cv, uint32_t offset)
{
	while (offset > 0 && cv->text[offset - 1] != '\n')
		offset--;
	return offset;
}

/* The offset of the newline ending offset's line, or len. */
static uint32_t line_end(const struct converter *cv, uint32_t offset)
{
	while (offset < cv->len && cv->text[offset] != '\n')
		offset++;
	return offset;
}

/* The end of the indentation of the line starting at start. */
static uint32_t indent_end(const struct converter *cv, uint32_t start)
{
	while (start < cv->len && is_hspace(cv->text[start]))
		start++;
	return start;
}

/* ---- removals ----------------------------------------------------------- */

/* Blanks and line continuations only (`\` newline): the gap between
 * two removed tokens of a `#define` written over several lines. */
static bool continuations(const char *text, uint32_t begin, uint32_t end)
{
	bool any = false;

	for (uint32_t i = begin; i < end; i++) {
		if (text[i] == '\\' && i + 1 < end &&
		    (text[i + 1] == '\n' ||
		     (text[i + 1] == '\r' && i + 2 < end && text[i + 2] == '\n'))) {
			i += text[i + 1] == '\r' ? 2 : 1;
			any = true;
		} else if (!is_hspace(text[i])) {
			return false;
		}
	}
	return any;
}

/* Whether the bytes between two removals go with them. */
static bool gap_absorbable(const struct converter *cv, uint32_t begin,
			   uint32_t end)
{
	const char *text = cv->text;

	if (all_space(text, begin, end) || continuations(text, begin, end))
		return true;
	if (begin < cv->m->begin || end > cv->m->end)
		return false;
	for (uint32_t i = begin; i < end; i++) {
		if (text[i] == '\n')
			return false;
		if (is_hspace(text[i]) || text[i] == '\r')
			continue;
		if (text[i] != '/' || i + 1 >= end || text[i + 1] != '*')
			return false;
		for (i += 2; i + 1 < end && !(text[i] == '*' &&
					      text[i + 1] == '/'); i++)
			if (text[i] == '\n')
				return false;
		if (i + 1 >= end)
			return false;
		i++;
	}
	return true;
}

static int removal_cmp(const void *a, const void *b)
{
	const struct removal *x = a, *y = b;

	return x->begin < y->begin ? -1 : x->begin > y->begin;
}

static void removals_collect(struct converter *cv)
{
	const struct cfix_match *m = cv->m;

	for (uint32_t i = 0; i < m->nactions; i++) {
		const struct cfix_action *act = &m->actions[i];
		struct removal r = { .begin = act->begin, .end = act->end };

		if (act->kind == CFIX_ACTION_REMOVE && act->begin < act->end)
			cfix_array_push(&cv->removals, r);
	}
	if (!cv->removals.len)
		return;
	qsort(cv->removals.items, cv->removals.len, sizeof(struct removal),
	      removal_cmp);

	size_t kept = 0;
	for (size_t i = 1; i < cv->removals.len; i++) {
		struct removal *cur = &cv->removals.items[kept];
		struct removal next = cv->removals.items[i];

		if (next.begin <= cur->end ||
		    gap_absorbable(cv, cur->end, next.begin)) {
			if (next.end > cur->end)
				cur->end = next.end;
		} else {
			cv->removals.items[++kept] = next;
		}
	}
	cv->removals.len = kept + 1;
	for (size_t i = 0; i < cv->removals.len; i++) {
		struct removal *r = &cv->removals.items[i];

		r->code_begin = r->begin;
		r->code_end = r->end;
	}
}

/* Whether an insertion of the kind asked for sits in [begin, end]. */
static bool insertion_within(const struct converter *cv, uint32_t begin,
			     uint32_t end, bool inline_only)
{
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];

		if (act->kind != CFIX_ACTION_INSERT)
			continue;
		if (inline_only && act->own_line)
			continue;
		if (act->begin >= begin && act->begin <= end)
			return true;
	}
	return false;
}

/*
 * Widens r to whole lines when nothing but whitespace would remain.
 * spatch's unparser removes a line with the newline before it, so the
 * file's first line leaves its own newline, an empty line (any code:
 * a declaration, an `#include`, a `#define`); so does cfix, where code
 * follows at once.  Before a blank line spatch's output has the empty
 * line or not depending on what later matches remove (none for constrem
 * and multistruct, whose next declaration goes too; one where the code
 * after stays), which one match's edits cannot tell: none is left.
 */
static bool removal_take_lines(struct converter *cv, struct removal *r)
{
	uint32_t ls = line_start(cv, r->begin), le = line_end(cv, r->end);

	if (!all_space(cv->text, ls, r->begin) ||
	    !all_space(cv->text, r->end, le) ||
	    insertion_within(cv, ls, le, true))
		return false;
	r->begin = ls;
	r->has_newline = le < cv->len &&
			 (ls > 0 || all_space(cv->text, le + 1,
					      line_end(cv, le + 1)));
	r->end = r->has_newline ? le + 1 : le;
	r->whole_lines = true;
	return true;
}

static bool is_opener(char ch)
{
	return ch == '(' || ch == '[';
}

static bool is_closer(char ch)
{
	return ch == ')' || ch == ']' || ch == ',' || ch == ';';
}

/*
 * Eats the spaces on one side of a removal that leaves code on its line,
 * so "  a; b;" minus "a;" reads "  b;" and "f(x + y)" minus "+ y" reads
 * "f(x)".  Spaces on one side only are eaten only against a bracket, a
 * comma or a semicolon: "(x) && y" minus ")" keeps "x && y", and
 * "a = -b" minus "-" keeps "a = b".
 */
/*
 * Whether the line ending at newline nl may take the next line's code:
 * it has code, and no comment or directive that would swallow it.
 */
static bool joinable_line(const struct converter *cv, uint32_t nl)
{
	uint32_t ls = line_start(cv, nl), code = indent_end(cv, ls);

	if (code >= nl || cv->text[code] == '#')
		return false;
	for (uint32_t i = ls; i + 1 < nl; i++)
		if (cv->text[i] == '/' &&
		    (cv->text[i + 1] == '/' || cv->text[i + 1] == '*'))
			return false;
	return cv->text[nl - 1] != '\\';
}

/* Whether text inserted at offset brings its own leading space
 * (`- kmalloc` / `+ kstrdup` after a kept `=`: `= kstrdup(`). */
static bool spaced_insertion_at(const struct converter *cv, uint32_t offset)
{
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];

		if (act->kind == CFIX_ACTION_INSERT && !act->own_line &&
		    act->begin == offset && act->text &&
		    is_hspace(act->text[0]))
			return true;
	}
	return false;
}

static uint32_t enclosing_line(const struct converter *cv, uint32_t offset);

/*
 * A `}` the removal leaves first on its line goes to the indentation of
 * the line of its `{`, as spatch prints it (`\t\tfoo(); }` under `\tif
 * (x) {` reads `\t}`): how many bytes of the line's indentation, up to
 * code, to keep; all of them when the `{` line's is not a prefix.
 */
static uint32_t brace_indent_kept(const struct converter *cv, uint32_t ls,
				  uint32_t code, uint32_t close)
{
	uint32_t open = enclosing_line(cv, close), n;

	if (open == UINT32_MAX)
		return code - ls;
	n = indent_end(cv, open) - open;
	if (n > code - ls || memcmp(cv->text + open, cv->text + ls, n))
		return code - ls;
	return n;
}

static void removal_tidy(struct converter *cv, struct removal *r)
{
	const char *text = cv->text;
	uint32_t ls = line_start(cv, r->begin), le = line_end(cv, r->end);
	uint32_t before = r->begin, after = r->end;

	if (le > ls && text[le - 1] == '\r' && le - 1 >= r->end)
		le--;
	while (before > ls && is_hspace(text[before - 1]))
		before--;
	while (after < le && is_hspace(text[after]))
		after++;
	if (before == ls && is_closer(text[after]) && ls > 0 &&
	    joinable_line(cv, ls - 1)) {
		/* only `)` would be left on the line: back to the end of the
		 * line before, `(ARRAY_SIZE(t)\n\t\t);` reads `(ARRAY_SIZE(t));` */
		r->begin = ls - 1;
		while (r->begin > 0 && (is_hspace(text[r->begin - 1]) ||
					text[r->begin - 1] == '\r'))
			r->begin--;
		r->end = after;
	} else if (before == ls) {
		r->end = after;
		if (text[after] == '}')
			r->begin = ls + brace_indent_kept(cv, ls, r->begin,
							  after);
	} else if (after == le) {
		r->begin = before;
	} else if (after > r->end) {
		if (before < r->begin || is_opener(text[r->begin - 1]) ||
		    is_closer(text[after]))
			r->end = after;
	} else if (before < r->begin) {
		if (is_closer(text[r->end]) || is_opener(text[before - 1]) ||
		    spaced_insertion_at(cv, before))
			r->begin = before;
	}
}

/* Is text starting with a closer inserted at offset (the `)` of a
 * rule's `(E)` matched without parentheses)? */
static bool closer_inserted_at(const struct converter *cv, uint32_t offset)
{
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];

		if (act->kind == CFIX_ACTION_INSERT && !act->own_line &&
		    act->begin == offset && act->text &&
		    is_closer(act->text[0]))
			return true;
	}
	return false;
}

/*
 * Inline code added after a kept token right before removal r (only
 * spaces between), ending in a unary operator or `(`, the match's code
 * going on after the removal's spaces: the
 * removal takes the spaces on both sides, the added code brings its
 * own.  `- put(E, "%s", B.data);` `+ put_buf(E, &B);` on `put(fd, "%s",
 * line.data)` reads `put_buf(fd, &line)`, as spatch prints it (git's
 * strbuf.cocci), not `& line`.  Returns where the spaces start, or
 * UINT32_MAX.
 */
static uint32_t added_before_removal(const struct converter *cv,
				     const struct removal *r)
{
	uint32_t b = r->begin, ls = line_start(cv, r->begin), after;
	bool found = false;

	while (b > ls && is_hspace(cv->text[b - 1]))
		b--;
	if (b == ls || r->end >= cv->len || !is_hspace(cv->text[r->end]))
		return UINT32_MAX;
	/* the kept code after the spaces is the match's (a binding) */
	for (after = r->end; after < cv->len && is_hspace(cv->text[after]);)
		after++;
	if (after >= cv->m->end)
		return UINT32_MAX;
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];
		size_t k;

		if (act->kind != CFIX_ACTION_INSERT || act->begin < b ||
		    act->begin > r->end)
			continue;
		if (act->own_line || !act->after || act->begin != b ||
		    !act->text || strchr(act->text, '\n'))
			return UINT32_MAX;
		k = strlen(act->text);
		while (k && is_hspace(act->text[k - 1]))
			k--;
		if (!k || !strchr("&*!~-+(", act->text[k - 1]) ||
		    (cv->text[b - 1] == ',' && !is_hspace(act->text[0])))
			return UINT32_MAX;
		found = true;
	}
	return found ? b : UINT32_MAX;
}

static void removals_widen(struct converter *cv)
{
	for (size_t i = 0; i < cv->removals.len; i++) {
		struct removal *r = &cv->removals.items[i];
		uint32_t before = r->begin, spaces;

		if (removal_take_lines(cv, r))
			continue;
		spaces = added_before_removal(cv, r);
		if (spaces != UINT32_MAX) {
			r->begin = spaces;
			while (r->end < line_end(cv, r->end) &&
			       is_hspace(cv->text[r->end]))
				r->end++;
			continue;
		}
		if (!insertion_within(cv, r->begin, r->end, false)) {
			removal_tidy(cv, r);
			continue;
		}
		/* `a < b ? a : b` to `min(a, b)`: the `)` added where the
		 * removal ends takes the spaces before it, as a closer in
		 * the code would */
		if (r->end <= r->begin ||
		    insertion_within(cv, r->begin, r->end - 1, false) ||
		    !closer_inserted_at(cv, r->end))
			continue;
		while (before > line_start(cv, r->begin) &&
		       is_hspace(cv->text[before - 1]))
			before--;
		r->begin = before;
	}
}

/* The start of the blank lines just before the line starting at ls. */
static uint32_t blanks_before(const struct converter *cv, uint32_t ls)
{
	while (ls > 0) {
		uint32_t prev = line_start(cv, ls - 1);

		if (!all_space(cv->text, prev, ls))
			break;
		ls = prev;
	}
	return ls;
}

/* The end of the blank lines from the line starting at ls on. */
static uint32_t blanks_after(const struct converter *cv, uint32_t ls)
{
	while (ls < cv->len) {
		uint32_t le = line_end(cv, ls);

		if (le >= cv->len || !all_space(cv->text, ls, le))
			break;
		ls = le + 1;
	}
	return ls;
}

/* The code character nearest offset on one side, or '\0'. */
static char code_near(const struct converter *cv, uint32_t offset,
		      bool forward)
{
	if (forward) {
		while (offset < cv->len && is_space(cv->text[offset]))
			offset++;
		return offset < cv->len ? cv->text[offset] : '\0';
	}
	while (offset > 0 && is_space(cv->text[offset - 1]))
		offset--;
	return offset > 0 ? cv->text[offset - 1] : '\0';
}

static void piece_add_blank(struct converter *cv, uint32_t begin,
			    uint32_t end);

/*
 * The brace depth at offset, braces in comments, strings and character
 * constants skipped; with want > 0, *at is set to the last `{` that
 * brought the depth to want (at offset's depth: the innermost one open).
 */
static int brace_scan(const struct converter *cv, uint32_t offset,
		      int want, uint32_t *at)
{
	int depth = 0;

	for (uint32_t i = 0; i < offset; i++) {
		char c = cv->text[i], q;

		if (c == '/' && i + 1 < offset && cv->text[i + 1] == '/') {
			while (i < offset && cv->text[i] != '\n')
				i++;
		} else if (c == '/' && i + 1 < offset && cv->text[i + 1] == '*') {
			for (i += 2; i + 1 < offset && !(cv->text[i] == '*' &&
						       cv->text[i + 1] == '/');)
				i++;
			i++;
		} else if (c == '"' || c == '\'') {
			for (q = c, i++; i < offset && cv->text[i] != q &&
					 cv->text[i] != '\n'; i++)
				i += cv->text[i] == '\\';
		} else if (c == '{' && ++depth == want && want > 0) {
			*at = i;
		} else if (c == '}') {
			depth--;
		}
	}
	return depth;
}

/* Is the line before offset ls (a line's start) a directive?  Its
 * own removal takes the blank lines between (list_test's run of
 * `#define` lines each removed by a match of its own). */
static bool directive_before(const struct converter *cv, uint32_t ls)
{
	return ls > 0 && code_near(cv, line_start(cv, ls - 1), true) == '#';
}

/*
 * Blank lines that removed lines leave next to each other or next to a
 * brace go with them, as spatch's unparser drops them
 * (parsing_c/unparse_c.ml: adjust_after_brace, from_inner_newline,
 * adjust_before_brace): those after the removed lines when blank lines
 * or the block's `{` come before them; else those before them when the
 * block's `}` (or the file's end) follows at once.  Removed lines that
 * code is added in place of keep their neighbours.
 */
static void blank_lines_drop(struct converter *cv)
{
	for (size_t i = 0; i < cv->removals.len; i++) {
		const struct removal *r = &cv->removals.items[i];
		uint32_t b, a, begin = r->begin;
		bool directive;

		if (!r->whole_lines || !r->has_newline)
			continue;
		/* a run of removed lines (minfn's four `#define x 3`) is
		 * one: its last removal decides, from the run's start */
		if (i + 1 < cv->removals.len &&
		    cv->removals.items[i + 1].whole_lines &&
		    cv->removals.items[i + 1].begin == r->end)
			continue;
		for (size_t j = i; j > 0 && cv->removals.items[j - 1].whole_lines &&
				   cv->removals.items[j - 1].end == begin;
		     j--)
			begin = cv->removals.items[j - 1].begin;
		/* at file level spatch drops them round a function or a
		 * `#define` line, not round a declaration (constrem,
		 * multistruct); before a `#define` even when code follows */
		directive = code_near(cv, r->begin, true) == '#';
		if (!directive && code_near(cv, r->end, false) != '}' &&
		    brace_scan(cv, r->begin, 0, NULL) == 0)
			continue;
		b = blanks_before(cv, begin);
		a = blanks_after(cv, r->end);
		if (insertion_within(cv, b, a, false))
			continue;
		if (a > r->end && (b < begin || code_near(cv, b, false) == '{'))
			piece_add_blank(cv, r->end, a);
		/* blank lines from the file's start stay: spatch's
		 * removal takes the newline before it, the last of them */
		else if (a == r->end && b < begin && b > 0 &&
			 ((directive && !directive_before(cv, b)) ||
			  code_near(cv, a, true) == '}' ||
			  !code_near(cv, a, true)))
			piece_add_blank(cv, b, begin);
	}
}

/* ---- insertions --------------------------------------------------------- */

/* A piece whose text belongs at offset at, which [begin, end) widens
 * (an own line takes the spaces before it). */
static void piece_add_at(struct converter *cv, uint32_t begin, uint32_t end,
			 uint32_t at, char *text)
{
	struct piece p = { .begin = begin, .end = end, .at = at, .text = text,
			   .order = (uint32_t)cv->pieces.len };

	cfix_array_push(&cv->pieces, p);
}

static void piece_add(struct converter *cv, uint32_t begin, uint32_t end,
		      char *text)
{
	piece_add_at(cv, begin, end, begin, text);
}

/* Removed blank lines: an edit of their own, so that two matches that
 * drop the same ones make equal edits, not overlapping ones. */
static void piece_add_blank(struct converter *cv, uint32_t begin,
			    uint32_t end)
{
	piece_add(cv, begin, end, cfix_xstrdup(""));
	cv->pieces.items[cv->pieces.len - 1].blank = true;
}

/* Brace depth of text[0, n) (strings and comments not told apart:
 * added code is a rule's, whose braces balance in its statements). */
static int brace_depth(const char *text, size_t n, int depth)
{
	for (size_t i = 0; i < n; i++)
		depth += (text[i] == '{') - (text[i] == '}');
	return depth;
}

/* Is a block comment open at the end of text[0, n), given whether one
 * was at its start?  (`//` comments and strings end with the line.) */
static bool comment_open_after(const char *text, size_t n, bool open)
{
	char quote = 0;

	for (size_t i = 0; i < n; i++) {
		if (open) {
			if (text[i] == '*' && i + 1 < n && text[i + 1] == '/')
				open = false, i++;
		} else if (quote) {
			if (text[i] == '\\')
				i++;
			else if (text[i] == quote)
				quote = 0;
		} else if (text[i] == '"' || text[i] == '\'') {
			quote = text[i];
		} else if (text[i] == '/' && i + 1 < n && text[i + 1] == '/') {
			return false;
		} else if (text[i] == '/' && i + 1 < n && text[i + 1] == '*') {
			open = true, i++;
		}
	}
	return open;
}

/*
 * Appends lines (joined by '\n', one trailing newline ignored), every
 * line after the first prefixed by indent unless it is empty or goes on
 * a block comment (spatch writes those as the rule does); a line
 * whose `}` closes a brace opened before the lines takes cv->outer
 * instead, when set (the `}` of braces added around a branch).
 */
static void add_block(const struct converter *cv, struct cfix_buf *out,
		      const char *lines, const char *indent, size_t ilen)
{
	size_t n = strlen(lines);
	int depth = 0;
	bool comment = false;

	if (n && lines[n - 1] == '\n')
		n--;
	if (n && lines[n - 1] == '\r')
		n--;
	for (size_t i = 0; i < n;) {
		size_t j = i;

		while (j < n && lines[j] != '\n')
			j++;
		size_t k = j > i && lines[j - 1] == '\r' ? j - 1 : j;
		if (i > 0 && k > i && cv->outer && lines[i] == '}' &&
		    depth == 0)
			cfix_buf_add(out, cv->outer, cv->outer_len);
		else if (i > 0 && k > i && !comment)
			cfix_buf_add(out, indent, ilen);
		cfix_buf_add(out, lines + i, k - i);
		depth = brace_depth(lines + i, k - i, depth);
		comment = comment_open_after(lines + i, k - i, comment);
		if (j < n)
			cfix_buf_adds(out, cv->nl);
		i = j + 1;
	}
}

/* The indentation of the nearest non-blank line after/before offset's. */
static void neighbour_indent(const struct converter *cv, uint32_t offset,
			     bool forward, uint32_t *begin, uint32_t *end)
{
	uint32_t ls = line_start(cv, offset);

	*begin = *end = ls;
	for (;;) {
		if (forward) {
			uint32_t le = line_end(cv, ls);
			if (le >= cv->len)
				return;
			ls = le + 1;
		} else {
			if (ls == 0)
				return;
			ls = line_start(cv, ls - 1);
		}
		uint32_t ie = indent_end(cv, ls);
		if (ie < cv->len && cv->text[ie] != '\n' &&
		    cv->text[ie] != '\r') {
			*begin = ls, *end = ie;
			return;
		}
	}
}

/*
 * The indentation for code going on its own line at offset: the anchor
 * line's, or the next line's after a '{' (the previous line's before a
 * '}') when that one is deeper.
 */
static char *indent_for(const struct converter *cv, uint32_t offset,
			bool after, uint32_t *ilen)
{
	uint32_t ls = line_start(cv, offset), ie = indent_end(cv, ls);
	uint32_t nb, ne, q = offset;
	bool brace = false;

	if (after) {
		while (q > ls && is_space(cv->text[q - 1]))
			q--;
		brace = q > ls && cv->text[q - 1] == '{';
	} else {
		brace = offset < cv->len && cv->text[offset] == '}';
	}
	if (brace) {
		neighbour_indent(cv, offset, after, &nb, &ne);
		if (ne - nb > ie - ls &&
		    !memcmp(cv->text + nb, cv->text + ls, ie - ls)) {
			*ilen = ne - nb;
			return cfix_xstrndup(cv->text + nb, ne - nb);
		}
	}
	*ilen = ie - ls;
	return cfix_xstrndup(cv->text + ls, ie - ls);
}

/*
 * Is the code from offset to le (its line's end) all removed, up to a
 * comment (`old(x);	// why` replaced by two lines)?  The added
 * lines then end where the code did, so the comment stays on their last
 * line instead of going to a line of its own.
 */
static bool removed_up_to_comment(const struct converter *cv,
				  uint32_t offset, uint32_t le)
{
	uint32_t q = offset;
	bool removed = false;

	while (q < le) {
		size_t i = 0;

		for (; i < cv->removals.len; i++)
			if (cv->removals.items[i].begin <= q &&
			    q < cv->removals.items[i].end)
				break;
		if (i < cv->removals.len) {
			q = cv->removals.items[i].end;
			removed = true;
		} else if (is_hspace(cv->text[q])) {
			q++;
		} else {
			break;
		}
	}
	return removed && q + 1 < le && cv->text[q] == '/' &&
	       (cv->text[q + 1] == '/' || cv->text[q + 1] == '*');
}

/* Is text[offset, le) blanks and one comment that ends there (a line's
 * trailing comment, which stays with the code before it)? */
static bool trailing_comment(const char *text, uint32_t offset, uint32_t le)
{
	while (offset < le && is_hspace(text[offset]))
		offset++;
	if (offset + 1 >= le || text[offset] != '/')
		return false;
	if (text[offset + 1] == '/')
		return true;
	if (text[offset + 1] != '*')
		return false;
	for (uint32_t q = offset + 2; q + 1 < le; q++)
		if (text[q] == '*' && text[q + 1] == '/')
			return all_space(text, q + 2, le);
	return false;	/* it goes on past the line */
}

/* Is text a closing brace on a line of its own ("\n\t}")? */
static bool is_closing_line(const char *text)
{
	if (!text || (*text != '\n' && *text != '\r'))
		return false;
	while (is_space(*text))
		text++;
	return text[0] == '}' && !text[1];
}

/* Does act add a `{` inline at or before offset, only blanks between
 * (the braces added around a branch starting at offset)? */
static bool opens_brace_before(const struct converter *cv,
			       const struct cfix_action *act, uint32_t offset)
{
	size_t n = act->text ? strlen(act->text) : 0;

	return act->kind == CFIX_ACTION_INSERT && !act->own_line && n &&
	       act->text[n - 1] == '{' && act->begin <= offset &&
	       all_space(cv->text, act->begin, offset);
}

/*
 * Is offset the start of a branch that braces are added around while
 * it begins on its header's line (`else if (y) {` with code added
 * before the `if`)?  Sets *end to where its `}` goes.
 */
static bool wrapped_branch(const struct converter *cv, uint32_t offset,
			   uint32_t *end)
{
	bool open = false, close = false;

	*end = UINT32_MAX;
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];

		if (opens_brace_before(cv, act, offset) &&
		    line_start(cv, act->begin) == line_start(cv, offset))
			open = true;
		else if (act->kind == CFIX_ACTION_INSERT && !act->own_line &&
			 is_closing_line(act->text) && act->begin > offset &&
			 (!close || act->begin < *end))
			close = true, *end = act->begin;
	}
	return open && close;
}

/* The start of the line holding the `{` that encloses offset, or
 * UINT32_MAX at file level. */
static uint32_t enclosing_line(const struct converter *cv, uint32_t offset)
{
	int depth = brace_scan(cv, offset, 0, NULL);
	uint32_t at = 0;

	if (depth <= 0)
		return UINT32_MAX;
	brace_scan(cv, offset, depth, &at);
	return line_start(cv, at);
}

/*
 * One level of indentation for a branch at offset: what its next line
 * adds to its first line's; else what its line adds to the line of the
 * enclosing `{` (nothing in a file indented by nothing, as spatch); else
 * a tab.
 */
static char *branch_level(const struct converter *cv, uint32_t offset,
			  uint32_t end, uint32_t *len)
{
	uint32_t ls = line_start(cv, offset), ie = indent_end(cv, ls);
	uint32_t le = line_end(cv, offset), os = enclosing_line(cv, ls);

	if (le < end && le + 1 < cv->len) {
		uint32_t ns = le + 1, ne = indent_end(cv, ns);

		if (ne - ns > ie - ls && !memcmp(cv->text + ls, cv->text + ns,
						 ie - ls)) {
			*len = ne - ns - (ie - ls);
			return cfix_xstrndup(cv->text + ns + (ie - ls), *len);
		}
	}
	if (os != UINT32_MAX) {
		uint32_t oe = indent_end(cv, os);

		if (ie - ls >= oe - os &&
		    !memcmp(cv->text + ls, cv->text + os, oe - os)) {
			*len = (ie - ls) - (oe - os);
			return cfix_xstrndup(cv->text + ls + (oe - os), *len);
		}
	}
	*len = 1;
	return cfix_xstrdup("\t");
}

/* Does an own-line insertion land in [begin, end]? */
static bool own_line_at(const struct converter *cv, uint32_t begin,
			uint32_t end)
{
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];

		if (act->kind == CFIX_ACTION_INSERT && act->own_line &&
		    act->begin >= begin && act->begin <= end)
			return true;
	}
	return false;
}

/*
 * The lines of a wrapped branch after its first, [offset, end), move in
 * by level, as spatch re-indents what the braces it adds enclose.
 */
static void wrapped_reindent(struct converter *cv, uint32_t offset,
			     uint32_t end, const char *level)
{
	for (uint32_t ls = line_end(cv, offset) + 1; ls < end && ls < cv->len;
	     ls = line_end(cv, ls) + 1) {
		bool removed = false;

		for (size_t i = 0; i < cv->removals.len; i++)
			removed |= cv->removals.items[i].begin <= ls &&
				   ls < cv->removals.items[i].end;
		/* a line that receives a line before it keeps its layout */
		if (!removed && indent_end(cv, ls) < line_end(cv, ls) &&
		    !own_line_at(cv, ls, indent_end(cv, ls)))
			piece_add(cv, ls, ls, cfix_xstrdup(level));
	}
}

/*
 * Places lines on a line of their own at offset, given which side of the
 * offset holds code on its line.
 */
static void own_line_place(struct converter *cv, uint32_t offset,
			   bool after, int64_t stmt, const char *lines)
{
	const char *text = cv->text;
	uint32_t ls = line_start(cv, offset), le = line_end(cv, offset);
	uint32_t ie = indent_end(cv, ls), ilen;
	bool code_before = !all_space(text, ls, offset);
	bool code_after = !all_space(text, offset, le) &&
			  !(code_before && trailing_comment(text, offset, le));
	char *indent = indent_for(cv, offset, after && code_before, &ilen);
	struct cfix_buf buf = CFIX_BUF_INIT;
	uint32_t begin = offset, end = offset;

	if (!code_before) {
		/* before the anchor code, which keeps its line's layout */
		if (ilen >= ie - ls && !memcmp(indent, text + ls, ie - ls))
			cfix_buf_adds(&buf, indent + (ie - ls));
		else
			begin = ls, cfix_buf_add(&buf, indent, ilen);
		add_block(cv, &buf, lines, indent, ilen);
		if (!removed_up_to_comment(cv, offset, le)) {
			cfix_buf_adds(&buf, cv->nl);
			cfix_buf_add(&buf, text + ls, ie - ls);
		}
		if (begin == ls)
			end = offset > ie ? offset : ie;
	} else if (code_after) {
		/* between two pieces of code: split the line */
		uint32_t wend, llen = 0;
		char *level = NULL;

		if (!after && wrapped_branch(cv, offset, &wend)) {
			level = branch_level(cv, offset, wend, &llen);
			wrapped_reindent(cv, offset, wend, level);
			indent = cfix_xrealloc(indent, ilen + llen + 1);
			memcpy(indent + ilen, level, llen + 1);
			ilen += llen;
		}
		while (begin > ls && is_hspace(text[begin - 1]))
			begin--;
		while (end < le && is_hspace(text[end]))
			end++;
		cfix_buf_adds(&buf, cv->nl);
		cfix_buf_add(&buf, indent, ilen);
		add_block(cv, &buf, lines, indent, ilen);
		cfix_buf_adds(&buf, cv->nl);
		cfix_buf_add(&buf, level ? indent : text + ls,
			     level ? ilen : ie - ls);
		free(level);
	} else {
		/* after the anchor line's end, which stays as it was; at
		 * the indentation of the statement ended there, where it
		 * began on a line of its own before */
		begin = end = le > offset && text[le - 1] == '\r' ? le - 1 : le;
		if (stmt >= 0 && line_start(cv, (uint32_t)stmt) < ls &&
		    all_space(text, line_start(cv, (uint32_t)stmt),
			      (uint32_t)stmt)) {
			uint32_t ss = line_start(cv, (uint32_t)stmt);

			free(indent);
			ilen = indent_end(cv, ss) - ss;
			indent = cfix_xstrndup(text + ss, ilen);
		}
		cfix_buf_adds(&buf, cv->nl);
		cfix_buf_add(&buf, indent, ilen);
		add_block(cv, &buf, lines, indent, ilen);
	}
	piece_add_at(cv, begin, end, offset, cfix_buf_detach(&buf, NULL));
	free(indent);
}

/* The whole-line removal an own-line insertion at offset replaces. */
static const struct removal *line_removal_at(const struct converter *cv,
					     uint32_t offset)
{
	for (size_t i = 0; i < cv->removals.len; i++) {
		const struct removal *r = &cv->removals.items[i];

		if (r->whole_lines && r->begin <= offset &&
		    (offset < r->end || offset == r->code_end))
			return r;
	}
	return NULL;
}

/* Where an own-line insertion goes: a removed line's start, or itself. */
static uint32_t own_line_anchor(const struct converter *cv, uint32_t offset)
{
	const struct removal *r = line_removal_at(cv, offset);

	return r ? r->begin : offset;
}

/*
 * Sets cv->outer to the indentation of the line where a `{` is added
 * inline right before offset (blanks between), the braces around a
 * branch the added lines fill: their `}` lines up with that line, as
 * spatch prints it, not with the branch's statement.
 */
static void outer_brace_find(struct converter *cv, uint32_t offset)
{
	cv->outer = NULL;
	for (uint32_t i = 0; i < cv->m->nactions; i++) {
		const struct cfix_action *act = &cv->m->actions[i];
		uint32_t ls = line_start(cv, act->begin);

		if (!opens_brace_before(cv, act, offset))
			continue;
		cv->outer = cv->text + ls;
		cv->outer_len = indent_end(cv, ls) - ls;
	}
}

/* Code in place of a removed line: same indentation, own newline. */
static void own_line_replace(struct converter *cv, const struct removal *r,
			     const char *lines)
{
	uint32_t ie = indent_end(cv, r->begin);
	const char *indent = cv->text + r->begin;
	struct cfix_buf buf = CFIX_BUF_INIT;

	outer_brace_find(cv, r->begin);
	cfix_buf_add(&buf, indent, ie - r->begin);
	add_block(cv, &buf, lines, indent, ie - r->begin);
	cv->outer = NULL;
	if (r->has_newline)
		cfix_buf_adds(&buf, cv->nl);
	piece_add(cv, r->begin, r->begin, cfix_buf_detach(&buf, NULL));
}

/*
 * Own-line insertions are grouped by where they land, after-ones first,
 * so two at one spot become consecutive lines.
 */
static void own_lines_place(struct converter *cv)
{
	const struct cfix_match *m = cv->m;
	bool *done = cfix_xcalloc(m->nactions + 1, sizeof(bool));

	for (uint32_t i = 0; i < m->nactions; i++) {
		const struct cfix_action *first = &m->actions[i];
		if (done[i] || first->kind != CFIX_ACTION_INSERT ||
		    !first->own_line)
			continue;

		uint32_t anchor = own_line_anchor(cv, first->begin);
		const struct removal *r = line_removal_at(cv, first->begin);
		struct cfix_buf lines = CFIX_BUF_INIT;
		bool after = false;
		enum cfix_insert_side side = first->side;
		int64_t stmt = -1;
		size_t from = cv->pieces.len;
		/* Between two lines, what follows the line above comes first;
		 * in place of a removed line, what replaces it does. */
		for (int pass = 0; pass < 2; pass++) {
			bool want_after = r ? pass == 1 : pass == 0;

			for (uint32_t j = i; j < m->nactions; j++) {
				const struct cfix_action *act = &m->actions[j];
				if (done[j] || act->kind != CFIX_ACTION_INSERT ||
				    !act->own_line || act->after != want_after ||
				    own_line_anchor(cv, act->begin) != anchor)
					continue;
				if (lines.len)
					cfix_buf_addch(&lines, '\n');
				char *code = cfix__plus_layout(act->text ?
							      act->text : "");
				cfix_buf_adds(&lines, code);
				free(code);
				after = after || act->after;
				if (act->side != side)
					side = CFIX_INSERT_SIDE_NONE;
				if (act->has_stmt && stmt < 0)
					stmt = act->stmt_begin;
				done[j] = true;
			}
		}

		if (r)
			own_line_replace(cv, r, lines.data);
		else
			own_line_place(cv, anchor, after, stmt, lines.data);
		for (size_t k = from; !r && k < cv->pieces.len; k++)
			cv->pieces.items[k].side = side;
		cfix_buf_release(&lines);
	}
	free(done);
}

/*
 * An inline insertion's text, its newlines in the file's style; its
 * lines after the first that the rule
 * wrote flush left (`+ GREEN2,` `+ LAST,` replacing `GREEN,` in an
 * enum) take the indentation of the line they go in, as spatch lays
 * them out; lines with their own indentation keep it.
 */
static void add_inline_lines(const struct converter *cv, struct cfix_buf *out,
			     uint32_t offset, const char *text)
{
	uint32_t ls = line_start(cv, offset), ie = indent_end(cv, ls);

	for (const char *p = text; *p; p++) {
		if (*p == '\n' && (p == text || p[-1] != '\r')) {
			cfix_buf_adds(out, cv->nl);
			if (p[1] && !is_space(p[1]) && ie > ls)
				cfix_buf_add(out, cv->text + ls, ie - ls);
		} else {
			cfix_buf_addch(out, *p);
		}
	}
}

/*
 * Code added right after a kept `(` and before kept code, as spatch
 * prints it: no space after the `(`, one after a comma it ends with
 * (`xcalloc(` `+ n,` `\( sizeof(T) \| ... \)` on `xcalloc(sizeof(*p), n)`
 * reads `xcalloc(n, sizeof(*p))`: git's xcalloc.cocci).  Takes code.
 */
static char *after_opener_layout(const struct converter *cv,
				 const struct cfix_action *act, char *code)
{
	size_t skip = 0, k;
	char *out;

	if (!act->after || act->begin == 0 || act->begin >= cv->len ||
	    cv->text[act->begin - 1] != '(' || is_space(cv->text[act->begin]) ||
	    strchr("),", cv->text[act->begin]) || strchr(code, '\n'))
		return code;
	for (size_t i = 0; i < cv->removals.len; i++)
		if (cv->removals.items[i].begin <= act->begin &&
		    act->begin < cv->removals.items[i].end)
			return code;
	while (is_hspace(code[skip]))
		skip++;
	k = strlen(code);
	out = cfix_xmalloc(k - skip + 2);
	memcpy(out, code + skip, k - skip + 1);
	k -= skip;
	if (k && out[k - 1] == ',') {
		out[k] = ' ';
		out[k + 1] = '\0';
	}
	free(code);
	return out;
}

/* Inline insertions: after-ones at a spot first, then in action order. */
static void inlines_place(struct converter *cv)
{
	const struct cfix_match *m = cv->m;

	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t i = 0; i < m->nactions; i++) {
			const struct cfix_action *act = &m->actions[i];
			struct cfix_buf buf = CFIX_BUF_INIT;

			if (act->kind != CFIX_ACTION_INSERT || act->own_line ||
			    act->after != !pass)
				continue;
			char *code = cfix__plus_layout(act->text ?
						      act->text : "");
			/* nor before a kept `)` or `,` (`x*2 ` `)`), unless
			 * it ends in a comma: an empty list's comma dropped
			 * later leaves that space (`h2(1,   es, 0)`) */
			if (act->begin < cv->len &&
			    strchr("),", cv->text[act->begin]) &&
			    cv->text[act->begin]) {
				size_t k = strlen(code);
				while (k && is_hspace(code[k - 1]))
					k--;
				if (!k || code[k - 1] != ',')
					code[k] = '\0';
			}
			code = after_opener_layout(cv, act, code);
			add_inline_lines(cv, &buf, act->begin, code);
			free(code);
			piece_add(cv, act->begin, act->begin,
				  cfix_buf_detach(&buf, NULL));
			cv->pieces.items[cv->pieces.len - 1].side = act->side;
		}
	}
}

/*
 * Indentation ind less one tab from its end, as spatch's untimes_before
 * takes away its default tabbing unit: a tab that straddles the 8
 * columns turns into the spaces left of it; fewer columns leave none.
 */
static char *indent_less_tab(const char *ind, uint32_t len)
{
	uint32_t end = len, left = 8, spaces = 0;
	struct cfix_buf buf = CFIX_BUF_INIT;

	while (left && end) {
		if (ind[end - 1] == ' ') {
			end--, left--;
		} else if (ind[end - 1] == '\t') {
			end--, spaces = 8 - left, left = 0;
		} else {
			break;
		}
	}
	cfix_buf_add(&buf, ind, end);
	while (spaces--)
		cfix_buf_addch(&buf, ' ');
	if (!buf.len)
		return cfix_xstrdup("");
	return cfix_buf_detach(&buf, NULL);
}

/*
 * Where insertions stop keeping a stretch that ends at stop as it is:
 * past its last code byte when it ends the match, as code added after
 * the match lines up with the statement the removed header began
 * (`- if (E)` `g(E);` `+ k(E);`), else at stop.
 */
static uint32_t kept_end(const struct converter *cv, uint32_t stop)
{
	uint32_t last = stop;

	if (stop != cv->m->end)
		return stop;
	while (last > 0 && is_space(cv->text[last - 1]))
		last--;
	return last > 0 ? last - 1 : last;
}

/*
 * A kept statement whose `if (E)` (or `if (E) {` ... `}`) lines are
 * removed moves out to the removed line's indentation: what follows the
 * removed header up to the next removal (or the match's end) loses the
 * extra level it had under the header.  Lines indented less deeply than
 * the first kept line are left alone, and so is a stretch that receives
 * an insertion.  As in spatch, the header's indentation wins even where
 * the body's is not an extension of it (a file indented by 4 spaces
 * whose branch holds a tab: `    if (p)` / `\tfree(p);` gives
 * `    free(p);`); a body at column 0 stays there.  There the lines
 * after the first lose one tab of columns (spatch's tabbing unit when
 * the header's and the body's indentation tell it none).
 */
static void reindent_kept(struct converter *cv)
{
	const char *text = cv->text;

	for (size_t i = 0; i < cv->removals.len; i++) {
		const struct removal *r = &cv->removals.items[i];
		uint32_t stop = i + 1 < cv->removals.len
					? cv->removals.items[i + 1].begin
					: cv->m->end;
		uint32_t outer = indent_end(cv, r->begin) - r->begin;
		uint32_t inner, last = r->code_end;
		bool mixed;

		if (!r->whole_lines || !r->has_newline || stop <= r->end)
			continue;
		while (last > r->code_begin && is_space(text[last - 1]))
			last--;
		if (last == r->code_begin ||
		    !(text[last - 1] == ')' || text[last - 1] == '{' ||
		      (last - r->code_begin >= 4 &&
		       !memcmp(text + last - 4, "else", 4))))
			continue;
		inner = indent_end(cv, r->end) - r->end;
		if (!inner || (inner == outer &&
			       !memcmp(text + r->begin, text + r->end, outer)) ||
		    insertion_within(cv, r->end, kept_end(cv, stop), false))
			continue;
		mixed = inner <= outer ||
			memcmp(text + r->begin, text + r->end, outer);
		for (uint32_t ls = r->end; ls < stop;
		     ls = line_end(cv, ls) + 1) {
			uint32_t ie = indent_end(cv, ls);

			if (line_end(cv, ls) >= cv->len && ls == cv->len)
				break;
			if (mixed && ls > r->end && ie < line_end(cv, ls))
				piece_add(cv, ls, ie,
					  indent_less_tab(text + ls, ie - ls));
			else if (ie == line_end(cv, ls) || ie - ls < inner ||
				 memcmp(text + ls, text + r->end, inner))
				continue;
			else
				piece_add(cv, ls, ls + inner,
					  cfix_xstrndup(text + r->begin, outer));
			if (line_end(cv, ls) >= cv->len)
				break;
		}
	}
}

/* ---- fusing ------------------------------------------------------------- */

static int piece_cmp(const void *a, const void *b)
{
	const struct piece *x = a, *y = b;

	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	/* an own line anchored past the spaces after `if (y)` comes after
	 * the ` {` added right after it */
	if (x->at != y->at)
		return x->at < y->at ? -1 : 1;
	/* at one spot, inserted text keeps its placing order */
	return x->order < y->order ? -1 : x->order > y->order;
}

/*
 * Inline code added after a kept token, spaced from it, right before a
 * removal the code spaces from that token (`x =` `+ max(` `- y ?` on
 * `a = b ? a`) replaces the removed code there, its space the code's:
 * `a = max(a`, not `a = max( a`, as spatch prints it.
 */
static void insertions_into_removals(struct converter *cv)
{
	for (size_t i = 0; i + 1 < cv->pieces.len; i++) {
		struct piece *ins = &cv->pieces.items[i];
		struct piece *rem = &cv->pieces.items[i + 1];
		size_t len;

		if (ins->begin != ins->end || ins->text[0] != ' ' ||
		    strchr(ins->text, '\n') || rem->begin == rem->end ||
		    *rem->text || rem->begin <= ins->begin ||
		    !is_hspace(cv->text[ins->begin]) ||
		    !all_space(cv->text, ins->begin, rem->begin) ||
		    memchr(cv->text + ins->begin, '\n', rem->begin - ins->begin))
			continue;
		memmove(ins->text, ins->text + 1, strlen(ins->text));
		ins->begin = ins->end = ins->at = rem->begin;
		/* the space the removal took after it stays, unless the
		 * added code opens what follows (`max(` `a`) */
		len = strlen(ins->text);
		if (len && is_hspace(cv->text[rem->end - 1]) &&
		    !strchr("([ ", ins->text[len - 1])) {
			ins->text = cfix_xrealloc(ins->text, len + 2);
			memcpy(ins->text + len, " ", 2);
		}
	}
}

/* Every removal and insertion that touch become one edit. */
static void pieces_fuse(struct converter *cv, struct cfix_arena *arena,
			struct cfix_edit_array *out)
{
	qsort(cv->pieces.items, cv->pieces.len, sizeof(struct piece),
	      piece_cmp);
	insertions_into_removals(cv);
	for (size_t i = 0; i < cv->pieces.len;) {
		struct piece *first = &cv->pieces.items[i];
		struct cfix_buf text = CFIX_BUF_INIT;
		uint32_t end = first->end;
		enum cfix_insert_side side = first->side;
		size_t j = i;

		/* an insertion right after a removal joins it */
		for (; j < cv->pieces.len && cv->pieces.items[j].begin <= end;
		     j++) {
			struct piece *p = &cv->pieces.items[j];
			if (j > i && p->begin == end &&
			    (p->blank || cv->pieces.items[j - 1].blank))
				break;
			cfix_buf_adds(&text, p->text);
			if (p->side != side || p->begin < p->end)
				side = CFIX_INSERT_SIDE_NONE;
			if (p->end > end)
				end = p->end;
		}

		/* inserted text's last space, when the code has one there */
		if (text.len && text.data[text.len - 1] == ' ' &&
		    end < cv->len && is_space(cv->text[end]))
			text.data[--text.len] = '\0';

		struct cfix_edit edit = {
			.begin = first->begin, .end = end,
			.text = cfix_arena_strndup(arena, text.data, text.len),
			.side = side,
		};
		if (edit.begin < edit.end || text.len)
			cfix_array_push(out, edit);
		cfix_buf_release(&text);
		i = j;
	}
}

static bool actions_valid(const struct cfix_match *m, uint32_t len)
{
	for (uint32_t i = 0; i < m->nactions; i++) {
		const struct cfix_action *act = &m->actions[i];

		if (act->begin > len || act->end > len || act->begin > act->end)
			return false;
	}
	return true;
}

int cfix__actions_convert(const char *text, size_t len, bool crlf,
			  const struct cfix_match *m, struct cfix_arena *arena,
			  struct cfix_edit_array *out)
{
	struct converter cv = { .text = text, .len = (uint32_t)len,
				.nl = crlf ? "\r\n" : "\n", .m = m };

	if (!actions_valid(m, cv.len))
		return -1;
	removals_collect(&cv);
	removals_widen(&cv);
	for (size_t i = 0; i < cv.removals.len; i++) {
		struct removal *r = &cv.removals.items[i];
		piece_add(&cv, r->begin, r->end, cfix_xstrdup(""));
	}
	blank_lines_drop(&cv);
	reindent_kept(&cv);
	own_lines_place(&cv);
	inlines_place(&cv);
	pieces_fuse(&cv, arena, out);

	for (size_t i = 0; i < cv.pieces.len; i++)
		free(cv.pieces.items[i].text);
	cfix_array_release(&cv.pieces);
	cfix_array_release(&cv.removals);
	return 0;
}
