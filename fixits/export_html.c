/*
 * --html DIR: a run's findings as a static site that opens from file://
 * with no network and no server.  index.html sums the run up by
 * severity, by rule and by its busiest folders (folders.html: all of
 * them); rules/R.html and folders/D.html list the findings of one rule
 * or folder (filters by severity, folder, rule: cfix.js); files/F.html
 * holds each finding of one file with its code in context and its fix
 * as a diff, at anchor #fK.  Pages are named by number, never by a name
 * from the tree, and every text is escaped.
 *
 * Design decision: the pages are split so that none grows with the run.
 * The summary holds one row per rule and TOP_FOLDERS folders; a list
 * page holds at most PAGE_ROWS findings (more go to R-2.html, R-3.html,
 * ...); a file page holds one file's findings.  The code shown and the
 * diff are cut in the worker (export_html_snippet.c), so the parent
 * never holds a file's text.  The site is written into a new folder beside
 * DIR and renamed into place: DIR is never half-written, and a DIR that
 * cfix did not write (no .cfix-html manifest, or a file it does not
 * list) is refused, never emptied.
 */
#include "export_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define PAGE_ROWS 500		/* findings on one list page */
#define TOP_FOLDERS 20		/* folders on the summary page */
#define MARKER ".cfix-html"	/* the manifest: every file cfix wrote */
#define MARKER_HEAD "cfix --html report; files written:\n"

static const char *const subfolders[] = { "rules", "folders", "files" };
static const char *const severities[] = { "error", "warning", "note" };

/* ---- escaping ----------------------------------------------------------- */

/*
 * text[0, n) as HTML text or attribute value: markup characters as
 * entities, bytes that are not UTF-8 and control characters as U+FFFD.
 */
static void add_escaped_n(struct cfix_buf *out, const char *text, size_t n)
{
	const unsigned char *s = (const unsigned char *)text, *end = s + n;

	while (s < end) {
		size_t k = *s ? cfix__export_utf8_sequence(s) : 0;

		if (k > (size_t)(end - s))
			k = 0;
		if (*s == '&' || *s == '<' || *s == '>' || *s == '"' ||
		    *s == '\'')
			cfix_buf_addf(out, "&#%d;", *s);
		else if (k == 1 && *s < 0x20 && *s != '\t' && *s != '\n')
			cfix_buf_adds(out, *s == '\r' ? "" : "\xEF\xBF\xBD");
		else if (k)
			cfix_buf_add(out, s, k);
		else
			cfix_buf_adds(out, "\xEF\xBF\xBD");
		s += k ? k : 1;
	}
}

static void add_escaped(struct cfix_buf *out, const char *text)
{
	add_escaped_n(out, text, strlen(text));
}

/* ---- the site's model --------------------------------------------------- */

/* One finding, in run order. */
struct entry {
	const struct cfix_export_record *file;
	const struct cfix_export_finding *f;
	uint32_t fileno, k;	/* files/FILENO.html#fK */
	uint32_t rule, folder;	/* indexes in site.rules, site.folders */
	uint32_t sev;		/* index in severities[] */
	uint32_t rule_rank;	/* place among its rule's findings */
	uint32_t folder_rank;	/* place among its folder's findings */
};

struct tally {
	uint32_t findings, fixes, files, sev[3];
};

/* A sorted set of names; tally and the entries' order per name. */
struct names {
	CFIX_ARRAY(char *) items;
	struct tally *tally;
	uint32_t *order;	/* entry indexes, grouped by name */
	uint32_t *start;	/* a name's first place in order */
};

struct site {
	const struct cfix_export *run;
	const char *version;
	CFIX_ARRAY(struct entry) entries;
	struct names rules, folders;
	struct tally total;
	int fd;			/* the folder being written */
	struct cfix_buf manifest;
	int err;		/* the first write error, or 0 */
	char *err_name;		/* the page it hit */
};

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The folder of path as named: "." for a bare file name. */
static char *folder_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return cfix_xstrdup(".");
	if (slash == path)
		return cfix_xstrdup("/");
	return cfix_xasprintf("%.*s", (int)(slash - path), path);
}

static void names_add(struct names *set, const char *name)
{
	cfix_array_push(&set->items, cfix_xstrdup(name));
}

