/*
 * The fixture the matcher's unit tests share (test_match.c,
 * test_match_smpl.c, test_smpl_lang.c, test_poscon.c): a rule set and a
 * C buffer parsed and matched, the diagnostics kept in a sink.  Included
 * by each test file (static functions: one copy per test program).
 */
#ifndef CFIX_TEST_MATCH_FIXTURE_H
#define CFIX_TEST_MATCH_FIXTURE_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "matchers/match/state.h"

struct fixture {
	struct cfix_diag_sink sink;
	struct cfix_ruleset *rules;
	struct cfix_source *source;
	const struct cfix_match *matches;
	uint32_t count;
	char text[512];		/* room for a test's own use */
};

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));

	cfix_diag_sink_init(&fx->sink);
	fx->rules = cfix_ruleset_new();
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;

	cfix_source_free(fx->source);
	cfix_ruleset_free(fx->rules);
	cfix_diag_sink_release(&fx->sink);
	free(fx);
	return 0;
}

/* Parses rule (from the rule file path) and code, runs the match;
 * returns the match count. */
static uint32_t run_from(struct fixture *fx, const char *path,
			 const char *rule, const char *code)
{
	struct cfix_source_options options = {
		.unsaved_text = code, .unsaved_len = strlen(code),
		.repair_rounds = 3,
	};

	assert_int_equal(cfix_ruleset_add_text(fx->rules, path, rule,
					       strlen(rule), &fx->sink), 0);
	assert_int_equal(cfix_source_parse("t.c", &options, &fx->sink,
					   &fx->source), 0);
	assert_int_equal(cfix_source_match(fx->source, fx->rules, &fx->sink,
					   &fx->matches, &fx->count), 0);
	return fx->count;
}

static uint32_t run(struct fixture *fx, const char *rule, const char *code)
{
	return run_from(fx, "t.cocci", rule, code);
}

/* The source text of match i. */
static inline void assert_matched(struct fixture *fx, uint32_t i, const char *want)
{
	const struct cfix_match *m = &fx->matches[i];
	size_t len;
	const char *text = cfix_source_text(fx->source, &len);
	char *got = cfix_xstrndup(text + m->begin, m->end - m->begin);

	assert_string_equal(got, want);
	free(got);
}

/* How many removals match i asks for. */
static inline uint32_t removals(struct fixture *fx, uint32_t i)
{
	uint32_t n = 0;

	for (uint32_t k = 0; k < fx->matches[i].nactions; k++)
		n += fx->matches[i].actions[k].kind == CFIX_ACTION_REMOVE;
	return n;
}

#endif
