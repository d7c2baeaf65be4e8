/*
 * Which rules run on a file: a profile.  The rules come from the rule
 * catalog (the built-in rules, --rule-dir folders and the rule folders
 * of a `.cfix` file), are picked by the `.cfix` file found upward from
 * the file's folder (as clang-tidy finds `.clang-tidy`), then by
 * --rules, and --sp-file adds rule files of its own.  Files under the
 * same `.cfix` share one profile: its rule set and prefilter are made
 * once.
 *
 * Rules whose header says "// default: off" are not in the starting set;
 * a name or pattern picks them as any rule.
 *
 * A `.cfix` file is YAML (read with libyaml), a mapping of:
 *
 *	rules: "-*,notand,kzalloc"   # as --rules: patterns to add, -patterns to drop
 *	rule-dirs: [ tools/cocci ]   # more rule folders, relative to the file
 *	inherit: true                # apply the .cfix above this one first
 *	parser: own                  # as --parser (auto, clang, own, own-first); --parser beats it
 *	kind: userspace              # as --kind (kernel, userspace or auto)
 *	vocabulary:                  # the project's wrappers of functions
 *	  malloc: xmalloc g_malloc   # rules name: `malloc(...)` of a rule
 *	  free: [ g_free, xfree ]    # matches `xmalloc(...)` too
 *	review-fixes: true           # as --review-fixes (the innermost .cfix says)
 *	check-build: true            # as --check-build (likewise)
 *
 * Any other key, or a value of the wrong kind, is an error at its
 * file:line:col, and no file under that `.cfix` is processed.
 *
 * A checkout is untrusted (trust.c): the search for `.cfix` stops at a
 * repository's root or the home folder; a `.cfix` of dubious ownership
 * is not read; the rule-dirs of one in an untrusted folder are not
 * loaded (a warning says how to trust it), its other keys apply: kind
 * and vocabulary are data (a name stands for a name), they run nothing.
 *
 * The kind of project (kind.c) picks the starting set among the rules:
 * --kind, else the innermost .cfix's kind:, else the tree's.  Files of
 * one .cfix and one kind share a profile.
 */
#include "tool.h"

#include <errno.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

/* One `.cfix` file as read. */
struct config {
	char *path;		/* as found */
	char *dir;		/* its folder */
	char *rules;		/* "rules:", or NULL */
	CFIX_ARRAY(char *) rule_dirs;	/* made relative to cwd */
	bool inherit;
	bool trusted;		/* its rule-dirs may be loaded (trust.c) */
	struct cfix_loc dirs_at;	/* where rule-dirs was said */
	bool parser_said;	/* parser: was said */
	enum cfix_front parser;
	enum cfix_kind kind;	/* AUTO: not said */
	struct cfix_vocabulary *vocab;	/* NULL: no vocabulary: key */
	int review_fixes, check_build;	/* 0: not said, FLAG_NO, FLAG_YES */
	struct config *parent;	/* with inherit: the next one up */
};

enum { FLAG_NO = 1, FLAG_YES };

/* A config read earlier, so its errors print once: NULL when it had
 * errors (failed) or was not read (ignored, for its ownership). */
struct known {
	char *path;
	struct config *config;
	bool failed;
};

struct cfix_profiles {
	const struct cfix_options *opts;
	struct cfix_trust *trust;
	CFIX_ARRAY(struct known) configs;
	CFIX_ARRAY(struct cfix_profile *) profiles;
	/* the last folder looked up, as written and as its real path, and
	 * its config (NULL: none) */
	char *last_written;
	char *last_dir;
	struct config *last_config;
	bool last_failed;
	enum cfix_kind last_kind;	/* and why, of the last folder */
	char *last_why;
};

/* ---- reading a .cfix file ------------------------------------------------ */

static void config_free(struct config *c)
{
	if (!c)
		return;
	free(c->path);
	free(c->dir);
	free(c->rules);
	for (size_t i = 0; i < c->rule_dirs.len; i++)
		free(c->rule_dirs.items[i]);
	cfix_array_release(&c->rule_dirs);
	cfix_vocabulary_free(c->vocab);
	free(c);
}

