/*
 * The prefilter's own header, shared by the files of matchers/prefilter/
 * alone: a rule's chains (chains.c builds them), the file's tokens
 * (lex.c), the search for a chain in them (search.c), the file's macros
 * expanded once (expand.c) and the windows' quick "no" (windows.c);
 * prefilter.c holds the public functions (matchers.h).  How the
 * prefilter works is told at the top of prefilter.c.
 */
#ifndef CFIX_PREFILTER_INTERNAL_H
#define CFIX_PREFILTER_INTERNAL_H

#include "../smpl/smpl.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* ---- chains (chains.c) ------------------------------------------------- */

enum elem_kind {
	ELEM_TOKEN,	/* this token */
	ELEM_OPTIONAL,	/* this token, or nothing (paren isomorphism) */
	ELEM_NUMBER,	/* one number or character literal */
	ELEM_GAP,	/* a balanced run of tokens, maybe empty */
};

enum gap_kind {
	GAP_EXPR,	/* no ';' at its own depth */
	GAP_OPERAND,	/* an operand of a unary or postfix operator */
	/* a `constant` metavariable: it starts with what a constant can
	 * be (constant_head()), then is as GAP_EXPR; never trimmed off */
	GAP_CONSTANT,
	GAP_STMT,	/* anything balanced */
	GAP_TYPE_BEFORE, /* storage classes and qualifiers */
	GAP_TYPE_AFTER,	/* qualifiers and '*' */
	/* statement dots: the matcher follows control flow, into and out
	 * of blocks, back round a loop and by a goto, so any place of the
	 * function */
	GAP_ANY,
};

struct elem {
	uint8_t kind;		/* enum elem_kind */
	uint8_t gap;		/* enum gap_kind */
	uint32_t len;
	const char *text;	/* ELEM_TOKEN, ELEM_OPTIONAL */
	/* ELEM_GAP: the metavariable it stands for (-1: none); once the
	 * chain is built, the slot of a metavariable that stands in two
	 * gaps or more, whose runs must then spell the same tokens
	 * (-1: none) */
	int32_t metavar;
	int32_t slot;
	/* ELEM_GAP: the gap holds the metavariable somewhere, not only
	 * it (a declaration up to its '=' holds the declared name) */
	bool contains;
};

enum { MAX_SLOTS = 16 };

enum chain_mode {
	CHAIN_NEVER,	/* no pattern: the rule matches nothing */
	CHAIN_ALWAYS,	/* the chain is empty: any file may match */
	CHAIN_TOKENS,	/* look for elems */
	CHAIN_WORDS,	/* look for every word */
};

struct chain {
	const char *rule;
	uint32_t k;		/* the rule's index in its set */
	enum chain_mode mode;
	struct elem *elems;
	uint32_t nelems;
	const char **words;	/* names and keywords the rule writes */
	uint32_t nwords;
	/* any_of[i]: word i is an alternative to word i - 1 (a
	 * disjunction's branches): one word of each run must occur */
	bool *any_of;
	uint32_t nslots;	/* backreference slots of elems */
	/* the slot of the metavariable whose gap, trimmed off, stood just
	 * before elems[0] (`E = kmalloc(sizeof(E))`), or -1: its binding
	 * ends where elems[0] is found; with lead_contains, its binding
	 * is somewhere in the tokens after the last ';', '{' or '}' before
	 * elems[0] (`T *x = kmalloc(sizeof(x))`) */
	int32_t lead_slot;
	bool lead_contains;
};

/* What rule k needs before it can run in a file (prefilter.c's
 * gates): the rules it inherits a metavariable from. */
struct gate {
	uint32_t *needs;
	uint32_t nneeds;
	bool never;	/* its `depends on` cannot hold */
	bool script;	/* a script: present when its needs are */
	/* its `depends on` tests rules: it holds only where the rules it
	 * needs matched, so not where they are absent */
	bool tested;
	struct cfix__depends_table depends;
};

