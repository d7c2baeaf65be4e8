/*
 * The rule catalog: which rule files there are (the built-in ones and
 * those of rule folders) and what each says about itself in its header
 * comment, so that rules can be listed and picked by name before any is
 * parsed.
 *
 * A rule file's header is the run of "//" lines at its top:
 *
 *	// name: notand
 *	// message: '!' binds tighter than '&': ...
 *	// severity: warning
 *	// fix: safe
 *	// tags: kernel, general
 *	// default: on
 *	//
 *	// A paragraph on the bug the rule catches.
 *
 * Every key is optional: the name defaults to the file's base name, the
 * severity (error, warning or note) to "warning", the fix to "-" (not
 * said: a user's own rule, whose fix is applied as asked),
 * default (on or off: whether a run that names no rule runs it) to on.
 */
#include "../matchers.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

extern const struct cfix_builtin_rule {
	const char *name;
	const char *text;
	size_t len;
} cfix_builtin_rules[];

struct cfix_catalog {
	struct cfix_arena *arena;
	CFIX_ARRAY(struct cfix_rule_info) rules;
};

struct cfix_catalog *cfix_catalog_new(void)
{
	struct cfix_catalog *cat = cfix_xcalloc(1, sizeof(*cat));

	cat->arena = cfix_arena_new();
	return cat;
}

void cfix_catalog_free(struct cfix_catalog *cat)
{
	if (!cat)
		return;
	cfix_array_release(&cat->rules);
	cfix_arena_free(cat->arena);
	free(cat);
}

/* The base name of path without its ".cocci", in arena. */
static const char *base_name(struct cfix_arena *arena, const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	size_t n = strlen(base);

	if (cfix_name_has_suffix(base, ".cocci"))
		n -= 6;
	return cfix_arena_strndup(arena, base, n);
}

/* Sets info's fields from the header comment of its text. */
static void read_header(struct cfix_arena *arena, struct cfix_rule_info *info,
			const char **dflt)
{
	const char *p = info->text, *end = info->text + info->len;
	struct cfix_buf about = CFIX_BUF_INIT;
	bool in_about = false;

	while (p < end && (*p == '\n' || *p == ' ' || *p == '\t'))
		p++;
	while (p + 1 < end && p[0] == '/' && p[1] == '/') {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *line = p + 2, *colon;

		if (!eol)
			eol = end;
		while (line < eol && (*line == ' ' || *line == '\t'))
			line++;
		colon = memchr(line, ':', (size_t)(eol - line));
		if (line == eol) {
			in_about = about.len > 0 || info->message;
		} else if (!in_about && colon && colon > line &&
			   strspn(line, "abcdefghijklmnopqrstuvwxyz-") ==
				   (size_t)(colon - line)) {
			const char *value = colon + 1;
			const char **field = NULL;
			size_t klen = (size_t)(colon - line);

			while (value < eol && *value == ' ')
				value++;
#define KEY(k) (klen == sizeof(k) - 1 && !memcmp(line, k, klen))
			if (KEY("name"))
				field = &info->name;
			else if (KEY("message"))
				field = &info->message;
			else if (KEY("severity"))
				field = &info->severity;
			else if (KEY("fix"))
				field = &info->fix;
			else if (KEY("tags"))
				field = &info->tags;
			else if (KEY("default"))
				field = dflt;
#undef KEY
			if (field)
				*field = cfix_arena_strndup(arena, value,
							    (size_t)(eol - value));
		} else {
			if (about.len)
				cfix_buf_add(&about, " ", 1);
			cfix_buf_add(&about, line, (size_t)(eol - line));
			in_about = true;
		}
		p = eol + (eol < end);
	}
	if (about.len)
		info->about = cfix_arena_strdup(arena, about.data);
	cfix_buf_release(&about);
}

/* One header value that is not one of the words its key takes. */
static int bad_value(struct cfix_diag_sink *sink, const char *path,
		     const char *key, const char *value, const char *want)
{
	cfix_diag_add(sink, CFIX_DIAG_ERROR, (struct cfix_loc){ .file = path },
		      "'// %s: %s' in the header: %s takes %s", key, value,
		      key, want);
	return -1;
}