static struct cfix_loc mark_loc(const char *path, yaml_mark_t mark)
{
	return (struct cfix_loc){ .file = path, .line = (uint32_t)mark.line + 1,
				  .col = (uint32_t)mark.column + 1 };
}

/* dir/name, or name when it is absolute. */
static char *join(const char *dir, const char *name)
{
	if (name[0] == '/' || !strcmp(dir, "."))
		return cfix_xstrdup(name);
	return cfix_xasprintf("%s/%s", dir, name);
}

/* The scalar value of node, or NULL after an error naming key. */
static const char *scalar(yaml_document_t *doc, yaml_node_t *node,
			  const char *path, const char *key, const char *want,
			  struct cfix_diag_sink *sink)
{
	if (node && node->type == YAML_SCALAR_NODE)
		return (const char *)node->data.scalar.value;
	cfix_diag_add(sink, CFIX_DIAG_ERROR, mark_loc(path, node->start_mark),
		      "'%s' in .cfix takes %s", key, want);
	return NULL;
}

/* The column of the byte at offset in a one-line scalar node's text
 * (a quoted scalar: its opening quote first). */
static yaml_mark_t mark_at(const yaml_node_t *node, size_t offset)
{
	yaml_mark_t mark = node->start_mark;

	if (node->start_mark.line == node->end_mark.line)
		mark.column += offset + (node->data.scalar.style !=
					 YAML_PLAIN_SCALAR_STYLE);
	return mark;
}

/* Adds the wrapper word[0, len) of name; -1 after an error at its place
 * (offset in node's text). */
static int add_wrapper(struct config *c, const char *name, const char *word,
		       size_t len, const yaml_node_t *node, size_t offset,
		       struct cfix_diag_sink *sink)
{
	char *wrapper = cfix_xasprintf("%.*s", (int)len, word);
	struct cfix_loc at = mark_loc(c->path, mark_at(node, offset));
	int status = cfix_vocabulary_add(c->vocab, name, wrapper);

	if (status && !strcmp(name, wrapper))
		cfix_diag_add(sink, CFIX_DIAG_ERROR, at, "'%s' in .cfix's "
			      "vocabulary names itself as its wrapper", name);
	else if (status)
		cfix_diag_add(sink, CFIX_DIAG_ERROR, at, "bad wrapper '%s' of "
			      "'%s' in .cfix's vocabulary: not a C identifier",
			      wrapper, name);
	free(wrapper);
	return status;
}

/* The wrappers a scalar lists (names split by spaces or commas). */
static int add_wrapper_list(struct config *c, const char *name,
			    const yaml_node_t *node,
			    struct cfix_diag_sink *sink)
{
	const char *text = (const char *)node->data.scalar.value;
	int status = 0;
	size_t n = 0;

	for (size_t at = 0; text[at] && !status;) {
		size_t len;

		at += strspn(text + at, ", \t");
		len = strcspn(text + at, ", \t");
		if (len)
			status = add_wrapper(c, name, text + at, len, node,
					     at, sink);
		n += len > 0;
		at += len;
	}
	if (!status && !n) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(c->path, node->start_mark),
			      "'%s' in .cfix's vocabulary names no wrapper "
			      "(e.g. '%s: x%s')", name, name, name);
		status = -1;
	}
	return status;
}

/* One "name: wrappers" entry of vocabulary:. */
static int read_word(struct config *c, yaml_document_t *doc,
		     yaml_node_t *key, yaml_node_t *value,
		     struct cfix_diag_sink *sink)
{
	const char *name = key->type == YAML_SCALAR_NODE
				   ? (const char *)key->data.scalar.value
				   : NULL;

	if (!name || !cfix_vocabulary_is_name(name, strlen(name))) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(c->path, key->start_mark),
			      "a name in .cfix's vocabulary must be a C "
			      "identifier (a function rules name, e.g. "
			      "'malloc')");
		return -1;
	}
	if (value->type == YAML_SCALAR_NODE)
		return add_wrapper_list(c, name, value, sink);
	if (value->type != YAML_SEQUENCE_NODE) {
		scalar(doc, value, c->path, name, "its wrappers: names, or a "
		       "list of names", sink);
		return -1;
	}
	for (yaml_node_item_t *item = value->data.sequence.items.start;
	     item < value->data.sequence.items.top; item++) {
		yaml_node_t *node = yaml_document_get_node(doc, *item);

		if (!scalar(doc, node, c->path, name, "its wrappers: names, "
			    "or a list of names", sink) ||
		    add_wrapper(c, name, (const char *)node->data.scalar.value,
				node->data.scalar.length, node, 0, sink))
			return -1;
	}
	return 0;
}