struct cfix_prefilter {
	struct cfix_arena *arena;
	struct chain *chains;
	uint32_t nchains;
	/* per rule, what it needs (NULL: no rule needs another, or a rule
	 * of the set changes code, which later rules may match) */
	struct gate *gates;
	uint32_t nrules;
	/* the chains of the rules needed that keep no file themselves
	 * (binders): they only tell whether such a rule is present */
	struct chain *gate_chains;
	uint32_t ngate_chains;
	/* the rule set's, while cfix_prefilter_new() runs; NULL after */
	const struct cfix_vocabulary *vocab;
};


typedef CFIX_ARRAY(struct chain) chain_array;

/*
 * The chains of a rule, appended to out: one per combination of the
 * branches of its disjunctions (a file is a candidate when one of them
 * is found), or one chain of words when there are too many or one
 * cannot be modelled.  The chains' words and elements live in filter's
 * arena.
 */
void cfix__chains_build(struct cfix_prefilter *filter,
				  const struct cfix_rule *rule,
				  chain_array *out);

/* ---- the file's tokens (lex.c) ----------------------------------------- */

enum ptok_kind { PTOK_WORD, PTOK_NUMBER, PTOK_CHAR, PTOK_STRING, PTOK_PUNCT };

/* A token of the file: text points into the file (or at a static
 * spelling for digraphs); partner is the matching bracket, or -1. */
struct ptok {
	const char *text;
	uint32_t len;
	uint8_t kind;		/* enum ptok_kind */
	bool after_directive;	/* a directive line came before it */
	int32_t partner;
};

typedef CFIX_ARRAY(struct ptok) ptok_array;

/*
 * A token array's places grouped by their spelling's hash, ascending
 * within one group: a chain's search then starts only where its first
 * token stands, not at every place (the default set's 257 chains each
 * scanned a kept file's tokens whole, issue 19).  Group g is
 * places[starts[g], starts[g + 1]); spellings sharing a group are told
 * apart at the look-up.  Built in linear time (a sort of the places by
 * spelling was a fifth of an own-only `make coccicheck` rule process,
 * docs/benchmarks.md, session 29).
 */
struct tok_index {
	struct tok_place { const char *text; uint32_t len, at; } *places;
	uint32_t *starts;	/* mask + 2 of them */
	uint32_t mask;
	bool built;
};

struct macro {
	const char *name;
	uint32_t name_len;
	bool function_like;
	uint32_t params, nparams;	/* into lexed.defs */
	uint32_t body, nbody;		/* into lexed.defs */
	bool interesting;	/* the body holds a token of the chain */
	bool expanded;		/* lexed.expanded expands it */
};

struct lexed {
	ptok_array code;	/* outside directive lines */
	struct tok_index code_index;	/* built on first use */
	ptok_array defs;	/* #define parameters and bodies */
	CFIX_ARRAY(struct macro) macros;
	ptok_array expanded;	/* code with the file's macros expanded */
	bool expanded_built;	/* expanded holds the expansion of the
				   macros now marked interesting */
	bool unsure;		/* a token split by a line splice, too big */
	unsigned long steps;	/* work spent on the file's chains: past
				   FILE_BUDGET the file is kept unsearched */
};

struct scanner {
	const char *text;
	size_t pos, len;
	bool unsure;
};


/* Byte classes: 1 starts a name, 2 continues one, 4 is a blank. */
static const uint8_t byte_class[256] = {
	['a' ... 'z'] = 3, ['A' ... 'Z'] = 3, ['_'] = 3, ['$'] = 3,
	[0x80 ... 0xff] = 3, ['0' ... '9'] = 2,
	[' '] = 4, ['\t'] = 4, ['\r'] = 4, ['\f'] = 4, ['\v'] = 4,
};

static inline bool ident_start(int c)
{
	return c >= 0 && (byte_class[c] & 1);
}

static inline bool ident_char(int c)
{
	return c >= 0 && (byte_class[c] & 2);
}

