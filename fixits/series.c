/*
 * Patch series for --patch-dir: the diffs of a run regrouped into one
 * `git format-patch` file per rule per folder, so each patch can go to
 * the folder's maintainers on its own and `git am` makes one commit of
 * it.
 *
 * Design decision: the diffstat is computed here, with git's own
 * layout rules (diff.c, show_stats), not by libgit2.  libgit2's
 * git_diff_stats_to_buf() scales the +/- graph one column wider than
 * git and never shortens long names to ".../name", and a reviewer
 * expects the diffstat `git format-patch` prints.  Counting the '+' and
 * '-' lines of a one-file unified diff needs no parser.
 */
#include "fixits_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define SUBJECT_MAX 72	/* the commit's subject line, prefix included */
#define SLUG_MAX 52	/* git: file names of at most 64 bytes */
#define WRAP 72		/* body lines */
#define STAT_WIDTH 72	/* git format-patch's diffstat width */
#define LIST_MAX 8	/* file names listed in the body, at most */
#define DEFAULT_FROM "cfix <cfix@invalid>"

struct series_rule {
	char *name;
	char *message;		/* NULL until one is given */
};

struct series_change {
	uint32_t rule;		/* index in rules */
	char *path;		/* without a leading "./" */
	char *folder;		/* path up to its last '/'; "" for none */
	char *diff;
	size_t len;
};

struct cfix_series {
	struct cfix_arena *arena;	/* every string below */
	CFIX_ARRAY(struct series_rule) rules;
	CFIX_ARRAY(struct series_change) changes;
};

/* One patch: count changes from a run of the sorted changes. */
struct series_patch {
	const struct series_change *const *changes;
	size_t count;
};

/* What every patch of one write shares. */
struct series_writer {
	const char *dir;
	const char *version;
	const char *from;
	char date[40];
	size_t total;
	int digits;		/* of the file name numbers */
};

/* ---- collecting --------------------------------------------------------- */

struct cfix_series *cfix_series_new(void)
{
	struct cfix_series *series = cfix_xcalloc(1, sizeof(*series));

	series->arena = cfix_arena_new();
	return series;
}

void cfix_series_free(struct cfix_series *series)
{
	if (!series)
		return;
	cfix_arena_free(series->arena);
	cfix_array_release(&series->rules);
	cfix_array_release(&series->changes);
	free(series);
}

/* rule's index, declaring it (after all others) when new. */
static uint32_t rule_index(struct cfix_series *series, const char *rule,
			   const char *message)
{
	struct series_rule *item;
	uint32_t i;

	for (i = 0; i < series->rules.len; i++)
		if (!strcmp(series->rules.items[i].name, rule))
			break;
	if (i == series->rules.len)
		cfix_array_push(&series->rules, ((struct series_rule){
			.name = cfix_arena_strdup(series->arena, rule),
		}));
	item = &cfix_array_at(&series->rules, i);
	if (message && !item->message)
		item->message = cfix_arena_strdup(series->arena, message);
	return i;
}

void cfix_series_add_rule(struct cfix_series *series, const char *rule,
			  const char *message)
{
	rule_index(series, rule, message);
}

void cfix_series_add(struct cfix_series *series, const char *rule,
		     const char *message, const char *path, const char *diff,
		     size_t len)
{
	struct cfix_arena *arena = series->arena;
	const char *slash;
	size_t folder_len;

	while (path[0] == '.' && path[1] == '/')
		for (path += 2; *path == '/'; path++)
			;
	slash = strrchr(path, '/');
	folder_len = slash ? (size_t)(slash - path) : 0;
	cfix_array_push(&series->changes, ((struct series_change){
		.rule = rule_index(series, rule, message),
		.path = cfix_arena_strdup(arena, path),
		.folder = cfix_arena_strndup(arena, path, folder_len),
		.diff = cfix_arena_strndup(arena, diff, len),
		.len = len,
	}));
}

/* ---- grouping ----------------------------------------------------------- */

static int change_compare(const void *a, const void *b)
{
	const struct series_change *x = *(const struct series_change *const *)a;
	const struct series_change *y = *(const struct series_change *const *)b;
	int diff;

	if (x->rule != y->rule)
		return x->rule < y->rule ? -1 : 1;
	diff = strcmp(x->folder, y->folder);
	return diff ? diff : strcmp(x->path, y->path);
}

