/*
 * Metavariables bound to code: what each kind of metavariable may bind,
 * its constraints (`!= x`, `=~ "re"`, script constraints), the binding
 * itself, and a binding's text as scripts and inherited rules see it.
 */
#include "bindings.h"
#include "comments.h"
#include "changes.h"
#include "types.h"
#include "explain.h"
#include "poslist.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Does node (or a kid) declare name: a parameter or a declarator? */
static bool declares(const struct cfix_node *node, const char *name)
{
	if (!node)
		return false;
	if ((node->kind == CFIX_NODE_PARAM || node->kind == CFIX_NODE_DECLARATOR) &&
	    node->nkids > 1 && node->kids[1] && node->kids[1]->text &&
	    !strcmp(node->kids[1]->text, name))
		return true;
	if (node->kind == CFIX_NODE_DECLARATOR && node->nkids > 1)
		return false;	/* not inside an initializer's statement
				   expressions: good enough */
	for (uint32_t i = 0; i < node->nkids; i++)
		if (declares(node->kids[i], name))
			return true;
	return false;
}

/* `local idexpression`: is the name src uses declared by the function
 * it lies in (a parameter, a local variable)? */
static bool declared_locally(const struct cfix_node *src)
{
	const struct cfix_node *fn = src->parent;

	while (fn && fn->kind != CFIX_NODE_FUNCTION)
		fn = fn->parent;
	if (!fn || !src->text)
		return false;
	return declares(fn->nkids > 2 ? fn->kids[2] : NULL, src->text) ||
	       declares(fn->nkids > 3 ? fn->kids[3] : NULL, src->text);
}

/*
 * Is src the name of a declarer: a macro item at file level,
 * `DEFINE_MUTEX(m);` (EXPR_STMT (CALL (IDENT ...))), storage words
 * before it or not?  spatch 1.1.1 reads such a call as a declarer only
 * at file level unless the rule names it (`declarer name`).
 */
static bool is_declarer_name(const struct cfix_node *src)
{
	const struct cfix_node *call = src->parent;
	const struct cfix_node *item = call ? call->parent : NULL;

	return src->kind == CFIX_NODE_IDENT && call &&
	       call->kind == CFIX_NODE_CALL && call->kids[0] == src && item &&
	       item->kind == CFIX_NODE_EXPR_STMT && item->parent &&
	       item->parent->kind == CFIX_NODE_TRANSLATION_UNIT;
}

/* Is src the specifiers of a `typedef` declaration?  A type
 * metavariable standing for a declaration's whole type does not take
 * them: `T x;` declares a variable, as for spatch. */
static bool typedef_specifiers(const struct matcher *m,
			       const struct cfix_node *src)
{
	return src->parent && src->parent->kind == CFIX_NODE_DECL &&
	       src->parent->nkids && src->parent->kids[0] == src &&
	       src->first <= src->last &&
	       !strcmp(m->source->toks[src->first].text, "typedef");
}