static inline bool tok_is(const struct ptok *tok, const char *text)
{
	size_t len = strlen(text);

	return tok->len == len && !memcmp(tok->text, text, len);
}

/* Lexes text[0, len) into lx (code, #define bodies, macros); sets
 * lx->unsure when a token is split by a line splice.  Release with
 * cfix__lexed_release(). */
void cfix__lex_file(struct lexed *lx, const char *text, size_t len);
void cfix__lexed_release(struct lexed *lx);
/* The #define at s (just after the word "define"), appended to lx. */
void cfix__scan_define(struct scanner *s, struct lexed *lx);
/* Sets each bracket's partner in toks (-1 where it has none). */
void cfix__link_brackets(ptok_array *toks);
/* Is word in text as a whole word (comments and strings count too)? */
bool cfix__word_in_text(const char *word, const char *text,
				  size_t len);

/* ---- looking for a chain (search.c) ------------------------------------ */

/* Steps of one chain's search, and of all a file's chains and macro
 * expansions together; past either, the answer is "maybe". */
enum { STEP_BUDGET = 2000000, FILE_BUDGET = 8000000 };


struct search {
	const struct chain *chain;
	const struct ptok *toks;
	uint32_t ntoks;
	unsigned long steps;
	/* each slot's run of tokens [first, end), once bound; a suffix
	 * slot's run is the tokens before end, as many as it takes */
	bool bound[MAX_SLOTS], suffix[MAX_SLOTS], contains[MAX_SLOTS];
	uint32_t first[MAX_SLOTS], end[MAX_SLOTS];
	/* a window of the file that stops before its end: a search that
	 * needs a token past toks[ntoks - 1] (or a bracket's partner
	 * there) sets overflow and stops */
	bool open_end;
	bool overflow;
	bool window;	/* toks are a window of the file, from a place on */
	/* ends[p] and backs[p] (find_ends()): the end of the function
	 * around toks[p] and the first place a path from it may go back
	 * to; both NULL when the braces do not balance (#if branches);
	 * found once, on demand */
	bool ends_found;
	uint32_t *ends, *backs;
	/* directives[i]: how many of toks[0, i) follow a directive line
	 * (built on demand), so that asking a run costs no walk over it */
	uint32_t *directives;
};


static inline bool is_punct(const struct ptok *tok, const char *text)
{
	return tok->kind == PTOK_PUNCT && tok_is(tok, text);
}

/* Does the element e (not a gap) fit the token? */
bool cfix__elem_fits(const struct elem *e, const struct ptok *tok);
/* Is the chain's rest, from element e, found from token p on? */
bool cfix__search_from(struct search *s, uint32_t e, uint32_t p);
void cfix__tok_index_build(struct tok_index *index, const struct ptok *toks,
			   uint32_t ntoks);
void cfix__tok_index_release(struct tok_index *index);
/* Is the chain found in toks[0, ntoks)?  index: toks' (or NULL: every
 * place is tried).  *spent: the file's steps so far, to which the
 * search adds its own (past FILE_BUDGET: found). */
bool cfix__chain_in(const struct chain *chain,
			      const struct ptok *toks, uint32_t ntoks,
			      const struct tok_index *index,
			      unsigned long *spent);
/* Does toks[0, n) hold a token the element e (not a gap) fits? */
bool cfix__tokens_hold(const struct ptok *toks, uint32_t n,
			   const struct elem *e);

/* ---- the file's macros expanded once (expand.c) ------------------------ */

/* Fills lx->expanded with lx->code, the file's macros whose body holds a
 * token of the chain expanded once (unless it already holds them). */
void cfix__expand_macros(struct lexed *lx, const struct chain *chain);

/* ---- windows (windows.c) ----------------------------------------------- */

/* True when no chain of filter marked in maybe can be in text[0, len),
 * found from windows lexed around its first token; false: lex the
 * whole file. */
bool cfix__windows_say_no(const struct cfix_prefilter *filter,
				    const bool *maybe, const char *text,
				    size_t len);

#endif