/* vocabulary: a mapping of names rules spell to the project's wrappers. */
static int read_vocabulary(struct config *c, yaml_document_t *doc,
			   yaml_node_t *value, struct cfix_diag_sink *sink)
{
	if (value->type != YAML_MAPPING_NODE) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(c->path, value->start_mark),
			      "'vocabulary' in .cfix takes a mapping of names "
			      "to their wrappers (e.g. 'malloc: xmalloc "
			      "g_malloc')");
		return -1;
	}
	if (!c->vocab)
		c->vocab = cfix_vocabulary_new();
	for (yaml_node_pair_t *pair = value->data.mapping.pairs.start;
	     pair < value->data.mapping.pairs.top; pair++)
		if (read_word(c, doc, yaml_document_get_node(doc, pair->key),
			      yaml_document_get_node(doc, pair->value), sink))
			return -1;
	return 0;
}

/* kind: kernel, userspace or auto. */
static int read_kind(struct config *c, yaml_document_t *doc,
		     yaml_node_t *value, struct cfix_diag_sink *sink)
{
	const char *text = scalar(doc, value, c->path, "kind",
				  "kernel, userspace or auto", sink);

	if (!text)
		return -1;
	if (!cfix_kind_parse(text, &c->kind)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(c->path, value->start_mark),
			      "'kind' in .cfix takes kernel, userspace or "
			      "auto, not '%s'", text);
		return -1;
	}
	return 0;
}

/* A true/false key's value into *flag (FLAG_NO or FLAG_YES); -1 after
 * an error in sink. */
static int read_flag(struct config *c, yaml_document_t *doc, const char *key,
		     yaml_node_t *value, int *flag,
		     struct cfix_diag_sink *sink)
{
	const char *text = scalar(doc, value, c->path, key, "true or false",
				  sink);

	if (!text)
		return -1;
	if (!strcmp(text, "true") || !strcmp(text, "yes")) {
		*flag = FLAG_YES;
	} else if (!strcmp(text, "false") || !strcmp(text, "no")) {
		*flag = FLAG_NO;
	} else {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(c->path, value->start_mark),
			      "'%s' in .cfix takes true or false, not '%s'",
			      key, text);
		return -1;
	}
	return 0;
}

static int read_key(struct config *c, yaml_document_t *doc, const char *key,
		    yaml_node_t *value, yaml_mark_t key_mark,
		    struct cfix_diag_sink *sink)
{
	const char *text;