static bool kind_fits(struct matcher *m, const struct cfix_metavar *mv,
		      const struct cfix_node *src)
{
	switch (mv->kind) {
	case CFIX_MV_EXPRESSION:
		/* `{ 1, 2 }` and `.x = 1` are initializers, not
		 * expressions: only an `initializer` takes them */
		if ((src->kind == CFIX_NODE_INIT_LIST ||
		     src->kind == CFIX_NODE_DESIGNATOR) && !mv->initializer)
			return false;
		return cfix_node_is_expr(src) &&
		       cfix__match_type_fits(m, mv, src);
	case CFIX_MV_IDEXPRESSION:
		return src->kind == CFIX_NODE_IDENT &&
		       cfix__match_type_fits(m, mv, src) &&
		       (!mv->local || declared_locally(src)) &&
		       (!mv->global || !declared_locally(src));
	case CFIX_MV_IDENTIFIER:
		return src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_ITERATOR:
		/* the name heading a macro loop: ITERATOR (CALL (IDENT ...)) */
		return src->kind == CFIX_NODE_IDENT && src->parent &&
		       src->parent->kind == CFIX_NODE_CALL &&
		       src->parent->nkids && src->parent->kids[0] == src &&
		       src->parent->parent &&
		       src->parent->parent->kind == CFIX_NODE_ITERATOR &&
		       src->parent->parent->kids[0] == src->parent;
	case CFIX_MV_CONSTANT:	/* the candidate pass: a name may be one
				   (a guess, noted: only clang's macros
				   say) */
	{
		bool guess = m->source->maybe && src->kind == CFIX_NODE_IDENT;
		bool fits = (guess || cfix__match_is_constant(
					      src, m->source->spatch_constants)) &&
			    cfix__match_type_fits(m, mv, src);

		if (fits && guess)
			m->took_maybe = true;
		return fits;
	}
	case CFIX_MV_TYPE:
		if (src->kind != CFIX_NODE_TYPE || typedef_specifiers(m, src))
			return false;
		/* the candidate pass: the own parse reads types less
		 * exactly than clang (candidates.c, counts_by_maybe()) */
		if (m->source->maybe)
			m->took_maybe = true;
		return true;
	case CFIX_MV_STATEMENT:	/* in Coccinelle a declaration is none */
		/* nor code cfix could not parse (not matched, as its warning
		 * says): a #define body's `static const struct ... = { ...
		 * }` is no S of misc/semicolon's `S;` */
		return cfix_node_is_stmt(src) && src->kind != CFIX_NODE_DECL &&
		       (src->kind != CFIX_NODE_UNKNOWN ||
			(src->flags & CFIX_NODEF_OPAQUE));
	case CFIX_MV_DECLARATION:
		return src->kind == CFIX_NODE_DECL;
	case CFIX_MV_SYMBOL:
		return src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_TYPEDEF:
		return src->kind == CFIX_NODE_TYPE || src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_DECLARER:
		return is_declarer_name(src);
	case CFIX_MV_ATTRIBUTE:	/* match/attributes.c found one there */
	case CFIX_MV_METAVARIABLE:
		/* spatch infers the kind from the place: the pattern's
		 * shape put src there */
		return true;
	default:
		return false;
	}
}

/* Why mv cannot bind src, for --explain: its type when it has one and
 * src is an expression, else its kind. */
static enum cfix_explain_reason explain_kind(const struct cfix_metavar *mv,
					     const struct cfix_node *src)
{
	bool typed = mv->type && (mv->kind == CFIX_MV_EXPRESSION ||
				  mv->kind == CFIX_MV_IDEXPRESSION ||
				  mv->kind == CFIX_MV_CONSTANT);

	return typed && cfix_node_is_expr(src) ? CFIX_EXPLAIN_TYPE
					       : CFIX_EXPLAIN_KIND;
}

/* The source text of src's tokens joined by single spaces. */
static char *joined_text(const struct matcher *m, const struct cfix_node *src)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	if (src->kind == CFIX_NODE_IDENT && src->text)
		return cfix_xstrdup(src->text);
	for (uint32_t t = src->first; t <= src->last && src->first <= src->last; t++) {
		if (t > src->first)
			cfix_buf_addch(&buf, ' ');
		cfix_buf_adds(&buf, m->source->toks[t].text);
	}
	return cfix_buf_detach(&buf, NULL);
}

static bool value_is(const char *value, const char *text)
{
	if (!strcmp(value, text))
		return true;
	return isdigit((unsigned char)value[0]) &&
	       isdigit((unsigned char)text[0]) && !strchr(text, ' ') &&
	       cfix__match_same_number(value, text);
}

/* Do src's tokens occur, in a row, among binding b's tokens (the same
 * code, compared by spelling)? */
static bool spells_inside(const struct matcher *m, const struct cfix_node *src,
			  const struct binding *b)
{
	uint32_t n = src->last - src->first + 1;

	if (src->first > src->last || b->first > b->last)
		return false;
	for (uint32_t at = b->first; at + n - 1 <= b->last; at++)
		if (cfix__match_same_tokens(m->source, at, at + n - 1, src->first, src->last))
			return true;
	return false;
}