/* The changes sorted by rule, folder and path (malloc'd array). */
static const struct series_change **changes_sorted(
	const struct cfix_series *series)
{
	size_t n = series->changes.len;
	const struct series_change **sorted =
		cfix_xcalloc(n ? n : 1, sizeof(*sorted));

	for (size_t i = 0; i < n; i++)
		sorted[i] = &series->changes.items[i];
	qsort(sorted, n, sizeof(*sorted), change_compare);
	for (size_t i = 1; i < n; i++)
		if (!change_compare(&sorted[i - 1], &sorted[i]))
			CFIX_BUG("two diffs of '%s' by rule '%s'",
				 sorted[i]->path,
				 series->rules.items[sorted[i]->rule].name);
	return sorted;
}

static bool same_patch(const struct series_change *a,
		       const struct series_change *b)
{
	return a->rule == b->rule && !strcmp(a->folder, b->folder);
}

size_t cfix_series_count(const struct cfix_series *series)
{
	const struct series_change **sorted = changes_sorted(series);
	size_t count = series->changes.len ? 1 : 0;

	for (size_t i = 1; i < series->changes.len; i++)
		count += !same_patch(sorted[i - 1], sorted[i]);
	free(sorted);
	return count;
}

/* Splits sorted changes into patches: runs of one rule and folder. */
static void patches_split(const struct series_change **sorted, size_t n,
			  struct series_patch **patches, size_t *count)
{
	*patches = cfix_xcalloc(n ? n : 1, sizeof(**patches));
	*count = 0;
	for (size_t i = 0; i < n; i++) {
		if (!i || !same_patch(sorted[i - 1], sorted[i]))
			(*patches)[(*count)++].changes = &sorted[i];
		(*patches)[*count - 1].count++;
	}
}

/* ---- subject ------------------------------------------------------------ */

/*
 * What follows dir in path when path is dir or lies inside it ("" or
 * the rest after the slash), else NULL.
 */
static const char *dir_skip(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	if (strncmp(path, dir, n) || (path[n] && path[n] != '/'))
		return NULL;
	return path[n] ? path + n + 1 : path + n;
}

/* Top-level folders kernel subjects leave out ("drivers/platform/x86"). */
static const char *const dropped_tops[] = {
	"drivers", "fs", "net", "arch", "kernel",
};

/*
 * The subject prefix for a folder, after kernel habits: no "drivers/",
 * "fs/", "net/", "arch/" or "kernel/" in front of a deeper folder,
 * "drm/..." for drivers/gpu/drm/..., "ASoC: ..." for sound/soc/...,
 * "ALSA: ..." for the rest of sound/ (without "pci/"); else the folder.
 */
static void prefix_add(struct cfix_buf *out, const char *folder)
{
	const char *rest;

	while (*folder == '/')
		folder++;
	if ((rest = dir_skip(folder, "drivers/gpu")) && dir_skip(rest, "drm")) {
		cfix_buf_adds(out, rest);
		return;
	}
	if ((rest = dir_skip(folder, "sound/soc"))) {
		cfix_buf_addf(out, "ASoC%s%s", *rest ? ": " : "", rest);
		return;
	}
	if (((rest = dir_skip(folder, "sound/pci")) && *rest) ||
	    ((rest = dir_skip(folder, "sound")) && *rest)) {
		cfix_buf_addf(out, "ALSA: %s", rest);
		return;
	}
	for (size_t i = 0; i < sizeof(dropped_tops) / sizeof(*dropped_tops);
	     i++) {
		if ((rest = dir_skip(folder, dropped_tops[i])) && *rest) {
			cfix_buf_adds(out, rest);
			return;
		}
	}
	cfix_buf_adds(out, folder);
}

/*
 * Appends the file's name without its extension, unless the prefix
 * (out's text so far) already ends with it.
 */
static void file_part_add(struct cfix_buf *out, const char *path)
{
	const char *base = strrchr(path, '/');
	const char *dot;
	size_t n;

	base = base ? base + 1 : path;
	dot = strrchr(base, '.');
	n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
	if (out->len >= n && !strncmp(out->data + out->len - n, base, n) &&
	    (out->len == n || out->data[out->len - n - 1] == '/' ||
	     out->data[out->len - n - 1] == ' '))
		return;
	if (out->len)
		cfix_buf_adds(out, ": ");
	cfix_buf_add(out, base, n);
}

/* Verbs a message's remedy starts with ("...: use kzalloc()"). */
static const char *const imperatives[] = {
	"add", "avoid", "call", "check", "convert", "do", "don't", "drop",
	"fix", "free", "initialize", "make", "move", "pass", "prefer",
	"remove", "replace", "return", "simplify", "switch", "use",
};

