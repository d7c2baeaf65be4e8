/*
 * Whether git ignores a file cfix is about to say it changed: a file the
 * build writes into the source folder (libevent's test/regress.gen.c) is
 * often named in a .gitignore, and a fix there never shows in `git diff`
 * and goes when the file is made again.  cfix must not run git (a
 * checkout's git config can run code), so it reads the .gitignore files
 * itself: those of the file's folder and each folder above it up to the
 * one holding `.git`, with git's rules for what a line names (gitignore(5):
 * `!`, a trailing `/`, a `/` anchoring, `*`, `?`, `[...]`, `**`).  Not
 * read: .git/info/exclude and core.excludesFile, the user's own.
 *
 * A .gitignore is untrusted input: one read only if it is a regular file
 * (not followed if a symlink), its first 1 MiB, lines of at most 1024
 * bytes; a pattern's `*` is matched without backtracking past the last
 * one and `**` by a table, so no line takes more than a product of the
 * two lengths.
 */
#define _GNU_SOURCE	/* strchrnul */
#include "fixits_internal.h"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define IGNORE_FILE_MAX (1u << 20)
#define IGNORE_LINE_MAX 1024

struct pattern {
	char *text;		/* without `!`, leading and trailing `/` */
	bool negated, dir_only, anchored;
	size_t depth;		/* components from the top to its .gitignore */
	size_t file;		/* index of its .gitignore in files */
	unsigned line;
};

struct ignores {
	CFIX_ARRAY(struct pattern) patterns;
	CFIX_ARRAY(char *) files;
};

/* One name against one pattern component: `*`, `?`, `[...]`, `\x`. */
static bool class_match(const char **pp, char c)
{
	const char *p = *pp + 1;
	bool negate = *p == '!' || *p == '^', found = false;

	if (negate)
		p++;
	for (bool first = true; *p && (first || *p != ']'); first = false) {
		char lo = *p == '\\' && p[1] ? *++p : *p, hi = lo;

		p++;
		if (*p == '-' && p[1] && p[1] != ']') {
			hi = p[1] == '\\' && p[2] ? p[2] : p[1];
			p += p[1] == '\\' && p[2] ? 3 : 2;
		}
		if ((unsigned char)lo <= (unsigned char)c &&
		    (unsigned char)c <= (unsigned char)hi)
			found = true;
	}
	if (*p != ']')	/* no closing bracket: git matches nothing */
		return false;
	*pp = p + 1;
	return found != negate;
}

static bool name_match(const char *p, size_t plen, const char *s, size_t slen)
{
	const char *pend = p + plen, *send = s + slen;
	const char *star = NULL, *resume = NULL;

	while (s < send) {
		const char *next = p;

		if (p < pend && *p == '*') {
			star = ++p;
			resume = s;
			continue;
		}
		if (p < pend && *p == '[' && class_match(&next, *s) &&
		    next <= pend) {
			p = next;
			s++;
			continue;
		}
		if (p < pend && *p == '\\' && p + 1 < pend && p[1] == *s) {
			p += 2;
			s++;
			continue;
		}
		if (p < pend && *p != '[' && *p != '\\' &&
		    (*p == '?' || *p == *s)) {
			p++;
			s++;
			continue;
		}
		if (!star)
			return false;
		p = star;
		s = ++resume;
	}
	while (p < pend && *p == '*')
		p++;
	return p == pend;
}

/* Component i of a path cut at `/`, as [*begin, *end). */
static size_t split(const char *text, const char **begins, size_t max)
{
	size_t n = 0;

	for (const char *p = text; n < max; p++) {
		begins[n++] = p;
		p = strchrnul(p, '/');
		if (!*p)
			break;
	}
	return n;
}

static size_t part_len(const char *begin)
{
	return (size_t)(strchrnul(begin, '/') - begin);
}

/* An anchored pattern against the path parts, `**` by a table. */
static bool parts_match(const char *pattern, const char **names, size_t n)
{
	const char *pp[IGNORE_LINE_MAX / 2 + 1];
	size_t np = split(pattern, pp, sizeof(pp) / sizeof(pp[0]));
	bool *ok = cfix_xcalloc((np + 1) * (n + 1), sizeof(*ok)), found;

	/* ok[i * (n + 1) + j]: pattern parts from i match names from j */
	ok[np * (n + 1) + n] = true;
	for (size_t i = np; i-- > 0;) {
		size_t len = part_len(pp[i]);
		bool any = len == 2 && !strncmp(pp[i], "**", 2);

		for (size_t j = n + 1; j-- > 0;) {
			bool *cell = &ok[i * (n + 1) + j];

			if (any)
				*cell = ok[(i + 1) * (n + 1) + j] ||
					(j < n && ok[i * (n + 1) + j + 1]);
			else
				*cell = j < n && ok[(i + 1) * (n + 1) + j + 1] &&
					name_match(pp[i], len, names[j],
						   part_len(names[j]));
		}
	}
	found = ok[0];
	free(ok);
	return found;
}