/* "subE <= r.E": does src lie inside what r.E bound: the binding this
 * rule inherited from r, else any of r's matches in this file? */
static bool inside_binding(const struct matcher *m,
			   const struct cfix_metavar *mv,
			   const struct cfix_node *src)
{
	const struct rule_result *r;

	if (!mv->nrefs)
		return true;
	for (uint32_t i = 0; i < m->rule->nmetavars; i++) {
		const struct cfix_metavar *own = &m->rule->metavars[i];
		const struct binding *b = &m->bindings[i];

		if (own->from_rule == mv->ref_rule[0] &&
		    own->from_mv == mv->ref_mv[0] && b->set && !b->value)
			return spells_inside(m, src, b);
	}
	r = &m->results[mv->ref_rule[0]];
	for (size_t e = 0; e < r->envs.len; e++) {
		const struct binding *b = &r->envs.items[e][mv->ref_mv[0]];

		if (b->set && !b->value && spells_inside(m, src, b))
			return true;
	}
	return false;
}

/*
 * "x : script:python(r.y) { f(x, y) }": runs the expression with x bound
 * to cand and the inherited metavariables it reads to their bindings.
 * An exception stops the file, as in a script rule.
 */
bool cfix__match_script_allows(struct matcher *m, const struct cfix_metavar *mv,
			       const struct binding *cand)
{
	struct cfix_script_value *values =
		cfix_xcalloc(mv->nscript_args + 1, sizeof(*values));
	bool include = false, ok = !m->failed;

	if (m->source->maybe) {	/* the candidate pass: maybe, and the
				   script runs once, in the real match */
		m->took_maybe = true;
		free(values);
		return true;
	}
	if (ok && cfix__ruleset_ensure_initialized(m->set, m->sink)) {
		m->failed = true;
		ok = false;
	}
	for (uint32_t k = 0; k < mv->nscript_args && ok; k++) {
		const struct cfix_metavar *arg =
			&m->rule->metavars[mv->script_args[k]];
		const struct binding *b = arg == mv ? cand
				: &m->bindings[mv->script_args[k]];

		if (!b->set && arg != mv && arg->from_rule < 0) {
			free(values);	/* runs when arg binds */
			return true;
		}
		ok = b->set;
		if (ok)
			cfix__match_script_value(m, arg, b, &values[k]);
	}
	if (ok && cfix__script_run(mv->script_check, values, mv->nscript_args,
				   m->source->arena, NULL, &include, m->sink)) {
		m->failed = true;
		include = false;
	}
	free(values);
	return ok && include;
}

/* Does mv's script constraint read metavariable k? */
static bool script_reads(const struct cfix_metavar *mv, int32_t k)
{
	if (mv->constraint != CFIX_MVC_SCRIPT || mv->next_constraint)
		return false;
	for (uint32_t a = 0; a < mv->nscript_args; a++)
		if (mv->script_args[a] == k)
			return true;
	return false;
}

/*
 * Metavariable k has just bound: the script constraints of the rule's
 * metavariables bound before that read it run now (a constraint may
 * read metavariables of its own rule; it runs once all are bound).
 */
static bool scripts_reading_allow(struct matcher *m, int32_t k)
{
	if (!m->rule->metavars[k].script_read)
		return true;	/* the common case, on every binding */
	for (uint32_t c = 0; c < m->rule->nmetavars; c++) {
		const struct cfix_metavar *mv = &m->rule->metavars[c];

		if ((int32_t)c != k && m->bindings[c].set &&
		    script_reads(mv, k) &&
		    !cfix__match_script_allows(m, mv, &m->bindings[c]))
			return false;
	}
	return true;
}

/* "type T = r.U *": does type text end with the value's stars, after
 * some type (any pointer type at least that deep, as spatch 1.1.1 has
 * it: `bool ***` passes `r.U *` whatever r.U bound)? */