static bool is_imperative(const char *clause)
{
	for (size_t i = 0; i < sizeof(imperatives) / sizeof(*imperatives);
	     i++) {
		size_t n = strlen(imperatives[i]);

		if (!strncasecmp(clause, imperatives[i], n) &&
		    (!clause[n] || clause[n] == ' '))
			return true;
	}
	return false;
}

/*
 * The summary from the rule's message, which reads "problem: remedy":
 * the last clause when it is an order ("use kzalloc()"), else the first
 * if it is one, else "fix " and the first ("fix '!' binds tighter than
 * '&'").  Without a message: "apply cfix rule NAME".
 */
static void summary_add(struct cfix_buf *out, const struct series_rule *rule)
{
	const char *msg = rule->message, *colon, *last = NULL;
	size_t start = out->len, first_len;

	if (!msg || !*msg) {
		cfix_buf_addf(out, "apply cfix rule %s", rule->name);
		return;
	}
	colon = strstr(msg, ": ");
	first_len = colon ? (size_t)(colon - msg) : strlen(msg);
	for (const char *p = colon; p; p = strstr(p + 2, ": "))
		last = p + 2;
	if (last && is_imperative(last)) {
		cfix_buf_adds(out, last);
	} else {
		if (!is_imperative(msg))
			cfix_buf_adds(out, "fix ");
		cfix_buf_add(out, msg, first_len);
	}
	if (out->data[start] >= 'A' && out->data[start] <= 'Z' &&
	    out->data[start + 1] >= 'a' && out->data[start + 1] <= 'z')
		out->data[start] += 'a' - 'A';
}

/* Drops trailing spaces and punctuation that cannot end a subject. */
static void tail_trim(struct cfix_buf *out, size_t keep)
{
	while (out->len > keep && strchr(" .,;:-", out->data[out->len - 1]))
		out->data[--out->len] = '\0';
}

/*
 * The commit's subject, "prefix: file: summary" (one file) or
 * "prefix: summary", on one line of at most SUBJECT_MAX bytes (cut at a
 * space when it must be cut).
 */
static void subject_add(struct cfix_buf *out, const struct series_rule *rule,
			const struct series_patch *patch)
{
	const struct series_change *first = patch->changes[0];

	prefix_add(out, first->folder);
	if (patch->count == 1)
		file_part_add(out, first->path);
	if (out->len)
		cfix_buf_adds(out, ": ");
	summary_add(out, rule);
	for (size_t i = 0; i < out->len; i++)
		if ((unsigned char)out->data[i] < 0x20)
			out->data[i] = ' ';
	if (out->len > SUBJECT_MAX) {
		size_t cut = SUBJECT_MAX;

		while (cut && out->data[cut] != ' ')
			cut--;
		for (cut = cut ? cut : SUBJECT_MAX;
		     ((unsigned char)out->data[cut] & 0xC0) == 0x80; cut--)
			;
		out->len = cut;
		out->data[out->len] = '\0';
	}
	tail_trim(out, 0);
}

/* ---- body --------------------------------------------------------------- */

static bool is_blank(char ch)
{
	return ch == ' ' || (ch && (unsigned char)ch < 0x20);
}

/* Columns of text[0, len): UTF-8 continuation bytes take none. */
static size_t utf8_width(const char *text, size_t len)
{
	size_t width = 0;

	for (size_t i = 0; i < len; i++)
		width += ((unsigned char)text[i] & 0xC0) != 0x80;
	return width;
}

/*
 * Appends text's words as lines of at most WRAP columns (a longer word
 * stands alone).
 */
static void wrap_add(struct cfix_buf *out, const char *text)
{
	size_t col = 0;

	for (;;) {
		size_t n = 0, width;

		while (is_blank(*text))
			text++;
		if (!*text)
			break;
		while (text[n] && !is_blank(text[n]))
			n++;
		width = utf8_width(text, n);
		if (col && col + 1 + width > WRAP) {
			cfix_buf_addch(out, '\n');
			col = 0;
		}
		if (col) {
			cfix_buf_addch(out, ' ');
			col++;
		}
		cfix_buf_add(out, text, n);
		col += width;
		text += n;
	}
	if (col)
		cfix_buf_addch(out, '\n');
}

/* Where the patch changes things: the file, or the folder and names. */
static void place_add(struct cfix_buf *out, const struct series_patch *patch)
{
	const char *folder = patch->changes[0]->folder;
	size_t skip = *folder ? strlen(folder) + 1 : 0;

	if (patch->count == 1) {
		cfix_buf_adds(out, patch->changes[0]->path);
		return;
	}
	if (patch->count > LIST_MAX) {
		cfix_buf_addf(out, "%zu files of %s", patch->count,
			      *folder ? folder : "the top folder");
		return;
	}
	if (*folder)
		cfix_buf_addf(out, "%s/ (", folder);
	for (size_t i = 0; i < patch->count; i++)
		cfix_buf_addf(out, "%s%s", i ? ", " : "",
			      patch->changes[i]->path + skip);
	if (*folder)
		cfix_buf_addch(out, ')');
}