/* Sorts the names and drops repeats. */
static void names_settle(struct names *set)
{
	size_t kept = 0;

	if (set->items.len)
		qsort(set->items.items, set->items.len, sizeof(char *),
		      compare_names);
	for (size_t i = 0; i < set->items.len; i++) {
		if (kept && !strcmp(set->items.items[kept - 1],
				    set->items.items[i]))
			free(set->items.items[i]);
		else
			set->items.items[kept++] = set->items.items[i];
	}
	set->items.len = kept;
	set->tally = cfix_xcalloc(kept + 1, sizeof(*set->tally));
	set->start = cfix_xcalloc(kept + 1, sizeof(*set->start));
}

static uint32_t names_find(const struct names *set, const char *name)
{
	char **hit = bsearch(&name, set->items.items, set->items.len,
			     sizeof(char *), compare_names);

	return hit ? (uint32_t)(hit - set->items.items) : 0;
}

static void names_release(struct names *set)
{
	for (size_t i = 0; i < set->items.len; i++)
		free(set->items.items[i]);
	cfix_array_release(&set->items);
	free(set->tally);
	free(set->order);
	free(set->start);
}

static uint32_t severity_index(const char *name)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!strcmp(name, severities[i]))
			return i;
	return 1;
}

static void tally_add(struct tally *t, const struct entry *e)
{
	t->findings++;
	t->fixes += e->f->nedits > 0;
	t->sev[e->sev]++;
}

/* Groups the entries by name (a stable counting sort) and ranks them. */
static void names_order(struct names *set, struct entry *entries, size_t n,
			bool by_rule)
{
	uint32_t *next = cfix_xcalloc(set->items.len + 1, sizeof(*next));

	for (size_t i = 0; i < set->items.len; i++)
		set->start[i + 1] = set->start[i] + set->tally[i].findings;
	memcpy(next, set->start, set->items.len * sizeof(*next));
	set->order = cfix_xcalloc(n + 1, sizeof(*set->order));
	for (size_t i = 0; i < n; i++) {
		uint32_t name = by_rule ? entries[i].rule : entries[i].folder;
		uint32_t rank = next[name]++ - set->start[name];

		set->order[set->start[name] + rank] = (uint32_t)i;
		if (by_rule)
			entries[i].rule_rank = rank;
		else
			entries[i].folder_rank = rank;
	}
	free(next);
}

static void site_entries(struct site *site)
{
	const struct cfix_export *run = site->run;

	for (size_t i = 0; i < run->files.len; i++) {
		const struct cfix_export_record *rec = &run->files.items[i];
		char *folder = folder_of(rec->path);
		uint32_t d = names_find(&site->folders, folder);

		site->folders.tally[d].files++;
		site->total.files++;
		for (size_t k = 0; k < rec->findings.len; k++) {
			const struct cfix_export_finding *f =
				&rec->findings.items[k];
			struct entry e = {
				.file = rec, .f = f, .fileno = (uint32_t)i,
				.k = (uint32_t)k, .folder = d,
				.rule = names_find(&site->rules, f->rule),
				.sev = severity_index(f->severity),
			};

			tally_add(&site->rules.tally[e.rule], &e);
			tally_add(&site->folders.tally[d], &e);
			tally_add(&site->total, &e);
			cfix_array_push(&site->entries, e);
		}
		free(folder);
	}
}

static void site_build(struct site *site)
{
	const struct cfix_export *run = site->run;

	for (size_t i = 0; i < run->files.len; i++) {
		const struct cfix_export_record *rec = &run->files.items[i];
		char *folder = folder_of(rec->path);

		names_add(&site->folders, folder);
		free(folder);
		for (size_t k = 0; k < rec->findings.len; k++)
			names_add(&site->rules, rec->findings.items[k].rule);
	}
	names_settle(&site->rules);
	names_settle(&site->folders);
	site_entries(site);
	names_order(&site->rules, site->entries.items, site->entries.len, true);
	names_order(&site->folders, site->entries.items, site->entries.len,
		    false);
}

static void site_release(struct site *site)
{
	cfix_array_release(&site->entries);
	names_release(&site->rules);
	names_release(&site->folders);
	cfix_buf_release(&site->manifest);
	free(site->err_name);
}

/* ---- pages -------------------------------------------------------------- */