static bool pointer_as_deep(const char *stars, const char *text)
{
	size_t n = strlen(stars), len = strlen(text);

	return len > n + 1 && !strcmp(text + len - n, stars) &&
	       text[len - n - 1] == ' ';
}

/* Does code spelled text satisfy mv's "!= {a, b}" or "=~ re"? */
bool cfix__match_text_constraint_holds(const struct cfix_metavar *mv,
				       const char *text)
{
	bool found = false;
	switch (mv->constraint) {
	case CFIX_MVC_REGEX:
	case CFIX_MVC_NOT_REGEX:
		found = cfix__regex_match(mv->regex, text);
		return found == (mv->constraint == CFIX_MVC_REGEX);
	case CFIX_MVC_IN:
	case CFIX_MVC_NOT_IN:
		for (uint32_t i = 0; i < mv->nvalues && !found; i++)
			found = mv->any_pointee && mv->any_pointee[i]
				? pointer_as_deep(mv->values[i], text)
				: value_is(mv->values[i], text);
		return found == (mv->constraint == CFIX_MVC_IN);
	default:
		return true;
	}
}

/* `type T = {r1.T, r2.T}`: is code spelled text what one of the rules
 * named bound their metavariable to, in one of their matches? */
static bool ref_spells(const struct matcher *m, const struct cfix_metavar *mv,
		       const char *text)
{
	for (uint32_t k = 0; k < mv->nrefs; k++) {
		const struct rule_result *r = &m->results[mv->ref_rule[k]];

		for (size_t e = 0; e < r->envs.len; e++) {
			const struct binding *b = &r->envs.items[e][mv->ref_mv[k]];

			if (b->set &&
			    cfix__match_same_type(
				    cfix__match_binding_text(m, b), text))
				return true;
		}
	}
	return false;
}

/* Does code spelled text satisfy mv's values or regex, and what the
 * rules its values name ("{r.b1, r.b2}") bound? */
bool cfix__match_text_and_refs_hold(const struct matcher *m,
				    const struct cfix_metavar *mv,
				    const char *text)
{
	bool ok = cfix__match_text_constraint_holds(mv, text);

	if (mv->nrefs && mv->constraint == CFIX_MVC_IN)
		ok = ok || ref_spells(m, mv, text);
	else if (mv->nrefs && mv->constraint == CFIX_MVC_NOT_IN)
		ok = ok && !ref_spells(m, mv, text);
	return ok;
}

static bool one_constraint_holds(struct matcher *m,
				 const struct cfix_metavar *mv,
				 const struct cfix_node *src);

/* Does src satisfy mv's constraints, "&&" or "||" joined? */
static bool constraint_holds(struct matcher *m, const struct cfix_metavar *mv,
			     const struct cfix_node *src)
{
	bool ok = one_constraint_holds(m, mv, src);

	for (; mv->next_constraint; mv = mv->next_constraint)
		if (ok == mv->next_or)	/* decided: true || ..., false && ... */
			break;
		else
			ok = one_constraint_holds(m, mv->next_constraint, src);
	return ok;
}

/* Does src satisfy one constraint of mv ("!= {a, b}", "=~ re")? */
static bool one_constraint_holds(struct matcher *m,
				 const struct cfix_metavar *mv,
				 const struct cfix_node *src)
{
	char *text;
	bool ok;

	if (mv->constraint == CFIX_MVC_NONE)
		return true;
	if (mv->constraint == CFIX_MVC_SUBTERM)
		return inside_binding(m, mv, src);
	if (mv->constraint == CFIX_MVC_SCRIPT) {
		struct binding cand = { .set = true, .first = src->first,
					.last = src->last, .text = src->text };

		return cfix__match_script_allows(m, mv, &cand);
	}
	text = joined_text(m, src);
	ok = cfix__match_text_and_refs_hold(m, mv, text);
	free(text);
	return ok;
}

