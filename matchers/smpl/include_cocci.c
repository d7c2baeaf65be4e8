/*
 * include_cocci.c: `#include "other.cocci"` before a rule file's first
 * rule (the grammar's include_cocci).  The included file's rules are
 * read as if written there, ahead of the including file's own (spatch
 * puts included rules first), so that later rules may depend on them
 * and inherit their metavariables; its virtual rules count too.  Each
 * included rule keeps its own file for locations.  rule.c parses the
 * file this one finds and reads.
 *
 * What may be included (docs/trust.md): a file that, `..` and symbolic
 * links resolved, lies inside the folder of the rule file the user
 * named (spatch 1.1.1 opens any path).  The name is looked up beside
 * the including file, then from the current folder (as spatch 1.1.1
 * looks it up), then from each folder above the including file's,
 * nearest first (the current folder spatch was run from, when the name
 * says `tests/x.cocci` in tests/): the first that exists and lies
 * inside is taken, so the lookups spatch's rule files rely on work
 * without opening anything outside.  A cycle is an error; so is a file
 * that is missing, not a regular file, or larger than 16 MiB.
 */
#include "rule_internal.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define MAX_INCLUDED_SIZE ((uint64_t)16 << 20)

/* The folder part of path, with its final '/' ("" for none). */
static char *folder_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return cfix_xasprintf("%.*s", slash ? (int)(slash - path + 1) : 0,
			      path);
}

void cfix__include_root(struct rule_file *f)
{
	char *folder = folder_of(f->path);
	char real[PATH_MAX];

	if (realpath(*folder ? folder : ".", real))
		f->root = cfix_arena_strdup(f->arena, real);
	if (realpath(f->path, real))
		f->real = cfix_arena_strdup(f->arena, real);
	free(folder);
}

static bool inside_root(const char *root, const char *real)
{
	size_t n = strlen(root);

	if (!strcmp(root, "/"))
		return true;
	return !strncmp(real, root, n) && real[n] == '/';
}

/* The includer in f's chain that is real (a cycle), or NULL. */
static const struct rule_file *in_chain(const struct rule_file *f,
					const char *real)
{
	for (; f; f = f->includer)
		if (f->real && !strcmp(f->real, real))
			return f;
	return NULL;
}

/* Where name is looked up, in order (see the top): candidate k, or
 * NULL past the last.  The caller frees it. */
static char *candidate(const struct rule_file *f, const char *name,
		       uint32_t k)
{
	char *folder, *result = NULL;

	if (k == 0) {
		folder = folder_of(f->path);
		result = cfix_xasprintf("%s%s", folder, name);
		free(folder);
		return result;
	}
	if (k == 1)
		return cfix_xstrdup(name);
	/* folders above the including file's: k == 2 the one above (the
	 * file's name, then as many folders stripped as k says) */
	if (!f->real)
		return NULL;
	folder = cfix_xstrdup(f->real);
	for (uint32_t up = 0; up < k; up++) {
		char *slash = strrchr(folder, '/');

		if (!slash || slash == folder) {
			free(folder);
			return NULL;
		}
		*slash = '\0';
	}
	result = cfix_xasprintf("%s/%s", folder, name);
	free(folder);
	return result;
}

/* The real path of the file `name` (the string token at tok) names, or
 * NULL after an error at tok.  *joined: the path it was found by. */
static char *resolve(struct rule_file *f, const struct cfix_token *tok,
		     const char *name, char **joined)
{
	char real[PATH_MAX];
	char *outside = NULL;	/* the first found outside the root */
	const struct rule_file *loop;
	int err = ENOENT;
	char *path;

	*joined = NULL;
	if (!*name || *name == '/') {
		cfix__rule_error_tok(f, tok, "cannot include '%s': name a rule "
				     "file relative to this one", name);
		return NULL;
	}
	for (uint32_t k = 0; !*joined && (path = candidate(f, name, k)); k++) {
		if (!realpath(path, real)) {
			if (k == 0)
				err = errno;
		} else if (f->root && inside_root(f->root, real)) {
			*joined = path;
			continue;
		} else if (!outside) {
			outside = path;
			continue;
		}
		free(path);
	}
	if (!*joined) {
		if (outside)
			cfix__rule_error_tok(f, tok, "cannot include '%s': it "
					     "lies outside the folder of the "
					     "rule file given ('%s')", name,
					     f->root ? f->root : "none");
		else
			cfix__rule_error_tok(f, tok, "cannot include '%s': %s",
					     name, strerror(err));
		free(outside);
		return NULL;
	}
	free(outside);
	loop = in_chain(f, real);
	if (loop) {
		cfix__rule_error_tok(f, tok, "cannot include '%s': '%s' is "
				     "already being read (an include cycle)",
				     name, loop->path);
		return NULL;
	}
	return cfix_xstrdup(real);
}

/* Reads the regular file real into buf; an error at tok otherwise. */
static int read_included(struct rule_file *f, const struct cfix_token *tok,
			 const char *real, struct cfix_buf *buf)
{
	int err = cfix_buf_read_regular(buf, real, MAX_INCLUDED_SIZE, 0, NULL);

	if (err)
		cfix__rule_error_tok(f, tok, "cannot include '%s': %s", real,
				     err == EINVAL ? "not a regular file"
						   : strerror(err));
	return err ? -1 : 0;
}

int cfix__include_read(struct rule_file *f, const struct cfix_token *t,
		       uint32_t n, uint32_t *i, struct rule_file *g)
{
	const struct cfix_token *tok = &t[*i];
	struct cfix_buf buf = CFIX_BUF_INIT;
	char *name, *joined = NULL, *real;
	size_t len;
	int ret = -1;

	if (*i >= n || tok->kind != CFIX_TOK_STRING || tok->text[0] != '"') {
		cfix__rule_error_tok(f, &t[*i - 1], "expected a quoted rule "
				     "file name after '#include'");
		return -1;
	}
	(*i)++;
	len = strlen(tok->text);
	name = cfix_xasprintf("%.*s", (int)(len > 1 ? len - 2 : 0),
			      tok->text + 1);
	real = resolve(f, tok, name, &joined);
	if (real && read_included(f, tok, real, &buf) == 0) {
		*g = (struct rule_file){
			.arena = f->arena,
			.path = cfix_arena_strdup(f->arena, joined),
			.real = cfix_arena_strdup(f->arena, real),
			.root = f->root,
			.includer = f,
			.text = cfix_arena_strndup(f->arena, buf.data, buf.len),
			.len = buf.len,
			.sink = f->sink,
			.set = f->set,
			.rules = f->rules,
			.base = f->base,
		};
		ret = 0;
	}
	cfix_buf_release(&buf);
	free(real);
	free(joined);
	free(name);
	return ret;
}