/* Writes a page (name relative to the site) and lists it. */
static void page_save(struct site *site, const char *name,
		      const struct cfix_buf *page)
{
	int fd;

	if (site->err)
		return;
	fd = openat(site->fd, name,
		    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	if (fd < 0) {
		site->err = errno;
	} else {
		int err = 0;

		if (!cfix_write_full(fd, page->data, page->len))
			err = errno ? errno : EIO;
		if (close(fd) && !err)
			err = errno;
		if (err) {
			/* no half-written page is left */
			site->err = err;
			unlinkat(site->fd, name, 0);
		}
	}
	if (site->err) {
		site->err_name = cfix_xstrdup(name);
		return;
	}
	cfix_buf_addf(&site->manifest, "%s\n", name);
}

static void page_start(struct cfix_buf *out, const char *root,
		       const char *title)
{
	/* the policy: only cfix.css and cfix.js run, even if text slipped
	 * through unescaped */
	cfix_buf_adds(out, "<!DOCTYPE html>\n<html lang=\"en\"><head>"
			   "<meta charset=\"utf-8\">\n"
			   "<meta http-equiv=\"Content-Security-Policy\" "
			   "content=\"default-src 'none'; style-src 'self'; "
			   "script-src 'self'\">\n"
			   "<meta name=\"viewport\" content=\"width=device-"
			   "width, initial-scale=1\">\n<title>");
	add_escaped(out, title);
	cfix_buf_addf(out, " - cfix report</title>\n"
			   "<link rel=\"stylesheet\" href=\"%scfix.css\">\n"
			   "<script src=\"%scfix.js\" defer></script>\n"
			   "</head><body>\n<nav><a href=\"%sindex.html\">"
			   "summary</a>",
		      root, root, root);
}

static void page_end(struct site *site, struct cfix_buf *out)
{
	cfix_buf_adds(out, "<p class=\"muted\">cfix");
	if (site->version)
		cfix_buf_addf(out, " %s", site->version);
	cfix_buf_adds(out, "</p>\n</body></html>\n");
}

/* The list page of name (kind "rules" or "folders") holding rank. */
static void add_list_href(struct cfix_buf *out, const char *kind,
			  uint32_t name, uint32_t rank)
{
	uint32_t page = rank / PAGE_ROWS;

	if (page)
		cfix_buf_addf(out, "%s/%u-%u.html", kind, name, page + 1);
	else
		cfix_buf_addf(out, "%s/%u.html", kind, name);
}

static void add_sev(struct cfix_buf *out, uint32_t sev)
{
	cfix_buf_addf(out, "<span class=\"sev sev-%s\">%s</span>",
		      severities[sev], severities[sev]);
}

static void add_place(struct cfix_buf *out, const struct entry *e)
{
	add_escaped(out, e->file->path);
	cfix_buf_addf(out, ":%u:%u", e->f->begin.line, e->f->begin.col);
}

static void add_count_cells(struct cfix_buf *out, const struct tally *t)
{
	cfix_buf_addf(out, "<td class=\"count findings\">%u</td>"
			   "<td class=\"count fixes\">%u</td>",
		      t->findings, t->fixes);
	for (uint32_t s = 0; s < 3; s++)
		cfix_buf_addf(out, "<td class=\"count %s\">%u</td>",
			      severities[s], t->sev[s]);
}

static void add_count_heads(struct cfix_buf *out, const char *first)
{
	cfix_buf_addf(out, "<thead><tr><th>%s</th>%s<th class=\"count\">"
			   "findings</th><th class=\"count\">with a fix</th>"
			   "<th class=\"count\">error</th><th class=\"count\">"
			   "warning</th><th class=\"count\">note</th></tr>"
			   "</thead>\n<tbody>\n",
		      first, strcmp(first, "folder") ? ""
						     : "<th class=\"count\">"
						       "files</th>");
}

static void index_rules(struct site *site, struct cfix_buf *out)
{
	cfix_buf_adds(out, "<h2>By rule</h2>\n<table id=\"by-rule\">");
	add_count_heads(out, "rule");
	for (uint32_t i = 0; i < site->rules.items.len; i++) {
		cfix_buf_adds(out, "<tr data-name=\"");
		add_escaped(out, site->rules.items.items[i]);
		cfix_buf_addf(out, "\"><td><a href=\"rules/%u.html\">", i);
		add_escaped(out, site->rules.items.items[i]);
		cfix_buf_adds(out, "</a></td>");
		add_count_cells(out, &site->rules.tally[i]);
		cfix_buf_adds(out, "</tr>\n");
	}
	cfix_buf_adds(out, "</tbody></table>\n");
}

/* A table of the folders which[0, n), with their counts. */
static void folder_table(struct site *site, struct cfix_buf *out,
			 const char *id, const uint32_t *which, uint32_t n)
{
	cfix_buf_addf(out, "<table id=\"%s\">", id);
	add_count_heads(out, "folder");
	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = which[k];

		cfix_buf_adds(out, "<tr data-name=\"");
		add_escaped(out, site->folders.items.items[i]);
		cfix_buf_addf(out, "\"><td><a href=\"folders/%u.html\">", i);
		add_escaped(out, site->folders.items.items[i]);
		cfix_buf_addf(out, "</a></td><td class=\"count files\">%u</td>",
			      site->folders.tally[i].files);
		add_count_cells(out, &site->folders.tally[i]);
		cfix_buf_adds(out, "</tr>\n");
	}
	cfix_buf_adds(out, "</tbody></table>\n");
}