/* Words that may lead a declaration's specifiers without being part of
 * its type. */
static bool is_decl_only_word(const struct matcher *m, const char *word)
{
	static const char *const words[] = {
		"inline", "__inline", "__inline__", NULL,
	};

	return cfix__is_word_in(word, words) ||
	       (cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE) &&
		cfix__match_is_storage_class(word));
}

/* Can source token t stand in a type after a leading unknown name? */
static bool is_type_word_tok(const struct cfix_token *tok)
{
	static const char *const words[] = {
		"void", "char", "short", "int", "long", "float", "double",
		"signed", "unsigned", "_Bool", "bool", "struct", "union", "enum",
		NULL,
	};

	return tok->kind == CFIX_TOK_IDENT ||
	       (tok->kind == CFIX_TOK_KEYWORD &&
		cfix__is_word_in(tok->text, words));
}

/*
 * Where the type proper of declaration specifiers src begins, as spatch
 * binds a type metavariable: after storage classes, inline, GNU
 * attribute groups and an annotation macro before the type name
 * (`static nokprobe_inline bool` binds `bool`).
 */
static uint32_t type_core_first(const struct matcher *m,
				const struct cfix_node *src)
{
	const struct cfix_token *toks = m->source->toks;
	uint32_t t = src->first;

	while (t < src->last) {
		if (is_decl_only_word(m, toks[t].text) ||
		    (toks[t].kind == CFIX_TOK_IDENT &&
		     is_type_word_tok(&toks[t + 1]))) {
			t++;
		} else {
			/* an attribute group in any spelling the parser knows
			 * (`__attribute((unused)) long` binds long) */
			uint32_t end = cfix__attribute_group_end(
				toks, NULL, t, src->last + 1);

			if (end == UINT32_MAX || end >= src->last)
				break;
			t = end + 1;
		}
	}
	return t;
}

/* The first source token of src that metavariable mv binds: a type's
 * proper part, in declaration specifiers. */
static uint32_t bound_first(const struct matcher *m, int32_t mv,
			    const struct cfix_node *src)
{
	if (m->rule->metavars[mv].kind != CFIX_MV_TYPE ||
	    src->kind != CFIX_NODE_TYPE || src->first > src->last ||
	    !src->parent || (src->parent->kind != CFIX_NODE_FUNCTION &&
			     src->parent->kind != CFIX_NODE_DECL))
		return src->first;	/* in a cast, all of it (`(__attr int)`) */
	return type_core_first(m, src);
}

/* An expression the rule inherits, which spatch compares with its
 * types (cfix__match_same_name_types()). */
static bool inherited_expression(const struct cfix_metavar *mv)
{
	return mv->from_rule >= 0 && (mv->kind == CFIX_MV_EXPRESSION ||
				      mv->kind == CFIX_MV_IDEXPRESSION);
}

/* Binds metavariable `metavar` to src, or checks that src is the code
 * it bound; the rule's tokens are left unmapped.  src must fit mv: the
 * metavariable's own description (cfix__match_bind_code()), or one
 * with other types (match_field_through_pointer()). */
