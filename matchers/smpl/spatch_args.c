/*
 * spatch_args.c: "#spatch OPTIONS" lines, the options a rule file adds
 * to spatch's command line (parsing_cocci/cocci_args.ml): a line that,
 * trimmed, is '#', blanks, "spatch" and more.  The words of all such
 * lines ('...' and "..." quote unless after a '\'; as in spatch, an
 * opening quote drops the unquoted letters of the word before it) make
 * one list, so a `-D` ending one line takes the next line's first word,
 * as in spatch.  Of the options only -D acts: NAME defines a virtual
 * rule, NAME=VALUE gives a virtual identifier its value unless the
 * command line gave one (spatch puts the command line last, and the
 * last -D wins).  spatch's other options are about its run, not the
 * rules, and a rule file may not set cfix's (docs/trust.md): ignored.
 */
#include "rule_internal.h"

#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(const char *) word_array;

/* The words of text [at, end) into words; false at an unmatched quote. */
static bool split_words(struct rule_file *f, size_t at, size_t end,
			word_array *words)
{
	struct cfix_buf word = CFIX_BUF_INIT;
	size_t kept = 0;	/* the word's length at its last quote */
	bool have = false;
	char quote = 0;

	for (size_t i = at; i < end; i++) {
		char c = f->text[i];

		if (!quote && is_blank(c)) {
			if (have)
				cfix_array_push(words, cfix_arena_strndup(
					f->arena, word.data, word.len));
			cfix_buf_reset(&word);
			kept = 0;
			have = false;
			continue;
		}
		have = true;
		if ((c == '\'' || c == '"') && (i == at || f->text[i - 1] != '\\')) {
			if (!quote) {
				quote = c;
				word.len = kept;	/* as spatch does */
				continue;
			}
			if (quote == c) {
				quote = 0;
				kept = word.len;
				continue;
			}
		}
		cfix_buf_addch(&word, c);
	}
	if (have && !quote)
		cfix_array_push(words, cfix_arena_strndup(f->arena, word.data,
							  word.len));
	cfix_buf_release(&word);
	return !quote;
}

/* Where the options of the line [at, end) begin, if it is a "#spatch"
 * line with options, else end. */
static size_t options_of(const char *text, size_t at, size_t end)
{
	while (at < end && is_blank(text[at]))
		at++;
	while (end > at && is_blank(text[end - 1]))
		end--;
	if (at == end || text[at] != '#')
		return end;
	for (at++; at < end && is_blank(text[at]); at++)
		;
	if (end - at <= 6 || strncmp(text + at, "spatch", 6))
		return end;
	return at + 6;
}

static void define(struct rule_file *f, const char *def)
{
	const char *eq = strchr(def, '=');
	char *name;

	if (eq) {
		name = cfix_arena_strndup(f->arena, def, (size_t)(eq - def));
		if (cfix__ruleset_virtual_value(f->set, name))
			return;
	}
	cfix_ruleset_define(f->set, def);
}

void cfix__spatch_args_read(struct rule_file *f)
{
	word_array words = {0};
	size_t at = 0;

	while (at < f->len) {
		const char *nl = memchr(f->text + at, '\n', f->len - at);
		size_t end = nl ? (size_t)(nl - f->text) : f->len;
		size_t opts = options_of(f->text, at, end);

		if (opts < end && !split_words(f, opts, end, &words))
			cfix__rule_error_at(f, opts, 0,
					    "#spatch options: unmatched quote");
		at = end + 1;
	}
	for (size_t i = 0; i + 1 < words.len; i++)
		if (!strcmp(words.items[i], "-D"))
			define(f, words.items[++i]);
	cfix_array_release(&words);
}