/*
 * The TOP_FOLDERS folders with the most findings (ties: by name) in
 * top; returns how many there are.
 */
static uint32_t top_folders(const struct site *site, uint32_t *top)
{
	uint32_t n = 0;

	while (n < TOP_FOLDERS && n < site->folders.items.len) {
		uint32_t best = UINT32_MAX;

		for (uint32_t i = 0; i < site->folders.items.len; i++) {
			const struct tally *t = site->folders.tally;
			bool taken = false;

			for (uint32_t k = 0; k < n && !taken; k++)
				taken = top[k] == i;
			if (!taken && (best == UINT32_MAX ||
				       t[i].findings > t[best].findings))
				best = i;
		}
		top[n++] = best;
	}
	return n;
}

/* The summary's part by folder: the busiest ones, a link to them all. */
static void index_folders(struct site *site, struct cfix_buf *out)
{
	uint32_t top[TOP_FOLDERS];
	uint32_t n = top_folders(site, top);

	cfix_buf_addf(out, "<h2>By folder</h2>\n<p>The %u with the most "
			   "findings; <a id=\"all-folders\" href=\"folders."
			   "html\">all %zu folders</a></p>\n",
		      n, site->folders.items.len);
	folder_table(site, out, "top-folders", top, n);
}

/* folders.html: every folder with its counts, sorted by name. */
static void write_folders(struct site *site)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	uint32_t *all = cfix_xcalloc(site->folders.items.len + 1,
				     sizeof(*all));

	for (uint32_t i = 0; i < site->folders.items.len; i++)
		all[i] = i;
	page_start(&out, "", "folders");
	cfix_buf_addf(&out, " &rsaquo; folders</nav>\n<h1>Findings by folder"
			    "</h1>\n<p>%zu folders</p>\n",
		      site->folders.items.len);
	folder_table(site, &out, "by-folder", all,
		     (uint32_t)site->folders.items.len);
	page_end(site, &out);
	page_save(site, "folders.html", &out);
	cfix_buf_release(&out);
	free(all);
}

static void write_index(struct site *site)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	const struct tally *t = &site->total;

	page_start(&out, "", "summary");
	cfix_buf_addf(&out, "</nav>\n<h1>cfix report</h1>\n<p id=\"totals\">"
			    "<span id=\"findings\">%u</span> findings "
			    "(<span id=\"fixes\">%u</span> with a fix) in "
			    "<span id=\"files\">%u</span> files, "
			    "<span id=\"rules\">%zu</span> rules: ",
		      t->findings, t->fixes, t->files, site->rules.items.len);
	for (uint32_t s = 0; s < 3; s++)
		cfix_buf_addf(&out, "%s<span class=\"sev sev-%s\" id=\"%s\">"
				    "%u</span> %s",
			      s ? ", " : "", severities[s], severities[s],
			      t->sev[s], severities[s]);
	cfix_buf_adds(&out, "</p>\n");
	index_rules(site, &out);
	index_folders(site, &out);
	page_end(site, &out);
	page_save(site, "index.html", &out);
	cfix_buf_release(&out);
}

/* One finding as a row of a list page; link_rule: the third cell. */
static void list_row(struct cfix_buf *out, const struct site *site,
		     const struct entry *e, bool link_rule)
{
	const char *rule = site->rules.items.items[e->rule];
	const char *folder = site->folders.items.items[e->folder];

	cfix_buf_addf(out, "<tr id=\"f%u-%u\" data-rule=\"", e->fileno, e->k);
	add_escaped(out, rule);
	cfix_buf_addf(out, "\" data-severity=\"%s\" data-folder=\"",
		      severities[e->sev]);
	add_escaped(out, folder);
	cfix_buf_addf(out, "\"><td><a class=\"finding-link\" "
			   "href=\"../files/%u.html#f%u\">",
		      e->fileno, e->k);
	add_place(out, e);
	cfix_buf_adds(out, "</a></td><td>");
	add_sev(out, e->sev);
	cfix_buf_adds(out, "</td><td><a href=\"../");
	if (link_rule)
		add_list_href(out, "rules", e->rule, e->rule_rank);
	else
		add_list_href(out, "folders", e->folder, e->folder_rank);
	cfix_buf_adds(out, "\">");
	add_escaped(out, link_rule ? rule : folder);
	cfix_buf_adds(out, "</a></td><td>");
	add_escaped(out, e->f->message);
	cfix_buf_adds(out, "</td></tr>\n");
}