bool cfix__match_bind_code_as(struct matcher *m, int32_t metavar,
			      const struct cfix_metavar *mv,
			      const struct cfix_node *src)
{
	struct binding *b = &m->bindings[metavar];
	struct cfix_node core;

	if (bound_first(m, metavar, src) != src->first) {
		core = *src;
		core.first = bound_first(m, metavar, src);
		core.text = NULL;	/* spelled by its tokens */
		src = &core;
	}

	if (!kind_fits(m, mv, src) || src->first > src->last ||
	    src->last + 1 == src->first) {
		cfix__explain_why(m, src, mv, explain_kind(mv, src));
		return false;	/* an absent type binds nothing */
	}
	if (!b->set && !constraint_holds(m, mv, src)) {
		cfix__explain_why(m, src, mv, CFIX_EXPLAIN_CONSTRAINT);
		return false;
	}
	if (mv->kind == CFIX_MV_SYMBOL || mv->kind == CFIX_MV_TYPEDEF) {
		if (!src->text || strcmp(src->text, mv->name))
			return false;
	} else if (b->set && b->value) {
		if (!cfix__match_same_value(m->source, b->value, src->first,
					    src->last)) {
			cfix__explain_why(m, src, mv, CFIX_EXPLAIN_BOUND);
			return false;
		}
	} else if (b->set) {
		if (!cfix__match_same_tokens(m->source, b->first, b->last,
					     src->first, src->last) ||
		    (inherited_expression(mv) && b->first != src->first &&
		     !cfix__match_same_name_types(m->source, src, b->first,
						  src->first))) {
			cfix__explain_why(m, src, mv, CFIX_EXPLAIN_BOUND);
			return false;
		}
	} else {
		*b = (struct binding){ .set = true, .first = src->first,
				       .last = src->last, .text = src->text,
				       .looser = (uint8_t)(14 -
					   cfix__match_expr_prec(src)) };
		if (!scripts_reading_allow(m, metavar)) {
			*b = (struct binding){ 0 };
			cfix__explain_why(m, src, mv, CFIX_EXPLAIN_CONSTRAINT);
			return false;
		}
	}
	cfix__match_note_macro(m, src);
	return true;
}

bool cfix__match_bind_code(struct matcher *m, int32_t metavar,
			   const struct cfix_node *src)
{
	return cfix__match_bind_code_as(m, metavar, &m->rule->metavars[metavar],
					src);
}

/*
 * The name inside a parameter's type src (`n` of `int n[3]`, `cb` of
 * `int (*cb)(int)`: a parameter's type spans its name), or NULL.
 */
static const struct cfix_node *name_inside(const struct matcher *m,
					   int32_t mv,
					   const struct cfix_node *src)
{
	const struct cfix_node *param = src->parent, *name;

	if (m->rule->metavars[mv].kind != CFIX_MV_TYPE ||
	    src->kind != CFIX_NODE_TYPE || !param ||
	    param->kind != CFIX_NODE_PARAM || param->nkids < 2 ||
	    param->kids[0] != src || !(name = param->kids[1]) ||
	    name->first <= src->first || name->last >= src->last)
		return NULL;
	return name;
}

/*
 * A type metavariable of a parameter `T x` against `int n[3]`: T binds
 * `int` with the `[3]` after the name as its suffix (match_decl_array()
 * in decl_shapes.c does the same for a declaration), so that the name
 * the rule puts in place of x goes before the brackets, `int p_n[3]`,
 * and `+ T y` writes them after y.
 */
static bool bind_around_name(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src,
			     const struct cfix_node *name)
{
	struct binding *b = &m->bindings[pat->metavar];
	uint32_t len = src->last - name->last;
	struct cfix_node before = *src;

	before.last = name->first - 1;	/* its text stays the whole type's */
	if (b->set && (b->suffix_len != len ||
		       !cfix__match_same_tokens(m->source, b->suffix_first,
						b->suffix_first + len - 1,
						name->last + 1, src->last)))
		return false;
	if (!cfix__match_bind_code(m, pat->metavar, &before))
		return false;
	b->suffix_first = name->last + 1;
	b->suffix_len = len;
	cfix__match_map_token(m, pat->first, before.first, before.last);
	if (m->rule->remove[pat->first])
		cfix_array_push(&m->extra, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = m->source->toks[name->last + 1].begin,
			.end = m->source->toks[src->last].end }));
	return true;
}

bool cfix__match_bind(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src)
{
	const struct cfix_node *name = name_inside(m, pat->metavar, src);

	if (name)
		return bind_around_name(m, pat, src, name);
	if (!cfix__match_bind_code(m, pat->metavar, src))
		return false;
	/* a type stands for its type proper: `- T` `+ long` keeps `static` */
	cfix__match_map_token(m, pat->first, bound_first(m, pat->metavar, src),
			      src->last);
	return true;
}