	if (!strcmp(key, "rules")) {
		text = scalar(doc, value, c->path, key, "a string of rule "
			      "patterns, e.g. \"-*,notand\"", sink);
		if (!text)
			return -1;
		free(c->rules);
		c->rules = cfix_xstrdup(text);
		return 0;
	}
	if (!strcmp(key, "rule-dirs")) {
		c->dirs_at = mark_loc(c->path, key_mark);
		if (value->type == YAML_SCALAR_NODE) {
			cfix_array_push(&c->rule_dirs,
				join(c->dir, (const char *)value->data.scalar.value));
			return 0;
		}
		if (value->type != YAML_SEQUENCE_NODE) {
			scalar(doc, NULL, c->path, key, "", sink);
			return -1;
		}
		for (yaml_node_item_t *item = value->data.sequence.items.start;
		     item < value->data.sequence.items.top; item++) {
			yaml_node_t *node = yaml_document_get_node(doc, *item);

			text = scalar(doc, node, c->path, key,
				      "a folder or a list of folders", sink);
			if (!text)
				return -1;
			cfix_array_push(&c->rule_dirs, join(c->dir, text));
		}
		return 0;
	}
	if (!strcmp(key, "inherit")) {
		text = scalar(doc, value, c->path, key, "true or false", sink);
		if (!text)
			return -1;
		if (!strcmp(text, "true") || !strcmp(text, "yes")) {
			c->inherit = true;
		} else if (!strcmp(text, "false") || !strcmp(text, "no")) {
			c->inherit = false;
		} else {
			cfix_diag_add(sink, CFIX_DIAG_ERROR,
				      mark_loc(c->path, value->start_mark),
				      "'inherit' in .cfix takes true or false, "
				      "not '%s'", text);
			return -1;
		}
		return 0;
	}
	if (!strcmp(key, "parser")) {
		text = scalar(doc, value, c->path, key, "auto, clang, own or own-first",
			      sink);
		if (!text)
			return -1;
		if (!cfix_front_parse(text, &c->parser)) {
			cfix_diag_add(sink, CFIX_DIAG_ERROR,
				      mark_loc(c->path, value->start_mark),
				      "'parser' in .cfix takes auto, clang, own or "
				      "own-first, not '%s'", text);
			return -1;
		}
		c->parser_said = true;
		return 0;
	}
	if (!strcmp(key, "kind"))
		return read_kind(c, doc, value, sink);
	if (!strcmp(key, "vocabulary"))
		return read_vocabulary(c, doc, value, sink);
	if (!strcmp(key, "review-fixes"))
		return read_flag(c, doc, key, value, &c->review_fixes, sink);
	if (!strcmp(key, "check-build"))
		return read_flag(c, doc, key, value, &c->check_build, sink);
	cfix_diag_add(sink, CFIX_DIAG_ERROR, mark_loc(c->path, key_mark),
		      "unknown key '%s' in .cfix (known: rules, rule-dirs, "
		      "inherit, parser, kind, vocabulary, review-fixes, "
		      "check-build)", key);
	return -1;
}

/* Reads the .cfix at path; NULL after an error in sink. */
static struct config *config_read(const char *path,
				  struct cfix_diag_sink *sink)
{
	struct config *c = cfix_xcalloc(1, sizeof(*c));
	struct cfix_buf text = CFIX_BUF_INIT;
	const char *slash = strrchr(path, '/');
	yaml_parser_t parser;
	yaml_document_t doc;
	yaml_node_t *root;
	int err, status = 0;

	c->path = cfix_xstrdup(path);
	c->dir = slash ? cfix_xasprintf("%.*s", (int)(slash - path), path)
		       : cfix_xstrdup(".");
	err = cfix_buf_read_file(&text, path);
	if (err) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      (struct cfix_loc){ .file = path },
			      "cannot read: %s", strerror(err));
		config_free(c);
		return NULL;
	}
	yaml_parser_initialize(&parser);
	yaml_parser_set_input_string(&parser, (const unsigned char *)text.data,
				     text.len);
	if (!yaml_parser_load(&parser, &doc)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(path, parser.problem_mark),
			      "not a YAML mapping: %s",
			      parser.problem ? parser.problem : "bad YAML");
		yaml_parser_delete(&parser);
		cfix_buf_release(&text);
		config_free(c);
		return NULL;
	}
	root = yaml_document_get_root_node(&doc);
	if (root && root->type == YAML_MAPPING_NODE) {
		for (yaml_node_pair_t *pair = root->data.mapping.pairs.start;
		     pair < root->data.mapping.pairs.top && !status; pair++) {
			yaml_node_t *key = yaml_document_get_node(&doc, pair->key);
			yaml_node_t *value =
				yaml_document_get_node(&doc, pair->value);

			if (key->type != YAML_SCALAR_NODE) {
				cfix_diag_add(sink, CFIX_DIAG_ERROR,
					      mark_loc(path, key->start_mark),
					      "a key in .cfix must be a name");
				status = -1;
				break;
			}
			status = read_key(c, &doc,
					  (const char *)key->data.scalar.value,
					  value, key->start_mark, sink);
		}
	} else if (root && !(root->type == YAML_SCALAR_NODE &&
			     !root->data.scalar.length)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      mark_loc(path, root->start_mark),
			      ".cfix must be a mapping of keys (rules, "
			      "rule-dirs, inherit, parser, kind, "
			      "vocabulary, review-fixes, check-build)");
		status = -1;
	}
	yaml_document_delete(&doc);
	yaml_parser_delete(&parser);
	cfix_buf_release(&text);
	if (status) {
		config_free(c);
		return NULL;
	}
	return c;
}