/*
 * The commit message's body: the rule's message as a sentence, then who
 * made the change and where, each paragraph wrapped.
 */
static void body_add(struct cfix_buf *out, const struct series_rule *rule,
		     const struct series_patch *patch)
{
	struct cfix_buf text = CFIX_BUF_INIT;

	if (rule->message && *rule->message) {
		cfix_buf_adds(&text, rule->message);
		tail_trim(&text, 0);
		cfix_buf_addch(&text, '.');
		wrap_add(out, text.data);
		cfix_buf_addch(out, '\n');
		cfix_buf_reset(&text);
	}
	cfix_buf_addf(&text, "This patch was generated by cfix (rule %s): the "
		      "same change was made at every place the rule matched "
		      "in ", rule->name);
	place_add(&text, patch);
	cfix_buf_addch(&text, '.');
	wrap_add(out, text.data);
	cfix_buf_release(&text);
}

/* ---- diffstat ----------------------------------------------------------- */

struct stat_row {
	char *name;		/* quoted as git quotes it, malloc */
	size_t added, deleted;
};

/* Counts the '+' and '-' lines of diff's hunks. */
static void diff_count(const char *diff, size_t len, struct stat_row *row)
{
	const char *end = diff + len;
	bool hunk = false;

	for (const char *p = diff; p < end;) {
		const char *eol = memchr(p, '\n', end - p);
		size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);

		if (n >= 2 && p[0] == '@' && p[1] == '@')
			hunk = true;
		else if (n >= 11 && !memcmp(p, "diff --git ", 11))
			hunk = false;
		else if (hunk && p[0] == '+')
			row->added++;
		else if (hunk && p[0] == '-')
			row->deleted++;
		p += n + 1;
	}
}

/* path as git's diffstat shows it: in C quotes when it needs them. */
static char *stat_name(const char *path)
{
	static const char from[] = "\a\b\t\n\v\f\r\"\\", to[] = "abtnvfr\"\\";
	struct cfix_buf name = CFIX_BUF_INIT;
	bool quote = false;
	char *quoted;

	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		const char *esc = strchr(from, *p);

		if (esc) {
			cfix_buf_addf(&name, "\\%c", to[esc - from]);
		} else if (*p < 0x20 || *p >= 0x7f) {
			cfix_buf_addf(&name, "\\%03o", *p);
		} else {
			cfix_buf_addch(&name, *p);
			continue;
		}
		quote = true;
	}
	if (!quote)
		return cfix_buf_detach(&name, NULL);
	quoted = cfix_xasprintf("\"%s\"", name.data);
	cfix_buf_release(&name);
	return quoted;
}

/* The widths of a diffstat's columns, as git's show_stats() picks them. */
struct stat_layout {
	long name_width;
	long number_width;
	long graph_width;
	size_t max_change;
};

static long decimal_width(size_t n)
{
	long width = 1;

	for (; n >= 10; n /= 10)
		width++;
	return width;
}

static struct stat_layout stat_layout(const struct stat_row *rows, size_t n)
{
	struct stat_layout layout = { 0 };
	long width = STAT_WIDTH, name = 0, graph;

	for (size_t i = 0; i < n; i++) {
		size_t change = rows[i].added + rows[i].deleted;

		if ((long)strlen(rows[i].name) > name)
			name = (long)strlen(rows[i].name);
		if (change > layout.max_change)
			layout.max_change = change;
	}
	layout.number_width = decimal_width(layout.max_change);
	if (width < 16 + 6 + layout.number_width)
		width = 16 + 6 + layout.number_width;
	graph = (long)layout.max_change;
	if (name + layout.number_width + 6 + graph > width) {
		if (graph > width * 3 / 8 - layout.number_width - 6) {
			graph = width * 3 / 8 - layout.number_width - 6;
			if (graph < 6)
				graph = 6;
		}
		if (name > width - layout.number_width - 6 - graph)
			name = width - layout.number_width - 6 - graph;
		else
			graph = width - layout.number_width - 6 - name;
	}
	layout.name_width = name;
	layout.graph_width = graph;
	return layout;
}