/* Does metavariable mv appear outside nest scope: in the code matched
 * or in the code added? */
static bool used_outside(const struct cfix_rule *rule, int32_t mv,
			 int32_t nest)
{
	for (uint32_t i = 0; i < rule->ntoks; i++)
		if (rule->tok_metavar[i] == mv &&
		    !cfix__match_scope_within(rule, rule->tok_scope[i], nest))
			return true;
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (cfix__match_scope_within(rule, ins->scope, nest))
			continue;
		for (uint32_t k = ins->first; k <= ins->last; k++)
			if (rule->plus_metavar[k] == mv)
				return true;
	}
	return false;
}

/*
 * A nest occurrence's bindings are its own, except for metavariables the
 * rule also uses outside the nest (`<+... g(x); ...+>` then `+ h(x);`):
 * the first occurrence binds them for the whole match, and the others
 * must agree.
 */
void cfix__match_keep_outer_bindings(struct matcher *m,
				     const struct binding *now, int32_t nest)
{
	for (uint32_t k = 0; k < m->rule->nmetavars; k++)
		if (!m->bindings[k].set && now[k].set &&
		    used_outside(m->rule, (int32_t)k, nest))
			m->bindings[k] = now[k];
}

/* The name of the function holding source token tok, as spatch's
 * current_element gives it. */
static const char *element_of(const struct cfix_source *source, uint32_t tok)
{
	const struct cfix_node *root = source->root;

	for (uint32_t i = 0; root && i < root->nkids; i++) {
		const struct cfix_node *kid = root->kids[i];

		if (kid && kid->kind == CFIX_NODE_FUNCTION && kid->first <= tok &&
		    tok <= kid->last && kid->nkids > 1 && kid->kids[1] &&
		    kid->kids[1]->text)
			return kid->kids[1]->text;
	}
	return "something_else";
}