/* ---- finding the .cfix of a folder --------------------------------------- */

static struct config *config_at(struct cfix_profiles *ps, const char *path,
				const char *dir, bool *failed,
				struct cfix_diag_sink *sink);

/* dir's parent folder (dir a real path other than "/"); caller frees. */
static char *parent_of(const char *dir)
{
	char *up = cfix_xstrdup(dir);
	char *slash = strrchr(up, '/');

	if (slash == up)
		slash[1] = '\0';
	else if (slash)
		*slash = '\0';
	return up;
}

/*
 * The nearest .cfix in dir (a real path) or above it, or NULL; the
 * search ends at a repository's root or the home folder (trust.c).
 */
static struct config *config_above(struct cfix_profiles *ps, const char *dir,
				   bool *failed, struct cfix_diag_sink *sink)
{
	char *here = cfix_xstrdup(dir);
	struct config *found = NULL;

	for (;;) {
		char *candidate = cfix_xasprintf("%s/.cfix",
						 strcmp(here, "/") ? here : "");
		struct stat st;
		bool last = !strcmp(here, "/") || !strchr(here, '/') ||
			    cfix_trust_search_ends(ps->trust, here);

		if (!stat(candidate, &st) && S_ISREG(st.st_mode)) {
			found = config_at(ps, candidate, here, failed, sink);
			free(candidate);
			break;
		}
		free(candidate);
		if (last)
			break;
		char *up = parent_of(here);

		free(here);
		here = up;
	}
	free(here);
	return found;
}

/* The cached reading of path, if any: true and *out set. */
static bool config_known(struct cfix_profiles *ps, const char *path,
			 struct config **out, bool *failed)
{
	for (size_t i = 0; i < ps->configs.len; i++) {
		if (!strcmp(ps->configs.items[i].path, path)) {
			*failed |= ps->configs.items[i].failed;
			*out = ps->configs.items[i].config;
			return true;
		}
	}
	return false;
}

/* Whether the .cfix at path, in folder dir, may be read; else a warning. */
static bool config_allowed(struct cfix_profiles *ps, const char *path,
			   const char *dir, struct cfix_diag_sink *sink)
{
	const char *why = cfix_trust_config_problem(ps->trust, path, dir, sink);

	if (!why)
		return true;
	cfix_diag_add(sink, CFIX_DIAG_WARNING, (struct cfix_loc){ .file = path },
		      "ignoring this .cfix: %s (to trust it, add '%s' to %s)",
		      why, dir, cfix_trust_list_path(ps->trust));
	return false;
}

/* Decides whether c's rule-dirs load; says so when they do not. */
static void config_trust(struct cfix_profiles *ps, struct config *c,
			 const char *dir, struct cfix_diag_sink *sink)
{
	c->trusted = cfix_trust_folder(ps->trust, dir, sink);
	if (c->trusted || !c->rule_dirs.len)
		return;
	cfix_diag_add(sink, CFIX_DIAG_WARNING, c->dirs_at,
		      "not loading the rule-dirs of an untrusted checkout "
		      "(their rules may run scripts); to trust it, add '%s' "
		      "to %s, or pass --trust-checkout", dir,
		      cfix_trust_list_path(ps->trust));
}

static struct config *config_at(struct cfix_profiles *ps, const char *path,
				const char *dir, bool *failed,
				struct cfix_diag_sink *sink)
{
	struct config *c;

	if (config_known(ps, path, &c, failed))
		return c;
	if (!config_allowed(ps, path, dir, sink)) {
		cfix_array_push(&ps->configs,
				((struct known){ .path = cfix_xstrdup(path) }));
		return NULL;
	}
	c = config_read(path, sink);
	cfix_array_push(&ps->configs,
			((struct known){ .path = cfix_xstrdup(path),
					 .config = c, .failed = !c }));
	if (!c) {
		*failed = true;
		return NULL;
	}
	config_trust(ps, c, dir, sink);
	/* inherit looks above, within the same bounds */
	if (c->inherit && strcmp(dir, "/") &&
	    !cfix_trust_search_ends(ps->trust, dir)) {
		char *up = parent_of(dir);

		c->parent = config_above(ps, up, failed, sink);
		free(up);
	}
	return c;
}