static void add_select(struct cfix_buf *out, const char *key)
{
	cfix_buf_addf(out, "<label>%s <select data-filter=\"%s\">"
			   "<option value=\"\">all</option></select></label>\n",
		      key, key);
}

/* Links to the pages of one list, page (0-based) of pages. */
static void add_pager(struct cfix_buf *out, const char *kind, uint32_t name,
		      uint32_t page, uint32_t pages)
{
	if (pages < 2)
		return;
	cfix_buf_addf(out, "<p class=\"pager\">page %u of %u:", page + 1,
		      pages);
	for (uint32_t p = 0; p < pages; p++) {
		cfix_buf_adds(out, " <a href=\"../");
		add_list_href(out, kind, name, p * PAGE_ROWS);
		cfix_buf_addf(out, "\">%u</a>", p + 1);
	}
	cfix_buf_adds(out, "</p>\n");
}

/* Page page of the findings of rule or folder name. */
static void write_list_page(struct site *site, bool rule, uint32_t name,
			    uint32_t page)
{
	const struct names *set = rule ? &site->rules : &site->folders;
	const char *kind = rule ? "rules" : "folders";
	uint32_t count = set->tally[name].findings;
	uint32_t pages = (count + PAGE_ROWS - 1) / PAGE_ROWS;
	uint32_t last = (page + 1) * PAGE_ROWS < count ? (page + 1) * PAGE_ROWS
						       : count;
	struct cfix_buf out = CFIX_BUF_INIT, file = CFIX_BUF_INIT;

	page_start(&out, "../", set->items.items[name]);
	cfix_buf_addf(&out, " &rsaquo; %s</nav>\n<h1>%s <code>",
		      rule ? "rule" : "folder", rule ? "rule" : "folder");
	add_escaped(&out, set->items.items[name]);
	cfix_buf_addf(&out, "</code></h1>\n<p><span class=\"count\">%u"
			    "</span> findings</p>\n", count);
	add_pager(&out, kind, name, page, pages);
	cfix_buf_adds(&out, "<div class=\"filters\">");
	add_select(&out, rule ? "folder" : "rule");
	add_select(&out, "severity");
	cfix_buf_adds(&out, "<span class=\"shown\"></span></div>\n"
			    "<table class=\"findings\"><thead><tr><th>where"
			    "</th><th>severity</th>");
	cfix_buf_addf(&out, "<th>%s</th><th>message</th></tr></thead>\n"
			    "<tbody>\n", rule ? "folder" : "rule");
	for (uint32_t r = page * PAGE_ROWS; r < last; r++)
		list_row(&out, site,
			 &site->entries.items[set->order[set->start[name] + r]],
			 !rule);
	cfix_buf_adds(&out, "</tbody></table>\n");
	page_end(site, &out);
	add_list_href(&file, kind, name, page * PAGE_ROWS);
	page_save(site, file.data, &out);
	cfix_buf_release(&file);
	cfix_buf_release(&out);
}

static void write_lists(struct site *site, bool rule)
{
	const struct names *set = rule ? &site->rules : &site->folders;

	for (uint32_t i = 0; i < set->items.len; i++)
		for (uint32_t p = 0; p * PAGE_ROWS < set->tally[i].findings;
		     p++)
			write_list_page(site, rule, i, p);
}

/* One line of code, the part [from, to) of it marked. */
static void code_line(struct cfix_buf *out, uint32_t number,
		      const char *line, size_t len, size_t from, size_t to)
{
	from = from < len ? from : len;
	to = to < len ? to : len;
	cfix_buf_addf(out, "<span class=\"ln\">%u</span>", number);
	if (from >= to) {
		add_escaped_n(out, line, len);
	} else {
		add_escaped_n(out, line, from);
		cfix_buf_adds(out, "<mark>");
		add_escaped_n(out, line + from, to - from);
		cfix_buf_adds(out, "</mark>");
		add_escaped_n(out, line + to, len - to);
	}
	cfix_buf_addch(out, '\n');
}