/* The code a binding holds, on one line (runs of spaces made one). */
const char *cfix__match_source_binding_text(const struct cfix_source *source,
					    const struct binding *b)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;

	if (b->value)
		return b->value;
	for (uint32_t i = b->first; i <= b->last; i++) {
		const char *p = source->text + source->toks[i].begin;
		const char *end = source->text + source->toks[i].end;

		if (i > b->first && source->toks[i].begin > source->toks[i - 1].end)
			cfix_buf_addch(&buf, ' ');
		for (; p < end; p++)
			if (*p != '\n' || buf.len == 0 || buf.data[buf.len - 1] != ' ')
				cfix_buf_addch(&buf, *p == '\n' ? ' ' : *p);
	}
	text = cfix_arena_strndup(source->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

const char *cfix__match_binding_text(const struct matcher *m,
				     const struct binding *b)
{
	return cfix__match_source_binding_text(m->source, b);
}

/* v as the place source tokens first..last. */
static void place_value(const struct matcher *m, uint32_t first_tok,
			uint32_t last_tok, struct cfix_script_value *v)
{
	const struct cfix_token *first = &m->source->toks[first_tok];
	const struct cfix_token *last = &m->source->toks[last_tok];

	v->position = true;
	v->file = m->source->path;
	v->line = first->line;
	v->column = first->col - 1;
	v->line_end = last->line;
	v->column_end = last->col - 1 + (last->end - last->begin);
	v->element = element_of(m->source, first_tok);
}

/* Is a script's string of mv spatch's printed tokens, one space
 * apart?  (Declarations, fields and initializer lists spatch prints in
 * its own way; those keep the code's text.) */
static bool printed_as_tokens(const struct cfix_metavar *mv)
{
	switch (mv->kind) {
	case CFIX_MV_EXPRESSION:
	case CFIX_MV_IDEXPRESSION:
	case CFIX_MV_CONSTANT:
	case CFIX_MV_TYPE:
	case CFIX_MV_STATEMENT:
	case CFIX_MV_EXPRESSION_LIST:
	case CFIX_MV_PARAMETER_LIST:
	case CFIX_MV_IDENTIFIER_LIST:
	case CFIX_MV_BINOP:
	case CFIX_MV_ASSIGNOP:
		return true;
	default:
		return false;
	}
}

/* Adds to out the pieces of white space and comments in text[from, to)
 * as spatch's lexer cuts them (a run of blanks; a line break with the
 * indentation after it; a comment), each after one space.  Returns
 * whether there was one. */
static bool add_gap_pieces(struct cfix_buf *out, const char *text,
			   size_t from, size_t to)
{
	size_t i = from;

	while (i < to) {
		size_t start = i;

		if (text[i] == '\n') {
			i++;
			while (i < to && (text[i] == ' ' || text[i] == '\t'))
				i++;
		} else if (text[i] == '/' && i + 1 < to && text[i + 1] == '*') {
			const char *close = strstr(text + i + 2, "*/");

			i = close && (size_t)(close - text) + 2 <= to
				    ? (size_t)(close - text) + 2 : to;
		} else if (text[i] == '/' && i + 1 < to && text[i + 1] == '/') {
			while (i < to && text[i] != '\n')
				i++;
		} else {
			while (i < to && text[i] != '\n' && text[i] != '/')
				i++;
			if (i == start)
				i++;
		}
		if (out->len)
			cfix_buf_addch(out, ' ');
		cfix_buf_add(out, text + start, i - start);
	}
	return i > from;
}

/*
 * A binding as a script reads it when spatch 1.1.1 prints it
 * (python/pycocci_aux.ml, stringrep): its tokens one space apart,
 * whatever the code's spacing (`pbl -> pg_arr`), comments left out.
 * Python's string of an operator also holds the white space and
 * comments around it (the comments spatch attaches to the operator's
 * token): `x  +=  y` gives "   +=   "; OCaml's does not.
 */
static const char *printed_text(const struct cfix_source *source,
				const struct binding *b, bool around)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	const struct cfix_token *toks = source->toks;
	const char *text;

	if (around && b->first > 0)
		add_gap_pieces(&buf, source->text, toks[b->first - 1].end,
			       toks[b->first].begin);
	for (uint32_t i = b->first; i <= b->last; i++) {
		if (buf.len)
			cfix_buf_addch(&buf, ' ');
		cfix_buf_add(&buf, source->text + toks[i].begin,
			     toks[i].end - toks[i].begin);
	}
	if (around && b->last + 1 < source->ntoks)
		add_gap_pieces(&buf, source->text, toks[b->last].end,
			       toks[b->last + 1].begin);
	text = cfix_arena_strndup(source->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

/* A script input's value: a position's place, or the code's text. */
void cfix__match_script_value(const struct matcher *m,
			      const struct cfix_metavar *mv,
			      const struct binding *b,
			      struct cfix_script_value *v)
{
	*v = (struct cfix_script_value){ .name = mv->name };
	if (mv->kind == CFIX_MV_COMMENTS && !b->value) {
		cfix__match_comments_value(m->source, b->first, b->last, v);
		return;
	}
	if (!b->value && printed_as_tokens(mv) && b->first <= b->last) {
		v->text = printed_text(m->source, b, false);
		if (mv->kind == CFIX_MV_BINOP || mv->kind == CFIX_MV_ASSIGNOP)
			v->python_text = printed_text(m->source, b, true);
		return;
	}
	if (mv->kind != CFIX_MV_POSITION || b->value) {
		v->text = cfix__match_binding_text(m, b);
		return;
	}
	place_value(m, b->first, b->last, v);
	/* the further places of a list (poslist.c), in the arena: the
	 * value lives as long as the script's run */
	for (uint32_t k = 1; k <= b->nmore; k++) {
		struct cfix_script_value *next = cfix_arena_alloc(
			m->source->arena, sizeof(*next));
		uint32_t f, l;

		*next = (struct cfix_script_value){ .name = mv->name };
		cfix__match_place(b, k, &f, &l);
		place_value(m, f, l, next);
		v->next = next;
		v = next;
	}
}