/* git's scale_linear(): any change gets at least one column. */
static size_t scale_linear(size_t it, long width, size_t max_change)
{
	if (!it)
		return 0;
	return 1 + (size_t)((unsigned long long)it * (width - 1) / max_change);
}

/* One " name | N +++--" line; a long name becomes ".../rest". */
static void stat_row_add(struct cfix_buf *out, const struct stat_row *row,
			 const struct stat_layout *layout)
{
	const char *name = row->name, *prefix = "";
	long len = layout->name_width, name_len = (long)strlen(name), padding;
	size_t add = row->added, del = row->deleted, total = add + del;

	if (len < name_len) {
		const char *slash;

		prefix = "...";
		len = len > 3 ? len - 3 : 0;
		name += name_len - len;
		slash = strchr(name, '/');
		name = slash ? slash : name;
	}
	padding = len - (long)strlen(name);
	if (layout->graph_width <= (long)layout->max_change) {
		size_t scaled = scale_linear(total, layout->graph_width,
					     layout->max_change);

		if (scaled < 2 && add && del)
			scaled = 2;
		if (add < del) {
			add = scale_linear(add, layout->graph_width,
					   layout->max_change);
			del = scaled - add;
		} else {
			del = scale_linear(del, layout->graph_width,
					   layout->max_change);
			add = scaled - del;
		}
	}
	cfix_buf_addf(out, " %s%s%*s | %*zu%s", prefix, name,
		      (int)(padding > 0 ? padding : 0), "",
		      (int)layout->number_width, total, total ? " " : "");
	for (size_t i = 0; i < add; i++)
		cfix_buf_addch(out, '+');
	for (size_t i = 0; i < del; i++)
		cfix_buf_addch(out, '-');
	cfix_buf_addch(out, '\n');
}

/* git's " N files changed, N insertions(+), N deletions(-)" line. */
static void stat_summary_add(struct cfix_buf *out, size_t files,
			     size_t insertions, size_t deletions)
{
	cfix_buf_addf(out, " %zu file%s changed", files, files == 1 ? "" : "s");
	if (insertions || !deletions)
		cfix_buf_addf(out, ", %zu insertion%s(+)", insertions,
			      insertions == 1 ? "" : "s");
	if (deletions || !insertions)
		cfix_buf_addf(out, ", %zu deletion%s(-)", deletions,
			      deletions == 1 ? "" : "s");
	cfix_buf_addch(out, '\n');
}

/* The patch's diffstat as `git format-patch` prints it (width 72). */
static void diffstat_add(struct cfix_buf *out,
			 const struct series_patch *patch)
{
	struct stat_row *rows = cfix_xcalloc(patch->count, sizeof(*rows));
	struct stat_layout layout;
	size_t insertions = 0, deletions = 0;

	for (size_t i = 0; i < patch->count; i++) {
		rows[i].name = stat_name(patch->changes[i]->path);
		diff_count(patch->changes[i]->diff, patch->changes[i]->len,
			   &rows[i]);
		insertions += rows[i].added;
		deletions += rows[i].deleted;
	}
	layout = stat_layout(rows, patch->count);
	for (size_t i = 0; i < patch->count; i++) {
		stat_row_add(out, &rows[i], &layout);
		free(rows[i].name);
	}
	stat_summary_add(out, patch->count, insertions, deletions);
	free(rows);
}

/* ---- headers ------------------------------------------------------------ */

/* CFIX_PATCH_FROM when set and of the form "Name <email>", else NULL. */
static const char *from_get(struct cfix_diag_sink *sink)
{
	const char *from = getenv("CFIX_PATCH_FROM");
	struct cfix_loc loc = { .file = "cfix" };
	const char *open;

	if (!from || !*from)
		return DEFAULT_FROM;
	open = strchr(from, '<');
	if (!strpbrk(from, "\r\n") && open && strchr(open, '>'))
		return from;
	cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
		      "CFIX_PATCH_FROM is not of the form 'Name <email>': '%s'",
		      from);
	return NULL;
}

/*
 * The Date: value (RFC 2822, UTC) of SOURCE_DATE_EPOCH when set, else of
 * now.  Returns 0, or -1 with an error in sink.
 */