/* ---- picking rules ---------------------------------------------------- */

/*
 * Applies a pattern list ("a,b*,-c") to on[] over the catalog: a pattern
 * turns on the rules whose name it matches (fnmatch), "-pattern" turns
 * them off.  A pattern without wildcards must name a rule.  Rules marked
 * "default: off" are matched as any other: "*" turns them on too, as
 * clang-tidy's "*" enables every check.  lenient: a name that matches
 * no rule is no error (the .cfix's own rule-dirs were not loaded).
 */
static int apply_patterns(const struct cfix_catalog *cat, bool *on,
			  const char *list, const char *where, bool lenient,
			  struct cfix_diag_sink *sink)
{
	char *copy = cfix_xstrdup(list), *save = NULL;
	int status = 0;

	for (char *item = strtok_r(copy, ",", &save); item;
	     item = strtok_r(NULL, ",", &save)) {
		bool off = false, hit = false;
		char *end;

		while (*item == ' ' || *item == '\t')
			item++;
		end = item + strlen(item);
		while (end > item && (end[-1] == ' ' || end[-1] == '\t'))
			*--end = '\0';
		if (*item == '-') {
			off = true;
			item++;
		}
		if (!*item)
			continue;
		for (uint32_t i = 0; i < cfix_catalog_count(cat); i++) {
			if (!fnmatch(item, cfix_catalog_rule(cat, i)->name, 0)) {
				on[i] = !off;
				hit = true;
			}
		}
		/* dropping a rule this folder does not have is fine */
		if (!hit && !off && !lenient && !strpbrk(item, "*?[")) {
			cfix_diag_add(sink, CFIX_DIAG_ERROR,
				      (struct cfix_loc){ .file = where },
				      "no rule named '%s' (cfix --list-rules "
				      "lists them)", item);
			status = -1;
		}
	}
	free(copy);
	return status;
}

typedef CFIX_ARRAY(struct config *) config_list;

/* The configs of the chain, outermost first. */
static void chain(struct config *c, config_list *out)
{
	if (!c)
		return;
	if (c->inherit)
		chain(c->parent, out);
	cfix_array_push(out, c);
}

/* The vocabulary of the chain, outer .cfix files first; NULL: none. */
static struct cfix_vocabulary *chain_vocabulary(const config_list *configs)
{
	struct cfix_vocabulary *vocab = NULL;

	for (size_t k = 0; k < configs->len; k++) {
		if (!configs->items[k]->vocab)
			continue;
		if (!vocab)
			vocab = cfix_vocabulary_new();
		cfix_vocabulary_merge(vocab, configs->items[k]->vocab);
	}
	return vocab;
}

/* The kind of the files under config in the real path dir: --kind, else
 * the innermost .cfix that says, else the tree's; *why says which. */
static enum cfix_kind choose_kind(struct cfix_profiles *ps,
				  struct config *config, const char *dir,
				  char **why)
{
	config_list configs = { 0 };
	enum cfix_kind kind = ps->opts->kind;

	if (kind != CFIX_KIND_AUTO) {
		*why = cfix_xasprintf("--kind %s", cfix_kind_name(kind));
		return kind;
	}
	chain(config, &configs);
	for (size_t k = configs.len; k-- > 0 && kind == CFIX_KIND_AUTO;) {
		kind = configs.items[k]->kind;
		if (kind != CFIX_KIND_AUTO)
			*why = cfix_xasprintf("%s says 'kind: %s'",
					      configs.items[k]->path,
					      cfix_kind_name(kind));
	}
	cfix_array_release(&configs);
	if (kind == CFIX_KIND_AUTO)
		kind = cfix_kind_of_tree(ps->trust, dir, why);
	return kind;
}