/* The finding's lines of code, its match marked. */
static void add_code(struct cfix_buf *out, const struct cfix_export_finding *f)
{
	const char *p = f->context;
	uint32_t number = f->context_line;

	cfix_buf_adds(out, "<pre class=\"code\">");
	while (p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		size_t from = number == f->begin.line ? f->begin.col - 1 : 0;
		size_t to = number == f->end.line ? f->end.col - 1 : len;

		if (number < f->begin.line || number > f->end.line)
			from = to = 0;
		code_line(out, number++, p, len, from, to);
		p = eol ? eol + 1 : NULL;
	}
	if (number <= f->end.line)
		cfix_buf_addf(out, "<span class=\"muted\">... (the match goes "
				   "on to line %u)</span>\n", f->end.line);
	cfix_buf_adds(out, "</pre>\n");
}

static const char *diff_class(const char *line)
{
	if (!strncmp(line, "diff ", 5) || !strncmp(line, "--- ", 4) ||
	    !strncmp(line, "+++ ", 4) || !strncmp(line, "index ", 6))
		return "meta";
	if (!strncmp(line, "@@", 2))
		return "hunk";
	return *line == '+' ? "add" : *line == '-' ? "del" : "ctx";
}

static void add_diff(struct cfix_buf *out, const struct cfix_export_finding *f)
{
	const char *p = f->diff;

	if (!p) {
		cfix_buf_adds(out, "<p class=\"nofix\">");
		if (f->not_rewritten) {
			cfix_buf_adds(out, "not rewritten: ");
			add_escaped(out, f->not_rewritten);
		} else {
			cfix_buf_adds(out, "no fix: the rule only reports");
		}
		cfix_buf_adds(out, "</p>\n");
		return;
	}
	cfix_buf_adds(out, "<pre class=\"diff\">");
	while (*p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);

		cfix_buf_addf(out, "<span class=\"%s\">", diff_class(p));
		add_escaped_n(out, p, len);
		cfix_buf_adds(out, "\n</span>");
		p += len + (eol != NULL);
	}
	cfix_buf_adds(out, "</pre>\n");
}

static void add_back_links(struct cfix_buf *out, const struct site *site,
			   const struct entry *e)
{
	cfix_buf_adds(out, "<p class=\"back\">back to <a class=\"rule-link\" "
			   "href=\"../");
	add_list_href(out, "rules", e->rule, e->rule_rank);
	cfix_buf_addf(out, "#f%u-%u\">rule ", e->fileno, e->k);
	add_escaped(out, site->rules.items.items[e->rule]);
	cfix_buf_adds(out, "</a> &middot; <a class=\"folder-link\" href=\"../");
	add_list_href(out, "folders", e->folder, e->folder_rank);
	cfix_buf_addf(out, "#f%u-%u\">folder ", e->fileno, e->k);
	add_escaped(out, site->folders.items.items[e->folder]);
	cfix_buf_adds(out, "</a> &middot; <a href=\"../index.html\">summary"
			   "</a></p>\n");
}

static void add_finding(struct cfix_buf *out, const struct site *site,
			const struct entry *e)
{
	cfix_buf_addf(out, "<section class=\"finding\" id=\"f%u\" "
			   "data-rule=\"", e->k);
	add_escaped(out, site->rules.items.items[e->rule]);
	cfix_buf_addf(out, "\" data-severity=\"%s\">\n<h2><a href=\"#f%u\">",
		      severities[e->sev], e->k);
	add_place(out, e);
	cfix_buf_adds(out, "</a> ");
	add_sev(out, e->sev);
	cfix_buf_adds(out, " <code>");
	add_escaped(out, site->rules.items.items[e->rule]);
	cfix_buf_adds(out, "</code></h2>\n<p class=\"message\">");
	add_escaped(out, e->f->message);
	cfix_buf_adds(out, "</p>\n<h3>code</h3>\n");
	if (e->f->context)
		add_code(out, e->f);
	cfix_buf_adds(out, "<h3>fix</h3>\n");
	add_diff(out, e->f);
	add_back_links(out, site, e);
	cfix_buf_adds(out, "</section>\n");
}