static int date_format(char *date, size_t size, struct cfix_diag_sink *sink)
{
	static const char days[][4] = {
		"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat",
	};
	static const char months[][4] = {
		"Jan", "Feb", "Mar", "Apr", "May", "Jun",
		"Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
	};
	const char *epoch = getenv("SOURCE_DATE_EPOCH");
	struct cfix_loc loc = { .file = "cfix" };
	time_t when = time(NULL);
	struct tm tm;

	if (epoch) {
		char *end;
		unsigned long long seconds;

		errno = 0;
		seconds = strtoull(epoch, &end, 10);
		when = (time_t)seconds;
		if (*epoch < '0' || *epoch > '9' || *end || errno ||
		    when < 0 || (unsigned long long)when != seconds)
			goto bad;
	}
	if (!gmtime_r(&when, &tm))
		goto bad;
	snprintf(date, size, "%s, %d %s %d %02d:%02d:%02d +0000",
		 days[tm.tm_wday], tm.tm_mday, months[tm.tm_mon],
		 tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
	return 0;
bad:
	cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
		      "SOURCE_DATE_EPOCH is not a number of seconds: '%s'",
		      epoch ? epoch : "");
	return -1;
}

static bool has_non_ascii(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)text[i] >= 0x80)
			return true;
	return false;
}

/* Whether the patch needs MIME headers saying its bytes are 8-bit. */
static bool patch_is_8bit(const char *from, const char *subject,
			  const struct cfix_buf *body,
			  const struct series_patch *patch)
{
	if (has_non_ascii(from, strlen(from)) ||
	    has_non_ascii(subject, strlen(subject)) ||
	    has_non_ascii(body->data, body->len))
		return true;
	for (size_t i = 0; i < patch->count; i++)
		if (has_non_ascii(patch->changes[i]->diff,
				  patch->changes[i]->len))
			return true;
	return false;
}

/* ---- files -------------------------------------------------------------- */

/* git format-patch's characters kept in file names. */
static bool is_title_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (ch >= '0' && ch <= '9') || ch == '.' || ch == '_';
}

/*
 * DIR/NNNN-SLUG.patch, where SLUG is subject sanitized as git
 * format-patch does it: runs of other characters become one '-', runs
 * of '.' one '.', at most SLUG_MAX bytes, no '-' or '.' at the end.
 * malloc'd.
 */
static char *file_name(const struct series_writer *writer, size_t nr,
		       const char *subject)
{
	struct cfix_buf name = CFIX_BUF_INIT;
	size_t start;
	bool gap = false;

	cfix_buf_addf(&name, "%s/%0*zu-", writer->dir, writer->digits, nr);
	start = name.len;
	for (const char *p = subject; *p; p++) {
		if (!is_title_char(*p)) {
			gap = name.len > start;
			continue;
		}
		if (gap)
			cfix_buf_addch(&name, '-');
		gap = false;
		if (*p != '.' || name.data[name.len - 1] != '.')
			cfix_buf_addch(&name, *p);
	}
	if (name.len > start + SLUG_MAX) {
		name.len = start + SLUG_MAX;
		name.data[name.len] = '\0';
	}
	while (name.len > start && strchr(".-", name.data[name.len - 1]))
		name.data[--name.len] = '\0';
	cfix_buf_adds(&name, ".patch");
	return cfix_buf_detach(&name, NULL);
}

/* mkdir -p dir.  Returns 0 or an errno value. */
static int dir_make(const char *dir)
{
	char *path = cfix_xstrdup(dir);
	int err = 0;

	for (char *p = path + 1; !err; p++) {
		char ch = *p;

		if (ch && ch != '/')
			continue;
		*p = '\0';
		if (mkdir(path, 0777) && errno != EEXIST)
			err = errno;
		*p = ch;
		if (!ch)
			break;
	}
	free(path);
	return err;
}

/* The name of a *.patch file the folder holds (malloc), or NULL. */
static char *dir_find_patch(DIR *handle)
{
	struct dirent *entry;

	while ((entry = readdir(handle))) {
		size_t n = strlen(entry->d_name);

		if (n > 6 && !strcmp(entry->d_name + n - 6, ".patch"))
			return cfix_xstrdup(entry->d_name);
	}
	return NULL;
}

bool cfix_series_dir_has_patches(const char *dir)
{
	DIR *handle = opendir(dir);
	char *found;

	if (!handle)
		return false;
	found = dir_find_patch(handle);
	closedir(handle);
	free(found);
	return found != NULL;
}

/*
 * Makes dir (and its parents) and checks it holds no *.patch file.
 * Returns 0, or -1 with an error in sink.
 */
static int dir_prepare(const char *dir, struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = dir };
	int err = *dir ? dir_make(dir) : ENOENT;
	DIR *handle = NULL;
	char *found = NULL;

	if (!err && !(handle = opendir(dir)))
		err = errno;
	if (err) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "cannot make patch folder '%s': %s", dir,
			      strerror(err));
		return -1;
	}
	found = dir_find_patch(handle);
	closedir(handle);
	if (!found)
		return 0;
	cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
		      "patch folder '%s' already holds patches ('%s'); remove "
		      "them or choose another folder", dir, found);
	free(found);
	return -1;
}