static struct cfix_profile *profile_make(struct cfix_profiles *ps,
					 struct config *config,
					 enum cfix_kind kind, const char *why,
					 struct cfix_diag_sink *sink)
{
	const struct cfix_options *opts = ps->opts;
	struct cfix_profile *p = cfix_xcalloc(1, sizeof(*p));
	config_list configs = { 0 };
	bool *on;
	int status = 0;

	p->config = config ? config->path : NULL;
	p->kind = kind;
	p->kind_why = cfix_xstrdup(why);
	p->catalog = cfix_catalog_new();
	cfix_catalog_add_builtins(p->catalog);
	chain(config, &configs);
	for (size_t i = 0; i < opts->rule_dirs.len; i++)
		status |= cfix_catalog_add_dir(p->catalog,
					       opts->rule_dirs.items[i], sink);
	for (size_t k = 0; k < configs.len; k++)
		for (size_t i = 0; configs.items[k]->trusted &&
				   i < configs.items[k]->rule_dirs.len; i++)
			status |= cfix_catalog_add_dir(p->catalog,
				configs.items[k]->rule_dirs.items[i], sink);
	p->on = on = cfix_xcalloc(cfix_catalog_count(p->catalog) + 1,
				  sizeof(*on));
	/* the starting set: every rule of the kind (kind.c) not marked
	 * "default: off", or none with --sp-file; patterns then apply
	 * alike to every rule */
	for (uint32_t i = 0; i < cfix_catalog_count(p->catalog); i++) {
		const struct cfix_rule_info *info =
			cfix_catalog_rule(p->catalog, i);

		on[i] = !opts->rule_files.len && !info->default_off &&
			cfix_kind_takes(kind, info->tags);
	}
	for (size_t k = 0; k < configs.len; k++) {
		const struct config *c = configs.items[k];

		if (c->rules)
			status |= apply_patterns(p->catalog, on, c->rules,
						 c->path, !c->trusted &&
						 c->rule_dirs.len, sink);
	}
	/* the innermost .cfix that names a parser says; --parser beats it */
	p->parser = opts->parser;
	for (size_t k = 0; !opts->parser_given && k < configs.len; k++)
		if (configs.items[k]->parser_said)
			p->parser = configs.items[k]->parser;
	/* likewise review-fixes and check-build; the options turn them on */
	p->review_fixes = opts->review_fixes;
	p->check_build = opts->check_build;
	for (size_t k = 0; k < configs.len; k++) {
		if (configs.items[k]->review_fixes && !opts->review_fixes)
			p->review_fixes =
				configs.items[k]->review_fixes == FLAG_YES;
		if (configs.items[k]->check_build && !opts->check_build)
			p->check_build =
				configs.items[k]->check_build == FLAG_YES;
	}
	for (size_t i = 0; i < opts->rule_patterns.len; i++)
		status |= apply_patterns(p->catalog, on,
					 opts->rule_patterns.items[i],
					 "--rules", false, sink);
	p->vocab = chain_vocabulary(&configs);
	cfix_array_release(&configs);
	p->rules = cfix_ruleset_new();
	cfix_ruleset_set_vocabulary(p->rules, p->vocab);
	cfix_ruleset_allow_inconsistent_paths(p->rules,
					      opts->allow_inconsistent_paths);
	for (size_t i = 0; !status && i < opts->rule_files.len; i++)
		status |= cfix_ruleset_add_file(p->rules,
						opts->rule_files.items[i], sink);
	for (uint32_t i = 0; !status && i < cfix_catalog_count(p->catalog); i++) {
		const struct cfix_rule_info *info =
			cfix_catalog_rule(p->catalog, i);

		if (on[i])
			status |= cfix_ruleset_add_text(p->rules, info->path,
							info->text, info->len,
							sink);
	}
	/* a .cfix may switch every rule off for its folder; the command
	 * line alone may not */
	if (!status && !config && !cfix_ruleset_count(p->rules)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      (struct cfix_loc){ .file = p->config ? p->config
								   : "cfix" },
			      "no rule is selected (cfix --list-rules lists "
			      "them)");
		status = -1;
	}
	p->failed = status != 0;
	if (!p->failed && !opts->no_prefilter) {
		p->prefilter = cfix_prefilter_new(p->rules);
		p->each = cfix_prefilter_new_each(p->rules);
	}
	cfix_array_push(&ps->profiles, p);
	return p;
}