/* files/N.html: the findings of one file; first: its first entry. */
static void write_file_page(struct site *site, const struct entry *first)
{
	const struct cfix_export_record *rec = first->file;
	struct cfix_buf out = CFIX_BUF_INIT;
	char name[64];

	page_start(&out, "../", rec->path);
	cfix_buf_adds(&out, " &rsaquo; folder <a href=\"../");
	add_list_href(&out, "folders", first->folder, first->folder_rank);
	cfix_buf_adds(&out, "\">");
	add_escaped(&out, site->folders.items.items[first->folder]);
	cfix_buf_adds(&out, "</a></nav>\n<h1><code>");
	add_escaped(&out, rec->path);
	cfix_buf_addf(&out, "</code></h1>\n<p><span class=\"count\">%zu</span>"
			    " findings</p>\n", rec->findings.len);
	for (size_t k = 0; k < rec->findings.len; k++)
		add_finding(&out, site, first + k);
	page_end(site, &out);
	snprintf(name, sizeof(name), "files/%u.html", first->fileno);
	page_save(site, name, &out);
	cfix_buf_release(&out);
}

static void write_site(struct site *site)
{
	page_save(site, "cfix.css",
		  &(struct cfix_buf){ .data = (char *)cfix__html_css,
				      .len = strlen(cfix__html_css) });
	page_save(site, "cfix.js",
		  &(struct cfix_buf){ .data = (char *)cfix__html_js,
				      .len = strlen(cfix__html_js) });
	write_index(site);
	write_folders(site);
	write_lists(site, true);
	write_lists(site, false);
	for (size_t i = 0; i < site->entries.len; i++)
		if (site->entries.items[i].k == 0)
			write_file_page(site, &site->entries.items[i]);
	page_save(site, MARKER, &site->manifest);
}

/* ---- the folder --------------------------------------------------------- */

static bool is_subfolder(const char *name)
{
	for (size_t i = 0; i < 3; i++)
		if (!strcmp(name, subfolders[i]))
			return true;
	return false;
}

/* Whether the manifest lists name ("NAME\n" in it, after its head). */
static bool listed(const char *manifest, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = manifest; (p = strstr(p, name)); p += n)
		if ((p == manifest || p[-1] == '\n') && p[n] == '\n')
			return true;
	return false;
}

/*
 * Whether every entry of the folder fd (prefix: its path in the site,
 * "" or "rules/") is a file the manifest lists, or one of the site's
 * subfolders holding only such files.  *foreign: the first other one.
 */
static bool only_listed(int fd, const char *prefix, const char *manifest,
			char **foreign)
{
	DIR *dir = fdopendir(fd);
	struct dirent *ent;
	bool ok = dir != NULL;

	while (ok && (ent = readdir(dir))) {
		char *name = cfix_xasprintf("%s%s", prefix, ent->d_name);
		int sub;

		if (!strcmp(ent->d_name, ".") || !strcmp(ent->d_name, "..")) {
			free(name);
			continue;
		}
		if (!*prefix && is_subfolder(ent->d_name) &&
		    (sub = openat(dirfd(dir), ent->d_name,
				  O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
					  O_CLOEXEC)) >= 0) {
			char *inner = cfix_xasprintf("%s/", name);

			ok = only_listed(sub, inner, manifest, foreign);
			free(inner);
		} else if ((strcmp(name, MARKER) && !listed(manifest, name)) ||
			   ent->d_type == DT_DIR) {
			*foreign = cfix_xstrdup(name);
			ok = false;
		}
		free(name);
	}
	if (dir)
		closedir(dir);
	else
		close(fd);
	return ok;
}

/* The manifest of the site in folder fd (malloc'd), or NULL. */
static char *read_manifest(int fd)
{
	int mfd = openat(fd, MARKER, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	struct cfix_buf text = CFIX_BUF_INIT;
	int err;

	if (mfd < 0)
		return NULL;
	err = cfix_buf_read_fd(&text, mfd);
	close(mfd);
	if (err || strncmp(text.data, MARKER_HEAD, strlen(MARKER_HEAD))) {
		cfix_buf_release(&text);
		return NULL;
	}
	return cfix_buf_detach(&text, NULL);
}

static void folder_error(struct cfix_diag_sink *sink, const char *dir,
			 const char *fmt, const char *what)
{
	struct cfix_loc loc = { .file = dir };

	cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, fmt, dir, what);
}

/*
 * Whether the report may go to dir: it does not exist, or is an empty
 * folder, or holds a report cfix wrote and nothing else.  *exists
 * tells which.
 */
static bool target_ok(const char *dir, bool *exists,
		      struct cfix_diag_sink *sink)
{
	struct stat st;
	char *manifest, *foreign = NULL;
	int fd;
	bool ok;