/* Reads one .gitignore's lines into ig; a missing one adds nothing. */
static void ignore_file_read(struct ignores *ig, const char *folder,
			     size_t depth)
{
	char *path = cfix_xasprintf("%s/.gitignore", folder), *text;
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	ssize_t got = 0;
	unsigned lineno = 0;

	if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		if (fd >= 0)
			close(fd);
		free(path);
		return;
	}
	text = cfix_xmalloc(IGNORE_FILE_MAX + 1);
	for (ssize_t r; got < IGNORE_FILE_MAX &&
		(r = read(fd, text + got, IGNORE_FILE_MAX - (size_t)got)) > 0;)
		got += r;
	close(fd);
	text[got] = '\0';
	cfix_array_push(&ig->files, path);
	for (char *line = text, *next; line < text + got; line = next) {
		char *end = strchrnul(line, '\n');
		struct pattern pat = { .depth = depth, .line = ++lineno,
				       .file = ig->files.len - 1 };

		next = end + 1;
		*end = '\0';
		if (end > line && end[-1] == '\r')
			*--end = '\0';
		while (end > line && end[-1] == ' ' &&
		       !(end - 1 > line && end[-2] == '\\'))
			*--end = '\0';
		if (end == line || *line == '#' || end - line > IGNORE_LINE_MAX)
			continue;
		if (*line == '!') {
			pat.negated = true;
			line++;
		} else if (*line == '\\' && (line[1] == '#' || line[1] == '!')) {
			line++;
		}
		if (end > line && end[-1] == '/') {
			pat.dir_only = true;
			*--end = '\0';
		}
		pat.anchored = strchr(line, '/') != NULL;
		if (*line == '/')
			line++;
		if (*line) {
			pat.text = cfix_xstrdup(line);
			cfix_array_push(&ig->patterns, pat);
		}
	}
	free(text);
}

/*
 * The last pattern naming the path made of names[0, n) (a folder when
 * is_dir): those of .gitignore files above it, the deeper later, as git
 * reads them; NULL when none does or the last one is a `!`.
 */
static const struct pattern *last_match(const struct ignores *ig,
					const char **names, size_t n,
					bool is_dir)
{
	const struct pattern *last = NULL;

	for (size_t i = 0; i < ig->patterns.len; i++) {
		const struct pattern *pat = &ig->patterns.items[i];
		const char *base = names[n - 1];
		bool hit;

		if (pat->depth >= n || (pat->dir_only && !is_dir))
			continue;
		if (pat->anchored)
			hit = parts_match(pat->text, names + pat->depth,
					  n - pat->depth);
		else
			hit = name_match(pat->text, strlen(pat->text), base,
					 part_len(base));
		if (hit)
			last = pat;
	}
	return last && !last->negated ? last : NULL;
}

/* The folder above path (holding `.git`), as a length of path; 0 if none. */
static size_t top_length(const char *path)
{
	char *folder = cfix_xstrdup(path);
	size_t len = 0;

	for (char *slash; (slash = strrchr(folder, '/')) && slash > folder;) {
		struct stat st;
		char *git;

		*slash = '\0';
		git = cfix_xasprintf("%s/.git", folder);
		if (!lstat(git, &st)) {
			len = (size_t)(slash - folder);
			free(git);
			break;
		}
		free(git);
	}
	free(folder);
	return len;
}

char *cfix_file_git_ignored(const char *path, unsigned *line)
{
	char *real = realpath(path, NULL), *found = NULL;
	const char *names[PATH_MAX / 2 + 1];
	struct ignores ig = { 0 };
	size_t top, n;

	if (!real)
		return NULL;
	top = top_length(real);
	if (!top)
		goto out;
	n = split(real + top + 1, names, sizeof(names) / sizeof(names[0]));
	for (size_t k = 0; k < n; k++) {
		char *folder = cfix_xstrndup(real, (size_t)(names[k] - real) - 1);

		ignore_file_read(&ig, folder, k);
		free(folder);
	}
	/* git does not look inside an ignored folder: no `!` brings back
	 * a file below one */
	for (size_t k = 1; k <= n && !found; k++) {
		const struct pattern *pat = last_match(&ig, names, k, k < n);

		if (pat) {
			found = cfix_xstrdup(ig.files.items[pat->file]);
			*line = pat->line;
		}
	}
	for (size_t i = 0; i < ig.patterns.len; i++)
		free(ig.patterns.items[i].text);
	cfix_array_release(&ig.patterns);
	for (size_t i = 0; i < ig.files.len; i++)
		free(ig.files.items[i]);
	cfix_array_release(&ig.files);
out:
	free(real);
	return found;
}