/* ---- the cache ---------------------------------------------------------- */

struct cfix_profiles *cfix_profiles_new(const struct cfix_options *opts)
{
	struct cfix_profiles *ps = cfix_xcalloc(1, sizeof(*ps));

	ps->opts = opts;
	ps->trust = cfix_trust_new(opts->trust_checkout);
	return ps;
}

static void profiles_clear(struct cfix_profiles *ps)
{
	for (size_t i = 0; i < ps->profiles.len; i++) {
		struct cfix_profile *p = ps->profiles.items[i];

		cfix_prefilter_free(p->prefilter);
		cfix_prefilter_free(p->each);
		cfix_ruleset_free(p->rules);
		cfix_catalog_free(p->catalog);
		cfix_vocabulary_free(p->vocab);
		free(p->kind_why);
		free(p->on);
		free(p);
	}
	cfix_array_release(&ps->profiles);
	for (size_t i = 0; i < ps->configs.len; i++) {
		free(ps->configs.items[i].path);
		config_free(ps->configs.items[i].config);
	}
	cfix_array_release(&ps->configs);
	free(ps->last_dir);
	free(ps->last_written);
	free(ps->last_why);
	ps->last_dir = ps->last_written = ps->last_why = NULL;
	cfix_trust_free(ps->trust);
	ps->trust = NULL;
}

void cfix_profiles_reset(struct cfix_profiles *ps)
{
	profiles_clear(ps);
	ps->trust = cfix_trust_new(ps->opts->trust_checkout);	/* reread */
}

void cfix_profiles_free(struct cfix_profiles *ps)
{
	if (!ps)
		return;
	profiles_clear(ps);
	free(ps);
}

/* The profile of config and kind (why: the sentence saying why that
 * kind), made on first use; NULL when it failed. */
static struct cfix_profile *profile_find(struct cfix_profiles *ps,
					 struct config *config,
					 enum cfix_kind kind, const char *why,
					 struct cfix_diag_sink *sink)
{
	struct cfix_profile *p = NULL;

	for (size_t i = 0; !p && i < ps->profiles.len; i++) {
		struct cfix_profile *q = ps->profiles.items[i];

		if (q->config == (config ? config->path : NULL) &&
		    q->kind == kind && !strcmp(q->kind_why, why))
			p = q;
	}
	if (!p)
		p = profile_make(ps, config, kind, why, sink);
	return p->failed ? NULL : p;
}

struct cfix_profile *cfix_profile_for(struct cfix_profiles *ps,
				      const char *path,
				      struct cfix_diag_sink *sink)
{
	char *written = cfix_xstrdup(path[0] ? path : "."), *dir;
	struct config *config = NULL;
	bool failed = false;
	struct stat st;

	if (stat(written, &st) || !S_ISDIR(st.st_mode)) {
		char *slash = strrchr(written, '/');

		if (slash == written)
			slash[1] = '\0';
		else if (slash)
			*slash = '\0';
		else
			strcpy(written, ".");
	}
	/* A run takes a folder's files one after the other: its real path
	 * is looked up once (realpath() costs a readlink() per folder of
	 * the path). */
	if (ps->last_written && !strcmp(ps->last_written, written)) {
		free(written);
		dir = NULL;
	} else {
		dir = realpath(written, NULL);
		if (!dir)
			dir = cfix_xstrdup(written);
		free(ps->last_written);
		ps->last_written = written;
	}
	if (!dir || (ps->last_dir && !strcmp(ps->last_dir, dir))) {
		config = ps->last_config;
		failed = ps->last_failed;
		free(dir);
	} else {
		if (!ps->opts->no_config)
			config = config_above(ps, dir, &failed, sink);
		free(ps->last_dir);
		free(ps->last_why);
		ps->last_why = NULL;
		ps->last_dir = dir;
		ps->last_config = config;
		ps->last_failed = failed;
		if (!failed)
			ps->last_kind = choose_kind(ps, config, dir,
						    &ps->last_why);
	}
	if (failed)
		return NULL;
	return profile_find(ps, config, ps->last_kind, ps->last_why, sink);
}