/* Creates path (it must not exist) holding text.  0, or -1 (sink). */
static int file_save(const char *path, const struct cfix_buf *text,
		     struct cfix_diag_sink *sink)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0666);
	size_t done = 0;
	int err = 0;

	if (fd < 0)
		err = errno;
	while (!err && done < text->len) {
		ssize_t n = write(fd, text->data + done, text->len - done);

		if (n < 0 && errno != EINTR)
			err = errno;
		done += n > 0 ? (size_t)n : 0;
	}
	if (fd >= 0 && close(fd) && !err)
		err = errno;
	if (!err)
		return 0;
	cfix_diag_add(sink, CFIX_DIAG_ERROR, (struct cfix_loc){ .file = path },
		      "cannot write '%s': %s", path, strerror(err));
	return -1;
}

/* ---- writing ------------------------------------------------------------ */

/* The patch file's text: mail headers, message, diffstat, diffs. */
static void patch_text(struct cfix_buf *out, const struct series_writer *w,
		       const struct series_rule *rule,
		       const struct series_patch *patch, size_t nr,
		       const char *subject)
{
	struct cfix_buf body = CFIX_BUF_INIT;

	body_add(&body, rule, patch);
	cfix_buf_addf(out, "From %040d Mon Sep 17 00:00:00 2001\n"
		      "From: %s\nDate: %s\n", 0, w->from, w->date);
	if (w->total == 1)
		cfix_buf_addf(out, "Subject: [PATCH] %s\n", subject);
	else
		cfix_buf_addf(out, "Subject: [PATCH %0*zu/%zu] %s\n",
			      (int)decimal_width(w->total), nr, w->total,
			      subject);
	if (patch_is_8bit(w->from, subject, &body, patch))
		cfix_buf_adds(out, "MIME-Version: 1.0\n"
			      "Content-Type: text/plain; charset=UTF-8\n"
			      "Content-Transfer-Encoding: 8bit\n");
	cfix_buf_addf(out, "\n%s---\n", body.data);
	diffstat_add(out, patch);
	cfix_buf_addch(out, '\n');
	for (size_t i = 0; i < patch->count; i++) {
		const struct series_change *change = patch->changes[i];

		cfix_buf_add(out, change->diff, change->len);
		if (change->len && change->diff[change->len - 1] != '\n')
			cfix_buf_addch(out, '\n');
	}
	cfix_buf_addf(out, "-- \ncfix%s%s\n\n", w->version ? " " : "",
		      w->version ? w->version : "");
	cfix_buf_release(&body);
}

/* Writes patch number nr.  Returns 0, or -1 with an error in sink. */
static int patch_save(const struct series_writer *w,
		      const struct cfix_series *series,
		      const struct series_patch *patch, size_t nr,
		      struct cfix_diag_sink *sink)
{
	const struct series_rule *rule =
		&series->rules.items[patch->changes[0]->rule];
	struct cfix_buf subject = CFIX_BUF_INIT, text = CFIX_BUF_INIT;
	char *path;
	int ret;

	subject_add(&subject, rule, patch);
	patch_text(&text, w, rule, patch, nr, subject.data);
	path = file_name(w, nr, subject.data);
	ret = file_save(path, &text, sink);
	free(path);
	cfix_buf_release(&text);
	cfix_buf_release(&subject);
	return ret;
}

int cfix_series_write(const struct cfix_series *series, const char *dir,
		      const char *version, struct cfix_diag_sink *sink)
{
	struct series_writer w = { .dir = dir, .version = version };
	const struct series_change **sorted = NULL;
	struct series_patch *patches = NULL;
	int ret = -1;

	w.from = from_get(sink);
	if (!w.from || date_format(w.date, sizeof(w.date), sink) ||
	    dir_prepare(dir, sink))
		return -1;
	sorted = changes_sorted(series);
	patches_split(sorted, series->changes.len, &patches, &w.total);
	w.digits = decimal_width(w.total) > 4 ? (int)decimal_width(w.total) : 4;
	for (size_t i = 0; i < w.total; i++)
		if (patch_save(&w, series, &patches[i], i + 1, sink))
			goto out;
	ret = (int)w.total;
out:
	free(patches);
	free(sorted);
	return ret;
}

/* ---- saving and merging (--shard with --patch-dir) ---------------------- */