	*exists = lstat(dir, &st) == 0;
	if (!*exists) {
		if (errno == ENOENT)
			return true;
		folder_error(sink, dir, "cannot use '%s': %s", strerror(errno));
		return false;
	}
	if (!S_ISDIR(st.st_mode)) {
		folder_error(sink, dir, "'%s' exists and is not a folder (%s)",
			     "not replacing it");
		return false;
	}
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0) {
		folder_error(sink, dir, "cannot open '%s': %s",
			     strerror(errno));
		return false;
	}
	manifest = read_manifest(fd);
	ok = only_listed(fd, "", manifest ? manifest : "", &foreign);
	if (!ok)
		folder_error(sink, dir, "'%s' is not empty and holds '%s', "
					"which cfix --html did not write; "
					"not replacing it",
			     foreign ? foreign : "?");
	free(foreign);
	free(manifest);
	return ok;
}

/*
 * Removes from folder fd the files list names (one a line, after the
 * manifest's head), then the site's subfolders if they are empty.
 */
static void remove_listed(int fd, const char *list)
{
	const char *p = list + strlen(MARKER_HEAD);

	while (*p) {
		const char *eol = strchr(p, '\n');
		char *name;

		if (!eol)
			break;
		name = cfix_xasprintf("%.*s", (int)(eol - p), p);
		unlinkat(fd, name, 0);
		free(name);
		p = eol + 1;
	}
	for (size_t i = 0; i < 3; i++)
		unlinkat(fd, subfolders[i], AT_REMOVEDIR);
}

/*
 * Removes the site folder path, file by file: only what list (or, when
 * NULL, the folder's manifest) names; a folder left non-empty stays.
 */
static void remove_site(const char *path, const char *list)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	char *manifest = fd < 0 || list ? NULL : read_manifest(fd);

	if (fd >= 0 && (list || manifest)) {
		remove_listed(fd, list ? list : manifest);
		unlinkat(fd, MARKER, 0);
	}
	if (fd >= 0)
		close(fd);
	free(manifest);
	rmdir(path);
}

/* Puts the written site tmp at dir, the old one (if any) removed. */
static int install(const char *tmp, const char *dir, bool exists,
		   struct cfix_diag_sink *sink)
{
	char *old = cfix_xasprintf("%s.cfix-old-XXXXXX", dir);
	int ret = -1;

	if (exists && (!mkdtemp(old) || rename(dir, old))) {
		folder_error(sink, dir, "cannot move the old '%s' aside: %s",
			     strerror(errno));
		goto out;
	}
	if (rename(tmp, dir)) {
		folder_error(sink, dir, "cannot write '%s': %s",
			     strerror(errno));
		if (exists)
			rename(old, dir);
		goto out;
	}
	if (exists)
		remove_site(old, NULL);
	ret = 0;
out:
	free(old);
	return ret;
}

static int make_subfolders(int fd)
{
	for (size_t i = 0; i < 3; i++)
		if (mkdirat(fd, subfolders[i], 0755))
			return -1;
	return 0;
}

/* dir without its trailing slashes (malloc'd). */
static char *trim_slashes(const char *dir)
{
	size_t n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return cfix_xasprintf("%.*s", (int)n, dir);
}

int cfix_export_html(const struct cfix_export *run, const char *version,
		     const char *target, struct cfix_diag_sink *sink)
{
	struct site site = { .run = run, .version = version, .fd = -1 };
	char *dir = trim_slashes(target);
	char *tmp = cfix_xasprintf("%s.cfix-new-XXXXXX", dir);
	bool exists, made = false;
	int ret = -1;

	cfix_buf_init(&site.manifest);
	cfix_buf_adds(&site.manifest, MARKER_HEAD);
	if (!target_ok(dir, &exists, sink))
		goto out;
	if (!mkdtemp(tmp)) {
		folder_error(sink, dir, "cannot write '%s': %s",
			     strerror(errno));
		goto out;
	}
	made = true;
	site.fd = open(tmp, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (site.fd < 0 || fchmod(site.fd, 0755) || make_subfolders(site.fd)) {
		folder_error(sink, dir, "cannot write '%s': %s",
			     strerror(errno));
		goto out;
	}
	site_build(&site);
	write_site(&site);
	if (site.err) {
		struct cfix_loc loc = { .file = dir };

		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "cannot write '%s/%s'"
			      ": %s", dir, site.err_name, strerror(site.err));
		goto out;
	}
	ret = install(tmp, dir, exists, sink);
	made = ret != 0;
out:
	if (site.fd >= 0)
		close(site.fd);
	if (made)
		remove_site(tmp, site.manifest.data);
	site_release(&site);
	free(tmp);
	free(dir);
	return ret;
}
