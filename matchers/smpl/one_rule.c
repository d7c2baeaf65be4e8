/*
 * one_rule.c: one rule of a rule file, from its region: the header,
 * the declarations, then the body (or a script rule's code), and the
 * "// message:" and "// severity:" comments above it.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* "// KEY TEXT" (key "message:") in the comment lines right above the
 * header; *where (if not NULL) is set to TEXT's offset. */
static const char *find_key(struct rule_file *f, size_t at, const char *key,
			    size_t *where)
{
	size_t klen = strlen(key), end = at;

	while (end > 0 && f->text[end - 1] != '\n')
		end--;
	while (end > 0) {
		size_t begin = end - 1, i;

		while (begin > 0 && f->text[begin - 1] != '\n')
			begin--;
		i = cfix__rule_first_nonblank(f, begin);
		if (i >= end - 1) {
			end = begin;	/* blank line */
			continue;
		}
		if (f->text[i] != '/' || f->text[i + 1] != '/')
			break;
		i += 2;
		while (i < end && f->text[i] == '/')
			i++;
		i = cfix__rule_first_nonblank(f, i);
		if (!strncmp(f->text + i, key, klen)) {
			size_t stop = end - 1;

			i = cfix__rule_first_nonblank(f, i + klen);
			while (stop > i && is_blank(f->text[stop - 1]))
				stop--;
			if (where)
				*where = i;
			return cfix_arena_strndup(f->arena, f->text + i,
						  stop - i);
		}
		end = begin;
	}
	return NULL;
}

/* "// paths: WORD...": noreturn, the rule's dots end a path at a call
 * that does not return (match/noreturn.c); no-loops, they do not go
 * round a loop's back edge (match/flow_dots.c).  Another word is an
 * error. */
static int paths_option(struct rule_file *f, const struct rule_region *r,
			struct cfix_rule *rule)
{
	size_t where = 0, i = 0;
	const char *value = find_key(f, r->at, "paths:", &where);

	while (value && value[i]) {
		size_t n = strcspn(value + i, " \t");

		if (n == 8 && !strncmp(value + i, "noreturn", n)) {
			rule->noreturn_ends = true;
		} else if (n == 8 && !strncmp(value + i, "no-loops", n)) {
			rule->no_loops = true;
		} else {
			cfix__rule_error_at(f, where + i, (uint32_t)(n ? n : 1),
					    "'// paths: %.*s': paths takes noreturn "
					    "(a call that does not return ends the "
					    "path) and no-loops (dots do not go round "
					    "a loop)", (int)n, value + i);
			return -1;
		}
		i += n;
		i += strspn(value + i, " \t");
	}
	return 0;
}

struct cfix_rule *cfix__rule_parse_one(struct rule_file *f,
				       const struct rule_region *r)
{
	struct cfix_rule *rule = cfix_arena_alloc(f->arena, sizeof(*rule));
	struct rule_ctx rc = { .file = f, .rule = rule };
	struct cfix_token *t;
	uint32_t n = cfix__rule_lex(f, f->text, r->name_begin, r->name_end,
				    0, &t);
	bool decls_in_name = r->decl_begin == r->decl_end &&
			     r->name_end > r->name_begin;
	int ret;

	rule->loc = cfix_loc_from_offset(f->path, f->text, f->len,
					 (uint32_t)r->at);
	rule->text = f->text;
	if (decls_in_name)
		ret = cfix__decls_parse(&rc, r->name_begin, r->name_end);
	else
		ret = cfix__header_parse(&rc, t, n);
	if (ret == 0 && rule->script) {
		ret = cfix__script_decls_parse(&rc, r->decl_begin, r->decl_end);
		cfix__script_body(&rc, r);
	} else {
		if (ret == 0 && !decls_in_name)
			ret = cfix__decls_parse(&rc, r->decl_begin,
						r->decl_end);
		if (ret == 0)
			ret = cfix__body_parse(&rc, r);
	}
	rule->nmetavars = (uint32_t)rc.metavars.len;
	rule->metavars = cfix_arena_alloc(f->arena, (rc.metavars.len + 1) *
							    sizeof(struct cfix_metavar));
	if (rc.metavars.len)
		memcpy(rule->metavars, rc.metavars.items,
		       rc.metavars.len * sizeof(struct cfix_metavar));
	cfix_array_release(&rc.metavars);
	cfix_array_release(&rc.virtual_ids);
	if (ret == 0)
		cfix__rule_mark_decl_in_code(&rc);
	rule->message = find_key(f, r->at, "message:", NULL);
	rule->severity = find_key(f, r->at, "severity:", NULL);
	rule->fix = find_key(f, r->at, "fix:", NULL);
	if (ret == 0)
		ret = paths_option(f, r, rule);
	return ret == 0 ? rule : NULL;
}