/*
 * The saved form: a first line "cfix-series 1", then one record per
 * rule (in the series' rule order) and per change (in the order added):
 *
 *	R\n<len>:<name>\n<len>:<message>\n	(an empty message: none)
 *	C\n<len>:<rule>\n<len>:<path>\n<len>:<diff>\n
 *
 * Every field carries its length, so names, paths and diffs may hold
 * any byte.  Private to cfix: one build writes it, another reads it.
 */
#define SAVE_MAGIC "cfix-series 1\n"

static void field_add(struct cfix_buf *out, const char *text, size_t len)
{
	cfix_buf_addf(out, "%zu:", len);
	cfix_buf_add(out, text, len);
	cfix_buf_addch(out, '\n');
}

int cfix_series_save(const struct cfix_series *series, const char *path,
		     struct cfix_diag_sink *sink)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	int ret;

	cfix_buf_adds(&out, SAVE_MAGIC);
	for (size_t i = 0; i < series->rules.len; i++) {
		const struct series_rule *rule = &series->rules.items[i];
		const char *message = rule->message ? rule->message : "";

		cfix_buf_adds(&out, "R\n");
		field_add(&out, rule->name, strlen(rule->name));
		field_add(&out, message, strlen(message));
	}
	for (size_t i = 0; i < series->changes.len; i++) {
		const struct series_change *change = &series->changes.items[i];
		const char *rule = series->rules.items[change->rule].name;

		cfix_buf_adds(&out, "C\n");
		field_add(&out, rule, strlen(rule));
		field_add(&out, change->path, strlen(change->path));
		field_add(&out, change->diff, change->len);
	}
	ret = file_save(path, &out, sink);
	cfix_buf_release(&out);
	return ret;
}

/* Reads "<len>:<bytes>\n" at *at; false when the text is not that. */
static bool field_read(const char *text, size_t len, size_t *at,
		       const char **field, size_t *field_len)
{
	size_t n = 0, i = *at;

	if (i >= len || text[i] < '0' || text[i] > '9')
		return false;
	for (; i < len && text[i] >= '0' && text[i] <= '9'; i++) {
		if (n > (SIZE_MAX - 9) / 10)
			return false;
		n = n * 10 + (size_t)(text[i] - '0');
	}
	if (i >= len || text[i] != ':' || n > len - i - 1 ||
	    i + 1 + n >= len || text[i + 1 + n] != '\n')
		return false;
	*field = text + i + 1;
	*field_len = n;
	*at = i + 2 + n;
	return true;
}

static bool change_exists(const struct cfix_series *series,
			  const char *rule, const char *path)
{
	while (path[0] == '.' && path[1] == '/')
		for (path += 2; *path == '/'; path++)
			;
	for (size_t i = 0; i < series->changes.len; i++) {
		const struct series_change *c = &series->changes.items[i];

		if (!strcmp(c->path, path) &&
		    !strcmp(series->rules.items[c->rule].name, rule))
			return true;
	}
	return false;
}

int cfix_series_load(struct cfix_series *series, const char *path,
		     const char *text, size_t len, struct cfix_diag_sink *sink)
{
	size_t at = strlen(SAVE_MAGIC);

	if (len < at || memcmp(text, SAVE_MAGIC, at))
		goto bad;
	while (at < len) {
		const char *f[3];
		size_t n[3], nfields;
		char *s[3];

		if (len - at < 2 || text[at + 1] != '\n' ||
		    (text[at] != 'R' && text[at] != 'C'))
			goto bad;
		nfields = text[at] == 'R' ? 2 : 3;
		at += 2;
		for (size_t k = 0; k < nfields; k++)
			if (!field_read(text, len, &at, &f[k], &n[k]))
				goto bad;
		for (size_t k = 0; k < 2; k++) {
			s[k] = cfix_arena_strndup(series->arena, f[k], n[k]);
			if (strlen(s[k]) != n[k])
				goto bad;	/* a NUL in a name or path */
		}
		if (nfields == 2) {
			rule_index(series, s[0], *s[1] ? s[1] : NULL);
		} else if (change_exists(series, s[0], s[1])) {
			cfix_diag_add(sink, CFIX_DIAG_ERROR,
				      (struct cfix_loc){ .file = path },
				      "'%s': a second change of '%s' by rule "
				      "'%s' (the same shard given twice?)",
				      path, s[1], s[0]);
			return -1;
		} else {
			cfix_series_add(series, s[0], NULL, s[1], f[2], n[2]);
		}
	}
	return 0;
bad:
	cfix_diag_add(sink, CFIX_DIAG_ERROR, (struct cfix_loc){ .file = path },
		      "'%s' is not a patch series saved by this cfix "
		      "(at byte %zu)", path, at);
	return -1;
}