/*
 * Adds a rule file's text (copied) under path.  Returns 0, or -1 with
 * an error in sink (NULL: none is reported) for a severity or default
 * the header spells wrong; the rule is still added.
 */
static int add_rule(struct cfix_catalog *cat, const char *path,
		    const char *text, size_t len, bool builtin,
		    struct cfix_diag_sink *sink)
{
	struct cfix_rule_info info = { 0 };
	const char *dflt = NULL;
	int status = 0;

	info.path = cfix_arena_strdup(cat->arena, path);
	info.text = cfix_arena_strndup(cat->arena, text, len);
	info.len = len;
	info.builtin = builtin;
	read_header(cat->arena, &info, &dflt);
	if (info.severity && strcmp(info.severity, "error") &&
	    strcmp(info.severity, "warning") && strcmp(info.severity, "note") &&
	    sink)
		status = bad_value(sink, path, "severity", info.severity,
				   "error, warning or note");
	if (dflt && !strcmp(dflt, "off"))
		info.default_off = true;
	else if (dflt && strcmp(dflt, "on") && sink)
		status = bad_value(sink, path, "default", dflt, "on or off");
	if (!info.name)
		info.name = base_name(cat->arena, path);
	if (!info.severity)
		info.severity = "warning";
	if (!info.fix)
		info.fix = "-";
	if (!info.tags)
		info.tags = "";
	/* a later file of the same name replaces the earlier one */
	for (size_t i = 0; i < cat->rules.len; i++) {
		if (!strcmp(cat->rules.items[i].name, info.name)) {
			cat->rules.items[i] = info;
			return status;
		}
	}
	cfix_array_push(&cat->rules, info);
	return status;
}

void cfix_catalog_add_builtins(struct cfix_catalog *cat)
{
	for (size_t i = 0; cfix_builtin_rules[i].name; i++) {
		const struct cfix_builtin_rule *b = &cfix_builtin_rules[i];
		char *path = cfix_xasprintf("<builtin>/%s", b->name);

		add_rule(cat, path, b->text, b->len, true, NULL);
		free(path);
	}
}

enum cfix_severity cfix_rule_severity(const char *word)
{
	if (word && !strcmp(word, "error"))
		return CFIX_DIAG_ERROR;
	if (word && !strcmp(word, "note"))
		return CFIX_DIAG_NOTE;
	return CFIX_DIAG_WARNING;
}

int cfix_name_compare(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

bool cfix_name_has_suffix(const char *name, const char *suffix)
{
	size_t n = strlen(name), k = strlen(suffix);

	return n > k && !strcmp(name + n - k, suffix);
}

int cfix_catalog_add_dir(struct cfix_catalog *cat, const char *dir,
			 struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = dir };
	DIR *d = opendir(dir);
	CFIX_ARRAY(char *) names = { 0 };
	struct dirent *entry;
	int status = 0;

	if (!d) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "cannot read the rule folder '%s': %s", dir,
			      strerror(errno));
		return -1;
	}
	while ((entry = readdir(d))) {
		if (cfix_name_has_suffix(entry->d_name, ".cocci"))
			cfix_array_push(&names, cfix_xstrdup(entry->d_name));
	}
	closedir(d);
	if (names.len)
		qsort(names.items, names.len, sizeof(*names.items),
		      cfix_name_compare);
	for (size_t i = 0; i < names.len; i++) {
		char *path = cfix_xasprintf("%s/%s", dir, names.items[i]);
		struct cfix_buf text = CFIX_BUF_INIT;
		int err = cfix_buf_read_file(&text, path);

		if (err) {
			loc.file = path;
			cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
				      "cannot read rule file '%s': %s", path,
				      strerror(err));
			status = -1;
		} else {
			status |= add_rule(cat, path, text.data, text.len,
					   false, sink);
		}
		cfix_buf_release(&text);
		free(path);
		free(names.items[i]);
	}
	cfix_array_release(&names);
	return status;
}

uint32_t cfix_catalog_count(const struct cfix_catalog *cat)
{
	return cat ? (uint32_t)cat->rules.len : 0;
}

const struct cfix_rule_info *cfix_catalog_rule(const struct cfix_catalog *cat,
					       uint32_t index)
{
	return cat && index < cat->rules.len ? &cat->rules.items[index] : NULL;
}
